import { foldPattern } from './lexicon.ts';

/**
 * Lawful frames that no rule may read as a demand either (decision 156), masked like an administrator's allow rule
 * before the reading and the rules look: residence-permit rules for foreign applicants that exclude no nationality.
 */
const LAWFUL_FRAMES: RegExp[] = [
  /(?:^|[^\p{L}])((?:non[\s-]?saudis?|expats?|expatriates?|foreign(?:ers)?)(?:\s+(?:applicants?|candidates?|nationals?))?[^.\n]{0,40}?(?:iqama|residence\s+permit|residency|transferable|sponsorship\s+transfer|work\s+permit)|(?:iqama|residence\s+permit|residency|work\s+permit)[^.\n]{0,40}?(?:non[\s-]?saudis?|expats?|expatriates?|foreign(?:ers)?))/gu,
  /(?:^|[^\p{L}])((?:ل|لل)?(?:غير\s+(?:ال)?سعوديين|غير\s+السعوديين|المقيمين|الوافدين|وافدين|مقيمين)[^.\n]{0,40}?(?:اقامه|نقل\s+(?:ال)?كفاله|قابله\s+للنقل|تصريح\s+عمل)|(?:اقامه|نقل\s+(?:ال)?كفاله|قابله\s+للنقل|تصريح\s+عمل)[^.\n]{0,40}?(?:ل|لل)?(?:غير\s+(?:ال)?سعوديين|المقيمين|الوافدين|وافدين|مقيمين))/gu,
  // The legal working age: 18 as the lowest age ("minimum 18 years of age", «18 سنة فأكثر»), never a range.
  /(?:^|[^\p{L}\p{N}])((?:(?:minimum|min|at\s+least|over|above|not\s+(?:under|below|less\s+than|younger\s+than)|no\s+younger\s+than)\s+(?:age\s+(?:of\s+)?|the\s+age\s+of\s+)?18|(?:minimum|min)\s+age\s*(?:of|:|is)?\s*18|18\s*(?:\+|years?\s+(?:old\s+)?(?:of\s+age\s+)?(?:or|and)\s+(?:above|older|over|more)))(?!\s*(?:-|to|and|الي|حتي)\s*\d)(?:\s*(?:\+|years?|yrs?|old|of\s+age|or\s+(?:older|above|over)|and\s+(?:above|over)))*)(?![\p{L}\p{N}])/gu,
  /(?:^|[^\p{L}\p{N}])((?:(?:لا|الا|ان\s+لا)\s+(?:يقل|تقل)\s+(?:ال)?(?:عمر|سن)\p{L}*\s+(?:\p{L}+\s+)?عن\s+|(?:ال)?(?:عمر|سن)\s*:?\s*)18\s*(?:سنه|عاما|عام)?\s*(?:فاكثر|فما\s+فوق|وما\s+فوق|او\s+اكثر)?|18\s*(?:سنه|عاما|عام)?\s*(?:فاكثر|فما\s+فوق|وما\s+فوق|او\s+اكثر))(?!\s*(?:-|الي|حتي)\s*\d)/gu,
  // Words of a class that name a field of culture or a kind of business: "tribal art", «التراث القبلي», "family-owned".
  /(?:^|[^\p{L}])(tribal(?:\s+(?:or|and|&)\s+(?:oral|cultural|local|social|family))?\s+(?:arts?|heritage|museum|history|histories|culture|studies|music|dance|crafts?|patterns?|designs?|jewell?ery|rugs?|textiles?|law|laws|customs?|customary|research|anthropology|sociology|regions?|areas?|affairs|elders|leaders|sheikhs|communit(?:y|ies))|(?:ال)?(?:تراث|موروث|فنون|تاريخ)\s+(?:ال)?(?:قبلي|قبليه|قبائل)|family[\s-]+(?:owned|run|business(?:es)?|company|firm|office|enterprise))(?![\p{L}])/gu,
  // Names of things made of a class word: "single-family homes", "Young Adult fiction", "Women in Tech", "data
  // lineage", and brands ("Christian Dior", "American Express"); "young at heart", a manner, no age (decision 200).
  /(?:^|[^\p{L}])((?:young|youthful)\s+at\s+heart|single[\s-]+family\s+(?:homes?|houses?|residences?|dwellings?|units?|propert\p{L}*|villas?)|young[\s-]+adults?\s+(?:fiction|books?|novels?|literature|sections?|titles|genre|collection|shelf|shelves|readers|and\s+children\S*\s+(?:sections?|books?|fiction))|(?:women|girls)\s+in\s+(?:tech|technology|stem|business|leadership|finance|engineering|science|ai|data|media|sports?)|(?:data|code|model|product|software|file|item|sku|category)\s+(?:lineage|ancestry|pedigree|family\s+trees?|famil(?:y|ies))|christian\s+(?:dior|louboutin|lacroix)|american\s+(?:express|airlines|eagle)|british\s+(?:airways|council)|turkish\s+airlines|western\s+union|emirates\s+nbd|saudi\s+german)(?![\p{L}])/gu,
  // Pregnancy tests done as the work, for patients: "Perform pregnancy tests for patients", «إجراء اختبارات الحمل للمريضات».
  /(?:^|[^\p{L}])((?:perform|performs|performing|conduct|conducts|conducting|run|runs|running|process|processes|processing|analy[sz]e|analy[sz]es|analy[sz]ing|administer|administering|carry\s+out|carrying\s+out)\s+(?:\p{L}+\s+){0,2}pregnancy\s+tests?(?=(?:\s+(?:and|&)\s+(?:\p{L}+\s+){0,2}\p{L}+)?\s+(?:for|on|of)\s+(?:the\s+|our\s+)?(?:patients|clients|customers|women\s+patients))|(?:اجراء|عمل|تحليل|سحب)\s+(?:ال)?(?:اختبارات|اختبار|تحاليل|تحليل|فحوصات|فحص)\s+(?:ال)?حمل(?=\s+(?:لل|ل)(?:مريضات|مراجعات|مريضه|عميلات)))/gu,
  // A label that asks nothing: "Religion: not a factor", «العمر: غير مهم».
  /(?:^|[^\p{L}])((?:gender|sex|religion|nationality|marital\s+status|age|height|weight|الجنس|الديانه|الدين|الجنسيه|الحاله\s+الاجتماعيه|العمر|السن|الطول|الوزن)(?:\s+(?:and|&|و)\s*\p{L}+)?\s*[:=-]\s*(?:not\s+(?:a\s+factor|relevant|required|applicable|important|specified)|no\s+(?:limit|restriction|preference|requirement)s?|irrelevant|any|all(?!\s+(?:mandatory|required|compulsory|obligatory|must))|open|n\/?a|none|غير\s+(?:مهم|مطلوب|محدد|مشروط|مهمه)|لا\s+(?:يشترط|يهم|يوجد)|مفتوح|الكل|جميع\s+\p{L}+))/gu,
  // Decision 205: the voice of who writes, named by origin before a colon or a bracket heading the text ("Kenyan agency
  // (NEA licensed): …", "Iraqi recruiter: …", "Omani clinic: …"): the agency's or the clinic's origin, not the applicant's.
  /^(\s*(?:[\p{L}-]+\s+)?(?:indian|pakistani|filipino|egyptian|bangladeshi|sudanese|yemeni|syrian|jordanian|lebanese|palestinian|moroccan|tunisian|algerian|iraqi|ethiopian|kenyan|ugandan|nepali|nepalese|sri\s+lankan|indonesian|omani|qatari|bahraini|kuwaiti|emirati|saudi|gulf|gcc|african|asian)\s+(?:recruiters?|recruitment\s+(?:agency|agent|office|firm)|agents?|agency|agencies|office|clinic|company|employer|hr|sponsor|broker|manpower\s+(?:agency|office))(?:\s+note)?)(?=\s*[:(])/gu,
  // Decision 205: a section or a seating of singles or families ("the "singles" seating section", «قسم العزاب»): a
  // place of the restaurant, asked of nobody.
  /(?:^|[^\p{L}])(['"‘’“”]?(?:singles|families|family|bachelors)['"‘’“”]?\s+(?:seating\s+|dining\s+)?(?:sections?|areas?|halls?|lounges?|entrances?|seating|counters?|queues?)|(?:قسم|صاله|مدخل|جلسات|ركن)\s+(?:ال)?(?:عزاب|افراد|عوائل|عائلات))(?![\p{L}])/gu,
  // Decision 205: "youth" or "young" naming a field or a body ("Youth Program Officer", "Young Leaders Initiative",
  // "a Young Fintech Startup"), and a thing's age ("a mature codebase (15+ years old)").
  /(?:^|[^\p{L}])([\p{L}]+\s+(?:driving|driver.?s|driver)\s+licen[cs]es?)(?![\p{L}])/gu,
  /(?:^|[^\p{L}])(youth\s+(?:programs?|programmes?|services|centres?|centers?|clubs?|development|affairs|work|workers|engagement|sports?|leagues?|ministry|initiatives?|camps?|activities|outreach|council)|young\s+leaders?\s+(?:initiatives?|programs?|programmes?|schemes?|awards?|academy|network|forum)|young\s+(?:[\p{L}-]+\s+){0,2}(?:startups?|start-ups?|companies|company|firms?|brands?|businesses|business|ventures?|organi[sz]ations?))(?![\p{L}])/gu,
  /(?:^|[^\p{L}])((?:codebases?|code\s+base|systems?|software|platforms?|applications?|buildings?|premises|vehicles?|cars?|trucks?|equipment|machines?|machinery|fleet|trees?|assets?|infrastructure|products?|firm|company|business|brand|store|shop)\s*\(?\s*(?:over\s+|more\s+than\s+)?\d{1,3}\s*\+?\s*(?:years?|yrs?)\s+old)(?![\p{L}])/gu,
  // Decision 208: a family's driver («سائق عائلي»): the family is the employer's, no status; what follows is the driver's
  // («سائق عائلي عزوبي»).
  /(?<=(?:^|[^\p{L}])(?:سائق|سواق|السائق)\s+)(عائلي|عائليه|عوائل)(?![\p{L}])/gu,
].map(foldPattern);

/** Frames that run only after a quick look finds their words (most texts name none of them). */
const QUICK_FRAMES: Array<[RegExp, RegExp]> = [
  // Teams named by a class word: an agile "tribe" (squads, chapters, guilds), a gaming "clan".
  [/tribe|clan/u, /(?<![\p{L}])((?:squads?|chapters?|guilds?)\s*(?:\/|,|and|&)\s*tribes?|tribes?\s*(?:\/|,|and|&)\s*(?:squads?|chapters?|guilds?)|tribe\s+(?:lead|leads|model|structure|setup)(?![\p{L}])|clans?(?:[\s-]+based)?\s+(?:\p{L}+\s+){0,2}(?:gaming|games?|esports?|e-sports?)|(?:gaming|games?|esports?|e-sports?|guilds?)\s+(?:\p{L}+\s+){0,2}(?:&\s+|and\s+)?clans?)(?![\p{L}])/gu],
  // The people a campaign or a product is for, named after a label: "Target audience: young adults 18–25",
  // «الفئة المستهدفة: الأمهات».
  [/:/u, foldPattern(/(?<![\p{L}])((?:target(?:ed)?\s+)?(?:audience|audiences|customers|clients|market|segment|demographics?|users|beneficiaries|persona)\s*:[^.\n;]*|(?:ال)?(?:فئه|فئات|شريحه|جمهور|عملاء)\s+(?:ال)?مستهدف\p{L}*\s*:[^.\n;]*)/gu)],
  // The labour ministry's feminisation of shops for women («تأنيث محلات المستلزمات النسائية»): a ground of the law.
  [foldPattern(/تانيث/u), foldPattern(/(?<![\p{L}])((?:قرار|قرارات|برنامج|نظام)\s+(?:\p{L}+\s+){0,5}(?:ل|ب)?تانيث\s+(?:ال)?(?:محلات|المحلات|قطاع|وظائف)[^.\n]{0,40})/gu)],
  // Decision 200: the legal working age asked proven; benefits for expatriate staff; women or children worked with
  // («العمل مع النساء المعنفات»); maternity or family planning covered; a programme named for young leaders.
  [/legal|lawful|expat|foreign|مع|maternity|planning|young/u, foldPattern(/(?<![\p{L}])((?:legal|lawful)\s+(?:working|employment)\s+age(?:\s*\(\s*18\s*\+?\s*\))?|(?:tickets?|flights?|allowances?|housing|visas?|iqamas?|insurance|covered|paid|provided|included|sponsored)\s+(?:\p{L}+\s+){0,4}for\s+(?:all\s+|our\s+|new\s+)?(?:expatriate|expat|foreign|non[\s-]saudi)\s+(?:employees|staff|hires|colleagues|recruits|joiners)|(?:العمل|التعامل)\s+مع\s+(?:ال)?(?:نساء|سيدات|اطفال|امهات)(?:\s+(?:ال)?\p{L}+)?|(?:maternity|family\s+planning)(?:\s+(?:and|&)\s+(?:maternity|family\s+planning))?\s+(?:coverage|cover|care)\s+(?:is\s+)?(?:included|covered|provided)|['"‘’]?young\s+leaders['"‘’]?\s+(?:mentorship\s+|leadership\s+)?(?:program|programme|scheme))(?![\p{L}])/gu)],
  // Decision 205: a place set aside for one sex, asked of nobody ("a ladies-only shopping area"); a localisation named
  // (Omanisation, «التعمين»): the country's own citizens asked by its law; mothers or families supported («بيئة داعمة
  // للأمهات», "mother-friendly").
  [/only/u, /(?<![\p{L}])((?:ladies|women|womens|women.s|men.s|mens|men|gents|female|male|family|families)[\s-]+only\s+(?:shopping\s+)?(?:areas?|sections?|floors?|branch(?:es)?|stores?|shops?|malls?|salons?|gyms?|zones?|halls?|wings?|clinics?|entrances?|days?|hours?|sessions?))(?![\p{L}])/gu],
  [foldPattern(/(?:oman|emirat|qatar|bahrain|kuwait|saud)i[sz]ation|تعمين|توطين|تقطير|بحرنه|تكويت|امارته|سعوده|nitaqat|نطاقات/u), foldPattern(/(?<![\p{L}])((?:omani|emirati|qatari|bahraini|kuwaiti|saudi)s?\s+(?:nationals?|citizens?)(?:\s+only)?|(?:لل|ل|ال)?(?:مواطنين|مواطنات)?\s*(?:ال)?(?:عماني|اماراتي|قطري|بحريني|كويتي|سعودي)(?:ين|ون|ات)?(?:\s+فقط)?)(?![\p{L}])/gu)],
  // (Decision 208: hours made flexible for them, «ساعات عمل مرنة للأمهات والآباء العاملين», "flexible hours for working
  // parents".)
  [foldPattern(/داعم|صديق|دعم|friendly|support|مرن|مرون|flexib/u), foldPattern(/(?<![\p{L}])((?:بيئه\s+)?(?:داعمه|داعم|صديقه|دعم|مراعاه|مرنه|مرن|مرونه)\s+(?:لل|ل)?(?:ال)?(?:امهات|مرضعات|حوامل|اسر|اسره|عائلات|اباء|والدين)(?:\s+(?:و|او)\s*(?:ال)?(?:اباء|امهات|اسر))?(?:\s+(?:ال)?(?:عاملات|عاملين|موظفات|موظفين))?(?!\s+(?:غير|فقط|حصرا))|(?:mother|parent|family|maternity)[\s-]+friendly|(?:support\p{L}*|flexib\p{L}*\s+(?:hours|schedules?|shifts|working|work|arrangements))\s+(?:for\s+|of\s+)?(?:working\s+|new\s+|nursing\s+)?(?:mothers|parents|families|moms|mums|fathers|dads)(?:\s+(?:and|or|&)\s+(?:fathers|mothers|dads|moms|mums|parents))?)(?![\p{L}])/gu)],
  // Decision 208: what a married employee or one with a family may claim once hired («يحق للموظف المتزوج … بدل السكن
  // العائلي», "married staff are entitled to family housing"): an entitlement, asked of nobody.
  [foldPattern(/يحق|يستحق|تستحق|entitled|eligible/u), foldPattern(/(?<![\p{L}])((?:يحق|يستحق|تستحق)\s+(?:لل|ل)?(?:ال)?(?:موظف|موظفه|موظفين|موظفات|عامل|عامله|عاملين)\s+(?:ال)?(?:متزوج|متزوجه|متزوجين|متزوجات|معيل|متزوجون)|(?:married|family)\s+(?:employees|staff|hires|colleagues|members\s+of\s+staff)\s+(?:are|will\s+be)\s+(?:entitled|eligible))(?![\p{L}])/gu)],
  // Decision 211: a beard groomed or netted as the work or its hygiene («قص شعر وتحديد لحية», "beard nets required in
  // the kitchen"): a customer's beard or a net, asked of nobody's faith or looks.
  [foldPattern(/لحي|beard/u), foldPattern(/(?<![\p{L}])((?:و)?(?:تحديد|حلاقه|تشذيب|قص|تهذيب|تخفيف|تصفيف|تنسيق)\s+(?:ال)?(?:شعر\s+و\s*(?:ال)?)?لحي\p{L}*|beard\s+(?:nets?|trims?|trimming|grooming|covers?|snoods?|guards?|oils?|care)|(?:trim|trims|trimming|shape|shapes|shaping|groom|grooms|grooming|style|styles|styling)\s+(?:\p{L}+\s+){0,2}beards?)(?![\p{L}])/gu)],
  // Decision 216: both sexes, both statuses or every age welcome in so many words ("Ladies and gents both can apply",
  // «مش فارق معانا متجوز ولا سنجل», "Marital status is not a selection criterion", housing «للعزاب والعوايل»).
  [/and|&|ولا|wala|walla|او|criteri|factor|عزاب|عوايل|عوائل/u, foldPattern(/(?<![\p{L}])((?:ladies|women|men|males?|females?|gents)\s+(?:and|&)\s+(?:gents|men|women|ladies|males?|females?)\s+(?:both\s+|alike\s+|equally\s+)?(?:can|may|are\s+(?:welcome|encouraged|eligible))|(?:مش|مو|ما|غير|msh|mesh|mish|mush|mo)\s+(?:فارق|فارقه|مهم|مهمه|تفرق|يفرق|يهم|تهم|mohem|mhm|fare2|far2|farek)\s+(?:\p{L}+\s+){0,2}[\p{L}\p{N}]+\s+(?:ولا|او|wala|walla|aw|or)\s+[\p{L}\p{N}]+|(?:gender|sex|age|religion|nationality|marital\s+status|family\s+background)\s+(?:is|are)\s+not\s+(?:a\s+|an\s+)?(?:selection\s+|hiring\s+)?(?:criterion|criteria|factor|requirement|consideration)|(?:لل)?عزاب\s+و\s*(?:ال)?(?:عوايل|عوائل|متزوجين|اسر)|(?:لل)?(?:عوايل|عوائل|متزوجين|اسر)\s+و\s*(?:ال)?عزاب)(?![\p{L}])/gu)],
  // Decision 216: what is done for employees of an age, a status or a faith once hired ("part-time options for employees
  // over 60", «للموظفين فوق سن الخمسين», «للموظف الوافد وعائلته», «للموظفات الحوامل», Ramadan hours «للمسلمين»).
  [/for|to|لل|رمضان/u, foldPattern(/(?<![\p{L}])((?:for|to)\s+(?:all\s+)?(?:employees|staff|workers|colleagues)\s+(?:aged\s+)?(?:over|above|older\s+than)\s+\d{2}|لل(?:موظفين|موظفات|عاملين|عاملات|موظف|موظفه)\s+(?:ال)?(?:فوق|اكبر\s+من|الذين\s+تجاوزوا|اللاتي\s+تجاوزن)\s+(?:سن\s+)?(?:ال)?\p{L}+|لل(?:موظف|موظفين|موظفه|موظفات|عامل|عاملين)\s+(?:ال)?(?:وافد|وافدين|وافده|مقيم|مقيمين|اجنبي|اجانب)(?:\s+و\s*(?:عائلته|اسرته|عائلتها|اسرها|اسرهم))?|لل(?:موظفات|عاملات|موظفه|عامله)\s+(?:ال)?(?:حوامل|حامل|مرضعات|مرضع)|رمضان[^.\n]{0,40}(?:لل)?مسلمين|(?:لل)?مسلمين[^.\n]{0,40}رمضان)(?![\p{L}])/gu)],
  // Decision 216: places and languages named by an origin («مول العرب», a translator «إنجليزي–بنغالي»); a name as written
  // in an ID; tribal manuscripts or archives; no family background checked ("walang pakialam po sa family background").
  [/مول|سوق|مترجم|ترجمه|translat|interpret|name|tribal|background|pakialam/u, foldPattern(/(?<![\p{L}])((?:مول|سوق|برج|مجمع|شارع)\s+(?:ال)?(?:عرب|عربي|عربيه)|(?:مترجم|مترجمه|ترجمه|translator|interpreter|translation)\s+\p{L}+\s*[-/]\s*\p{L}+|(?:full\s+|family\s+)?name\s*\(?\s*(?:as\s+(?:it\s+appears\s+|written\s+|shown\s+|printed\s+)?)?(?:in|on|per)\s+(?:your\s+|the\s+)?(?:national\s+)?(?:id|iqama|passport)(?:\s*(?:\/|or)\s*(?:iqama|id|passport))?|(?:\p{L}+\s*[-/]\s*)+\p{L}+\s+(?:translator|interpreter)|tribal\s+(?:manuscripts?|archives?|documents?|poetry|records?|genealog\p{L}*)|no\s+(?:\p{L}+\s+(?:or|and)\s+)?(?:caste|family|tribal)\s+background\s+checks?|walang\s+pakialam\s+(?:po\s+)?sa\s+(?:\p{L}+\s+){0,2}background)(?![\p{L}])/gu)],
];

/** The text with the lawful frames blanked out (same length: positions stay). */
export function maskLawfulFrames(text: string): string {
  let masked = text;
  for (const pattern of LAWFUL_FRAMES) masked = masked.replace(pattern, (match) => ' '.repeat(match.length));
  for (const [quick, pattern] of QUICK_FRAMES) if (quick.test(masked)) masked = masked.replace(pattern, (match) => ' '.repeat(match.length));
  return masked;
}
