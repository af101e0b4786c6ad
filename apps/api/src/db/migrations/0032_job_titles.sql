-- Near spellings of titles among the distinct titles (decision 058): a search whose words match nothing compares them
-- with each different title once (pg_trgm's `<%` over `job_titles`), then reads the live jobs with the titles found by
-- `jobs_live_title_idx`, instead of rechecking every live job whose title shares a trigram with them.
CREATE TABLE "job_titles" (
	"title" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "job_titles_trgm_idx" ON "job_titles" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_live_title_idx" ON "jobs" USING btree ("title") WHERE "jobs"."status" = 'active';--> statement-breakpoint
INSERT INTO "job_titles" ("title") SELECT DISTINCT "title" FROM "jobs" ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "job_title_of_job"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_titles (title) VALUES (NEW.title) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "jobs_job_title_insert" AFTER INSERT ON "jobs" FOR EACH ROW EXECUTE FUNCTION "job_title_of_job"();--> statement-breakpoint
CREATE TRIGGER "jobs_job_title_update" AFTER UPDATE ON "jobs" FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title) EXECUTE FUNCTION "job_title_of_job"();
