// Over 400 lines: one file for the reading of a field's requirements, its entry point (`readRequirements`) and the one
// pass over a sentence's tokens (`readAttributes`) that weighs each class word against the demand, list and lawful
// frames around it; splitting that pass by class is left to a later change (issue 58's note).
import type { TScreenCategory, TScreenedField } from '@tawzeef/contract';
import { BOTH_GENDERS, COUNTRIES, DEMAND_WORDS, EQUAL_OPPORTUNITY, LAWFUL_NOUNS, foldPattern, foldWord } from './lexicon.ts';
import { readAges } from './read-ages.ts';
import { asksBankAtApplying, isTooGoodPay, readFraud } from './read-fraud.ts';
import { readGenderedJobs } from './read-gendered-jobs.ts';
import { BEARD_ASKED, HE_APPLIES, HER, SHE_APPLIES, SPOUSE_NAMED, readLabels, readPhrases } from './read-phrases.ts';
import { QUESTION_START, readQuestion } from './read-questions.ts';
import { readJobFor, readTitleBrackets } from './read-phrases-205.ts';
import { AFTER_OFFER, ARABIC, BENEFIT, DUTY_VERB, CLASS_NOUNS, CONSTRUCT_JOBS, FEMININE_ATTRIBUTES, JOB_NOUN, JOB_NOUN_AR, NEGATIVE, PERSON_NOUNS, demandNear, isBoundToLawful, isBothGenders, isLawfulNoun, readings, sentences, tokenise, type TContext, type TReadFinding, type TToken } from './read-words.ts';

export { maskLawfulFrames } from './lawful-frames.ts';
export type { TReadFinding } from './read-words.ts';

/** Plurals of things in «م…ات» (interviews, calls, documents, skills): no women named by them (decision 221). */
const THINGS_IN_AT = /^(?:و|ف)?(?:ل|لل|ال)?(?:مقابلات|مكالمات|معاملات|مراسلات|مشتريات|مستندات|مسؤوليات|مسئوليات|مهارات|متطلبات|مناسبات|مؤهلات|موهلات|مكافات|معلومات|محادثات|مقترحات|ملفات|منتجات|مصروفات|مدفوعات|مستحقات|مخالفات|مواصفات|مشاركات|مقالات|منشورات|مسابقات|مبادرات|مبيعات)$/u;
/**
 * The screen's built-in reading (decision 156): instead of a list of phrasings, it reads each sentence of a field for
 * an attribute of the person (the lexicon's words in their forms, ages in digits and words, label and value) and a
 * demand made of the applicant around it (only, must, preferred, «يشترط», «فقط», «مطلوب», a title, a bare attribute
 * beside a job name), unless the attribute describes the people the work serves or a thing («قسم السيدات», "female
 * patients", «السوق الهندي»), or the sentence is an equal-opportunity statement or a welcome. Fraud is read by
 * read-fraud.ts. Text comes folded (`foldText`) and already masked by the administrators' allow rules; spans are in
 * its coordinates.
 */

const TIME_NOUNS = foldPattern(/^(?:وقت|اوقات|دوام|عقد|ساعات|ساعه|فتره|فترات|مده|مدي|اجل|مسافه|مسافات|رحلات|رحله|طريق|نفس|term|terms|hours?|shifts?|contract|period|periods|distance|distances|trips?|time|notice|run|haul|weekends?)$/u);

/** An exclusion of applicants: what a word of pregnancy or disability is read with whatever noun follows it. */
const EXCLUSION = foldPattern(/(?:^|[^\p{L}])(?:need\s+not\s+apply|not\s+suitable\s+for|(?:not|isn.?t|aren.?t)\s+(?:a\s+)?(?:good\s+|great\s+|right\s+)?fit\s+for|unsuitable\s+for|(?:تمنع|يمنع)\s+من\s+(?:ال)?تقديم|لا\s+(?:يناسب|تناسب)|not\s+(?:be\s+)?(?:considered|accepted|eligible|suitable|hired)|will\s+be\s+rejected|(?:are|is)\s+(?:not\s+)?(?:ineligible|excluded|disqualified)|not\s+(?:be\s+)?(?:shortlisted|suited|accommodated)|cannot\s+be\s+(?:considered|accepted|hired|shortlisted|accommodated|employed)|(?:و|ف)?لا\s+(?:يقبل|تقبل|نقبل|يحق)|نعتذر\s+عن|(?:ي|ت)عتذر(?:ون|ن)?|disqualification|(?:should|must|need)\s+not\s+apply|shouldn.t\s+apply|kindly\s+excuse|غير\s+مقبول\p{L}*|(?:ma|la|mo|mu)\s+(?:n|y|t)(?:8|q|g)(?:a)?b(?:a)?l\p{L}*|(?:avoid|avoids|avoiding)\s+(?:hiring|employing|recruiting|taking\s+on)|(?:ن|ي|ت)تجنب\s+(?:توظيف|تعيين))(?=$|[^\p{L}])/u);
/** A service given to people ("care to pregnant women", "support for elderly patients"): the people after it are served. */
const SERVICE_TO = /(?:^|[^\p{L}])(?:care|services?|support|treatment|assistance|classes|training|programmes?|programs?)\s+(?:to|for)\s/u;
/** People named after "no" ("No expectant mothers"): the applicants excluded. */
const PEOPLE_AFTER = /^(?:mothers?|moms?|mums?|women|ladies|persons?|people|candidates?|applicants?|individuals?|staff|workers?|employees?)$/u;


/** Words of looks said of a man («وسيم», "handsome"): asked for, they ask for a man as well. */
// ("Bachelor", in the Gulf's English, is a single man: "bachelor accommodation".)
const MASCULINE_ATTRIBUTES = new Set(['وسيم', 'وسيمين', 'handsome', 'bachelor', 'bachelors'].map(foldWord));
const CONJUNCTION = /^(?:and|or|&|و|او)$/u;
/** Workers whose work is a language or a cuisine: an origin before them may name the language or the food. */
const LANGUAGE_OR_CUISINE_JOB = /^(?:teachers?|tutors?|instructors?|trainers?|lecturers?|professors?|translators?|interpreters?|writers?|editors?|copywriters?|proofreaders?|transcribers?|linguists?|speakers?|presenters?|announcers?|narrators?|journalists?|reporters?|localizers?|localisers?|coach(?:es)?|chefs?|cooks?|bakers?|specialists?|experts?|consultants?|scholars?|researchers?|officers?|designers?)$/u;
/** Decision 205: an Arabizi noun of a class before «el» («min el ganseya el masreya»): the word after is its value, no name. */
const ARABIZI_CLASS_NOUN = /^(?:ganseya|gansiya|gensia|gensiya|gensya|ginsiya|jinsiya|jensiya|jinsia|jensia|jinsiyya|deyana|diyana|diana|qabila|gabila|qabeela)$/u;
/** Arabizi prepositions and conjunctions before «el»: «men el amrad» is "from the diseases", no name. */
const ARABIZI_PREPOSITION = /^(?:men|mn|min|fe|fi|3al|3ala|ala|ma3|m3|lel|lil|bel|bil|3an|3n|w|wa|aw)$/u;

