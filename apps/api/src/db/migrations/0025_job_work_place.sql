-- Job types and the work place (decision 045): where a job's work is done is `work_place` (on site, hybrid, remote),
-- replacing both `is_remote` and the job type `remotely`; a job's types are full time, part time, contract,
-- temporary and internship. A remote job keeps its type; a `remotely` job becomes a full-time remote one.
ALTER TABLE "jobs" ADD COLUMN "work_place" text DEFAULT 'on_site' NOT NULL;--> statement-breakpoint
UPDATE "jobs" SET "work_place" = 'remote' WHERE "is_remote" OR "job_type" = 'remotely';--> statement-breakpoint
ALTER TABLE "jobs" DROP CONSTRAINT "jobs_job_type_check";--> statement-breakpoint
UPDATE "jobs" SET "job_type" = 'full_time' WHERE "job_type" = 'remotely';--> statement-breakpoint
-- The search trigger watched `is_remote`: it watches `work_place` instead (dropped first, it depends on the column).
DROP TRIGGER "jobs_search_change_update" ON "jobs";--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "is_remote";--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_job_type_check" CHECK ("jobs"."job_type" is null or "jobs"."job_type" in ('full_time', 'part_time', 'contract', 'temporary', 'internship'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_work_place_check" CHECK ("jobs"."work_place" in ('on_site', 'hybrid', 'remote'));--> statement-breakpoint
CREATE TRIGGER "jobs_search_change_update" AFTER UPDATE ON "jobs" FOR EACH ROW WHEN (
  OLD.status IS DISTINCT FROM NEW.status OR OLD.title IS DISTINCT FROM NEW.title OR OLD.description IS DISTINCT FROM NEW.description
  OR OLD.duties IS DISTINCT FROM NEW.duties OR OLD.qualifications IS DISTINCT FROM NEW.qualifications
  OR OLD.qualification_type IS DISTINCT FROM NEW.qualification_type OR OLD.experience_years IS DISTINCT FROM NEW.experience_years
  OR OLD.major_id IS DISTINCT FROM NEW.major_id OR OLD.sector_id IS DISTINCT FROM NEW.sector_id OR OLD.city_id IS DISTINCT FROM NEW.city_id
  OR OLD.work_place IS DISTINCT FROM NEW.work_place OR OLD.job_type IS DISTINCT FROM NEW.job_type OR OLD.deadline IS DISTINCT FROM NEW.deadline
  OR OLD.salary_from IS DISTINCT FROM NEW.salary_from OR OLD.salary_to IS DISTINCT FROM NEW.salary_to OR OLD.locale IS DISTINCT FROM NEW.locale
  OR OLD.activated_at IS DISTINCT FROM NEW.activated_at OR OLD.company_id IS DISTINCT FROM NEW.company_id
  OR OLD.hidden_at IS DISTINCT FROM NEW.hidden_at
) EXECUTE FUNCTION "search_change_of_job"();--> statement-breakpoint
-- Job alerts filtered on the job type `remotely` or on `remote` filter on the work place instead.
UPDATE "job_alerts"
  SET "filters" = (CASE WHEN "filters"->>'job_type' = 'remotely' THEN "filters" - 'job_type' ELSE "filters" END) - 'remote' || '{"work_place": "remote"}'::jsonb
  WHERE "filters"->>'job_type' = 'remotely' OR "filters"->'remote' = 'true'::jsonb;--> statement-breakpoint
UPDATE "job_alerts" SET "filters" = "filters" - 'remote' WHERE "filters"->'remote' IS NOT NULL;
