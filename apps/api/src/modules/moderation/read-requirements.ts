import type { TScreenCategory, TScreenedField } from '@tawzeef/contract';
import { BOTH_GENDERS, COUNTRIES, DEMAND_WORDS, EQUAL_OPPORTUNITY, LAWFUL_NOUNS, STRONG_DEMANDS, foldPattern, lookupWord, type TAttributeWord } from './lexicon.ts';
import { readFraud } from './read-fraud.ts';

/**
 * The screen's built-in reading (decision 156): instead of a list of phrasings, it reads each sentence of a field for
 * an attribute of the person (the lexicon's words in their forms, ages in digits and words, label and value) and a
 * demand made of the applicant around it (only, must, preferred, «يشترط», «فقط», «مطلوب», a title, a bare attribute
 * beside a job name), unless the attribute describes the people the work serves or a thing («قسم السيدات», "female
 * patients", «السوق الهندي»), or the sentence is an equal-opportunity statement or a welcome. Fraud is read by
 * read-fraud.ts. Text comes folded (`foldText`) and already masked by the administrators' allow rules; spans are in
 * its coordinates.
 */

export interface TReadFinding {
  category: TScreenCategory;
  start: number;
  end: number;
}

interface TToken {
  /** The word as folded. */
  word: string;
  /** Arabic without its clitics, or the word. */
  stem: string;
  /** The clitics taken off (ل in it: "for …"). */
  prefix: string;
  start: number;
  end: number;
  entry: TAttributeWord | undefined;
  /** "women's", "ladies'": the word names whom a thing is for. */
  isPossessive: boolean;
}

const ARABIC = /[\u0600-\u06FF]/u;
const CLITICS = ['', 'و', 'ف'].flatMap((conj) => ['', 'ب', 'ل', 'ك', 'لل', 'ال', 'بال', 'كال', 'وال'].map((particle) => conj + particle));

/** An Arabic word's readings, fewest clitics first: [prefix, stem]. */
function readings(word: string): Array<[string, string]> {
  if (!ARABIC.test(word)) return [['', word]];
  const found: Array<[string, string]> = [];
  for (const clitic of CLITICS) if (word.startsWith(clitic) && word.length - clitic.length >= 2) found.push([clitic, word.slice(clitic.length)]);
  return found;
}

