-- Decision 083's screening list for databases seeded before it (decision 096). The seed
-- (db/seed/screening-rules.ts) fills only an empty table, so a database seeded with decision 032's list kept it.
-- The seeded rows are told apart by the seed's own marks: inserted by one statement (the created_at of the table's
-- first row), never updated since (updated_at = created_at; every write of the console sets updated_at and is in the
-- audit log) and with 032's text, note and category as seeded. A rule an administrator added, edited, switched off
-- or deleted is left as it is (a deleted rule of both lists is not brought back).
-- 1. The rules 083 added (31), in the list's order, when the table was seeded from 032's list: its seed batch holds
--    none of them (a database seeded after 083 has them in its batch and gets nothing here; an empty table is
--    seeded at start-up).
WITH "added" ("ord", "category", "action", "kind", "language", "pattern", "note") AS (VALUES
  (1, 'gender', 'block', 'regex', 'ar', '\b(?:يكون|تكون)\s+(?:(?:المتقدم|المرشح|الموظف)\p{L}*\s+)?(?:من\s+(?:ال)?(?:ذكور|اناث|رجال|نساء)|ذكرا|ذكر|انثي|رجلا|رجل|امراه)\b', 'أن يكون المتقدم ذكرًا، أن يكون من الإناث'),
  (2, 'gender', 'block', 'regex', 'ar', '\b(?:يفضل|تفضل|نفضل|نبحث\s+عن)\s+(?:ال)?(?:ذكور|اناث|رجال|نساء|سيدات|بنات|فتيات)\b', 'يفضل الذكور، نفضل البنات'),
  (3, 'gender', 'block', 'regex', 'ar', '\b(?:مخصص|مخصصه|مقتصر|مقتصره|يقتصر|تقتصر|حصرا|حصريا)\s+(?:علي\s+)?(?:لل|ل|ال)?(?:ذكور|اناث|رجال|نساء|سيدات|بنات|شباب)\b', 'الوظيفة مخصصة للرجال، تقتصر على النساء'),
  (4, 'gender', 'block', 'regex', 'en', '\b(?:gender|sex|m\s*/\s*f|f\s*/\s*m)\s*[:=-]\s*(?:males?|females?|men|women|m|f)\b', 'gender: male, sex: F, M/F: M'),
  (5, 'gender', 'block', 'regex', 'en', '\b(?:men|women|ladies|gentlemen|girls|boys)\s+(?:are\s+)?(?:preferred|required|wanted|needed)\b', 'women preferred, men preferred: both ways alike'),
  (6, 'gender', 'block', 'regex', 'en', '\b(?:hiring|seeking|looking\s+for|searching\s+for|need|needs|require|requires|recruiting|wanted)\s+(?:an?\s+|\d+\s+)?(?:males?|females?|lady|ladies|men|women)\b', 'seeking a male driver, hiring a female cashier'),
  (7, 'age', 'block', 'regex', 'en', '\b(?:be|aged?|applicants?|candidates?|graduates?|persons?|people|individuals?)\s+(?:\p{L}+\s+)?(?:under|below|over|above|not\s+(?:over|above|exceeding|more\s+than)|less\s+than|between)\s+(?<!\d)\d{2}(?!\d)(?!\s*(?:\+\s*)?(?:years?|yrs?)\s+(?:of\s+)?(?:experience|exp|in)\b)(?!\s*(?:kg|cm|%|km|hours?|days?))', 'must be under 40, applicants under 30 only'),
  (8, 'age', 'block', 'regex', 'en', '\bnot\s+(?:over|above|exceeding|older\s+than|more\s+than)\s+(?<!\d)\d{2}(?!\d)(?!\s*(?:\+\s*)?(?:years?|yrs?)\s+(?:of\s+)?(?:experience|exp|in)\b)(?!\s*(?:kg|kgs|cm|%|km|hours?|days?|people|employees|staff|sar|riyals?))', 'not over 50'),
  (9, 'marital_status', 'block', 'regex', 'ar', '\bلا\s+(?:يقبل|تقبل|نقبل|يسمح|يحق)\s+(?:ل|ب)?(?:ال)?(?:متزوج\p{L}*|مطلق\p{L}*|ارامل)', 'لا يقبل المتزوجات'),
  (10, 'marital_status', 'block', 'regex', 'ar', '\b(?:يفضل|تفضل|نفضل)\s+(?:غير\s+)?(?:ال)?(?:متزوج\p{L}*|عزاب|مطلق\p{L}*)', 'يفضل المتزوجين، يفضل غير المتزوجات'),
  (11, 'marital_status', 'block', 'regex', 'ar', '\b(?:[وف])?(?:لل|ال|ل)?(?:متزوج|متزوجه|متزوجين|متزوجات|متزوجون|مطلق|مطلقه|مطلقات|ارمل|ارمله|ارامل)\s+فقط\b', 'متزوجة فقط'),
  (12, 'marital_status', 'block', 'phrase', 'en', 'singles preferred', 'a phrase rule: its spellings and spacing are the folding''s business'),
  (13, 'marital_status', 'block', 'phrase', 'ar', 'عزاب فقط', 'a phrase rule: also «عُزّاب فقط»'),
  (14, 'nationality', 'block', 'regex', 'ar', '\b(?:من\s+)?(?:ال)?جنسي(?:ه|ات)\s*(?:(?:ال)?(?:مطلوبه|مفضله)\s*)?:?\s*(?:ال)?(?:مصر|هند|باكستان|فلبين|بنغال|بنجلاديش|سودان|يمن|سور|اردن|لبنان|فلسطين|مغرب|تونس|جزائر|عراق|اثيوب|كين|اوغند|نيبال|سريلانك|اندونيس|امريك|بريطان|اوروب|اسيو|افريق|اريتر|صومال|نيجير|خليج|عرب|اجنب)(?:ي|يه|يين|يون|يات)\b', 'من الجنسية الهندية، الجنسية: مصري'),
  (15, 'nationality', 'block', 'regex', 'en', '\b(?:indian|pakistani|filipino|filipina|egyptian|bangladeshi|sudanese|yemeni|syrian|jordanian|lebanese|palestinian|moroccan|tunisian|algerian|iraqi|ethiopian|kenyan|ugandan|nepali|nepalese|indonesian|american|british|european|asian|african|arab|western|gcc|expat|expatriate|foreign|non-saudi|eritrean|somali|nigerian)s?\s+(?:(?:are|is)\s+)?(?:preferred|required|wanted|passports?\s+(?:required|only|preferred|holders?))\b', 'Filipinos preferred, European passport required'),
  (16, 'nationality', 'block', 'regex', 'ar', '\bمن\s+(?:ال)?(?:اصل|اصول|منشا)\s+(?:ال)?(?:مصر|هند|باكستان|فلبين|بنغال|سودان|يمن|سور|اردن|لبنان|فلسطين|مغرب|تونس|جزائر|عراق|اثيوب|نيبال|اندونيس|امريك|بريطان|اوروب|اسيو|افريق|عرب|اجنب|خليج|شام)(?:ي|يه|يين|يون|يات)\b', 'من أصل هندي، من أصول عربية'),
  (17, 'tribe', 'block', 'regex', 'ar', '\b(?:من\s+)?(?:ابناء\s+)?(?:ال)?(?:قبائل|قبيله)\s+(?:ال)?(?:معروفه|معروف|مرموقه|كبيره|اصيله|عريقه|كريمه)\b|\bابناء\s+(?:ال)?قبائل\b', 'من قبيلة معروفة، من أبناء القبائل'),
  (18, 'tribe', 'block', 'regex', 'ar', '\b(?:من\s+)?(?:عائله|عايله|اسره|عوائل|عائلات|اسر)\s+(?:\p{L}+\s+)?(?:معروفه|مرموقه|كريمه|محترمه|عريقه|اصيله|ذات\s+سمعه)\b', 'من عائلة مرموقة، من أسرة معروفة'),
  (19, 'tribe', 'block', 'regex', 'ar', '\b(?:[وف])?(?:ال)?(?:قبيلي|قبيليه|قبيليين|خضيري|خضيريه)\b|\bاسم\s+(?:ال)?(?:قبيله|عائله)\b|\b(?:ال)?(?:قبيله|نسب)\s*:', 'قبيلي، اسم القبيلة، القبيلة:'),
  (20, 'tribe', 'block', 'regex', 'en', '\btrib(?:e|es|al)\b|\bfrom\s+(?:a\s+)?(?:good|known|well[\s-]known|reputable|respected|noble|prominent|decent|respectable)\s+famil(?:y|ies)\b|\bfamily\s+(?:background|lineage)\b', 'known tribe, tribal background, from a reputable family'),
  (21, 'religion', 'block', 'regex', 'ar', '\b(?:من\s+)?(?:اهل\s+(?:ال)?سنه|(?:ال)?(?:طائفه|مذهب)\s+(?:ال)?\p{L}+|(?:[وف])?(?:لل|ال|ل)?(?:سني|سنيه|سنيين|شيعه|شيعي|شيعيه|شيعيين))\s+فقط\b', 'من أهل السنة فقط، من الطائفة السنية فقط، شيعي فقط'),
  (22, 'religion', 'block', 'regex', 'ar', '\b(?:لا\s+(?:يقبل|تقبل|نقبل)|يفضل|نفضل|يشترط)\s+(?:من\s+)?(?:ال)?(?:شيعه|شيعي\p{L}*|سني\p{L}*|طائفه\s+\p{L}+|مذهب\s+\p{L}+|اهل\s+(?:ال)?سنه)', 'لا يقبل الشيعة، يفضل من الطائفة ...'),
  (23, 'religion', 'block', 'regex', 'en', '\b(?:muslims?|christians?|hindus?|buddhists?|sikhs?|jews|jewish|sunnis?|shias?|shiites?|non-muslims?)\s+(?:muslims?\s+)?(?:are\s+)?(?:only|preferred|required|wanted)\b|\bonly\s+(?:sunnis?|shias?|shiites?)\b', 'Muslims preferred, Sunni only, Shia Muslims only'),
  (24, 'disability', 'block', 'regex', 'ar', '\b(?:الا|لا|عدم)\s+(?:يكون|تكون|يكونوا)\s+(?:(?:المتقدم|المرشح)\p{L}*\s+)?(?:من\s+)?(?:ذوي|ذوو|ذوات)\s+(?:ال)?(?:اعاقه|اعاقات|احتياجات|همم)', 'ألا يكون من ذوي الإعاقة'),
  (25, 'disability', 'block', 'regex', 'en', '\bno\s+(?:disabled|handicapped)\b|\b(?:disabled|handicapped)\s+(?:persons?|people|applicants?|candidates?|individuals?)\b[^.\n]{0,30}?\b(?:will\s+not|won''t|cannot|can''t|need\s+not|may\s+not|should\s+not|not\s+eligible|not\s+accepted|not\s+be\s+considered)\b|\b(?:persons?|people|applicants?|candidates?|individuals?)\s+with\s+disabilit\p{L}*\s+(?:will\s+not|won''t|cannot|can''t|need\s+not|may\s+not|should\s+not|are\s+not)\b', 'no disabled persons, disabled applicants will not be considered'),
  (26, 'appearance', 'block', 'regex', 'en', '\b(?:nice|pleasant|pleasing|great)[\s-]+looking\b|\battractive\s+(?:and|&)\s+(?:presentable|pretty|beautiful|handsome|good[\s-]looking|slim|tall)\b|\b(?:presentable|well[\s-]groomed)\s+(?:and|&)\s+(?:attractive|pretty|beautiful|handsome|good[\s-]looking)\b', 'nice looking, attractive and presentable'),
  (27, 'appearance', 'block', 'regex', 'en', '(?<!(?:lift|lifting|carry|carrying|handle|handling|move|moving|push|pull|load|loading)\s+(?:a\s+|the\s+|any\s+)?)\b(?:body\s+)?weight\b[^.\n\d]{0,25}?(?<!\d)\d{2,3}(?!\d)\s*(?:kg|kgs|kilo\p{L}*|كجم|كغ|كيلو)', 'weight under 70 kg (lifting weights passes)'),
  (28, 'appearance', 'block', 'regex', 'ar', '(?<!(?:حمل|رفع|نقل)\s+(?:ال)?)\b(?:ال)?وزن\b[^.،,؛;\n\d]{0,20}?(?<!\d)\d{2,3}(?!\d)\s*(?:كجم|كغ|كيلو\p{L}*|kg)', 'الوزن لا يتجاوز 80 كجم (حمل أوزان passes)'),
  (29, 'appearance', 'block', 'regex', 'en', '\b(?:slim|slender|thin)\s+(?:body|figure|build)\b|\b(?:must|should)\s+be\s+(?:\p{L}+\s+(?:and|&)\s+)?(?:slim|slender|thin|tall|good[\s-]looking|attractive|beautiful|handsome|pretty)\b', 'slim body'),
  (30, 'pregnancy', 'block', 'regex', 'ar', '\bغير\s+(?:حامل|حوامل)\b|\b(?:الا|لا|عدم)\s+(?:تكون|يكون|وجود)\s+(?:(?:المتقدم|المرشح)\p{L}*\s+)?(?:حامل|حاملا|حوامل|حمل)\b|\bلا\s+(?:يقبل|تقبل|نقبل|يسمح)\s+(?:ل|ب)?(?:ال)?حوامل\b', 'غير حامل، ألا تكون حاملًا، لا يقبل الحوامل'),
  (31, 'pregnancy', 'block', 'regex', 'en', '\b(?:not|non)[\s-]+(?:be\s+)?pregnant\b|\bno\s+pregnan\p{L}*|\b(?:become|becoming|get|getting)\s+pregnant\b|\b(?:plan|plans|planning)\s+(?:a\s+|to\s+(?:get|become)\s+)?pregnan\p{L}*|\bpregnant\s+(?:women|ladies|applicants?|candidates?|females?|employees)\b[^.\n]{0,30}?\b(?:need\s+not|will\s+not|won''t|cannot|can''t|may\s+not|not\s+(?:be\s+)?(?:considered|accepted|eligible))\b', 'not pregnant, pregnant women need not apply')
),
"batch" AS (SELECT "created_at" FROM "screening_rules" ORDER BY "id" LIMIT 1)
INSERT INTO "screening_rules" ("category", "action", "kind", "language", "pattern", "note")
SELECT "a"."category", "a"."action", "a"."kind", "a"."language", "a"."pattern", "a"."note"
FROM "added" "a" CROSS JOIN "batch" "b"
WHERE NOT EXISTS (
    SELECT 1 FROM "screening_rules" "r"
    WHERE "r"."category" = "a"."category" AND "r"."action" = "a"."action" AND "r"."kind" = "a"."kind" AND "r"."language" = "a"."language" AND "r"."pattern" = "a"."pattern"
  )
  AND NOT EXISTS (
    SELECT 1 FROM "screening_rules" "r" JOIN "added" "x"
      ON "r"."category" = "x"."category" AND "r"."action" = "x"."action" AND "r"."kind" = "x"."kind" AND "r"."language" = "x"."language" AND "r"."pattern" = "x"."pattern"
    WHERE "r"."created_at" = "b"."created_at"
  )
