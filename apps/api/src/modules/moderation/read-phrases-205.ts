import type { TScreenCategory } from '@tawzeef/contract';
import { foldPattern } from './lexicon.ts';
import { ARABIC, isBoundToLawful, type TContext, type TReadFinding } from './read-words.ts';

/**
 * Decision 205: what the thirteenth writer wrote that holds by itself, read as read-phrases.ts's DEMANDED reads a
 * phrase that is a demand by itself ('self'), each after a quick look for a word it cannot match without.
 */
export const DECISION_205_PHRASES: Array<[TScreenCategory, RegExp, 'self', RegExp]> = [
  // Done with childbearing: "someone whose family is already complete", «خلّصت من الإنجاب», «اكتملت عائلتها».
  ['pregnancy', foldPattern(/(?:^|[^\p{L}])((?:whose\s+)?famil(?:y|ies)\s+(?:is|are)\s+(?:already\s+)?(?:complete|completed|done)|(?:done|finished)\s+(?:with\s+)?having\s+(?:children|kids|babies)|(?:خلصت|خلصتي|انتهت|اكتفت|اكتفيتي)\s+من\s+(?:ال)?(?:انجاب|خلفه|حمل|ولاده|عيال)|(?:اكتملت|كملت)\s+(?:عائلت|عايلت|اسرت)\p{L}*)(?=$|[^\p{L}])/gu), 'self', /famil|having|خلص|انتهت|اكتف|اكتمل|كملت/u],
  // A look by a model's ("Model-look Sales Associates"), the better-looking; a look or a photo judged ("a specific look
  // for the brand", «صورة … للتقييم»); in French too ("belle présentation", "taille min 1m68", "photo en pied").
  ['appearance', /(?:^|[^\p{L}])(model[\s-]+looks?(?!\s+book)|(?:better|best|nicer|nicest)[\s-]looking|(?:a|the)\s+(?:specific|certain|particular|consistent|uniform)\s+look\s+for|belle\s+pr[ée]sentation|bonne\s+pr[ée]sentation|taille\s+(?:min(?:imum|imale)?\.?\s+)?(?:de\s+)?\d\s*m\s*\d{2}|photo\s+en\s+pied)(?=$|[^\p{L}])/gu, 'self', /model|looking|look\s+for|pr[ée]sentation|taille|photo\s+en/u],
  ['appearance', foldPattern(/(?:^|[^\p{L}])((?:صوره|صور|photo|photos|picture|pictures)(?:\s+[\p{L}()]+){0,5}\s+(?:ل|لل)?(?:تقييم|للتقييم)|(?:photo|photos|picture|pictures)\s+(?:\p{L}+\s+){0,4}for\s+(?:assessment|evaluation|our\s+assessment))(?=$|[^\p{L}])/gu), 'self', /تقييم|assessment|evaluation/u],
  // Weight or height held to a standard ("keep their weight under the required limit", "meet the height and weight
  // standard"), not a load's.
  ['appearance', /(?:^|[^\p{L}])((?:their|your|his|her|own)\s+(?:weight|height|body\s+weight)\s+(?:under|below|within|above|over)\s+(?:the\s+)?(?:\p{L}+\s+)?(?:limits?|standards?|range|maximum|minimum)|(?:meet|meets|meeting|match|matches)\s+(?:the\s+|our\s+|a\s+)?(?:required\s+)?(?:height|weight|body)(?:\s+(?:and|&)\s+(?:height|weight))?\s+(?:standards?|requirements?|criteria|limits?|specs?))(?=$|[^\p{L}])/gu, 'self', /weight|height|body/u],
  // A sex or a status by its letter or word alone in a title's brackets ("Admin Asst. (F)", "Night Auditor (Bachelor)"):
  // read by readTitleBrackets below, title only.
  // Prayer kept and attended («مواظباً على الصلاة», «يحضر صلاة الفجر»), said of the applicant.
  ['religion', foldPattern(/(?:^|[^\p{L}])((?:مواظب|مواظبه|مواظبا|محافظ|محافظه|محافظا|مداوم|مداومه)\s+علي\s+(?:ال)?(?:صلاه|صلوات|فروض|صيام)|(?:يحضر|تحضر|يؤدي|تؤدي|يشهد)\s+(?:ال)?صلاه\s+(?:ال)?(?:فجر|جمعه|ظهر|عصر|مغرب|عشاء|جماعه))(?=$|[^\p{L}])/gu), 'self', /صلاه|صيام|صلوات|فروض/u],
  // Someone of another faith kept out ("we'd rather not bring in someone from outside the faith").
  ['religion', /(?:^|[^\p{L}])((?:someone|anyone|people|persons?|candidates?|applicants?|staff|employees?|those)\s+(?:\p{L}+\s+){0,2}outside\s+(?:the|our|their)\s+(?:faith|religion|sect|creed))(?=$|[^\p{L}])/gu, 'self', /outside/u],
  // A Sunni asked after «مسلم» («مسلم سني»); a known family in Egyptian («من عيلة معروفة»); a family of standing.
  ['religion', foldPattern(/(?:^|[^\p{L}])((?:مسلم|مسلمه|مسلما)\s+(?:سني|سنيه|سنيا|شيعي|شيعيه|شيعيا))(?=$|[^\p{L}])/gu), 'self', /مسلم/u],
  // People bounded by a birth year ("born in 1998 or later", «مواليد ١٩٩٥ وما بعد»).
  ['age', foldPattern(/(?:^|[^\p{L}])((?:born\s+(?:in\s+|after\s+|before\s+|from\s+)?(?:19|20)\d{2}\s+(?:or|and)\s+(?:later|after|earlier|before|above|below|younger|older)|born\s+(?:after|before|between)\s+(?:19|20)\d{2}|(?:مواليد|المواليد)\s+(?:عام\s+|سنه\s+)?(?:19|20)\d{2}\s*(?:وما\s+بعد|فما\s+بعد|فما\s+فوق|وما\s+فوق|واحدث|فاحدث|او\s+احدث|وما\s+قبل)))(?![\p{L}\p{N}])/gu), 'self', /born|مواليد/u],
  // A Sunni or a Shia heading a requirement («سني من قبيلة معروفة»).
  ['religion', foldPattern(/^\s*((?:[وف])?(?:سني|سنيه|شيعي|شيعيه))(?=\s+(?:من|و|فقط)(?:$|[^\p{L}])|\s*[،,]|\s*$)/gu), 'self', /سني|شيعي/u],
  // Bedouin people named ("Bedouin applicants"): a lineage (not a Bedouin-style camp, craft or history).
  ['tribe', /(?:^|[^\p{L}])(bedou?ins?\s+(?:applicants?|candidates?|people|persons?|staff|employees?|workers?|men|women|guys|girls|youth|backgrounds?|origins?|famil(?:y|ies)))(?=$|[^\p{L}])/gu, 'self', /bedou?in/u],
  ['tribe', foldPattern(/(?:^|[^\p{L}])((?:من\s+)?(?:عيله|عيلات|عائله|عايله|اسره)\s+(?:معروفه|كبيره|محترمه|اصيله|لها\s+(?:مكانه|وزن|اسم|سمعه|ثقل)|ذات\s+(?:مكانه|وزن|ثقل)))(?=$|[^\p{L}])/gu), 'self', /عيل|عائل|عايل|اسره/u],
];

