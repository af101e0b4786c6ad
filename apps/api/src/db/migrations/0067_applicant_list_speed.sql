-- The applicants list at thousands of applicants a job (issue 47, bench/pipeline.ts):
-- * its orders (best match, by date either way, by the team's rating) read a page at a time from an index instead of
--   sorting every applicant of the job (at 5,000 applicants 4 ms of sorting a page, 0.15 ms by index);
-- * the team's average rating is kept on the application by a trigger on the ratings, so that sorting and filtering
--   by it no longer average each applicant's ratings (9 ms at 5,000 applicants);
-- * the list's counts (each stage's, the departed, the cities named) come from the tally index alone (0.9 ms, not 3).
ALTER TABLE "applications" ADD COLUMN "rating_average" numeric;--> statement-breakpoint
UPDATE "applications" a SET "rating_average" = r."average"
FROM (SELECT "application_id", avg("rating") AS "average" FROM "application_ratings" GROUP BY "application_id") r
WHERE r."application_id" = a."id";--> statement-breakpoint
CREATE FUNCTION "applications_rating_average"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target integer := CASE WHEN TG_OP = 'DELETE' THEN OLD."application_id" ELSE NEW."application_id" END;
BEGIN
  UPDATE "applications" SET "rating_average" = (SELECT avg("rating") FROM "application_ratings" WHERE "application_id" = target) WHERE "id" = target;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "application_ratings_average" AFTER INSERT OR UPDATE OR DELETE ON "application_ratings" FOR EACH ROW EXECUTE FUNCTION "applications_rating_average"();--> statement-breakpoint
CREATE INDEX "applications_job_match_idx" ON "applications" USING btree ("job_id","match_score" DESC,"created_at" DESC,"id" DESC) WHERE "applications"."withdrawn_at" is null and "applications"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "applications_job_created_idx" ON "applications" USING btree ("job_id","created_at","id") WHERE "applications"."withdrawn_at" is null and "applications"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "applications_job_rating_idx" ON "applications" USING btree ("job_id","rating_average" DESC NULLS LAST,"match_score" DESC,"id" DESC) WHERE "applications"."withdrawn_at" is null and "applications"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "applications_job_tally_idx" ON "applications" USING btree ("job_id","stage","city_id","user_id") WHERE "applications"."withdrawn_at" is null;
