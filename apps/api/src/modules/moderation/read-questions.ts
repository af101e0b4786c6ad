import type { TScreenCategory } from '@tawzeef/contract';
import { foldPattern } from './lexicon.ts';
import { EXPERIENCE } from './read-ages.ts';
import { readPhrases } from './read-phrases.ts';
import { saysNothingIsAsked, withoutDocumentsNamed } from './read-fraud.ts';
import { CLASS_NOUNS, FEMININE_ATTRIBUTES, isBothGenders, isBoundToLawful, readings, type TContext, type TReadFinding } from './read-words.ts';

/** A question to the applicant: what it asks about the person (words of the classes), or details fake ads ask for. */
// (An Arabic question may open with «و» or «ف»: «وهل», «وما».) An order to state something asks it too: "Please enter …", «اكتب …», «أرفق …».
export const QUESTION_START = /^\s*(?:[وف](?=[\u0600-\u06FF]))?(?:are|do|does|did|have|has|what|which|how|when|where|is|will|would|can|please\s+(?:state|give|tell|enter|provide|share|attach|upload|mention|write|declare|send)|kindly|enter|provide|share|attach|upload|mention|state|declare|your|tell\s+us|please\s+(?:rate|describe|indicate|confirm|specify|list)|rate|indicate|specify|describe|هل|ما|ماهو|ماهي|كم|متي|من\s+اي|اي|اذكر|اذكري|حدد|حددي|اكتب|اكتبي|ارفق|ارفقي|ارفاق|يرجي|يذكر|تذكر|مين|منو|وش|ايش|اش|شو|شنو|وين|عندك|لديك|انت|انتي)(?=$|[^\p{L}])/u;
const QUESTION_WORDS: Array<[TScreenCategory, RegExp]> = ([
  // ("mixed-gender teams", "gender-neutral hiring": not the applicant's.)
  ['gender', /(?:^|[^\p{L}])(?:(?<!(?:mixed|cross|all|both|opposite)[\s-])(?:gender|sex)(?![\s-]+(?:neutral|equal\p{L}*|divers\p{L}*|balance\p{L}*|sensitiv\p{L}*|pay|gap|based|inclusive|segregat\p{L}*|teams?|groups?|environments?|workplaces?))|male\s+or\s+female|female\s+or\s+male|جنسك|(?:ال)?جنس|ذكر\s+(?:ام|او)\s+انثي|انثي\s+(?:ام|او)\s+ذكر)(?=$|[^\p{L}])/u],
  // The year one left school is an age: "Which year did you finish high school?", «كم سنة صار لك متخرج من الثانوية؟».
  ['age', /(?:^|[^\p{L}])(?:(?:finish|finished|complete|completed|leave|left|graduate|graduated|graduation)\s+(?:from\s+)?(?:high\s+school|secondary\s+school|school)|(?:high|secondary)\s+school\s+(?:graduation|completion)|(?:تخرج|تخرجت|تخرجك|متخرج|متخرجه|خريج|خريجه)\s+(?:من\s+)?(?:ال)?(?:ثانويه|ثانوي))(?=$|[^\p{L}])/u],
  ['age', /(?:^|[^\p{L}])(?:(?:older|younger)\s+than\s+\d{2}(?!\d)|3omr\p{L}*|(?:under|over|above|below)\s+\d{2}(?!\d)|born|birth|birthday|how\s+old|age|aged|dob|(?:تجاوزت|تجاوزتي|تعديت|تعديتي|فوق|تحت|دون|بلغت|بلغتي|over|past|under|turned)\s+(?:ال)?(?:عشرين|ثلاثين|اربعين|خمسين|ستين|twenty|thirty|forty|fifty|sixty)|(?<!(?:كبار|صغار|كبير|صغير|كبيره|صغيره)\s)(?:العمر|السن)|عمرك|سنك|ميلادك|مواليد\p{L}*|عمر|عمره|عمرها|تاريخ\s+(?:ال)?(?:ميلاد|ولاده)\p{L}*)(?=$|[^\p{L}])/u],
  ['marital_status', /(?:^|[^\p{L}])(?:(?:do|did)\s+you\s+have\s+(?:any\s+)?(?:young\s+|small\s+|little\s+)?(?:children|kids)|have\s+you\s+got\s+(?:any\s+)?(?:\p{L}+\s+)?(?:children|kids)|wives|how\s+many\s+(?:children|kids|dependants|dependents)|(?:number|no\.?)\s+of\s+(?:children|kids|dependants|dependents)|dependants|dependents|your\s+(?:children|kids)|relationship\s+status|in\s+a\s+relationship|engaged(?!\s+(?:in|with|by|to\s+(?:work|a\s+project)))|boyfriend|girlfriend|fianc[eé]e?|live\s+(?:with\s+(?:your\s+)?(?:family|parents|spouse|wife|husband|partner)|alone)|(?:تسكن|تسكنين|ساكن|ساكنه|تعيش|عايش|عايشه)\s+(?:مع\s+(?:ال)?(?:اهل|عائل|اسر|زوج)\p{L}*|لوحد\p{L}*)|spouse|husband|wife|married|divorced|marital|(?:are|r)\s+(?:you|u)\s+(?:\p{L}+\s+)?(?:single|unmarried|a\s+bachelor|widowed|separated)|single\s+or\s+married|married\s+or\s+single|family\s+status|حالتك\s+(?:ال)?اجتماعيه|(?:ال)?حاله\s+(?:ال)?اجتماعيه|معرس|معرسه|عزابي|(?:لديك|عندك)\s+(?:ال)?(?:اطفال|ابناء|اولاد|زوجه|زوج)|(?:ارتباطات|التزامات|مسؤوليات)\s+(?:ال)?(?:عائليه|اسريه|زوجيه)|زوجك|زوجتك|متزوج\p{L}*|مخطوب\p{L}*|اعزب|عزباء|mrs|how\s+many\s+more\s+(?:children|kids)|اطفالك|ابناءك|ابنائك|اولادك|عيالك|عدد\s+(?:ال)?(?:اطفال|ابناء|اولاد)|(?:ال)?زواج|تتزوج\p{L}*)(?=$|[^\p{L}])/u],
  ['appearance', /(?:^|[^\p{L}])(?:(?:weight|height|hight|heigth)\s*(?:&|and|\/|,|at)\s*(?:height|hight|heigth|weight)|your\s+(?:own\s+)?(?:height|weight|looks?|appearance|figure|body|skin)|how\s+tall|how\s+much\s+do\s+you\s+weigh|attractiveness|physical\s+appearance|طولك|وزنك|شكلك|مظهرك|بشرتك|لون\s+بشرتك|جسمك|(?:dress|clothing|clothes|waist)\s+size|waist|bmi|height\s+and\s+weight|(?:ال)?طول\s+و\s*(?:ال)?وزن)(?=$|[^\p{L}])/u],
  // Medication taken, a psychiatrist seen (decision 190): the applicant's health asked.
  ['disability', /(?:^|[^\p{L}])(?:(?:take|taking|on)\s+(?:any\s+)?(?:regular\s+|daily\s+|long[\s-]term\s+|prescri\p{L}+\s+)?(?:medications?|medicines?|pills)|(?:تتناول|تاخذ|تتعاطي|تستخدم|تستعمل)\s+(?:اي\s+)?(?:ادويه|دواء|علاج)|(?:راجعت|زرت|تراجع|تزور|مراجعه|زياره)\s+(?:ال)?(?:طبيب\p{L}*|عياده)\s+(?:ال)?نفسي\p{L}*|(?:seen|see|visited|consulted)\s+(?:a\s+)?(?:psychiatrist|psychologist|therapist)|(?:health|medical)\s+(?:problems?|issues?)|sick\s+days?|(?:taken|take|took)\s+(?:\p{L}+\s+){0,3}sick\s+leave)(?=$|[^\p{L}])/u],
  ['disability', /(?:^|[^\p{L}])(?:(?:كرسي|كراسي)\s+(?:ال)?متحرك\p{L}*|wheelchairs?|disabilit\p{L}*|disabled|handicap\p{L}*|medical\s+conditions?|chronic|illness\p{L}*|impair\p{L}*|اعاقه|معاق|امراض|مرض\s+مزمن|blood\s+(?:sugar|pressure)|medical\s+history|surger(?:y|ies)|عمليه\s+جراحيه|عمليات\s+جراحيه|(?:ضغط|سكر)\s+(?:ال)?دم|(?:ال)?سكري|(?:ال)?تاريخ\s+(?:ال)?مرضي|(?:ت|ي)عاني\s+من|ضعف\s+(?:في\s+)?(?:ال)?(?:سمع|نظر|بصر)|(?:عندك|لديك|فيك)\s+(?:ال)?(?:سكر|ضغط|ربو|صرع)|(?:مستشفي|مصحه|عياده)\s+(?:ال)?(?:نفسي|نفسيه|امراض\s+نفسيه)|(?:psychiatric|mental)\s+(?:hospital|ward|clinic|institution))(?=$|[^\p{L}])/u],
  ['pregnancy', /(?:^|[^\p{L}])(?:pregnan\p{L}*|(?<!(?:salary|pay|wage|range|package)\s+(?:\p{L}+\s+){0,3})expecting|حامل|حمل|الحمل|انجاب|childbirth|(?:give|gave|given|giving)\s+birth|(?:اخر|موعد)\s+ولاده|ولاده\s+لك|(?<!تاريخ\s+)ولادتك|ولدتي|بيبي|(?:من|منذ)\s+(?:ال)?ولاده|['"‘’]?good\s+news['"‘’]?\s+(?:expected|soon|coming)|due\s+date|(?:had|have|having)\s+a\s+(?:baby|child)|(?:new|newborn)\s+baby|(?:plan\p{L}*|intend\p{L}*|want)\s+to\s+have\s+(?:more\s+)?(?:children|kids|a\s+baby)|(?:more\s+)?(?:children|kids)\s+(?:are|do)\s+you\s+(?:plan\p{L}*|want|intend\p{L}*)|plan\s+to\s+have\s+more|plan\s+(?:for\s+)?(?:any\s+)?more|(?:children|kids)[^?]{0,40}\?\s*if\s+not,?\s+(?:do|will|would)\s+you\s+(?:plan|intend|want)\s+to|(?:do|did)\s+you\s+have\s+(?:any\s+)?(?:young|small|little)\s+(?:children|kids)|(?:have|got)\s+(?:any\s+)?(?:kids|children)\s+under\s+(?:\d+|one|two|three|four|five|six)|your\s+(?:babies|baby|infants?|toddlers?)|(?:when\s+was|date\s+of)\s+your\s+last\s+(?:delivery|childbirth|pregnancy|baby)|contracepti\p{L}*|birth\s+control)(?=$|[^\p{L}])/u],
  ['nationality', /(?:^|[^\p{L}])(?:(?:which|what)\s+country\s+(?:issued|are\s+you\s+from|do\s+you\s+come\s+from|is\s+your|were\s+you\s+born)|country\s+of\s+(?:birth|citizenship)|birth\s+country|nationality|citizenship|country\s+of\s+origin|ethnic\p{L}*|originally|(?:family|parents)\s+(?:\p{L}+\s+)?(?:come|comes|came)?\s*from|where\s+are\s+you\s+from|ethnicity|race|passport\s+(?:do\s+you\s+hold|country)|native\s+speaker|mother\s+tongue|جنسيتك|اصلك|عرقك|بلدك|(?:ال)?بلد\s+(?:ال)?اصلي|(?:min|mn|men)\s+(?:ay|eh|ayy|anhi|anhy)\s+balad|balad(?:ak|ek|ik)|من\s+وين\s+انت|من\s+اي\s+بلد)(?=$|[^\p{L}])/u],
  ['tribe', /(?:^|[^\p{L}])(?:famil(?:y|ies)(?:['’]s?)?\s+(?:\p{L}+\s+){0,4}(?:origin|lineage|roots)|asl|ترجع\s+(?:\p{L}+\s+)?(?:بال|في\s+ال|ال)?نسب|(?:الي|ل)\s*من\s+(?:ترجع|تنتسب|تنتمي)|(?:reference|proof)\s+(?:on|of|for)\s+(?:your\s+)?(?:origin|lineage)|(?:g|q)abee?l\p{L}*|tribe|tribal|clan|family\s+name|قبيلتك|قبيلته|قبيلتها|قبيله|عشيرتك|عشيرته|ربعك|(?:ال)?فخذ|فخذك|عائلتك|عايلتك|نسبك|حمولتك|اصل\p{L}*\s+و\s*(?:ال)?فصل\p{L}*|(?:wesh|wsh|esh|sh|shu|sho)\s+t(?:a|e|i)?rj(?:a|e|i)?3|t(?:a|e|i)?rj(?:a|e|i)?3\s+(?:l|la|le|li)(?![\p{L}])|(?:وش|ايش|شو|ما)\s+ترجع|ترجع\s+(?:ل|الي)\s*(?:اي|وش)|اصلك\s+(?:من\s+)?(?:وين|اي))(?=$|[^\p{L}])/u],
  ['religion', /(?:^|[^\p{L}])(?:do\s+you\s+(?:pray|fast)|d(?:i|ee)n(?:ak|ek|ik)|ma(?:z|th|dh)hab(?:ak|ek|ik)|fasting|(?:تصوم|تصومين|صايم|صايمه)|prayers?|religion|religious|faith|sect|mosque|church|hijab|تصلي|(?:ال)?صلاه|(?:ال)?قران|ديانتك|دينك|مذهبك|(?:ال)?مذهب|(?:ال)?ديانه|محجبه|حجاب)(?=$|[^\p{L}])/u],
  ['fraud', /(?:^|[^\p{L}])(?:(?:agree|willing|ready|prepared)\s+to\s+pay|deduct\p{L}*\s+from\s+(?:your\s+|the\s+)?(?:first\s+)?(?:salary|wage)|bank\s+account|iban|card\s+number|credit\s+card|cvv|otp|password|passport\s+number|id\s+number|national\s+id|fee|fees|deposit|حسابك|الحساب\s+البنكي|ايبان|رقم\s+(?:ال)?(?:بطاقه|هويه|جواز|حساب)|رقم\s+(?:هويتك|جوازك|حسابك|بطاقتك|اقامتك)|online\s+banking|login|username|pin|كلمه\s+(?:ال)?مرور|رمز\s+(?:ال)?تحقق|رسوم|تدفع|دفعت|تحويل|مبلغ|حساب\s+(?:ال)?(?:بنكي|مصرفي)[^.؟?]{0,40}(?:حوالات|تحويلات|اموال|مبالغ)|(?:ت|ن)?ستثمر\s+(?:معنا|معانا|عندنا)|invest\s+with\s+us|how\s+much\s+(?:can|could|will|would)\s+you\s+invest|كم\s+(?:تقدر|تستطيع|بتقدر|ممكن)\s+تستثمر)(?=$|[^\p{L}])/u],
  // Decision 205: a title of address asked or restricted ("Title (Mr/Ms) — we only shortlist Mr."); the family brought
  // along asked; plans for more children, a menstrual period; the origin's region ("Which state in India are you
  // from?"), a bare nationality label; height and weight as blanks to fill; psychiatric care, a stay in hospital,
  // glasses or lenses; a lineage by a forefather named («الجد الخامس») or a bare «النسب» label; the IBAN with its article.
  ['gender', /(?:^|[^\p{L}])(?:title\s*\(?\s*(?:mr|mrs|ms|miss)\.?\s*\/|(?:shortlist|hire|accept|consider|interview)\p{L}*\s+(?:only\s+)?(?:mr|mrs|ms|miss)\.?(?=$|[^\p{L}]))/u],
  ['marital_status', /(?:^|[^\p{L}])(?:bring\p{L}*\s+(?:your|his|her|their)\s+(?:family|families|wife|husband|spouse|children|kids)|(?:تجيب|تجلب|تحضر|تستقدم)\s+(?:ال)?(?:عائلتك|عايلتك|اسرتك|زوجتك|زوجك|عيالك|اهلك))(?=$|[^\p{L}])/u],
  ['pregnancy', /(?:^|[^\p{L}])(?:(?:تخطط|تخططين|تنوي|تنوين|ناويه|ناوي)\s+(?:لل|ل)?(?:ال)?(?:مزيد|اطفال|انجاب|حمل|عيال|خلفه)|plan\p{L}*\s+(?:for|on|to\s+have)\s+(?:any\s+)?more(?:\s+(?:children|kids|babies))?|(?:ال)?دوره\s+(?:ال)?شهريه|(?:last\s+)?period\s+date)(?=$|[^\p{L}])/u],
  ['nationality', /(?:^|[^\p{L}])(?:(?:which|what)\s+(?:state|region|province|governorate|district|part|city|village|area)\s+(?:\p{L}+\s+){0,3}(?:are\s+you|do\s+you\s+come|you\s+come|is\s+your\s+family)\s+(?:originally\s+)?from|^\s*(?:ال)?جنسيه\s*[:؟?]?\s*$)(?=$|[^\p{L}])/u],
  ['appearance', /(?:^|[^\p{L}])(?:height|weight|(?:ال)?طول|(?:ال)?وزن)\s*(?:\(\s*(?:cm|kg|kgs|سم|كجم|كغ|كيلو)\s*\))?\s*:\s*(?:_{2,}|\.{3,}|$)/u],
  ['disability', /(?:^|[^\p{L}])(?:(?:علاج|علاجا|علاجات)\s+(?:ال)?نفسي\p{L}*|(?:ال)?طب\s+(?:ال)?نفسي|psychiatric|hospitali[sz]ed|hospitali[sz]ations?|admitted\s+to\s+(?:a\s+|the\s+)?hospital|(?:wear|use)\s+(?:\p{L}+\s+)?(?:glasses|spectacles|contact\s+lenses|hearing\s+aids?)|(?:نظارات|نظاره|نضاره|عدسات\s+لاصقه))(?=$|[^\p{L}])/u],
  ['tribe', /(?:^|[^\p{L}])(?:(?:ال)?جد\s+(?:ال)?(?:خامس|رابع|ثالث|سابع)|^\s*(?:ال)?نسب\s*(?:[:(]|$))(?=$|[^\p{L}])/u],
  ['fraud', /(?:^|[^\p{L}])(?:رقم\s+)?(?:ال)?ايبان(?=$|[^\p{L}])/u],
  // Decision 208: an age group to tick («الفئة العمرية: ☐ …»); «مطلّق/ة» asked; a medical report or a fitness
  // certificate asked with the application; babies still nursed («أطفال رضّع») asked.
  // (And a bare label of height or weight in a list of labels: «العمر؟ الطول؟», "Age / Height".)
  ['appearance', /(?:^\s*|[/؟?,،|]\s*)(?:(?:ال)?(?:طول|وزن)|height|weight)\s*(?:[؟?/|,،—–]|$)/u],
  ['age', /(?:^|[^\p{L}])(?:(?:ال)?فئه\s+(?:ال)?عمريه|age\s+(?:group|bracket|band|range))(?=$|[^\p{L}])/u],
  ['marital_status', /(?:^|[^\p{L}])(?:انت|انتي|انتِ)\s+(?:مطلق|مطلقه|ارمل|ارمله)(?=$|[^\p{L}])/u],
  ['disability', /(?:^|[^\p{L}])(?:تقرير\p{L}*\s+طبي\p{L}*\s+(?:\p{L}+\s+)?(?:مع|ضمن)\s+(?:ال)?(?:طلب|سيره|تقديم)|(?:medical|health|fitness)\s+(?:report|certificate|history)\s+with\s+(?:your\s+|the\s+)?(?:application|cv|resume))(?=$|[^\p{L}])/u],
  ['pregnancy', /(?:^|[^\p{L}])(?:(?:لديك|عندك|لديكي|عندج)\s+(?:اطفال|طفل|اولاد)\s+(?:ال)?(?:رضع|رضيع)|(?:do\s+you\s+have|have\s+you\s+got)\s+(?:an?\s+|any\s+)?(?:infants?|newborns?|a\s+baby|babies)|are\s+you\s+(?:currently\s+)?(?:breastfeeding|nursing))(?=$|[^\p{L}])/u],
  // Decision 206: age asked in romanized Urdu and Tagalog («umar», «ilang taon»), an age passed in words («تجاوزت
  // الخامسة والثلاثين»); married asked in Tagalog («kasal»); illness and maintenance medicine in Tagalog, a stay in
  // hospital («دخلت المستشفى»), a wheelchair in the accusative; children intended («ناوية تجيبين»).
  ['age', /(?:^|[^\p{L}])(?:umar|umr|umer|edad|ilang\s+taon|ilan\s+taon|(?:تجاوزت|تجاوزتي|تعديت|بلغت)\s+(?:ال)?\p{L}+\s+و\s*(?:ال)?(?:عشرين|ثلاثين|تلاتين|اربعين|خمسين))(?=$|[^\p{L}])/u],
  ['marital_status', /(?:^|[^\p{L}])(?:kasal|may\s+asawa|married\s+or\s+single|single\s+or\s+married)(?=$|[^\p{L}])/u],
  ['disability', /(?:^|[^\p{L}])(?:maintenance\s+(?:na\s+)?(?:gamot|medicines?|meds)|high\s+blood|(?:دخلت|دخول|دخولك|تنويم|تنومت|رقدت|نمت)\s+(?:في\s+)?(?:ال)?(?:مستشفي|مستشفيات)|كرسيا\s+متحرك\p{L}*)(?=$|[^\p{L}])/u],
] as Array<[TScreenCategory, RegExp]>).map(([category, pattern]): [TScreenCategory, RegExp] => [category, foldPattern(new RegExp(pattern.source.replace(/^\(\?:\^\|\[\^\\p\{L\}\]\)/u, '$&(?:[وف](?=[\\u0600-\\u06FF]))?'), pattern.flags))]);

/** Work done with or for people ("experience working with expectant mothers"): the people after it are served. */
// (Decision 205: in Arabic too, «خبرة في التعامل مع الحوامل».)
// (Decision 208: past work too, "Have you worked with elderly patients with dementia?"; experience in a kind of work
// with up to four words before the class word, "experience managing bachelor and family housing", «خبرة في تدريب
// الأطفال ذوي الإعاقة».)
const SERVED_BY_WORK = foldPattern(/(?:(?:experience|experienced)\s+(?!as\s)(?:[\p{L}-]+\s+){1,4}|(?:ال)?خبر(?:ه|تك)\s+(?:في|ب)\s+(?:\p{L}+\s+){1,4}|(?:worked|served|cared|dealt)\s+(?:with|for)\s+(?:[\p{L}-]+\s+){0,3}(?:(?:with|who\s+have)\s+)?|(?:experience|experienced|work|working|deal|dealing|care|caring|serve|serving|help|helping|support|supporting|treat|treating|handle|handling)\s+(?:with|for)\s+(?:[\p{L}-]+\s+){0,2}|(?:ال)?(?:تعامل|عمل|خبره|رعايه|متابعه|خدمه|علاج|دعم)\s+(?:\p{L}+\s+)?(?:مع|ل|لل)\s*(?:ال)?)$/u);
/** A woman addressed: «حامل» is a woman's word, «تخططين», «تنوين», «تكونين», «انتي» a woman's forms, female applicants. */
const FEMININE_ASKED = foldPattern(/(?:^|[^\p{L}])(?:حامل|حاملا|تخططين|تنوين|ناويه|تكونين|انتي|المتقدمه|المتقدمات|متقدمات)(?=$|[^\p{L}])/u);

// (Decision 233: "After you accept the offer" too; decision 236: "after the offer", as read-words.ts reads it.)
const AFTER_OFFER = foldPattern(/(?:^|[^\p{L}])(?:(?:after|once)\s+you(?:'ve|\s+have)?\s+(?:accept|sign)\p{L}*\s+(?:the\s+|an?\s+|our\s+|your\s+)?(?:job\s+)?offer|(?:after|once|upon|when)\s+(?:your|the)\s+(?:offer|contract|offer\s+letter)\s+(?:is\s+|has\s+been\s+)?(?:signed|accepted)|(?:after|upon)\s+(?:signing|hiring|joining|onboarding)|(?:after|upon)\s+(?:the\s+|an?\s+)?(?:job\s+)?offer|بعد\s+(?:توقيع|قبول|ابرام)\s+(?:ال)?(?:عقد|عرض)|بعد\s+(?:ال)?(?:تعيين|توظيف|مباشره))(?=$|[^\p{L}])/u);
const ADJUSTMENT_OFFERED = foldPattern(/(?:^|[^\p{L}])(?:(?:need|require|want)\s+(?:any\s+)?(?:reasonable\s+)?(?:adjustments?|accommodations?)\s+(?:for|at|during)\s+(?:the\s+|your\s+)?(?:interview|assessment|test)|(?:تحتاج|تحتاجين)\s+(?:الي\s+)?(?:اي\s+)?(?:تسهيلات|ترتيبات)\s+(?:\p{L}+\s+)?(?:في|خلال|اثناء|لل)\s*(?:ال)?(?:مقابله|اختبار))(?=$|[^\p{L}])/u);
const PAST_WORK = foldPattern(/(?:^|[^\p{L}])(?:(?:سبق\s+(?:لك|لكي)\s+(?:ال)?عمل|عملت|اشتغلت|خبرتك|خبره)\s+(?:في|لدي|مع|ب)|(?:have|had)\s+you\s+(?:ever\s+)?(?:worked|been\s+employed)\s+(?:in|at|for|with)|experience\s+(?:in|at|with))(?=$|[^\p{L}])/u);
const SAUDI_WORD = /(?:^|[^\p{L}])(?:saudi|saudis|سعودي\p{L}*|السعودي\p{L}*)(?=$|[^\p{L}])/u;

export function readQuestion(context: TContext): TReadFinding[] {
  const found: TReadFinding[] = [];
  const start = context.text.search(/\S/u);
  const end = context.text.trimEnd().length;
  const classes = new Set<TScreenCategory>();
  context.tokens.forEach((token, index) => {
    if (!token.entry || isBoundToLawful(context.tokens, index)) return;
    // («من أصل عربي»: a weak word beside the noun of its class is asked.)
    const neighbours = [context.tokens[index - 1], context.tokens[index + 1], context.tokens[index + 2]];
    if (token.entry.strength === 'weak' && !token.entry.classes.some((category) => neighbours.some((other) => other && CLASS_NOUNS[category] && readings(other.word).some(([, rest]) => CLASS_NOUNS[category]!.test(rest))))) return;
    // "a mixed team of men and women": both named, no sex asked.
    if (token.entry.classes.includes('gender') && isBothGenders(context.tokens, index)) return;
    // "experience working with expectant mothers": the people served.
    if (SERVED_BY_WORK.test(context.text.slice(Math.max(0, token.start - 60), token.start))) return;
    for (const category of token.entry.classes) classes.add(category);
    // «هل أنت مخطوبة؟»: a woman's form of an attribute asks a woman.
    if (FEMININE_ATTRIBUTES.has(token.stem)) classes.add('gender');
  });
  // ("Provide your full name as shown on your national ID": a document named, not asked for.)
  const asked = withoutDocumentsNamed(context.text);
  for (const [category, pattern] of QUESTION_WORDS) if (pattern.test(category === 'fraud' ? asked : context.text)) classes.add(category);
  for (const finding of readPhrases(context)) classes.add(finding.category);
  // «هل أنتِ حامل؟», «هل تخططين للإنجاب؟»: pregnancy asked in a woman's words asks a woman.
  if (classes.has('pregnancy') && FEMININE_ASKED.test(context.text)) classes.add('gender');
  // Decision 208: "Do you wear hijab?": a woman's dress asked, a woman asked.
  if (classes.has('religion') && /(?:^|[^\p{L}])(?:hijab|niqab|حجاب|نقاب|محجبه|منقبه)(?=$|[^\p{L}])/u.test(context.text) && /(?:^|[^\p{L}])(?:wear|wearing|ترتدين|تلبسين|ترتدي|تلبسي|انتي|محجبه|منقبه)(?=$|[^\p{L}])/u.test(context.text)) classes.add('gender');
  // Decision 200: "your husband's occupation" asks a woman; «عندك عيال؟» asks the family.
  // (Decision 236: «زوجك», "your husband", as the Gulf asks a woman: «وش شغلة زوجك؟».)
  if (classes.has('marital_status') && /(?:^|[^\p{L}])(?:husband|husband['’]s|husbands|زوجج|زوجك)(?=$|[^\p{L}])/u.test(context.text)) classes.add('gender');
  if (/(?:^|[^\p{L}])(?:عندك|عندج|لديك|لديكي)\s+(?:ال)?(?:عيال|اطفال|اولاد|بزران|ابناء)(?=$|[^\p{L}])/u.test(context.text)) classes.add('marital_status');
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
  // Decision 208: bank details asked once the offer or the contract is signed, for the payroll («بعد توقيع العقد … لإيداع
  // الراتب»), and past work at an exchange or a bank («هل سبق لك العمل في شركة صرافة»): nothing asked before hiring.
  // ("Do you need any adjustments for the interview (sign-language interpreter, step-free access)?": help offered.)
  if (classes.has('disability') && ADJUSTMENT_OFFERED.test(context.text)) classes.delete('disability');
  if (classes.has('fraud') && AFTER_OFFER.test(context.text) && !/before|prior|قبل/u.test(context.text)) classes.delete('fraud');
  if (classes.has('fraud') && PAST_WORK.test(context.text) && !/\d|fee|pay|رسوم|تدفع|مبلغ/u.test(context.text)) classes.delete('fraud');
  for (const category of classes) found.push({ category, start, end });
  return found;
}
