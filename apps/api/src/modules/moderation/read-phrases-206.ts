import type { TScreenCategory } from '@tawzeef/contract';
import { NATIONALITY_EN, foldPattern } from './lexicon.ts';

/**
 * Decision 206: what the fourteenth writer wrote that holds, read as read-phrases.ts's DEMANDED reads a phrase: by
 * itself ('self') or with a demand around it ('any'), each after a quick look for a word it cannot match without.
 */
export const DECISION_206_DEMANDED: Array<[TScreenCategory, RegExp, 'any' | 'self', RegExp]> = [
  // A look or a colour by its Sudanese and colloquial pronoun («شكلو سمح», «لونو فاتح»): the person's, asked.
  ['appearance', foldPattern(/(?:^|[^\p{L}])((?:شكل|لون|منظر)(?:و|ه|ها)\s+(?:سمح|سمحه|فاتح|فاتحه|ابيض|بيضاء|حلو|حلوه|جميل|جميله|مرتب))(?=$|[^\p{L}])/gu), 'any', /شكل|لون|منظر/u],
  // People of a fine face or look («لأصحاب الوجوه الجميلة», «ذوات البشرة الفاتحة»): a look that decides pay or a post.
  ['appearance', foldPattern(/(?:^|[^\p{L}])((?:ل|لل)?(?:اصحاب|ذوي|ذوات|صاحب|صاحبه)\s+(?:ال)?(?:وجوه|وجه|اشكال|شكل|ملامح|بشره|اجسام)\s+(?:ال)?(?:جميله|جميل|حسنه|حسن|جذابه|جذاب|فاتحه|بيضاء|وسيمه|ناعمه|رشيقه|مقبوله))(?=$|[^\p{L}])/gu), 'self', /اصحاب|ذوي|ذوات|صاحب/u],
  // A model's type of person or worker ("Model-Type Sales Associate"), not a car's or a product's model type.
  ['appearance', /(?:^|[^\p{L}])(model[\s-]*(?:type|like|looking)\s+(?:[\p{L}-]+\s+)?(?:sales\p{L}*|staff|host\p{L}*|girls?|ladies|women|men|boys?|promoters?|promodis\p{L}*|receptionists?|associates?|assistants?|waitress\p{L}*|ambassadors?|employees?|candidates?|applicants?|people|persons?))(?=$|[^\p{L}])/gu, 'self', /model/u],
  // A look judged against a brand ("so we can judge if your look matches our brand").
  ['appearance', /(?:^|[^\p{L}])((?:judge|assess|see|check|evaluate|decide)\s+(?:if|whether|how\s+well)\s+(?:your|the\s+candidate.?s?|their|his|her)\s+(?:look|looks|appearance|face|figure|body)|(?:your|their|his|her)\s+(?:look|looks|appearance|face|figure)\s+(?:matches|fits|suits|match|fit|suit)\s+(?:our|the)\s+(?:brand|image|store|concept|style))(?=$|[^\p{L}])/gu, 'self', /look|appearance|face|figure|body/u],
  // Larger bodies refused ("larger builds not hired", "heavier applicants need not apply").
  ['appearance', /(?:^|[^\p{L}])((?:larger|bigger|heavier|heavy[\s-]?set|plus[\s-]size|overweight|big[\s-]boned)\s+(?:builds?|bodies|body\s+types?|figures|frames|people|persons|candidates|applicants|staff|women|men|ladies)\s+(?:are\s+|will\s+|would\s+)?(?:not|never|can.?t|cannot|won.?t|need\s+not))(?=$|[^\p{L}])/gu, 'self', /larger|bigger|heav|plus|overweight|big/u],
  // A healthy body asked, operations or illness in one's past refused ("Healthy body, no previous operations").
  ['disability', /(?:^|[^\p{L}])(healthy\s+body|flawless\s+health|(?:no|without|never\s+had\s+(?:any\s+)?)\s*(?:any\s+)?(?:previous|prior|past|major)\s+(?:operations?|surger(?:y|ies)|illness\p{L}*|hospitali\p{L}*))(?=$|[^\p{L}])/gu, 'any', /healthy|health|operation|surger|illness|hospital/u],
  // Worship attended by all staff ("all staff attend Monday chapel"); prayers kept in full or in congregation.
  ['religion', /(?:^|[^\p{L}])((?:staff|employees|applicants?|candidates?|workers|team\s+members|everyone)\s+(?:must\s+|are\s+(?:required|expected)\s+to\s+|should\s+|will\s+)?(?:attend|join)\s+(?:the\s+|our\s+|a\s+|weekly\s+|daily\s+)?(?:\p{L}+\s+)?(?:chapel|church|mass|mosque|worship|devotions?|bible\s+stud\p{L}*))(?=$|[^\p{L}])/gu, 'self', /chapel|church|mass|mosque|worship|devotion|bible/u],
  ['religion', /(?:^|[^\p{L}])((?:pray|prays|praying|perform|performs|offer|offers)\s+(?:all\s+)?(?:the\s+)?(?:five|5)\s+(?:daily\s+)?prayers|(?:pray|prays|prayers?|salah|namaz)\s+in\s+(?:congregation|jama.?at|jama.?ah))(?=$|[^\p{L}])/gu, 'any', /pray|salah|namaz/u],
  // The Quran by heart in a measure ("must have memorised at least ten juz' of the Quran").
  ['religion', /(?:^|[^\p{L}])((?:memori[sz]ed?|memori[sz]ing|by\s+heart)\s+(?:[\p{L}\p{N}'’]+\s+){0,5}(?:of\s+)?(?:the\s+)?(?:quran|koran|qur.?an))(?=$|[^\p{L}])/gu, 'any', /quran|koran|qur/u],
  // Prayer kept as a condition («الالتزام بصلاة الجماعة»).
  ['religion', foldPattern(/(?:^|[^\p{L}])((?:ال)?(?:التزام|مواظبه|محافظه)\s+(?:ب|علي\s+)(?:ال)?(?:صلاه|صلوات)(?:\s+(?:ال)?(?:جماعه|فجر|جمعه))?)(?=$|[^\p{L}])/gu), 'any', /صلاه|صلوات/u],
  // A tribal origin or one of known roots («من ذوي الأصول القبلية المعروفة»).
  ['tribe', foldPattern(/(?:^|[^\p{L}])((?:ذوي|ذوو|ذوات|من)\s+(?:ال)?(?:اصول|اصل)\s+(?:ال)?(?:قبليه|قبيليه|قبيله|معروفه|عريقه|اصيله|كريمه))(?=$|[^\p{L}])/gu), 'self', /اصول|اصل/u],
  // A father or a family asked known in a place, a lineage checked by uncles («للتحقق من النسب», «هل والدك معروف»).
  ['tribe', foldPattern(/(?:^|[^\p{L}])((?:والدك|ابوك|ابوي|عائلتك|عايلتك|اهلك|اسرتك|عيلتك|جدك)\s+معروف\p{L}*|(?:ال)?تحقق\s+من\s+(?:ال)?(?:نسب|اصل)\p{L}*|(?:اسماء\s+)?(?:اعمامك|اخوالك))(?=$|[^\p{L}])/gu), 'self', /معروف|تحقق|اعمام|اخوال/u],
  // A region of the kingdom as one's roots («من أصول حجازية»; "from one of the tribes of the Najd region").
  ['nationality', foldPattern(/(?:^|[^\p{L}])((?:اصول|اصل|جذور)\s+(?:ال)?(?:حجازيه|نجديه|جنوبيه|شماليه|شرقيه|قصيميه|حائليه|شاميه|يمنيه|عسيريه)|(?:(?:tribes|families|people|natives|sons|clans)\s+of|from)\s+(?:the\s+)?(?:najd|najdi|hijaz|hejaz|hijazi|asir|qassim|jizan|jazan|najran)\s+(?:region|province|area))(?=$|[^\p{L}])/gu), 'any', /اصول|اصل|جذور|region|province|area/u],
  // A native of a country asked ("must be a native of the UK"); no other nationality; a team of one origin ("Filipino-only team").
  ['nationality', new RegExp(`(?:^|[^\\p{L}])(natives?\\s+(?:of|from)\\s+(?:the\\s+)?\\p{L}+|no\\s+other\\s+nationalit(?:y|ies)|(?:${NATIONALITY_EN.join('|')})s?-only)(?=$|[^\\p{L}])`, 'gu'), 'self', /native|nationalit|-only/u],
  // An origin seen in a face ("A European face and accent for our concierge desk"): an origin and a look at once.
  ['nationality', /(?:^|[^\p{L}])((?:european|western|asian|arab|arabic|african|caucasian|white|foreign|khaleeji)[\s-]+(?:face|faces|look|looks|features|looking))(?=$|[^\p{L}])/gu, 'self', /face|look|feature/u],
  ['appearance', /(?:^|[^\p{L}])((?:european|western|asian|arab|arabic|african|caucasian|white|foreign|khaleeji)[\s-]+(?:face|faces|look|looks|features|looking))(?=$|[^\p{L}])/gu, 'self', /face|look|feature/u],
  // Children planned soon, pregnancy within the year ("expecting within the year", "expecting to have kids soon").
  ['pregnancy', /(?:^|[^\p{L}])((?:pregnant|expecting)\s+(?:or\s+expecting\s+)?within\s+the\s+(?:year|next)|expecting\s+to\s+have\s+(?:kids|children|a\s+baby|babies)|(?:have|having)\s+(?:kids|children|a\s+baby|babies)\s+soon)(?=$|[^\p{L}])/gu, 'self', /expecting|soon/u],
  // «نية تجيب ولاد», «ناوية تجيبين»: children intended, in Levantine and Gulf speech.
  ['pregnancy', foldPattern(/(?:^|[^\p{L}])((?:نيه|نيتها|ناويه|تنوي|تخطط|تخططين|ناويه)\s+(?:ت|ن)?جيب\p{L}*(?:\s+(?:ال)?(?:ولاد|اولاد|عيال|اطفال|بيبي))?)(?=$|[^\p{L}])/gu), 'self', /جيب/u],
  // Without a spouse in Tagalog («walang asawa»); married in Urdu («shaadi shuda») and a married couple sought.
  ['marital_status', /(?:^|[^\p{L}])(walang\s+asawa|may\s+asawa|(?:ghair\s+)?sh?aadi[\s-]?shud(?:a|ah)|shadi[\s-]?shud(?:a|ah)|(?:search|searching|seeking|seeks|looking\s+for|need|needs|hiring|want|wants)\s+(?:a\s+)?married\s+couples?)(?=$|[^\p{L}])/gu, 'any', /asawa|shud|couple/u],
];
