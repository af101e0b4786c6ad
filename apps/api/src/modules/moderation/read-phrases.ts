import type { TScreenCategory } from '@tawzeef/contract';
import { foldPattern } from './lexicon.ts';
import { DECISION_200_PHRASES } from './read-phrases-200.ts';
import { DECISION_201_DEMANDED, DECISION_201_PHRASES } from './read-phrases-201.ts';
import { DECISION_205_DEMANDED, DECISION_205_PHRASES } from './read-phrases-205.ts';
import { DECISION_206_DEMANDED } from './read-phrases-206.ts';
import { DECISION_208_DEMANDED } from './read-phrases-208.ts';
import { DECISION_211_DEMANDED } from './read-phrases-211.ts';
import { DECISION_216_DEMANDED } from './read-phrases-216.ts';
import { DECISION_217_DEMANDED } from './read-phrases-217.ts';
import { DECISION_219_DEMANDED } from './read-phrases-219.ts';
import { DECISION_221_DEMANDED } from './read-phrases-221.ts';
import { DECISION_222_DEMANDED } from './read-phrases-222.ts';
import { DECISION_223_DEMANDED } from './read-phrases-223.ts';
import { DECISION_225_DEMANDED } from './read-phrases-225.ts';
import { DECISION_227_DEMANDED } from './read-phrases-227.ts';
import { DECISION_231_DEMANDED } from './read-phrases-231.ts';
import { DECISION_233_DEMANDED } from './read-phrases-233.ts';
import { DECISION_236_DEMANDED } from './read-phrases-236.ts';
import { DECISION_238_DEMANDED } from './read-phrases-238.ts';
import { DECISION_239_DEMANDED } from './read-phrases-239.ts';
import { DECISION_241_DEMANDED } from './read-phrases-241.ts';
import { AFTER_OFFER, ARABIC, BENEFIT, JOB_NOUN, demandNear, isLawfulNoun, type TContext, type TReadFinding } from './read-words.ts';

/** Labels and their values ("Gender: male", «الديانة: مسلم») and phrases of several words that hold by themselves (decision 156). */

const MALE_FEMALE_LETTER = /(?:^|[^\p{L}])(?:gender|sex|m\s*\/\s*f|f\s*\/\s*m|male\s*\/\s*female|female\s*\/\s*male|الجنس|النوع)\s*[:=-]\s*(?:m|f|ذ|ا|male|female)(?=$|[^\p{L}])/u;
const NOT_REQUIRED = /^\s*[:=-]?\s*(?:(?:does\s*n.?t|does\s+not|do\s+not|don.?t)\s+matter|(?:ما|لا|مو|مب)\s+(?:ي|ت)?(?:هم|مهم)\p{L}*|any|all|both|open|n\/?a|none|irrelevant|no\s+(?:limit|restriction|preference|requirement)s?|not\s+(?:a\s+factor|relevant|required|applicable|important|specified)|غير\s+(?:مهم|مطلوب|محدد|مشروط)|لا\s+يشترط|لا\s+يهم|الكل|اي|جميع|الجميع|مفتوح|كلاهما)/u;
const SAUDI = /^\s*[:=-]?\s*(?:ال)?(?:سعودي|سعوديه|سعوديين|سعوديون|saudi|saudis|ksa)(?=$|[^\p{L}])/u;

/** Labels of the classes (built once: `matchAll` copies a pattern, so one may serve every sentence). */
const LABELS: Array<[TScreenCategory, RegExp]> = [
  ['gender', /(?:^|[^\p{L}])((?:gender|sex|الجنس|النوع))(?:\s*[:=]|\s+-|-\s+)/gu],
  ['religion', foldPattern(/(?:^|[^\p{L}])((?:religion|faith|sect|الديانه|الدين|المذهب|الطائفه|ديانه))(?:\s*[:=]|\s+-|-\s+)/gu)],
  ['nationality', /(?:^|[^\p{L}])((?:nationality|ethnicity|race|origin|(?:el[\s-]?)?(?:jinsiy+ah?|jensiy+ah?|jnsy+ah?|jinsya)|الجنسيه|جنسيه|الاصل|العرق)(?:\s+(?:المطلوبه|المفضله|required|preferred))?)(?:\s*[:=]|\s+-|-\s+)/gu],
  ['marital_status', /(?:^|[^\p{L}])((?:marital\s+status|marital(?=\s*[:=])|family\s+status|civil\s+status|الحاله\s+الاجتماعيه|الحاله\s+الزوجيه))(?:\s*[:=]|\s+-|-\s+)?/gu],
  ['tribe', /(?:^|[^\p{L}])((?:tribe|clan|family\s+name|lineage|القبيله|العشيره|النسب|اسم\s+القبيله))(?:\s*[:=]|\s+-|-\s+)/gu],
  ['age', /(?:^|[^\p{L}])((?:age|العمر|السن)(?:\s+(?:المطلوب|المناسب|required|preferred))?)\s*[:=]/gu],
  ['appearance', /(?:^|[^\p{L}])((?:height|weight|الطول|الوزن|body\s+type|skin\s+colou?r|لون\s+البشره))\s*[:=]/gu],
];
/** A look named by its label whatever the value ("Skin: fair", «لون البشرة: فاتح»): no number needed (decision 190). */
const LOOK_LABEL = foldPattern(/(?:^|[^\p{L}])((?:skin(?:\s+(?:colou?r|tone))?|complexion|hair(?:\s+colou?r)?|eye\s+colou?r|(?:لون\s+)?(?:ال)?بشره|لون\s+(?:ال)?(?:شعر|عيون))\s*[:=]\s*[\p{L}]+)/gu);

/** "Gender: male", «الديانة: مسلم», "Nationality - Egyptian", "Marital status: single": a label and a value. */
export function readLabels(text: string): Array<{ category: TScreenCategory; start: number; end: number }> {
  const found: Array<{ category: TScreenCategory; start: number; end: number }> = [];
  // (Every label but the marital status one needs a colon, an equals sign or a dash after it.)
  const hasSign = /[:=-]/u.test(text);
  for (const [category, pattern] of LABELS) {
    if (!hasSign && category !== 'marital_status') continue;
    for (const match of text.matchAll(pattern)) {
      const labelStart = match.index + match[0].indexOf(match[1]!);
      const after = text.slice(match.index + match[0].length);
      const value = /^\s*([\p{L}\p{N}+\-/ ]{1,25})/u.exec(after)?.[1]?.trim() ?? '';
      if (!value && category !== 'marital_status') continue;
      if (NOT_REQUIRED.test(after)) continue;
      // («محاسب/ة سعودي/ة الجنسية - خبرة ٣ سنوات»: the value written before, the dash another item's; no label.)
      if (category === 'nationality' && !/^\s*[:=]/u.test(text.slice(labelStart + match[1]!.length)) && /\p{L}\s+$/u.test(text.slice(0, labelStart)) && !/(?:preferred|required|المطلوبه|المفضله)\s+$/u.test(text.slice(0, labelStart))) continue;
      if (category === 'nationality' && SAUDI.test(after)) continue;
      if (category === 'age' && /^\s*18\s*(?:\+|$|سنه|years?|فاكثر|فما|or|and|و)/u.test(after) && !/^\s*18\s*(?:-|to|الي|حتي)\s*\d/u.test(after)) continue;
      if (category === 'appearance' && !/\d/u.test(value)) continue;
      if (category === 'marital_status' && !/^\s*[:=-]/u.test(after)) {
        // "marital status" without a value: held when asked for, not when a benefit depends on it ("… requested by HR
        // after the offer for insurance enrolment").
        if (BENEFIT.test(text) || AFTER_OFFER.test(text)) continue;
      }
      const end = match.index + match[0].length + (/^\s*[\p{L}\p{N}+\-/]+/u.exec(after)?.[0].length ?? 0);
      found.push({ category, start: labelStart, end });
    }
  }
  if (/[:=]/u.test(text)) for (const match of text.matchAll(LOOK_LABEL)) {
    if (NOT_REQUIRED.test(text.slice(match.index + match[0].indexOf(':') + 1))) continue;
    const start = match.index + match[0].indexOf(match[1]!);
    found.push({ category: 'appearance', start, end: start + match[1]!.length });
  }
  // "Accountant (M)": a sex by its letter in brackets after the job.
  for (const match of text.matchAll(/(?<![\p{L}])(\p{L}{3,})\s*\(\s*(?:m|f)\s*\)/gu)) {
    if (JOB_NOUN.test(match[1]!)) found.push({ category: 'gender', start: match.index, end: match.index + match[0].length });
  }
  // "F only", «فقط F»: a sex by its letter, restricted.
  const only = /(?<![\p{L}\p{N}/])(?<!\p{N}\s)(?:(?:m|f)\s+(?:only|فقط|بس)|(?:only|فقط|بس)\s+(?:m|f))(?![\p{L}\p{N}/])/u.exec(text);
  if (only) found.push({ category: 'gender', start: only.index, end: only.index + only[0].length });
  const letter = MALE_FEMALE_LETTER.exec(text);
  if (letter) found.push({ category: 'gender', start: letter.index, end: letter.index + letter[0].length });
  return found;
}

/** Glasses refused: a look and a matter of sight at once (decision 190), read once for both classes. */
const GLASSES = foldPattern(/(?:^|[^\p{L}])(?:[وف](?=[\u0600-\u06FF]))?((?:not|never)\s+wear\s+(?:glasses|spectacles)|no\s+(?:glasses|spectacles)|(?:bdoon|bidoon|bedoon|bdon|bala)\s+(?:naddar\p{L}*|nadar\p{L}*|na9ar\p{L}*)|بدون\s+(?:نظاره|نظارات)|لا\s+(?:يرتدي|ترتدي)\s+(?:ال)?نظار\p{L}*)(?=$|[^\p{L}])/gu);

