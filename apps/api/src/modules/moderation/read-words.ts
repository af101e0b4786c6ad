import type { TScreenCategory, TScreenedField } from '@tawzeef/contract';
import { DEMAND_WORDS, LAWFUL_NOUNS, STRONG_DEMANDS, foldPattern, foldWord, lookupWord, type TAttributeWord } from './lexicon.ts';

/**
 * The words of the screen's reading (decision 156, split out by decision 161): a sentence as tokens (Arabic without
 * its clitics, each with its lexicon entry), sentences, the word classes the readers share (person nouns, job nouns,
 * negative demands, benefits), whether an attribute is bound to a lawful noun, and the nearest demand around a word.
 */

export interface TReadFinding {
  category: TScreenCategory;
  start: number;
  end: number;
}

export interface TToken {
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
  /** The characters between this word and the next (punctuation there parts them: "Clerk (no handicap) مستودع"). */
  gap: string;
}

export const ARABIC = /[\u0600-\u06FF]/u;
const CLITICS = ['', 'و', 'ف'].flatMap((conj) => ['', 'ب', 'ل', 'ك', 'لل', 'ال', 'بال', 'كال', 'وال'].map((particle) => conj + particle));

/** An Arabic word's readings, fewest clitics first: [prefix, stem]. */
export function readings(word: string): Array<[string, string]> {
  if (!ARABIC.test(word)) return [['', word]];
  const found: Array<[string, string]> = [];
  for (const clitic of CLITICS) if (word.startsWith(clitic) && word.length - clitic.length >= 2) found.push([clitic, word.slice(clitic.length)]);
  return found;
}

const WORDS = /[\p{L}\p{N}]+/gu;
const WORDS_SPACED_OR_SIGNS = /(?<![\p{L}\p{N}])[a-z](?: [a-z]){2,}(?![\p{L}\p{N}])|[\p{L}\p{N}]+|[\u{1F6B9}\u{1F6BA}\u2642\u2640]/gu;
const SPACED_OR_SIGN = /(?<![\p{L}\p{N}])[a-z] [a-z] [a-z](?![\p{L}\p{N}])|[\u{1F6B9}\u{1F6BA}\u2642\u2640]/u;

