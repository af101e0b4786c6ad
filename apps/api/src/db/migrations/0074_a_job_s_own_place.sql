-- A job's own place (decision 141): a point the company may give a job (where the work is, when not at its address).
-- Both or neither, in range. Search reads it before the company's point and the city's centre (search-index-columns.ts).
ALTER TABLE "jobs" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_point_check" CHECK (("lat" is null) = ("lng" is null) and ("lat" is null or ("lat" between -90 and 90 and "lng" between -180 and 180)));--> statement-breakpoint
-- Migration 0069's list, with the job's point: the in-memory index follows a moved job through the change log.
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
  OR OLD.lat IS DISTINCT FROM NEW.lat OR OLD.lng IS DISTINCT FROM NEW.lng
) EXECUTE FUNCTION "search_change_of_job"();
