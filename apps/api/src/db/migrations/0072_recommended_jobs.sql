-- Jobs recommended from the CV (issue 50 §1, decision 139): the jobs a job seeker said "not interested" to (never
-- recommended again, and jobs of the same occupation or company rank lower), and the weekly mail of recommendations
-- the seeker turned on.
CREATE TABLE "job_dismissals" (
	"user_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_dismissals_user_id_job_id_pk" PRIMARY KEY("user_id","job_id")
);--> statement-breakpoint
ALTER TABLE "job_dismissals" ADD CONSTRAINT "job_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_dismissals" ADD CONSTRAINT "job_dismissals_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_dismissals_user_idx" ON "job_dismissals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE TABLE "recommendation_mails" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"locale" text DEFAULT 'ar' NOT NULL,
	"last_sent_at" timestamp with time zone,
	"next_due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recommendation_mails_locale_check" CHECK ("recommendation_mails"."locale" in ('ar', 'en'))
);--> statement-breakpoint
ALTER TABLE "recommendation_mails" ADD CONSTRAINT "recommendation_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recommendation_mails_due_idx" ON "recommendation_mails" USING btree ("next_due_at");
