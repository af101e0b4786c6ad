-- A deleted company account (decision 041): the person's account row goes, the company stays as the record its
-- tax invoices (payments) and closed jobs belong to, detached from any account and marked deleted.
ALTER TABLE "companies" DROP CONSTRAINT "companies_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "companies" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "deleted_at" timestamp with time zone;