/** What a «حامل» holds and a «حمل» carries: a certificate, a licence, a load (built once) */
const HOLDER_OF = foldPattern(/^(?:ال)?(?:شهاده|جنسيه|رخصه|مؤهل|بكالوريوس|ماجستير|دبلوم|اقامه|اوزان|اثقال|صناديق|المواد|البضائع|الاغراض|الاجهزه|كرتون|الكراتين|الادوات|مسؤوليه|المسؤوليه|هويه|بطاقه)$/u);
const FEMALE_WORD = foldPattern(/^(?:female|females|woman|women|lady|ladies|girls?|انثي|اناث|امراه|نساء|سيده|سيدات|بنات|فتيات|نسائي|نسائيه)$/u);
const MALE_WORD = foldPattern(/^(?:male|males|man|men|gentlem[ae]n|gents?|boys?|ذكر|ذكور|رجل|رجال|رجالي|رجاليه)$/u);
/** To fit in with a team of people described by an attribute: the applicant is asked to be one of them. */
const FIT_IN = foldPattern(/(?<![\p{L}])(?:fit|fits|fitting|blend|blends|gel|gels)\s+(?:right\s+|well\s+|perfectly\s+)?in(?:to)?\s+(?:well\s+)?with\s+(?:a|an|our|the|my)\s+(?:\p{L}+\s+)?(?:team|crew|group|squad)\s+of\s|(?:ينسجم|يتاقلم|يندمج|تنسجم|تتاقلم|تندمج)\s+مع\s+(?:ال)?فريق\s+(?:كله\s+|كلهم\s+)?(?:من\s+)?/u);
/**
 * Decision 200: a team told of, then someone to fit in with it ("Team is all Egyptian — someone who'd gel with that
 * crowd"), and the others the applicant lives or works with ("shared with the other Kenyan girls"): the applicant is
 * asked to be one of them. The span of the people described.
 */
const TEAM_TOLD = foldPattern(/(?<![\p{L}])(?:team|crew|staff|group|squad)\s+(?:is|are)\s+([^.;\n]{2,60}?)(?=[—–-]|,|\.|;|who)[^.;\n]{0,60}(?:fits?|fitting|gel|gels|blend|blends)\s+(?:in|with)/u);
const OTHERS = /(?<![\p{L}])(?:with|among|alongside|join)\s+(?:the\s+|our\s+)?other\s+((?:\p{L}+\s+){0,3}(?:girls|boys|guys|men|women|ladies|staff|workers|employees|sisters|brothers))(?![\p{L}])/u;
/** Classes whose words name a person (not a thing, a market or a brand, as faith, origin and looks may). */
const isPersonClass = (category: TScreenCategory) => category === 'gender' || category === 'age' || category === 'marital_status' || category === 'tribe';
/** Decision 201: a contrast after both sexes are named («للجنسين ولكن الأفضلية للذكور», "both, but men preferred"): what follows asks again. */
const CONTRAST = foldPattern(/(?:^|[^\p{L}])(?:و?لكن|لاكن|but|however)(?=$|[^\p{L}])/u);
const WORKER_AR = foldPattern(/^(?:ال)(?:موظف|موظفه|عامل|عامله|مرشح|مرشحه|متقدم|متقدمه)$/u);
/**
 * Decision 201: the worker who does the duties named by sex or age as their subject: «يقوم الشاب بتحميل البضائع»,
 * «يتولى الموظف (الذكر) الإشراف», "The selected gentleman will handle …", "Our young team member will …", «el shab
 * hay3mel …» (Arabizi).
 */
function isWorkerSubject(tokens: TToken[], index: number): boolean {
  const token = tokens[index]!;
  if (ARABIC.test(token.word)) {
    if (!token.prefix.endsWith('ال') || index === 0 || index > 2 || !DUTY_VERB.test(tokens[0]!.word)) return false;
    return index === 1 || WORKER_AR.test(tokens[1]!.word);
  }
  if (index === 1 && /^(?:el|al)$/u.test(tokens[0]!.word)) return /^(?:ha|hay|hat|bey|bet|bi|by|ye|te)[\p{L}\p{N}]{2,}$/u.test(tokens[2]?.word ?? '');
  if (index > 3 || !tokens.slice(0, index).every((other) => /^(?:the|our|a|an|selected|successful|new|chosen|hired|ideal|right)$/u.test(other.word))) return false;
  let at = index + 1;
  while (at <= index + 2 && /^(?:team|staff|member|hire|recruit|candidate|employee|person|one)$/u.test(tokens[at]?.word ?? '')) at += 1;
  return /^(?:will|shall|must|would|handles|manages|reports|oversees|assists|supports)$/u.test(tokens[at]?.word ?? '');
}
/** Staff named before an Arabic attribute, with the article or a relative between («للموظف المسلم», «للموظفين الذين يصلّون»). */
const RELATIVE = /^(?:الذين|اللذين|اللواتي|اللاتي|اللي|الي)$/u;
const NATIONALITY_OF = (token: TToken | undefined) => !!token?.entry?.classes.includes('nationality');
/** An item of a list of requirements: one or two words between commas, slashes or brackets ("male, 25–35, Saudi"). */
function isListItem(context: TContext, index: number): boolean {
  const { tokens } = context;
  // (A label's colon too: "Nanny: Filipina or Indonesian".)
  const separated = (gap: string | undefined) => gap === undefined || /[,،/+&|()[\]:]/u.test(gap);
  let first = index;
  while (first > 0 && !separated(tokens[first - 1]!.gap) && index - first < 2) first -= 1;
  let last = index;
  while (last < tokens.length - 1 && !separated(tokens[last]!.gap) && last - index < 2) last += 1;
  // ("Male, Muslim, Indian or Pakistani, age 25-40": two attributes joined by "or" are one item.)
  const isPair = last - first === 2 && CONJUNCTION.test(tokens[first + 1]!.word) && !!tokens[first]!.entry && !!tokens[last]!.entry;
  return (last - first <= 1 || isPair) && (first === 0 || separated(tokens[first - 1]!.gap)) && (last === tokens.length - 1 || separated(tokens[last]!.gap)) && tokens.length > 2;
}

/**
 * The person an attribute asked describes (decision 196): "a divorced mother", «امرأة مطلقة» (the sex of the person
 * named is asked with the attribute); "Cute and smiley girl for cafe cashier", "Tall handsome man for the showroom"
 * (a person described by attributes heading the sentence, then what they are for: the attributes asked of them).
 */
function readDescribedPersons(context: TContext, found: TReadFinding[]): TReadFinding[] {
  const { tokens } = context;
  const more: TReadFinding[] = [];
  const covered = (category: TScreenCategory, token: TToken) => [...found, ...more].some((finding) => finding.category === category && finding.start <= token.start && finding.end >= token.end);
  tokens.forEach((token, index) => {
    if (!token.entry?.classes.includes('gender') || covered('gender', token) || isBoundToLawful(tokens, index)) return;
    const described = ARABIC.test(token.word) ? tokens[index + 1] : tokens[index - 1];
    if (!described?.entry || described.entry.classes.includes('gender') || !/^\s*$/u.test(ARABIC.test(token.word) ? token.gap : described.gap)) return;
    if (described.entry.classes.some((category) => category !== 'gender' && covered(category, described))) more.push({ category: 'gender', start: Math.min(token.start, described.start), end: Math.max(token.end, described.end) });
  });
  // (Decision 206: not both named, "Salesperson (male or female) for a furniture showroom".)
  const personAt = tokens.findIndex((token, at) => at >= 1 && at <= 4 && !ARABIC.test(token.word) && !!token.entry?.classes.includes('gender') && tokens[at + 1]?.word === 'for' && !isBothGenders(tokens, at));
  if (personAt > 0) {
    const heading = tokens.slice(0, personAt);
    const isDescribed = heading.filter((token) => !token.entry && !CONJUNCTION.test(token.word)).length <= 1 && heading.some((token) => token.entry && token.entry.strength !== 'weak') && !heading.some((token) => isLawfulNoun(token));
    if (isDescribed) {
      for (const token of [...heading, tokens[personAt]!]) {
        for (const category of token.entry?.classes ?? []) if (!covered(category, token)) more.push({ category, start: token.start, end: tokens[personAt]!.end });
      }
    }
  }
  return more;
}

