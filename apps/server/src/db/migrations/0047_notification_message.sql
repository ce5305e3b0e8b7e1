-- What a notification says as a notice (key and facts), so it is worded in the reader's language when read.
ALTER TABLE "notifications" ADD COLUMN "message" jsonb;
