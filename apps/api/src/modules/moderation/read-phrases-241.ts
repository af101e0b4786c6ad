import { foldQuicks, phrase, type TDemanded } from './read-phrases-216.ts';
import { NOT_BEFORE_EN } from './read-phrases-223.ts';
import { REFUSED_EN } from './read-phrases-233.ts';

/** A refusal in Hindustani ("apply mat karna", "na karein", "mat aana"). */
const REFUSED_HI = String.raw`(?:apply\s+)?(?:mat|na|nahin?|nhi)\s+(?:karna|karein|karen|karo|kare|aana|aayen|aaen|aaye|aao|aye|ayen)`;
/** A refusal in Arabic after whom it names («لا يتقدمون», «ما يناسبونا», «ما بتنفع»). */
const REFUSED_AR = String.raw`(?:لا|ما|مش|مو|ماهم|غير)\s+(?:(?:ي|ت)تقدم\p{L}*|(?:ي|ت|بي|بت)?(?:ناسب|نفع|صلح)\p{L}*|مقبول\p{L}*|نقبل\p{L}*|مرغوب\p{L}*)`;
/** "Only" in Arabizi ("fa8at", "faqat", "bas"). */
const ONLY_AZ = String.raw`(?:fa8at|fa2at|faqat|fqt|fagat|bas|bass|only)`;
/** Sorry after a question: "… ? Sorry, this job is not for you", "… ? sorry, not for this role". */
const SORRY_NOT = String.raw`(?:sorry|unfortunately)\s*[,!]?\s*(?:not|this\s+(?:role|job|position)\s+is\s+not)(?![\p{L}])`;
/** Pregnancy named in English (misspelt too), Hindustani and Tagalog. */
const PREGNANT_EN = String.raw`(?:pregnant|pregnent|pregant|preggy|preggo|preggers|hamla|haamla|hamila|buntis)`;

/**
 * Decision 241: what the thirty-first writer wrote that holds, read as read-phrases.ts's DEMANDED reads a phrase: by
 * itself ('self'), each after a quick look (folded) for a word it cannot match without. English with the Latin-script
 * speech of Hindustani, Tagalog and Arabizi; Arabic (with Egyptian and Gulf speech) apart.
 */
