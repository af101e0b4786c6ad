-- Job analytics (issue 49 §3, decision 124). One row per job and day (Asia/Riyadh): unique visitors of its page by
-- where they came from, appearances in search results, saves and applications.
CREATE TABLE "job_analytics_daily" (
	"job_id" integer NOT NULL REFERENCES "jobs"("id") ON DELETE CASCADE,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"saves" integer DEFAULT 0 NOT NULL,
	"applications" integer DEFAULT 0 NOT NULL,
	"from_search" integer DEFAULT 0 NOT NULL,
	"from_alert" integer DEFAULT 0 NOT NULL,
	"from_direct" integer DEFAULT 0 NOT NULL,
	"from_shared" integer DEFAULT 0 NOT NULL,
	"from_site" integer DEFAULT 0 NOT NULL,
	"from_external" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "job_analytics_daily_pkey" PRIMARY KEY ("job_id", "day")
);
--> statement-breakpoint
-- The visitors of a day, as a hash of address and user agent with that day's salt: a visitor counts once a job and
-- day in every process and across restarts. Rows and salts are deleted two days later; nothing links a hash to a
-- person once its salt is gone.
CREATE TABLE "job_view_visitors" (
	"day" date NOT NULL,
	"job_id" integer NOT NULL REFERENCES "jobs"("id") ON DELETE CASCADE,
	"visitor" text NOT NULL,
	CONSTRAINT "job_view_visitors_pkey" PRIMARY KEY ("day", "job_id", "visitor")
);
--> statement-breakpoint
CREATE TABLE "analytics_day_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
-- The batches of counts already added: a batch written again (a retry after a lost answer) adds nothing.
CREATE TABLE "analytics_batches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"flushed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Saves and applications are counted where they are written, in the same transaction: one rule for every writer.
CREATE FUNCTION "job_analytics_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_TABLE_NAME = 'saved_jobs' THEN
		INSERT INTO "job_analytics_daily" ("job_id", "day", "saves") VALUES (NEW."job_id", (NEW."created_at" AT TIME ZONE 'Asia/Riyadh')::date, 1)
		ON CONFLICT ("job_id", "day") DO UPDATE SET "saves" = "job_analytics_daily"."saves" + 1;
	ELSE
		INSERT INTO "job_analytics_daily" ("job_id", "day", "applications") VALUES (NEW."job_id", (NEW."created_at" AT TIME ZONE 'Asia/Riyadh')::date, 1)
		ON CONFLICT ("job_id", "day") DO UPDATE SET "applications" = "job_analytics_daily"."applications" + 1;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "saved_jobs_analytics" AFTER INSERT ON "saved_jobs" FOR EACH ROW EXECUTE FUNCTION "job_analytics_count"();
--> statement-breakpoint
CREATE TRIGGER "applications_analytics" AFTER INSERT ON "applications" FOR EACH ROW EXECUTE FUNCTION "job_analytics_count"();
--> statement-breakpoint
-- What was saved and applied for before: the days it happened on.
INSERT INTO "job_analytics_daily" ("job_id", "day", "saves", "applications")
SELECT "job_id", "day", sum("saves")::int, sum("applications")::int FROM (
	SELECT "job_id", ("created_at" AT TIME ZONE 'Asia/Riyadh')::date AS "day", 1 AS "saves", 0 AS "applications" FROM "saved_jobs"
	UNION ALL
	SELECT "job_id", ("created_at" AT TIME ZONE 'Asia/Riyadh')::date, 0, 1 FROM "applications"
) AS "past" GROUP BY "job_id", "day";