function tokenise(text: string, offset: number): TToken[] {
  const tokens: TToken[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = match[0];
    const start = offset + match.index;
    // "women's": the possessive s is not a word.
    if (word === 's' && /['’]$/u.test(text.slice(0, match.index))) continue;
    let stem = word;
    let prefix = '';
    let entry: TAttributeWord | undefined;
    for (const [clitic, rest] of readings(word)) {
      // The accusative's alef (شاباً، ملتزماً) and a possessive ending (طولها، وزنه) are not part of the word.
      const hit = lookupWord(rest) ?? (ARABIC.test(rest) && rest.endsWith('ا') ? lookupWord(rest.slice(0, -1)) : undefined);
      if (hit) {
        stem = rest;
        prefix = clitic;
        entry = hit;
        break;
      }
    }
    if (!entry && ARABIC.test(word)) {
      const plain = readings(word).find(([, rest]) => DEMAND_WORDS.has(rest) || LAWFUL_NOUNS.has(rest));
      if (plain) [prefix, stem] = plain;
    }
    const following = text.slice(match.index + word.length, match.index + word.length + 2);
    const isPossessive = /^['’]s(?![\p{L}])/u.test(following) || (word.endsWith('s') && /^['’](?![\p{L}])/u.test(following));
    tokens.push({ word, stem, prefix, start, end: start + word.length, entry, isPossessive });
  }
  return tokens;
}

/** Sentences: split at full stops, semicolons, line breaks, bullets, question marks and spaced dashes. */
function sentences(text: string): Array<{ text: string; start: number; isQuestion: boolean }> {
  const parts: Array<{ text: string; start: number; isQuestion: boolean }> = [];
  const boundary = /[.!?؟;؛\n•|]+|\s[-–—*]+\s|^\s*[-–—*]+\s/gu;
  let last = 0;
  for (const match of text.matchAll(boundary)) {
    // A full stop inside a number (2.5) or an address (x@y.com) is not a boundary.
    if (match[0] === '.' && /[\p{L}\p{N}]/u.test(text[match.index - 1] ?? '') && /[\p{L}\p{N}]/u.test(text[match.index + 1] ?? '')) continue;
    parts.push({ text: text.slice(last, match.index), start: last, isQuestion: /[?؟]/u.test(match[0]) });
    last = match.index + match[0].length;
  }
  parts.push({ text: text.slice(last), start: last, isQuestion: false });
  return parts.filter((part) => /[\p{L}\p{N}]/u.test(part.text));
}

/** Words that name a class beside a weak attribute ("Arab nationals", «عربي الجنسية», "marital status"). */
const CLASS_NOUNS: Partial<Record<TScreenCategory, RegExp>> = {
  nationality: /^(?:nationals?|nationality|nationalities|citizens?|citizenship|passports?|origin|descent|ethnicity|race|background|جنسيه|الجنسيه|جنسيات|اصل|اصول|الاصل|منشا|عرق|جواز|ارض|people|heritage|countries|expats?)$/u,
  marital_status: /^(?:status|applicants?|candidates?|men|women|males?|females?|ladies|persons?|people|only|preferred|staff|employees?|individuals?|couples?|must|required)$/u,
  religion: /^(?:muslims?|christians?|only|preferred|required|candidates?|applicants?|must|ديانه|دينيا|دين)$/u,
};
/** Person nouns after an English attribute or before an Arabic one: "Arab candidates", «موظفين ذكور». */
const PERSON_NOUNS = /^(?:candidates?|applicants?|persons?|people|individuals?|staff|employees?|workers?|graduates?|nationals?|only|موظف|موظفين|موظفه|موظفات|عمال|عامل|عامله|عاملات|متقدم|متقدمين|متقدمه|متقدمات|مرشح|مرشحين|مرشحه|كوادر|كادر|عنصر|عناصر|افراد|اشخاص|شخص)$/u;
/** A negative demand: what disability and pregnancy are read with (a positive one hires people with disabilities). */
const NEGATIVE = new Set(['no', 'not', 'non', 'without', 'free', 'never', 'cannot', 'except', 'excluding', 'exclude', 'excluded', 'unable', 'لا', 'الا', 'غير', 'عدم', 'بدون', 'بلا', 'دون', 'خال', 'خالي', 'خاليه', 'خلو', 'سليم', 'سليمه', 'ممنوع', 'يمنع', 'يستبعد', 'مستبعد', 'تستبعد', 'ليس', 'ليست', 'لن', 'يعاني', 'تعاني', 'won', 'mustn', 'shouldn', 'nor', 'neither', 'able', 'bodied', 'healthy', 'fit', 'ما', 'مو', 'مب', 'ماب', 'مش', 'موب']);
/** A benefit the job gives: family words in such a sentence describe it, not a demand ("family allowance", «بدل سكن للمتزوجين»). */
const BENEFIT = foldPattern(/(?:^|[^\p{L}])(?:allowances?|insurance|leave|tickets?|housing|accommodation|bonus|benefits?|schooling|tuition|visas?|بدل|بدلات|تامين|اجازه|اجازات|تذاكر|تذكره|سكن|مكافاه|مزايا|منحه|علاوه|اقامه|عائلي|عائليه)(?=$|[^\p{L}])/u);

/** The second word of a two-word job name (رجل أعمال، مندوب مبيعات): the attribute after it describes the person. */
const CONSTRUCT_JOBS = /^(?:اعمال|مبيعات|امن|اطفاء|اسعاف|مرور|شرطه|دين|تسويق|توصيل|خدمه)$/u;
/** People served, named after an Arabic attribute («السيدات العميلات» is rare; «الرجال المرضى»). */
const SERVED = /^(?:مرضي|مريضات|عملاء|عميلات|زبائن|زبونات|طلاب|طالبات|اطفال|ضيوف|زوار|زائرات|مراجعين|مراجعات|مستفيدين|مستفيدات|متدربين|متدربات)$/u;
/** An English noun that names a job or a worker: "male nurse", "Filipino housemaid", "attractive hostesses". */
const JOB_NOUN = /^(?:\p{L}{3,}(?:er|ers|or|ors|ist|ists|ant|ants|ent|ents|ess|esses|ician|icians|man|men|maid|maids)|nurses?|guards?|chefs?|cooks?|staff|labou?r|technicians?|clerks?|agents?|executives?|officers?|assistants?|hosts?|models?|tutors?|nann(?:y|ies)|helpers?|doctors?|secretar(?:y|ies)|cashiers?|receptionists?|accountants?|sales(?:man|men|woman|women|person|people)?|attendants?|representatives?|reps?|coordinators?|associates?|interns?|trainees?|graduates?|candidates?|applicants?|hires?|talents?|people|persons?|individuals?|professionals?|employees?|workers?|engineers?|developers?|designers?|specialists?|consultants?|analysts?|operators?|supervisors?|managers?|drivers?|teachers?|housemaids?|babysitters?|hostess(?:es)?|waiters?|waitress(?:es)?|baristas?|stewards?|stewardess(?:es)?|pilots?)$/u;
/** An Arabic noun that names a job or a worker before its attribute: «سائق هندي», «موظفة جميلة», «محاسب مصري». */
const JOB_NOUN_AR = /^(?:م\p{L}{3,}|سائق\p{L}*|حارس\p{L}*|عامل\p{L}*|طباخ\p{L}*|خادم\p{L}*|شغال\p{L}*|سكرتير\p{L}*|فني\p{L}*|كاشير|بائع\p{L}*|استاذ\p{L}*|طبيب\p{L}*|ممرض\p{L}*|حلاق\p{L}*|نادل\p{L}*|كوافير\p{L}*|عارض\p{L}*|مضيف\p{L}*)$/u;

const isLawfulNoun = (token: TToken | undefined) => !!token && (LAWFUL_NOUNS.has(token.stem) || LAWFUL_NOUNS.has(token.word));

/** The attribute describes people served, a place or a thing: a lawful noun right before or after it. */
function isBoundToLawful(tokens: TToken[], index: number): boolean {
  const token = tokens[index]!;
  const next = tokens[index + 1];
  const previous = tokens[index - 1];
  if (ARABIC.test(token.word)) {
    // «قسم السيدات», «صالون للسيدات», «ملابس نسائية»; «رجل أعمال», «رجل أمن»: a job in two words; «خدمة العملاء الهنود».
    if (next && CONSTRUCT_JOBS.test(next.stem)) return true;
    if (isLawfulNoun(previous) && !CONSTRUCT_JOBS.test(previous!.stem)) return true;
    if (next && SERVED.test(next.stem)) return true;
    const before = tokens[index - 2];
    if (previous && /^(?:من|في|لدي|مع)$/u.test(previous.word) && isLawfulNoun(before)) return true;
    return false;
  }
  // "female patients", "women's health", "Indian market"; "patients who are female" is rare enough.
  if (isLawfulNoun(next)) return true;
  // "men's barbershop", "ladies' night": whom a thing is for, unless the thing is a worker ("women's candidates").
  if (token.isPossessive && !(next && JOB_NOUN.test(next.word))) return true;
  // "Young Professionals Program", "Women Leaders Forum": the name of a programme.
  if (next && JOB_NOUN.test(next.word) && isLawfulNoun(tokens[index + 2]) && /^(?:programs?|programmes?|forum|network|initiative|award|awards|day|conference|summit|scheme|track|academy|fellowship|club|association|committee)$/u.test(tokens[index + 2]!.word)) return true;
  if (next && /^(?:and|or|&)$/u.test(next.word) && tokens[index + 2]?.entry && isLawfulNoun(tokens[index + 3])) return true;
  if (previous && /^(?:for|to|with|of|serving|serve|among)$/u.test(previous.word) && isLawfulNoun(tokens[index - 2]) && !tokens[index - 2]!.entry) return false;
  return false;
}

/** Both genders named together ("male and female", «ذكور وإناث»): nobody is excluded unless "only" follows. */
function isBothGenders(tokens: TToken[], index: number): boolean {
  const near = tokens.slice(Math.max(0, index - 3), index + 4).filter((token) => token.entry?.classes.includes('gender'));
  if (near.length < 2) return false;
  const male = /^(?:male|males|man|men|gentlemen|boys|ذكر|ذكور|رجل|رجال|شباب|شاب|رجالي)$/u;
  const female = foldPattern(/^(?:female|females|woman|women|ladies|girls|انثي|اناث|امراه|نساء|سيدات|بنات|فتيات|نسائي|نسائيه)$/u);
  return near.some((token) => male.test(token.stem)) && near.some((token) => female.test(token.stem));
}

interface TContext {
  field: TScreenedField;
  tokens: TToken[];
  text: string;
}

/** The nearest demand word around `index`: within 6 words, or anywhere in the sentence for a strong one. */
function demandNear(context: TContext, index: number, negativeOnly: boolean): TToken | undefined {
  const { tokens } = context;
  let best: TToken | undefined;
  let bestDistance = Infinity;
  tokens.forEach((token, at) => {
    if (at === index) return;
    const distance = Math.abs(at - index);
    const word = token.stem;
    const isDemand = negativeOnly ? NEGATIVE.has(word) || NEGATIVE.has(token.word) : DEMAND_WORDS.has(word) || DEMAND_WORDS.has(token.word);
    if (!isDemand) return;
    const reach = negativeOnly ? 5 : STRONG_DEMANDS.has(word) ? 12 : 6;
    if (distance <= reach && distance < bestDistance) {
      best = token;
      bestDistance = distance;
    }
  });
  return best;
}

const MALE_FEMALE_LETTER = /(?:^|[^\p{L}])(?:gender|sex|m\s*\/\s*f|f\s*\/\s*m|الجنس|النوع)\s*[:=-]\s*(?:m|f|ذ|ا)(?=$|[^\p{L}])/u;
const NOT_REQUIRED = /^\s*[:=-]?\s*(?:any|all|both|open|n\/?a|none|irrelevant|no\s+(?:limit|restriction|preference|requirement)s?|not\s+(?:a\s+factor|relevant|required|applicable|important|specified)|غير\s+(?:مهم|مطلوب|محدد|مشروط)|لا\s+يشترط|لا\s+يهم|الكل|اي|جميع|الجميع|مفتوح|كلاهما)/u;
const SAUDI = /^\s*[:=-]?\s*(?:ال)?(?:سعودي|سعوديه|سعوديين|سعوديون|saudi|saudis|ksa)(?=$|[^\p{L}])/u;

/** "Gender: male", «الديانة: مسلم», "Nationality - Egyptian", "Marital status: single": a label and a value. */
function readLabels(text: string): Array<{ category: TScreenCategory; start: number; end: number }> {
  const found: Array<{ category: TScreenCategory; start: number; end: number }> = [];
  const labels: Array<[TScreenCategory, RegExp]> = [
    ['gender', /(?:^|[^\p{L}])((?:gender|sex|الجنس|النوع))(?:\s*[:=]|\s+-|-\s+)/gu],
    ['religion', foldPattern(/(?:^|[^\p{L}])((?:religion|faith|sect|الديانه|الدين|المذهب|الطائفه|ديانه))(?:\s*[:=]|\s+-|-\s+)/gu)],
    ['nationality', /(?:^|[^\p{L}])((?:nationality|ethnicity|race|origin|الجنسيه|جنسيه|الاصل|العرق)(?:\s+(?:المطلوبه|المفضله|required|preferred))?)(?:\s*[:=]|\s+-|-\s+)/gu],
    ['marital_status', /(?:^|[^\p{L}])((?:marital\s+status|family\s+status|civil\s+status|الحاله\s+الاجتماعيه|الحاله\s+الزوجيه))(?:\s*[:=]|\s+-|-\s+)?/gu],
    ['tribe', /(?:^|[^\p{L}])((?:tribe|clan|family\s+name|lineage|القبيله|العشيره|النسب|اسم\s+القبيله))(?:\s*[:=]|\s+-|-\s+)/gu],
    ['age', /(?:^|[^\p{L}])((?:age|العمر|السن))\s*[:=]/gu],
    ['appearance', /(?:^|[^\p{L}])((?:height|weight|الطول|الوزن|body\s+type|skin\s+colou?r|لون\s+البشره))\s*[:=]/gu],
  ];
  for (const [category, pattern] of labels) {
    for (const match of text.matchAll(pattern)) {
      const labelStart = match.index + match[0].indexOf(match[1]!);
      const after = text.slice(match.index + match[0].length);
      const value = /^\s*([\p{L}\p{N}+\-/ ]{1,25})/u.exec(after)?.[1]?.trim() ?? '';
      if (!value && category !== 'marital_status') continue;
      if (NOT_REQUIRED.test(after)) continue;
      if (category === 'nationality' && SAUDI.test(after)) continue;
      if (category === 'age' && /^\s*18\s*(?:\+|$|سنه|years?|فاكثر|فما|or|and|و)/u.test(after) && !/^\s*18\s*(?:-|to|الي|حتي)\s*\d/u.test(after)) continue;
      if (category === 'appearance' && !/\d/u.test(value)) continue;
      if (category === 'marital_status' && /^\s*(?:[:=-]\s*)?$/u.test(after) && !/^\s*[:=-]/u.test(after)) {
        // "marital status" without a value: held when asked for, not when a benefit depends on it.
        if (BENEFIT.test(text)) continue;
      }
      const end = match.index + match[0].length + (/^\s*[\p{L}\p{N}+\-/]+/u.exec(after)?.[0].length ?? 0);
      found.push({ category, start: labelStart, end });
    }
  }
  const letter = MALE_FEMALE_LETTER.exec(text);
  if (letter) found.push({ category: 'gender', start: letter.index, end: letter.index + letter[0].length });
  return found;
}

const AGE_WORD = foldPattern(/^(?:age|aged|ages|عمر|العمر|سن|السن|عمره|عمرها|اعمار|الاعمار|الفئه|عمري|عمريه|birth|born|مواليد|ميلاد)$/u);
const AGE_NUMBER_WORD = /^(?:twenty|thirty|forty|fifty|sixty|twenties|thirties|forties|fifties|20s|30s|40s|50s|عشرين|ثلاثين|اربعين|خمسين|ستين|العشرين|الثلاثين|الاربعين|الخمسين|الستين|العشرينات|الثلاثينات|الاربعينات|الخمسينات)$/u;
const YEARS = foldPattern(/^(?:years?|yrs?|y|old|سنه|سنوات|عام|عاما|اعوام|سنين|سنة)$/u);
const EXPERIENCE = /(?:^|[^\p{L}])(?:experience|exp|experienced|خبره|خبرات|الخبره|بخبره|service|خدمه|practice|ممارسه|tenure|seniority|warranty|contract|عقد|lease)(?=$|[^\p{L}])/u;
const LOWER_BOUND = /(?:at\s+least|minimum|min|over|above|not\s+(?:under|below|less\s+than|younger\s+than)|no\s+younger\s+than|or\s+(?:above|older|over|more)|and\s+(?:above|older|over)|\+|plus|لا\s+(?:يقل|تقل)|الا\s+(?:يقل|تقل)|علي\s+الاقل|فاكثر|فما\s+فوق|فوق|اكبر\s+من|اكثر\s+من|وما\s+فوق|من\s+18\s+(?:سنه|عاما)?\s*(?:فاكثر|فما))/u;
/** What a number may count other than years of age: "under 30 minutes", "over 50 branches". */
const UNIT = foldPattern(/^(?:%|kg|kgs|cm|km|k|m|sar|sr|riyals?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|branches|employees|people|staff|persons|units|stores|shops|countries|cities|projects|clients|customers|students|children|kids|patients|sqm|meters?|metres?|percent|dollars?|usd|ريال|دقيقه|دقائق|ساعه|ساعات|يوم|ايام|اسبوع|اسابيع|شهر|اشهر|فرع|فروع|موظف|موظفا|موظفين|شخص|اشخاص|عميل|عملاء|طالب|طلاب|مشروع|مشاريع|متر|كجم|كيلو|سم|بالمئه|بالمائه)$/u);
const BOUND_BEFORE = /^(?:under|below|over|above|exceeding|exceed|than|younger|older|upto|اقل|تحت|دون|فوق|يتجاوز|تتجاوز|يتعدي|تتعدي|يزيد|تزيد)$/u;
const MONEY = /(?:^|[^\p{L}])(?:sar|riyals?|ريال|salary|راتب|الراتب|k|%|kg|cm|سم|كجم|كيلو|km|كم|minutes?|دقيقه|دقائق|hours?|ساعه|ساعات|days?|يوم|ايام|branches|فرع|فروع|employees|موظف|موظفا|people|شخص|units|وحده)(?=$|[^\p{L}])/u;
const COMPARATOR = /^(?:under|below|over|above|between|less|younger|older|max|maximum|upto|up|not|exceed|exceeding|within|from|اقل|اكثر|اكبر|اصغر|دون|تحت|فوق|بين|حتي|الي|يتجاوز|تتجاوز|يزيد|تزيد|يتعدي|تتعدي|يقل|تقل|اقصي|اقصاه|من|لغايه)$/u;

/** Ages: a number with an age word, "30 years old", an upper bound with years and no experience, decades in words, birth years. */
function readAges(context: TContext): Array<{ start: number; end: number }> {
  const { tokens, text } = context;
  const found: Array<{ start: number; end: number }> = [];
  const servedBefore = (index: number) => tokens.slice(Math.max(0, index - 3), index).some((token) => isLawfulNoun(token) && !/^(?:team|فريق)$/u.test(token.stem));
  tokens.forEach((token, index) => {
    const number = /^\d{2}$/u.test(token.word) ? Number(token.word) : NaN;
    const isNumberWord = AGE_NUMBER_WORD.test(token.stem) || AGE_NUMBER_WORD.test(token.word) || /^و/u.test(token.word) && AGE_NUMBER_WORD.test(token.word.slice(1));
    if (!isNumberWord && !(number >= 15 && number <= 75)) return;
    const window = tokens.slice(Math.max(0, index - 5), index + 4);
    const ageWordAt = window.findIndex((other) => AGE_WORD.test(other.stem) || AGE_WORD.test(other.word));
    const hasYearsAfter = YEARS.test(tokens[index + 1]?.word ?? '') || YEARS.test(tokens[index + 2]?.word ?? '') && /^\d{2}$/u.test(tokens[index + 1]?.word ?? '');
    const isOld = /^(?:old|of)$/u.test(tokens[index + 2]?.word ?? '') || tokens[index + 1]?.word === 'old' || (tokens[index + 2]?.word === 'old') || (tokens[index + 3]?.word === 'old' && /^\d{2}$/u.test(tokens[index + 2]?.word ?? ''));
    const hasComparator = tokens.slice(Math.max(0, index - 4), index).some((other) => COMPARATOR.test(other.stem) || COMPARATOR.test(other.word)) || /^\d{2}$/u.test(tokens[index - 1]?.word ?? '') || /^\d{2}$/u.test(tokens[index + 1]?.word ?? '');
    const clause = text.slice(Math.max(0, token.start - 40), token.end + 40);
    // "under 30", "not over 45" with nothing after the number (no unit: "under 30 minutes", "over 50 branches").
    const after = tokens[index + 1];
    const isBareBound = !!tokens[index - 1] && BOUND_BEFORE.test(tokens[index - 1]!.word) && (!after || !UNIT.test(after.word)) && !EXPERIENCE.test(clause) && !MONEY.test(clause);
    // "male, 25–35, Saudi": a bare range of two ages beside other requirements.
    const isBareRange = /^\d{2}$/u.test(after?.word ?? '') && text.slice(token.end, after!.start).trim().length <= 3 && number < Number(after!.word) && Number(after!.word) <= 65 && !EXPERIENCE.test(clause) && !MONEY.test(clause) && !/^(?:%|kg|cm|k|sar|ريال|ساعه|ساعات|hours?|days?|يوم|ايام|employees|موظف)/u.test(text.slice(after!.end).trim()) && tokens.some((other) => other.entry || DEMAND_WORDS.has(other.stem));
    // "applicants 50+", "over-40s": an age written as a bound beside the people it excludes.
    const isPlusAge = /^\s*\+/u.test(text.slice(token.end, token.end + 2)) && number > 18 && !EXPERIENCE.test(clause) && !MONEY.test(clause) && !!tokens[index - 1] && (PERSON_NOUNS.test(tokens[index - 1]!.word) || /^(?:those|anyone|people|aged)$/u.test(tokens[index - 1]!.word));
    const isAge = ageWordAt >= 0 || isOld || isBareBound || isPlusAge || isBareRange || isNumberWord && demandNear(context, index, false) !== undefined || (hasYearsAfter && hasComparator && !EXPERIENCE.test(clause));
    if (!isAge) return;
    if (EXPERIENCE.test(text.slice(token.end, token.end + 30)) && ageWordAt < 0) return;
    const birth = window.some((other) => /^(?:born|مواليد|ميلاد|birth)$/u.test(other.stem));
    if (birth) return;
    const ageWordIndex = ageWordAt >= 0 ? Math.max(0, index - 5) + ageWordAt : index;
    if (servedBefore(Math.min(ageWordIndex, index))) return;
    // The legal working age: 18 alone, as a lower bound.
    const isRange = /^\d{2}$/u.test(tokens[index + 1]?.word ?? '') || /^\d{2}$/u.test(tokens[index - 1]?.word ?? '') || /^\d{2}$/u.test(tokens[index + 2]?.word ?? '') && /^(?:to|and|الي|حتي|و)$/u.test(tokens[index + 1]?.word ?? '');
    if (number === 18 && !isRange) return;
    if (number === 18 && isRange) {
      const upper = Number(tokens[index + 1]?.word ?? tokens[index + 2]?.word);
      if (!(upper > 18)) return;
    }
    if (number > 18 && !isRange && LOWER_BOUND.test(text.slice(Math.max(0, token.start - 25), token.end + 25)) && number <= 21 && !/(?:under|below|less|اقل|دون|لا\s+يزيد|لا\s+يتجاوز)/u.test(text)) return;
    const start = Math.min(tokens[ageWordIndex]!.start, tokens[Math.max(0, index - 1)]!.start, token.start);
    const endToken = tokens[index + 1] && (/^\d{2}$/u.test(tokens[index + 1]!.word) || YEARS.test(tokens[index + 1]!.word)) ? tokens[index + 1]! : token;
    found.push({ start, end: endToken.end });
  });
  for (const match of text.matchAll(/(?:^|[^\p{L}])((?:born|مواليد|من\s+مواليد)\s+(?:(?:after|before|in|between|from|عام|سنه|بعد|قبل|من)\s+)?(?:19|20)\d{2})/gu)) {
    found.push({ start: match.index + match[0].indexOf(match[1]!), end: match.index + match[0].length });
  }
  for (const match of text.matchAll(/(?:^|[^\p{L}])((?:صغير|صغيره|صغار|حديث|حديثه|كبير|كبيره)\s+(?:في\s+)?(?:ال)?سن|in\s+(?:their|his|her)\s+(?:20s|30s|40s|twenties|thirties|forties)|under\s+(?:thirty|forty|twenty|fifty)|(?:age|aged)\s+(?:twenty|thirty|forty)|young\s+blood|دماء\s+شابه|fresh\s+young)(?=$|[^\p{L}])/gu)) {
    const phraseStart = match.index + match[0].indexOf(match[1]!);
    if (/^كبير|^كبار/u.test(match[1]!) && !demandNear(context, tokens.findIndex((token) => token.start >= phraseStart), false)) continue;
    found.push({ start: phraseStart, end: match.index + match[0].length });
  }
  return found;
}

/** Phrases of several words that hold by themselves (looks, health, lineage, religious practice, pregnancy plans). */
const PHRASES: Array<[TScreenCategory, RegExp]> = [
  ['appearance', foldPattern(/(?:^|[^\p{L}])((?:ذو|ذات|ذوات)?\s*(?:حسن|حسنه|جميل|جميله|جذاب|جذابه|وسيم|وسيمه|لائق|لائقه|مقبول|مقبوله|لطيف|حلو|حلوه)\s+(?:ال)?(?:مظهر|شكل|هيئه|طله|وجه|ملامح|منظر))(?=$|[^\p{L}])/gu)],
  ['appearance', foldPattern(/(?:^|[^\p{L}])((?:ال)?(?:مظهر|شكل|هيئه|طله|ملامح|منظر)\s+(?:ال)?(?:حسن|جذاب|جميل|لائق|مقبول|وسيم|ملفت|حلو|مميز|جذابه|جميله|مقبوله|لطيف))(?=$|[^\p{L}])/gu)],
  ['appearance', /(?:^|[^\p{L}])((?:ال)?بشره\s+(?:ال)?(?:فاتحه|بيضاء|بيضا|فاتح|ناعمه|صافيه|بيضه)|لون\s+(?:ال)?بشره|(?:ال)?(?:بشره|بشرتها|بشرته)\s+(?:لا|غير)|طول\s+(?:ال)?قامه|طويل\s+(?:ال)?قامه|طويله\s+(?:ال)?قامه|(?:ال)?قامه\s+(?:ال)?(?:طويله|ممشوقه|مناسبه)|(?:ال)?(?:قوام|جسم|بنيه)\s+(?:ال)?(?:رشيق|رشيقه|نحيف|نحيفه|ممشوق|متناسق|جميل)|(?:ال)?وزن\s+(?:ال)?(?:مناسب|متناسب|مثالي|معتدل|متوسط)|بدون\s+(?:نظاره|نظارات)|لا\s+(?:يرتدي|ترتدي)\s+(?:ال)?نظار\p{L}*)(?=$|[^\p{L}])/gu],
  ['appearance', /(?:^|[^\p{L}])((?:good|nice|great|pleasant|pleasing|attractive|beautiful|charming|appealing|striking)[\s-]+(?:looking|looks?|appearance|figure|face|features|physique|complexion)|good[\s-]looker|(?:fair|light|white|pale|clear)[\s-]+(?:skin(?:ned)?|complexion)|skin\s+(?:colou?r|tone)|(?:slim|slender|thin|athletic|fit|trim)\s+(?:body|figure|build|physique)|no\s+(?:glasses|spectacles|visible\s+(?:tattoos|scars))|(?:model|modell?ing)[\s-]+looks|looks?\s+(?:good|great|nice|attractive|pretty|beautiful|presentable)(?:\s+on\s+camera)?|camera[\s-]+friendly\s+looks|presentable\s+(?:and|&)\s+(?:attractive|pretty|beautiful|handsome|good[\s-]looking)|(?:height|tall|weight|weigh|weighing)\b[^.\n،,]{0,25}?(?<![\d.])\d{2,3}(?![\d.])\s*(?:cm|centimet\p{L}*|kg|kgs|kilo\p{L}*|سم|كجم|كغ|كيلو\p{L}*)|(?:ال)?(?:طول|الطول|وزن|الوزن|قامه|القامه)(?:ه|ها)?(?![\p{L}])[^.\n،,]{0,25}?(?<![\d.])\d{2,3}(?![\d.])\s*(?:cm|kg|سم|سنتيمتر|كجم|كغ|كيلو\p{L}*)|(?:minimum|min|maximum|max)\s+(?:height|weight)|weight\s+(?:proportional|proportionate|in\s+proportion)\s+to\s+(?:the\s+)?height|proportionate\s+(?:weight|body|build))(?=$|[^\p{L}])/gu],
  ['tribe', foldPattern(/(?:^|[^\p{L}])((?:من\s+)?(?:عائله|عايله|اسره|عوائل|عائلات|اسر|بيت|بيوت|ال)\s+(?:\p{L}+\s+)?(?:معروفه|معروف|مرموقه|كريمه|محترمه|عريقه|اصيله|ذات\s+سمعه|كبيره|معينه|طيبه|محافظه|ذات\s+نسب|ذات\s+اصل|شريفه|نبيله)|حسب\s+و\s*نسب|(?:ال)?اصل\s+و\s*(?:ال)?(?:نسب|فصل)|(?:ذو|ذات|صاحب)\s+(?:ال)?(?:نسب|اصل)|ابناء\s+(?:ال)?(?:قبائل|عوائل|الاسر|عشائر|قبايل|عشاير)|ابن\s+قبيله|اسم\s+(?:ال)?(?:قبيله|عشيره))(?=$|[^\p{L}])/gu)],
  ['tribe', /(?:^|[^\p{L}])((?:from|of)\s+(?:a\s+|an\s+)?(?:\p{L}+\s+)?(?:good|known|well[\s-]known|reputable|respected|respectable|noble|prominent|decent|certain|specific|particular|recognised|recognized|established|honou?rable|famous|notable)\s+(?:\p{L}+\s+)?(?:famil(?:y|ies)|tribes?|clans?|lineage|background)|family\s+(?:background|lineage|origin|pedigree|reputation)|(?:noble|good|pure)\s+(?:lineage|descent|ancestry|pedigree|bloodline)|family\s+name\s+(?:must|required|should))(?=$|[^\p{L}])/gu],
  ['religion', foldPattern(/(?:^|[^\p{L}])((?:ملتزم|ملتزمه|ملتزمين|ملتزمات|ملتزما)\s+(?:دينيا|بالدين|بالصلاه|بالحجاب|بالنقاب|شرعيا)|(?:محافظ|محافظه|مواظب|مواظبه)\s+علي\s+(?:ال)?(?:صلاه|صلوات|فروض)|يؤدي\s+(?:ال)?(?:صلاه|فروض)|اهل\s+(?:ال)?سنه|(?:ال)?(?:التزام|تدين)\s+(?:ال)?(?:ديني|بالدين|الشرعي|بالصلاه)|(?:ال)?تدين|(?:ال)?(?:طائفه|مذهب)\s+(?:ال)?(?:سنيه|شيعيه|سني|شيعي|جعفري|اسماعيلي)|غير\s+(?:ال)?(?:مسلمين|مسلم|مسلمه|مسلمات)|حسن\s+(?:ال)?(?:سيره\s+و\s*)?(?:ال)?(?:دين|خلق\s+و\s*(?:ال)?دين)|(?:practi[cs]ing|devout|observant|religious)\s+(?:muslims?|christians?|candidates?|applicants?|person|individual)|non[\s-]?(?:muslims?|christians?)|prays?\s+(?:five\s+times|regularly|daily)|wears?\s+(?:a\s+)?(?:hijab|niqab|headscarf)|(?:hijab|niqab|veil)\s+(?:required|mandatory|is\s+a\s+must))(?=$|[^\p{L}])/gu)],
  ['disability', /(?:^|[^\p{L}])((?:سليم|سليمه|سلامه)\s+(?:ال)?(?:بنيه|حواس|جسم|بدن|اطراف|جسد)|(?:خلو|خالي|خاليه|خال|سليم|سليمه)\s+من\s+(?:ال)?(?:امراض|اعاقه|اعاقات|عاهات|عاهه|عيوب|تشوهات|اي\s+\p{L}+)|able[\s-]+bodied|(?:perfect|100\s*%?|full|normal|excellent)\s+(?:eyesight|vision|hearing|physical\s+health)|sound\s+(?:body|mind|in\s+body)|(?:without|no|free\s+(?:of|from))\s+(?:any\s+)?(?:physical|mental|medical|chronic|health)\s+(?:conditions?|illness\p{L}*|disease\p{L}*|problems?|issues?|defects?|limitations?|impairments?)|special\s+needs|(?:ذوي|ذوو|ذوات)\s+(?:ال)?(?:احتياجات|همم|اعاقه|اعاقات)|(?:ال)?احتياجات\s+(?:ال)?خاصه|(?:ال)?امراض\s+(?:ال)?مزمنه|wheelchair\s+users?|full\s+use\s+of\s+(?:all\s+|both\s+|his\s+|her\s+)?(?:limbs|hands|arms|legs|senses)|mental\s+health\s+(?:history|conditions?))(?=$|[^\p{L}])/gu],
  ['pregnancy', /(?:^|[^\p{L}])((?:اختبار|تحليل|فحص|اثبات|شهاده)\s+(?:عدم\s+)?(?:ال)?حمل|خلو\p{L}*\s+من\s+(?:ال)?حمل|(?:ال)?تخطيط\s+(?:لل|ل)(?:حمل|انجاب)|(?:تخطط|تخططين|تنوي|تنوين|نيه)\s+(?:لل|ل)?(?:حمل|انجاب)|عدم\s+(?:ال)?(?:حمل|انجاب)|غير\s+(?:حامل|حوامل)|pregnancy\s+(?:test|tests|testing|status|check|screening|free)|(?:plan|plans|planning|intend|intends|intending|intention|intentions)\s+(?:to\s+|of\s+|for\s+)?(?:get\s+|getting\s+|become\s+|becoming\s+|have\s+|having\s+)?(?:pregnant|pregnancy|children|kids|a\s+baby|babies|a\s+family)|start(?:ing)?\s+a\s+family|expecting\s+(?:mothers?|a\s+baby|a\s+child)|(?:who\s+are|who\s+is|currently)\s+expecting|(?:مرحله|فتره)\s+(?:ال)?حمل)(?=$|[^\p{L}])/gu],
  ['marital_status', foldPattern(/(?:^|[^\p{L}])((?:no|without|free\s+(?:of|from))\s+(?:any\s+)?(?:children|kids|dependents|dependants|family\s+(?:commitments|obligations|responsibilities|ties))|(?:بدون|بلا|دون|ليس\s+لدي\p{L}*|لا\s+(?:يوجد|توجد)\s+(?:لدي\p{L}*|عند\p{L}*)?)\s+(?:ال)?(?:اطفال|ابناء|اولاد|اعباء\s+(?:ال)?(?:عائليه|اسريه)|التزامات\s+(?:ال)?(?:عائليه|اسريه))|غير\s+(?:مرتبط|مرتبطه|مرتبطين|مخطوب|مخطوبه)|(?:single|unmarried|married|divorced)\s+(?:only|applicants?|candidates?|men|women|ladies|males?|females?|persons?|people|individuals?|staff|graduates?|couples?)|(?:must|should|shall|to|will|has\s+to|needs?\s+to)\s+(?:not\s+)?(?:be\s+)?(?:single|unmarried|married|divorced)|(?:single|married)\s+(?:status\s+)?(?:is\s+)?(?:preferred|required|a\s+must|mandatory)|(?:not|never)\s+married|(?:not|never)\s+have\s+(?:any\s+)?(?:children|kids)|ha(?:ve|s)\s+no\s+(?:children|kids)|bachelors?\s+only|(?:preferably|ideally)\s+(?:single|married|unmarried)|(?:with|have|having)\s+(?:young\s+|small\s+|little\s+)?(?:children|kids|babies|infants))(?=$|[^\p{L}])/gu)],
];

function readPhrases(context: TContext): TReadFinding[] {
  const found: TReadFinding[] = [];
  for (const [category, pattern] of PHRASES) {
    for (const match of context.text.matchAll(pattern)) {
      const phrase = match[1]!;
      const start = match.index + match[0].indexOf(phrase.trimStart());
      const end = match.index + match[0].length;
      // "lift weights up to 25 kg", «حمل أوزان حتى 30 كجم»: a load, not a body.
      if (category === 'appearance' && /(?:lift|lifting|carry|carrying|handle|handling|move|moving|load|loading|push|pull|حمل|رفع|نقل)\s+(?:\p{L}+\s+)?$/u.test(context.text.slice(Math.max(0, start - 25), start))) continue;
      if (category === 'marital_status' && /^(?:with|have|having)\s/u.test(phrase)) {
        const index = context.tokens.findIndex((token) => token.start >= start);
        if (!demandNear(context, index, true)) continue;
      }
      if (category === 'marital_status' && BENEFIT.test(context.text) && !/(?:^|[^\p{L}])(?:only|must|فقط|يشترط|not)(?=$|[^\p{L}])/u.test(context.text)) continue;
      // «ذوي الإعاقة», "special needs", chronic diseases: held only with a negative demand near them (welcoming them is lawful).
      if (category === 'disability' && /ذوي|ذوو|ذوات|احتياجات|special\s+needs|wheelchair|مزمنه|mental\s+health/u.test(phrase)) {
        const index = context.tokens.findIndex((token) => token.start >= start);
        if (!demandNear(context, index, true)) continue;
        if (foldPattern(/(?:^|[^\p{L}])(?:تاهيل|رعايه|خدمه|تعليم|مركز|مدرسه|دعم|مهياه|مهيئه|students?|customers?|clients?|patients?|serve|serving|support|supporting|care)(?=$|[^\p{L}])/u).test(context.text)) continue;
      }
      found.push({ category, start, end });
    }
  }
  return found;
}

/** The attribute words of a sentence that a demand, a title, a label or a job name makes a demand of the applicant. */
function readAttributes(context: TContext): TReadFinding[] {
  const { tokens, field, text } = context;
  const found: TReadFinding[] = [];
  const benefit = BENEFIT.test(text);
  tokens.forEach((token, index) => {
    const entry = token.entry;
    if (!entry) return;
    // Marital words describe no place or thing: «سكن للعزاب فقط» restricts the job, however it is worded.
    const isRestrictedMarital = entry.classes.includes('marital_status') && /(?:^|[^\p{L}])(?:only|فقط|حصرا|بس)(?=$|[^\p{L}])/u.test(text);
    if (isBoundToLawful(tokens, index) && !isRestrictedMarital) return;
    const next = tokens[index + 1];
    const previous = tokens[index - 1];
    for (const category of entry.classes) {
      if (found.some((finding) => finding.category === category && finding.start <= token.start && finding.end >= token.end)) continue;
      // «يرجى ذكر الراتب»: ذكر is "mention" before a definite word.
      if (token.stem === 'ذكر' && token.prefix === '' && next && next.word.startsWith('ال') && !next.entry) continue;
      // "a single …" that is not a person ("single sign-on"), "married" of a benefit.
      if (category === 'gender' && (isBothGenders(tokens, index) || BOTH_GENDERS.some((pattern) => pattern.test(text))) && !/(?:^|[^\p{L}])(?:only|فقط|حصرا)(?=$|[^\p{L}])/u.test(text)) continue;
      if ((category === 'marital_status' || category === 'pregnancy') && benefit && !isRestrictedMarital && !/(?:^|[^\p{L}])(?:only|must|فقط|يشترط|لا\s+يقبل|not)(?=$|[^\p{L}])/u.test(text)) continue;
      if (entry.strength === 'weak') {
        const classNoun = CLASS_NOUNS[category];
        const beside = [previous, next, tokens[index + 2]].some((other) => other && !!classNoun && readings(other.word).some(([, rest]) => classNoun.test(rest)));
        if (!beside) continue;
        if (category === 'nationality' && /(?:^|[^\p{L}])(?:لغه|اللغه|language|speaking|speaker|speakers|fluent|fluency|تحدث|اجاده|يجيد|تجيد)(?=$|[^\p{L}])/u.test(text) && !/nationals?|nationality|citizens?|origin|جنسيه|اصل/u.test(text)) continue;
      }
      const negativeOnly = category === 'disability' || category === 'pregnancy';
      let demand: TToken | undefined;
      if (entry.strength === 'strong' && !negativeOnly) demand = token;
      else if (field === 'title' && !negativeOnly) demand = token;
      else demand = demandNear(context, index, negativeOnly);
      // «للذكور», «للسعوديين»: "for" a class of people is a demand; "male driver", «محاسب هندي», «موظفين ذكور»: an attribute beside a person.
      if (!demand && !negativeOnly && /ل/u.test(token.prefix) && token.prefix !== 'ال') demand = token;
      if (!demand && !negativeOnly) {
        const isArabic = ARABIC.test(token.word);
        const neighbour = isArabic ? previous : next;
        if (neighbour && (PERSON_NOUNS.test(neighbour.stem) || PERSON_NOUNS.test(neighbour.word))) demand = neighbour;
        // An attribute beside a job name: "male nurse", "Filipino housemaid", «سائق هندي» (not «مدير السوق الهندي»).
        else if (neighbour && !neighbour.entry && !isLawfulNoun(neighbour) && (isArabic ? JOB_NOUN_AR.test(neighbour.stem) && !neighbour.word.startsWith('ال') : JOB_NOUN.test(neighbour.word))) demand = neighbour;
        else if (isArabic && previous && CONSTRUCT_JOBS.test(previous.stem) && tokens[index - 2] && JOB_NOUN_AR.test(tokens[index - 2]!.stem)) demand = tokens[index - 2];
      }
      if (!demand && category === 'nationality' && previous && /^(?:from|من)$/u.test(previous.word) && tokens.slice(0, index).some((other) => DEMAND_WORDS.has(other.stem))) demand = previous;
      if (!demand && field === 'qualifications' && tokens.length <= 3 && !negativeOnly) demand = token;
      if (!demand) continue;
      // Disability and pregnancy are welcomed by a positive sentence; the negative word must not belong to something else.
      if (negativeOnly && /^(?:able|fit|healthy)$/u.test(demand.stem) && !/(?:^|[^\p{L}])able[\s-]+bodied/u.test(text)) continue;
      if (category === 'pregnancy' && /^(?:حامل|حاملا|حمل)$/u.test(token.stem)) {
        // «حامل لشهادة», «حمل أوزان»: a holder, a load.
        if (next && (/^ل/u.test(next.word) || foldPattern(/^(?:ال)?(?:شهاده|جنسيه|رخصه|مؤهل|بكالوريوس|ماجستير|دبلوم|اقامه|اوزان|اثقال|صناديق|المواد|البضائع|الاغراض|الاجهزه|كرتون|الكراتين|الادوات|مسؤوليه|المسؤوليه|هويه|بطاقه)$/u).test(next.word))) continue;
        if (token.stem === 'حمل' && !/(?:عدم|غير|الا|لا|اختبار|تحليل|فحص|خلو|تخطط|نيه|فتره|مرحله|الحوامل)/u.test(text)) continue;
      }
      const from = Math.min(token.start, demand.start);
      const to = Math.max(token.end, demand.end);
      found.push({ category, start: from, end: to - from > 60 ? token.end : to });
    }
  });
  // «موظفات سعوديات فقط», «ممرضات فقط»: women workers only, when no men are named beside them (a feminine job
  // title alone is the grammar of Arabic, decision 032; restricted by «فقط» it excludes men).
  if (/(?:^|[^\p{L}])(?:فقط|حصرا|بس)(?=$|[^\p{L}])/u.test(text) && !tokens.some((token) => /(?:ين|ون)$/u.test(token.stem) && !token.entry?.classes.includes('religion'))) {
    const women = tokens.find((token) => /^(?:ل|لل|ال)?(?:م\p{L}{2,}ات|عاملات|بائعات|سعوديات|موظفات|فنيات|سكرتيرات|خادمات|شغالات)$/u.test(token.word) && !isLawfulNoun(token));
    if (women && !found.some((finding) => finding.category === 'gender')) found.push({ category: 'gender', start: women.start, end: tokens[tokens.length - 1]!.end });
  }
  // Countries after "from"/«من» with a demand: "candidates from India only".
  tokens.forEach((token, index) => {
    if (!COUNTRIES.has(token.word) && !COUNTRIES.has(token.stem)) return;
    const previous = tokens[index - 1];
    if (!previous || !/^(?:from|من)$/u.test(previous.word)) return;
    if (isBoundToLawful(tokens, index) || LAWFUL_NOUNS.has(tokens[index - 2]?.stem ?? '')) return;
    const demand = demandNear(context, index, false);
    if (demand && !/^(?:from|من)$/u.test(demand.word)) found.push({ category: 'nationality', start: Math.min(previous.start, demand.start), end: Math.max(token.end, demand.end) });
  });
  return found;
}

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
  // A label that asks nothing: "Religion: not a factor", «العمر: غير مهم».
  /(?:^|[^\p{L}])((?:gender|sex|religion|nationality|marital\s+status|age|height|weight|الجنس|الديانه|الدين|الجنسيه|الحاله\s+الاجتماعيه|العمر|السن|الطول|الوزن)(?:\s+(?:and|&|و)\s*\p{L}+)?\s*[:=-]\s*(?:not\s+(?:a\s+factor|relevant|required|applicable|important|specified)|no\s+(?:limit|restriction|preference|requirement)s?|irrelevant|any|all|open|n\/?a|none|غير\s+(?:مهم|مطلوب|محدد|مشروط|مهمه)|لا\s+(?:يشترط|يهم|يوجد)|مفتوح|الكل|جميع\s+\p{L}+))/gu,
].map(foldPattern);

