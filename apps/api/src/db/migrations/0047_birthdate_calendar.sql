-- The calendar a job seeker typed their date of birth in (decision 097): the form opens in it next time.
ALTER TABLE "seeker_profiles" ADD COLUMN "birthdate_calendar" text DEFAULT 'gregorian' NOT NULL;--> statement-breakpoint
ALTER TABLE "seeker_profiles" ADD CONSTRAINT "seeker_profiles_birthdate_calendar_check" CHECK ("seeker_profiles"."birthdate_calendar" in ('gregorian', 'hijri'));