/** The attribute words of a sentence that a demand, a title, a label or a job name makes a demand of the applicant. */
function readAttributes(context: TContext): TReadFinding[] {
  const { tokens, field, text } = context;
  const found: TReadFinding[] = [];
  const benefit = BENEFIT.test(text);
  // "someone who'll fit right in with a team of young guys", «ينسجم مع فريق من الشباب»: the team's attributes asked of the applicant.
  const fitIn = /fit|blend|gel|فريق/u.test(text) ? FIT_IN.exec(text) : null;
  const fitEnd = fitIn ? fitIn.index + fitIn[0].length : -1;
  const [toldStart, toldEnd] = context.told ?? [-1, -1];
  tokens.forEach((token, index) => {
    const entry = token.entry;
    if (!entry) return;
    const next = tokens[index + 1];
    // "Al Shabab FC", "Al-Banat": a word of Arabic in Latin letters after its article is a name (a club, a firm).
    // ("la nqbl ghair el qabaili": after a demand, the article is the word's own.)
    // ("salim men el amrad": after a preposition or a negative of Arabizi; "el ragel yekoon": before a demand.)
    const beforeArticle = tokens[index - 2]?.word ?? '';
    if (!ARABIC.test(token.word) && !/\d/u.test(token.word) && /^(?:al|el)$/u.test(tokens[index - 1]?.word ?? '') && !DEMAND_WORDS.has(beforeArticle) && !ARABIZI_CLASS_NOUN.test(beforeArticle) && !NEGATIVE.has(beforeArticle) && !ARABIZI_PREPOSITION.test(beforeArticle) && !DEMAND_WORDS.has(next?.word ?? '') && !isWorkerSubject(tokens, index)) return;
    // («men el …»: Arabizi "from", not men.)
    if (token.word === 'men' && /^(?:el|al|il)$/u.test(next?.word ?? '')) return;
    // Marital words describe no place or thing: «سكن للعزاب فقط» restricts the job, however it is worded.
    // (Decision 206: or the person sought named by it, «نبي واحد عزوبي يسكن في سكن الشركة»: a demand, then one, then the status.)
    const isRestrictedMarital = entry.classes.includes('marital_status') && (/(?:^|[^\p{L}])(?:only|فقط|حصرا|بس)(?=$|[^\p{L}])/u.test(text) || (/^(?:واحد|وحده|واحده|شخص|someone|a)$/u.test(tokens[index - 1]?.word ?? '') && DEMAND_WORDS.has(tokens[index - 2]?.stem ?? '')));
    // "Expectant mothers need not apply": the people excluded are the applicants, whatever noun follows.
    // ("No expectant mothers please": "no" right before the people named excludes them.)
    const isExcluded = entry.classes.some((category) => category === 'pregnancy' || category === 'disability') && (EXCLUSION.test(text) || (tokens[index - 1]?.word === 'no' && PEOPLE_AFTER.test(tokens[index + 1]?.word ?? '')));
    // ("blond hair", «بشرة فاتحة»: the applicant's own hair and skin.)
    // ("Lebanese or Syrian accent": how one speaks from birth, an origin; a dialect learnt is a skill.)
    const owned = CONJUNCTION.test(tokens[index + 1]?.word ?? '') && tokens[index + 2]?.entry ? tokens[index + 3] : tokens[index + 1];
    // («معلمة لغة إنجليزية بريطانية الجنسية»: an origin «الجنسية» follows names the person's, whatever precedes it.)
    const isOwnBody = (entry.classes.includes('nationality') && /^(?:ال)?جنسيه$/u.test(next?.word ?? '')) || (entry.classes.includes('appearance') && /^(?:hair|skin|eyes|complexion)$/u.test(owned?.word ?? '')) || (entry.classes.includes('nationality') && /^(?:accent|accents)$/u.test(owned?.word ?? '') && !/^(?:training|coaching|reduction|neutrali\p{L}*|modification|courses?)$/u.test(tokens[tokens.indexOf(owned!) + 1]?.word ?? ''));
    // (Decision 201: a lineage of families is no thing for families: "Hadar Families Only", «العائلات القبلية».)
    const isLineage = entry.classes.includes('tribe') && /^(?:famil(?:y|ies)|households?|عايلات|اسر|عوايل)$/u.test(next?.word ?? '');
    const isTeamJoined = (fitEnd >= 0 && token.start >= fitEnd && token.start - fitEnd <= 20) || (token.start >= toldStart && token.end <= toldEnd);
    if (isBoundToLawful(tokens, index) && !isRestrictedMarital && !isExcluded && !isOwnBody && !isTeamJoined && !isLineage && !(isPersonClass(entry.classes[0]!) && isWorkerSubject(tokens, index))) return;
    const previous = tokens[index - 1];
    // «حب الشباب» is acne, not young men.
    if (token.stem === 'شباب' && previous?.stem === 'حب') return;
    // Among the duties, "queues for pregnant women and the elderly": the people the work is for (as «للأرامل» is).
    // (Or care given to them in any field: "provide antenatal care to pregnant women"; "visas for the company's expatriate staff".)
    const forPeople = (field === 'duties' || SERVICE_TO.test(text)) && !ARABIC.test(token.word) && tokens.slice(Math.max(1, index - 4), index).some((other, at, list) => ((other.word === 'for' && !/^(?:reserved|meant|intended|open|only|exclusively|limited|restricted)$/u.test(tokens[tokens.indexOf(other) - 1]?.word ?? '')) || (other.word === 'to' && !/^(?:restricted|limited|reserved|open|only|confined|exclusive|exclusively)$/u.test(tokens[tokens.indexOf(other) - 1]?.word ?? ''))) && list.slice(at + 1).every((between) => between.entry || between.isPossessive || /^(?:the|all|our|its|their|company|firm|incoming|new|existing|visiting|current|international)$/u.test(between.word)));
    // "Ladies' gym: personal trainer (female) for a women-only facility": a worker of the sex of a place set aside for
    // that sex alone, as a feminine job in a women's section is (decision 083, read-gendered-jobs.ts).
    const sexOf = (word: string) => (FEMALE_WORD.test(word) ? 'female' : MALE_WORD.test(word) ? 'male' : undefined);
    const sex = sexOf(token.stem);
    // (A place only that sex enters: "women-only facility", «مخصص للسيدات»; a "male ward" alone asks, decision 083.)
    const isSetAside = (at: number) => (tokens[at]!.gap.trim() === '-' && tokens[at + 1]?.word === 'only') || /^(?:مخصص|مخصصه|المخصص|المخصصه)$/u.test(tokens[at - 1]?.word ?? '');
    const forItsPlace = !!sex && tokens.some((other, at) => at !== index && sexOf(other.stem) === sex && isSetAside(at) && isBoundToLawful(tokens, at));
    for (const category of entry.classes) {
      if (forPeople && (isPersonClass(category) || (!!next && (PERSON_NOUNS.test(next.word) || /^(?:hires|recruits|joiners|newcomers)$/u.test(next.word))))) continue;
      // «ساعة رضاعة مدفوعة للأمهات»: a benefit among the hours is for them.
      if ((field === 'working_hours' || field === 'benefits') && benefit && /ل/u.test(token.prefix) && token.prefix !== 'ال' && !isRestrictedMarital && !EXCLUSION.test(text)) continue;
      if (forItsPlace && category === 'gender') continue;
      if (found.some((finding) => finding.category === category && finding.start <= token.start && finding.end >= token.end)) {
        // («الأرامل والمطلقات أولوية»: the woman's form inside a span already read still asks for a woman.)
        if (FEMININE_ATTRIBUTES.has(token.stem) && !entry.classes.includes('gender') && !found.some((finding) => finding.category === 'gender' && finding.start <= token.start && finding.end >= token.end)) found.push({ category: 'gender', start: token.start, end: token.end });
        continue;
      }
      // «من ولد في الرياض»: ولد is "was born" before a place.
      if (token.stem === 'ولد' && next && /^(?:في|ب\p{L}+)$/u.test(next.word)) continue;
      // «يرجى ذكر الراتب»: ذكر is "mention" before a definite word.
      if (token.stem === 'ذكر' && token.prefix === '' && next && next.word.startsWith('ال') && !next.entry) continue;
      // "a single …" that is not a person ("single sign-on"), "married" of a benefit.
      if (category === 'gender' && (isBothGenders(tokens, index) || BOTH_GENDERS.some((pattern) => pattern.test(text))) && !/(?:^|[^\p{L}])(?:only|فقط|حصرا)(?=$|[^\p{L}])/u.test(text) && !CONTRAST.test(text.slice(0, token.start))) continue;
      // A family word bound to a benefit («بدل سكن للمتزوجين», "family allowance for married staff"), not one beside it.
      const nearBenefit = benefit && (field === 'benefits' || tokens.slice(Math.max(0, index - 3), index + 4).some((other) => BENEFIT.test(other.word) || BENEFIT.test(other.stem)));
      // (Decision 208: not a status said of the applicant, «أن يكون المتقدم أعزب لعدم توفر سكن عائلي»: a reason given.)
      const saidOfApplicant = WORKER_AR.test(tokens[index - 1]?.word ?? '') && /^(?:يكون|تكون|كون)$/u.test(tokens[index - 2]?.word ?? '');
      if ((category === 'marital_status' || category === 'pregnancy') && nearBenefit && !isRestrictedMarital && !saidOfApplicant && !/(?:^|[^\p{L}])(?:only|must|فقط|يشترط|لا\s+يقبل|not)(?=$|[^\p{L}])/u.test(text) && !EXCLUSION.test(text)) continue;
      // "Marital status and dependants' details will be requested by HR after the offer": the employee's, once hired.
      if (category === 'marital_status' && entry.strength === 'weak' && AFTER_OFFER.test(text) && !isRestrictedMarital) continue;
      if (entry.strength === 'weak') {
        const classNoun = CLASS_NOUNS[category];
        // ("Bachelor drivers": a single man named before the job asked for; not "bachelor graduates", a degree.)
        // ("Married Driver Wanted", "bachelor Keralite driver": the same before a job, an origin between; not "married-quarters".)
        const job = next?.entry && !ARABIC.test(next.word) ? tokens[index + 2] : next;
        // ("Turkish Barista": an origin of the worker; not "English Teacher", "Italian chef": a language or a cuisine.)
        const isOriginOfWorker = category === 'nationality' && !ARABIC.test(token.word) && !/^(?:english|arabic)$/u.test(token.word) && !!next && JOB_NOUN.test(next.word) && !LANGUAGE_OR_CUISINE_JOB.test(next.word) && /^\s*$/u.test(token.gap) && (field === 'title' || !!demandNear(context, index, false));
        const beside = [previous, next, tokens[index + 2]].some((other) => other && !!classNoun && readings(other.word).some(([, rest]) => classNoun.test(rest))) || (/^(?:bachelors?|married)$/u.test(token.word) && /^\s*$/u.test(token.gap) && !!job && JOB_NOUN.test(job.word) && !/^(?:graduates?|holders?|students?|candidates?|applicants?|degrees?)$/u.test(job.word)) || isOriginOfWorker || (category === 'marital_status' && /^(?:bachelors?|married|single|unmarried)$/u.test(token.word) && /^(?:aged|age|under|below|between)$/u.test(next?.word ?? ''));
        // ("• single •": the word alone as an item of the requirements.)
        // ("Filipina housemaid, single, 25-35": an item of a list of a person's attributes.)
        // (A list whose other items are an age, a height or a sex by their labels: "age 21-27, height min 160 cm, single".)
        // (Decision 200: a bare range of ages is such an item, "F, 20-28, single"; in any field, a list beside a demand:
        // "Camel workers (Sudanese, single, strong young men) needed".)
        const isItemAlone = ((field === 'qualifications' || field === 'title') && tokens.length === 1) || ((field === 'qualifications' || field === 'title' || !!demandNear(context, index, false)) && isListItem(context, index) && tokens.some((other, at) => other !== token && ((other.entry && other.entry.strength !== 'weak' && !isBoundToLawful(tokens, at)) || (/^\d{2}$/u.test(other.word) && /^\d{2}$/u.test(tokens[at + 1]?.word ?? '') && /^\s*[-–]\s*$/u.test(other.gap)) || /^(?:age|height|weight|gender|sex|nationality|العمر|الطول|الوزن|الجنس|الجنسيه)$/u.test(other.word))));
        if (!beside && !isItemAlone) continue;
        // ("Bachelors degree", "bachelor in accounting": a degree.)
        if (/^bachelors?$/u.test(token.word) && /^(?:degrees?|in|of|holders?|level|programs?|programmes?|diplomas?|studies|graduates?|students?|certificates?)$/u.test(next?.word ?? '')) continue;
        if (category === 'nationality' && /(?:^|[^\p{L}])(?:لغه|اللغه|language|speaking|speaker|speakers|fluent|fluency|تحدث|اجاده|يجيد|تجيد)(?=$|[^\p{L}])/u.test(text) && !/nationals?|nationality|citizens?|origin|جنسيه|اصل/u.test(text)) continue;
      }
      // «وقت قصير», «لفترات طويلة», "long shifts": a length of time or way, not of a body.
      if (category === 'appearance' && [previous, next].some((other) => other && readings(other.word).some(([, rest]) => TIME_NOUNS.test(rest)))) continue;
      // «حمولة ١٥ طن»: a load, not a clan.
      if (category === 'tribe' && token.stem === 'حموله' && next && (/^\d/u.test(next.word) || /^(?:طن|اطنان|كجم|كيلو|ton|tons|kg)$/u.test(next.word))) continue;
      // «مترجم من الفرنسية إلى العربية»: languages translated, not people.
      if (category === 'nationality' && previous && /^(?:من|الي|عن|from|into|to)$/u.test(previous.word) && /(?:ترجم|translat|interpret)/u.test(text)) continue;
      const negativeOnly = category === 'disability' || category === 'pregnancy';
      let demand: TToken | undefined;
      if (entry.strength === 'strong' && !negativeOnly) demand = token;
      else if (field === 'title' && !negativeOnly) demand = token;
      else demand = demandNear(context, index, negativeOnly);
      // "… will not be considered", «لا نقبل … أو الحوامل»: an exclusion of applicants reaches the whole sentence.
      if (!demand && negativeOnly && isExcluded) demand = token;
      // «للذكور», «للسعوديين»: "for" a class of people is a demand; "male driver", «محاسب هندي», «موظفين ذكور»: an attribute beside a person.
      // (Not among the duties: «معالجة طلبات الإعانة للأرامل» is work done for people.)
      // (Nor among the benefits: «ساعة رضاعة للأمهات العاملات» is what the benefit is for.)
      // (Nor a benefit among the working hours: «ساعة رضاعة يومية مدفوعة للأمهات».)
      if (!demand && !negativeOnly && /ل/u.test(token.prefix) && token.prefix !== 'ال' && field !== 'duties' && field !== 'benefits' && !(field === 'working_hours' && benefit)) demand = token;
      // "an energetic youngster to support our team", "a young man to join": a person asked for to do the work.
      if (!demand && !negativeOnly && isTeamJoined) demand = token;
      // (Decision 201: the worker of the duties named by sex or age; the people an exclusion opens with: "ladies who … should not apply".)
      if (!demand && !negativeOnly && isPersonClass(category) && (isWorkerSubject(tokens, index) || (index <= 1 && EXCLUSION.test(text)))) demand = token;
      if (!demand && !negativeOnly && !ARABIC.test(token.word) && isPersonClass(category) && next?.word === 'to' && tokens.slice(Math.max(0, index - 3), index).some((other) => /^(?:a|an)$/u.test(other.word))) demand = next;
      if (!demand && !negativeOnly) {
        const isArabic = ARABIC.test(token.word);
        const neighbour = isArabic ? previous : next;
        const staff = isArabic && RELATIVE.test(previous?.word ?? '') ? tokens[index - 2] : previous;
        if (neighbour && (PERSON_NOUNS.test(neighbour.stem) || PERSON_NOUNS.test(neighbour.word))) demand = neighbour;
        // (Decision 201: among the benefits and hours, staff set apart by an attribute get more: «بونص للموظف المسلم»;
        // not mothers, the married or women, whom a benefit may be for.)
        else if (isArabic && (category === 'religion' || category === 'appearance' || category === 'tribe' || category === 'nationality' || category === 'age') && (field === 'benefits' || field === 'working_hours') && staff && PERSON_NOUNS.test(staff.word.replace(/^(?:و|ف)?(?:ال|لل|ل)/u, ''))) demand = staff;
        // An attribute beside a job name: "male nurse", "Filipino housemaid", «سائق هندي» (not «مدير السوق الهندي»).
        else if (neighbour && !neighbour.entry && !isLawfulNoun(neighbour) && (isArabic ? JOB_NOUN_AR.test(neighbour.stem) && !neighbour.word.startsWith('ال') : JOB_NOUN.test(neighbour.word))) demand = neighbour;
        else if (isArabic && previous && CONSTRUCT_JOBS.test(previous.stem) && tokens[index - 2] && JOB_NOUN_AR.test(tokens[index - 2]!.stem)) demand = tokens[index - 2];
      }
      if (!demand && category === 'nationality' && previous && /^(?:from|من)$/u.test(previous.word) && tokens.slice(0, index).some((other) => DEMAND_WORDS.has(other.stem))) demand = previous;
      // The requirements' list: an attribute that heads a requirement or stands as an item of it ("Attractive
      // female with a warm smile", «متزوج ويقيم مع أسرته», "Age 20–30, height 170+ cm, slim").
      // (Words of faith, origin and looks also name brands, markets and things: "Christian Dior", «لفترات طويلة».)
      const isPersonWord = isPersonClass(category);
      // In the requirements, a word beside a sex or a nationality label is about the person: "Attractive female", «من الجنسية البنغالية».
      if (!demand && (field === 'qualifications' || field === 'title') && !negativeOnly) {
        const beside = [previous, next].find((other) => other && (other.entry?.classes.includes('gender') || /^(?:جنسيه|الجنسيه|nationality|nationals?)$/u.test(other.word)));
        if (beside) demand = beside;
      }
      if (!demand && (field === 'qualifications' || field === 'title') && !negativeOnly && (tokens.length <= 3 || (field === 'qualifications' && isPersonWord && (index <= 1 || tokens.length <= 6)) || isListItem(context, index))) demand = token;
      // A look heading a requirement («جذابة ولبقة», «نحيف وما عنده كرش»; not «طويل البال», patient).
      if (!demand && field === 'qualifications' && category === 'appearance' && index === 0 && !(next && next.word.startsWith('ال'))) demand = token;
      // Attributes in a row heading a requirement («مسلم سني من عائلة معروفة», "Lebanese or Moroccan with fair skin").
      const following = next && CONJUNCTION.test(next.word) ? tokens[index + 2] : next;
      if (!demand && field === 'qualifications' && !negativeOnly && index === 0 && following?.entry && following.entry.strength !== 'weak' && !isBoundToLawful(tokens, tokens.indexOf(following))) demand = token;
      // «للموظفين من أبناء قبيلة …»: staff of one kind set apart from the others.
      const fromAt = previous && /^(?:ابناء|ابن|افراد|بنات)$/u.test(previous.word) ? index - 2 : index - 1;
      const staff = tokens[fromAt - 1];
      if (!demand && !negativeOnly && tokens[fromAt]?.word === 'من' && staff && readings(staff.word).some(([, rest]) => PERSON_NOUNS.test(rest))) demand = staff;
      // A sentence of attributes alone, in any field ("pretty & slim").
      if (!demand && !negativeOnly && tokens.every((other) => other.entry || CONJUNCTION.test(other.word))) demand = token;
      if (!demand) continue;
      // Disability and pregnancy are welcomed by a positive sentence; the negative word must not belong to something else.
      if (negativeOnly && /^(?:able|fit|healthy)$/u.test(demand.stem) && !/(?:^|[^\p{L}])able[\s-]+bodied/u.test(text)) continue;
      if (category === 'pregnancy' && /^(?:حامل|حاملا|حمل)$/u.test(token.stem)) {
        // «حامل لشهادة», «حمل أوزان»: a holder, a load.
        // (Not «حامل لا تتقدم»: the negative.)
        // (Decision 206: not «مش حامل للعمل في المكتب»: the work she is asked for.)
        if (next && ((/^ل/u.test(next.word) && !/^(?:لا|للعمل|لعمل)$/u.test(next.word)) || HOLDER_OF.test(next.word))) continue;
        if (token.stem === 'حمل' && !/(?:عدم|غير|الا|لا|اختبار|تحليل|فحص|خلو|تخطط|نيه|فتره|مرحله|الحوامل)/u.test(text)) continue;
      }
      const from = Math.min(token.start, demand.start);
      const to = Math.max(token.end, demand.end);
      found.push({ category, start: from, end: to - from > 60 ? token.end : to });
      // A woman's form of an attribute (عزباء، متزوجة، جميلة، محجبة) asks for a woman too.
      // An Arabic woman's form of an origin beside an English job name, which has no gender ("Nurse فلبينية"), too.
      // («عاملات فلبينيات»: an origin in the feminine plural names women.)
      const isFeminineOrigin = category === 'nationality' && ((/يه$|يات$/u.test(token.stem) && !!previous && !ARABIC.test(previous.word)) || (/يات$/u.test(token.stem) && token.stem.length > 5));
      if ((FEMININE_ATTRIBUTES.has(token.stem) || MASCULINE_ATTRIBUTES.has(token.stem) || isFeminineOrigin) && !entry.classes.includes('gender') && !found.some((finding) => finding.category === 'gender' && finding.start <= token.start && finding.end >= token.end)) found.push({ category: 'gender', start: from, end: to - from > 60 ? token.end : to });
    }
  });
  found.push(...readDescribedPersons(context, found));
  // «موظفات سعوديات فقط», «ممرضات فقط»: women workers only, when no men are named beside them (a feminine job
  // title alone is the grammar of Arabic, decision 032; restricted by «فقط» it excludes men).
  // (In Latin letters too: "Mowazafat faqat".)
  if (/(?:^|[^\p{L}])(?:فقط|حصرا|بس|faqat|fa8at|fagat)(?=$|[^\p{L}])/u.test(text) && !tokens.some((token) => /(?:ين|ون)$/u.test(token.stem) && !token.entry?.classes.includes('religion'))) {
    // (Decision 221: not the plurals of things in «م…ات», «المقابلات عبر Teams فقط».)
    const women = tokens.find((token) => /^(?:ل|لل|ال)?(?:م\p{L}{2,}ات|عاملات|بائعات|سعوديات|موظفات|فنيات|سكرتيرات|خادمات|شغالات)$|^m[ouw]{0,2}a?zz?a?f+at$/u.test(token.word) && !THINGS_IN_AT.test(token.word) && !isLawfulNoun(token));
    if (women && !found.some((finding) => finding.category === 'gender')) found.push({ category: 'gender', start: women.start, end: tokens[tokens.length - 1]!.end });
  }
  // «نعتذر عن قبول طلبات المتقدمات لهذه الوظيفة»: applicants excluded in the feminine plural, as such, are women (no
  // women's section turns women away); not «المتقدمين والمتقدمات», nor those «بدون خبرة» (a qualification excluded).
  if (/متقدمات|مرشحات|باحثات/u.test(text) && EXCLUSION.test(text) && !found.some((finding) => finding.category === 'gender') && !tokens.some((token) => /(?:متقدمين|مرشحين|متقدمون|مرشحون)$/u.test(token.word))) {
    const at = tokens.findIndex((token) => /^(?:و|ف)?(?:ال|لل|ل)?(?:متقدمات|مرشحات|باحثات)$/u.test(token.word));
    const rest = at < 0 ? '' : tokens.slice(at + 1).map((token) => token.word).join(' ');
    if (at >= 0 && /^(?:(?:ل|في\s+)?(?:هذه|هذا)\s+(?:ال)?(?:وظيفه|منصب|شاغر|عمل|وظائف)|(?:ل|في\s+)?(?:ال)?(?:وظيفه|منصب|شاغر|عمل))?$/u.test(rest)) found.push({ category: 'gender', start: tokens[at]!.start, end: tokens[at]!.end });
  }
  // «مطلوبة» beside a job named in Latin letters, which has no gender ("Cute Receptionist مطلوبة", "Sekertera matlooba"): a woman.
  tokens.forEach((token, index) => {
    if (!/^(?:مطلوبه|matlooba|matlouba|mtlooba|matloba)$/u.test(token.word) || found.some((finding) => finding.category === 'gender')) return;
    const job = [tokens[index - 1], tokens[index + 1]].find((other) => other && !ARABIC.test(other.word) && (JOB_NOUN.test(other.word) || /^(?:sekert|sekrt|sikrit|mowaz|mwaz|mudarr|modarr|momarr|mumarr)\p{L}*$/u.test(other.word)) && !/^(?:skills?|experience|knowledge|degree)$/u.test(other.word));
    if (job) found.push({ category: 'gender', start: Math.min(job.start, token.start), end: Math.max(job.end, token.end) });
  });
  // Decision 201: pay or hours told by origin, two origins or more each with its figure ("Western expats 25k, Arabs
  // 15k", «دوام الجنسيات الآسيوية ١٢ ساعة والعربية ٨ ساعات»).
  if ((field === 'benefits' || field === 'working_hours' || field === 'description') && !found.some((finding) => finding.category === 'nationality')) {
    // (Decision 205: a country's passport priced, "UK/US passport 25k, Indian passport 12k".)
    const isOrigin = (token: TToken, at: number) => NATIONALITY_OF(token) || ((COUNTRIES.has(token.word) || /^(?:uk|us|eu)$/u.test(token.word)) && /^(?:passports?|nationals?|citizens?|expats?)$/u.test(tokens[at + 1]?.word ?? ''));
    const priced = tokens.filter((token, at) => isOrigin(token, at) && tokens.slice(at + 1, at + 3).some((other) => /^\d/u.test(other.word)));
    if (priced.length >= 2) found.push({ category: 'nationality', start: priced[0]!.start, end: priced[priced.length - 1]!.end });
  }
  // Countries after "from"/«من» with a demand: "candidates from India only".
  tokens.forEach((token, index) => {
    if (!COUNTRIES.has(token.word) && !COUNTRIES.has(token.stem)) return;
    // (Decision 201: a country before the people named, "Kerala candidates preferred".)
    if (!ARABIC.test(token.word) && /^(?:candidates?|applicants?|nationals?|staff|workers?|employees?|people|only)$/u.test(tokens[index + 1]?.word ?? '') && !isBoundToLawful(tokens, index)) {
      const demand = demandNear(context, index, false);
      if (demand) {
        found.push({ category: 'nationality', start: Math.min(token.start, demand.start), end: Math.max(token.end, demand.end) });
        return;
      }
    }
    // ("from South India", «من جنوب الهند»: a part of the country.)
    const compass = /^(?:north|south|east|west|northern|southern|eastern|western|central|شمال|جنوب|شرق|غرب|وسط)$/u.test(tokens[index - 1]?.word ?? '') ? 1 : 0;
    // ("from the Philippines"; "citizens of India": of a country, people named by their citizenship.)
    const previous = tokens[index - 1 - compass]?.word === 'the' && tokens[index - 2 - compass]?.word === 'from' ? tokens[index - 2 - compass] : tokens[index - 1 - compass];
    const at = previous ? tokens.indexOf(previous) : -1;
    const isCitizensOf = previous?.word === 'of' && /^(?:citizens|nationals|natives|passport|holders|people)$/u.test(tokens[at - 1]?.word ?? '');
    if (!previous || (!/^(?:from|من)$/u.test(previous.word) && !isCitizensOf)) return;
    if (isBoundToLawful(tokens, index) || LAWFUL_NOUNS.has(tokens[at - 1]?.stem ?? '')) return;
    const demand = demandNear(context, index, false);
    if (demand && !/^(?:from|من)$/u.test(demand.word)) found.push({ category: 'nationality', start: Math.min(previous.start, demand.start), end: Math.max(token.end, demand.end) });
  });
  return found;
}

