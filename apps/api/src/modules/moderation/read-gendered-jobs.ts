import { foldWord } from './lexicon.ts';
import { ARABIC, CONSTRUCT_JOBS, DUTY_VERB, isBoundToLawful, isLawfulNoun, readings, type TContext, type TReadFinding, type TToken } from './read-words.ts';

/**
 * A job named in one gender as what the ad asks for (decision 161, amends 032 and 156): «مطلوب سكرتيرة», «ممرضة
 * لعيادة» as a title, "Salesman wanted", "Waitress", «أن تكون المتقدمة …». Arabic names a job in the masculine for
 * everyone; its feminine form, and English words made of -man, -woman, -girl, -ess, ask for one sex. Held for the
 * administrators like any gender demand: a lawful one (a women's section, decision 083) is approved by a person.
 * Both forms side by side («محاسب/ة», «موظفين وموظفات», "salesman/saleswoman") ask for no sex.
 */

/** Masculine job stems whose feminine (ـة) and feminine plural (ـات) name a woman. */
const JOB_STEMS = ['سكرتير', 'ممرض', 'مندوب', 'كاتب', 'مصمم', 'مهندس', 'موظف', 'مدير', 'بائع', 'معلم', 'مدرب', 'مشرف', 'منسق', 'مسوق', 'مبرمج', 'مترجم', 'مصور', 'طبيب', 'صيدلاني', 'اخصائي', 'مستشار', 'محامي', 'باحث', 'مطور', 'محلل', 'مدقق', 'مرشد', 'مضيف', 'طباخ', 'كوافير', 'خادم', 'شغال', 'مربي', 'حاضن', 'كاشير', 'مذيع', 'ممثل', 'عارض', 'منظم', 'مسؤول', 'نادل', 'منظف', 'استشاري', 'متقدم', 'مرشح', 'طاهي', 'حارس', 'سائق', 'مدخل', 'جليس', 'محرر', 'مخرج', 'مشرف', 'منسق', 'مستقبل', 'رئيس', 'وكيل', 'مفتش', 'مرافق', 'مروج', 'مسوق', 'مترجم', 'معقب', 'مونتير', 'مصفف', 'مزين', 'خبير'].map(foldWord);
/**
 * Feminine forms that are also other words (accounting, help, review, school, technique, workforce; «وحدة», a unit,
 * in Gulf speech a woman: «ابغى وحده تشتغل»): asked for only right after a demand.
 */
const AMBIGUOUS = new Set(['محاسبه', 'مساعده', 'مراقبه', 'معالجه', 'مراجعه', 'مقدمه', 'اداريه', 'فنيه', 'خياطه', 'مدرسه', 'عامله', 'مساعدات', 'مراجعات', 'معالجات', 'مقدمات', 'فنيات', 'رئيسه', 'وكيله', 'خبيره', 'مستقبله', 'مديره', 'مكتبه', 'طالبه', 'محاسبات', 'مدرسات', 'عاملات', 'اداريات', 'خياطات', 'مراقبات', 'وحده', 'واحده'].map(foldWord));
const FEMININE = new Set([...JOB_STEMS.flatMap((stem) => [`${stem}ه`, `${stem}ات`]), ...AMBIGUOUS]);
/** English job words that carry a sex. */
const GENDERED_EN = /^(?:sales(?:man|men|woman|women|lady|ladies|girls?|boys?)|waitress(?:es)?|hostess(?:es)?|stewardess(?:es)?|(?:camera|delivery|handy|watch|door|repair|police|crafts|business|service|fisher|bell)(?:man|men)|(?:police|business|camera)(?:woman|women)|housewi(?:fe|ves)|(?:house|chamber)?maids?|governess(?:es)?|masseuse|masseuses|barmaid|headmistress)$/u;
/** Words that ask for the job: before it («مطلوب سكرتيرة», "hiring a waitress", «أن تكون المتقدمة») or after it ("Salesman wanted"). */
const HIRE_BEFORE = new Set(['مطلوب', 'مطلوبه', 'مطلوبين', 'المطلوب', 'مناسب', 'يناسب', 'تناسب', 'نبحث', 'نحتاج', 'بحاجه', 'نبي', 'نبغي', 'ابغي', 'ابي', 'نريد', 'نرغب', 'ندور', 'ودنا', 'ودي', 'يبي', 'تبي', 'يبغي', 'تبغي', 'يحتاج', 'تحتاج', 'احتاج', 'محتاج', 'تطلب', 'يطلب', 'نطلب', 'محتاجين', 'يلزم', 'توظيف', 'بدنا', 'بدي', 'عايز', 'عايزين', 'عاوز', 'عاوزين', 'نوظف', 'تعيين', 'يكون', 'تكون', 'hiring', 'seeking', 'looking', 'need', 'needs', 'recruiting', 'hire', 'wanted', 'require', 'requires', 'be',
  // Decision 205: «وظيفة مربية» (the job of a nanny, feminine); "seeks".
  'وظيفه', 'وظايف', 'seeks', 'seek',
  // Decision 206: Yemeni «نشتي», Sudanese «دايرين» (we want); recruiters' "search".
  'نشتي', 'يشتي', 'دايرين', 'داير', 'search', 'searching',
  // Decision 208: «تعلن الشركة عن حاجتها إلى …» (its need of).
  'حاجتها', 'حاجته', 'حاجتنا', 'حاجتهم'].map(foldWord));