/** The text with the lawful frames blanked out (same length: positions stay). */
export function maskLawfulFrames(text: string): string {
  let masked = text;
  for (const pattern of LAWFUL_FRAMES) masked = masked.replace(pattern, (match) => ' '.repeat(match.length));
  return masked;
}

/** A question to the applicant: what it asks about the person (words of the classes), or details fake ads ask for. */
const QUESTION_START = /^\s*(?:are|do|does|did|have|has|what|which|how|when|where|is|will|would|can|please\s+(?:state|give|tell)|tell\s+us|هل|ما|ماهو|ماهي|كم|متي|من\s+اي|اي|اذكر|حدد)(?=$|[^\p{L}])/u;
const QUESTION_WORDS: Array<[TScreenCategory, RegExp]> = ([
  ['age', /(?:^|[^\p{L}])(?:born|birth|birthday|how\s+old|age|عمرك|سنك|ميلادك|مواليد|عمر)(?=$|[^\p{L}])/u],
  ['marital_status', /(?:^|[^\p{L}])(?:(?:do|did)\s+you\s+have\s+(?:any\s+)?(?:children|kids)|how\s+many\s+(?:children|kids)|spouse|husband|wife|married|divorced|(?:لديك|عندك)\s+(?:ال)?(?:اطفال|ابناء|اولاد)|زوجك|زوجتك|متزوج\p{L}*|مخطوب\p{L}*|اعزب|عزباء)(?=$|[^\p{L}])/u],
  ['appearance', /(?:^|[^\p{L}])(?:your\s+(?:height|weight)|how\s+tall|how\s+much\s+do\s+you\s+weigh|طولك|وزنك)(?=$|[^\p{L}])/u],
  ['disability', /(?:^|[^\p{L}])(?:disabilit\p{L}*|disabled|handicap\p{L}*|medical\s+conditions?|chronic|illness\p{L}*|impair\p{L}*|اعاقه|معاق|امراض|مرض\s+مزمن)(?=$|[^\p{L}])/u],
  ['pregnancy', /(?:^|[^\p{L}])(?:pregnan\p{L}*|expecting|حامل|حمل|الحمل|انجاب)(?=$|[^\p{L}])/u],
  ['nationality', /(?:^|[^\p{L}])(?:nationality|citizenship|country\s+of\s+origin|where\s+are\s+you\s+from|ethnicity|race|passport\s+(?:do\s+you\s+hold|country)|جنسيتك|اصلك|عرقك|من\s+وين\s+انت|من\s+اي\s+بلد)(?=$|[^\p{L}])/u],
  ['tribe', /(?:^|[^\p{L}])(?:tribe|tribal|clan|family\s+name|قبيلتك|قبيله|عشيرتك|عائلتك|نسبك)(?=$|[^\p{L}])/u],
  ['religion', /(?:^|[^\p{L}])(?:do\s+you\s+pray|prayers?|religion|religious|faith|sect|mosque|church|hijab|تصلي|صلاه|ديانتك|دينك|مذهبك|محجبه|حجاب)(?=$|[^\p{L}])/u],
  ['fraud', /(?:^|[^\p{L}])(?:bank\s+account|iban|card\s+number|credit\s+card|cvv|otp|password|passport\s+number|id\s+number|national\s+id|fee|fees|deposit|حسابك|الحساب\s+البنكي|ايبان|رقم\s+(?:ال)?(?:بطاقه|هويه|جواز|حساب)|كلمه\s+(?:ال)?مرور|رمز\s+(?:ال)?تحقق|رسوم|تدفع|دفعت|تحويل|مبلغ)(?=$|[^\p{L}])/u],
] as Array<[TScreenCategory, RegExp]>).map(([category, pattern]): [TScreenCategory, RegExp] => [category, foldPattern(pattern)]);

