-- A prescription records whether it follows a first consultation or a follow-up
-- (docs/product.md#prescription-rules). NOT VALID: prescriptions written before this migration say
-- neither and stay as they are; every prescription written or changed from now on must say one.
ALTER TABLE "consultation_notes" ADD CONSTRAINT "consultation_notes_visit_check" CHECK ("consultation_notes"."kind" <> 'prescription' or coalesce("consultation_notes"."body" ->> 'visit' in ('first', 'follow_up'), false)) NOT VALID;
