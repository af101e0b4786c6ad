import type { TScreenCategory } from '@tawzeef/contract';
import { foldPattern } from './lexicon.ts';

/** Decision 201: what the twelfth writer wrote that holds by itself (read with read-phrases.ts's PHRASES). */
export const DECISION_201_PHRASES: Array<[TScreenCategory, RegExp]> = [
  // Looks in the plural («حسنات المظهر», «جميلات الشكل») and beauty graded («جمال مقبول», «وسامة ملفتة»).
  ['appearance', foldPattern(/(?:^|[^\p{L}])(?:[وف](?=[\u0600-\u06FF]))?((?:ذوات\s+|ذوي\s+)?(?:حسنات|حسني|جميلات|جميلي|جذابات|جذابي|لائقات|لائقي|مقبولات|مقبولي|لطيفات|حلوات|حلوين|وسيمي|وسيمين)\s+(?:ال)?(?:مظهر|شكل|هيئه|طله|وجه|ملامح|منظر|جسم|قوام)|(?:ال)?(?:جمال|وسامه)\s+(?:ال)?(?:مقبول|مقبوله|ملفت|ملفته|لافت|لافته|واضح|مميز|ظاهر))(?=$|[^\p{L}])/gu)],
  // She will be pregnant («وحدة تحمل وتطلع إجازة»): a woman, then «تحمل» with leave or a birth after it, or alone.
  ['pregnancy', foldPattern(/(?:^|[^\p{L}])((?:وحده|واحده|بنت|حرمه|موظفه|مره|امراه|زوجه)\s+(?:ب|راح\s+|رح\s+)?تحمل(?=\s+و\s*(?:تطلع|تاخذ|تروح|تغيب|تولد|تجيب|تقعد|تنقطع)|\s*(?:$|[.،,!؟])))(?=$|[^\p{L}])/gu)],
  // No more children wanted: «ما عاد تبي عيال», "doesn't want any more kids".
  ['pregnancy', foldPattern(/(?:^|[^\p{L}])((?:ما|مو|لا|مب)\s+(?:عاد\s+|عادت\s+)?(?:ت|ي)(?:بي|بغي|بغا|ريد|خطط)\s+(?:ال)?(?:عيال|اطفال|اولاد|بزران|حمل|انجاب)|(?:doesn.?t|does\s+not|no\s+longer)\s+(?:want|plan)\p{L}*\s+(?:to\s+have\s+)?(?:any\s+)?(?:more\s+)?(?:children|kids|babies))(?=$|[^\p{L}])/gu)],
  // A family name or a tribe asked known: «اللقب العائلي معروفاً», «القبائل المعروفة»; old or leading families.
  ['tribe', foldPattern(/(?:^|[^\p{L}])(?:[وف](?=[\u0600-\u06FF]))?((?:ال)?(?:لقب|اسم)\s+(?:ال)?(?:عائلي|عائله|عايله|قبلي|اسره)\s+(?:\p{L}+\s+)?(?:ال)?(?:معروف|معروفا|مشهور|مرموق)|(?:ال)?(?:قبائل|قبايل|قبيله|عشائر|عشيره)\s+(?:ال)?(?:معروفه|كبيره|كريمه|اصيله|عريقه|مرموقه)|(?:from|of)\s+(?:[\p{L}-]+\s+){0,2}(?:well[\s-]established|old[\s-]established|leading|influential|notable)\s+(?:[\p{L}-]+\s+)?famil(?:y|ies))(?=$|[^\p{L}])/gu)],
  // Pay by passport or origin: "Package depends on passport", «الراتب حسب الجنسية».
  ['nationality', foldPattern(/(?:^|[^\p{L}])((?:salary|salaries|pay|package|band|wages?|راتب|الراتب|رواتب|الرواتب|بدل|حوافز)[^.;\n]{0,40}?(?:(?:depends?|based|varies|vary|dependent)\s+(?:on|by|upon|according\s+to)\s+(?:your\s+|the\s+|their\s+)?(?:passport|nationality|origin|country\s+of\s+origin|ethnicity)|(?:حسب|بحسب|علي\s+حسب|يعتمد\s+علي)\s+(?:ال)?(?:جنسيه|جواز|اصل)))(?=$|[^\p{L}])/gu)],
  // A weight or a height bounded by a figure ("keep their weight under 60 kg", «الوزن أقل من ٧٠ كجم»), not a load's.
  ['appearance', foldPattern(/(?:^|[^\p{L}])(?:[وف](?=[\u0600-\u06FF]))?((?<!(?:parcels?|packages?|loads?|cargo|items?|box(?:es)?|baggage|luggage|shipments?|طرود|شحنات|حموله)\s+)(?:weight|height|(?:ال)?وزن|(?:ال)?طول)(?:ه|ها|هم)?\s+(?:\p{L}+\s+){0,2}(?:under|below|over|above|not\s+exceeding|less\s+than|more\s+than|max(?:imum)?|min(?:imum)?|at\s+least|اقل\s+من|اكثر\s+من|لا\s+يزيد|لا\s+يتجاوز|لا\s+يقل|فوق|تحت)\s+\d{2,3}\s*(?:kg|kgs|cm|كجم|كيلو|سم))(?=$|[^\p{L}])/gu)],
  // The worker told by a pronoun as the one who does the work: "She will manage the CEO's calendar" (not "he/she").
  ['gender', /^\s*((?:she|he)\s+(?:will|shall|must|would|is\s+(?:responsible|expected|required|in\s+charge)|handles|manages|reports|oversees|assists|supports))(?=$|[^\p{L}])/gu],
  // The senses asked sound («سليم السمع والبصر»).
  ['disability', foldPattern(/(?:^|[^\p{L}])((?:سليم|سليمه)\s+(?:ال)?(?:سمع|بصر|نظر|نطق))(?=$|[^\p{L}])/gu)],
  // Parents of young children set apart: "Applicants with young children will find the schedule incompatible".
  // (Decision 239: infants and large families too, "Candidates with infants under 2 years will not be considered".)
  ['marital_status', /(?:^|[^\p{L}])((?:applicants|candidates|those|anyone|people|parents|mothers|fathers)\s+with\s+(?:young\s+|small\s+|little\s+|large\s+|big\s+)?(?:children|kids|dependants|dependents|families|infants|babies|toddlers|newborns)(?=[^.;\n]*(?:not|incompatible|unsuitable|cannot|can.t|won.t|n.t|excluded|ineligible)))(?=$|[^\p{L}])/gu],
];

