-- Recruitment fraud as a class of the screen (decision 156): fees asked of applicants, contact only through personal
-- channels, identity or bank details before hiring, a job or visa guaranteed without an interview, a purchase or an
-- investment as a condition of work. Held for the administrators' queue like discrimination; an administrator may
-- write rules of this class too.
ALTER TABLE "screening_rules" DROP CONSTRAINT "screening_rules_category_check";--> statement-breakpoint
ALTER TABLE "screening_rules" ADD CONSTRAINT "screening_rules_category_check" CHECK ("screening_rules"."category" in ('gender', 'age', 'marital_status', 'nationality', 'religion', 'tribe', 'disability', 'appearance', 'pregnancy', 'fraud'));
