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
  /(?:^|[^\p{L}])(tribal\s+(?:arts?|heritage|museum|history|culture|studies|music|dance|crafts?|patterns?|designs?|jewell?ery|rugs?|textiles?|law|laws|customs?|customary|research|anthropology|sociology|regions?|areas?|affairs|elders|leaders|sheikhs|communit(?:y|ies))|(?:ال)?(?:تراث|موروث|فنون|تاريخ)\s+(?:ال)?(?:قبلي|قبليه|قبائل)|family[\s-]+(?:owned|run|business(?:es)?|company|firm|office|enterprise))(?![\p{L}])/gu,
  // Names of things made of a class word: "single-family homes", "Young Adult fiction", "Women in Tech", "data
  // lineage", and brands ("Christian Dior", "American Express").
  /(?:^|[^\p{L}])(single[\s-]+family\s+(?:homes?|houses?|residences?|dwellings?|units?|propert\p{L}*|villas?)|young[\s-]+adults?\s+(?:fiction|books?|novels?|literature|sections?|titles|genre|collection|shelf|shelves|readers|and\s+children\S*\s+(?:sections?|books?|fiction))|(?:women|girls)\s+in\s+(?:tech|technology|stem|business|leadership|finance|engineering|science|ai|data|media|sports?)|(?:data|code|model|product|software|file|item|sku|category)\s+(?:lineage|ancestry|pedigree|family\s+trees?|famil(?:y|ies))|christian\s+(?:dior|louboutin|lacroix)|american\s+(?:express|airlines|eagle)|british\s+(?:airways|council)|turkish\s+airlines)(?![\p{L}])/gu,
  // Pregnancy tests done as the work, for patients: "Perform pregnancy tests for patients", «إجراء اختبارات الحمل للمريضات».
  /(?:^|[^\p{L}])((?:perform|performs|performing|conduct|conducts|conducting|run|runs|running|process|processes|processing|analy[sz]e|analy[sz]es|analy[sz]ing|administer|administering|carry\s+out|carrying\s+out)\s+(?:\p{L}+\s+){0,2}pregnancy\s+tests?(?=\s+(?:for|on|of)\s+(?:the\s+|our\s+)?(?:patients|clients|customers|women\s+patients))|(?:اجراء|عمل|تحليل|سحب)\s+(?:ال)?(?:اختبارات|اختبار|تحاليل|تحليل|فحوصات|فحص)\s+(?:ال)?حمل(?=\s+(?:لل|ل)(?:مريضات|مراجعات|مريضه|عميلات)))/gu,
  // A label that asks nothing: "Religion: not a factor", «العمر: غير مهم».
  /(?:^|[^\p{L}])((?:gender|sex|religion|nationality|marital\s+status|age|height|weight|الجنس|الديانه|الدين|الجنسيه|الحاله\s+الاجتماعيه|العمر|السن|الطول|الوزن)(?:\s+(?:and|&|و)\s*\p{L}+)?\s*[:=-]\s*(?:not\s+(?:a\s+factor|relevant|required|applicable|important|specified)|no\s+(?:limit|restriction|preference|requirement)s?|irrelevant|any|all|open|n\/?a|none|غير\s+(?:مهم|مطلوب|محدد|مشروط|مهمه)|لا\s+(?:يشترط|يهم|يوجد)|مفتوح|الكل|جميع\s+\p{L}+))/gu,
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
];

/** The text with the lawful frames blanked out (same length: positions stay). */
export function maskLawfulFrames(text: string): string {
  let masked = text;
  for (const pattern of LAWFUL_FRAMES) masked = masked.replace(pattern, (match) => ' '.repeat(match.length));
  for (const [quick, pattern] of QUICK_FRAMES) if (quick.test(masked)) masked = masked.replace(pattern, (match) => ' '.repeat(match.length));
  return masked;
}