// ("the hostess should be tall": what she must be is asked of her.)
const HIRE_AFTER = new Set(['wanted', 'required', 'needed', 'only', 'preferred', 'should', 'must', 'مطلوبه', 'مطلوب', 'فقط', 'حصرا'].map(foldWord));
// (Decision 206: Tagalog «po», «ng», «sa» too: "Hiring po: waitress".)
// (Decision 208: «إلى», «حاجتها إلى موظفات».)
const FILLER = /^(?:عن|a|an|for|to|the|ان|من|ال|بـ|الي|po|ng|sa)$/u;
/** English words that put the worker beside the one who writes, not asked for: "looking after", "working with". */
const BESIDE = /^(?:after|with|alongside|beside|among|amongst|over|under|about|of|by)$/u;
/** Women served or a women's place: the feminine job serves them. */
/** Decision 205: the people one works among («البيئة نسائية», «فريق نسائي»), not a place of women served. */
const WORKFORCE = new RegExp(`^(?:${['بيئه', 'اجواء', 'جو', 'فريق', 'طاقم', 'زميلات', 'كادر'].map(foldWord).join('|')})$`, 'u');
/** Decision 205: an employer a job heading a title is for («محاسبة لشركة مقاولات»). */
const EMPLOYER = new RegExp(`^(?:${['شركه', 'شركات', 'مؤسسه', 'مكتب', 'مصنع', 'عياده', 'مستشفى', 'محل', 'مطعم', 'فندق', 'مجموعه', 'معرض', 'مشغل', 'صالون', 'مستوصف', 'مجمع'].map(foldWord).join('|')})$`, 'u');
const WOMEN_SERVED = new RegExp(`^(?:${['طالبات', 'مريضات', 'عميلات', 'زبونات', 'زائرات', 'مراجعات', 'متدربات', 'مستفيدات', 'نزيلات', 'حوامل', 'مرضعات', 'نسائي', 'نسائيه', 'سيدات', 'نساء'].map(foldWord).join('|')})$`, 'u');

function isGenderedJob(token: TToken): { ambiguous: boolean } | null {
  if (ARABIC.test(token.word)) {
    const stem = [token.stem, token.word, token.word.replace(/^(?:و|ف)?(?:ال|لل|ل|ب)/u, '')].find((word) => FEMININE.has(word));
    return stem ? { ambiguous: AMBIGUOUS.has(stem) || (token.word.startsWith('ال') && stem === 'عامله') } : null;
  }
  return GENDERED_EN.test(token.word) ? { ambiguous: false } : null;
}

/** The masculine of a feminine form («محاسبة» → «محاسب»), and "salesman" ↔ "saleswoman", to see both forms named. */
const masculineOf = (word: string) => word.replace(/(?:ه|ات)$/u, '').replace(/(?:wom[ae]n|lad(?:y|ies)|girls?)$/u, 'man');

