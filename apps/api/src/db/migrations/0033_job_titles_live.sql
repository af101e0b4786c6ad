-- The distinct titles of near spellings are the titles of live jobs (decision 058, amended 2026-11-25): a title no
-- live job has any more is pruned by the expiry schedule (job_titles only grew: dead titles could fill the 500 nearest
-- and push out a live one). A job that becomes active again brings its title back.
DROP TRIGGER "jobs_job_title_update" ON "jobs";--> statement-breakpoint
CREATE TRIGGER "jobs_job_title_update" AFTER UPDATE ON "jobs" FOR EACH ROW
  WHEN (OLD.title IS DISTINCT FROM NEW.title OR (NEW.status = 'active' AND OLD.status IS DISTINCT FROM 'active'))
  EXECUTE FUNCTION "job_title_of_job"();--> statement-breakpoint
LOCK TABLE "job_titles" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
DELETE FROM "job_titles" t WHERE NOT EXISTS (SELECT 1 FROM "jobs" j WHERE j.title = t.title AND j.status = 'active');
