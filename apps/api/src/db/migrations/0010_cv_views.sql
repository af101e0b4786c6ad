CREATE TABLE "application_notices" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"covered_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cv_views" (
	"company_id" integer NOT NULL,
	"seeker_id" integer NOT NULL,
	"day" date NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"source" text NOT NULL,
	"confidential" boolean DEFAULT false NOT NULL,
	CONSTRAINT "cv_views_company_id_seeker_id_day_pk" PRIMARY KEY("company_id","seeker_id","day"),
	CONSTRAINT "cv_views_source_check" CHECK ("cv_views"."source" in ('search', 'application')),
	CONSTRAINT "cv_views_count_check" CHECK ("cv_views"."count" >= 1)
);
--> statement-breakpoint
ALTER TABLE "application_notices" ADD CONSTRAINT "application_notices_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_views" ADD CONSTRAINT "cv_views_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_views" ADD CONSTRAINT "cv_views_seeker_id_users_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cv_views_seeker_day_idx" ON "cv_views" USING btree ("seeker_id","day");