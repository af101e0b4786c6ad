-- Featured jobs (decision 135): a job is featured until `featured_until` (null or past: not featured). Search reads it
-- as it reads the rest of a job (the in-memory index follows it through the change log), and compares it with the
-- time of each search, so a period ends without any write.
ALTER TABLE "jobs" ADD COLUMN "featured_until" timestamp with time zone;--> statement-breakpoint
-- Migration 0050's list, with featured_until.
DROP TRIGGER "jobs_search_change_update" ON "jobs";--> statement-breakpoint
CREATE TRIGGER "jobs_search_change_update" AFTER UPDATE ON "jobs" FOR EACH ROW WHEN (
  OLD.status IS DISTINCT FROM NEW.status OR OLD.title IS DISTINCT FROM NEW.title OR OLD.description IS DISTINCT FROM NEW.description
  OR OLD.duties IS DISTINCT FROM NEW.duties OR OLD.qualifications IS DISTINCT FROM NEW.qualifications
  OR OLD.qualification_type IS DISTINCT FROM NEW.qualification_type OR OLD.experience_years IS DISTINCT FROM NEW.experience_years
  OR OLD.major_id IS DISTINCT FROM NEW.major_id OR OLD.sector_id IS DISTINCT FROM NEW.sector_id OR OLD.city_id IS DISTINCT FROM NEW.city_id
  OR OLD.work_place IS DISTINCT FROM NEW.work_place OR OLD.job_type IS DISTINCT FROM NEW.job_type OR OLD.deadline IS DISTINCT FROM NEW.deadline
  OR OLD.salary_from IS DISTINCT FROM NEW.salary_from OR OLD.salary_to IS DISTINCT FROM NEW.salary_to OR OLD.locale IS DISTINCT FROM NEW.locale
  OR OLD.activated_at IS DISTINCT FROM NEW.activated_at OR OLD.company_id IS DISTINCT FROM NEW.company_id
  OR OLD.hidden_at IS DISTINCT FROM NEW.hidden_at OR OLD.show_company IS DISTINCT FROM NEW.show_company
  OR OLD.saudi_only IS DISTINCT FROM NEW.saudi_only OR OLD.skills IS DISTINCT FROM NEW.skills
  OR OLD.featured_until IS DISTINCT FROM NEW.featured_until
) EXECUTE FUNCTION "search_change_of_job"();
--> statement-breakpoint
-- The administrator's featuring periods (days, price before VAT in halalas), sold like packages (decision 130); a
-- payment for one pays for a live job's featured period: its job, the option and the days frozen on it.
CREATE TABLE "feature_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feature_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"days" integer NOT NULL,
	"price_halalas" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_options_numbers_check" CHECK ("feature_options"."days" > 0 and "feature_options"."price_halalas" > 0)
);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "feature_option_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "feature_days" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_feature_option_id_feature_options_id_fk" FOREIGN KEY ("feature_option_id") REFERENCES "public"."feature_options"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_feature_check" CHECK (("payments"."feature_days" is null) = ("payments"."feature_option_id" is null) and ("payments"."feature_days" is null or ("payments"."feature_days" > 0 and "payments"."job_id" is not null)));--> statement-breakpoint
CREATE INDEX "payments_feature_option_idx" ON "payments" USING btree ("feature_option_id");
