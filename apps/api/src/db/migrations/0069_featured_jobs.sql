-- Featured jobs (decision 135): a job is featured until `featured_until` (null or past: not featured). Search reads it
-- as it reads the rest of a job (the in-memory index follows it through the change log), and compares it with the
-- time of each search, so a period ends without any write.
ALTER TABLE "jobs" ADD COLUMN "featured_until" timestamp with time zone;--> statement-breakpoint
-- Migration 0050's list, with featured_until.
DROP TRIGGER "jobs_search_change_update" ON "jobs";--> statement-breakpoint
CREATE TRIGGER "jobs_search_change_update" AFTER UPDATE ON "jobs" FOR EACH ROW WHEN (
  OLD.status IS DISTINCT FROM NEW.status OR OLD.title IS DISTINCT FROM NEW.title OR OLD.description IS DISTINCT FROM NEW.description
  OR OLD.duties IS DISTINCT FROM NEW.duties OR OLD.qualifications IS DISTINCT FROM NEW.qualifications
  OR OLD.qualification_type IS DISTINCT FROM NEW.qualification_type OR OLD.experience_years IS DISTINCT FROM NEW.experience_years
  OR OLD.major_id IS DISTINCT FROM NEW.major_id OR OLD.sector_id IS DISTINCT FROM NEW.sector_id OR OLD.city_id IS DISTINCT FROM NEW.city_id
  OR OLD.work_place IS DISTINCT FROM NEW.work_place OR OLD.job_type IS DISTINCT FROM NEW.job_type OR OLD.deadline IS DISTINCT FROM NEW.deadline
  OR OLD.salary_from IS DISTINCT FROM NEW.salary_from OR OLD.salary_to IS DISTINCT FROM NEW.salary_to OR OLD.locale IS DISTINCT FROM NEW.locale
  OR OLD.activated_at IS DISTINCT FROM NEW.activated_at OR OLD.company_id IS DISTINCT FROM NEW.company_id
  OR OLD.hidden_at IS DISTINCT FROM NEW.hidden_at OR OLD.show_company IS DISTINCT FROM NEW.show_company
  OR OLD.saudi_only IS DISTINCT FROM NEW.saudi_only OR OLD.skills IS DISTINCT FROM NEW.skills
  OR OLD.featured_until IS DISTINCT FROM NEW.featured_until
) EXECUTE FUNCTION "search_change_of_job"();