export function readGenderedJobs(context: TContext): TReadFinding[] {
  const { tokens, field, text } = context;
  const found: TReadFinding[] = [];
  tokens.forEach((token, index) => {
    const job = isGenderedJob(token);
    if (!job) return;
    const next = tokens[index + 1];
    // «محاسب/ة», «موظف (ة)»: the feminine ending written beside the masculine asks for either.
    if (next && /^(?:ه|ة|ات|ـه)$/u.test(next.word)) return;
    const masculine = masculineOf(token.stem);
    // «ممرضة فقط (لا نقبل ممرضين)»: restricted by "only", the other form named is excluded, not welcomed.
    const isOnly = !!next && /^(?:فقط|حصرا|only)$/u.test(next.word);
    if (!isOnly && tokens.some((other, at) => at !== index && (masculineOf(other.stem) === masculine || other.stem === `${masculine}ين` || other.stem === `${masculine}ون` || /^(?:salesman|salesmen|waiters?|hosts?|stewards?)$/u.test(other.word)) && (ARABIC.test(other.word) === ARABIC.test(token.word)))) return;
    // The ambiguous words only right after a demand and not before a definite word («مطلوب محاسبة»; not «محاسبة التكاليف»).
    let before = index - 1;
    // (Decision 205: or one attribute of the worker in English, "seeks Muslim housemaid"; decision 206: any one English
    // word of the worker, "We need a bubbly hostess", "looking for a Muslim housemaid".)
    // (Not a preposition: "looking after housemaids" cares for them, "working with waitresses" works beside them.)
    while (before >= 0 && (FILLER.test(tokens[before]!.word) || (!ARABIC.test(tokens[before]!.word) && before === index - 1 && !HIRE_BEFORE.has(tokens[before]!.word) && !BESIDE.test(tokens[before]!.word))) && index - before <= 3) before -= 1;
    const demandBefore = before >= 0 && index - before <= 4 && (HIRE_BEFORE.has(tokens[before]!.stem) || HIRE_BEFORE.has(tokens[before]!.word)) ? tokens[before] : undefined;
    const demandAfter = next && (HIRE_AFTER.has(next.stem) || HIRE_AFTER.has(next.word)) ? next : tokens[index + 2] && HIRE_AFTER.has(tokens[index + 2]!.word) && !ARABIC.test(token.word) ? tokens[index + 2] : undefined;
    // («مطلوب مساعدة فنية من الموردين»: help, described as a thing is.)
    // («مساعدة إدارية» heading a title: an administrative assistant, a woman, as «سكرتيرة» would be.)
    const isAssistantTitle = field === 'title' && index === 0 && /^مساعد(?:ه|ات)$/u.test(token.stem) && /^(?:اداريه|اداريات|شخصيه|تنفيذيه|مكتبيه)$/u.test(next?.word ?? '');
    // («طالبة خدمة عملاء للعمل عن بعد», «عاملة نظافة» heading a title: a person, a woman; not «العاملة», the workforce.)
    // (Decision 200: the same heading a list of attributes in any field, an age or an origin asked: «عاملة منزلية عمر …».)
    // (Decision 205: heading a title, for an employer named with «ل»: «محاسبة لشركة مقاولات», an accountant.)
    const isForEmployerTitle = field === 'title' && index === 0 && !!next && readings(next.word).some(([clitic, rest]) => clitic === 'ل' && EMPLOYER.test(rest));
    const isPersonTitle = isForEmployerTitle || ((field === 'title' || /(?:^|\s)(?:ال)?(?:عمر|سن|جنسيه)(?=\s|$)/u.test(text)) && index === 0 && /^(?:طالبه|طالبات|عامله|عاملات)$/u.test(token.word) && !!next && !next.word.startsWith('ال'));
    // (Decision 225: a title that is the feminine job alone, «محاسبة», or a manager of an office or a unit, «مديرة مكتب».)
    const isLoneTitle = field === 'title' && index === 0 && !/^(?:مكتبه|وحده|واحده|مراجعه|معالجه|مقدمه|مراقبه)$/u.test(token.stem) && (tokens.length === 1 || (/^مديره$/u.test(token.stem) && !!next && !next.word.startsWith('ال') && /^(?:مكتب|مبيعات|فرع|حسابات|مشاريع|تسويق|مشتريات|مستودع|متجر|محل|موارد|انتاج|مطبخ|عمليات)$/u.test(next.stem)));
    if (job.ambiguous && !isAssistantTitle && !isPersonTitle && !isLoneTitle && (!(demandBefore ?? (index === 1 && DUTY_VERB.test(tokens[0]!.word) ? tokens[0] : undefined)) || (next && ((next.word.startsWith('ال') && !next.entry) || /^(?:فنيه|تقنيه|ماليه|عاجله|طبيه|قانونيه|من|في|علي|مع)$/u.test(next.word))))) return;
    // In a title the job is what is asked for: «ممرضة لعيادة أسنان», "Waitress – Riyadh".
    // (Decision 201: the worker of the duties named in one gender, as the subject: «تقوم الموظفة بالرد», «على السكرتيرة ترتيب الملفات».)
    const dutyVerb = index === 1 && token.word.startsWith('ال') && DUTY_VERB.test(tokens[0]!.word) ? tokens[0] : undefined;
    // (Decision 208: an English job right after an origin, a faith or a look of its worker, "Russian-speaking Slavic
    // hostess": the worker described is the one sought.)
    const previousEntry = tokens[index - 1]?.entry;
    const attributeBefore = !ARABIC.test(token.word) && previousEntry && previousEntry.strength !== 'weak' && previousEntry.classes.some((category) => category === 'nationality' || category === 'religion' || category === 'appearance') && !/[()[\]{},،:;/|]/u.test(tokens[index - 1]!.gap + token.gap) ? tokens[index - 1] : undefined;
    const demand = demandBefore ?? demandAfter ?? dutyVerb ?? attributeBefore ?? ((field === 'title' && index <= 3) || isPersonTitle || isLoneTitle ? token : undefined);
    if (!demand) return;
    if (!isOnly && /(?:^|[^\p{L}])(?:both\s+genders|any\s+gender|(?:من\s+)?(?:ال|لل|ل)?جنسين)(?=$|[^\p{L}])/u.test(text)) return;
    // A woman's job for women served («سكن طالبات», «للحوامل والمرضعات», «قسم الولادة»): lawful (decision 083).
    // (Decision 200: not women refused, «لا تقبل الحوامل».)
    const refused = (at: number) => tokens.slice(Math.max(0, at - 2), at).some((other) => /^(?:لا|يمنع|عدا|ماعدا|باستثناء|غير)$/u.test(other.word));
    // (Decision 205: not the women one works among, «البيئة نسائية بالكامل», «فريق نسائي»: a workforce of women asks for one.)
    const isWorkforce = (at: number) => readings(tokens[at - 1]?.word ?? '').some(([, rest]) => WORKFORCE.test(rest));
    if (!isOnly && tokens.some((other, at) => !refused(at) && (WOMEN_SERVED.test(other.stem) || WOMEN_SERVED.test(other.word.replace(/^(?:و|ف)?(?:ال|لل|ل|ب)/u, '')) || (/^(?:ال|لل|ل)?(?:ولاده|حمل)$/u.test(other.word) && (isLawfulNoun(tokens[at - 1]) || /^(?:سونار|متابعه|رعايه|فحص|فحوصات|تصوير|اشعه)$/u.test(tokens[at - 1]?.stem ?? '')))) && !isWorkforce(at))) return;
    // A woman's job in a women's place («ممرضة لقسم النساء», «معلمة روضة بنات», "waitress for the ladies' section"):
    // the place asks for her, lawfully (decision 083), and the words say so.
    // (Not a man of a two-word job, «لرجل أعمال», the person the job serves: decision 200.)
    if (tokens.some((other, at) => at !== index && other.entry?.classes.includes('gender') && isBoundToLawful(tokens, at) && !isWorkforce(at) && !CONSTRUCT_JOBS.test(tokens[at + 1]?.stem ?? ''))) return;
    found.push({ category: 'gender', start: Math.min(token.start, demand.start), end: Math.max(token.end, demand.end) });
  });
  return found;
}
