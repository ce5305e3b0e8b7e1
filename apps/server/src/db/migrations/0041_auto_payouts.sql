ALTER TABLE "payout_accounts" ADD COLUMN "auto_payouts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "auto_week" date;--> statement-breakpoint
CREATE INDEX "payout_accounts_auto_idx" ON "payout_accounts" USING btree ("user_id") WHERE "payout_accounts"."auto_payouts";--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_auto_week_key" ON "payouts" USING btree ("user_id","auto_week");