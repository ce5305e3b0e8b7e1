-- Quotas per account (lib/quotas/): what a person may store, send and hold open.
--
-- Every file a person keeps, of every kind, in one view: the storage quotas read it under the
-- account's lock, so adding a kind of file (video renditions, say) is one more branch here.
-- Thumbnails are counted with their video once they exist; an upload under way counts its declared
-- length until the daily clean-up removes it a day after it began (features/feed/feed.pending.ts).
ALTER TABLE "doctor_videos" ADD COLUMN "thumbnail_bytes" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "doctor_videos" ADD CONSTRAINT "doctor_videos_thumbnail_bytes_check" CHECK ("thumbnail_bytes" >= 0);
--> statement-breakpoint
ALTER TABLE "video_uploads" ADD COLUMN "thumbnail_bytes" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "video_uploads" ADD CONSTRAINT "video_uploads_thumbnail_bytes_check" CHECK ("thumbnail_bytes" >= 0);
--> statement-breakpoint
CREATE VIEW "user_files" AS
  SELECT "user_id", 'record'::text AS "kind", "size_bytes"::bigint AS "bytes" FROM "medical_records"
  UNION ALL
  SELECT "sender_id", 'attachment', "attachment_size"::bigint FROM "messages"
    WHERE "attachment_key" IS NOT NULL AND "sender_id" IS NOT NULL
  UNION ALL
  SELECT a."user_id", 'document', d."size_bytes"::bigint FROM "expert_application_documents" d
    JOIN "expert_applications" a ON a."id" = d."application_id"
  UNION ALL
  SELECT "doctor_id", 'video', "size_bytes" + "thumbnail_bytes" FROM "doctor_videos"
  UNION ALL
  SELECT "owner_id", 'video', "size_bytes" + "thumbnail_bytes" FROM "video_uploads"
    WHERE "state" IN ('uploading', 'ready') AND "created_at" > now() - interval '24 hours';
--> statement-breakpoint
-- The attachments one person sent, for their quota (the view's branch reads this index only).
CREATE INDEX "messages_sender_attachments_idx" ON "messages" USING btree ("sender_id") INCLUDE ("attachment_size") WHERE "attachment_key" IS NOT NULL;
--> statement-breakpoint
-- The messages one person sent in the last minute and day, for the send rates.
CREATE INDEX "messages_sender_created_idx" ON "messages" USING btree ("sender_id", "created_at");
--> statement-breakpoint
CREATE INDEX "booking_messages_sender_created_idx" ON "booking_messages" USING btree ("sender_id", "created_at");
--> statement-breakpoint
-- The app's running instances, each renewing its row while it lives (lib/realtime/socket-registry.ts).
-- One that stops renewing is dead: its sockets stop counting at once and its rows are removed by
-- the next instance's heartbeat or start.
CREATE TABLE "realtime_instances" (
	"id" uuid PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "realtime_instances_seen_idx" ON "realtime_instances" USING btree ("seen_at");
--> statement-breakpoint
-- One row per open browser socket, with the instance that holds it: what the per-person socket
-- limits count, on any number of instances. The id grows with each socket, so the oldest of a
-- person's sockets is the one with the smallest id.
CREATE TABLE "open_sockets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "open_sockets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"instance_id" uuid NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_sockets_kind_check" CHECK ("kind" in ('room', 'messages'))
);
--> statement-breakpoint
ALTER TABLE "open_sockets" ADD CONSTRAINT "open_sockets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "open_sockets" ADD CONSTRAINT "open_sockets_instance_id_realtime_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."realtime_instances"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "open_sockets_user_kind_idx" ON "open_sockets" USING btree ("user_id", "kind", "id");
--> statement-breakpoint
CREATE INDEX "open_sockets_instance_idx" ON "open_sockets" USING btree ("instance_id");
