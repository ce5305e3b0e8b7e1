-- The browsers a person allowed to show notifications: each a push service endpoint with the keys
-- that encrypt what is sent to it. An endpoint belongs to one account at a time (the last to subscribe).
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE ("endpoint"),
	CONSTRAINT "push_subscriptions_endpoint_check" CHECK (char_length("endpoint") <= 1000 AND "endpoint" ~ '^https?://'),
	CONSTRAINT "push_subscriptions_keys_check" CHECK (char_length("p256dh") BETWEEN 80 AND 100 AND char_length("auth") BETWEEN 16 AND 32)
);
--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");
