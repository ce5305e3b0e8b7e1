-- Receipts numbered without gaps per financial year (docs/product.md#receipts): the tables, the
-- triggers that number each top-up and paid booking in its own transaction, and the numbering of
-- payments made before this migration.
CREATE TABLE "receipt_counters" (
	"fy_start" smallint PRIMARY KEY NOT NULL,
	"last_seq" integer NOT NULL,
	CONSTRAINT "receipt_counters_last_seq_check" CHECK ("receipt_counters"."last_seq" > 0)
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fy_start" smallint NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"user_id" uuid NOT NULL,
	"payment_order_id" uuid,
	"booking_id" uuid,
	"amount_paise" bigint NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "receipts_amount_check" CHECK ("receipts"."amount_paise" > 0),
	CONSTRAINT "receipts_seq_check" CHECK ("receipts"."seq" > 0),
	CONSTRAINT "receipts_one_payment_check" CHECK (("receipts"."payment_order_id" is null) <> ("receipts"."booking_id" is null))
);
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_fy_seq_key" ON "receipts" USING btree ("fy_start","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_number_key" ON "receipts" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_payment_order_key" ON "receipts" USING btree ("payment_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_booking_key" ON "receipts" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_user_issued_idx" ON "receipts" USING btree ("user_id","issued_at","id");--> statement-breakpoint
-- The Indian financial year (April to March, IST) a moment falls in, by the year it starts:
-- 31 March 23:59 IST is still the year before, 1 April 00:00 IST starts the next.
CREATE FUNCTION receipt_fy_start(at timestamptz) RETURNS smallint LANGUAGE sql STABLE AS $$
  select extract(year from (at at time zone 'Asia/Kolkata') - interval '3 months')::smallint
$$;
--> statement-breakpoint
-- EC/2026-27/000123: six digits at least, more when a year ever needs them.
CREATE FUNCTION receipt_number(fy smallint, seq integer) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  select 'EC/' || fy || '-' || lpad(((fy + 1) % 100)::text, 2, '0') || '/' || case when seq < 1000000 then lpad(seq::text, 6, '0') else seq::text end
$$;
--> statement-breakpoint
-- Takes the year's next number from its counter row and writes the receipt, in the caller's
-- transaction: the row stays locked until it ends, so numbers are handed out one at a time, and a
-- payment that rolls back gives its number back (no gaps, no duplicates; docs/product.md#receipts).
CREATE FUNCTION issue_receipt(p_user uuid, p_order uuid, p_booking uuid, p_amount bigint, p_at timestamptz) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  fy smallint := receipt_fy_start(p_at);
  n integer;
BEGIN
  INSERT INTO receipt_counters AS c (fy_start, last_seq) VALUES (fy, 1)
    ON CONFLICT (fy_start) DO UPDATE SET last_seq = c.last_seq + 1
    RETURNING last_seq INTO n;
  INSERT INTO receipts (fy_start, seq, number, user_id, payment_order_id, booking_id, amount_paise, issued_at)
    VALUES (fy, n, receipt_number(fy, n), p_user, p_order, p_booking, p_amount, p_at);
END
$$;
--> statement-breakpoint
CREATE FUNCTION receipts_on_top_up() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'paid' AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM 'paid') THEN
    PERFORM issue_receipt(NEW.user_id, NEW.id, NULL, NEW.amount_paise, coalesce(NEW.paid_at, now()));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER payment_orders_receipt AFTER INSERT OR UPDATE OF status ON payment_orders FOR EACH ROW EXECUTE FUNCTION receipts_on_top_up();
--> statement-breakpoint
CREATE FUNCTION receipts_on_booking_hold() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM issue_receipt((SELECT user_id FROM wallets WHERE id = NEW.client_wallet_id), NULL, NEW.booking_id, NEW.amount_paise, NEW.created_at);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER booking_holds_receipt AFTER INSERT ON booking_holds FOR EACH ROW EXECUTE FUNCTION receipts_on_booking_hold();
--> statement-breakpoint
-- Payments made before receipts existed are numbered here, once, in the order they were paid
-- within each financial year; the counters then go on from the last of them.
INSERT INTO receipts (fy_start, seq, number, user_id, payment_order_id, booking_id, amount_paise, issued_at)
SELECT fy, seq, receipt_number(fy, seq::integer), user_id, order_id, booking_id, amount_paise, at
FROM (
  SELECT p.*, receipt_fy_start(p.at) AS fy,
         row_number() OVER (PARTITION BY receipt_fy_start(p.at) ORDER BY p.at, p.order_id, p.booking_id) AS seq
  FROM (
    SELECT o.user_id, o.id AS order_id, NULL::uuid AS booking_id, o.amount_paise, coalesce(o.paid_at, o.created_at) AS at
      FROM payment_orders o WHERE o.status = 'paid'
    UNION ALL
    SELECT w.user_id, NULL::uuid, h.booking_id, h.amount_paise, h.created_at
      FROM booking_holds h JOIN wallets w ON w.id = h.client_wallet_id
  ) p
) numbered;
--> statement-breakpoint
INSERT INTO receipt_counters (fy_start, last_seq) SELECT fy_start, max(seq) FROM receipts GROUP BY fy_start;