export function tokenise(text: string, offset: number): TToken[] {
  const tokens: TToken[] = [];
  // Words, and the signs of a sex written as symbols (🚹 🚺 ♂ ♀); "S A L E S M A N": letters spaced out are one word.
  for (const match of text.matchAll(SPACED_OR_SIGN.test(text) ? WORDS_SPACED_OR_SIGNS : WORDS)) {
    // «ال٢٠», «و٢٧»: a number written onto its article or «و» is the number. «مطلوووب»: a letter drawn out is one letter.
    const attached = /^((?:و|ف)?(?:ال|لل|ل|ب)?)(\d+)$/u.exec(match[0]);
    const word = attached ? attached[2]! : match[0].replace(/ /gu, '').replace(/(\p{L})\1{2,}/gu, '$1');
    const start = offset + match.index + (attached ? attached[1]!.length : 0);
    // "women's": the possessive s is not a word.
    if (word === 's' && /['’]$/u.test(text.slice(0, match.index))) continue;
    let stem = word;
    let prefix = '';
    let entry: TAttributeWord | undefined;
    for (const [clitic, rest] of readings(word)) {
      // The accusative's alef (شاباً، ملتزماً) and a possessive ending (طولها، وزنه) are not part of the word.
      // «قبائلها», «عشيرتهم»: a possessive ending on a plural or a word of the lexicon.
      const hit = lookupWord(rest) ?? (ARABIC.test(rest) && rest.endsWith('ا') ? lookupWord(rest.slice(0, -1)) : undefined) ?? (ARABIC.test(rest) && rest.length >= 5 && /(?:ها|هم|هن)$/u.test(rest) ? lookupWord(rest.slice(0, -2)) : undefined);
      if (hit) {
        stem = rest;
        prefix = clitic;
        entry = hit;
        break;
      }
    }
    if (!entry && ARABIC.test(word)) {
      // The accusative's alef of a demand word too («خالياً»).
      const plain = readings(word).flatMap(([clitic, rest]): Array<[string, string]> => (rest.endsWith('ا') && rest.length > 3 ? [[clitic, rest], [clitic, rest.slice(0, -1)]] : [[clitic, rest]])).find(([, rest]) => DEMAND_WORDS.has(rest) || LAWFUL_NOUNS.has(rest) || NEGATIVE.has(rest));
      if (plain) [prefix, stem] = plain;
    }
    const following = text.slice(match.index + match[0].length, match.index + match[0].length + 2);
    const isPossessive = /^['’]s(?![\p{L}])/u.test(following) || (word.endsWith('s') && /^['’](?![\p{L}])/u.test(following));
    tokens.push({ word, stem, prefix, start, end: start + match[0].length, entry, isPossessive, gap: '' });
  }
  tokens.forEach((token, index) => {
    const next = tokens[index + 1];
    if (next) token.gap = text.slice(token.end - offset, next.start - offset);
  });
  return tokens;
}

/** Sentences: split at full stops, semicolons, line breaks, bullets, question marks and spaced dashes. */
export function sentences(text: string): Array<{ text: string; start: number; isQuestion: boolean; isCrossed?: boolean }> {
  const parts: Array<{ text: string; start: number; isQuestion: boolean; isCrossed?: boolean }> = [];
  // (A cross before or after an item marks it as not wanted: "Special needs ❌", "❌ Smokers".)
  const CROSS = /[❌✗✘]/u;
  let crossedBefore = false;
  let askedBefore = false;
  // (Ticks and crosses list requirements as bullets do: "✔ Female ✔ Arab ✔ 22–28".)
  const boundary = /[.!?؟;؛\n•|✔✓✅☑✗✘❌]+|\s[-–—*]+\s|^\s*[-–—*]+\s/gu;
  let last = 0;
  for (const match of text.matchAll(boundary)) {
    // "Do you have children? If not, do you plan to?": a question's follow-up is part of it.
    if (/[?؟]/u.test(match[0]) && /^\s*(?:if\s+(?:not|so|yes|no)|(?:و|ف)?(?:اذا|ان)\s+(?:لا|لم|نعم|كان\s+كذلك))(?=$|[^\p{L}])/u.test(text.slice(match.index + match[0].length))) continue;
    // "Gender - M": a label and its value are one sentence.
    if (/[-–—]/u.test(match[0]) && /(?:gender|sex|nationality|religion|age|marital\s+status|الجنس|الجنسيه|الديانه|العمر|الحاله\s+الاجتماعيه)\s*$/u.test(text.slice(last, match.index))) continue;
    // (Decision 236: a spaced dash between two numbers is a range, "Age range 18 - 24", not a list's separator.)
    if (/^\s[-–—]+\s$/u.test(match[0]) && /\d$/u.test(text.slice(last, match.index)) && /^\d/u.test(text.slice(match.index + match[0].length))) continue;
    // "Nepali or Sri Lankan – preferred", «سعوديات - فقط»: a value and the demand made of it are one sentence.
    if (/[-–—]/u.test(match[0]) && /^\s*(?:preferred|only|required|a\s+must|must|mandatory|essential|يفضل|مفضل|فقط|مطلوب|شرط|ضروري)(?=$|[^\p{L}])/u.test(text.slice(match.index + match[0].length))) continue;
    // (Decision 239: "Maternity leave 10 weeks – but only for employees who …", a restriction of what precedes it; "Hostess
    // for events — attractive and tall", looks alone after a dash, said of the job that heads what precedes them.)
    if (/[-–—]/u.test(match[0]) && /^\s*but\s+only\s+(?:for|to|if|after|when|once)(?=$|[^\p{L}])/u.test(text.slice(match.index + match[0].length))) continue;
    if (/[-–—]/u.test(match[0]) && JOB_NOUN.test(/^\s*(\p{L}+)/u.exec(text.slice(last, match.index))?.[1] ?? '') && /^\s*(?:(?:attractive|pretty|beautiful|good[\s-]looking|handsome|tall|slim|slender|gorgeous|glamorous)(?:\s*(?:,|and|&)\s*(?:attractive|pretty|beautiful|good[\s-]looking|handsome|tall|slim|slender|gorgeous|glamorous)){0,3}\s*(?:$|[.;!\n|]))/u.test(text.slice(match.index + match[0].length))) continue;
    // (Decision 225: "Mums-to-be – sorry, not this time": what is turned away after a dash is one sentence with it.)
    // (Decision 231: "… — not eligible for this position", "… – this isn't the job for you", "… – please don't apply".)
    if (/[-–—]/u.test(match[0]) && /^\s*(?:sorry|unfortunately|نعتذر|عذرا|للاسف|(?:ما|لا)\s+نقبل|not\s+(?:eligible|considered|accepted)|(?:this|it)\s+(?:isn.?t|is\s+not)\s+(?:the\s+|a\s+)?(?:job|role|position|place)\s+for\s+you|please\s+(?:don.?t|do\s+not)\s+apply)(?=$|[^\p{L}])/u.test(text.slice(match.index + match[0].length))) continue;
    // (Decision 233: a table's cell and the refusal in the next cell are one sentence, "Chronic disease | Not accepted",
    // «الحمل | غير مقبول»; a question and the answer that refuses it, «هل يمكن للحامل التقديم؟ ج: نعتذر».)
    if (/\|/u.test(match[0]) && !/[\n✔✓✅☑]/u.test(match[0]) && /^\s*(?:not\s+(?:accepted|allowed|acceptable|eligible)|rejected|غير\s+مقبول\p{L}*|ممنوع\p{L}*|مرفوض\p{L}*)(?=$|[^\p{L}])/u.test(text.slice(match.index + match[0].length))) continue;
    // (Decision 241: and a refusal after it, "Currently pregnant or planning IVF? Please do not apply.", "Big nose?
    // sorry, not for this role": one sentence, still a question.)
    if (/[?؟]/u.test(match[0]) && /^\s*(?:(?:please\s+)?(?:don.?t|do\s+not)\s+apply|(?:sorry|unfortunately)\s*[,!]?\s*(?:not|this\s+(?:role|job|position)\s+is\s+not)(?=$|[^\p{L}]))/u.test(text.slice(match.index + match[0].length))) {
      askedBefore = true;
      continue;
    }
    // (Decision 238: and the answer that disqualifies in brackets, "Any visible tattoos? (Yes = disqualified)".)
    // (Decision 239: or a count that does, "How many sick-leave days did you take …? (more than 10 = not eligible)".)
    if (/[?؟]/u.test(match[0]) && /^\s*(?:(?:ج|a|ans|answer)\s*:\s*(?:نعتذر|للاسف|عذرا|لا(?=$|[^\p{L}])|هذه\s+(?:ال)?وظيفه\s+لا|sorry|unfortunately|no(?=$|[^\p{L}]))|\(\s*(?:(?:if\s+)?(?:yes|y)|(?:more|over|above|less|fewer|under)\s+than\s+\d+(?:\s+\p{L}+)?)\s*(?:=|:|->|→|means|,)\s*(?:you\s+are\s+)?(?:disqualified|rejected|not\s+eligible|ineligible|not\s+accepted|not\s+considered|excluded))/u.test(text.slice(match.index + match[0].length))) continue;
    // A full stop inside a number (2.5) or an address (x@y.com) is not a boundary.
    if (match[0] === '.' && /[\p{L}\p{N}]/u.test(text[match.index - 1] ?? '') && /[\p{L}\p{N}]/u.test(text[match.index + 1] ?? '')) continue;
    parts.push({ text: text.slice(last, match.index), start: last, isQuestion: askedBefore || /[?؟]/u.test(match[0]), isCrossed: crossedBefore || CROSS.test(match[0]) });
    crossedBefore = CROSS.test(match[0]);
    askedBefore = false;
    last = match.index + match[0].length;
  }
  parts.push({ text: text.slice(last), start: last, isQuestion: askedBefore, isCrossed: crossedBefore });
  return parts.filter((part) => /[\p{L}\p{N}]/u.test(part.text));
}

/** Feminine forms of attributes of a person: asked for, they ask for a woman as well. */
export const FEMININE_ATTRIBUTES = new Set([
  // Decision 200: the same in Arabizi («حلوة ورشيقة»).
  '7elwa', '7lwa', 'helwa', 'jameela', 'jmeela', 'rashee8a', 'rashe8a', 'rasheeqa', 'rasheqa', 'rashega', 'rasheega', 'ni7ifa', '3azba', 'mitzawja', 'mtzwja', 'metgawza',
  'عزباء', 'متزوجه', 'متزوجات', 'مطلقه', 'مطلقات', 'ارمله', 'مخطوبه', 'عازبه', 'عازبات', 'جميله', 'جميلات', 'جذابه', 'جذابات', 'وسيمه', 'رشيقه', 'رشيقات', 'نحيفه', 'نحيفات', 'بدينه', 'سمينه', 'ممتلئه', 'طويله', 'قصيره', 'بيضاء', 'سمراء', 'شقراء', 'حلوه', 'مزيونه', 'ممشوقه', 'انيقه', 'انيقات', 'فاتنه', 'محجبه', 'محجبات', 'منقبه', 'منقبات', 'متدينه', 'مسلمه', 'مسلمات', 'مسيحيه', 'ملتزمه', 'عزابيه', 'معرسه', 'pretty', 'beautiful', 'gorgeous', 'curvy', 'petite', 'blonde'].map(foldWord));

/** Words that name a class beside a weak attribute ("Arab nationals", «عربي الجنسية», "marital status"). */
export const CLASS_NOUNS: Partial<Record<TScreenCategory, RegExp>> = {
  nationality: /^(?:nationals?|nationality|nationalities|citizens?|citizenship|passports?|origin|descent|ethnicity|race|background|جنسيه|الجنسيه|جنسيات|اصل|اصول|الاصل|منشا|عرق|جواز|ارض|people|heritage|countries|expats?)$/u,
  marital_status: /^(?:status|applicants?|candidates?|men|women|man|woman|lady|girls?|guys?|gentlem[ae]n|males?|females?|ladies|persons?|people|only|preferred|preferably|staff|employees?|individuals?|couples?|must|required|family|someone|somebody|anyone|one|فقط)$/u,
  religion: /^(?:muslims?|christians?|only|preferred|required|candidates?|applicants?|must|ديانه|دينيا|دين)$/u,
};
/** Person nouns after an English attribute or before an Arabic one: "Arab candidates", «موظفين ذكور». */
export const PERSON_NOUNS = /^(?:candidates?|applicants?|persons?|people|individuals?|staff|employees?|workers?|graduates?|nationals?|only|موظف|موظفين|موظفه|موظفات|عمال|عامل|عامله|عاملات|متقدم|متقدمين|متقدمه|متقدمات|مرشح|مرشحين|مرشحه|كوادر|كادر|عنصر|عناصر|افراد|اشخاص|شخص)$/u;
/** A negative demand: what disability and pregnancy are read with (a positive one hires people with disabilities). */
export const NEGATIVE = new Set(['no', 'not', 'non', 'without', 'free', 'never', 'cannot', 'except', 'excluding', 'exclude', 'excluded', 'unable', 'لا', 'الا', 'غير', 'عدم', 'بدون', 'بلا', 'دون', 'خال', 'خالي', 'خاليه', 'خلو', 'سليم', 'سليمه', 'ممنوع', 'يمنع', 'يستبعد', 'مستبعد', 'تستبعد', 'ليس', 'ليست', 'لن', 'يعاني', 'تعاني', 'won', 'mustn', 'shouldn', 'isn', 'aren', 'nor', 'neither', 'able', 'bodied', 'healthy', 'fit', 'ما', 'مو', 'مب', 'ماب', 'مش', 'موب', 'mamno3', 'mamnoo3', 'mamnou3', 'rejected', 'reject', 'disqualifier', 'disqualified', 'disqualifies', 'disqualify', 'disqualification', 'disqualifying', 'يعتذر', 'يعتذرون', 'تعتذر', 'يعتذرن', 'تعتذرن', 'ineligible', 'unsuitable', 'discouraged', 'نعتذر', 'يرفض', 'نرفض', 'مرفوض', 'مرفوضه', 'يستثني', 'نستثني', 'خاليا', 'سليما',
  // Arabizi: «مو», «سليم», «خالي».
  'mu', 'mub', 'mob', 'salim', 'saleem', 'sleem', 'khali', '5ali', 'mafi', 'mafee', 'mafeesh', 'msh', 'mish', 'la',
  // «لا» written onto its verb: «لايعاني», «ان لاتكون».
  'لايعاني', 'لاتعاني', 'لايكون', 'لاتكون', 'لايقبل', 'لاتقبل',
  // Decision 205: Arabizi «ما» (ma), Maghrebi «ما بغيناش» (bghinach), French «ne … pas».
  'ma', 'bghinach', 'bghitch', 'pas',
  // Decision 206: romanized Urdu «nahi» (not), Tagalog «walang» (without), «hindi» is a language.
  'nahi', 'nahin', 'naheen', 'walang']);
/** A benefit the job gives: family words in such a sentence describe it, not a demand ("family allowance", «بدل سكن للمتزوجين»). */
// (Not «ارتباطات عائلية», family ties: what an ad may ask the applicant not to have.)
export const BENEFIT = foldPattern(/(?:^|[^\p{L}])(?:allowances?|insurance|(?<!(?:can|to|will|must|should|could|may|would|cannot)\s+)leave|tickets?|housing|accommodation|bonus|benefits?|schooling|tuition|visas?|بدل|بدلات|تامين|اجازه|اجازات|تذاكر|تذكره|سكن|مكافاه|مزايا|منحه|علاوه|اقامه|رضاعه|(?<!(?:ارتباطات|التزامات|اعباء|مسؤوليات|قيود|ظروف)\s+)(?:عائلي|عائليه))(?=$|[^\p{L}])/u);

/** Asked of an employee once hired, for a benefit's enrolment: "requested by HR after the offer", «بعد التعيين». */
// (Decision 233: "After you accept the offer", "once you have signed the offer".)
export const AFTER_OFFER = foldPattern(/(?:^|[^\p{L}])(?:(?:after|once)\s+you(?:'ve|\s+have)?\s+(?:accept|sign)\p{L}*\s+(?:the\s+|an?\s+|our\s+|your\s+)?(?:job\s+)?offer|after\s+(?:the\s+|an?\s+)?(?:job\s+)?(?:offer|hiring|joining|onboarding|signing)|upon\s+(?:hiring|joining|onboarding)|once\s+hired|بعد\s+(?:ال)?(?:تعيين|توظيف|قبول|مباشره|تعاقد))(?=$|[^\p{L}])/u);

/** A verb of the work the worker does, heading a duty («يقوم», «تتولى», «سيعمل»), or «على» (it is on …). */
export const DUTY_VERB = foldPattern(/^(?:و|ف)?(?:س)?(?:ي|ت)(?:قوم|تولي|عمل|شرف|كون|لتزم|باشر|ساعد|تابع|نظم)$|^علي$/u);
/** The second word of a two-word job name (رجل أعمال، مندوب مبيعات): the attribute after it describes the person. */
export const CONSTRUCT_JOBS = /^(?:اعمال|مبيعات|امن|اطفاء|اسعاف|مرور|شرطه|دين|تسويق|توصيل|خدمه)$/u;
/** Nouns of a person (not adjectives of things) that may follow a job of two words: «حارس عمارة مسلم». */
// (Decision 208: a status too, «سائق عائلي عزوبي».)
const PERSON_AFTER_JOB = /^(?:رجل|رجال|امراه|ذكر|انثي|شاب|مسلم|مسيحي|سني|شيعي|عزوبي|اعزب|عازب|متزوج|متزوجه)$/u;
/** Places whose people an attribute after them names («روضة بنات», «قسم رجال»). */
const PLACES = /^(?:قسم|جناح|عياده|صالون|مشغل|نادي|مركز|مدرسه|روضه|حضانه|كليه|جامعه|فرع|مكتب|سوق|مستشفي|سكن|مصلي|محل|معرض|مجمع|قاعه|دار|فندق|اقسام|مدارس)$/u;
/** People served, named after an Arabic attribute («السيدات العميلات» is rare; «الرجال المرضى»). */
const SERVED = /^(?:مرضي|مريضات|عملاء|عميلات|زبائن|زبونات|طلاب|طالبات|اطفال|ضيوف|زوار|زائرات|مراجعين|مراجعات|مستفيدين|مستفيدات|متدربين|متدربات)$/u;
/** An English noun that names a job or a worker: "male nurse", "Filipino housemaid", "attractive hostesses". */
export const JOB_NOUN = /^(?!(?:under|over|after|other|others|never|ever|either|neither|together|whether|rather|later|summer|winter|water|paper|number|order|orders|member|members|corner|matter|letter|better|power|cover|border|chapter|register|floor|door|color|colour|labour|labor|senior|junior|major|minor|interior|exterior|moment|content|event|events|current|recent|urgent|present|different|excellent|parent|parents|ancient|student|students|patient|patients|client|clients|restaurant|restaurants|important|relevant|constant|elegant|pleasant|instant|distant)$)(?:\p{L}{3,}(?:er|ers|or|ors|ist|ists|ant|ants|ent|ents|ess|esses|ician|icians|man|men|maid|maids)|nurses?|guards?|chefs?|cooks?|staff|labou?r|technicians?|clerks?|agents?|executives?|officers?|assistants?|hosts?|models?|tutors?|nann(?:y|ies)|helpers?|doctors?|secretar(?:y|ies)|cashiers?|receptionists?|accountants?|sales(?:man|men|woman|women|person|people)?|attendants?|representatives?|reps?|coordinators?|associates?|interns?|trainees?|graduates?|candidates?|applicants?|hires?|talents?|people|persons?|individuals?|professionals?|employees?|workers?|engineers?|developers?|designers?|specialists?|consultants?|analysts?|operators?|supervisors?|managers?|drivers?|teachers?|housemaids?|babysitters?|hostess(?:es)?|waiters?|waitress(?:es)?|baristas?|stewards?|stewardess(?:es)?|pilots?|colleagues?|teammates?)$/u;
/** An Arabic noun that names a job or a worker before its attribute: «سائق هندي», «موظفة جميلة», «محاسب مصري». */
export const JOB_NOUN_AR = /^(?:م\p{L}{3,}|سائق\p{L}*|ساقي\p{L}*|صباب\p{L}*|حارس\p{L}*|عامل\p{L}*|طباخ\p{L}*|خادم\p{L}*|شغال\p{L}*|سكرتير\p{L}*|فني\p{L}*|كاشير|بائع\p{L}*|استاذ\p{L}*|طبيب\p{L}*|ممرض\p{L}*|حلاق\p{L}*|نادل\p{L}*|كوافير\p{L}*|عارض\p{L}*|مضيف\p{L}*)$/u;

// («فيها», "in it", is no «فئة» (a group), though both fold to the same letters.)
export const isLawfulNoun = (token: TToken | undefined) => !!token && !/^(?:فيها|فيهم|فيهن)$/u.test(token.word) && (LAWFUL_NOUNS.has(token.stem) || LAWFUL_NOUNS.has(token.word));

/** The attribute describes people served, a place or a thing: a lawful noun right before or after it. */
export function isBoundToLawful(tokens: TToken[], index: number): boolean {
  const token = tokens[index]!;
  // Only a neighbour in the same phrase binds: same script, no bracket, comma, colon or slash between.
  const joined = (left: TToken, right: TToken) => !/[()[\]{},،:;/|+]/u.test(left.gap) && ARABIC.test(left.word) === ARABIC.test(right.word);
  const next = tokens[index + 1] && joined(token, tokens[index + 1]!) ? tokens[index + 1] : undefined;
  const previous = tokens[index - 1] && joined(tokens[index - 1]!, token) ? tokens[index - 1] : undefined;
  if (ARABIC.test(token.word)) {
    // «قسم السيدات», «صالون للسيدات», «ملابس نسائية»; «رجل أعمال», «رجل أمن»: a job in two words; «خدمة العملاء الهنود».
    // (Asked for, the job's people are named by sex: «مطلوب رجال أمن».)
    if (next && CONSTRUCT_JOBS.test(next.stem) && !(previous && DEMAND_WORDS.has(previous.stem))) return true;
    // «من الجالية الفلبينية», «من أبناء الجالية»: membership of a community is an origin, not people served.
    const isCommunity = !!previous && /^(?:جاليه|جاليات)$/u.test(previous.stem) && /^(?:من|ابناء|ابن|افراد)$/u.test(tokens[index - 2]?.word ?? '');
    // («حارس عمارة مسلم», «ساقي قهوة رجل»: a job of two words, then a person named; not «معلمة روضة بنات», a place's.)
    const isJobThenPerson = !!previous && !previous.word.startsWith('ال') && !token.word.startsWith('ال') && PERSON_AFTER_JOB.test(token.stem) && !PLACES.test(previous.stem) && !!tokens[index - 2] && !tokens[index - 2]!.word.startsWith('ال') && JOB_NOUN_AR.test(tokens[index - 2]!.stem);
    // (Decision 205: a noun right after a demand is the person asked, «مطلوب مدرّسة مسلمة» (a teacher, not a school).)
    const isAskedPerson = !!previous && !/^(?:ل|لل|ال|ب|بال)/u.test(previous.word) && !!tokens[index - 2] && /^(?:مطلوب|مطلوبه|المطلوب|نبي|نحتاج|نبحث|نطلب|يلزم|نريد|نبغي|ابي|ابغي)$/u.test(tokens[index - 2]!.stem);
    // (Decision 206: «ما فيه عاهة», "there is no … in him": «فيه» after a negative is no «فئة», a group.)
    const isInHim = previous?.word === 'فيه' && NEGATIVE.has(tokens[index - 2]?.word ?? '');
    if (isLawfulNoun(previous) && !CONSTRUCT_JOBS.test(previous!.stem) && !isCommunity && !isJobThenPerson && !isAskedPerson && !isInHim) return true;
    // «الصالون مخصص للسيدات», «السكن مخصص للطالبات»: a place set aside for them.
    if (previous && /^(?:مخصص|مخصصه|خاص|خاصه|مقتصر|مقتصره)$/u.test(previous.stem) && isLawfulNoun(tokens[index - 2])) return true;
    // «نادي رياضي نسائي»: an adjective between the place and the attribute; «مأكولات هندية وباكستانية»: a list of them.
    // (Not a masculine participle after a feminine adjective: «معلم لغة إنجليزية مسلم» describes the teacher; «ملابس
    // رياضية رجالي» still names the clothes.)
    const disagrees = /يه$/u.test(previous?.stem ?? '') && /^م\p{L}+(?:م|ن|ل|ر|د|ب|ح|ع|ف|ق|ك|ت|س|ز|ط|ج)$/u.test(token.stem) && !token.word.startsWith('ال');
    // (Decision 206: not a faith after a language, «مدرّسة لغة إنجليزية مسيحية»: no language has a faith.)
    const faithOfLanguage = !!token.entry?.classes.includes('religion') && /^(?:لغه)$/u.test(tokens[index - 2]?.stem ?? '');
    if (previous && !previous.entry && previous.word.length >= 4 && /ي$|يه$/u.test(previous.stem) && !disagrees && !faithOfLanguage && isLawfulNoun(tokens[index - 2]) && !/[()[\]{},،:;/|+]/u.test(tokens[index - 2]!.gap + previous.gap)) return true;
    // («خيل عربية أصيلة», «الأمهات الحوامل»: an adjective agreeing with a bound one, joined or not by «و».)
    if (previous?.entry && (token.prefix.startsWith('و') || token.word.startsWith('ال') === previous.word.startsWith('ال')) && !/[()[\]{},،:;/|+]/u.test(previous.gap) && isBoundToLawful(tokens, index - 1)) return true;
    // «منتجات العناية بالبشرة المخصصة للنساء»: set aside, with the article, describes the thing before it (not «الوظيفة مخصصة للنساء»).
    if (previous && /^(?:المخصص|المخصصه|الخاص|الخاصه|الموجه|الموجهه)$/u.test(previous.word) && /ل/u.test(token.prefix)) return true;
    // «جمعية تخدم الشباب»: the people a service is for.
    if (previous && /^(?:تخدم|يخدم|نخدم|لخدمه|تستهدف|يستهدف)$/u.test(previous.word)) return true;
    if (next && SERVED.test(next.stem)) return true;
    // (Decision 205: the women a doctor of women treats, «طبيبة النساء», «استشاري النساء والولادة»; the women's skin
    // a care is for, «منتجات العناية بالبشرة النسائية».)
    if (token.entry?.classes.includes('gender') && previous && /^(?:نساء|نساييه)$/u.test(token.stem) && readings(previous.word).some(([, rest]) => /^(?:طب|طبيب|طبيبه|طبيبات|اطباء|استشاري|استشاريه|استشاريين|اخصائي|اخصائيه|اخصائيات|جراحه|امراض)$/u.test(rest))) return true;
    if (token.entry?.classes.includes('gender') && previous && !previous.entry && readings(previous.word).some(([clitic, rest]) => /ال$/u.test(clitic) && /^(?:بشره|شعر|جسم|بدن)$/u.test(rest)) && isLawfulNoun(tokens[index - 2])) return true;
    const before = tokens[index - 2];
    // (Not «لمندوبي مبيعات من الذكور»: a job in two words, then whom it is for.)
    if (previous && /^(?:من|في|لدي|مع)$/u.test(previous.word) && isLawfulNoun(before) && !(CONSTRUCT_JOBS.test(before!.stem) && readings(tokens[index - 3]?.word ?? '').some(([, rest]) => JOB_NOUN_AR.test(rest)))) return true;
    return false;
  }
  // "female patients", "women's health", "Indian market"; "patients who are female" is rare enough.
  if (isLawfulNoun(next)) return true;
  // "the male surgical ward": an adjective of the place between ("surgical", "medical", "paediatric").
  if (next && !next.entry && /^\p{L}{3,}(?:al|ic|ical|ive|ary|ory)$/u.test(next.word) && isLawfulNoun(tokens[index + 2]) && /^\s*$/u.test(token.gap + next.gap)) return true;
  // "within the GCC", "across the EU": the region, not its people ("GCC nationals" are).
  // (Decision 201: the name of a body, "Muslim World League"; an Arabic noun of a thing before it, «شركتنا young وطموحة».)
  if (next && /^(?:world|international|youth|women.s|students.)$/u.test(next.word) && /^(?:league|federation|association|society|union|council|congress|forum|bank|university|organi[sz]ation)$/u.test(tokens[index + 2]?.word ?? '')) return true;
  if (tokens[index - 1] && ARABIC.test(tokens[index - 1]!.word) && /^\s*$/u.test(tokens[index - 1]!.gap) && /^(?:شركت|موسست|بييت|فريق|مكتب|منشات)(?:نا|هم|كم)$/u.test(tokens[index - 1]!.word)) return true;
  if (/^(?:gcc|eu)$/u.test(token.word) && previous?.word === 'the' && !(next && /^(?:nationals?|citizens?|passports?|origin|countries)$/u.test(next.word))) return true;
  // "Muslim-friendly packages", "women-led businesses": a compound adjective of a thing.
  if (next && /^-$/u.test(token.gap.trim()) && /^(?:friendly|owned|run|led|oriented|focused|centric|specific|themed|based|safe|only|fit|cut|fitting|leg|legged)$/u.test(next.word) && (next.word !== 'only' || isLawfulNoun(tokens[index + 2]))) return true;
  // "clients are women only", "our patients are mostly elderly": the people served described.
  // "working with newborns and mothers": one of a pair of people served.
  if (previous && /^(?:and|or|&)$/u.test(previous.word) && isLawfulNoun(tokens[index - 2]) && !tokens[index - 2]!.entry && /^\s*$/u.test(tokens[index - 2]!.gap)) return true;
  if (previous && /^(?:are|is|were|mostly|all)$/u.test(previous.word) && (isLawfulNoun(tokens[index - 2]) || (/^(?:mostly|all)$/u.test(tokens[index - 2]?.word ?? '') && isLawfulNoun(tokens[index - 3])))) return true;
  // "beautiful, clean interfaces": adjectives in a row before the thing they describe.
  for (let at = index + 1; at <= index + 3 && /^(?:and|clean|modern|simple|elegant|minimal|intuitive|functional|bold|clear|new)$/u.test(tokens[at]?.word ?? '') && /^[\s,&]*$/u.test(tokens[at - 1]!.gap); at += 1) {
    if (isLawfulNoun(tokens[at + 1]) && /^[\s,&]*$/u.test(tokens[at]!.gap)) return true;
  }
  // "men's barbershop", "ladies' night": whom a thing is for, unless the thing is a worker ("women's candidates").
  // ("men's barber shop": the worker's noun names the shop's kind.)
  if (token.isPossessive && !(next && JOB_NOUN.test(next.word) && !isLawfulNoun(tokens[index + 2]))) return true;
  // "Young Professionals Program", "Women Leaders Forum": the name of a programme.
  if (next && JOB_NOUN.test(next.word) && isLawfulNoun(tokens[index + 2]) && /^(?:programs?|programmes?|forum|network|initiative|award|awards|day|conference|summit|scheme|track|academy|fellowship|club|association|committee)$/u.test(tokens[index + 2]!.word)) return true;
  if (next && /^(?:and|or|&)$/u.test(next.word) && tokens[index + 2]?.entry && isLawfulNoun(tokens[index + 3])) return true;
  // "our hijab and modest-wear brand": the other of the pair is a thing named in a compound.
  if (next && /^(?:and|or|&)$/u.test(next.word) && /^[\s-]*$/u.test(tokens[index + 2]?.gap ?? '.') && tokens[index + 2]!.gap.includes('-') && isLawfulNoun(tokens[index + 3])) return true;
  if (previous && /^(?:for|to|with|of|serving|serve|among)$/u.test(previous.word) && isLawfulNoun(tokens[index - 2]) && !tokens[index - 2]!.entry) return false;
  return false;
}

/** (Built once.) */
const FEMALE = foldPattern(/^(?:female|females|woman|women|ladies|girls|انثي|اناث|امراه|نساء|سيدات|بنات|فتيات|نسائي|نسائيه)$/u);
/** Both genders named together ("male and female", «ذكور وإناث»): nobody is excluded unless "only" follows. */
export function isBothGenders(tokens: TToken[], index: number): boolean {
  // Named together: side by side or joined by "and", "or", «و», «أو», "/" (not "Chef (male) / Pastry Chef (female)").
  const near = [tokens[index]!];
  for (const step of [-1, 1]) {
    let at = index + step;
    if (tokens[at] && /^(?:and|or|او|ام|و)$/u.test(tokens[at]!.word)) at += step;
    const other = tokens[at];
    if (other?.entry?.classes.includes('gender') && !/[()[\]]/u.test(tokens.slice(Math.min(at, index), Math.max(at, index)).map((token) => token.gap).join(''))) near.push(other);
  }
  if (near.length < 2) return false;
  const male = /^(?:male|males|man|men|gentlemen|boys|ذكر|ذكور|رجل|رجال|شباب|شاب|رجالي)$/u;
  const female = FEMALE;
  // («رجالاً ونساءً»: the accusative's alef.)
  const plain = (token: TToken) => (ARABIC.test(token.stem) && token.stem.endsWith('ا') && token.stem.length > 3 ? token.stem.slice(0, -1) : token.stem);
  return near.some((token) => male.test(plain(token))) && near.some((token) => female.test(plain(token)));
}

export interface TContext {
  field: TScreenedField;
  tokens: TToken[];
  text: string;
  /** An item marked as not wanted by a cross (❌): an exclusion of its own. */
  isCrossed?: boolean;
  /** People told of whom the applicant is to be one, over the sentences of the field (decision 200): [start, end) in this text. */
  told?: [number, number];
}

/** The nearest demand word around `index`: within 6 words, or anywhere in the sentence for a strong one. */
export function demandNear(context: TContext, index: number, negativeOnly: boolean): TToken | undefined {
  const { tokens } = context;
  let best: TToken | undefined;
  let bestDistance = Infinity;
  tokens.forEach((token, at) => {
    if (at === index) return;
    const distance = Math.abs(at - index);
    const word = token.stem;
    const isDemand = negativeOnly ? NEGATIVE.has(word) || NEGATIVE.has(token.word) : DEMAND_WORDS.has(word) || DEMAND_WORDS.has(token.word);
    // (Decision 206: romanized Urdu "apply na karein", do not apply: «na» before the verb «kar-».)
    if (!isDemand && !(word === 'na' && /^kar/u.test(tokens[at + 1]?.word ?? ''))) return;
    // (Decision 205: "plus-size fashion", a size; "a plus" is the demand.)
    if (word === 'plus' && /^sizes?$/u.test(tokens[at + 1]?.word ?? '')) return;
    const reach = negativeOnly ? 5 : STRONG_DEMANDS.has(word) ? 12 : 6;
    if (distance <= reach && distance < bestDistance) {
      best = token;
      bestDistance = distance;
    }
  });
  return best ?? (negativeOnly && context.isCrossed ? tokens[index] : undefined);
}
