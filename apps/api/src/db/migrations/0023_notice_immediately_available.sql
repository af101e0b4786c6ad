-- A notice period of 0 months means "immediately available" (decision 039); 1 to 12 months as before.
ALTER TABLE "seeker_profiles" DROP CONSTRAINT "seeker_profiles_notice_period_check";--> statement-breakpoint
ALTER TABLE "seeker_profiles" ADD CONSTRAINT "seeker_profiles_notice_period_check" CHECK ("seeker_profiles"."notice_period" is null or "seeker_profiles"."notice_period" between 0 and 12);
