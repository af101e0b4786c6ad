import type { TScreenCategory, TScreenRuleKind } from '@tawzeef/contract';

/**
 * Retired by decision 161 (migration 0088 deletes the rows of it no administrator touched; the built-in reading,
 * modules/moderation/read-requirements.ts, covers them): kept as the migrations' tests need it.
 *
 * The first list of words and patterns job ads are screened against (decision 032), seeded into an empty
 * `screening_rules` table; administrators keep it from there. Patterns are regular expressions read against the
 * ad's normalised text (modules/moderation/screen.ts: أ/إ/آ → ا, ى → ي, ة → ه, no diacritics, ASCII digits), where
 * `\b` is a boundary of Arabic or Latin words; `phrase` rules are words as written, folded the same way (decision
 * 083). `allow` rules mask words that describe the work, not the person, before `block` rules and the built-in reading
 * (decision 156, modules/moderation/read-requirements.ts) look. The phrasings they are measured on are in
 * modules/moderation/screening-collection.ts (tune, checked one by one in screening-collection.test.ts) and
 * screening-held-out.json (never tuned on), measured in screening-collection.test.ts.
 *
 * Left to pass on purpose: a requirement of Saudi nationality (localisation, توطين and Nitaqat quotas, is the law in
 * Saudi Arabia: "Saudis only" or "Saudis preferred" is lawful, any other nationality is not); the grammatical gender
 * of a job title (مطلوب سكرتيرة); dress codes and grooming ("professional appearance", الزي الرسمي); benefits that
 * differ by family status (بدل سكن للمتزوجين); an age of at least 18 (the legal working age).
 */

export interface TScreeningRuleSeed {
  category: TScreenCategory;
  action: 'block' | 'allow';
  kind: TScreenRuleKind;
  language: 'ar' | 'en';
  pattern: string;
  note: string;
}

/** Arabic clitics a word may carry: و/ف, then لل/ال/ل/ب. */
const P = '(?:[وف])?(?:لل|ال|ل|ب)?';
/** Up to the end of a clause: stops at a full stop, a comma (Arabic or Latin), a semicolon or a line break. */
const CLAUSE = (max: number) => `[^.،,؛;\\n]{0,${max}}`;
/** Nationalities other than Saudi, as the stem of their adjective (مصري، مصرية، مصريين، مصريون، مصريات). */
const NATIONS = 'مصر|هند|باكستان|فلبين|بنغال|بنجلاديش|سودان|يمن|سور|اردن|لبنان|فلسطين|مغرب|تونس|جزائر|عراق|اثيوب|كين|اوغند|نيبال|سريلانك|اندونيس|امريك|بريطان|اوروب|اسيو|افريق|اريتر|صومال|نيجير|خليج';
const NATION_AR = `(?:${NATIONS})(?:ي|يه|يين|يون|يات)`;
/** The same with Arab and foreign, which need a word naming nationality beside them (اللغة العربية is a skill). */
const NATION_AR_WIDE = `(?:${NATIONS}|عرب|اجنب)(?:ي|يه|يين|يون|يات)`;
const NATION_EN =
  '(?:indian|pakistani|filipino|filipina|egyptian|bangladeshi|sudanese|yemeni|syrian|jordanian|lebanese|palestinian|moroccan|tunisian|algerian|iraqi|ethiopian|kenyan|ugandan|nepali|nepalese|sri\\s+lankan|indonesian|american|british|european|asian|african|arab|western|gcc|expat|expatriate|foreign|non-saudi|eritrean|somali|nigerian)s?';

/** A second bound of an age range, so the phrase shown is the whole range ("25-35", "من 25 إلى 35"). */
const RANGE = '(?:\\s*(?:-|to|and|الي|حتي|و)\\s*\\d{2}(?!\\d))?';

/** A regular expression (kind `regex`). */
const rule = (category: TScreenCategory, language: 'ar' | 'en', pattern: string, note: string, action: 'block' | 'allow' = 'block'): TScreeningRuleSeed => ({
  category,
  action,
  kind: 'regex',
  language,
  pattern,
  note,
});
/** Words as an operator would write them (kind `phrase`): their spellings are the ad's folding's business. */
const phrase = (category: TScreenCategory, language: 'ar' | 'en', words: string, note: string, action: 'block' | 'allow' = 'block'): TScreeningRuleSeed => ({
  category,
  action,
  kind: 'phrase',
  language,
  pattern: words,
  note,
});