const SAUDI_WORD = /(?:^|[^\p{L}])(?:saudi|saudis|سعودي\p{L}*|السعودي\p{L}*)(?=$|[^\p{L}])/u;

function readQuestion(context: TContext): TReadFinding[] {
  const found: TReadFinding[] = [];
  const start = context.text.search(/\S/u);
  const end = context.text.trimEnd().length;
  const classes = new Set<TScreenCategory>();
  context.tokens.forEach((token, index) => {
    if (!token.entry || token.entry.strength === 'weak' || isBoundToLawful(context.tokens, index)) return;
    for (const category of token.entry.classes) classes.add(category);
  });
  for (const [category, pattern] of QUESTION_WORDS) if (pattern.test(context.text)) classes.add(category);
  for (const finding of readPhrases(context)) classes.add(finding.category);
  // "Do you hold Saudi nationality?": localisation (decision 084), unless another nationality is named.
  if (classes.has('nationality') && SAUDI_WORD.test(context.text) && !context.tokens.some((token) => token.entry?.classes.includes('nationality'))) classes.delete('nationality');
  // "Are you a Saudi national?" is lawful (decision 084); "years of experience" is not an age.
  if (classes.has('age') && EXPERIENCE.test(context.text) && !/born|birth|old|ميلاد|عمرك|سنك/u.test(context.text)) classes.delete('age');
  for (const category of classes) found.push({ category, start, end });
  return found;
}

