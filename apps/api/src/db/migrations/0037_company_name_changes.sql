-- A verified company's new names wait for an administrator (decision 085): the public name columns stay the
-- verified ones, the requested pair is kept beside them until it is approved (copied over) or rejected (dropped,
-- with the reason). pending_name_en null with a request means "no English name".
ALTER TABLE "companies" ADD COLUMN "pending_name_ar" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "pending_name_en" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "name_change_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "name_change_note" text;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_pending_name_check" CHECK ((pending_name_ar IS NULL) = (name_change_requested_at IS NULL) AND (pending_name_en IS NULL OR pending_name_ar IS NOT NULL));--> statement-breakpoint
CREATE INDEX "companies_name_change_requested_at_idx" ON "companies" ("name_change_requested_at") WHERE name_change_requested_at IS NOT NULL;
