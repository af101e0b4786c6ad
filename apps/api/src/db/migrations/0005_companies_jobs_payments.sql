CREATE SEQUENCE "public"."tax_invoice_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000 CACHE 1;--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"duties" text,
	"qualifications" text,
	"qualification_type" text,
	"experience_years" integer,
	"major_id" integer,
	"sector_id" integer,
	"city_id" integer,
	"is_remote" boolean DEFAULT false NOT NULL,
	"job_type" text,
	"working_hours" text,
	"benefits" text,
	"deadline" date,
	"salary_from" integer,
	"salary_to" integer,
	"show_company" boolean DEFAULT true NOT NULL,
	"applicants_num" integer DEFAULT 1 NOT NULL,
	"locale" text DEFAULT 'ar' NOT NULL,
	"applications_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('draft', 'awaiting_payment', 'awaiting_review', 'active', 'expired', 'closed')),
	CONSTRAINT "jobs_job_type_check" CHECK ("jobs"."job_type" is null or "jobs"."job_type" in ('full_time', 'part_time', 'remotely')),
	CONSTRAINT "jobs_qualification_type_check" CHECK ("jobs"."qualification_type" is null or "jobs"."qualification_type" in ('secondary', 'diploma', 'bachelor', 'ma', 'phd')),
	CONSTRAINT "jobs_salary_range_check" CHECK ("jobs"."salary_from" is null or "jobs"."salary_to" is null or "jobs"."salary_from" <= "jobs"."salary_to"),
	CONSTRAINT "jobs_salary_positive_check" CHECK (("jobs"."salary_from" is null or "jobs"."salary_from" > 0) and ("jobs"."salary_to" is null or "jobs"."salary_to" > 0)),
	CONSTRAINT "jobs_experience_check" CHECK ("jobs"."experience_years" is null or "jobs"."experience_years" between 0 and 60),
	CONSTRAINT "jobs_openings_check" CHECK ("jobs"."applicants_num" > 0),
	CONSTRAINT "jobs_locale_check" CHECK ("jobs"."locale" in ('ar', 'en'))
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bank_name_ar" text NOT NULL,
	"bank_name_en" text NOT NULL,
	"account_name" text NOT NULL,
	"iban" text NOT NULL,
	"account_number" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"gateway" text NOT NULL,
	"event_id" text NOT NULL,
	"payment_id" integer,
	"kind" text NOT NULL,
	"payload" jsonb,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"pay_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"currency" text DEFAULT 'SAR' NOT NULL,
	"fee_halalas" integer NOT NULL,
	"vat_halalas" integer NOT NULL,
	"total_halalas" integer NOT NULL,
	"vat_rate_basis_points" integer NOT NULL,
	"gateway" text,
	"gateway_ref" text,
	"redirect_url" text,
	"invoice_file_id" integer,
	"rejection_reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"failure_reason" text,
	"paid_at" timestamp with time zone,
	"invoice_number" integer,
	"invoice_issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_pay_type_check" CHECK ("payments"."pay_type" in ('online', 'bank')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'awaiting_review', 'paid', 'rejected', 'failed', 'cancelled')),
	CONSTRAINT "payments_amounts_check" CHECK ("payments"."fee_halalas" > 0 and "payments"."vat_halalas" >= 0 and "payments"."total_halalas" = "payments"."fee_halalas" + "payments"."vat_halalas"),
	CONSTRAINT "payments_currency_check" CHECK ("payments"."currency" = 'SAR')
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_gateway_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_halalas" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"callback_url" text NOT NULL,
	"status" text DEFAULT 'initiated' NOT NULL,
	"card_last4" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "foundation_name_en" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "commercial_number" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "commercial_file_id" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "logo_file_id" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "email_main_domain" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "city_id" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "sector_id" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "about_company" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "members_count" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "working_type" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "verification_status" text DEFAULT 'unverified' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "verification_note" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "verification_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "verified_by" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_major_id_majors_id_fk" FOREIGN KEY ("major_id") REFERENCES "public"."majors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_file_id_files_id_fk" FOREIGN KEY ("invoice_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_company_status_idx" ON "jobs" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "jobs_status_deadline_idx" ON "jobs" USING btree ("status","deadline");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_iban_unique" ON "bank_accounts" USING btree ("iban");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_gateway_event_unique" ON "payment_events" USING btree ("gateway","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_per_job" ON "payments" USING btree ("job_id") WHERE "payments"."status" in ('pending', 'awaiting_review');--> statement-breakpoint
CREATE UNIQUE INDEX "payments_invoice_number_unique" ON "payments" USING btree ("invoice_number");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_ref_unique" ON "payments" USING btree ("gateway","gateway_ref");--> statement-breakpoint
CREATE INDEX "payments_company_idx" ON "payments" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_commercial_file_id_files_id_fk" FOREIGN KEY ("commercial_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_logo_file_id_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_verification_status_idx" ON "companies" USING btree ("verification_status");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_verification_status_check" CHECK ("companies"."verification_status" in ('unverified', 'pending', 'verified', 'rejected'));--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_lat_check" CHECK ("companies"."lat" is null or ("companies"."lat" between -90 and 90));--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_lng_check" CHECK ("companies"."lng" is null or ("companies"."lng" between -180 and 180));