/** "… except …", «… عدا …»: what follows the exception in a welcome is read as a requirement of its own. */
// ("Widowed or divorced ladies welcome, need someone without a husband": a demand after a comma is one too.)
const EXCEPTION = foldPattern(/(?:^|[^\p{L}])(?:ما\s+)?(?:عدا|باستثناء|ماعدا|خلا|except|excluding|other\s+than|apart\s+from|but\s+not|though|although|however)(?=$|[^\p{L}])|[,،]\s*(?:but\s+)?(?:we\s+)?(?:need|needs|must|required|should)(?=$|[^\p{L}])/u);
/** An order to state or declare something asks it, as a question does: «يذكر اسم قبيلته وعمره», "must be declared". */
const ASK = foldPattern(/(?:^|[^\p{L}])(?:يذكر|تذكر|اذكر|اذكري|يرجي\s+ذكر|مع\s+ذكر|يكتب|اكتب|اكتبي|mention|state|specify|indicate|declare|disclose)(?=$|[^\p{L}])|(?:^|[^\p{L}])(?:must|should|to)\s+be\s+(?:declared|disclosed|stated|mentioned)(?=$|[^\p{L}])/u);

/** Decision 205: people bounded by the year they were born ("born in 1998 or later", «مواليد ١٩٩٥ وما بعد»). */
const BIRTH_BOUND = foldPattern(/(?:^|[^\p{L}])(?:born\s+(?:in\s+|after\s+|before\s+|between\s+|from\s+)?(?:19|20)\d{2}|(?:مواليد|المواليد)\s+(?:عام\s+|سنه\s+)?(?:19|20)\d{2})(?![\p{N}])/u);
/** Decision 223: people turned away by an age in the same sentence as a welcome ("… need not apply, regardless of
 * experience", «نرحب بحديثي التخرج ممن لا تتجاوز أعمارهم ٢٤ عاماً», "… are encouraged to look at our other postings").
 * (Decision 225: or by a pregnancy, «… إن كنتِ حاملاً», or a maximum age, "Teenagers welcome (16+), max 22".)
 * (Decision 231: or sent to other roles, "… welcome to apply for other roles, not this one".) */
