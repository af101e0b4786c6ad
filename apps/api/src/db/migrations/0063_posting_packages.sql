-- Posting packages and credits (decision 130): an administrator's packages (posts, price before VAT, validity); a
-- payment pays for a job's posting OR a package (exactly one); a paid package grants its credits once (one row per
-- payment), spent one a job, the soonest-expiring first, until their last day (Riyadh).
CREATE TABLE "posting_packages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "posting_packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"posts" integer NOT NULL,
	"price_halalas" integer NOT NULL,
	"validity_days" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posting_packages_numbers_check" CHECK ("posting_packages"."posts" > 0 and "posting_packages"."price_halalas" > 0 and "posting_packages"."validity_days" > 0)
);--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "job_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "package_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "package_name_ar" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "package_name_en" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "package_posts" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "package_validity_days" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_package_id_posting_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."posting_packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subject_check" CHECK (("payments"."job_id" is null) <> ("payments"."package_id" is null) and ("payments"."package_id" is null or ("payments"."package_posts" > 0 and "payments"."package_validity_days" > 0 and "payments"."package_name_ar" is not null and "payments"."package_name_en" is not null)));--> statement-breakpoint
CREATE INDEX "payments_package_idx" ON "payments" USING btree ("package_id");--> statement-breakpoint
CREATE TABLE "posting_credits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "posting_credits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"posts" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"expires_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posting_credits_used_check" CHECK ("posting_credits"."posts" > 0 and "posting_credits"."used" >= 0 and "posting_credits"."used" <= "posting_credits"."posts")
);--> statement-breakpoint
ALTER TABLE "posting_credits" ADD CONSTRAINT "posting_credits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_credits" ADD CONSTRAINT "posting_credits_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "posting_credits_payment_unique" ON "posting_credits" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "posting_credits_company_idx" ON "posting_credits" USING btree ("company_id","expires_on");--> statement-breakpoint
CREATE TABLE "posting_credit_spends" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "posting_credit_spends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"credit_id" integer NOT NULL,
	"job_id" integer,
	"spent_by" integer,
	"spent_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "posting_credit_spends" ADD CONSTRAINT "posting_credit_spends_credit_id_posting_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."posting_credits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_credit_spends" ADD CONSTRAINT "posting_credit_spends_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_credit_spends" ADD CONSTRAINT "posting_credit_spends_spent_by_users_id_fk" FOREIGN KEY ("spent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posting_credit_spends_credit_idx" ON "posting_credit_spends" USING btree ("credit_id");--> statement-breakpoint
CREATE INDEX "posting_credit_spends_job_idx" ON "posting_credit_spends" USING btree ("job_id");
