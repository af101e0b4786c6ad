CREATE TABLE "job_occupations" (
	"job_id" integer NOT NULL,
	"occupation_id" integer NOT NULL,
	CONSTRAINT "job_occupations_job_id_occupation_id_pk" PRIMARY KEY("job_id","occupation_id")
);
--> statement-breakpoint
CREATE TABLE "occupations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "occupations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"forms_ar" text[] NOT NULL,
	"forms_en" text[] NOT NULL,
	"spellings" text[] NOT NULL,
	"sector_id" integer,
	"major_ids" integer[] NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "occupations_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "job_occupations" ADD CONSTRAINT "job_occupations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_occupations" ADD CONSTRAINT "job_occupations_occupation_id_occupations_id_fk" FOREIGN KEY ("occupation_id") REFERENCES "public"."occupations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occupations" ADD CONSTRAINT "occupations_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_occupations_occupation_idx" ON "job_occupations" USING btree ("occupation_id","job_id");--> statement-breakpoint
CREATE INDEX "occupations_sector_idx" ON "occupations" USING btree ("sector_id");