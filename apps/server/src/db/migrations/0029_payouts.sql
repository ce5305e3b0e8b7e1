CREATE TABLE "payout_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"payout_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_holds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"held_by" uuid,
	"held_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"method" text NOT NULL,
	"destination" text NOT NULL,
	"account_ref" text NOT NULL,
	"provider_payout_id" text,
	"failure_reason" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" in ('requested', 'processing', 'paid', 'failed', 'reversed')),
	CONSTRAINT "payouts_method_check" CHECK ("payouts"."method" in ('bank', 'upi')),
	CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "wallets" DROP CONSTRAINT "wallets_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "payout_id" uuid;--> statement-breakpoint
ALTER TABLE "payout_events" ADD CONSTRAINT "payout_events_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_holds" ADD CONSTRAINT "payout_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_holds" ADD CONSTRAINT "payout_holds_held_by_users_id_fk" FOREIGN KEY ("held_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_events_payout_idx" ON "payout_events" USING btree ("payout_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_provider_payout_key" ON "payouts" USING btree ("provider_payout_id");--> statement-breakpoint
CREATE INDEX "payouts_user_requested_idx" ON "payouts" USING btree ("user_id","requested_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payouts_status_requested_idx" ON "payouts" USING btree ("status","requested_at");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_payout_kind_key" ON "ledger_entries" USING btree ("payout_id","kind") WHERE "ledger_entries"."payout_id" is not null;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_kind_check" CHECK ("wallets"."kind" in ('main', 'earnings', 'platform', 'payout'));--> statement-breakpoint
-- A payout's entries (schema/wallet.ts, PAYOUT_LEDGER_KINDS): each carries its payout, and each kind
-- has its sign, so a request can only take from earnings and a return only give back.
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('topup', 'booking_hold', 'hold_release_refund', 'hold_release_earning', 'commission', 'correction',
  'payout_hold', 'payout_in_flight', 'payout_sent', 'payout_reversed', 'payout_release', 'payout_return'));--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_sign_check";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_sign_check" CHECK (case "ledger_entries"."kind"
  when 'booking_hold' then "ledger_entries"."amount_paise" < 0
  when 'payout_hold' then "ledger_entries"."amount_paise" < 0
  when 'payout_sent' then "ledger_entries"."amount_paise" < 0
  when 'payout_release' then "ledger_entries"."amount_paise" < 0
  when 'correction' then true
  else "ledger_entries"."amount_paise" >= 0 end);--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payout_check" CHECK (("ledger_entries"."kind" like 'payout\_%') = ("ledger_entries"."payout_id" is not null));--> statement-breakpoint
-- A payout's status moves only along requested → processing → paid | failed | reversed (failed also
-- straight from requested, reversed also from processing), and every status it takes is a history row.
CREATE OR REPLACE FUNCTION payouts_status_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW."status" <> 'requested' THEN
      RAISE EXCEPTION 'a payout starts requested' USING ERRCODE = 'check_violation';
    END IF;
  ELSIF NEW."status" IS DISTINCT FROM OLD."status" AND (OLD."status", NEW."status") NOT IN (
      ('requested', 'processing'), ('requested', 'failed'), ('processing', 'paid'), ('processing', 'failed'),
      ('processing', 'reversed'), ('paid', 'reversed')) THEN
    RAISE EXCEPTION 'payout status cannot move from % to %', OLD."status", NEW."status" USING ERRCODE = 'check_violation';
  ELSIF NEW."amount_paise" <> OLD."amount_paise" OR NEW."user_id" <> OLD."user_id" THEN
    RAISE EXCEPTION 'a payout''s amount and owner never change' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "payouts_status_guard" BEFORE INSERT OR UPDATE ON "payouts"
  FOR EACH ROW EXECUTE FUNCTION payouts_status_guard();--> statement-breakpoint
CREATE OR REPLACE FUNCTION payouts_history() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW."status" IS DISTINCT FROM OLD."status" THEN
    INSERT INTO "payout_events" ("payout_id", "from_status", "to_status")
    VALUES (NEW."id", CASE WHEN TG_OP = 'UPDATE' THEN OLD."status" END, NEW."status");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "payouts_history" AFTER INSERT OR UPDATE ON "payouts"
  FOR EACH ROW EXECUTE FUNCTION payouts_history();