/** Decision 201: what holds with a demand (read with read-phrases.ts's DEMANDED). */
export const DECISION_201_DEMANDED: Array<[TScreenCategory, RegExp, 'any' | 'negative' | 'self' | 'demand', RegExp?]> = [
  // Prayer in congregation or at the mosque, Friday prayers attended, fasting observed, asked of the staff.
  ['religion', foldPattern(/(?:^|[^\p{L}])((?:ال)?صلاه\s+(?:ال)?(?:\p{L}+\s+)?جماعه|(?:ال)?صلاه\s+(?:\p{L}+\s+)?(?:في|ب)\s*(?:ال)?(?:مسجد|جامع)|(?:attend|perform|join|observe)\p{L}*\s+(?:the\s+)?(?:friday|jum(?:u|m)?.?ah|daily|congregational|group|five\s+daily)\s+prayers?|observe\p{L}*\s+(?:the\s+)?fast(?:ing|s)?)(?=$|[^\p{L}])/gu), 'demand', /صلاه|prayer|fast/u],
  // Lineage: «أصل وفصل», «من أبنائها» of a tribe named, the owners' families.
  ['tribe', foldPattern(/(?:^|[^\p{L}])((?:ال)?اصل\p{L}*\s+و\s*(?:ال)?فصل\p{L}*|(?:من|ل)\s*(?:ابنائ|ابناء|افراد|منتسبي)(?:ها|هم))(?=$|[^\p{L}])/gu), 'any', foldPattern(/فصل|قبيل|عشير|قبايل|قبائل/u)],
  ['tribe', foldPattern(/(?:^|[^\p{L}])((?:ابناء\s+|افراد\s+)?(?:ال)?(?:اسر|اسره|عائلات|عائله|عوائل|اقارب)\s+(?:ال)?(?:ملاك|مالك|مؤسسين|مؤسس|اداره|مدير|صاحب\s+(?:ال)?(?:عمل|شركه))|(?:relatives|family\s+members?|famil(?:y|ies))\s+of\s+(?:the\s+)?(?:owners?|founders?|management|directors?))(?=$|[^\p{L}])/gu), 'demand', foldPattern(/اسر|عائل|عوائل|اقارب|relatives|famil/u)],
  // Health asked: «موظفين أصحاء»; medical excuses refused; troubles of the eyes or ears; glasses («نضارة», Egyptian).
  ['disability', foldPattern(/(?:^|[^\p{L}])((?:موظفين|موظفات|عمال|اشخاص|شباب|متقدمين|افراد|ناس)\s+(?:ال)?اصحاء)(?=$|[^\p{L}])/gu), 'any', /اصحاء/u],
  ['disability', foldPattern(/(?:^|[^\p{L}])((?:ال)?(?:اعذار|ظروف)\s+(?:ال)?(?:طبيه|صحيه)|(?:مشاكل|مشكله|ضعف|امراض|مرض)\s+(?:في\s+)?(?:ال)?(?:نظر|سمع|بصر|نطق|قلب|ظهر|كلي|تنفس|عيون)|history\s+of\s+(?:\p{L}+\s+){0,2}(?:surger(?:y|ies)|operations?|hospitali[sz]ations?))(?=$|[^\p{L}])/gu), 'negative'],
  ['disability', foldPattern(/(?:^|[^\p{L}])((?:يلبس|تلبس|يرتدي|ترتدي|لابس|لابسه)\s+(?:ال)?(?:نضار|نظار)\p{L}*)(?=$|[^\p{L}])/gu), 'negative', /نضار|نظار/u],
  ['appearance', foldPattern(/(?:^|[^\p{L}])((?:يلبس|تلبس|يرتدي|ترتدي|لابس|لابسه)\s+(?:ال)?(?:نضار|نظار)\p{L}*)(?=$|[^\p{L}])/gu), 'negative', /نضار|نظار/u],
  // Older people set apart ("Retirees and older applicants kindly excuse"); young people asked («ناس صغار»).
  ['age', /(?:^|[^\p{L}])((?:older|elderly|retired|senior[\s-]aged)\s+(?:applicants|candidates|people|workers|persons|staff|individuals|men|women))(?=$|[^\p{L}])/gu, 'any', /older|elderly|retired|senior/u],
  ['age', foldPattern(/(?:^|[^\p{L}])((?:ناس|اشخاص|افراد|موظفين|موظفات|عمال|شباب|بنات)\s+(?:صغار|صغيرين|صغيرات)(?:\s+(?:ال)?سن)?)(?=$|[^\p{L}])/gu), 'any', /صغ/u],
];
