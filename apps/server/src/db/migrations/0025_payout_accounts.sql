CREATE TABLE "payout_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"holder_name" text,
	"account_number_sealed" text,
	"account_last4" text,
	"ifsc" text,
	"upi_id" text,
	"provider_ref" text NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	"payable_from" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_method_check" CHECK ("payout_accounts"."method" in ('bank', 'upi')),
	CONSTRAINT "payout_accounts_shape_check" CHECK (case "payout_accounts"."method"
            when 'bank' then "payout_accounts"."holder_name" is not null and "payout_accounts"."account_number_sealed" is not null and "payout_accounts"."account_last4" ~ '^[0-9]{4}$' and "payout_accounts"."ifsc" ~ '^[A-Z]{4}0[A-Z0-9]{6}$' and "payout_accounts"."upi_id" is null
            else "payout_accounts"."upi_id" is not null and "payout_accounts"."holder_name" is null and "payout_accounts"."account_number_sealed" is null and "payout_accounts"."account_last4" is null and "payout_accounts"."ifsc" is null
          end)
);
--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;