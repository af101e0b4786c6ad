-- The rules for screening questions (decision 118, db/seed/screening-question-rules.ts) for a list seeded before them.
-- An empty table is left empty (the seed fills it at start-up with the whole list); a rule already there (same
-- category, action, kind, language and pattern) is not added twice.
WITH "added" ("ord", "category", "action", "kind", "language", "pattern", "note") AS (VALUES
  (1, 'age', 'block', 'regex', 'en', '\bhow\s+old\s+are\s+you\b|\b(?:what\s+is\s+|state\s+|give\s+)?your\s+(?:age|date\s+of\s+birth|birth\s*date|year\s+of\s+birth)\b|\bwhen\s+were\s+you\s+born\b', 'How old are you? What is your date of birth?'),
  (2, 'age', 'block', 'regex', 'ar', '\b(?:كم|ما|ماهو|اذكر|حدد)\s+(?:هو\s+)?(?:عمرك|سنك)\b|\b(?:تاريخ|سنه)\s+(?:ال)?ميلادك\b', 'كم عمرك؟ ما تاريخ ميلادك؟'),
  (3, 'gender', 'block', 'regex', 'en', '\b(?:what\s+is\s+)?your\s+(?:gender|sex)\b|\bare\s+you\s+(?:an?\s+)?(?:male|female|man|woman)\b', 'What is your gender? Are you male?'),
  (4, 'gender', 'block', 'regex', 'ar', '\b(?:ما\s+)?جنسك\b|\b(?:هل\s+)?(?:انت|انتي)\s+(?:ذكر|انثي|رجل|امراه)\b', 'ما جنسك؟ هل أنت ذكر؟'),
  (5, 'marital_status', 'block', 'regex', 'en', '\bare\s+you\s+(?:an?\s+)?(?:married|single|divorced|widowed|engaged)\b|\bdo\s+you\s+have\s+(?:any\s+)?(?:children|kids)\b|\bhow\s+many\s+(?:children|kids)\s+do\s+you\s+have\b|\byour\s+marital\s+status\b', 'Are you married? Do you have children?'),
  (6, 'marital_status', 'block', 'regex', 'ar', '\b(?:هل\s+)?(?:انت|انتي)\s+(?:متزوج|متزوجه|اعزب|عزباء|مطلق|مطلقه|ارمل|ارمله|مخطوب|مخطوبه)\b|\bحالتك\s+(?:ال)?اجتماعيه\b|\bهل\s+(?:لديك|عندك)\s+(?:ابناء|اطفال|اولاد)\b|\bكم\s+(?:عدد\s+)?(?:ابنائك|اطفالك|اولادك)\b', 'هل أنت متزوج؟ ما حالتك الاجتماعية؟ هل لديك أطفال؟'),
  (7, 'religion', 'block', 'regex', 'en', '\byour\s+(?:religion|faith|sect|religious\s+(?:affiliation|background))\b|\bare\s+you\s+(?:an?\s+)?(?:muslim|christian|sunni|shia|shiite|hindu|buddhist|jewish|jew|sikh|atheist)\b', 'What is your religion? Are you Muslim?'),
  (8, 'religion', 'block', 'regex', 'ar', '\b(?:[وف])?(?:ديانتك|دينك|مذهبك|طائفتك)\b|\b(?:هل\s+)?(?:انت|انتي)\s+(?:مسلم|مسلمه|مسيحي|مسيحيه|سني|سنيه|شيعي|شيعيه|هندوسي|هندوسيه|بوذي|بوذيه)\b', 'ما ديانتك؟ هل أنت مسلم؟'),
  (9, 'nationality', 'block', 'regex', 'en', '\byour\s+(?:nationality|country\s+of\s+origin|ethnicity|race|ethnic\s+(?:group|origin))\b|\bare\s+you\s+(?:an?\s+)?(?:indian|pakistani|filipino|filipina|egyptian|bangladeshi|sudanese|yemeni|syrian|jordanian|lebanese|palestinian|moroccan|tunisian|algerian|iraqi|ethiopian|kenyan|nepali|indonesian|american|british|european|asian|african|arab|western|expat|expatriate|foreigner|non-saudi)\b', 'What is your nationality? Are you Egyptian? (Are you a Saudi national? passes)'),
  (10, 'nationality', 'block', 'regex', 'ar', '\b(?:[وف])?(?:جنسيتك|اصلك|عرقك)\b|\b(?:هل\s+)?(?:انت|انتي)\s+(?:مصر|هند|باكستان|فلبين|بنغال|سودان|يمن|سور|اردن|لبنان|فلسطين|مغرب|تونس|جزائر|عراق|اثيوب|نيبال|اندونيس|امريك|بريطان|اوروب|اسيو|افريق|عرب|اجنب|وافد)(?:ي|يه)\b', 'ما جنسيتك؟ هل أنت مصري؟ (هل أنت سعودي الجنسية؟ passes)'),
  (11, 'tribe', 'block', 'regex', 'ar', '\b(?:[وف])?(?:قبيلتك|نسبك|عشيرتك)\b', 'ما قبيلتك؟'),
  (12, 'disability', 'block', 'regex', 'en', '\bdo\s+you\s+have\s+(?:a|any)\s+(?:disabilit(?:y|ies)|handicap|chronic\s+(?:illness|disease))\b|\bare\s+you\s+(?:an?\s+)?(?:disabled|handicapped)\b', 'Do you have a disability?'),
  (13, 'disability', 'block', 'regex', 'ar', '\bهل\s+(?:لديك|عندك)\s+(?:اي\s+)?(?:اعاقه|امراض\s+مزمنه|مرض\s+مزمن)\b', 'هل لديك إعاقة؟'),
  (14, 'appearance', 'block', 'regex', 'en', '\b(?:what\s+is\s+)?your\s+(?:height|weight)\b|\bhow\s+(?:tall\s+are\s+you|much\s+do\s+you\s+weigh)\b', 'What is your height? How much do you weigh?'),
  (15, 'appearance', 'block', 'regex', 'ar', '\b(?:كم|ما)\s+(?:هو\s+)?(?:طولك|وزنك)\b', 'كم طولك؟ كم وزنك؟'),
  (16, 'pregnancy', 'block', 'regex', 'en', '\bare\s+you\s+(?:an?\s+)?pregnant\b|\bdo\s+you\s+(?:plan|intend)\s+to\s+(?:have\s+(?:children|a\s+baby)|get\s+pregnant)\b', 'Are you pregnant?'),
  (17, 'pregnancy', 'block', 'regex', 'ar', '\b(?:هل\s+)?(?:انت|انتي)\s+حامل\b|\bهل\s+(?:تخططين|تنوين)\s+(?:لل|ل)?(?:حمل|انجاب)\b', 'هل أنتِ حامل؟')
)
INSERT INTO "screening_rules" ("category", "action", "kind", "language", "pattern", "note")
SELECT "a"."category", "a"."action", "a"."kind", "a"."language", "a"."pattern", "a"."note"
FROM "added" "a"
WHERE EXISTS (SELECT 1 FROM "screening_rules")
  AND NOT EXISTS (
    SELECT 1 FROM "screening_rules" "r"
    WHERE "r"."category" = "a"."category" AND "r"."action" = "a"."action" AND "r"."kind" = "a"."kind" AND "r"."language" = "a"."language" AND "r"."pattern" = "a"."pattern"
  )
ORDER BY "a"."ord";