ORDER BY "a"."ord";
--> statement-breakpoint
-- 2. The rules of 032 that 083 replaced (7), where they are still as seeded.
WITH "superseded" ("category", "action", "language", "pattern", "note") AS (VALUES
  ('gender', 'block', 'ar', '\b(?:يكون|تكون)\s+(?:المتقدم\p{L}*\s+|المرشح\p{L}*\s+|الموظف\p{L}*\s+)?(?:ذكرا|ذكر|انثي)\b', 'أن يكون المتقدم ذكرًا'),
  ('gender', 'block', 'ar', '\b(?:يفضل|تفضل|نفضل)\s+(?:ال)?(?:ذكور|اناث|رجال|نساء|سيدات)\b', 'يفضل الذكور'),
  ('gender', 'block', 'en', '\bgender\s*[:-]\s*(?:males?|females?)\b', 'gender: male'),
  ('gender', 'block', 'en', '\b(?:not|non)[\s-]+pregnant\b', 'must not be pregnant'),
  ('marital_status', 'block', 'ar', '\bلا\s+(?:يقبل|تقبل|نقبل|يسمح|يحق)\s+(?:ل|ب)?(?:ال)?(?:متزوج\p{L}*|مطلق\p{L}*|ارامل|حوامل)', 'لا يقبل المتزوجات'),
  ('nationality', 'block', 'ar', '\b(?:من\s+)?(?:ال)?جنسي(?:ه|ات)\s*:?\s*(?:ال)?(?:مصر|هند|باكستان|فلبين|بنغال|بنجلاديش|سودان|يمن|سور|اردن|لبنان|فلسطين|مغرب|تونس|جزائر|عراق|اثيوب|كين|اوغند|نيبال|سريلانك|اندونيس|امريك|بريطان|اوروب|اسيو|افريق|اريتر|صومال|نيجير|خليج|عرب|اجنب)(?:ي|يه|يين|يون|يات)\b', 'من الجنسية الهندية، الجنسية: مصري'),
  ('appearance', 'block', 'en', '\b(?:slim|slender|thin)\s+(?:body|figure|build)\b|\bmust\s+be\s+(?:slim|slender|thin|tall|good[\s-]looking|attractive|beautiful|handsome|pretty)\b', 'slim body')
),
"batch" AS (SELECT "created_at" FROM "screening_rules" ORDER BY "id" LIMIT 1)
DELETE FROM "screening_rules" "r"
USING "superseded" "s", "batch" "b"
WHERE "r"."kind" = 'regex' AND "r"."category" = "s"."category" AND "r"."action" = "s"."action" AND "r"."language" = "s"."language"
  AND "r"."pattern" = "s"."pattern" AND "r"."note" IS NOT DISTINCT FROM "s"."note" AND "r"."is_active"
  AND "r"."created_at" = "b"."created_at" AND "r"."updated_at" = "r"."created_at"
  AND NOT EXISTS (SELECT 1 FROM "audit_log" "l" WHERE "l"."resource" = 'screening-rules' AND "l"."record_id" = "r"."id"::text);