/** Decision 205: what holds with a demand (read with read-phrases.ts's DEMANDED). */
export const DECISION_205_DEMANDED: Array<[TScreenCategory, RegExp, 'any' | 'negative' | 'self' | 'demand', RegExp?]> = [
  // No maternity leave told to the women who would need it («ما فيها إجازة ولادة»).
  ['pregnancy', foldPattern(/(?:^|[^\p{L}])((?:ما\s+(?:فيها|فيه|في|عندنا|نعطي|يوجد|توجد)|لا\s+(?:يوجد|توجد|تعطي|نعطي|تشمل)|بدون|بلا|دون)\s+(?:\p{L}+\s+){0,2}اجازه\s+(?:ال)?(?:ولاده|وضع|امومه))(?=$|[^\p{L}])/gu), 'any', /اجازه/u],
  // Recently delivered, nursing mothers: a birth or nursing refused.
  ['pregnancy', /(?:^|[^\p{L}])((?:recently|newly|just)\s+delivered|(?:nursing|lactating|breast[\s-]?feeding)\s+(?:mothers?|moms?|mums?|women|applicants?|candidates?|staff))(?=$|[^\p{L}])/gu, 'negative', /deliver|nursing|lactat|breast/u],
  // Health asked of everyone ("only healthy employees"); a past of psychiatric care; sight or speech.
  ['disability', /(?:^|[^\p{L}])(healthy\s+(?:employees|staff|workers|applicants|candidates|people|persons|individuals))(?=$|[^\p{L}])/gu, 'any', /healthy/u],
  ['disability', /(?:^|[^\p{L}])((?:psychiatric|psychological|mental[\s-]health|medical)\s+(?:history|record|background|treatment|illness|conditions?)|(?:speech|hearing|sight|vision)\s+(?:difficult(?:y|ies)|problems?|impairments?|defects?|disorders?))(?=$|[^\p{L}])/gu, 'negative', /psychiatr|psycholog|mental|medical|speech|hearing|sight|vision/u],
  ['disability', /(?:^|[^\p{L}])((?:perfect|normal|full|20\/20|6\/6)\s+(?:\d+\/\d+\s+)?(?:vision|eyesight|sight|hearing)|without\s+(?:glasses|spectacles|contact\s+lenses|hearing\s+aids))(?=$|[^\p{L}])/gu, 'any', /vision|sight|hearing|glasses|spectacles|lenses/u],
  // One young person asked in Gulf speech («نبي واحد صغير»).
  ['age', foldPattern(/(?:^|[^\p{L}])((?:واحد|وحده|واحده|شخص|احد)\s+(?:صغير|صغيره)(?:\s+(?:ال)?(?:سن|عمر))?)(?=$|[^\p{L}])/gu), 'any', /صغير/u],
];