const TURNED_AWAY = foldPattern(/(?:^|[^\p{L}])(?:need\s+not\s+apply|will\s+not\s+be\s+considered|look\s+at\s+our\s+other\s+(?:postings|openings|vacancies|roles|jobs)|(?:for|to)\s+other\s+(?:roles|positions|jobs|openings|vacancies)\s*,?\s*(?:but\s+)?not\s+(?:for\s+)?this\s+(?:one|role|position|job)|(?:لا|الا)\s+(?:تتجاوز|يتجاوز|يزيد|تزيد)\s+(?:اعمار|عمر|سن)\p{L}*\s+\d|(?:ان|اذا|لو)\s+كنت(?:ي)?\s+حامل|(?:max|maximum)\.?\s+(?:age\s+)?\d{2}(?![\p{N}])(?!\s*(?:%|hours|hrs|kg|km|sar|riyals?|people|persons|staff|seats|years?\s+(?:of\s+)?experience)))/u);
/** Decision 223: the pregnant or nursing excepted from a welcome by name alone («عدا الحوامل», "except pregnant women"). */
const PREGNANT_EXCEPTED = foldPattern(/^(?:[^\p{L}]|ما\s+)?(?:عدا|ماعدا|باستثناء|خلا|except|excluding)\s+(?:ال)?(?:حوامل|حامل|مرضعات|pregnant|expecting|nursing)(?![\p{L}])/u);
/** Decision 205: her body, her looks («جسمها», «وزنها», «شكلها»). */
const HER_BODY = foldPattern(/(?:^|[^\p{L}])(?:شكل|جسم|وزن|طول|بشرت|مظهر|قوام|وجه|هيئت)ها(?=$|[^\p{L}])/u);