/** A defect or deformity of the body refused: a matter of health and a look at once (decision 196), as glasses are. */
const DEFECTS = /(?:^|[^\p{L}])((?:no|without|free\s+(?:of|from))\s+(?:any\s+)?(?:visible\s+)?(?:physical\s+|bodily\s+)?(?:defects?|deformit(?:y|ies)|disfigure\p{L}*))(?=$|[^\p{L}])/gu;
/** Decision 196: what the tenth writer wrote that holds by itself. */
const DECISION_196_PHRASES: Array<[TScreenCategory, RegExp]> = [
  ['disability', DEFECTS],
  ['appearance', DEFECTS],
  // A record of health asked clean: "Clean medical record with no hospitalisations".
  ['disability', /(?:^|[^\p{L}])((?:clean|clear|spotless)\s+(?:medical|health)\s+(?:record|history)|no\s+(?:prior\s+|previous\s+|past\s+)?hospitali[sz]ations?)(?=$|[^\p{L}])/gu],
  // A body built for looks ("Six-pack physique"); a look of an origin ("a 'Western look'", not a website's "look and feel").
  ['appearance', /(?:^|[^\p{L}])((?:six[\s-]?pack|muscular|toned|chiseled|chiselled)\s+(?:physique|body|build|abs|figure)|(?:western|european|arab|asian|african|caucasian|white|exotic|oriental|khaleeji|latin|nordic|scandinavian|mediterranean)[\s'"’-]+(?:look|looks|features|face|appearance)(?![\s'"’]+(?:and|&)\s+feel))(?=$|[^\p{L}])/gu],
  // A sex by its title: "must be a Mr., not Ms.", "Mr only".
  ['gender', /(?:^|[^\p{L}])((?:be\s+a|only)\s+(?:mr|ms|mrs|miss)(?![\p{L}])|(?:mr|ms|miss)\.?\s+only|not\s+(?:a\s+)?(?:mr|ms|mrs|miss)(?![\p{L}]))/gu],
  // Children had or to be had: "completed their families" (a family status too), "done having kids", past child-bearing age.
  ['marital_status', /(?:^|[^\p{L}])((?:completed|finished|done\s+with)\s+(?:their|her|your|his)\s+famil(?:y|ies))(?=$|[^\p{L}])/gu],
  ['pregnancy', /(?:^|[^\p{L}])((?:done|finished|through)\s+(?:with\s+)?having\s+(?:kids|children|babies)|(?:past|beyond|over|after|outside)\s+(?:the\s+|her\s+|their\s+)?(?:child[\s-]?bearing|reproductive)\s+(?:age|years))(?=$|[^\p{L}])/gu],
  ['age', foldPattern(/(?:^|[^\p{L}])((?:past|beyond|over|after)\s+(?:the\s+|her\s+|their\s+)?(?:child[\s-]?bearing|reproductive)\s+(?:age|years)|(?:تجاوزت|تجاوز|تعدت)\s+سن\s+(?:ال)?(?:انجاب|حمل|ياس))(?=$|[^\p{L}])/gu)],
  // Egyptian Arabizi: a plan to marry («ناوية تتجوز»), to have children («تجيب عيال», «ناوية تجيبي تاني»), prayer not neglected.
  ['marital_status', /(?:^|[^\p{L}])((?:na2w(?:i|y|ya|yah|ia)|naw(?:i|y|ya|yah|ia))\s+(?:\p{L}+\s+)?(?:tetgawez|tetgawiz|titgawiz|tetzawaj|titzawaj|tetzawwaj|yetgawez|yetzawaj|tetjawaz|gawaz|zawaj))(?=$|[^\p{L}])/gu],
  ['pregnancy', /(?:^|[^\p{L}])((?:te?geeb|tjeeb|tjib|tegib|tigib)\p{L}*\s+(?:3eyal|3yal|3iyal|atfal|tany|tani|thani|baby|bebe)|(?:na2w(?:i|y|ya|yah|ia)|naw(?:i|y|ya|yah|ia))\s+(?:te?geeb|tjeeb|tjib|tenjeb|tinjib|t5alf)\p{L}*)(?=$|[^\p{L}])/gu],
  ['religion', /(?:^|[^\p{L}])((?:msh|mesh|mish|ma|la)\s+(?:b?ey|bi|y)?2a?ss?a?r\s+(?:fe\s+|fi\s+)?(?:el\s+|al\s+)?(?:salah|sala|salat|9ala|9alah))(?=$|[^\p{L}])/gu],
];

/** Phrases of several words that hold by themselves (looks, health, lineage, religious practice, pregnancy plans). */
const PHRASES: Array<[TScreenCategory, RegExp]> = [
  ['disability', GLASSES],
  ['appearance', GLASSES],
  ['appearance', foldPattern(/(?:^|[^\p{L}])(?:[وف](?=[\u0600-\u06FF]))?((?:ذو|ذات|ذوات)?\s*(?:حسن|حسنه|جميل|جميله|جذاب|جذابه|وسيم|وسيمه|لائق|لائقه|مقبول|مقبوله|لطيف|حلو|حلوه)\s+(?:ال)?(?:مظهر|شكل|هيئه|طله|وجه|ملامح|منظر|جسم|قوام))(?=$|[^\p{L}])/gu)],
  ['appearance', foldPattern(/(?:^|[^\p{L}])(?:[وف](?=[\u0600-\u06FF]))?((?:ال)?(?:مظهر|شكل|هيئه|طله|ملامح|منظر|وجه|وجوه|جسم)(?:ه|ها|هم)?\s+(?:ال)?(?:كشخه|رياضي|فاتن|ملفته|حسن|حسنه|جذاب|جميل|لائق|لائقه|مقبول|وسيم|وسيمه|ملفت|حلو|حلوه|مميز|جذابه|جميله|مقبوله|لطيف|لطيفه|فاتنه))(?=$|[^\p{L}])/gu)],
  ['appearance', /(?:^|[^\p{L}])(?:[وف](?=[\u0600-\u06FF]))?((?:ال)?(?:بشره|بشرته|بشرتها|بشرتهم)\s+(?:ال)?(?:فاتحه|بيضاء|بيضا|فاتح|ناعمه|صافيه|بيضه)|لون\s+(?:ال)?بشره|(?:ال)?(?:بشره|بشرتها|بشرته)\s+(?:لا|غير)|طول\s+(?:ال)?قامه|طويل\s+(?:ال)?قامه|طويله\s+(?:ال)?قامه|(?:ال)?قامه\s+(?:ال)?(?:طويله|ممشوقه|مناسبه)|(?:ال)?(?:قوام|جسم|بنيه)\s+(?:ال)?(?:رشيق|رشيقه|نحيف|نحيفه|ممشوق|متناسق|جميل|رياضي)|(?:عيوب|تشوهات)\s+(?:\p{L}+\s+)?(?:ظاهره|خلقيه)|(?:ال)?وزن\s+(?:(?:لازم|يجب|ان|يكون|تكون|يكون)\s+){0,2}(?:ال)?(?:مناسب|متناسب|مثالي|معتدل|متوسط)|(?:طول|قامه)\s+(?:ال)?(?:فارع|فارعه)|(?:فارع|فارعه)\s+(?:ال)?(?:طول|قامه))(?=$|[^\p{L}])/gu],
  ['appearance', /(?:^|[^\p{L}])(?:[وف](?=[\u0600-\u06FF]))?((?:good|nice|great|pleasant|pleasing|attractive|beautiful|charming|appealing|striking|elegant|lovely|perfect|shapely)[\s-]+(?:looking|looks?|appearance|figure|face|features|physique|complexion|height|build|body)|(?:smart|sharp|stunning|fresh|killer)[\s-]+(?:looks|looking)|(?:instagram|insta|camera|photo|tv|screen)[\s-]*(?:worthy|ready|friendly|perfect)\s+(?:look|looks|face|appearance)|(?:hire|hires|hiring|hired|chosen|choose|chooses|choosing|select|selects|selecting|selected|pick|picks|picked|judge|judges|judged|recruit\p{L}*)\s+(?:\p{L}+\s+){0,2}(?:on|for|by)\s+(?:their\s+|your\s+)?(?:looks|appearance|beauty)|looks\s+(?:first|matter|count|(?:are\s+)?(?:very\s+|really\s+)?(?:important|essential|crucial))|visible\s+(?:physical\s+)?(?:defects?|scars?|deformit\p{L}*|blemish\p{L}*|birthmarks?)|youthful\s+(?:look|looks|appearance|image|face)|good[\s-]looker|(?:fair|light|white|pale|clear)[\s-]+(?:skin(?:ned)?|complexion)|(?:dark|darker|black|brown|tanned|olive)[\s-]+skinned|presentable\s+looks|model[\s-]*(?:type|like|style)\s+looks?|short\s+(?:candidates|applicants|people|persons|men|women)|(?:shakl|shakel|shkl)(?:o|oh|ah|ha|u)?\s+(?:7ilo|7elo|7lo|7ilu|7elw|7lw|jameel|jmeel|7ilw|mo7taram|m7taram|mo7tram)|(?:tool|6ool|6ol|tol)\s+(?:mnasb|mnaseb|monaseb|mnasib|mitnasib)|skin\s+(?:colou?r|tone)|(?:slim|slender|thin|athletic|fit|trim)\s+(?:body|figure|build|physique)|no\s+visible\s+(?:tattoos|scars)|(?:model|modell?ing)[\s-]+looks|looks?\s+(?:good|great|nice|attractive|pretty|beautiful|presentable)(?:\s+on\s+camera)?|camera[\s-]+friendly\s+looks|presentable\s+(?:and|&)\s+(?:attractive|pretty|beautiful|handsome|good[\s-]looking)|(?:height|tall|weight|weigh|weighing)\b[^.\n،,]{0,25}?(?<![\d.])\d{2,3}(?![\d.])\s*(?:cm|centimet\p{L}*|kg|kgs|kilo\p{L}*|سم|كجم|كغ|كيلو\p{L}*)|(?:ال)?(?:طول|الطول|وزن|الوزن|قامه|القامه)(?:ه|ها)?(?![\p{L}])[^.\n،,]{0,25}?(?<![\d.])\d{2,3}(?![\d.])\s*(?:cm|kg|سم|سنتيمتر|كجم|كغ|كيلو\p{L}*)|(?:minimum|min|maximum|max)\s+(?:height|weight)|weight\s+(?:proportional|proportionate|in\s+proportion)\s+to\s+(?:the\s+)?height|proportionate\s+(?:weight|body|build))(?=$|[^\p{L}])/gu],
  ['tribe', foldPattern(/(?:^|[^\p{L}])(?:[وف](?=[\u0600-\u06FF]))?((?:من\s+)?(?:ال|لل|ل|ب|لابناء\s+ال|ابناء\s+ال)?(?:عائله|عايله|اسره|عوائل|عائلات|اسر|بيت|بيوت|ال|حموله|حمايل)\s+(?:\p{L}+\s+)?(?:ال)?(?:معروفه|معروف|مرموقه|كريمه|محترمه|عريقه|اصيله|ذات\s+سمعه|كبيره|معينه|طيبه|محافظه|ذات\s+نسب|ذات\s+اصل|شريفه|نبيله)|حسب\s+و\s*نسب|(?:ال)?اصل\s+و\s*(?:ال)?(?:نسب|فصل)|(?:ذو|ذات|ذا|ذي|صاحب)\s+(?:ال)?(?:نسب|اصل)|(?:عائله|عايله|اسره|اسر|بيت|بيوت)\s+ذات\s+(?:ال)?(?:مكانه|وجاهه|شان|سمعه)|ابناء\s+(?:ال)?(?:قبائل|عوائل|الاسر|عشائر|قبايل|عشاير|باديه|حاضره|حضر)|ابن\s+قبيله|اسم\s+(?:ال)?(?:قبيل|عشير)\p{L}*|(?:عائله|عايله|اسره|اصول|اصل|بيت)\s+(?:ال)?(?:نجديه|نجدي|حجازيه|حجازي|قصيميه|قصيمي|حائليه|جنوبيه|شماليه|بدويه|حضريه)|(?:عيال|اولاد|ابناء)\s+(?:ال)?\p{L}+\s+(?:ال)?(?:معروفين|اصايل|اصليين)|(?:من|ابناء)\s+(?:ال)?(?:اشراف|سادات|ساده)(?=\s*$|\s*[^\p{L}\s]|\s+(?:فقط|حصرا|او|و)(?![\p{L}])))(?=$|[^\p{L}])/gu)],
  ['tribe', /(?:^|[^\p{L}])(?:[وف](?=[\u0600-\u06FF]))?((?:from|of|belongs?\s+to|belonging\s+to)\s+(?:a\s+|an\s+)?(?:[\p{L}-]+,?\s+)?(?:good|known|well[\s-]known|reputable|respected|respectable|noble|prominent|decent|certain|specific|particular|recognised|recognized|established|honou?rable|famous|notable),?\s+(?:[\p{L}-]+\s+)?(?:famil(?:y|ies)|tribes?|clans?|lineage|background)|family\s+(?:background|lineage|origin|pedigree|reputation)|(?:noble|good|pure)\s+(?:lineage|descent|ancestry|pedigree|bloodline)|family\s+name\s+(?:must|required|should)|bedouin\s+(?:origin|descent|lineage|background|roots|family|tribe)|famil(?:y|ies)\s+of\s+(?:good\s+|high\s+)?(?:standing|repute|status|name|rank)|whose\s+famil(?:y|ies)\s+(?:are|is)\s+(?:known|well[\s-]known|respected|reputable|recogni[sz]ed)|(?:surnames?|family\s+names?|last\s+names?)\s+(?:from|on|in)\s+(?:the|an?|our)\s+(?:\p{L}+\s+)?(?:famil(?:y|ies)|tribes?)(?:\s+list)?|(?:approved|accepted|certain|specific)\s+famil(?:y|ies)\s+list|(?:min|mn)\s+(?:3ayla|3aila|3a2ila|3ela|3eila)\s+(?:ma3roofa|ma3rofa|m3roofa|m3rofa|kbeera|kbera))(?=$|[^\p{L}])/gu],
  ['religion', foldPattern(/(?:^|[^\p{L}])(?:[وف](?=[\u0600-\u06FF]))?((?:ملتزم|ملتزمه|ملتزمين|ملتزمات|ملتزما)\s+(?:دينيا|دينا|بالدين|بالصلاه|بالحجاب|بالنقاب|شرعيا)|(?:ال)?(?:محافظ|محافظه|مواظب|مواظبه)\s+علي\s+(?:ال)?(?:صلاه|صلوات|فروض)|يؤدي\s+(?:ال)?(?:صلاه|فروض)|(?:ل|ب)?اهل\s+(?:ال)?سنه|(?:ال)?(?:التزام|تدين)\s+(?:ال)?(?:ديني|بالدين|الشرعي|بالصلاه)|(?:ال)?تدين|(?:ال)?(?:طائفه|مذهب)\s+(?:ال)?(?:سنيه|شيعيه|سني|شيعي|جعفري|اسماعيلي|مالكي|حنبلي|شافعي|حنفي|زيدي|اباضي|سلفي|صوفي)|غير\s+(?:ال)?(?:مسلمين|مسلم|مسلمه|مسلمات)|(?:حسن|حسنه|صاحب|صاحبه|ذو|ذات)\s+(?:ال)?(?:سيره\s+و\s*)?(?:ال)?(?:دين|خلق\s+و\s*(?:ال)?دين)|(?:ال)?دين\s+و\s*(?:ال)?(?:خلق|اخلاق)|(?:تزكيه|شهاده|خطاب|توصيه|افاده)\s+(?:من\s+)?(?:ال)?(?:امام|خطيب|شيخ)\s+(?:ال)?(?:مسجد|جامع|حي)|(?:reference|recommendation|letter|endorsement)\s+(?:letter\s+)?from\s+(?:an?\s+|your\s+|the\s+|their\s+)?(?:local\s+)?(?:imam|priest|pastor|church|mosque|rabbi|parish)|god[\s-]+(?:fearing|conscious)|(?:يخاف|تخاف|يخافون)\s+(?:ال)?(?:له|رب\p{L}*)|(?:حضور|اداء)\s+(?:ال)?(?:صلاه|صلوات)\s+(?:\p{L}+\s+)?(?:الزامي|الزاميه|اجباري|اجباريه|واجب|شرط)|(?:y|t|m|mo)?(?:7afez|7afiz|7afe6|7afdh|7afth)\s+(?:3ala|3la|ala)\s+(?:el|al|a)?\s*(?:salah|salat|sala|9ala|9alah|9lah|9alat)|(?:practi[cs]ing|devout|observant|religious)\s+(?:muslims?|christians?|candidates?|applicants?|person|individual)|non[\s-]?(?:muslims?|christians?)|prays?\s+(?:five\s+times|regularly|daily)|wears?\s+(?:a\s+)?(?:hijab|niqab|headscarf)|(?:hijab|niqab|veil)\s+(?:required|mandatory|is\s+a\s+must))(?=$|[^\p{L}])/gu)],
  ['disability', /(?:^|[^\p{L}])(?:[وف](?=[\u0600-\u06FF]))?((?:سليم|سليمه|سلامه)\s+(?:ال)?(?:بنيه|حواس|جسم|بدن|اطراف|جسد)|(?:خلو|خالي|خاليه|خال|سليم|سليمه)\s+من\s+(?:ال)?(?:امراض|اعاقه|اعاقات|عاهات|عاهه|عيوب|تشوهات|فيروس\p{L}*|ايدز|كبد|التهاب\s+(?:ال)?كبد|اي\s+\p{L}+)|(?:perfect|excellent|100\s*%?|full)\s+health|healthy\s+(?:people|persons|candidates|applicants|individuals)\s+only|(?:physically|mentally)\s+(?:and\s+(?:physically|mentally)\s+)?["“”']?normal|sick[\s-]+leave\s+history|(?:hiv|hepatitis|hbv|hcv)[\s-]+(?:negative|free)|missing\s+(?:any\s+)?(?:limbs?|fingers?|hands?|arms?|legs?|eyes?)|(?:mentally|physically)\s+(?:and\s+(?:mentally|physically)\s+)?sound|(?:no|without|free\s+(?:of|from))\s+(?:any\s+)?learning\s+(?:difficult\p{L}*|disabilit\p{L}*)|able[\s-]+bodied|(?:perfect|100\s*%?|full|normal|excellent)\s+(?:eyesight|vision|hearing|physical\s+health)|sound\s+(?:body|mind|in\s+body)|(?:without|no|free\s+(?:of|from))\s+(?:any\s+)?(?:(?:physical|mental|medical|chronic|health|psychological)\s+(?:or|and|\/)\s+)?(?:physical|mental|medical|chronic|health|psychological)\s+(?:conditions?|illness\p{L}*|disease\p{L}*|problems?|issues?|defects?|limitations?|impairments?|disabilit\p{L}*|handicaps?)|special\s+needs|(?:all|both)\s+(?:\p{L}+\s+)?limbs|limbs\s+(?:intact|complete|whole)|(?:complete|full)\s+physical\s+(?:wholeness|integrity)|physical(?:ly)?\s+(?:whole|wholeness)|(?:ذوي|ذوو|ذوات|اصحاب)\s+(?:ال)?(?:احتياجات|همم|اعاقه|اعاقات)|(?:psychologically|mentally|emotionally)\s+(?:stable|sound)|(?:مستقر|مستقره|سليم|سليمه)\s+نفسيا|(?:ال)?احتياجات\s+(?:ال)?خاصه|(?:ال)?امراض\s+(?:ال)?مزمنه|wheelchair\s+users?|full\s+use\s+of\s+(?:all\s+|both\s+|his\s+|her\s+)?(?:limbs|hands|arms|legs|senses)|mental\s+health\s+(?:history|conditions?))(?=$|[^\p{L}])/gu],
  ['pregnancy', /(?:^|[^\p{L}])(?:[وف](?=[\u0600-\u06FF]))?((?:اختبار|تحليل|فحص|اثبات|شهاده)\s+(?:عدم\s+)?(?:ال)?حمل|خلو\p{L}*\s+من\s+(?:ال)?حمل|(?:ال)?تخطيط\s+(?:لل|ل)(?:حمل|انجاب)|(?:تخطط|تخططين|تنوي|تنوين|نيه|ناويه)\s+(?:ال|لل|ل)?(?:حمل|انجاب)|(?:ت|ي)?(?:اجل|تاجيل|تاجل)\p{L}*\s+(?:ال)?(?:حمل|انجاب)|(?:completed|finished|done\s+with)\s+(?:their|her|your|his)\s+famil(?:y|ies)|عدم\s+(?:ال)?(?:حمل|انجاب)|غير\s+(?:حامل|حوامل)|pregnancy\s+(?:test|tests|testing|status|check|screening|free)|(?:plan|plans|planning|intend|intends|intending|intention|intentions)\s+(?:to\s+|of\s+|for\s+)?(?:get\s+|getting\s+|become\s+|becoming\s+|have\s+|having\s+)?(?:pregnant|pregnancy|children|kids|a\s+baby|babies|a\s+family)|(?:start|starting|grow|growing|expand|expanding|extend|extending|add\s+to|adding\s+to)\s+(?:a|your|their|her|the)\s+family(?!\s+(?:business|company|firm|office|brand|restaurant|shop))|expecting\s+(?:mothers?|a\s+baby|a\s+child)|(?:who\s+are|who\s+is|currently)\s+expecting|(?:مرحله|فتره)\s+(?:ال)?حمل)(?=$|[^\p{L}])/gu],
  ['marital_status', foldPattern(/(?:^|[^\p{L}])(?:[وف](?=[\u0600-\u06FF]))?((?:no|without|free\s+(?:of|from))\s+(?:any\s+)?(?:children|kids|dependents|dependants|family\s+(?:commitments|obligations|responsibilities|ties))|(?:بدون|بلا|دون|ليس\s+لدي\p{L}*|(?:لا|الا|ما)\s+(?:يوجد|توجد|يكون|تكون)\s+(?:لدي\p{L}*|عند\p{L}*)?)\s+(?:ال)?(?:اطفال|ابناء|اولاد|(?:اعباء|التزامات|ارتباطات|مسؤوليات|قيود)\s+(?:ال)?(?:عائليه|اسريه))|غير\s+(?:مرتبط|مرتبطه|مرتبطين|مخطوب|مخطوبه)|(?:single|unmarried|married|divorced)\s+(?:only|applicants?|candidates?|men|women|ladies|males?|females?|persons?|people|individuals?|staff|graduates?)|(?:must|should|shall|to|will|has\s+to|needs?\s+to)\s+(?:not\s+)?(?:be\s+)?(?:single|unmarried|married|divorced|engaged)|(?:plan|plans|planning|intend\p{L}*)\s+to\s+(?:get\s+)?marr(?:y|ied)|(?:plans?|planning|intentions?)\s+(?:for|of)\s+(?:marriage|marrying|a\s+wedding|getting\s+married)|(?:ناوي|ناويه|ناوين|تنوي|ينوي|تنوين|تخطط|يخطط|تخططين|نيه|نيته|نيتها)\s+(?:ال|لل|ل)?(?:زواج|تتزوج|يتزوج|تتزوجين)|settl(?:e|es|ing)\s+down|(?:no\s*one|nobody|no-one)\s+(?:\p{L}+\s+){0,3}at\s+home|(?:single|married)\s+(?:status\s+)?(?:is\s+)?(?:preferred|required|a\s+must|mandatory)|(?:not|never)\s+married|(?:not|never)\s+have\s+(?:any\s+|a\s+)?(?:spouse|husband|wife|partner|children|kids|dependants|dependents)|ha(?:ve|s)\s+no\s+(?:children|kids)|bachelors?\s+only|(?:preferably|ideally)\s+(?:single|married|unmarried)|(?:candidates?|applicants?|people|persons|someone|those|staff|individuals)\s+who\s+(?:are|is)\s+(?:single|unmarried|married|divorced)|(?:must|should|to)\s+be\s+a\s+bachelor(?=\s*(?:$|[.,;)]))|single\s+status|(?:with|have|having)\s+(?:young\s+|small\s+|little\s+)?(?:children|kids|babies|infants))(?=$|[^\p{L}])/gu)],
  ...DECISION_196_PHRASES,
  ...DECISION_200_PHRASES,
  ...DECISION_201_PHRASES,
];

/**
 * Phrases that hold with a demand around them (decision 161), or heading a requirement: a sex named by a figure of
 * speech, non-Saudis restricted, native speakers, a faith, descent, a look asked for, pregnancy and family plans.
 */
/** A phrase, its class, the demand it needs, and a quick look (a word it cannot match without) before it runs. */
// ('demand': with a demand only, even of a class whose other phrases hold by themselves.)
const DEMANDED: Array<[TScreenCategory, RegExp, 'any' | 'negative' | 'self' | 'demand', RegExp?]> = [
  ['gender', foldPattern(/(?:^|[^\p{L}])((?:من\s+)?(?:ال|لل|ل)?جنس\s+(?:ال)?(?:ناعم|خشن|لطيف|اللطيف|الناعم|الخشن))(?=$|[^\p{L}])/gu), 'any'],
  ['nationality', foldPattern(/(?:^|[^\p{L}])((?:ل|لل)?غير\s+(?:ال)?سعوديين|non[\s-]?saudis?|(?:ل|لل)?(?:ال)?وافدين|(?:ل|لل)?(?:ال)?اجانب)(?=$|[^\p{L}])/gu), 'any'],
  ['nationality', /(?:^|[^\p{L}])((?:native|mother[\s-]tongue)\s+(?:\p{L}+\s+)?speakers?|native\s+(?:english|arabic|french|german|speaker)|natives?\s+only|native\s+(?:preferred|required)|(?:نيتف|نيتيف)(?:\s+سبيكر)?|(?:from|of)\s+(?:a\s+|an\s+)?(?:western|european|asian|african|arab|gcc|english[\s-]speaking|first[\s-]world)\s+countr(?:y|ies)|(?:ناطق|ناطقين|متحدث|متحدثين)\s+(?:اصلي|اصليين|اصليه|بها|باللغه\s+\p{L}+\s+(?:ك)?لغه\s+ام)|لغته\s+(?:ال)?ام)(?=$|[^\p{L}])/gu, 'any'],
  ['nationality', /(?:^|[^\p{L}])((?:uk|us|usa|u\.s|uae|eu|british|american|canadian|australian|european|western|indian|filipino|egyptian|gcc|emirati|kuwaiti|qatari|omani|bahraini|pakistani|bangladeshi|nepali|kenyan|syrian|jordanian|lebanese|african|asian|arab)(?:\s*(?:\/|,|or|and|&)\s*(?:uk|us|usa|canada|australia|nz|ireland|\p{L}+))*\s+passports?(?:\s+holders?)?)(?=$|[^\p{L}])/gu, 'any'],
  ['religion', foldPattern(/(?:^|[^\p{L}])((?:of\s+the\s+)?(?:islamic|christian|muslim|hindu|jewish|buddhist|sikh|catholic)\s+(?:faith|religion|belief)|(?:من\s+)?(?:ال)?(?:ديانه|دين|عقيده)\s+(?:ال)?(?:اسلاميه|مسيحيه|اسلامي|مسيحي|يهوديه|هندوسيه|بوذيه|سنيه|شيعيه)|(?:ي|ت|ن)?صل(?:ي|ون)\s+(?:مع\s+)?(?:ال)?جماعه|(?:يصلي|تصلي|يصلون)\s+(?:ال)?(?:فروض|صلوات)|(?:hafiz|hafidh|memori[sz]ed)\s+(?:of\s+)?(?:the\s+)?(?:quran|koran)|(?:حافظ|حافظه|حافظا|حفظه|حفظ)\s+(?:ل|لل)?(?:\p{L}+\s+)?(?:ال)?(?:قران|كتاب\s+الله|اجزاء|جزء|جزئين|جزءين))(?=$|[^\p{L}])/gu), 'any'],
  ['tribe', foldPattern(/(?:^|[^\p{L}])((?:اصيل|اصيله|شريف|شريفه|كريم|كريمه|طيب|طيبه|معروف|معروفه|عريق)\s+(?:ال)?(?:نسب|اصل|حسب|منبت)|(?:ذو|ذات|صاحب)\s+(?:ال)?(?:نسب|اصل|حسب)|شجره\s+(?:ال)?(?:عائله|عايله|نسب|اسره)|family\s+tree|(?:family|tribal)\s+(?:name|affiliation|origin|roots)|(?:of|from)\s+(?:a\s+)?(?:noble|good|known|respected|reputable)\s+(?:descent|origin|stock|roots|lineage))(?=$|[^\p{L}])/gu), 'any'],
  ['appearance', foldPattern(/(?:^|[^\p{L}])((?:full[\s-]?(?:length|body)|whole[\s-]body)\s+(?:photo|photograph|picture|pic|image)s?|صوره\s+(?:كامله|بكامل\s+الجسم|للجسم|كامل\s+الجسم|كامل\s+الطول|بالطول\s+الكامل)|(?:assess|judge|see|check|evaluate)\s+(?:your|the\s+candidate.s)\s+(?:look|looks|appearance|figure)|model[\s-]*like|(?:attractive|good|pleasant|nice|beautiful)\s+(?:\p{L}+\s+(?:and|&)\s+)?(?:looks|figure|face)|(?:[وف])?(?:يشترط|شرط|نشترط|يفضل|مطلوب|المطلوب)\s+(?:ال)?(?:جمال|وسامه|رشاقه)|(?:height|tall)\s+(?:of\s+)?(?:at\s+least\s+|min\.?\s+|minimum\s+)?\d\s*(?:'|ft|feet|foot)\s*\d*|\d{3}\s*\+\s*(?:cm|سم)|(?:طول|الطول|طوله|طولها)\s+(?:لا\s+يقل|فوق|اكثر|من)|(?:وزن|الوزن|وزنه|وزنها)\s+(?:لا\s+يزيد|لا\s+يتجاوز|متناسب|يتناسب|مناسب))(?=$|[^\p{L}])/gu), 'any'],
  ['pregnancy', /(?:^|[^\p{L}])((?:in\s+the\s+family\s+way|(?:be|being|is|are)\s+with\s+child|(?:baby|family|pregnancy)\s+plans|plans?\s+(?:for|of)\s+(?:\p{L}+\s+(?:or|and)\s+)?(?:a\s+)?(?:baby|babies|pregnancy|children|kids)|(?:not|n.t)\s+(?:be\s+)?expecting(?!\s+(?:to|any|calls?|a\s+(?:call|reply|response|salary)))|family\s+planning|(?:no|not|never|won.?t|will\s+not|wouldn.?t|without|avoid|commit\w*\s+not\s+to)\s+(?:\p{L}+\s+){0,4}maternity(?:\s+leave)?|(?:get|getting|become|becoming|fall|falling)\s+pregnant|(?:لا|عدم|بدون|دون|الا)\s+(?:\p{L}+\s+){0,3}(?:اجازه\s+)?(?:ال)?امومه))(?=$|[^\p{L}])/gu, 'any'],
  ['marital_status', foldPattern(/(?:^|[^\p{L}])((?:no|without)\s+(?:a\s+)?family(?!\s+(?:allowance|housing|insurance|visa|medical|tickets?|status\s+(?:visa|benefits?)|benefits?))|(?:بدون|بلا|دون|ما\s+(?:عنده|عندها|معه|معها|وراه|وراها|عليه|عليها)|مو\s+(?:معه|معها|وراه|وراها))\s+(?:ال)?(?:عائله|عايله|اسره|عيال|اهل|زوجه|اطفال|التزامات|بيت)|(?:عدم|لا|بدون|ما)\s+(?:ال)?(?:زواج|يتزوج|تتزوج|الزواج)|(?:not|never|no)\s+(?:to\s+)?(?:get\s+|getting\s+)?marr(?:y|ied|iage)\s+(?:during|within|for|in)|family\s+status\s*(?::|-)?\s*(?:single|married|bachelor))(?=$|[^\p{L}])/gu), 'any'],
  // A housewife («ربة منزل»): a woman and married.
  ['gender', foldPattern(/(?:^|[^\p{L}])((?:ل|لل)?(?:ربه|ربات)\s+(?:ال)?(?:منزل|منازل|بيت|بيوت))(?=$|[^\p{L}])/gu), 'any', /رب/u],
  ['marital_status', foldPattern(/(?:^|[^\p{L}])((?:ل|لل)?(?:ربه|ربات)\s+(?:ال)?(?:منزل|منازل|بيت|بيوت))(?=$|[^\p{L}])/gu), 'any', /رب/u],
  // An age told by a pronoun: "a graduate in his early twenties" asks for a man too.
  ['gender', /(?:^|[^\p{L}])(in\s+(?:his|her)\s+(?:(?:early|mid|late)[\s-]+)?(?:teens|20s|30s|40s|twenties|thirties|forties))(?=$|[^\p{L}])/gu, 'self', /(?:his|her)\s/u],
  // A sex addressed and told the job is theirs: "ladies, this one's for you", «يا شباب، الوظيفة لكم».
  ['gender', foldPattern(/(?:^|[^\p{L}])((?:ladies|girls|guys|gents|gentlemen|boys|men|women|sisters|brothers|يا\s+(?:بنات|شباب|رجال|اخوات|اخوان|بنت|ولد|شباب))\s*[,،!:]\s*(?:this|the|هذي|هذه|هذا|ال)\s*(?:\p{L}+[\s'’]*){0,3}(?:for\s+you|لكم|لكن|لك|لكي))(?=$|[^\p{L}])/gu), 'self', /[,،!:]/u],
  // A faith shared with the clients or the team: "someone who shares their faith", "same prayers", «نفس المذهب».
  ['religion', foldPattern(/(?:^|[^\p{L}])(shar(?:e|es|ing)\s+(?:their|our|the\s+same|your|his|her|my)\s+(?:faith|religion|beliefs?|creed)|same\s+(?:faith|religion|prayers?|beliefs?|sect|creed)|(?:نفس|ذات)\s+(?:ال)?(?:دين|ديانه|مذهب|عقيده|طائفه))(?=$|[^\p{L}])/gu), 'self', /faith|religion|belief|creed|prayer|sect|نفس|ذات/u],
  // Faith asked for: "must be religious", "should be God-fearing and religious", members of our church.
  ['religion', /(?:^|[^\p{L}])((?:be|being)\s+(?:\p{L}+\s+(?:and|&)\s+)?(?:religious|devout|pious|practi[cs]ing|observant)|(?:members?\s+of|from|belong\p{L}*\s+to|attend\p{L}*)\s+(?:our|the|a|your|their)\s+(?:own\s+|local\s+)?(?:church|mosque|parish|congregation|synagogue|temple)(?:\s+community)?)(?=$|[^\p{L}])/gu, 'any', /religious|devout|pious|practi|observant|church|mosque|parish|congregation|synagogue|temple/u],
  // Looks by a figure of speech: "looks the part", "looks like they belong in a boutique"; a dress size to fit.
  ['appearance', /(?:^|[^\p{L}])(looks?\s+the\s+part|looks?\s+like\s+(?:they|he|she|you)\s+belong)(?=$|[^\p{L}])/gu, 'self', /look/u],
  ['appearance', foldPattern(/(?:^|[^\p{L}])((?:fit|fits|wear|wears|into)\s+(?:in(?:to)?\s+)?(?:our\s+|a\s+|the\s+)?size[\s-]*(?:xx?s|s|small|m|medium|\d{1,2})|(?:clothing|dress|uniform)\s+size\s+(?:xx?s|s|small|m|\d{1,2})|مقاس\s+(?:ال)?(?:صغير|سمول|s|m|\d{1,2}))(?=$|[^\p{L}])/gu), 'any', /size|مقاس/u],
];
/** Health named by a condition or an aid, and a birth, held with a negative demand (hiring people with them is lawful). */
DEMANDED.push(
  // Arrangements for a disability the applicant must not need: "who won't need special arrangements (ramps, interpreters)".
  ['disability', /(?:^|[^\p{L}])((?:special|reasonable|workplace)\s+(?:arrangements?|accommodations?|adjustments?)|(?:wheelchair\s+)?ramps?|sign[\s-]language\s+interpret\p{L}*|(?:adapted|accessible|assistive)\s+(?:screens?|workstations?|equipment|devices?|technolog\p{L}*))(?=$|[^\p{L}])/gu, 'negative', /arrang|accommodat|adjust|ramp|interpret|adapted|accessible|assistive/u],
  ['disability', foldPattern(/(?:^|[^\p{L}])(hearing\s+aids?|hearing\s+(?:loss|impair\p{L}*)|visual(?:ly)?\s+impair\p{L}*|prosthe\p{L}*|crutch\p{L}*|(?:back|heart|joint|knee|spine|spinal|kidney|lung|mental|psychological|health|medical)\s+(?:problems?|issues?|conditions?|injur\p{L}*|pain)|history\s+of\s+(?:\p{L}+\s+){0,2}(?:depression|anxiety|illness|disease|mental|psychiatric)|سماعه\s+(?:ال)?(?:طبيه|اذن)|سماعات\s+(?:ال)?(?:طبيه|اذن)|ضعف\s+(?:ال)?(?:سمع|بصر|نظر)|(?:ال)?اعاقه\s+(?:ال)?(?:سمعيه|بصريه|حركيه|ذهنيه|جسديه)|عارض\s+صحي|(?:مشاكل|مشكله|حاله|حالات)\s+(?:ال)?(?:صحيه|نفسيه)|(?:ال)?سكر\s+(?:و|ولا|او)\s*(?:ال)?ضغط|(?:ال)?ضغط\s+(?:و|ولا|او)\s*(?:ال)?سكر|(?:مرض|امراض)\s+(?:ال)?(?:سكر|ضغط|قلب))(?=$|[^\p{L}])/gu), 'negative'],
  ['pregnancy', foldPattern(/(?:^|[^\p{L}])((?:recently\s+)?(?:given|gave|giving)\s+birth|new(?:ly)?\s+(?:mothers?|moms?|mums?)|(?:حديث|حديثه|حديثات)\s+(?:ال)?ولاده|(?:ال)?امهات\s+(?:ال)?جدد|ولدت\s+حديثا|(?:fertility|ivf)\s+treatments?|اطفال\s+(?:ال)?انابيب|علاج\s+(?:ال)?(?:خصوبه|عقم))(?=$|[^\p{L}])/gu), 'negative'],
);
/** Decision 182: a family head asked for, other faiths, a known lineage, colour of the eyes, excess weight, people of determination. */
DEMANDED.push(
  // "Family man preferred", «رب أسرة»: a married man.
  ['marital_status', foldPattern(/(?:^|[^\p{L}])(family\s+(?:man|men|guy|guys|person)|(?:رب|ارباب)\s+(?:ال)?(?:اسره|اسر|عائله|عايله|بيت))(?=$|[^\p{L}])/gu), 'demand', /family|رب/u],
  // «أصحاب الديانات الأخرى», "followers of other faiths": people of the faiths not wanted.
  ['religion', foldPattern(/(?:^|[^\p{L}])((?:اصحاب|اتباع|معتنقي)\s+(?:ال)?(?:ديانات|اديان|ملل|مذاهب)\s+(?:ال)?(?:اخري|مختلفه)|(?:followers|adherents)\s+of\s+(?:other|different)\s+(?:religions|faiths))(?=$|[^\p{L}])/gu), 'negative', /ديان|اديان|ملل|مذاهب|religions|faiths/u],
  // «من ليس له نسب معروف», «صاحب أصل وفصل» typed in Latin letters.
  ['tribe', foldPattern(/(?:^|[^\p{L}])((?:له|لها|لهم)\s+(?:ال)?(?:نسب|اصل)|(?:ال)?نسب\s+(?:ال)?(?:معروف|واضح|شريف)|asl\s+(?:w|wa|o|and|&)\s+fasl)(?=$|[^\p{L}])/gu), 'demand', /نسب|اصل|asl/u],
  ['appearance', foldPattern(/(?:^|[^\p{L}])((?:ال)?وزن\s+(?:ال)?(?:زائد|زايد)|(?:زياده|سمنه)\s+(?:في\s+)?(?:ال)?وزن|(?:ال)?عيون\s+(?:ال)?(?:ملونه|زرقاء|زرق|خضراء|خضر|عسليه)|(?:blue|green|colou?red|hazel)\s+eyes|(?:excess|extra)\s+weight)(?=$|[^\p{L}])/gu), 'demand', /وزن|عيون|eyes|weight/u],
  ['disability', /(?:^|[^\p{L}])((?:people|persons)\s+of\s+determination|mobility\s+(?:issues|problems|impairments?|limitations?))(?=$|[^\p{L}])/gu, 'negative', /determination|mobility/u],
  // «من أبناء العائلة … فقط»: the family's own members asked for.
  ['tribe', foldPattern(/(?:^|[^\p{L}])((?:من\s+)?(?:ابناء|بنات|افراد)\s+(?:ال)?(?:عائله|عايله|اسره|عشيره|حموله))(?=$|[^\p{L}])/gu), 'demand', /ابناء|بنات|افراد/u],
  // A wheelchair or a crutch the applicant must not use; scars, acne, tattoos excluded.
  ['disability', foldPattern(/(?:^|[^\p{L}])((?:كرسي|كراسي)\s+(?:ال)?متحرك\p{L}*|عكاز\p{L}*|عكاكيز|crutches)(?=$|[^\p{L}])/gu), 'negative', /كرسي|كراسي|عكاز|عكاكيز|crutch/u],
  ['appearance', foldPattern(/(?:^|[^\p{L}])((?:ال)?(?:ندبات|ندوب|ندبه|وشوم|وشم|تاتو|نمش)|حب\s+(?:ال)?شباب|(?:visible\s+)?(?:scars|acne|tattoos|birthmarks))(?=$|[^\p{L}])/gu), 'negative', /ندب|ندوب|وشم|وشوم|تاتو|نمش|حب|scars|acne|tattoos|birthmarks/u],
  // "Retirees and older workers are not suitable": older people excluded (serving retirees is lawful).
  ['age', /(?:^|[^\p{L}])(retirees|pensioners|(?:close\s+to|near(?:ing)?|approaching)\s+(?:the\s+)?retirement(?:\s+age)?|(?:grey|gray|white|greying|graying)[\s-]+hair(?:ed)?|(?:older|elderly|old)\s+(?:workers|applicants|candidates|people|persons|staff|employees))(?=$|[^\p{L}])/gu, 'negative', /retiree|pensioner|older|elderly|old|retirement|hair/u],
);
/** Decision 190: a faith shared and practised, a good or tribal origin, lineage proven, pregnancy in Arabizi. */
DEMANDED.push(
  ['religion', /(?:^|[^\p{L}])(shar(?:e|es|ing)\s+(?:our|their|the\s+same|your)\s+(?:islamic|christian|muslim|religious)\s+(?:values|faith|beliefs?|principles)[^.]{0,30}\bpracti[cs]e\p{L}*|practi[cs]e\s+(?:them|it|islam|their\s+faith|the\s+faith|their\s+religion)\s+(?:daily|every\s+day|regularly))(?=$|[^\p{L}])/gu, 'self', /practi/u],
  ['tribe', foldPattern(/(?:^|[^\p{L}])((?:من\s+)?(?:ال)?اصل\s+(?:ال)?(?:قبلي|قبيلي|طيب|كريم|شريف|عريق|معروف|اصيل)|ل?(?:يثبت|تثبت|اثبات|ما\s+يثبت|وثيقه|صك|مشجر)\s+(?:ال)?نسب|مشجر\p{L}*\s+(?:ال)?(?:عائله|عايله|اسره|قبيله))(?=$|[^\p{L}])/gu), 'any', /اصل|نسب|مشجر/u],
  ['pregnancy', foldPattern(/(?:^|[^\p{L}])((?:انهت|انهي|اكملت|تجاوزت|اتمت)\s+(?:فتره|مرحله|سن)\s+(?:ال)?(?:انجاب|حمل)|plan\p{L}*\s+(?:(?!after\s)\p{L}+\s+)?maternity(?:\s+leave)?)(?=$|[^\p{L}])/gu), 'self', /انهت|انهي|اكملت|تجاوزت|اتمت|maternity/u],
  ['pregnancy', /(?:^|[^\p{L}])((?:ma|mo|mu|msh|mish|mub|mb|mafi|la)\s+(?:(?:tkoon|tkun|tkoun|tkon|tikoon|tikun)\s+)?(?:7amel|7amil|7aamel|7amla|7aml))(?=$|[^\p{L}])/gu, 'self', /7am/u],
);
/** Decision 196: what the tenth writer wrote that holds with a demand. */
DEMANDED.push(
  // A person asked healthy ("Fit and healthy young person", "only for healthy young guys"): health asked as such.
  ['disability', /(?:^|[^\p{L}])((?:(?:fit|strong)\s+(?:and|&)\s+)?healthy\s+(?:(?:young|non[\s-]?smok\p{L}*|male|female|muslim|arab|strong|fit|active|energetic)\s+){0,2}(?:person|persons|people|guys?|men|man|women|woman|lady|ladies|males?|females?|candidates?|applicants?|individuals?|muslims?|staff|workers?|boys?|girls?))(?=$|[^\p{L}])/gu, 'any', /healthy/u],
  // A disability refused because it is seen ("any visible disability"): a look as well.
  ['appearance', /(?:^|[^\p{L}])(visible\s+(?:disabilit\p{L}*|impairments?|handicaps?|conditions?))(?=$|[^\p{L}])/gu, 'negative', /visible/u],
  ['appearance', /(?:^|[^\p{L}])((?:any|no)\s+visible\s+(?:disabilit\p{L}*|impairments?|handicaps?))(?=$|[^\p{L}])/gu, 'self', /visible/u],
  // A height or weight of the norm ("normal height"); a height in centimetres without its unit («الطول ١٨٠ وما فوق»).
  ['appearance', foldPattern(/(?:^|[^\p{L}])((?:normal|average|proper|suitable|ideal|acceptable|standard)\s+(?:height|weight|stature|physique|body\s+(?:shape|type))|(?:height|tall)\s+(?:(?:of|at\s+least|min(?:imum)?|above|over|from)\s+)?1[4-9]\d(?![\d.])(?!\s*(?:m|mm|km|ft|feet|metres?|meters?)(?![\p{L}]))|(?:ال)?(?:طول|قامه)\s+(?:\p{L}+\s+){0,2}1[4-9]\d(?![\d.])(?!\s*(?:م|متر|ملم|كم)(?![\p{L}])))(?=$|[^\p{L}])/gu), 'any', /height|tall|طول|قامه/u],
  // Faith asked of the home one comes from ("from a conservative religious family background"); fasting required.
  ['religion', /(?:^|[^\p{L}])((?:religious|devout|practi[cs]ing|pious|observant)\s+(?:famil(?:y|ies)|household|background|upbringing|home)|(?:only\s+(?:those|people|candidates|applicants)\s+who|must|should)\s+(?:\p{L}+\s+)?(?:fast|fasts|observe)\s+(?:during\s+|in\s+|the\s+)?(?:ramadan|ramadhan))(?=$|[^\p{L}])/gu, 'any', /religious|devout|practi|pious|observant|ramadan|ramadhan/u],
  // The Quran memorised, by a person: "Quran memorizer" (not "Quran memorisation" taught), Arabizi «يحفظ أجزاء من القرآن».
  ['religion', /(?:^|[^\p{L}])((?:quran|qur.?an|koran)\s+(?:memori[sz]ers?|reciters?|hafiz|hafidh)|(?:ya?|ta?|mo?)?(?:7|h)(?:a|e|i)?f(?:a|e|i)?(?:'?z|dh|th|6)\p{L}*\s+(?:[\p{L}\p{N}]+\s+){0,3}(?:quran|qur2an|koran|kuran))(?=$|[^\p{L}])/gu, 'any', /quran|qur|koran|kuran/u],
  // A family or a surname known, the descendants of families, families of a region, people of a place by origin.
  ['tribe', foldPattern(/(?:^|[^\p{L}])((?:well[\s-]known|known|good|respected|prominent|reputable|big|noble|famous|recogni[sz]ed)\s+(?:surname|family\s+name|last\s+name)s?|descendants?\s+of\s+(?:the\s+)?(?:\p{L}+\s+)?(?:famil(?:y|ies)|tribes?|clans?)|famil(?:y|ies)\s+with\s+(?:a\s+)?(?:known|good|high|well[\s-]known|solid)\s+(?:reputation|standing|name)|whose\s+famil(?:y|ies)\s+(?:are|is|come|comes|came|originate\p{L}*)\s+(?:originally\s+)?from|(?:ولد|بنت|عيال)\s+ناس|(?:معروف|معروفه|معروفين)\s+(?:ال)?(?:اهل|اهله|اهلها|عائلته|عائلتها|اسرته|اسرتها)|(?:اهله|اهلها|عائلته|عائلتها|اسرته|اسرتها)\s+(?:معروف|معروفين|معروفه)|(?:اهل|ابناء|سكان)\s+(?:ال)?\p{L}+\s+(?:ال)?(?:اصليين|اصليون))(?=$|[^\p{L}])/gu), 'any', /surname|name|descendant|famil|ناس|معروف|اصلي/u],
  // A family away or none: "whose families are not in Saudi Arabia", "no spouse or dependants", "without a husband".
  ['marital_status', /(?:^|[^\p{L}])(whose\s+(?:families|family|wives|wife|spouses?)\s+(?:are|is|live|lives|stay|stays)\s+(?:not\s+(?:in|with|here)|abroad|back\s+home|outside)|(?:no|without)\s+(?:a\s+|any\s+)?(?:spouse|husband|wife)(?!\s+(?:visa|sponsorship|allowance|benefits?|insurance|tickets?|coverage)))(?=$|[^\p{L}])/gu, 'self', /whose|spouse|husband|wife/u],
  // Mothers of babies and women expecting, excluded.
  ['pregnancy', /(?:^|[^\p{L}])((?:mothers?|moms?|mums?)\s+(?:with|of)\s+(?:young\s+|small\s+|new\s+)?(?:babies|infants|newborns|toddlers|a\s+(?:baby|newborn))|(?:women|ladies|mothers|candidates|applicants|those)\s+(?:who\s+are\s+)?expecting(?!\s+(?:to|any|calls?|a\s+(?:call|reply|response|salary))))(?=$|[^\p{L}])/gu, 'negative', /expecting|babies|infants|newborn|toddler|baby/u],
);
DEMANDED.push(...DECISION_201_DEMANDED, ...DECISION_205_PHRASES, ...DECISION_205_DEMANDED, ...DECISION_206_DEMANDED, ...DECISION_208_DEMANDED, ...DECISION_211_DEMANDED, ...DECISION_216_DEMANDED, ...DECISION_217_DEMANDED, ...DECISION_219_DEMANDED, ...DECISION_221_DEMANDED, ...DECISION_222_DEMANDED, ...DECISION_223_DEMANDED, ...DECISION_225_DEMANDED, ...DECISION_227_DEMANDED, ...DECISION_231_DEMANDED, ...DECISION_233_DEMANDED, ...DECISION_236_DEMANDED, ...DECISION_238_DEMANDED, ...DECISION_239_DEMANDED, ...DECISION_241_DEMANDED);
/** A photo of the whole body, from the side or without a filter, asked for: a look is judged. */
const PHOTO = foldPattern(/(?:^|[^\p{L}])(?:photo|photos|photograph|picture|pictures|pic|pics|selfie|selfies|صوره|صور|صورك|صوركم|صورتك|صورتج|صورج|صورها|صورتين|سيلفي|(?:ta)?9aw(?:ee|i)r\p{L}*|9(?:oo|u|o)r(?:a|ah|at|t)?\p{L}*)(?=$|[^\p{L}])/u);
// (Decision 236: "side-profile" hyphenated too.)
const BODY_SHOT = foldPattern(/(?:^|[^\p{L}])(?:full[\s-]?(?:length|body)|whole[\s-]body|(?:و)?(?:ب)?كامل\s+(?:ال)?(?:طول|جسم)|كامله\s+(?:بال|بكامل\s+ال|لل)?(?:طول|جسم)|كامله|بالطول|جانبيه|side[\s-]?(?:view|profile)|selfie|selfies|سيلفي|(?:لل|وال)جسم|(?:ال)?جسم\s+(?:ال)?كامل|full[\s-]?size|(?:face\s+and\s+)?(?:full\s+)?body\s+(?:photo|picture|pic|shot)s?|(?:photo|picture|pic)s?\s+of\s+(?:your\s+)?(?:face\s+and\s+)?(?:full\s+)?body|بدون\s+فلتر|without\s+(?:a\s+)?filters?|no\s+filters?)(?=$|[^\p{L}])/u);
/** Words of a woman before or on an attribute («ذات مظهر جذاب», «شكلها حلو», «ملتزمة بالحجاب»): she is asked for. */
const FEMININE_BEFORE = foldPattern(/(?:^|[^\p{L}])(?:ذات|ذوات)\s+$/u);
const FEMININE_IN = foldPattern(/(?:^|[^\p{L}])(?:\p{L}+ها|ملتزمه|ملتزمات|مرتبطه|مخطوبه|محافظه|مواظبه|حافظه|طويله|رشيقه|نحيفه|جميله|جذابه|حلوه|مزيونه|انيقه|ممشوقه|شقراء|سمراء|بيضاء)(?=$|[^\p{L}])/u);

/** Words of a woman applicant beside pregnancy asked: "her family", «ألا تكون حاملاً أو تخطط». */
// (Decision 206: the women named, "ladies expecting", «ما عندها نية».)
// (Decision 211: the pregnant and nursing named, «الحوامل», «المرضعات», «غير حامل»; a woman addressed, «كنتي ناوية
// تحملين», «ترضعين»; the employee in the feminine, «الموظفة التي تحمل»; "mums".)
export const HER = foldPattern(/(?:^|[^\p{L}])(?:her|she|ladies|lady|women|woman|mums|moms|تكون|تخطط|المتقدمه|المتقدمات|متقدمات|انهت|عندها|(?:ال)?حوامل|(?:ال)?مرضعات|(?:ال)?مرضعه|حامل|ترضعين|تحملين|تقدمين|كنتي|ناويه|خلصت|(?:ال)?موظفه)(?=$|[^\p{L}])/u);
/** The contract ends, or the applicant is let go, when she is pregnant: «في حال الحمل يعتبر العقد منتهياً». */
// (Decision 239: a resignation pledged, «تتعهد الموظفة بتقديم استقالتها في حال الحمل»; her protection from dismissal is
// none, «حماية الموظفة من الفصل أثناء الحمل».)
const PREGNANCY_ENDS = foldPattern(/(?:pregnan|حمل|الحمل|حامل|buntis|hamla|hamila)[^.\n]{0,40}(?:terminat|dismiss|end(?:s|ed)?\b|cancel|void|resign|deport|(?:treated\s+as\s+)?(?:a\s+)?breach\s+of\s+(?:the\s+|her\s+|their\s+)?(?:employment\s+)?contract|not\s+be\s+renewed|non[\s-]?renew|khatam|khatm|تسفير|ترحيل|انهاء|ينهي|منته|فسخ|يفسخ|ينفسخ|يلغي|ينلغي|الغاء|ينتهي|فصل|الاستغناء|مستقيل|تستقيل|استقال)|(?:terminat|dismiss|resign|انهاء|فسخ|فصل|الاستغناء|ينهي|يفسخ|ينتهي|يلغي|مستقيل|تستقيل|استقال)[^.\n]{0,40}(?:pregnan|حمل|الحمل|حامل)/u);

/** The applicant named in the feminine (decision 216), and in the masculine (a text naming both asks no sex). */
export const SHE_APPLIES = foldPattern(/(?:^|[^\p{L}])(?:ال)?(?:متقدمه|متقدمات|مرشحه|مرشحات|عامله|عاملات)(?=$|[^\p{L}])/u);
export const HE_APPLIES = foldPattern(/(?:^|[^\p{L}])(?:ال)?(?:متقدم|متقدمين|مرشح|مرشحين|عامل|عمال)(?=$|[^\p{L}])/u);
/** A beard asked with faith ("a practising Muslim, beard and prayer regular"), not one trimmed or netted (lawful-frames.ts). */
/** Decision 217: women or men named by their family ("mothers with young kids", "a widow", "your wife"): a status asked of them asks a sex. */
export const SPOUSE_NAMED = foldPattern(/(?:^|[^\p{L}])(?:mothers?|moms?|mums?|widows?|(?:your|his)\s+wife|ارمله|ارامل|امهات|زوجتك)(?=$|[^\p{L}])/u);
export const BEARD_ASKED = foldPattern(/(?:^|[^\p{L}])(?:beard|bearded|ملتحي|لحيه|اللحيه)(?=$|[^\p{L}])/u);
/** Which scripts a pattern reads (a quick look before it runs: a pattern of English words skips an Arabic sentence). */
const scriptsOf = (pattern: RegExp) => ({ arabic: /[\u0621-\u064A]/u.test(pattern.source.replace(/\(\?:\[[وفل]+\]\(\?=\[\\u0600-\\u06FF\]\)\)\?/gu, '')), latin: /[a-z]{2}/u.test(pattern.source.replace(/\\[pPuxs]\{?[\w-]*\}?|\\[a-z]/gu, '')) });
type TScripts = { arabic: boolean; latin: boolean };
const scriptsIn = (text: string): TScripts => ({ arabic: ARABIC.test(text), latin: /[a-z]/u.test(text) });
const readsText = (scripts: TScripts, text: TScripts) => (scripts.latin && text.latin) || (scripts.arabic && text.arabic);
/**
 * A pattern's leading "start or a non-letter" as a look behind: the same matches (the phrase group is what is read),
 * and the engine can skip ahead to the first letters the phrase may start with instead of trying at every space.
 */
const startAtLetters = (pattern: RegExp) => (pattern.source.startsWith('(?:^|[^\\p{L}])') ? new RegExp(`(?<![\\p{L}])${pattern.source.slice('(?:^|[^\\p{L}])'.length)}`, pattern.flags) : pattern);
for (const entry of PHRASES) entry[1] = startAtLetters(entry[1]);
for (const entry of DEMANDED) entry[1] = startAtLetters(entry[1]);
const DEMANDED_SCRIPTS = DEMANDED.map(([, pattern]) => scriptsOf(pattern));
const PHRASES_SCRIPTS = PHRASES.map(([, pattern]) => scriptsOf(pattern));

/** Decision 205: the people named are excluded ("need not apply", "can't be hired", "are not accepted"). */
const EXCLUDED_FAR = /(?:^|[^\p{L}])(?:need\s+not\s+apply|should\s+not\s+apply|(?:can.?t|cannot|will\s+not|won.?t)\s+be\s+(?:hired|considered|accepted|employed)|(?:are|is)\s+not\s+(?:accepted|considered|eligible|hired)|(?:don.?t|doesn.?t|do\s+not|does\s+not)\s+suit)(?=$|[^\p{L}])/u;

function readDemanded(context: TContext, inText: TScripts): TReadFinding[] {
  const found: TReadFinding[] = [];
  for (const [at, [category, pattern, demand, quick]] of DEMANDED.entries()) {
    if (!readsText(DEMANDED_SCRIPTS[at]!, inText) || (quick && !quick.test(context.text))) continue;
    for (const match of context.text.matchAll(pattern)) {
      const phrase = match[1]!;
      const start = match.index + match[0].indexOf(phrase);
      const end = start + phrase.length;
      const index = context.tokens.findIndex((token) => token.start >= start);
      const atHead = index <= 1 && (context.field === 'qualifications' || context.field === 'title');
      // (A negative that is a welcome is none: "with or without reasonable accommodation", "able to".)
      const negative = demandNear(context, index, true);
      // (Decision 205: or the people named are excluded further off: "… with hearing aids or speech difficulty need not apply".)
      const excluded = demand === 'negative' && EXCLUDED_FAR.test(context.text);
      const asked = demand === 'negative' ? ((!!negative && !/^(?:able|fit|healthy|bodied)$/u.test(negative.stem)) || excluded) && !/with\s+or\s+without|مع\s+او\s+بدون/u.test(context.text) : !!demandNear(context, index, false) || !!negative;
      // A phrase that is a demand by itself: a family tree, a full-length photo, "in the family way", no maternity leave.
      const isDemandByItself = demand === 'self' || (demand !== 'demand' && (category === 'pregnancy' || category === 'tribe' || category === 'appearance' || category === 'marital_status'));
      if (!asked && !atHead && !isDemandByItself) continue;
      // (What is lawful unless excluded, an interpreter or a ramp, needs the exclusion even heading a requirement.)
      if (demand === 'negative' && !asked) continue;
      // "a family planning clinic", «تنظيم الأسرة» services: a phrase naming a place or a thing.
      // (Not a phrase followed by what the person is for: «العيون الملونة لواجهة المعرض».)
      const after = context.tokens.find((token) => token.start >= end);
      if (demand !== 'self' && isLawfulNoun(after) && !(category === 'appearance' && /ل$/u.test(after!.prefix))) continue;
      // «تطبيق شجرة العائلة», "a family tree app": a product.
      // ("Family tree genealogy app": the product named after it; not "applicants", which only begins like one.)
      if (category === 'tribe' && (/(?:(?<![\p{L}])(?:[وفبلك]|ال|لل|بال)?(?:تطبيق|برنامج|منصه|موقع)\p{L}*|(?<![\p{L}])(?:app|application|software|platform|website|tool)(?![\p{L}]))[^.]{0,30}$/u.test(context.text.slice(Math.max(0, start - 40), start)) || /^\s*(?:[\p{L}-]+\s+){0,2}(?:app|apps|application|software|platform|website|tool)(?![\p{L}])/u.test(context.text.slice(end)))) continue;
      // «إعداد شجرة العائلة الرقمية لعملاء التطبيق»: made for clients, a product too.
      if (category === 'tribe' && /^[^.]{0,20}(?:الرقمي\p{L}*|(?:ل|لل)عملاء|(?:for|of)\s+(?:our\s+)?(?:clients|customers|users)|digital)/u.test(context.text.slice(end))) continue;
      found.push({ category, start, end });
    }
  }
  if (PHOTO.test(context.text) && BODY_SHOT.test(context.text)) found.push({ category: 'appearance', start: context.text.search(/\S/u), end: context.text.trimEnd().length });
  if (PREGNANCY_ENDS.test(context.text) && !/(?:may|can|shall|will)\s+not\s+be\s+dismissed|not\s+(?:be\s+)?(?:treated\s+as\s+)?(?:a\s+)?(?:breach|ground)|protect(?:ed|ion|s)?(?![\p{L}])|حمايه|لا\s+يجوز|يحظر|يمنع\s+(?:فصل|انهاء)/u.test(context.text)) found.push({ category: 'pregnancy', start: context.text.search(/\S/u), end: context.text.trimEnd().length });
  return found;
}

/** Work that serves people with disabilities: welcoming them is lawful (built once) */
const SERVES_DISABILITY = foldPattern(/(?:^|[^\p{L}])(?:تاهيل|رعايه|خدمه|تعليم|مركز|مدرسه|دعم|مهياه|مهيئه|students?|customers?|clients?|patients?|serve|serving|support|supporting|care)(?=$|[^\p{L}])/u);
export function readPhrases(context: TContext): TReadFinding[] {
  const inText = scriptsIn(context.text);
  const found: TReadFinding[] = readDemanded(context, inText);
  for (const [at, [category, pattern]] of PHRASES.entries()) {
    if (!readsText(PHRASES_SCRIPTS[at]!, inText)) continue;
    for (const match of context.text.matchAll(pattern)) {
      const phrase = match[1]!;
      const start = match.index + match[0].indexOf(phrase.trimStart());
      const end = match.index + match[0].length;
      // "lift weights up to 25 kg", «حمل أوزان حتى 30 كجم»: a load, not a body.
      if (category === 'appearance' && /(?:lift|lifting|carry|carrying|handle|handling|move|moving|load|loading|push|pull|حمل|رفع|نقل)\s+(?:\p{L}+\s+)?$/u.test(context.text.slice(Math.max(0, start - 25), start))) continue;
      // "make the store look attractive": the look of a thing.
      if (category === 'appearance' && /(?:make|makes|making|keep|keeps|keeping)\s+(?:the\s+|our\s+|your\s+|its\s+)?(?!(?:their|his|her|your|my)\s)\p{L}+\s+$/u.test(context.text.slice(Math.max(0, start - 30), start))) continue;
      // "Reduced hours available for expecting mothers": a provision for them, not a demand of the applicant.
      if (category === 'pregnancy' && /(?:^|[^\p{L}])(?:for|to)\s+$/u.test(context.text.slice(Math.max(0, start - 6), start)) && /^expecting/u.test(phrase.trimStart())) continue;
      if (category === 'marital_status' && /^(?:with|have|having)\s/u.test(phrase)) {
        const index = context.tokens.findIndex((token) => token.start >= start);
        if (!demandNear(context, index, true)) continue;
      }
      // (A family word is a benefit's, «بدل عائلي», unless the phrase excludes a family: «بدون ارتباطات عائلية».)
      if (category === 'marital_status' && BENEFIT.test(context.text) && !/(?:^|[^\p{L}])(?:only|must|فقط|يشترط|not)(?=$|[^\p{L}])/u.test(context.text) && !/^(?:بدون|بلا|دون|no|without)\s|^single\s+status/u.test(phrase)) continue;
      // «ذوي الإعاقة», "special needs", chronic diseases: held only with a negative demand near them (welcoming them is lawful).
      if (category === 'disability' && /ذوي|ذوو|ذوات|اصحاب|احتياجات|special\s+needs|wheelchair|مزمنه|mental\s+health/u.test(phrase)) {
        const index = context.tokens.findIndex((token) => token.start >= start);
        if (!demandNear(context, index, true)) continue;
        if (SERVES_DISABILITY.test(context.text)) continue;
      }
      found.push({ category, start, end });
    }
  }
  // A woman's words on a phrase of looks, faith or family asked for («ذات مظهر جذاب», «شكلها حلو»): a woman is asked for.
  // (Pregnancy asked of "her", «ألا تكون حاملاً»: a woman.)
  const herPregnancy = found.some((finding) => finding.category === 'pregnancy') && HER.test(context.text);
  if (herPregnancy) found.push({ category: 'gender', start: context.text.search(/\S/u), end: context.text.trimEnd().length });
  for (const finding of [...found]) {
    if (finding.category === 'gender' || finding.category === 'fraud') continue;
    // ("someone without a husband": a woman asked for; "without a wife": a man.)
    // ("your husband's occupation", "single and has no children of her own": a woman asked, decision 200.)
    if (finding.category === 'marital_status' && (/husband|wife/u.test(context.text.slice(finding.start, finding.end)) || /(?:^|[^\p{L}])(?:your\s+husband|her\s+own|she)(?=$|[^\p{L}])/u.test(context.text))) found.push({ category: 'gender', start: finding.start, end: finding.end });
    if (FEMININE_BEFORE.test(context.text.slice(Math.max(0, finding.start - 6), finding.start)) || FEMININE_IN.test(context.text.slice(finding.start, finding.end))) found.push({ category: 'gender', start: finding.start, end: finding.end });
  }
  return found;
}
