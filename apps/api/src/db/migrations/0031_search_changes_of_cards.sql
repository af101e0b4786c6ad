-- Job search answers its cards from the in-memory index (decision 054): the search change log also follows what a
-- card shows besides the job's search columns: whether the job shows its company, and the company's names,
-- verification, logo and deletion (each logs the company's live jobs).
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
) EXECUTE FUNCTION "search_change_of_job"();--> statement-breakpoint
CREATE FUNCTION "search_change_of_company"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_changes (job_id) SELECT j.id FROM jobs j WHERE j.company_id = NEW.id AND j.status = 'active';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "companies_search_change" AFTER UPDATE ON "companies" FOR EACH ROW WHEN (
  OLD.foundation_name IS DISTINCT FROM NEW.foundation_name OR OLD.foundation_name_en IS DISTINCT FROM NEW.foundation_name_en
  OR OLD.verification_status IS DISTINCT FROM NEW.verification_status OR OLD.logo_file_id IS DISTINCT FROM NEW.logo_file_id
  OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
) EXECUTE FUNCTION "search_change_of_company"();