/** A sex, a status or an upper age alone in brackets in a title: "Admin Asst. (F)", "Night Auditor (Bachelor)", «مطلوب مندوب (أقل من ٣٠)». */
const TITLE_SEX = /\(\s*(?:f|m|female|male)\s*\)/u;
// (Decision 208: in Arabic too, «مطلوب مشرف سكن (أعزب)».)
const TITLE_STATUS = /\(\s*(?:bachelors?|single|unmarried|married|اعزب|عازب|عزوبي|عزباء|متزوج|متزوجه|غير\s+متزوج|غير\s+متزوجه)\s*\)/u;
const TITLE_AGE = foldPattern(/\(\s*(?:اقل\s+من|تحت|دون|لا\s+يتجاوز|لا\s+يزيد\s+عن|under|below|max\.?|maximum|up\s+to)\s*(?:سن\s+|age\s+)?[2-6]\d\s*(?:سنه|عاما|عام|years?|yrs?)?\s*\)/u);
const WOMEN_OR_MEN_PLACE = foldPattern(/(?:^|[^\p{L}])(?:women|ladies|gents|men)(?:['’]s?)?[\s-]+(?:only|gym|section|salon|spa|facility|branch|clinic|ward)|نسائي|رجالي|سيدات/u);
export function readTitleBrackets(text: string): Array<{ category: TScreenCategory; start: number; end: number }> {
  const found: Array<{ category: TScreenCategory; start: number; end: number }> = [];
  // (Not a job for a women's or men's place: "Ladies' gym: personal trainer (female) for women-only facility", 083.)
  const place = WOMEN_OR_MEN_PLACE.test(text);
  for (const [category, pattern] of [['gender', TITLE_SEX], ['marital_status', TITLE_STATUS], ['age', TITLE_AGE]] as const) {
    const match = pattern.exec(text);
    if (match && !(category === 'gender' && place)) found.push({ category, start: match.index, end: match.index + match[0].length });
  }
  return found;
}

/**
 * The people a job is told to be for ("Job in Oman for Kenyan ladies", «وظائف للشباب السعودي»): their attributes are the
 * applicants' (not when they are people served: "Jobs for female patients' ward").
 */
const JOB_FOR = foldPattern(/^(?:jobs?|vacanc(?:y|ies)|openings?|positions?|وظيفه|وظائف|فرصه|فرص|شواغر|شاغر)$/u);
export function readJobFor(context: TContext): TReadFinding[] {
  const { tokens } = context;
  const found: TReadFinding[] = [];
  tokens.forEach((token, index) => {
    // (Decision 206: with its clitics too, «والوظيفة للمسلمين فقط».)
    if (!JOB_FOR.test(token.word) && !JOB_FOR.test(token.stem)) return;
    // ("Job in Oman for …": a place between.)
    let at = index + 1;
    if (tokens[at]?.word === 'in' && tokens[at + 1]) at += 2;
    const arabicFor = ARABIC.test(token.word) && /^(?:ل|لل)/u.test(tokens[at]?.word ?? '');
    if (!arabicFor) {
      if (tokens[at]?.word !== 'for') return;
      at += 1;
    }
    for (let next = at; next < Math.min(tokens.length, at + 3); next += 1) {
      const person = tokens[next]!;
      if (!person.entry || person.entry.strength === 'weak' || isBoundToLawful(tokens, next)) continue;
      for (const category of person.entry.classes) found.push({ category, start: token.start, end: person.end });
    }
  });
  return found;
}
