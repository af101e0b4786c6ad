import type { TScreenCategory, TScreenedField } from '@tawzeef/contract';
import { BOTH_GENDERS, COUNTRIES, DEMAND_WORDS, EQUAL_OPPORTUNITY, LAWFUL_NOUNS, foldPattern, foldWord } from './lexicon.ts';
import { readAges } from './read-ages.ts';
import { readFraud } from './read-fraud.ts';
import { readGenderedJobs } from './read-gendered-jobs.ts';
import { readLabels, readPhrases } from './read-phrases.ts';
import { QUESTION_START, readQuestion } from './read-questions.ts';
import { AFTER_OFFER, ARABIC, BENEFIT, CLASS_NOUNS, CONSTRUCT_JOBS, JOB_NOUN, JOB_NOUN_AR, PERSON_NOUNS, demandNear, isBoundToLawful, isBothGenders, isLawfulNoun, readings, sentences, tokenise, type TContext, type TReadFinding, type TToken } from './read-words.ts';

export { maskLawfulFrames } from './lawful-frames.ts';
export type { TReadFinding } from './read-words.ts';

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
const EXCLUSION = foldPattern(/(?:^|[^\p{L}])(?:need\s+not\s+apply|not\s+suitable\s+for|unsuitable\s+for|(?:تمنع|يمنع)\s+من\s+(?:ال)?تقديم|لا\s+(?:يناسب|تناسب)|not\s+(?:be\s+)?(?:considered|accepted|eligible|suitable|hired)|will\s+be\s+rejected|(?:are|is)\s+(?:not\s+)?(?:ineligible|excluded|disqualified)|not\s+(?:be\s+)?(?:shortlisted|suited|accommodated)|cannot\s+be\s+(?:considered|accepted|hired|shortlisted|accommodated|employed)|(?:و|ف)?لا\s+(?:يقبل|تقبل|نقبل|يحق)|نعتذر\s+عن|(?:ي|ت)عتذر(?:ون|ن)?|disqualification|غير\s+مقبول\p{L}*|(?:ma|la|mo|mu)\s+(?:n|y|t)(?:8|q|g)(?:a)?b(?:a)?l\p{L}*|(?:avoid|avoids|avoiding)\s+(?:hiring|employing|recruiting|taking\s+on)|(?:ن|ي|ت)تجنب\s+(?:توظيف|تعيين))(?=$|[^\p{L}])/u);
/** A service given to people ("care to pregnant women", "support for elderly patients"): the people after it are served. */
const SERVICE_TO = /(?:^|[^\p{L}])(?:care|services?|support|treatment|assistance|classes|training|programmes?|programs?)\s+(?:to|for)\s/u;
/** People named after "no" ("No expectant mothers"): the applicants excluded. */
const PEOPLE_AFTER = /^(?:mothers?|moms?|mums?|women|ladies|persons?|people|candidates?|applicants?|individuals?|staff|workers?|employees?)$/u;

/** Feminine forms of attributes of a person: asked for, they ask for a woman as well. */
const FEMININE_ATTRIBUTES = new Set(['عزباء', 'متزوجه', 'متزوجات', 'مطلقه', 'مطلقات', 'ارمله', 'مخطوبه', 'عازبه', 'عازبات', 'جميله', 'جميلات', 'جذابه', 'جذابات', 'وسيمه', 'رشيقه', 'رشيقات', 'نحيفه', 'نحيفات', 'بدينه', 'سمينه', 'ممتلئه', 'طويله', 'قصيره', 'بيضاء', 'سمراء', 'شقراء', 'حلوه', 'مزيونه', 'ممشوقه', 'انيقه', 'انيقات', 'فاتنه', 'محجبه', 'محجبات', 'منقبه', 'منقبات', 'متدينه', 'مسلمه', 'مسلمات', 'مسيحيه', 'ملتزمه', 'عزابيه', 'معرسه', 'pretty', 'beautiful', 'gorgeous', 'curvy', 'petite', 'blonde'].map(foldWord));

/** Words of looks said of a man («وسيم», "handsome"): asked for, they ask for a man as well. */
// ("Bachelor", in the Gulf's English, is a single man: "bachelor accommodation".)
const MASCULINE_ATTRIBUTES = new Set(['وسيم', 'وسيمين', 'handsome', 'bachelor', 'bachelors'].map(foldWord));
const CONJUNCTION = /^(?:and|or|&|و|او)$/u;

