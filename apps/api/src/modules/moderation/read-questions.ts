import type { TScreenCategory } from '@tawzeef/contract';
import { foldPattern } from './lexicon.ts';
import { EXPERIENCE } from './read-ages.ts';
import { readPhrases } from './read-phrases.ts';
import { isBoundToLawful, type TContext, type TReadFinding } from './read-words.ts';

/** A question to the applicant: what it asks about the person (words of the classes), or details fake ads ask for. */
export const QUESTION_START = /^\s*(?:are|do|does|did|have|has|what|which|how|when|where|is|will|would|can|please\s+(?:state|give|tell)|tell\s+us|please\s+(?:rate|describe|indicate|confirm|specify|list)|rate|indicate|specify|describe|هل|ما|ماهو|ماهي|كم|متي|من\s+اي|اي|اذكر|حدد|وش|ايش|اش|شو|شنو|وين|عندك|لديك|انت|انتي)(?=$|[^\p{L}])/u;
const QUESTION_WORDS: Array<[TScreenCategory, RegExp]> = ([
  ['age', /(?:^|[^\p{L}])(?:born|birth|birthday|how\s+old|age|عمرك|سنك|ميلادك|مواليد|عمر)(?=$|[^\p{L}])/u],
  ['marital_status', /(?:^|[^\p{L}])(?:(?:do|did)\s+you\s+have\s+(?:any\s+)?(?:children|kids)|how\s+many\s+(?:children|kids)|spouse|husband|wife|married|divorced|marital|family\s+status|حالتك\s+(?:ال)?اجتماعيه|(?:ال)?حاله\s+(?:ال)?اجتماعيه|معرس|معرسه|عزابي|(?:لديك|عندك)\s+(?:ال)?(?:اطفال|ابناء|اولاد)|زوجك|زوجتك|متزوج\p{L}*|مخطوب\p{L}*|اعزب|عزباء)(?=$|[^\p{L}])/u],
  ['appearance', /(?:^|[^\p{L}])(?:your\s+(?:height|weight|looks?|appearance|figure|body|skin)|how\s+tall|how\s+much\s+do\s+you\s+weigh|attractiveness|physical\s+appearance|طولك|وزنك|شكلك|مظهرك|بشرتك|لون\s+بشرتك|جسمك)(?=$|[^\p{L}])/u],
  ['disability', /(?:^|[^\p{L}])(?:disabilit\p{L}*|disabled|handicap\p{L}*|medical\s+conditions?|chronic|illness\p{L}*|impair\p{L}*|اعاقه|معاق|امراض|مرض\s+مزمن)(?=$|[^\p{L}])/u],
  ['pregnancy', /(?:^|[^\p{L}])(?:pregnan\p{L}*|expecting|حامل|حمل|الحمل|انجاب)(?=$|[^\p{L}])/u],
  ['nationality', /(?:^|[^\p{L}])(?:nationality|citizenship|country\s+of\s+origin|where\s+are\s+you\s+from|ethnicity|race|passport\s+(?:do\s+you\s+hold|country)|جنسيتك|اصلك|عرقك|من\s+وين\s+انت|من\s+اي\s+بلد)(?=$|[^\p{L}])/u],
  ['tribe', /(?:^|[^\p{L}])(?:tribe|tribal|clan|family\s+name|قبيلتك|قبيله|عشيرتك|عائلتك|عايلتك|نسبك|حمولتك|(?:وش|ايش|شو|ما)\s+ترجع|ترجع\s+(?:ل|الي)\s*(?:اي|وش)|اصلك\s+(?:من\s+)?(?:وين|اي))(?=$|[^\p{L}])/u],
  ['religion', /(?:^|[^\p{L}])(?:do\s+you\s+pray|prayers?|religion|religious|faith|sect|mosque|church|hijab|تصلي|صلاه|ديانتك|دينك|مذهبك|محجبه|حجاب)(?=$|[^\p{L}])/u],
  ['fraud', /(?:^|[^\p{L}])(?:bank\s+account|iban|card\s+number|credit\s+card|cvv|otp|password|passport\s+number|id\s+number|national\s+id|fee|fees|deposit|حسابك|الحساب\s+البنكي|ايبان|رقم\s+(?:ال)?(?:بطاقه|هويه|جواز|حساب)|رقم\s+(?:هويتك|جوازك|حسابك|بطاقتك|اقامتك)|online\s+banking|login|username|pin|كلمه\s+(?:ال)?مرور|رمز\s+(?:ال)?تحقق|رسوم|تدفع|دفعت|تحويل|مبلغ)(?=$|[^\p{L}])/u],
] as Array<[TScreenCategory, RegExp]>).map(([category, pattern]): [TScreenCategory, RegExp] => [category, foldPattern(pattern)]);

const SAUDI_WORD = /(?:^|[^\p{L}])(?:saudi|saudis|سعودي\p{L}*|السعودي\p{L}*)(?=$|[^\p{L}])/u;

export function readQuestion(context: TContext): TReadFinding[] {
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
  // "Are you 18 or older?", «هل عمرك 18 سنة فأكثر؟»: the legal working age, no other number.
  // (The lawful frame of 18 is masked before the question is read: a blank run where it stood.)
  if (classes.has('age') && /\S\s{6,}/u.test(context.text) && !/\d{2}/u.test(context.text)) classes.delete('age');
  if (classes.has('age') && /(?<![\p{N}])18(?![\p{N}])/u.test(context.text) && !/(?<![\p{N}])(?!18)\d{2}(?![\p{N}])/u.test(context.text) && /(?:or\s+(?:older|above|over)|at\s+least|over|above|\+|فاكثر|فما\s+فوق|او\s+اكثر|وما\s+فوق|اكبر\s+من|لا\s+يقل|legal)/u.test(context.text)) classes.delete('age');
  // "Are you a Saudi national?" is lawful (decision 084); "years of experience" is not an age.
  if (classes.has('age') && EXPERIENCE.test(context.text) && !/born|birth|old|ميلاد|عمرك|سنك/u.test(context.text)) classes.delete('age');
  for (const category of classes) found.push({ category, start, end });
  return found;
}