const DEMANDED: TDemanded[] = [
  // Pregnancy: the pregnant refused in Hindustani ("pregnant ladies apply mat karna", "Hamla khawateen apply na
  // karein") or misspelt ("No preggy applicants"); pregnancy named and then the application refused ("Currently pregnant
  // or planning IVF? Please do not apply."); a child planned, refused in Hindustani; no maternity absence at all ("zero
  // maternity absence"); no baby bump; contraception required of the employee.
  ['pregnancy', phrase(String.raw`${PREGNANT_EN}\s+(?:(?:ladies|khawateen|khawatin|aurat\p{L}*|women|applicants|candidates|log|mothers)\s+)?${REFUSED_HI}|no\s+(?:pregnent|pregant|preggy|preggo|preggers)(?:\s+(?:ladies|women|applicants|candidates|girls|staff))?|(?:currently\s+)?(?:pregnant|expecting)(?:\s+or\s+[\p{L}-]+(?:\s+[\p{L}-]+){0,2})?\s*\?\s*(?:${REFUSED_EN}|${SORRY_NOT})|(?:bachcha|bachche|baccha|bacha|baby)\s+plan\s+(?:karne|karna)\s+(?:wali|wale|waali|waale)(?:\s+(?:ladies|khawateen|aurat\p{L}*|log))?\s+${REFUSED_HI}|(?:zero|no)\s+(?:maternity|pregnancy)[\s-]+(?:related\s+)?(?:absences?|absence\s+days)(?!\s+(?:will|are|is|shall|count|penal\p{L}*|affect\p{L}*))|no\s+(?:visible\s+)?baby\s+bumps?|(?:must|required\s+to|shall|ha(?:ve|s)\s+to)\s+(?:notify|inform|tell|declare\s+to|report\s+to)\s+(?:hr|management|the\s+(?:company|employer|manager|supervisor|sponsor)|us)\s+(?:immediately\s+)?(?:if|when|once|of\s+any|upon\s+any)\s+(?:(?:she|they|you)\s+(?:is|are|become|becomes|get|gets)\s+)?pregnan\p{L}*|(?:must|required\s+to|agree\s+to|obliged\s+to|expected\s+to)\s+(?:use|take|be\s+on)\s+(?:a\s+|an\s+)?(?:\p{L}+\s+)?(?:contracepti\p{L}*|birth\s+control)`), 'self', /pregn|pregg|hamla|haamla|hamila|buntis|bachch|bacch|bacha|baby|maternity|contracep|birth/u],
  ['pregnancy', phrase(String.raw`(?:الا|ان\s+لا|لا|لم)\s+(?:تكون\s+)?(?:قد\s+)?(?:انجبت|تنجب|تلد)(?:\s+(?:خلال|في|منذ)\s+(?:ال)?\p{L}+)?|(?:التزام|تلتزم|تتعهد|تعهد|يجب|يشترط|شرط|لازم)\s+(?:ال)?(?:موظفه|عامله|متقدمه)?\s*(?:ب)?(?:استخدام|استعمال|اخذ|تناول)\s+(?:ال)?(?:موانع|مانع|حبوب\s+منع)\s+(?:ال)?حمل|(?:ال)?(?:حبلي|حامل|حوامل|حبالي)\s+${REFUSED_AR}`), 'self', /الا|لا|لم|التزام|تلتزم|تتعهد|تعهد|يجب|يشترط|شرط|لازم|حبلي|حامل|حوامل|حبالي/u],
  // Appearance: looks said to matter ("looks important", "beauty is a must", "a face that sells"); a feature refused
  // ("Big nose? sorry, not for this role"); a build as a look ("Lean, toned look"); the applicant visually appealing;
  // a fair complexion in Hindustani ("gora rang").
  ['appearance', phrase(String.raw`(?:beauty|good\s+looks|attractiveness|looks)\s+(?:is|are)\s+(?:a\s+must|required|mandatory)(?![\s-]*(?:have|haves|buy|category|brand))|(?:a|the)\s+face\s+that\s+sells|(?:big|large|long|crooked|hooked|flat|wide)\s+(?:nose|noses|ears|forehead|teeth)\s*\??\s*[,!-]?\s*(?:${SORRY_NOT}|(?:is\s+|are\s+)?not\s+(?:for\s+(?:this|the|our)\s+(?:role|job|position)|suitable|accepted)|${REFUSED_EN})|(?<!(?:a|an|the|its|their|our)\s+)(?:lean|toned|athletic|muscular)(?:\s*(?:,|and|&)\s*(?:lean|toned|athletic|muscular|fit|slim))?\s+(?:look|looks|physique|build)(?!\s+(?:design|clothing|apparel|wear|collection|range|line|of\s+(?:the|our)\s+(?:products?|clothing|collection)))|(?:(?:candidates?|applicants?|you|staff|employees|she|he|hostess(?:es)?|receptionists?|promoters?|models?|the\s+(?:candidate|applicant|person))\s+(?:must|should|need\s+to|has\s+to|have\s+to)|^\s*(?:must|should))\s+be\s+visually\s+(?:appealing|attractive|pleasing|striking|stunning)|(?:gora|gori|goraa|safed)\s+(?:rang|rung|rangat|complexion)`), 'self', /beauty|looks|attractiveness|face|nose|ears|forehead|teeth|lean|toned|sporty|athletic|muscular|visually|gora|gori|goraa|safed/u],
  // Age: still young in Tagalog ("Bata pa dapat"); a range of ages after whom it names, "only" ("Delivery riders 18 to
  // 30 only"); the young age group («أن يكون من الفئة العمرية الشابة»); retirees and the elderly refused in Arabic
  // («المتقاعدون لا يتقدمون», «الكبار في السن ما يناسبونا»).
  ['age', phrase(String.raw`(?:dapat\s+)?bata\s+pa(?:\s+(?:dapat|lang|sana))?|(?:riders?|drivers?|candidates?|applicants?|workers?|girls|boys|guys|ladies|men|women|people|persons|helpers?|cleaners?|waiters?|staff|promoters?|labou?rers?)\s+(?:aged\s+)?(?:1[6-9]|2\d)\s*(?:-|to)\s*[2-6]\d\s*(?:years?\s+)?(?:only|max(?:imum)?)`), 'self', /bata|riders|driver|candidate|applicant|worker|girls|boys|guys|ladies|men|women|people|persons|helper|cleaner|waiter|staff|promoter|labo/u],
  ['age', phrase(String.raw`(?:يكون|تكون|يكونوا|يكونون)\s+(?:من|ضمن)\s+(?:ال)?فئه\s+(?:ال)?عمريه\s+(?:ال)?(?:شابه|صغيره|شباب)|(?:ال)?(?:متقاعدون|متقاعدين|متقاعدات|كبار\s+(?:في\s+)?(?:ال)?سن|كبار\s+(?:ال)?عمر)\s+${REFUSED_AR}`), 'self', /فئه|متقاعد|كبار/u],
  // Disability: health sound whole in Egyptian and Gulf speech («يكون سليم مفيهوش أي عيب», «سليم ١٠٠٪»), no
  // disability or chronic illness in Arabizi ("ma3andoh ay e3a9a aw mara9 mozmen"), not under treatment.
  ['disability', phrase(String.raw`(?:يكون|تكون|سليم\p{L}*)\s+(?:سليم\p{L}*\s+)?(?:مفيهوش|مافيهوش|مفيهاش|مافيهاش|ما\s+فيه|ما\s+فيها|مافيه|مافيها)\s+(?:اي\s+)?(?:عيب|عيوب|اعاقه|عاهه|مرض|امراض)|سليم\p{L}*\s*100\s*(?:%|٪)`), 'self', /مفيهوش|مافيهوش|مفيهاش|مافيهاش|فيه|فيها|سليم/u],
  ['disability', phrase(String.raw`(?:ma|mo|mu|mish|msh|mafi|mafee|bdoon|bidoon|bedoon|bdon|bala)\s*(?:3andoh|3ando|3ndo|3indo|3andu|3andah|3andha|3anda|3ndha|fee|fih|feeh|feh|fi)?\s+(?:ay\s+|aya\s+|any\s+)?(?:e3a9a|e3aqa|i3aqa|i3a9a|e3a8a|3aha|3ahat|mara9|marad|amrad|amra9)|(?:must|should|shall)\s+not\s+be\s+(?:currently\s+)?(?:under|receiving|on)\s+(?:any\s+)?(?:medical\s+|psychiatric\s+|psychological\s+|mental[\s-]health\s+)?(?:treatment|medication|therapy)`), 'self', /3and|3nd|3ind|e3a|i3a|3aha|mara|mard|amra|treatment|medication|therapy/u],
  // Status: single named before a job and wanted ("Single Sales Executive Wanted"), not tied down by a family, people
  // with children refused in Hindustani ("Bachche wale log mat aana"), the newly married or people with families
  // refused in Arabic («حديثو الزواج لا يتقدمون», «أصحاب العائلات لا يناسبهم العمل»).
  ['marital_status', phrase(String.raw`(?<!(?:a|one|only\s+a)\s+)single\s+(?:(?:sales|male|female|lady|young)\s+)?(?:executives?|drivers?|receptionists?|nurses?|accountants?|cooks?|chefs?|waiters?|waitress(?:es)?|cashiers?|guards?|maids?|housemaids?|nann(?:y|ies)|secretar(?:y|ies)|assistants?|engineers?|technicians?|teachers?|cleaners?|staff|men|women|girls|guys|ladies|males?|females?|candidates?|applicants?)\s+(?:wanted|needed|required|only|preferred)|(?:not|never|\p{L}+n['’]t)\s+(?:be\s+)?tied\s+down\s+(?:by|with|to)\s+(?:a\s+|any\s+)?(?:family|families|wife|husband|spouse|kids|children|marriage)|(?:bachche|bachchey|bacche|bache|bachon|bachchon)\s+(?:wale|wali|waale|waali|walon|waalon)\s+(?:\p{L}+\s+)?${REFUSED_HI}`), 'self', /single|tied|bachch|bacch|bache|bachon/u],
  ['marital_status', phrase(String.raw`(?:ال)?(?:حديثو|حديثي|حديثات|حديث)\s+(?:ال)?(?:زواج|جواز)\s+${REFUSED_AR}|(?:اصحاب|ارباب)\s+(?:ال)?(?:عائلات|عوائل|اسر|عيال)\s+${REFUSED_AR}`), 'self', /حديث|اصحاب|ارباب/u],
  // Gender: men or women only in Arabizi ("zokoor fa8at"), voices of a sex only ("Female voices only for outbound calls").
  ['gender', phrase(String.raw`(?:zokoor|zkoor|zokour|zokor|zukoor|zukur|thukoor|dhukoor|enath|inath|2inath|e2nath)\s+${ONLY_AZ}|(?:female|male|women['’]?s|men['’]?s|feminine|masculine)\s+voices?\s+(?:only|preferred|required)`), 'self', /zokoor|zkoor|zokour|zokor|zukoor|zukur|thukoor|dhukoor|enath|inath|e2nath|voice/u],
  // Origin: a nationality only in Arabizi ("jinsiya 3arabiya fa8at"), an origin preferred ("Hadhrami origin
  // preferred"), people of a region preferred («يفضل أن يكون من أهل الشمال»).
  ['nationality', phrase(String.raw`(?:el[\s-]?)?(?:jinsiya|jinsiyah|jinsiyya|jensiya|jnsya|jinsia)\s+[\p{L}\p{N}]+\s+${ONLY_AZ}|(?<!of\s+)(?!(?:of|country|product|goods|certificate|place|proof)\s)[\p{L}-]+\s+(?:origin|descent|ancestry)\s+(?:preferred|only|required|a\s+must)`), 'self', /jinsi|jensi|jnsy|origin|descent|ancestry/u],
  ['nationality', phrase(String.raw`(?:يفضل|يشترط|نفضل|الافضليه|الاولويه|شرط|مطلوب)\s+(?:ان\s+(?:يكون|تكون)\s+)?(?:من\s+)?(?:ابناء|اهل)\s+(?:ال)?(?:شمال|جنوب|شرق|غرب|شرقيه|غربيه|جنوبيه|شماليه|وسطي|نجد|حجاز|قصيم|جوف|حايل|حائل|تبوك|جازان|جيزان|نجران|عسير|باحه|احساء|حضرموت|صعيد|ريف|ساحل)`), 'self', /يفضل|يشترط|نفضل|الافضليه|الاولويه|شرط|مطلوب/u],
  // Faith: members of the sect preferred («الأفضلية لأبناء الطائفة»).
  ['religion', phrase(String.raw`(?:الافضليه|الاولويه|الاسبقيه|يفضل|نفضل|يشترط|شرط|حصرا|فقط|مطلوب|من)\s+(?:ل|لل)?(?:ابناء|اتباع|افراد|اهل)\s+(?:ال)?(?:طائفه|مذهب|مله)`), 'self', /ابناء|اتباع|افراد|اهل/u],
  // Lineage: a son of a (known) family in Egyptian speech («يكون ابن عيلة»), people of good families in Hindustani
  // ("Khandani log hi chahiye").
  ['tribe', phrase(String.raw`(?:ابن|بنت|ولد|عيال|ولاد)\s+(?:عيله|عيلات|ناس|اصول)|(?:khandani|khandaani|khaandani|khandan\s+(?:wale|wali))\s+(?:\p{L}+\s+){0,2}?(?:chahiye|chahiyen|hi|only|preferred|mangta|mangtay)`), 'self', /ابن|بنت|ولد|عيال|ولاد|khand|khaand/u],
  // Fraud: an advance or fees the applicant must pay, in Hindustani ("Visa ke liye 15,000 advance dena padega"); a
  // messenger only, not the site, in Tagalog ("Message lang sa FB messenger, wag sa site").
  ['fraud', phrase(String.raw`${NOT_BEFORE_EN}(?:\d[\d,.]*\s*(?:rs|rupees?|riyals?|sar|aed|dirhams?)?\s+)?(?:advance|fees?|paise|paisa|rupaye|rupees|security|deposit|amount|charges?)\s+(?:(?!nahi|nahin|nhi|mat|na)\p{L}+\s+)?(?:dena|dene|deni|jama\s+(?:karna|karana|karo|karein|karwana)|bhejna|bhejni)\s+(?:padega|padegi|padenge|hoga|hogi|hai|hain)|(?:message|msg|chat|contact|apply|pm)\s+(?:lang|lamang)\s+(?:sa|via|through)\s+(?:fb\s+|facebook\s+)?(?:messenger|whatsapp|viber|telegram|fb|facebook|dm|inbox)|(?:wag|huwag|hwag)\s+(?:mag[\p{L}-]*\s+)?sa\s+(?:site|website|platform|app|portal)`), 'self', /advance|fee|paise|paisa|rupaye|rupees|security|deposit|amount|charge|lang|lamang|wag/u],
];

export const DECISION_241_DEMANDED: TDemanded[] = foldQuicks(DEMANDED);
