-- The wallet as a ledger. A wallet's balance is the sum of its entries; balance_paise is a running
-- copy kept by a trigger in the inserting transaction, so it cannot drift, and its CHECK (>= 0) is
-- what refuses an overdraft, even under concurrency (the trigger's UPDATE locks the wallet row).
-- Entries are append-only. Accounts: 'main' (a user's spendable money), 'earnings' (what an
-- expert's consultations paid them), 'platform' (commission; one, with no user).
CREATE TABLE "wallets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"kind" text NOT NULL,
	"balance_paise" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_kind_check" CHECK ("wallets"."kind" in ('main', 'earnings', 'platform')),
	CONSTRAINT "wallets_owner_check" CHECK (("wallets"."kind" = 'platform') = ("wallets"."user_id" is null)),
	CONSTRAINT "wallets_balance_check" CHECK ("wallets"."balance_paise" >= 0)
);
--> statement-breakpoint
-- Money records outlive nothing silently: a user with a wallet cannot be deleted out from under it.
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_user_kind_key" ON "wallets" USING btree ("user_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_platform_key" ON "wallets" USING btree ("kind") WHERE "wallets"."kind" = 'platform';--> statement-breakpoint
-- A top-up: created before the payer pays; its amount is the only amount ever credited for it.
-- status moves created → paid (once, by a conditional UPDATE) or created → failed → paid.
CREATE TABLE "payment_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"provider_payment_id" text,
	"method" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payment_orders_provider_check" CHECK ("payment_orders"."provider" in ('test', 'razorpay')),
	CONSTRAINT "payment_orders_amount_check" CHECK ("payment_orders"."amount_paise" between 10000 and 10000000),
	CONSTRAINT "payment_orders_currency_check" CHECK ("payment_orders"."currency" = 'INR'),
	CONSTRAINT "payment_orders_status_check" CHECK ("payment_orders"."status" in ('created', 'paid', 'failed')),
	CONSTRAINT "payment_orders_paid_check" CHECK (("payment_orders"."status" = 'paid') = ("payment_orders"."provider_payment_id" is not null and "payment_orders"."paid_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_provider_order_key" ON "payment_orders" USING btree ("provider","provider_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_provider_payment_key" ON "payment_orders" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "payment_orders_user_created_idx" ON "payment_orders" USING btree ("user_id","created_at");--> statement-breakpoint
-- Money held for a booking (escrow): taken from the client's main wallet, then either refunded to it
-- or released to the expert's earnings, once (status changes by a conditional UPDATE from 'held';
-- the ledger's unique indexes below refuse a second release even if code forgot to check).
CREATE TABLE "booking_holds" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"client_wallet_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "booking_holds_amount_check" CHECK ("booking_holds"."amount_paise" > 0),
	CONSTRAINT "booking_holds_status_check" CHECK ("booking_holds"."status" in ('held', 'refunded', 'released')),
	CONSTRAINT "booking_holds_settled_check" CHECK (("booking_holds"."status" = 'held') = ("booking_holds"."settled_at" is null))
);
--> statement-breakpoint
ALTER TABLE "booking_holds" ADD CONSTRAINT "booking_holds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_holds" ADD CONSTRAINT "booking_holds_client_wallet_id_wallets_id_fk" FOREIGN KEY ("client_wallet_id") REFERENCES "public"."wallets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"wallet_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"booking_id" uuid,
	"payment_order_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('topup', 'booking_hold', 'hold_release_refund', 'hold_release_earning', 'commission', 'correction')),
	-- a zero earning is allowed only when the whole fee went to commission (100%)
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount_paise" <> 0 or "ledger_entries"."kind" = 'hold_release_earning'),
	CONSTRAINT "ledger_entries_sign_check" CHECK (case "ledger_entries"."kind"
		when 'booking_hold' then "ledger_entries"."amount_paise" < 0
		when 'correction' then true
		else "ledger_entries"."amount_paise" >= 0 end),
	CONSTRAINT "ledger_entries_topup_check" CHECK (("ledger_entries"."kind" = 'topup') = ("ledger_entries"."payment_order_id" is not null)),
	CONSTRAINT "ledger_entries_booking_check" CHECK (("ledger_entries"."kind" in ('booking_hold', 'hold_release_refund', 'hold_release_earning', 'commission')) = ("ledger_entries"."booking_id" is not null)),
	CONSTRAINT "ledger_entries_correction_check" CHECK ("ledger_entries"."kind" <> 'correction' or char_length(btrim(coalesce("ledger_entries"."note", ''))) > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- A wallet's transactions page newest first by id.
CREATE INDEX "ledger_entries_wallet_id_idx" ON "ledger_entries" USING btree ("wallet_id","id");--> statement-breakpoint
-- Exactly once: one credit per payment order; one hold, one commission per booking; and one release
-- of a hold, to the client or to the expert but never both.
CREATE UNIQUE INDEX "ledger_entries_topup_key" ON "ledger_entries" USING btree ("payment_order_id") WHERE "ledger_entries"."kind" = 'topup';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_booking_kind_key" ON "ledger_entries" USING btree ("booking_id","kind") WHERE "ledger_entries"."kind" in ('booking_hold', 'hold_release_refund', 'hold_release_earning', 'commission');--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_one_release_key" ON "ledger_entries" USING btree ("booking_id") WHERE "ledger_entries"."kind" in ('hold_release_refund', 'hold_release_earning');--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_entries_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "wallets" SET "balance_paise" = "balance_paise" + NEW."amount_paise" WHERE "id" = NEW."wallet_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_apply" AFTER INSERT ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_apply();--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();--> statement-breakpoint
-- The running balance changes only through an entry: directly, a wallet starts at 0 and its balance
-- cannot be set (pg_trigger_depth() is 1 for a direct statement, 2 inside ledger_entries_apply).
CREATE OR REPLACE FUNCTION wallets_balance_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW."balance_paise" <> 0 THEN
      RAISE EXCEPTION 'a wallet starts empty' USING ERRCODE = 'restrict_violation';
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'wallets are never deleted' USING ERRCODE = 'restrict_violation';
  ELSIF (NEW."balance_paise" <> OLD."balance_paise" AND pg_trigger_depth() < 2)
     OR NEW."user_id" IS DISTINCT FROM OLD."user_id" OR NEW."kind" <> OLD."kind" THEN
    RAISE EXCEPTION 'a wallet balance changes only through a ledger entry' USING ERRCODE = 'restrict_violation';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "wallets_balance_guard" BEFORE INSERT OR UPDATE OR DELETE ON "wallets"
  FOR EACH ROW EXECUTE FUNCTION wallets_balance_guard();--> statement-breakpoint
-- The balance now lives in the ledger; the profile's old number (never credited by anything) goes.
ALTER TABLE "profiles" DROP COLUMN "wallet_balance_paise";
