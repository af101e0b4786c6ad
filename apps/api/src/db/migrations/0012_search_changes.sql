CREATE TABLE "search_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"job_id" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_changes_changed_at_idx" ON "search_changes" USING btree ("changed_at");--> statement-breakpoint
CREATE FUNCTION "search_change_of_job"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO search_changes (job_id) VALUES (OLD.id);
  ELSE
    INSERT INTO search_changes (job_id) VALUES (NEW.id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "search_change_of_job_occupation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO search_changes (job_id) VALUES (OLD.job_id);
  ELSE
    INSERT INTO search_changes (job_id) VALUES (NEW.job_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "search_change_of_account"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_changes (job_id)
    SELECT j.id FROM jobs j INNER JOIN companies c ON c.id = j.company_id WHERE c.user_id = NEW.id AND j.status = 'active';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "jobs_search_change_insert" AFTER INSERT OR DELETE ON "jobs" FOR EACH ROW EXECUTE FUNCTION "search_change_of_job"();--> statement-breakpoint
CREATE TRIGGER "jobs_search_change_update" AFTER UPDATE ON "jobs" FOR EACH ROW WHEN (
  OLD.status IS DISTINCT FROM NEW.status OR OLD.title IS DISTINCT FROM NEW.title OR OLD.description IS DISTINCT FROM NEW.description
  OR OLD.duties IS DISTINCT FROM NEW.duties OR OLD.qualifications IS DISTINCT FROM NEW.qualifications
  OR OLD.qualification_type IS DISTINCT FROM NEW.qualification_type OR OLD.experience_years IS DISTINCT FROM NEW.experience_years
  OR OLD.major_id IS DISTINCT FROM NEW.major_id OR OLD.sector_id IS DISTINCT FROM NEW.sector_id OR OLD.city_id IS DISTINCT FROM NEW.city_id
  OR OLD.is_remote IS DISTINCT FROM NEW.is_remote OR OLD.job_type IS DISTINCT FROM NEW.job_type OR OLD.deadline IS DISTINCT FROM NEW.deadline
  OR OLD.salary_from IS DISTINCT FROM NEW.salary_from OR OLD.salary_to IS DISTINCT FROM NEW.salary_to OR OLD.locale IS DISTINCT FROM NEW.locale
  OR OLD.activated_at IS DISTINCT FROM NEW.activated_at OR OLD.company_id IS DISTINCT FROM NEW.company_id
) EXECUTE FUNCTION "search_change_of_job"();--> statement-breakpoint
CREATE TRIGGER "job_occupations_search_change" AFTER INSERT OR DELETE ON "job_occupations" FOR EACH ROW EXECUTE FUNCTION "search_change_of_job_occupation"();--> statement-breakpoint
CREATE TRIGGER "users_search_change" AFTER UPDATE OF "status" ON "users" FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION "search_change_of_account"();
