-- A company may pause a live job and resume it later with the days it had left (decision 123): status `paused`, and
-- when it was paused (resuming moves the deadline by the Riyadh calendar days it stayed paused).
ALTER TABLE "jobs" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" DROP CONSTRAINT "jobs_status_check";--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('draft', 'awaiting_payment', 'awaiting_review', 'held', 'active', 'paused', 'expired', 'closed', 'unpublished'));
