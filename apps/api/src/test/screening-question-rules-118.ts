import type { TScreeningRuleSeed } from './screening-rules-083.ts';

/**
 * Retired by decision 161 with decision 083's list (migration 0088): the reading's questions cover them.
 *
 * Rules for the way a screening question asks about a person (decision 118): an ad says "men only", a question asks
 * "How old are you?", «ما ديانتك؟». They are ordinary rules of the list (an administrator edits them like any other)
 * and read every screened field; migration 0054 adds them to a list seeded before. Left to pass: asking whether the
 * applicant is a Saudi national (localisation is lawful, decision 083) or at least 18 (the legal working age), years
 * of experience, licences, languages and the physical demands of the work.
 */
const rule = (category: TScreeningRuleSeed['category'], language: 'ar' | 'en', pattern: string, note: string): TScreeningRuleSeed => ({ category, action: 'block', kind: 'regex', language, pattern, note });

/** "Are you (a) …" and «هل أنت …» before the word that asks. */
const ARE_YOU = '\\bare\\s+you\\s+(?:an?\\s+)?';
const HAL_ANTA = '\\b(?:هل\\s+)?(?:انت|انتي)\\s+';

export const screeningQuestionRuleSeeds: TScreeningRuleSeed[] = [
  rule('age', 'en', '\\bhow\\s+old\\s+are\\s+you\\b|\\b(?:what\\s+is\\s+|state\\s+|give\\s+)?your\\s+(?:age|date\\s+of\\s+birth|birth\\s*date|year\\s+of\\s+birth)\\b|\\bwhen\\s+were\\s+you\\s+born\\b', 'How old are you? What is your date of birth?'),
  rule('age', 'ar', '\\b(?:كم|ما|ماهو|اذكر|حدد)\\s+(?:هو\\s+)?(?:عمرك|سنك)\\b|\\b(?:تاريخ|سنه)\\s+(?:ال)?ميلادك\\b', 'كم عمرك؟ ما تاريخ ميلادك؟'),
  rule('gender', 'en', '\\b(?:what\\s+is\\s+)?your\\s+(?:gender|sex)\\b|' + ARE_YOU + '(?:male|female|man|woman)\\b', 'What is your gender? Are you male?'),
  rule('gender', 'ar', '\\b(?:ما\\s+)?جنسك\\b|' + HAL_ANTA + '(?:ذكر|انثي|رجل|امراه)\\b', 'ما جنسك؟ هل أنت ذكر؟'),
  rule('marital_status', 'en', ARE_YOU + '(?:married|single|divorced|widowed|engaged)\\b|\\bdo\\s+you\\s+have\\s+(?:any\\s+)?(?:children|kids)\\b|\\bhow\\s+many\\s+(?:children|kids)\\s+do\\s+you\\s+have\\b|\\byour\\s+marital\\s+status\\b', 'Are you married? Do you have children?'),
  rule('marital_status', 'ar', HAL_ANTA + '(?:متزوج|متزوجه|اعزب|عزباء|مطلق|مطلقه|ارمل|ارمله|مخطوب|مخطوبه)\\b|\\bحالتك\\s+(?:ال)?اجتماعيه\\b|\\bهل\\s+(?:لديك|عندك)\\s+(?:ابناء|اطفال|اولاد)\\b|\\bكم\\s+(?:عدد\\s+)?(?:ابنائك|اطفالك|اولادك)\\b', 'هل أنت متزوج؟ ما حالتك الاجتماعية؟ هل لديك أطفال؟'),
  rule('religion', 'en', '\\byour\\s+(?:religion|faith|sect|religious\\s+(?:affiliation|background))\\b|' + ARE_YOU + '(?:muslim|christian|sunni|shia|shiite|hindu|buddhist|jewish|jew|sikh|atheist)\\b', 'What is your religion? Are you Muslim?'),
  rule('religion', 'ar', '\\b(?:[وف])?(?:ديانتك|دينك|مذهبك|طائفتك)\\b|' + HAL_ANTA + '(?:مسلم|مسلمه|مسيحي|مسيحيه|سني|سنيه|شيعي|شيعيه|هندوسي|هندوسيه|بوذي|بوذيه)\\b', 'ما ديانتك؟ هل أنت مسلم؟'),
  rule('nationality', 'en', '\\byour\\s+(?:nationality|country\\s+of\\s+origin|ethnicity|race|ethnic\\s+(?:group|origin))\\b|' + ARE_YOU + '(?:indian|pakistani|filipino|filipina|egyptian|bangladeshi|sudanese|yemeni|syrian|jordanian|lebanese|palestinian|moroccan|tunisian|algerian|iraqi|ethiopian|kenyan|nepali|indonesian|american|british|european|asian|african|arab|western|expat|expatriate|foreigner|non-saudi)\\b', 'What is your nationality? Are you Egyptian? (Are you a Saudi national? passes)'),
  rule('nationality', 'ar', '\\b(?:[وف])?(?:جنسيتك|اصلك|عرقك)\\b|' + HAL_ANTA + '(?:مصر|هند|باكستان|فلبين|بنغال|سودان|يمن|سور|اردن|لبنان|فلسطين|مغرب|تونس|جزائر|عراق|اثيوب|نيبال|اندونيس|امريك|بريطان|اوروب|اسيو|افريق|عرب|اجنب|وافد)(?:ي|يه)\\b', 'ما جنسيتك؟ هل أنت مصري؟ (هل أنت سعودي الجنسية؟ passes)'),
  rule('tribe', 'ar', '\\b(?:[وف])?(?:قبيلتك|نسبك|عشيرتك)\\b', 'ما قبيلتك؟'),
  rule('disability', 'en', '\\bdo\\s+you\\s+have\\s+(?:a|any)\\s+(?:disabilit(?:y|ies)|handicap|chronic\\s+(?:illness|disease))\\b|' + ARE_YOU + '(?:disabled|handicapped)\\b', 'Do you have a disability?'),
  rule('disability', 'ar', '\\bهل\\s+(?:لديك|عندك)\\s+(?:اي\\s+)?(?:اعاقه|امراض\\s+مزمنه|مرض\\s+مزمن)\\b', 'هل لديك إعاقة؟'),
  rule('appearance', 'en', '\\b(?:what\\s+is\\s+)?your\\s+(?:height|weight)\\b|\\bhow\\s+(?:tall\\s+are\\s+you|much\\s+do\\s+you\\s+weigh)\\b', 'What is your height? How much do you weigh?'),
  rule('appearance', 'ar', '\\b(?:كم|ما)\\s+(?:هو\\s+)?(?:طولك|وزنك)\\b', 'كم طولك؟ كم وزنك؟'),
  rule('pregnancy', 'en', ARE_YOU + 'pregnant\\b|\\bdo\\s+you\\s+(?:plan|intend)\\s+to\\s+(?:have\\s+(?:children|a\\s+baby)|get\\s+pregnant)\\b', 'Are you pregnant?'),
  rule('pregnancy', 'ar', HAL_ANTA + 'حامل\\b|\\bهل\\s+(?:تخططين|تنوين)\\s+(?:لل|ل)?(?:حمل|انجاب)\\b', 'هل أنتِ حامل؟'),
];
