import { both } from './read-phrases-211.ts';
import { foldQuicks, phrase, type TDemanded } from './read-phrases-216.ts';

/**
 * Decision 222: what the twenty-second writer wrote that holds, read as read-phrases.ts's DEMANDED reads a phrase: by
 * itself ('self'), each after a quick look (folded) for a word it cannot match without.
 */
const DEMANDED: TDemanded[] = [
  // Health: anyone with a disability excluded from a package, a psychiatric history (the healthy only: 221's),
  // the hard of hearing or sight rejected, medical hearing aids refused.
  ['disability', phrase(String.raw`excludes?\s+(?:anyone|those|people|candidates|applicants|staff)\s+with\s+(?:a\s+|any\s+)?(?:disabilit\p{L}*|illness\p{L}*|medical\s+conditions?)|تاريخ\s+مرض\p{L}*\s+(?:نفسي|عقلي|ب\p{L}+)|(?:ضعاف|ضعيفي|فاقدي)\s+(?:ال)?(?:سمع|بصر|نظر)[^.\n]{0,20}(?:مرفوض\p{L}*|غير\s+مقبول\p{L}*|ممنوع)|عدم\s+استخدام\s+(?:ال)?(?:سماعات|سماعه)\s+(?:ال)?طبي\p{L}*`), 'self', /exclude|تاريخ\s+مرض|ضعاف|ضعيفي|فاقدي|سماع/u],
  // Looks: weight «زايد»; a woman of looks rewarded («لصاحبة المظهر الجذاب»); «شكلها كويس».
  ['appearance', phrase(String.raw`(?:وزنه|وزنها)\s+(?:زايد|زائد)|(?:شكله|شكلها)\s+(?:كويس|حلوه|مقبول)`), 'self', /وزنه|وزنها|شكله|شكلها/u],
  ...both(['appearance', 'gender'], phrase(String.raw`(?:ل)?صاحبه\s+(?:ال)?(?:مظهر|شكل|قوام|وجه)`), 'self', /صاحبه/u),
  // A woman at the head of a line of requirements ("* Female, 25-32 yrs old").
  ['gender', phrase(String.raw`(?:^|\n)\s*(?:[-•*]\s*)?(?:female|male|females|males)\s*,`), 'self', /female|male/u],
  // Origins: an accent of a land demanded, another refused.
  ['nationality', phrase(String.raw`(?:have|has|with|speak\p{L}*\s+with)\s+an?\s+(?:\p{L}+\s+or\s+)?(?:gulf|khaleeji|saudi|egyptian|levantine|lebanese|syrian|arab|indian|british|american)\s+(?:or\s+\p{L}+\s+)?accent|(?:no|non[\s-])\s*(?:egyptian|levantine|gulf|arab|indian)\s+(?:or\s+\p{L}+\s+)?(?:dialects?|accents?)`), 'self', /accent|dialect/u],
  // Descent: the owner's tribe rewarded, the same tribe wanted, tribesmen only.
  ['tribe', phrase(String.raw`قبيله\s+صاحب|نفس\s+(?:ال)?قبيل\p{L}*|(?:لل|ال)?قبيلي\s+فقط`), 'self', /قبيل/u],
  // Pregnancy: applicants on maternity leave or with newborns refused.
  ['pregnancy', phrase(String.raw`(?:المتقدمات|المتقدمه|متقدمات)\s+في\s+اجاز\p{L}*\s+(?:وضع|امومه)|(?:لديهن|لديها|عندها|عندهن)\s+مواليد`), 'self', /اجاز|مواليد/u],
  // Fraud: a return on a deposit, a joining fee, a personal number only and no answer on the platform, invest to earn.
  ['fraud', phrase(String.raw`return\s+on\s+(?:your|the)\s+(?:deposit|investment)|joining\s+fees?|(?<!(?:لن|لا|ما|never|not|no)[^.\n]{0,30})(?:ال)?رقم\s+(?:ال)?شخصي|(?:لا|ما)\s+(?:يتم\s+)?(?:ال)?رد\s+(?:عبر|علي|من\s+خلال)\s+(?:ال)?منصه|invest\s+(?:sar\s*)?[\d,]+\s*(?:sar|riyals?)?`), 'self', /return\s+on|joining|شخصي|منصه|invest/u],
];

export const DECISION_222_DEMANDED: TDemanded[] = foldQuicks(DEMANDED);
