-- A job's skills filed when it is saved (decision 115): `Excel:2`, one entry a skill of the search's skill list with its
-- highest tier (3 title, 2 required, 1 nice to have, 0 elsewhere). Null: not filed yet; start-up files them
-- (fileUnfiledJobSkills), so a change of the skill list sets it null again. Both engines find a skill by it.
ALTER TABLE "jobs" ADD COLUMN "skills" text[];--> statement-breakpoint
CREATE INDEX "jobs_skills_idx" ON "jobs" USING gin ("skills");--> statement-breakpoint
CREATE INDEX "jobs_unfiled_skills_idx" ON "jobs" USING btree ("id") WHERE "jobs"."skills" IS NULL;--> statement-breakpoint
-- The in-memory index follows the skills as it follows the texts they come from (migration 0036's list, with skills).
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
) EXECUTE FUNCTION "search_change_of_job"();