/** What a «حامل» holds and a «حمل» carries: a certificate, a licence, a load (built once) */
const HOLDER_OF = foldPattern(/^(?:ال)?(?:شهاده|جنسيه|رخصه|مؤهل|بكالوريوس|ماجستير|دبلوم|اقامه|اوزان|اثقال|صناديق|المواد|البضائع|الاغراض|الاجهزه|كرتون|الكراتين|الادوات|مسؤوليه|المسؤوليه|هويه|بطاقه)$/u);
const FEMALE_WORD = foldPattern(/^(?:female|females|woman|women|lady|ladies|girls?|انثي|اناث|امراه|نساء|سيده|سيدات|بنات|فتيات|نسائي|نسائيه)$/u);
const MALE_WORD = foldPattern(/^(?:male|males|man|men|gentlem[ae]n|gents?|boys?|ذكر|ذكور|رجل|رجال|رجالي|رجاليه)$/u);
/** To fit in with a team of people described by an attribute: the applicant is asked to be one of them. */
const FIT_IN = foldPattern(/(?<![\p{L}])(?:fit|fits|fitting|blend|blends|gel|gels)\s+(?:right\s+|well\s+|perfectly\s+)?in(?:to)?\s+(?:well\s+)?with\s+(?:a|an|our|the|my)\s+(?:\p{L}+\s+)?(?:team|crew|group|squad)\s+of\s|(?:ينسجم|يتاقلم|يندمج|تنسجم|تتاقلم|تندمج)\s+مع\s+(?:ال)?فريق\s+(?:كله\s+|كلهم\s+)?(?:من\s+)?/u);
/** Classes whose words name a person (not a thing, a market or a brand, as faith, origin and looks may). */
const isPersonClass = (category: TScreenCategory) => category === 'gender' || category === 'age' || category === 'marital_status' || category === 'tribe';
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

