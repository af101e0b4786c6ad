-- A chartered accountant (CPA, SOCPA, «محاسب قانوني») is an accountant: «محاسب قانوني» was read as an accountant or
-- legal counsel and ranked legal counsel first, "CPA" found nothing. The seeded vocabulary (occupation-data.ts) fills
-- only an empty table, so a database seeded before gets the same forms here, each once, where the occupation exists.
UPDATE "occupations"
SET "forms_en" = "forms_en" || ARRAY(SELECT form FROM unnest(ARRAY['chartered accountant', 'certified accountant', 'certified public accountant', 'cpa', 'socpa']::text[]) AS form WHERE form <> ALL("forms_en")),
    "forms_ar" = "forms_ar" || ARRAY(SELECT form FROM unnest(ARRAY['محاسب قانوني', 'محاسبة قانونية', 'محاسبين قانونيين', 'محاسب معتمد']::text[]) AS form WHERE form <> ALL("forms_ar"))
WHERE "slug" = 'accountant';
