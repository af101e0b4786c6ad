-- An administrator decides each message report (decision 097): dismissed, or acted on (the message removed by
-- moderation for both sides of its conversation). Reports made before this are open.
ALTER TABLE "message_reports" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "message_reports" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "message_reports" ADD COLUMN "resolved_by" integer REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "message_reports" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_status_check" CHECK ("message_reports"."status" in ('open', 'dismissed', 'acted'));--> statement-breakpoint
CREATE INDEX "message_reports_status_created_idx" ON "message_reports" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "removed_at" timestamp with time zone;