/** A man told by his wife, a woman by her husband or her own children (decision 206). */
const SPOUSE_SEX = /(?:^|[^\p{L}])(?:his\s+wife|her\s+husband|her\s+own|(?:husband|wife)\s+(?:for|to\s+(?:work|do|handle)|will\s+(?:work|do|handle)))(?=$|[^\p{L}])/u;
/** Words that single out one kind of applicant. */
// (Not "especially", «خصوصاً»: an encouragement to apply, which excludes nobody.)
// (Decision 206: nor a welcome restricted by "only", «نرحب بالمتقدمين من الجنسيات العربية فقط».)
const SINGLED_OUT = foldPattern(/(?:^|[^\p{L}])(?:تحديدا|بالذات|specifically|فقط|حصرا|only)(?=$|[^\p{L}])/u);

/**
 * Decision 236: words of looks, health or youth too weak to hold alone ("presentable" is asked of everyone, decision
 * 192) that are one more attribute of a list the reading already holds ("Full health, young, and presentable",
 * «بصحة جيدة وسن صغير ومظهر حسن»): beside the others, they are asked of the person too.
 */
const LISTED: Array<[TScreenCategory, RegExp]> = [
  ['appearance', /(?<![\p{L}])(presentable|well[\s-]presented)(?![\p{L}])/u],
  ['disability', foldPattern(/(?<![\p{L}])(?:[وب](?=[\u0600-\u06FF]))?((?:in\s+)?(?:good|full|sound|excellent)\s+health(?!\s+(?:insurance|certificate|card|check\p{L}*|cover\p{L}*))|(?:ال)?صحه\s+(?:جيده|ممتازه|سليمه|تامه|كامله))(?![\p{L}])/u)],
  ['age', foldPattern(/(?<![\p{L}])(?:[وب](?=[\u0600-\u06FF]))?((?:ال)?(?:سن|عمر)\s+(?:ال)?(?:صغير|صغيره|صغار|شاب))(?![\p{L}])/u)],
];