/** The attribute words of a sentence that a demand, a title, a label or a job name makes a demand of the applicant. */
function readAttributes(context: TContext): TReadFinding[] {
  const { tokens, field, text } = context;
  const found: TReadFinding[] = [];
  const benefit = BENEFIT.test(text);
  // "someone who'll fit right in with a team of young guys", «ينسجم مع فريق من الشباب»: the team's attributes asked of the applicant.
  const fitIn = /fit|blend|gel|فريق/u.test(text) ? FIT_IN.exec(text) : null;
  const fitEnd = fitIn ? fitIn.index + fitIn[0].length : -1;
  tokens.forEach((token, index) => {
    const entry = token.entry;
    if (!entry) return;
    // "Al Shabab FC", "Al-Banat": a word of Arabic in Latin letters after its article is a name (a club, a firm).
    // ("la nqbl ghair el qabaili": after a demand, the article is the word's own.)
    if (!ARABIC.test(token.word) && !/\d/u.test(token.word) && /^(?:al|el)$/u.test(tokens[index - 1]?.word ?? '') && !DEMAND_WORDS.has(tokens[index - 2]?.word ?? '')) return;
    // Marital words describe no place or thing: «سكن للعزاب فقط» restricts the job, however it is worded.
    const isRestrictedMarital = entry.classes.includes('marital_status') && /(?:^|[^\p{L}])(?:only|فقط|حصرا|بس)(?=$|[^\p{L}])/u.test(text);
    // "Expectant mothers need not apply": the people excluded are the applicants, whatever noun follows.
    // ("No expectant mothers please": "no" right before the people named excludes them.)
    const isExcluded = entry.classes.some((category) => category === 'pregnancy' || category === 'disability') && (EXCLUSION.test(text) || (tokens[index - 1]?.word === 'no' && PEOPLE_AFTER.test(tokens[index + 1]?.word ?? '')));
    // ("blond hair", «بشرة فاتحة»: the applicant's own hair and skin.)
    // ("Lebanese or Syrian accent": how one speaks from birth, an origin; a dialect learnt is a skill.)
    const owned = CONJUNCTION.test(tokens[index + 1]?.word ?? '') && tokens[index + 2]?.entry ? tokens[index + 3] : tokens[index + 1];
    const isOwnBody = (entry.classes.includes('appearance') && /^(?:hair|skin|eyes|complexion)$/u.test(owned?.word ?? '')) || (entry.classes.includes('nationality') && /^(?:accent|accents)$/u.test(owned?.word ?? '') && !/^(?:training|coaching|reduction|neutrali\p{L}*|modification|courses?)$/u.test(tokens[tokens.indexOf(owned!) + 1]?.word ?? ''));
    const isTeamJoined = fitEnd >= 0 && token.start >= fitEnd && token.start - fitEnd <= 20;
    if (isBoundToLawful(tokens, index) && !isRestrictedMarital && !isExcluded && !isOwnBody && !isTeamJoined) return;
    const next = tokens[index + 1];
    const previous = tokens[index - 1];
    // «حب الشباب» is acne, not young men.
    if (token.stem === 'شباب' && previous?.stem === 'حب') return;
    // Among the duties, "queues for pregnant women and the elderly": the people the work is for (as «للأرامل» is).
    // (Or care given to them in any field: "provide antenatal care to pregnant women"; "visas for the company's expatriate staff".)
    const forPeople = (field === 'duties' || SERVICE_TO.test(text)) && !ARABIC.test(token.word) && tokens.slice(Math.max(1, index - 4), index).some((other, at, list) => (other.word === 'for' || (other.word === 'to' && !/^(?:restricted|limited|reserved|open|only|confined|exclusive|exclusively)$/u.test(tokens[tokens.indexOf(other) - 1]?.word ?? ''))) && list.slice(at + 1).every((between) => between.entry || between.isPossessive || /^(?:the|all|our|its|their|company|firm|incoming|new|existing|visiting|current|international)$/u.test(between.word)));
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
      if (category === 'gender' && (isBothGenders(tokens, index) || BOTH_GENDERS.some((pattern) => pattern.test(text))) && !/(?:^|[^\p{L}])(?:only|فقط|حصرا)(?=$|[^\p{L}])/u.test(text)) continue;
      // A family word bound to a benefit («بدل سكن للمتزوجين», "family allowance for married staff"), not one beside it.
      const nearBenefit = benefit && (field === 'benefits' || tokens.slice(Math.max(0, index - 3), index + 4).some((other) => BENEFIT.test(other.word) || BENEFIT.test(other.stem)));
      if ((category === 'marital_status' || category === 'pregnancy') && nearBenefit && !isRestrictedMarital && !/(?:^|[^\p{L}])(?:only|must|فقط|يشترط|لا\s+يقبل|not)(?=$|[^\p{L}])/u.test(text) && !EXCLUSION.test(text)) continue;
      // "Marital status and dependants' details will be requested by HR after the offer": the employee's, once hired.
      if (category === 'marital_status' && entry.strength === 'weak' && AFTER_OFFER.test(text) && !isRestrictedMarital) continue;
      if (entry.strength === 'weak') {
        const classNoun = CLASS_NOUNS[category];
        // ("Bachelor drivers": a single man named before the job asked for; not "bachelor graduates", a degree.)
        const beside = [previous, next, tokens[index + 2]].some((other) => other && !!classNoun && readings(other.word).some(([, rest]) => classNoun.test(rest))) || (/^bachelors?$/u.test(token.word) && !!next && JOB_NOUN.test(next.word) && !/^(?:graduates?|holders?|students?|candidates?|applicants?|degrees?)$/u.test(next.word));
        // ("• single •": the word alone as an item of the requirements.)
        // ("Filipina housemaid, single, 25-35": an item of a list of a person's attributes.)
        // (A list whose other items are an age, a height or a sex by their labels: "age 21-27, height min 160 cm, single".)
        const isItemAlone = ((field === 'qualifications' || field === 'title') && tokens.length === 1) || ((field === 'qualifications' || field === 'title') && isListItem(context, index) && tokens.some((other, at) => other !== token && ((other.entry && other.entry.strength !== 'weak' && !isBoundToLawful(tokens, at)) || /^(?:age|height|weight|gender|sex|nationality|العمر|الطول|الوزن|الجنس|الجنسيه)$/u.test(other.word))));
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
      if (!demand && !negativeOnly && !ARABIC.test(token.word) && isPersonClass(category) && next?.word === 'to' && tokens.slice(Math.max(0, index - 3), index).some((other) => /^(?:a|an)$/u.test(other.word))) demand = next;
      if (!demand && !negativeOnly) {
        const isArabic = ARABIC.test(token.word);
        const neighbour = isArabic ? previous : next;
        if (neighbour && (PERSON_NOUNS.test(neighbour.stem) || PERSON_NOUNS.test(neighbour.word))) demand = neighbour;
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
        if (next && ((/^ل/u.test(next.word) && next.word !== 'لا') || HOLDER_OF.test(next.word))) continue;
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
  // «موظفات سعوديات فقط», «ممرضات فقط»: women workers only, when no men are named beside them (a feminine job
  // title alone is the grammar of Arabic, decision 032; restricted by «فقط» it excludes men).
  // (In Latin letters too: "Mowazafat faqat".)
  if (/(?:^|[^\p{L}])(?:فقط|حصرا|بس|faqat|fa8at|fagat)(?=$|[^\p{L}])/u.test(text) && !tokens.some((token) => /(?:ين|ون)$/u.test(token.stem) && !token.entry?.classes.includes('religion'))) {
    const women = tokens.find((token) => /^(?:ل|لل|ال)?(?:م\p{L}{2,}ات|عاملات|بائعات|سعوديات|موظفات|فنيات|سكرتيرات|خادمات|شغالات)$|^m[ouw]{0,2}a?zz?a?f+at$/u.test(token.word) && !isLawfulNoun(token));
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
  // Countries after "from"/«من» with a demand: "candidates from India only".
  tokens.forEach((token, index) => {
    if (!COUNTRIES.has(token.word) && !COUNTRIES.has(token.stem)) return;
    const previous = tokens[index - 1];
    if (!previous || !/^(?:from|من)$/u.test(previous.word)) return;
    if (isBoundToLawful(tokens, index) || LAWFUL_NOUNS.has(tokens[index - 2]?.stem ?? '')) return;
    const demand = demandNear(context, index, false);
    if (demand && !/^(?:from|من)$/u.test(demand.word)) found.push({ category: 'nationality', start: Math.min(previous.start, demand.start), end: Math.max(token.end, demand.end) });
  });
  return found;
}

/** "… except …", «… عدا …»: what follows the exception in a welcome is read as a requirement of its own. */
const EXCEPTION = foldPattern(/(?:^|[^\p{L}])(?:ما\s+)?(?:عدا|باستثناء|ماعدا|خلا|except|excluding|other\s+than|apart\s+from|but\s+not)(?=$|[^\p{L}])/u);
/** An order to state or declare something asks it, as a question does: «يذكر اسم قبيلته وعمره», "must be declared". */
const ASK = foldPattern(/(?:^|[^\p{L}])(?:يذكر|تذكر|اذكر|اذكري|يرجي\s+ذكر|مع\s+ذكر|يكتب|اكتب|اكتبي|mention|state|specify|indicate|declare|disclose)(?=$|[^\p{L}])|(?:^|[^\p{L}])(?:must|should|to)\s+be\s+(?:declared|disclosed|stated|mentioned)(?=$|[^\p{L}])/u);

/** Words that single out one kind of applicant. */
// (Not "especially", «خصوصاً»: an encouragement to apply, which excludes nobody.)
const SINGLED_OUT = foldPattern(/(?:^|[^\p{L}])(?:تحديدا|بالذات|specifically)(?=$|[^\p{L}])/u);

/** A list item that is a range of ages alone: "25-35", «٢٢–٢٨ سنة». */
const BARE_RANGE = foldPattern(/^\s*(1[6-9]|[2-5]\d)\s*(?:-|–|to|الي|حتي)\s*([2-6]\d)\s*(?:years?|yrs?|سنه|عاما|عام)?\s*$/u);

/** Everything the reading holds in one field's folded (and masked) text. */
export function readRequirements(field: TScreenedField, text: string, unmasked: string = text): TReadFinding[] {
  const found: TReadFinding[] = [];
  for (const whole of sentences(text)) {
    const shiftWhole = (finding: { category: TScreenCategory; start: number; end: number }) => ({ ...finding, start: finding.start + whole.start, end: finding.end + whole.start });
    found.push(...readFraud(field, whole.text).map(shiftWhole));
    let sentence = whole;
    // (A welcome that singles out one kind of applicant is none: «نرحب بأبناء قبيلة … تحديداً», "especially".)
    // (Unless it also says nobody is set apart: «… دون تمييز».)
    const equal = EQUAL_OPPORTUNITY.filter((pattern) => pattern.test(whole.text));
    if (equal.length && !(SINGLED_OUT.test(whole.text) && equal.every((pattern) => /welcome|رحب/u.test(pattern.source)))) {
      // «نرحب بالجميع عدا وظيفة المشرف فهي للرجال فقط»: the exception is a requirement.
      const exception = EXCEPTION.exec(whole.text);
      if (!exception) continue;
      const from = exception.index + exception[0].length;
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
      found.push(...readQuestion({ field, tokens: tokenise(original, 0), text: original }).map(shift));
      continue;
    }
    const context: TContext = { field, tokens: tokenise(lower, 0), text: lower, isCrossed: !!whole.isCrossed };
    // «من يرغب بالتقديم يذكر اسم قبيلته وعمره»: what follows an order to state is asked (not fraud: read-fraud.ts reads that).
    const ask = ASK.exec(lower);
    if (ask) {
      // (An order in the passive, "… must be declared", asks what comes before it.)
      const from = /(?:declared|disclosed|stated|mentioned)$/u.test(ask[0]) ? 0 : ask.index + ask[0].length;
      const rest = original.slice(from);
      found.push(...readQuestion({ field, tokens: tokenise(rest, 0), text: rest }).filter((finding) => finding.category !== 'fraud').map((finding) => shift({ ...finding, start: finding.start + from, end: finding.end + from })));
    }
    const local: TReadFinding[] = [...readLabels(lower), ...readAges(context).map((span) => ({ category: 'age' as const, ...span })), ...readPhrases(context), ...readGenderedJobs(context)];
    for (const finding of readAttributes(context)) {
      if (!local.some((other) => other.category === finding.category && other.start < finding.end && finding.start < other.end)) local.push(finding);
    }
    found.push(...local.map(shift));
  }
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
