CREATE TABLE "salary_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "salary_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"occupation_id" integer NOT NULL,
	"band" text NOT NULL,
	"city_id" integer DEFAULT 0 NOT NULL,
	"sector_id" integer DEFAULT 0 NOT NULL,
	"major_id" integer DEFAULT 0 NOT NULL,
	"average_minimum" integer NOT NULL,
	"the_average" integer NOT NULL,
	"average_maximum" integer NOT NULL,
	"jobs_count" integer NOT NULL,
	"companies_count" integer NOT NULL,
	"seekers_count" integer NOT NULL,
	"jobs_average" integer,
	"seekers_average" integer,
	"distribution" jsonb,
	"trend" jsonb,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "salary_reports_band_check" CHECK ("salary_reports"."band" in ('all', '0-1', '2-4', '5-9', '10+'))
);
--> statement-breakpoint
CREATE TABLE "salary_report_runs" (
	"id" integer PRIMARY KEY NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"reports" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "salary_reports" ADD CONSTRAINT "salary_reports_occupation_id_occupations_id_fk" FOREIGN KEY ("occupation_id") REFERENCES "public"."occupations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "salary_reports_cell_idx" ON "salary_reports" USING btree ("occupation_id","band","city_id","sector_id","major_id");--> statement-breakpoint
CREATE INDEX "salary_reports_filter_idx" ON "salary_reports" USING btree ("band","city_id","sector_id","major_id");
