-- The app's own rate-limit counters, apart from Better Auth's rate_limits table: Better Auth prunes
-- every row of its table older than its own longest window, which would reset an hour-long limit
-- after a minute. Each row here carries the moment its window ends, so clean-up removes only rows
-- whose own window is over.
CREATE TABLE "app_rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "app_rate_limits_reset_at_idx" ON "app_rate_limits" USING btree ("reset_at");
--> statement-breakpoint
-- The per-account sign-in failure counts used to live in Better Auth's table.
DELETE FROM "rate_limits" WHERE "key" LIKE 'sign-in-failures:%' OR "key" LIKE 'deletion-request:%';
