-- Messaging (docs/product.md#messaging): one conversation per client and expert, opened by their
-- first booking (a trigger on bookings, in the booking's own transaction) and kept after it. The
-- conversation row carries what the list and the badges need, kept in the sending transaction:
-- the latest message, and per person how far their app received (delivered) and they read, and
-- their unread count.
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"expert_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_id" bigint,
	"client_unread" integer DEFAULT 0 NOT NULL,
	"expert_unread" integer DEFAULT 0 NOT NULL,
	"client_delivered_id" bigint DEFAULT 0 NOT NULL,
	"client_read_id" bigint DEFAULT 0 NOT NULL,
	"expert_delivered_id" bigint DEFAULT 0 NOT NULL,
	"expert_read_id" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "conversations_pair_key" UNIQUE ("client_id", "expert_id"),
	CONSTRAINT "conversations_unread_check" CHECK ("client_unread" >= 0 AND "expert_unread" >= 0)
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Each person's list, newest activity first, is one index range (the expert's by the expert row);
-- the unread counts ride along so that the badge's sum is an index-only scan.
CREATE INDEX "conversations_client_activity_idx" ON "conversations" USING btree ("client_id", "last_activity_at" DESC, "id" DESC) INCLUDE ("client_unread");
--> statement-breakpoint
CREATE INDEX "conversations_expert_activity_idx" ON "conversations" USING btree ("expert_id", "last_activity_at" DESC, "id" DESC) INCLUDE ("expert_unread", "client_id");
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" uuid NOT NULL,
	"sender_id" uuid,
	"body" text DEFAULT '' NOT NULL,
	"attachment_key" text,
	"attachment_name" text,
	"attachment_type" text,
	"attachment_size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_attachment_key_unique" UNIQUE ("attachment_key"),
	CONSTRAINT "messages_body_check" CHECK (char_length("body") <= 2000 AND "body" = btrim("body")),
	CONSTRAINT "messages_not_empty_check" CHECK ("body" <> '' OR "attachment_key" IS NOT NULL),
	CONSTRAINT "messages_attachment_check" CHECK (
		("attachment_key" IS NULL AND "attachment_name" IS NULL AND "attachment_type" IS NULL AND "attachment_size" IS NULL)
		OR ("attachment_key" IS NOT NULL AND "attachment_name" IS NOT NULL
			AND "attachment_type" IN ('image/jpeg', 'image/png', 'image/webp', 'application/pdf')
			AND "attachment_size" BETWEEN 1 AND 5242880))
);
--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_last_message_id_messages_id_fk" FOREIGN KEY ("last_message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- A conversation's pages, newest first, walk this index backwards.
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id", "id");
--> statement-breakpoint
-- Search by a word of a message: a substring match on lower(body), served by pg_trgm (PGlite has it too).
CREATE INDEX "messages_body_trgm_idx" ON "messages" USING gin (lower("body") gin_trgm_ops);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION conversations_open_on_booking() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "conversations" ("client_id", "expert_id") VALUES (NEW."user_id", NEW."expert_id")
	ON CONFLICT ("client_id", "expert_id") DO NOTHING;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bookings_open_conversation" AFTER INSERT ON "bookings" FOR EACH ROW EXECUTE FUNCTION conversations_open_on_booking();
--> statement-breakpoint
-- Bookings made before this migration open their conversations too, dated by the first booking.
INSERT INTO "conversations" ("client_id", "expert_id", "created_at", "last_activity_at")
SELECT "user_id", "expert_id", min("created_at"), min("created_at") FROM "bookings" GROUP BY "user_id", "expert_id"
ON CONFLICT ("client_id", "expert_id") DO NOTHING;
