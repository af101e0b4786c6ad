-- Screening rules as phrases (decision 083): `kind` says how a rule's text is read, `phrase` (words matched through
-- the same folding as the ad) or `regex` (a regular expression, for experts). The rules saved before were all
-- regular expressions. Two more classes of the Labor Law's non-discrimination article: tribe or family, pregnancy.
ALTER TABLE "screening_rules" ADD COLUMN "kind" text DEFAULT 'regex' NOT NULL;--> statement-breakpoint
ALTER TABLE "screening_rules" ALTER COLUMN "kind" SET DEFAULT 'phrase';--> statement-breakpoint
ALTER TABLE "screening_rules" ADD CONSTRAINT "screening_rules_kind_check" CHECK ("screening_rules"."kind" in ('phrase', 'regex'));--> statement-breakpoint
ALTER TABLE "screening_rules" DROP CONSTRAINT "screening_rules_category_check";--> statement-breakpoint
ALTER TABLE "screening_rules" ADD CONSTRAINT "screening_rules_category_check" CHECK ("screening_rules"."category" in ('gender', 'age', 'marital_status', 'nationality', 'religion', 'tribe', 'disability', 'appearance', 'pregnancy'));