/** Everything the reading holds in one field's folded (and masked) text. */
export function readRequirements(field: TScreenedField, text: string, unmasked: string = text): TReadFinding[] {
  const found: TReadFinding[] = [];
  for (const sentence of sentences(text)) {
    const lower = sentence.text;
    const shift = (finding: { category: TScreenCategory; start: number; end: number }) => ({ ...finding, start: finding.start + sentence.start, end: finding.end + sentence.start });
    found.push(...readFraud(field, lower).map(shift));
    if (EQUAL_OPPORTUNITY.some((pattern) => pattern.test(lower))) continue;
    // A question to the applicant is about the person whatever an allow rule says of the words ("male or female?").
    const original = unmasked.slice(sentence.start, sentence.start + lower.length);
    if ((sentence.isQuestion || field === 'screening_questions') && QUESTION_START.test(original)) {
      found.push(...readQuestion({ field, tokens: tokenise(original, 0), text: original }).map(shift));
      continue;
    }
    const context: TContext = { field, tokens: tokenise(lower, 0), text: lower };
    const local: TReadFinding[] = [...readLabels(lower), ...readAges(context).map((span) => ({ category: 'age' as const, ...span })), ...readPhrases(context)];
    for (const finding of readAttributes(context)) {
      if (!local.some((other) => other.category === finding.category && other.start < finding.end && finding.start < other.end)) local.push(finding);
    }
    found.push(...local.map(shift));
  }
  return found;
}
