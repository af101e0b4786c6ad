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
-- The same numbers added up by job and month, and by company and day, as they are written: a company's year is read
-- from 500 jobs' months and its 365 days, not from 182,500 rows (decision 124).
CREATE TABLE "job_analytics_monthly" (
	"job_id" integer NOT NULL REFERENCES "jobs"("id") ON DELETE CASCADE,
	"month" date NOT NULL,
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
	CONSTRAINT "job_analytics_monthly_pkey" PRIMARY KEY ("job_id", "month")
);
--> statement-breakpoint
CREATE TABLE "company_analytics_daily" (
	"company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
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
	CONSTRAINT "company_analytics_daily_pkey" PRIMARY KEY ("company_id", "day")
);
--> statement-breakpoint
-- Adds to a job's day, its month and its company's day: the one way numbers are added (the batches and the trigger).
CREATE FUNCTION "job_analytics_add"("p_job" integer, "p_day" date, "p_views" integer, "p_impressions" integer, "p_saves" integer, "p_applications" integer,
	"p_search" integer, "p_alert" integer, "p_direct" integer, "p_shared" integer, "p_site" integer, "p_external" integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "job_analytics_daily" AS t ("job_id", "day", "views", "impressions", "saves", "applications", "from_search", "from_alert", "from_direct", "from_shared", "from_site", "from_external")
	VALUES (p_job, p_day, p_views, p_impressions, p_saves, p_applications, p_search, p_alert, p_direct, p_shared, p_site, p_external)
	ON CONFLICT ("job_id", "day") DO UPDATE SET "views" = t."views" + p_views, "impressions" = t."impressions" + p_impressions, "saves" = t."saves" + p_saves,
		"applications" = t."applications" + p_applications, "from_search" = t."from_search" + p_search, "from_alert" = t."from_alert" + p_alert,
		"from_direct" = t."from_direct" + p_direct, "from_shared" = t."from_shared" + p_shared, "from_site" = t."from_site" + p_site, "from_external" = t."from_external" + p_external;
	INSERT INTO "job_analytics_monthly" AS t ("job_id", "month", "views", "impressions", "saves", "applications", "from_search", "from_alert", "from_direct", "from_shared", "from_site", "from_external")
	VALUES (p_job, date_trunc('month', p_day)::date, p_views, p_impressions, p_saves, p_applications, p_search, p_alert, p_direct, p_shared, p_site, p_external)
	ON CONFLICT ("job_id", "month") DO UPDATE SET "views" = t."views" + p_views, "impressions" = t."impressions" + p_impressions, "saves" = t."saves" + p_saves,
		"applications" = t."applications" + p_applications, "from_search" = t."from_search" + p_search, "from_alert" = t."from_alert" + p_alert,
		"from_direct" = t."from_direct" + p_direct, "from_shared" = t."from_shared" + p_shared, "from_site" = t."from_site" + p_site, "from_external" = t."from_external" + p_external;
	INSERT INTO "company_analytics_daily" AS t ("company_id", "day", "views", "impressions", "saves", "applications", "from_search", "from_alert", "from_direct", "from_shared", "from_site", "from_external")
	SELECT j."company_id", p_day, p_views, p_impressions, p_saves, p_applications, p_search, p_alert, p_direct, p_shared, p_site, p_external FROM "jobs" j WHERE j."id" = p_job
	ON CONFLICT ("company_id", "day") DO UPDATE SET "views" = t."views" + p_views, "impressions" = t."impressions" + p_impressions, "saves" = t."saves" + p_saves,
		"applications" = t."applications" + p_applications, "from_search" = t."from_search" + p_search, "from_alert" = t."from_alert" + p_alert,
		"from_direct" = t."from_direct" + p_direct, "from_shared" = t."from_shared" + p_shared, "from_site" = t."from_site" + p_site, "from_external" = t."from_external" + p_external;
END
$$;
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
-- Saves and applications are counted where they are written, in the same transaction, whoever writes them.
CREATE FUNCTION "job_analytics_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "job_analytics_add"(NEW."job_id", (NEW."created_at" AT TIME ZONE 'Asia/Riyadh')::date, 0, 0,
		CASE WHEN TG_TABLE_NAME = 'saved_jobs' THEN 1 ELSE 0 END, CASE WHEN TG_TABLE_NAME = 'saved_jobs' THEN 0 ELSE 1 END, 0, 0, 0, 0, 0, 0);
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
--> statement-breakpoint
INSERT INTO "job_analytics_monthly" ("job_id", "month", "saves", "applications")
SELECT "job_id", date_trunc('month', "day")::date, sum("saves")::int, sum("applications")::int FROM "job_analytics_daily" GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "company_analytics_daily" ("company_id", "day", "saves", "applications")
SELECT j."company_id", d."day", sum(d."saves")::int, sum(d."applications")::int FROM "job_analytics_daily" d JOIN "jobs" j ON j."id" = d."job_id" GROUP BY 1, 2;