/** A list item that is a range of ages alone: "25-35", «٢٢–٢٨ سنة». */
const BARE_RANGE = foldPattern(/^\s*(1[6-9]|[2-5]\d)\s*(?:-|–|to|الي|حتي)\s*([2-6]\d)\s*(?:years?|yrs?|سنه|عاما|عام)?\s*$/u);

/** Everything the reading holds in one field's folded (and masked) text. */
export function readRequirements(field: TScreenedField, text: string, unmasked: string = text): TReadFinding[] {
  const found: TReadFinding[] = [];
  const told = (/fit|blend|gel/u.test(text) ? TEAM_TOLD.exec(text) : null) ?? (/other/u.test(text) ? OTHERS.exec(text) : null);
  const toldStart = told ? told.index + told[0].indexOf(told[1]!) : -1;
  for (const whole of sentences(text)) {
    const shiftWhole = (finding: { category: TScreenCategory; start: number; end: number }) => ({ ...finding, start: finding.start + whole.start, end: finding.end + whole.start });
    found.push(...readFraud(field, whole.text).map(shiftWhole));
    let sentence = whole;
    // (A welcome that singles out one kind of applicant is none: «نرحب بأبناء قبيلة … تحديداً», "especially".)
    // (Unless it also says nobody is set apart: «… دون تمييز».)
    const equal = EQUAL_OPPORTUNITY.filter((pattern) => pattern.test(whole.text));
    // (Decision 205: nor a welcome to people bounded by a birth year, "Candidates born in 1998 or later are encouraged".)
    const bounded = equal.every((pattern) => /welcome|encourag|رحب|شجع/u.test(pattern.source)) && BIRTH_BOUND.test(whole.text) || TURNED_AWAY.test(whole.text);
    if (equal.length && !bounded && !(SINGLED_OUT.test(whole.text) && equal.every((pattern) => /welcome|رحب/u.test(pattern.source)))) {
      // «نرحب بالجميع عدا وظيفة المشرف فهي للرجال فقط»: the exception is a requirement.
      const exception = EXCEPTION.exec(whole.text);
      if (!exception) continue;
      // (Decision 223: the word of the exception kept before a class named alone, «عدا الحوامل», "except pregnant women".)
      const from = exception.index + (PREGNANT_EXCEPTED.test(whole.text.slice(exception.index)) ? 0 : exception[0].length);
      sentence = { text: whole.text.slice(from), start: whole.start + from, isQuestion: whole.isQuestion };
    }
    const lower = sentence.text;
    const shift = (finding: { category: TScreenCategory; start: number; end: number }) => ({ ...finding, start: finding.start + sentence.start, end: finding.end + sentence.start });
    // A question to the applicant is about the person whatever an allow rule says of the words ("male or female?"):
    // a sentence that asks or orders to state something, any question of the screening questions, and a short
    // question anywhere («حامل؟», "Age?").
    const original = unmasked.slice(sentence.start, sentence.start + lower.length);
    // (Every sentence of the screening questions is asked of the applicant, with or without a question mark: "Full
    // name / Relationship status / Number of kids", «ديانة المتقدم:», "Be honest: are you …".)
    const isAsked = field === 'screening_questions' || (QUESTION_START.test(original) ? sentence.isQuestion : sentence.isQuestion && (original.match(/[\p{L}\p{N}]+/gu)?.length ?? 0) <= 3);
    if (isAsked) {
      // (Decision 200: a family name asked after the offer, anywhere in the field, is the contract's name, not a lineage.)
      const contractName = AFTER_OFFER.test(text) && /(?:family|last)\s+name|surname|اسم\s+(?:ال)?عائله/u.test(text) && !/tribe|clan|lineage|origin|قبيل|نسب/u.test(text);
      // (Decision 205: dependants asked after the offer to be added to insurance or a visa are the contract's, not a status.)
      const contractDependants = AFTER_OFFER.test(text) && /dependants|dependents|family\s+members|المعالين|التابعين|افراد\s+(?:ال)?اسره/u.test(text) && /insurance|visa|medical|تامين|تاشيره|اقامه/u.test(text) && !/married|single|spouse|wife|husband|متزوج|زوج/u.test(text);
      found.push(...readQuestion({ field, tokens: tokenise(original, 0), text: original }).filter((finding) => !(contractName && finding.category === 'tribe') && !(contractDependants && finding.category === 'marital_status')).map(shift));
      continue;
    }
    const context: TContext = { field, tokens: tokenise(lower, 0), text: lower, isCrossed: !!whole.isCrossed, ...(told ? { told: [toldStart - sentence.start, toldStart - sentence.start + told[1]!.length] as [number, number] } : {}) };
    // «من يرغب بالتقديم يذكر اسم قبيلته وعمره»: what follows an order to state is asked (not fraud: read-fraud.ts reads that).
    const ask = ASK.exec(lower);
    if (ask) {
      // (An order in the passive, "… must be declared", asks what comes before it.)
      const from = /(?:declared|disclosed|stated|mentioned)$/u.test(ask[0]) ? 0 : ask.index + ask[0].length;
      const rest = original.slice(from);
      found.push(...readQuestion({ field, tokens: tokenise(rest, 0), text: rest }).filter((finding) => finding.category !== 'fraud').map((finding) => shift({ ...finding, start: finding.start + from, end: finding.end + from })));
    }
    const local: TReadFinding[] = [...readLabels(lower), ...readAges(context).map((span) => ({ category: 'age' as const, ...span })), ...readPhrases(context), ...readGenderedJobs(context), ...readJobFor(context)];
    for (const finding of readAttributes(context)) {
      if (!local.some((other) => other.category === finding.category && other.start < finding.end && finding.start < other.end)) local.push(finding);
    }
    // (Decision 205: a look asked of her body, «شكلها مرتب وجسمها رشيق … اللي وزنها زايد»: a woman asked for.)
    const look = local.find((finding) => finding.category === 'appearance');
    if (look && !local.some((finding) => finding.category === 'gender') && HER_BODY.test(lower)) local.push({ category: 'gender', start: look.start, end: look.end });
    // «لا نقبل المتقدمات الحوامل»: pregnancy asked of her (the female applicants) asks for a woman too.
    const pregnancy = local.find((finding) => finding.category === 'pregnancy');
    if (pregnancy && !local.some((finding) => finding.category === 'gender') && HER.test(lower)) local.push({ category: 'gender', start: pregnancy.start, end: pregnancy.end });
    // (Decision 206: a status asked of a man with his wife or a woman without her own children: "a married driver who
    // lives with his wife", "divorced or widowed, without her own kids", "husband for maintenance and wife for housekeeping".)
    const status = local.find((finding) => finding.category === 'marital_status');
    if (status && !local.some((finding) => finding.category === 'gender') && SPOUSE_SEX.test(lower)) local.push({ category: 'gender', start: status.start, end: status.end });
    // (Decision 216: an attribute asked of the applicant named in the feminine, «عمر المتقدمة», «أن تكون العاملة من
    // الجنسية…», with no masculine beside her; or asked with a beard, "a practising Muslim, beard and prayer regular".)
    const asked = local.find((finding) => finding.category !== 'gender' && finding.category !== 'fraud');
    // (Decision 217: a status asked of mothers, a widow or a man's wife.)
    const familyAsked = local.some((finding) => finding.category === 'marital_status') && SPOUSE_NAMED.test(lower);
    if (asked && !local.some((finding) => finding.category === 'gender') && ((SHE_APPLIES.test(lower) && !HE_APPLIES.test(lower)) || BEARD_ASKED.test(lower) || familyAsked)) local.push({ category: 'gender', start: asked.start, end: asked.end });
    if (local.some((finding) => finding.category !== 'fraud')) {
      for (const [category, pattern] of LISTED) {
        const match = local.some((finding) => finding.category === category) ? null : pattern.exec(lower);
        if (match) local.push({ category, start: match.index + match[0].indexOf(match[1]!), end: match.index + match[0].length });
      }
    }
    found.push(...local.map(shift));
  }
  // Decision 205: a sex or a status alone in a title's brackets ("Admin Asst. (F)", "Night Auditor (Bachelor)"); an age
  // label whose range opens at 18, the dash spaced ("Age: 18 – 22"), read across the items the dash parts.
  if (field === 'title') for (const finding of readTitleBrackets(text)) if (!found.some((other) => other.category === finding.category)) found.push(finding);
  const labelledRange = /(?:^|[^\p{L}])(?:age|العمر|السن)\s*[:=]\s*18\s*-\s*(\d{2})(?!\d)/u.exec(text);
  if (labelledRange && Number(labelledRange[1]) > 18 && !found.some((finding) => finding.category === 'age')) found.push({ category: 'age', start: labelledRange.index, end: labelledRange.index + labelledRange[0].length });
  // (Decision 233: a table headed by the age whose rows tick or cross ranges of ages, "Age | Required / 20–30 | ✔ / 31+ | ✘".)
  const agesTicked = /(?:^|[^\p{L}])(?:age|العمر|السن)\s*\|[^\n]{0,40}\n\s*(?:[1-6]\d\s*(?:-\s*[1-6]\d|\+)\s*\|\s*[✔✓✅✘✗❌]\s*(?:\n\s*|$)){1,6}/u.exec(text);
  if (agesTicked && !found.some((finding) => finding.category === 'age')) found.push({ category: 'age', start: agesTicked.index, end: agesTicked.index + agesTicked[0].trimEnd().length });
  // "Data Entry - 20,000 SAR/month - No Experience - Work From Home": pay no job gives, over the field's items.
  if (!found.some((finding) => finding.category === 'fraud') && asksBankAtApplying(text)) found.push({ category: 'fraud', start: text.search(/\S/u), end: text.trimEnd().length });
  if (!found.some((finding) => finding.category === 'fraud') && isTooGoodPay(text)) found.push({ category: 'fraud', start: text.search(/\S/u), end: text.trimEnd().length });
  // "Requirements: – Saudi – Male – 25-35", "✔ Female ✔ 22–28": a bare range of ages as an item of a list of
  // requirements that asks for a person's attributes is an age too.
  if ((field === 'qualifications' || field === 'title') && found.some((finding) => finding.category !== 'fraud' && finding.category !== 'age')) {
    for (const item of sentences(text)) {
      const range = BARE_RANGE.exec(item.text);
      if (range && Number(range[1]) < Number(range[2]) && !found.some((finding) => finding.category === 'age' && finding.start < item.start + item.text.length && item.start < finding.end)) {
        const start = item.start + item.text.search(/\S/u);
        found.push({ category: 'age', start, end: item.start + item.text.trimEnd().length });
      }
    }
  }
  return found;
}