export const screeningRuleSeeds: TScreeningRuleSeed[] = [
  // Gender
  rule('gender', 'ar', `\\b${P}(?:ذكور|انثي|اناث|نساء|رجال|سيدات|بنات|شباب)\\b${CLAUSE(25)}\\bفقط\\b`, 'للذكور فقط، الوظيفة للإناث فقط'),
  rule('gender', 'ar', `\\bذكر\\s+(?!ال)${CLAUSE(20)}\\bفقط\\b`, 'ذكر سعودي الجنسية فقط (not «ذكر الراتب المتوقع فقط»)'),
  rule('gender', 'ar', '\\b(?:يكون|تكون)\\s+(?:(?:المتقدم|المرشح|الموظف)\\p{L}*\\s+)?(?:من\\s+(?:ال)?(?:ذكور|اناث|رجال|نساء)|ذكرا|ذكر|انثي|رجلا|رجل|امراه)\\b', 'أن يكون المتقدم ذكرًا، أن يكون من الإناث'),
  rule('gender', 'ar', '\\b(?:ال)?(?:افضليه|اولويه)\\s+(?:لل|ل)?(?:ذكور|اناث|رجال|نساء|سيدات)\\b', 'الأفضلية للذكور'),
  rule('gender', 'ar', '\\b(?:يفضل|تفضل|نفضل|نبحث\\s+عن)\\s+(?:ال)?(?:ذكور|اناث|رجال|نساء|سيدات|بنات|فتيات)\\b', 'يفضل الذكور، نفضل البنات'),
  rule('gender', 'ar', '\\b(?:مخصص|مخصصه|مقتصر|مقتصره|يقتصر|تقتصر|حصرا|حصريا)\\s+(?:علي\\s+)?(?:لل|ل|ال)?(?:ذكور|اناث|رجال|نساء|سيدات|بنات|شباب)\\b', 'الوظيفة مخصصة للرجال، تقتصر على النساء'),
  rule('gender', 'ar', '\\b(?:ال)?جنس\\s*:?\\s*(?:ذكر|انثي)\\b', 'الجنس: ذكر'),
  rule('gender', 'en', '\\b(?:males?|females?|men|women|ladies|gentlemen|boys|girls)\\s+only\\b', 'female only, males only'),
  rule('gender', 'en', '\\bonly\\s+(?:males?|females?|men|women|ladies)\\b', 'only women'),
  rule('gender', 'en', '\\b(?:males?|females?)\\s+(?:candidates?|applicants?)\\b', 'male candidates only'),
  rule('gender', 'en', '\\bmust\\s+be\\s+(?:a\\s+)?(?:males?|females?|man|woman|lady)\\b', 'must be male'),
  rule('gender', 'en', '\\b(?:prefer(?:ably|red)?|preference\\s+(?:for|to))\\s+(?:a\\s+)?(?:males?|females?|men|women|ladies)\\b', 'preferably female'),
  rule('gender', 'en', '\\b(?:males?|females?)\\s+(?:[\\p{L}-]+\\s+){0,2}(?:required|wanted|needed|preferred)\\b', 'female nurse required'),
  rule('gender', 'en', '\\b(?:gender|sex|m\\s*/\\s*f|f\\s*/\\s*m)\\s*[:=-]\\s*(?:males?|females?|men|women|m|f)\\b', 'gender: male, sex: F, M/F: M'),
  rule('gender', 'en', '\\b(?:men|women|ladies|gentlemen|girls|boys)\\s+(?:are\\s+)?(?:preferred|required|wanted|needed)\\b', 'women preferred, men preferred: both ways alike'),
  rule('gender', 'en', '\\b(?:hiring|seeking|looking\\s+for|searching\\s+for|need|needs|require|requires|recruiting|wanted)\\s+(?:an?\\s+|\\d+\\s+)?(?:males?|females?|lady|ladies|men|women)\\b', 'seeking a male driver, hiring a female cashier'),
  rule('gender', 'ar', `\\b(?:طب|امراض|عياده|عيادات|قسم|اقسام|مستشفي|صالون|صالونات|ملابس|ازياء|مشغل|نادي|مركز|سكن|مصلي)\\s+(?:ال)?(?:نساء|نسائي|نسائيه|سيدات|رجال|رجالي|رجاليه|اطفال|ولاده)\\b`, 'طب النساء، قسم السيدات، أزياء رجالية: the workplace, not the person', 'allow'),
  rule('gender', 'en', "\\b(?:males?|females?|women'?s|men'?s|ladies'?|gentlemen'?s)\\s+(?:wards?|sections?|departments?|clinics?|patients?|health|wings?|floors?|dormitor(?:y|ies)|fashion|clothing|wear|apparel|salons?|units?|sports?|teams?|gyms?|spas?)\\b", 'female ward, women’s health, men’s fashion: the workplace', 'allow'),
  rule('gender', 'en', '\\b(?:males?|men|man)\\s*(?:and|&|or|/)\\s*(?:females?|women|woman)\\b|\\b(?:females?|women|woman)\\s*(?:and|&|or|/)\\s*(?:males?|men|man)\\b', 'male and female applicants are welcome', 'allow'),

  // Age
  rule('age', 'ar', `\\b${P}(?:عمر|سن)(?:ه|ها)?\\b${CLAUSE(25)}?(?<!\\d)\\d{2}(?!\\d)${RANGE}`, 'العمر أقل من 30 سنة، عمر المتقدم 30 عامًا'),
  rule('age', 'ar', `\\b${P}(?:عمر|سن)(?:ه|ها)?\\b${CLAUSE(20)}?\\b(?:ال)?(?:عشرين|ثلاثين|اربعين|خمسين)\\b`, 'ألا يتجاوز عمره الثلاثين'),
  rule('age', 'ar', '\\bمواليد\\s+(?:عام\\s+)?(?:19|20)\\d{2}\\b', 'مواليد 1995 فما فوق'),
  rule('age', 'ar', '\\bمطلوب\\s+(?:موظفين\\s+|عمال\\s+)?شباب\\b', 'مطلوب شباب'),
  rule('age', 'ar', '\\b(?:صغير|صغيره|صغار)\\s+(?:ال)?سن\\b', 'صغير السن'),
  rule('age', 'en', `\\bage[sd]?\\b[^.\\n\\d]{0,20}?(?<!\\d)\\d{2}(?!\\d)${RANGE}`, 'age 25-35, aged between 22 and 30'),
  rule('age', 'en', '(?<!\\d)\\d{2}(?!\\d)\\s*(?:years?|yrs?)\\s+(?:old|of\\s+age)\\b', 'under 30 years old'),
  rule('age', 'en', '\\b(?:not|no)\\s+(?:be\\s+)?(?:older|younger)\\s+than\\b|\\b(?:older|younger)\\s+than\\s+(?<!\\d)\\d{2}(?!\\d)', 'not older than 40'),
  rule('age', 'en', '\\b(?:be|aged?|applicants?|candidates?|graduates?|persons?|people|individuals?)\\s+(?:\\p{L}+\\s+)?(?:under|below|over|above|not\\s+(?:over|above|exceeding|more\\s+than)|less\\s+than|between)\\s+(?<!\\d)\\d{2}(?!\\d)(?!\\s*(?:\\+\\s*)?(?:years?|yrs?)\\s+(?:of\\s+)?(?:experience|exp|in)\\b)(?!\\s*(?:kg|cm|%|km|hours?|days?))', 'must be under 40, applicants under 30 only'),
  rule('age', 'en', '\\bnot\\s+(?:over|above|exceeding|older\\s+than|more\\s+than)\\s+(?<!\\d)\\d{2}(?!\\d)(?!\\s*(?:\\+\\s*)?(?:years?|yrs?)\\s+(?:of\\s+)?(?:experience|exp|in)\\b)(?!\\s*(?:kg|kgs|cm|%|km|hours?|days?|people|employees|staff|sar|riyals?))', 'not over 50'),
  rule('age', 'en', '\\b(?:maximum|max\\.?|upper)\\s+age\\b|\\bage\\s+limit\\b', 'maximum age 35'),
  rule('age', 'en', '\\bborn\\s+(?:after|before|in|between|from)\\s+(?:19|20)\\d{2}\\b', 'born after 1995'),
  rule('age', 'en', '\\byoung(?:er)?\\b(?:\\s+(?:and|&)\\s+[\\p{L}-]+)?\\s+(?:candidates?|applicants?|people|persons?|men|women|ladies|males?|females?|graduates?|girls?|boys|individuals?|talents?)\\b', 'young and energetic candidates'),
  rule('age', 'ar', `\\b${P}(?:عمر|سن)(?:ه|ها)?\\b${CLAUSE(15)}?(?<!\\d)18(?!\\d)(?!\\s*(?:الي|حتي|-|و)\\s*\\d)`, 'ألا يقل العمر عن 18 سنة: the legal working age', 'allow'),
  rule('age', 'ar', '\\b(?:اطفال|الاطفال|للاطفال|طلاب|الطلاب|طالبات|الطالبات|التلاميذ|تلاميذ|المرضي|مرضي|كبار)\\s+(?:من\\s+)?(?:ال)?(?:عمر|سن|اعمار|فئه)\\b', 'الأطفال من عمر 3 سنوات، كبار السن: the people served', 'allow'),
  rule('age', 'en', '\\b(?:(?:minimum|min\\.?)\\s+)?(?:age[sd]?\\b[^.\\n\\d]{0,15}?|at\\s+least\\s+|over\\s+|above\\s+|be\\s+)18(?!\\d)(?!\\s*(?:-|to|and)\\s*\\d)(?:\\s*(?:\\+|years?|yrs?|old|of\\s+age|or\\s+(?:older|above|over)|and\\s+(?:above|over)))*', 'at least 18 years old: the legal working age', 'allow'),
  rule('age', 'en', '\\b(?:students?|children|kids|pupils|patients|learners|boys|girls|residents)\\s+(?:aged|ages|of\\s+age)\\b', 'students aged 10-14: the people served', 'allow'),

  // Marital status
  rule('marital_status', 'ar', `\\b${P}(?:اعزب|اعزبا|عزباء|عازب|عازبا|عازبه)\\b`, 'أعزب، عزباء'),
  rule('marital_status', 'ar', '\\bغير\\s+متزوج(?:ه|ين|ات|ا)?\\b', 'غير متزوجة'),
  rule('marital_status', 'ar', '\\bلا\\s+(?:يقبل|تقبل|نقبل|يسمح|يحق)\\s+(?:ل|ب)?(?:ال)?(?:متزوج\\p{L}*|مطلق\\p{L}*|ارامل)', 'لا يقبل المتزوجات'),
  rule('marital_status', 'ar', '\\b(?:يفضل|تفضل|نفضل)\\s+(?:غير\\s+)?(?:ال)?(?:متزوج\\p{L}*|عزاب|مطلق\\p{L}*)', 'يفضل المتزوجين، يفضل غير المتزوجات'),
  rule('marital_status', 'ar', '\\b(?:[وف])?(?:لل|ال|ل)?(?:متزوج|متزوجه|متزوجين|متزوجات|متزوجون|مطلق|مطلقه|مطلقات|ارمل|ارمله|ارامل)\\s+فقط\\b', 'متزوجة فقط'),
  rule('marital_status', 'ar', '\\b(?:ال)?حاله\\s+(?:ال)?اجتماعيه\\b', 'الحالة الاجتماعية: أعزب'),
  rule('marital_status', 'ar', '\\b(?:يكون|تكون)\\s+(?:\\p{L}+\\s+)?(?:متزوج|متزوجه|متزوجا)\\b', 'أن يكون متزوجًا'),
  rule('marital_status', 'en', '\\b(?:single|unmarried|married)\\s+(?:applicants?|candidates?|men|women|ladies|males?|females?|persons?|people)\\b', 'single applicants only, married women need not apply'),
  rule('marital_status', 'en', '\\bmust\\s+be\\s+(?:single|unmarried|married)\\b', 'must be unmarried'),
  phrase('marital_status', 'en', 'singles preferred', 'a phrase rule: its spellings and spacing are the folding\'s business'),
  phrase('marital_status', 'ar', 'عزاب فقط', 'a phrase rule: also «عُزّاب فقط»'),
  rule('marital_status', 'en', '\\bmarital\\s+status\\b', 'marital status: single'),
  rule('marital_status', 'en', '\\bunmarried\\b|\\bsingles?\\s+only\\b|\\b(?:no|not)\\s+married\\b', 'unmarried, singles only'),

  // Nationality (Saudi passes: localisation is the law)
  rule('nationality', 'ar', `\\b${P}${NATION_AR}\\b${CLAUSE(20)}\\bفقط\\b`, 'مصريين فقط'),
  rule('nationality', 'ar', `\\b${P}(?:عرب|اجانب|وافدين)\\s+فقط\\b`, 'للعرب فقط، للوافدين فقط'),
  rule('nationality', 'ar', `\\b(?:من\\s+)?(?:ال)?جنسي(?:ه|ات)\\s*(?:(?:ال)?(?:مطلوبه|مفضله)\\s*)?:?\\s*(?:ال)?${NATION_AR_WIDE}\\b`, 'من الجنسية الهندية، الجنسية: مصري'),
  rule('nationality', 'ar', `\\b(?!(?:حامل|حاملي|حامله|مزدوج|مزدوجي)\\b)${P}${NATION_AR_WIDE}\\s+(?:ال)?جنسي(?:ه|ات)\\b`, 'مصري الجنسية'),
  rule('nationality', 'ar', `\\b(?:يفضل|تفضل|نفضل|(?:ال)?افضليه|(?:ال)?اولويه)\\s+(?:من\\s+|ل|لل)?(?:ال)?(?:جنسيه\\s+(?:ال)?)?${NATION_AR_WIDE}\\b`, 'الأولوية للمصريين'),
  rule('nationality', 'ar', '\\b(?:ل)?غير\\s+(?:ال)?سعوديين\\b', 'لغير السعوديين فقط'),
  rule('nationality', 'en', `\\b${NATION_EN}\\s+(?:nationals?|nationality|citizens?|passport\\s+holders?|origin)\\b`, 'Indian nationals only, Filipino nationality preferred'),
  rule('nationality', 'en', `\\b${NATION_EN}\\s+(?:only|candidates?|applicants?)\\b|\\bonly\\s+${NATION_EN}\\b`, 'Egyptians only, Indian candidates preferred'),
  rule('nationality', 'en', '\\b(?:indian|pakistani|filipino|filipina|egyptian|bangladeshi|sudanese|yemeni|syrian|jordanian|lebanese|palestinian|moroccan|tunisian|algerian|iraqi|ethiopian|kenyan|ugandan|nepali|nepalese|indonesian|american|british|european|asian|african|arab|western|gcc|expat|expatriate|foreign|non-saudi|eritrean|somali|nigerian)s?\\s+(?:(?:are|is)\\s+)?(?:preferred|required|wanted|passports?\\s+(?:required|only|preferred|holders?))\\b', 'Filipinos preferred, European passport required'),
  rule('nationality', 'ar', '\\bمن\\s+(?:ال)?(?:اصل|اصول|منشا)\\s+(?:ال)?(?:مصر|هند|باكستان|فلبين|بنغال|سودان|يمن|سور|اردن|لبنان|فلسطين|مغرب|تونس|جزائر|عراق|اثيوب|نيبال|اندونيس|امريك|بريطان|اوروب|اسيو|افريق|عرب|اجنب|خليج|شام)(?:ي|يه|يين|يون|يات)\\b', 'من أصل هندي، من أصول عربية'),
  rule('nationality', 'en', '\\bnationality\\s*[:-]\\s*(?!saudi\\b|any\\b|all\\b|open\\b)\\p{L}+', 'nationality: Egyptian'),
  rule('nationality', 'en', `\\bpreference\\s+(?:for|to|given\\s+to)\\s+${NATION_EN}\\b`, 'preference for Egyptians'),
  rule('nationality', 'ar', '\\b(?:ال|ب|و)?(?:اللغه|لغه|باللغه|اللغتين)\\s+(?:ال)?\\p{L}+|\\bالمملكه\\s+العربيه\\b|\\bالخليج\\s+العربي\\b', 'اللغة العربية, المملكة العربية السعودية: a language or a country, not a person', 'allow'),

  // Tribe or family
  rule('tribe', 'ar', '\\b(?:من\\s+)?(?:ابناء\\s+)?(?:ال)?(?:قبائل|قبيله)\\s+(?:ال)?(?:معروفه|معروف|مرموقه|كبيره|اصيله|عريقه|كريمه)\\b|\\bابناء\\s+(?:ال)?قبائل\\b', 'من قبيلة معروفة، من أبناء القبائل'),
  rule('tribe', 'ar', '\\b(?:من\\s+)?(?:عائله|عايله|اسره|عوائل|عائلات|اسر)\\s+(?:\\p{L}+\\s+)?(?:معروفه|مرموقه|كريمه|محترمه|عريقه|اصيله|ذات\\s+سمعه)\\b', 'من عائلة مرموقة، من أسرة معروفة'),
  rule('tribe', 'ar', '\\b(?:[وف])?(?:ال)?(?:قبيلي|قبيليه|قبيليين|خضيري|خضيريه)\\b|\\bاسم\\s+(?:ال)?(?:قبيله|عائله)\\b|\\b(?:ال)?(?:قبيله|نسب)\\s*:', 'قبيلي، اسم القبيلة، القبيلة:'),
  rule('tribe', 'en', '\\btrib(?:e|es|al)\\b|\\bfrom\\s+(?:a\\s+)?(?:good|known|well[\\s-]known|reputable|respected|noble|prominent|decent|respectable)\\s+famil(?:y|ies)\\b|\\bfamily\\s+(?:background|lineage)\\b', 'known tribe, tribal background, from a reputable family'),

  // Religion
  rule('religion', 'ar', '\\b(?:يكون|تكون)\\s+(?:\\p{L}+\\s+)?(?:مسلم|مسلما|مسلمه|مسيحي|مسيحيا|مسيحيه)\\b', 'أن يكون مسلمًا'),
  rule('religion', 'ar', '\\b(?:مسلم|مسلمه|مسيحي|مسيحيه)\\s+(?:ال)?(?:ديانه|دين)\\b', 'مسلم الديانة'),
  rule('religion', 'ar', '\\b(?:ال)?(?:ديانه|دين)\\s*:?\\s*(?:ال)?(?:اسلام|مسلم|مسلمه|مسيحي\\p{L}*)', 'الديانة: مسلم'),
  rule('religion', 'ar', `\\b${P}(?:مسلمين|مسلمات|مسيحيين)\\s+فقط\\b|\\bلا\\s+(?:يقبل|تقبل|نقبل)\\s+(?:غير\\s+)?(?:ال)?(?:مسلمين|مسيحيين|مسلم|مسيحي)\\b`, 'للمسلمين فقط، لا يقبل غير المسلمين'),
  rule('religion', 'ar', '\\b(?:من\\s+)?(?:اهل\\s+(?:ال)?سنه|(?:ال)?(?:طائفه|مذهب)\\s+(?:ال)?\\p{L}+|(?:[وف])?(?:لل|ال|ل)?(?:سني|سنيه|سنيين|شيعه|شيعي|شيعيه|شيعيين))\\s+فقط\\b', 'من أهل السنة فقط، من الطائفة السنية فقط، شيعي فقط'),
  rule('religion', 'ar', '\\b(?:لا\\s+(?:يقبل|تقبل|نقبل)|يفضل|نفضل|يشترط)\\s+(?:من\\s+)?(?:ال)?(?:شيعه|شيعي\\p{L}*|سني\\p{L}*|طائفه\\s+\\p{L}+|مذهب\\s+\\p{L}+|اهل\\s+(?:ال)?سنه)', 'لا يقبل الشيعة، يفضل من الطائفة ...'),
  rule('religion', 'en', '\\b(?:muslims?|christians?|hindus?|buddhists?|sikhs?|jews|jewish|sunnis?|shias?|shiites?|non-muslims?)\\s+(?:muslims?\\s+)?(?:are\\s+)?(?:only|preferred|required|wanted)\\b|\\bonly\\s+(?:sunnis?|shias?|shiites?)\\b', 'Muslims preferred, Sunni only, Shia Muslims only'),
  rule('religion', 'en', '\\bmust\\s+be\\s+(?:a\\s+)?(?:muslim|christian|hindu|buddhist|jewish)\\b', 'must be Muslim'),
  rule('religion', 'en', '\\b(?:muslims?|christians?|hindus?|buddhists?|non-muslims?)\\s+only\\b|\\bonly\\s+(?:muslims?|christians?|hindus?)\\b', 'Muslims only'),
  rule('religion', 'en', '\\breligion\\s*[:-]|\\b(?:muslim|christian|hindu)\\s+(?:candidates?|applicants?)\\b', 'religion: Muslim'),
  rule('religion', 'en', '\\b(?:muslims?|christians?|hindus?|jews|non-muslims?)\\b[^.\\n]{0,15}\\bneed\\s+not\\s+apply\\b', 'Christians need not apply'),

  // Disability
  rule('disability', 'ar', '\\b(?:خال|خالي|خاليه|سليم|سليمه)\\s+(?:من\\s+)?(?:ال|اي\\s+)?(?:اعاقه|اعاقات|عاهه|عاهات)', 'خالٍ من الإعاقة'),
  rule('disability', 'ar', '\\bلا\\s+(?:يقبل|تقبل|نقبل)\\s+(?:ب)?(?:ال)?(?:ذوي|ذوو|معاقين|معاق)', 'لا يقبل ذوي الإعاقة'),
  rule('disability', 'ar', '\\b(?:لا|الا|عدم)\\s+(?:يعاني|تعاني|وجود)\\s+(?:من\\s+)?(?:اي\\s+)?(?:ال)?(?:اعاقه|عاهه|اعاقات)', 'ألا يعاني من أي إعاقة'),
  rule('disability', 'ar', '\\bغير\\s+معاق|\\bبدون\\s+(?:اي\\s+)?(?:اعاقه|اعاقات|عاهه)', 'غير معاق'),
  rule('disability', 'ar', '\\b(?:الا|لا|عدم)\\s+(?:يكون|تكون|يكونوا)\\s+(?:(?:المتقدم|المرشح)\\p{L}*\\s+)?(?:من\\s+)?(?:ذوي|ذوو|ذوات)\\s+(?:ال)?(?:اعاقه|اعاقات|احتياجات|همم)', 'ألا يكون من ذوي الإعاقة'),
  rule('disability', 'en', '\\bno\\s+(?:disabled|handicapped)\\b|\\b(?:disabled|handicapped)\\s+(?:persons?|people|applicants?|candidates?|individuals?)\\b[^.\\n]{0,30}?\\b(?:will\\s+not|won\'t|cannot|can\'t|need\\s+not|may\\s+not|should\\s+not|not\\s+eligible|not\\s+accepted|not\\s+be\\s+considered)\\b|\\b(?:persons?|people|applicants?|candidates?|individuals?)\\s+with\\s+disabilit\\p{L}*\\s+(?:will\\s+not|won\'t|cannot|can\'t|need\\s+not|may\\s+not|should\\s+not|are\\s+not)\\b', 'no disabled persons, disabled applicants will not be considered'),
  rule('disability', 'en', '\\b(?:no|without|free\\s+(?:of|from))\\s+(?:any\\s+)?(?:physical\\s+)?(?:disabilit|handicap)\\p{L}*', 'no disabilities'),
  rule('disability', 'en', '\\bmust\\s+not\\s+have\\s+(?:any\\s+)?(?:physical\\s+)?(?:disabilit|handicap)\\p{L}*|\\bable[-\\s]bodied\\b', 'must not have any disability, able-bodied'),
  rule('disability', 'en', "\\b(?:disabled|handicapped|disabilit(?:y|ies))\\b[^.\\n]{0,25}\\b(?:need\\s+not|cannot|can't|may\\s+not|should\\s+not|not\\s+eligible|not\\s+accepted)\\b", 'handicapped need not apply'),

  // Appearance (looks and body; dress codes and grooming pass)
  rule('appearance', 'ar', '\\b(?:حسن|حسنه|لائق|لائقه)\\s+(?:ال)?(?:مظهر|شكل|هيئه)\\b', 'حسن المظهر'),
  rule('appearance', 'ar', '\\b(?:مظهر|شكل|هيئه)\\s+(?:حسن|جذاب|جميل|لائق|مقبول|وسيم)\\b', 'مظهر جذاب'),
  rule('appearance', 'ar', '\\b(?:جذاب|جذابه|جميل|جميله|وسيم|وسيمه)\\s+(?:ال)?(?:مظهر|شكل|وجه|ملامح|طله)\\b', 'جميلة الشكل'),
  rule('appearance', 'ar', `\\b(?:ال)?طول\\b${CLAUSE(20)}?(?<!\\d)1\\d{2}(?!\\d)\\s*(?:سم|سنتيمتر|cm)`, 'الطول لا يقل عن 170 سم'),
  rule('appearance', 'ar', '\\b(?:ال)?وزن\\s+(?:ال)?(?:مناسب|متناسب|مثالي)\\b|\\bالوزن\\s+(?:لا\\s+)?(?:يزيد|يتجاوز|يقل)\\b', 'الوزن متناسب مع الطول'),
  rule('appearance', 'ar', '\\bبشره\\s+(?:فاتحه|بيضاء|بيضا)\\b|\\b(?:جسم|قوام|بنيه)\\s+(?:رشيق|رشيقه|نحيف|نحيفه)\\b|\\b(?:رشيق|رشيقه|نحيف|نحيفه)\\s+(?:ال)?(?:قوام|جسم)\\b', 'بشرة فاتحة، قوام رشيق'),
  rule('appearance', 'en', '\\b(?:nice|pleasant|pleasing|great)[\\s-]+looking\\b|\\battractive\\s+(?:and|&)\\s+(?:presentable|pretty|beautiful|handsome|good[\\s-]looking|slim|tall)\\b|\\b(?:presentable|well[\\s-]groomed)\\s+(?:and|&)\\s+(?:attractive|pretty|beautiful|handsome|good[\\s-]looking)\\b', 'nice looking, attractive and presentable'),
  rule('appearance', 'en', '(?<!(?:lift|lifting|carry|carrying|handle|handling|move|moving|push|pull|load|loading)\\s+(?:a\\s+|the\\s+|any\\s+)?)\\b(?:body\\s+)?weight\\b[^.\\n\\d]{0,25}?(?<!\\d)\\d{2,3}(?!\\d)\\s*(?:kg|kgs|kilo\\p{L}*|كجم|كغ|كيلو)', 'weight under 70 kg (lifting weights passes)'),
  rule('appearance', 'ar', '(?<!(?:حمل|رفع|نقل)\\s+(?:ال)?)\\b(?:ال)?وزن\\b[^.،,؛;\\n\\d]{0,20}?(?<!\\d)\\d{2,3}(?!\\d)\\s*(?:كجم|كغ|كيلو\\p{L}*|kg)', 'الوزن لا يتجاوز 80 كجم (حمل أوزان passes)'),
  rule('appearance', 'en', '\\bgood[\\s-]+looking\\b|\\b(?:good|pleasant|pleasing|nice|attractive|beautiful|charming)\\s+(?:appearance|looks?|figure|face|features)\\b', 'good-looking, attractive appearance'),
  rule('appearance', 'en', '\\b(?:attractive|beautiful|handsome|pretty)\\s+(?:candidates?|applicants?|girls?|ladies|women|men|males?|females?|persons?|people)\\b', 'attractive candidates'),
  rule('appearance', 'en', '\\b(?:height|tall)\\b[^.\\n]{0,20}?(?<!\\d)1\\d{2}(?!\\d)\\s*cm\\b|\\b(?:minimum|min\\.?)\\s+height\\b', 'height at least 170 cm'),
  rule('appearance', 'en', '\\b(?:slim|slender|thin)\\s+(?:body|figure|build)\\b|\\b(?:must|should)\\s+be\\s+(?:\\p{L}+\\s+(?:and|&)\\s+)?(?:slim|slender|thin|tall|good[\\s-]looking|attractive|beautiful|handsome|pretty)\\b', 'slim body'),
  rule('appearance', 'en', '\\b(?:fair|white|light)[\\s-]+(?:skin(?:ned)?|complexion)\\b|\\bproportionate\\s+weight\\b|\\bweight\\s+proportionate\\b', 'fair skin'),

  // Pregnancy
  rule('pregnancy', 'ar', '\\bغير\\s+(?:حامل|حوامل)\\b|\\b(?:الا|لا|عدم)\\s+(?:تكون|يكون|وجود)\\s+(?:(?:المتقدم|المرشح)\\p{L}*\\s+)?(?:حامل|حاملا|حوامل|حمل)\\b|\\bلا\\s+(?:يقبل|تقبل|نقبل|يسمح)\\s+(?:ل|ب)?(?:ال)?حوامل\\b', 'غير حامل، ألا تكون حاملًا، لا يقبل الحوامل'),
  rule('pregnancy', 'en', '\\b(?:not|non)[\\s-]+(?:be\\s+)?pregnant\\b|\\bno\\s+pregnan\\p{L}*|\\b(?:become|becoming|get|getting)\\s+pregnant\\b|\\b(?:plan|plans|planning)\\s+(?:a\\s+|to\\s+(?:get|become)\\s+)?pregnan\\p{L}*|\\bpregnant\\s+(?:women|ladies|applicants?|candidates?|females?|employees)\\b[^.\\n]{0,30}?\\b(?:need\\s+not|will\\s+not|won\'t|cannot|can\'t|may\\s+not|not\\s+(?:be\\s+)?(?:considered|accepted|eligible))\\b', 'not pregnant, pregnant women need not apply'),
];
