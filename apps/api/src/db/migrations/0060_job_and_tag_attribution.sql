-- Decision 127: which member put a tag on an applicant (notes, ratings, stage history and bulk actions named theirs
-- already). Tags put before it name nobody. `jobs.created_by`/`updated_by` came with migration 0051.
ALTER TABLE "application_tags" ADD COLUMN "added_by" integer;--> statement-breakpoint
ALTER TABLE "application_tags" ADD CONSTRAINT "application_tags_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
