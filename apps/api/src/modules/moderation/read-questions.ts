import type { TScreenCategory } from '@tawzeef/contract';
import { foldPattern } from './lexicon.ts';
import { EXPERIENCE } from './read-ages.ts';
import { readPhrases } from './read-phrases.ts';
import { saysNothingIsAsked } from './read-fraud.ts';
import { isBothGenders, isBoundToLawful, type TContext, type TReadFinding } from './read-words.ts';

/** A question to the applicant: what it asks about the person (words of the classes), or details fake ads ask for. */
// (An Arabic question may open with «و» or «ف»: «وهل», «وما».) An order to state something asks it too: "Please enter …", «اكتب …», «أرفق …».
export const QUESTION_START = /^\s*(?:[وف](?=[\u0600-\u06FF]))?(?:are|do|does|did|have|has|what|which|how|when|where|is|will|would|can|please\s+(?:state|give|tell|enter|provide|share|attach|upload|mention|write|declare|send)|kindly|enter|provide|share|attach|upload|mention|state|declare|your|tell\s+us|please\s+(?:rate|describe|indicate|confirm|specify|list)|rate|indicate|specify|describe|هل|ما|ماهو|ماهي|كم|متي|من\s+اي|اي|اذكر|اذكري|حدد|حددي|اكتب|اكتبي|ارفق|ارفقي|ارفاق|يرجي|يذكر|تذكر|مين|منو|وش|ايش|اش|شو|شنو|وين|عندك|لديك|انت|انتي)(?=$|[^\p{L}])/u;
const QUESTION_WORDS: Array<[TScreenCategory, RegExp]> = ([
  // ("mixed-gender teams", "gender-neutral hiring": not the applicant's.)
  ['gender', /(?:^|[^\p{L}])(?:(?<!(?:mixed|cross|all|both|opposite)[\s-])(?:gender|sex)(?![\s-]+(?:neutral|equal\p{L}*|divers\p{L}*|balance\p{L}*|sensitiv\p{L}*|pay|gap|based|inclusive|segregat\p{L}*|teams?|groups?|environments?|workplaces?))|male\s+or\s+female|female\s+or\s+male|جنسك|(?:ال)?جنس|ذكر\s+(?:ام|او)\s+انثي|انثي\s+(?:ام|او)\s+ذكر)(?=$|[^\p{L}])/u],
  // The year one left school is an age: "Which year did you finish high school?", «كم سنة صار لك متخرج من الثانوية؟».
  ['age', /(?:^|[^\p{L}])(?:(?:finish|finished|complete|completed|leave|left|graduate|graduated|graduation)\s+(?:from\s+)?(?:high\s+school|secondary\s+school|school)|(?:high|secondary)\s+school\s+(?:graduation|completion)|(?:تخرج|تخرجت|تخرجك|متخرج|متخرجه|خريج|خريجه)\s+(?:من\s+)?(?:ال)?(?:ثانويه|ثانوي))(?=$|[^\p{L}])/u],
  ['age', /(?:^|[^\p{L}])(?:(?:older|younger)\s+than\s+\d{2}|3omr\p{L}*|(?:under|over|above|below)\s+\d{2}|born|birth|birthday|how\s+old|age|dob|(?<!(?:كبار|صغار|كبير|صغير|كبيره|صغيره)\s)(?:العمر|السن)|عمرك|سنك|ميلادك|مواليد|عمر|عمره|عمرها|تاريخ\s+(?:ال)?(?:ميلاد|ولاده)\p{L}*)(?=$|[^\p{L}])/u],
  ['marital_status', /(?:^|[^\p{L}])(?:(?:do|did)\s+you\s+have\s+(?:any\s+)?(?:children|kids)|how\s+many\s+(?:children|kids|dependants|dependents)|(?:number|no\.?)\s+of\s+(?:children|kids|dependants|dependents)|dependants|dependents|your\s+(?:children|kids)|relationship\s+status|in\s+a\s+relationship|engaged(?!\s+(?:in|with|by|to\s+(?:work|a\s+project)))|boyfriend|girlfriend|fianc[eé]e?|live\s+(?:with\s+(?:your\s+)?(?:family|parents|spouse|wife|husband|partner)|alone)|(?:تسكن|تسكنين|ساكن|ساكنه|تعيش|عايش|عايشه)\s+(?:مع\s+(?:ال)?(?:اهل|عائل|اسر|زوج)\p{L}*|لوحد\p{L}*)|spouse|husband|wife|married|divorced|marital|family\s+status|حالتك\s+(?:ال)?اجتماعيه|(?:ال)?حاله\s+(?:ال)?اجتماعيه|معرس|معرسه|عزابي|(?:لديك|عندك)\s+(?:ال)?(?:اطفال|ابناء|اولاد|زوجه|زوج)|(?:ارتباطات|التزامات|مسؤوليات)\s+(?:ال)?(?:عائليه|اسريه|زوجيه)|زوجك|زوجتك|متزوج\p{L}*|مخطوب\p{L}*|اعزب|عزباء|mrs|how\s+many\s+more\s+(?:children|kids)|اطفالك|ابناءك|ابنائك|اولادك|عيالك|عدد\s+(?:ال)?(?:اطفال|ابناء|اولاد)|(?:ال)?زواج|تتزوج\p{L}*)(?=$|[^\p{L}])/u],
  ['appearance', /(?:^|[^\p{L}])(?:(?:weight|height)\s*(?:&|and|\/)\s*(?:height|weight)|your\s+(?:own\s+)?(?:height|weight|looks?|appearance|figure|body|skin)|how\s+tall|how\s+much\s+do\s+you\s+weigh|attractiveness|physical\s+appearance|طولك|وزنك|شكلك|مظهرك|بشرتك|لون\s+بشرتك|جسمك|(?:dress|clothing|clothes|waist)\s+size|waist|bmi|height\s+and\s+weight|(?:ال)?طول\s+و\s*(?:ال)?وزن)(?=$|[^\p{L}])/u],
  // Medication taken, a psychiatrist seen (decision 190): the applicant's health asked.
  ['disability', /(?:^|[^\p{L}])(?:(?:take|taking|on)\s+(?:any\s+)?(?:regular\s+|daily\s+|long[\s-]term\s+|prescri\p{L}+\s+)?(?:medications?|medicines?|pills)|(?:تتناول|تاخذ|تتعاطي|تستخدم|تستعمل)\s+(?:اي\s+)?(?:ادويه|دواء|علاج)|(?:راجعت|زرت|تراجع|تزور|مراجعه|زياره)\s+(?:ال)?(?:طبيب\p{L}*|عياده)\s+(?:ال)?نفسي\p{L}*|(?:seen|see|visited|consulted)\s+(?:a\s+)?(?:psychiatrist|psychologist|therapist))(?=$|[^\p{L}])/u],
  ['disability', /(?:^|[^\p{L}])(?:(?:كرسي|كراسي)\s+(?:ال)?متحرك\p{L}*|wheelchairs?|disabilit\p{L}*|disabled|handicap\p{L}*|medical\s+conditions?|chronic|illness\p{L}*|impair\p{L}*|اعاقه|معاق|امراض|مرض\s+مزمن|blood\s+(?:sugar|pressure)|medical\s+history|surger(?:y|ies)|عمليه\s+جراحيه|عمليات\s+جراحيه|(?:ضغط|سكر)\s+(?:ال)?دم|(?:ال)?سكري|(?:ال)?تاريخ\s+(?:ال)?مرضي)(?=$|[^\p{L}])/u],
  ['pregnancy', /(?:^|[^\p{L}])(?:pregnan\p{L}*|expecting|حامل|حمل|الحمل|انجاب|childbirth|(?:give|gave|given|giving)\s+birth|(?:اخر|موعد)\s+ولاده|ولاده\s+لك|(?<!تاريخ\s+)ولادتك|ولدتي|بيبي|['"‘’]?good\s+news['"‘’]?\s+(?:expected|soon|coming)|due\s+date|(?:had|have|having)\s+a\s+(?:baby|child)|(?:new|newborn)\s+baby|(?:plan\p{L}*|intend\p{L}*|want)\s+to\s+have\s+(?:more\s+)?(?:children|kids|a\s+baby)|(?:more\s+)?(?:children|kids)\s+(?:are|do)\s+you\s+(?:plan\p{L}*|want|intend\p{L}*)|plan\s+to\s+have\s+more)(?=$|[^\p{L}])/u],
  ['nationality', /(?:^|[^\p{L}])(?:nationality|citizenship|country\s+of\s+origin|ethnic\p{L}*|originally|(?:family|parents)\s+(?:\p{L}+\s+)?(?:come|comes|came)?\s*from|where\s+are\s+you\s+from|ethnicity|race|passport\s+(?:do\s+you\s+hold|country)|native\s+speaker|mother\s+tongue|جنسيتك|اصلك|عرقك|من\s+وين\s+انت|من\s+اي\s+بلد)(?=$|[^\p{L}])/u],
  ['tribe', /(?:^|[^\p{L}])(?:famil(?:y|ies)\s+(?:\p{L}+\s+){0,4}(?:origin|lineage|roots)|(?:reference|proof)\s+(?:on|of|for)\s+(?:your\s+)?(?:origin|lineage)|(?:g|q)abee?l\p{L}*|tribe|tribal|clan|family\s+name|قبيلتك|قبيلته|قبيلتها|قبيله|عشيرتك|عشيرته|ربعك|(?:ال)?فخذ|فخذك|عائلتك|عايلتك|نسبك|حمولتك|(?:وش|ايش|شو|ما)\s+ترجع|ترجع\s+(?:ل|الي)\s*(?:اي|وش)|اصلك\s+(?:من\s+)?(?:وين|اي))(?=$|[^\p{L}])/u],
  ['religion', /(?:^|[^\p{L}])(?:do\s+you\s+(?:pray|fast)|fasting|(?:تصوم|تصومين|صايم|صايمه)|prayers?|religion|religious|faith|sect|mosque|church|hijab|تصلي|صلاه|ديانتك|دينك|مذهبك|(?:ال)?مذهب|(?:ال)?ديانه|محجبه|حجاب)(?=$|[^\p{L}])/u],
  ['fraud', /(?:^|[^\p{L}])(?:bank\s+account|iban|card\s+number|credit\s+card|cvv|otp|password|passport\s+number|id\s+number|national\s+id|fee|fees|deposit|حسابك|الحساب\s+البنكي|ايبان|رقم\s+(?:ال)?(?:بطاقه|هويه|جواز|حساب)|رقم\s+(?:هويتك|جوازك|حسابك|بطاقتك|اقامتك)|online\s+banking|login|username|pin|كلمه\s+(?:ال)?مرور|رمز\s+(?:ال)?تحقق|رسوم|تدفع|دفعت|تحويل|مبلغ)(?=$|[^\p{L}])/u],
] as Array<[TScreenCategory, RegExp]>).map(([category, pattern]): [TScreenCategory, RegExp] => [category, foldPattern(new RegExp(pattern.source.replace(/^\(\?:\^\|\[\^\\p\{L\}\]\)/u, '$&(?:[وف](?=[\\u0600-\\u06FF]))?'), pattern.flags))]);

const SAUDI_WORD = /(?:^|[^\p{L}])(?:saudi|saudis|سعودي\p{L}*|السعودي\p{L}*)(?=$|[^\p{L}])/u;

export function readQuestion(context: TContext): TReadFinding[] {
  const found: TReadFinding[] = [];
  const start = context.text.search(/\S/u);
  const end = context.text.trimEnd().length;
  const classes = new Set<TScreenCategory>();
  context.tokens.forEach((token, index) => {
    if (!token.entry || token.entry.strength === 'weak' || isBoundToLawful(context.tokens, index)) return;
    // "a mixed team of men and women": both named, no sex asked.
    if (token.entry.classes.includes('gender') && isBothGenders(context.tokens, index)) return;
    for (const category of token.entry.classes) classes.add(category);
  });
  for (const [category, pattern] of QUESTION_WORDS) if (pattern.test(context.text)) classes.add(category);
  for (const finding of readPhrases(context)) classes.add(finding.category);
  // "Do you hold Saudi nationality?": localisation (decision 084), unless another nationality is named.
  if (classes.has('nationality') && SAUDI_WORD.test(context.text) && !context.tokens.some((token) => token.entry?.classes.includes('nationality'))) classes.delete('nationality');
  // "Are you 18 or older?", «هل عمرك 18 سنة فأكثر؟»: the legal working age, no other number.
  // (The lawful frame of 18 is masked before the question is read: a blank run where it stood.)
  if (classes.has('age') && /\S\s{6,}/u.test(context.text) && !/\d{2}/u.test(context.text)) classes.delete('age');
  if (classes.has('age') && /(?<![\p{N}])18(?![\p{N}])/u.test(context.text) && !/(?<![\p{N}])(?!18)\d{2}(?![\p{N}])/u.test(context.text) && /(?:or\s+(?:older|above|over)|(?:older|more)\s+than|not\s+younger\s+than|at\s+least|over|above|\+|فاكثر|فما\s+فوق|او\s+اكثر|وما\s+فوق|اكبر\s+من|لا\s+يقل|legal)/u.test(context.text)) classes.delete('age');
  // "Are you a Saudi national?" is lawful (decision 084); "years of experience" is not an age.
  if (classes.has('age') && EXPERIENCE.test(context.text) && !/born|birth|old|ميلاد|عمرك|سنك/u.test(context.text)) classes.delete('age');
  // "(Please note we never charge fees.)": a reassurance, nothing asked.
  if (classes.has('fraud') && saysNothingIsAsked(context.text)) classes.delete('fraud');
  for (const category of classes) found.push({ category, start, end });
  return found;
}
