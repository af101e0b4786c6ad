-- Decision 218. First aid, Zakat, VAT and Forklift join the skill list (skill-words.ts), and CPR is a form of BLS: a
-- job's skills are filed again (fileUnfiledJobSkills, at start-up) and candidate search's rows recomputed, so that both
-- engines find them in either script («الإسعافات الأولية», "zakat").
UPDATE "jobs" SET "skills" = NULL WHERE "skills" IS NOT NULL;--> statement-breakpoint
UPDATE "candidate_search" SET "stale" = true WHERE NOT "stale";--> statement-breakpoint
-- A tax's name is the skill VAT, no tax accountant's title: the vocabulary's seeds no longer hold it as one.
UPDATE "occupations" SET "forms_ar" = array_remove("forms_ar", 'ضريبة القيمة المضافة') WHERE "slug" = 'tax-accountant';
