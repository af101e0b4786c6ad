-- Internship words ("intern", "trainee", «تدريب تعاوني», «متدرب») are the internship job type (decision 088), no longer
-- the intern occupation's forms: what is left of it is the fresh graduate. «تدريب» and "training" alone name the
-- training occupations (their jobs found by title only). The seeded vocabulary (occupation-data.ts) fills only an
-- empty table, so a database seeded before gets the same forms here.
UPDATE "occupations"
SET "forms_en" = ARRAY(SELECT form FROM unnest("forms_en") AS form WHERE form <> ALL(ARRAY['intern', 'internship', 'trainee', 'graduate trainee', 'coop', 'co-op', 'summer training']::text[])),
    "forms_ar" = ARRAY(SELECT form FROM unnest("forms_ar") AS form WHERE form <> ALL(ARRAY['متدرب', 'متدربة', 'تدريب تعاوني', 'تدريب صيفي', 'تمهير']::text[])),
    "spellings" = ARRAY(SELECT form FROM unnest("spellings") AS form WHERE form <> 'انترن')
WHERE "slug" = 'intern';
--> statement-breakpoint
UPDATE "occupations"
SET "forms_ar" = "forms_ar" || ARRAY(SELECT form FROM unnest(ARRAY['حديثي التخرج']::text[]) AS form WHERE form <> ALL("forms_ar"))
WHERE "slug" = 'intern';
--> statement-breakpoint
UPDATE "occupations"
SET "slug" = 'fresh-graduate', "name_en" = 'Fresh graduate', "name_ar" = 'حديث تخرج'
WHERE "slug" = 'intern' AND "forms_en"[1] = 'fresh graduate' AND "forms_ar"[1] = 'حديث تخرج'
  AND NOT EXISTS (SELECT 1 FROM "occupations" WHERE "slug" = 'fresh-graduate');
--> statement-breakpoint
-- Jobs filed under it by an internship word in their title ("Marketing Intern") leave it; those with no other
-- occupation are filed again from their title at start-up (linkUnlinkedJobs).
DELETE FROM "job_occupations" jo
USING "occupations" o, "jobs" j
WHERE o."id" = jo."occupation_id" AND j."id" = jo."job_id" AND o."slug" IN ('fresh-graduate', 'intern')
  AND j."occupation_id" IS NULL
  AND NOT (lower(j."title") LIKE ANY (ARRAY['%graduate%', '%حديث تخرج%', '%حديثي التخرج%', '%خريج%']));
--> statement-breakpoint
UPDATE "occupations"
SET "forms_en" = "forms_en" || ARRAY(SELECT form FROM unnest(ARRAY['training']::text[]) AS form WHERE form <> ALL("forms_en")),
    "forms_ar" = "forms_ar" || ARRAY(SELECT form FROM unnest(ARRAY['تدريب']::text[]) AS form WHERE form <> ALL("forms_ar"))
WHERE "slug" IN ('trainer', 'training-coordinator');
