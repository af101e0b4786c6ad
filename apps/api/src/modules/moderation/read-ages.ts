import { DEMAND_WORDS, foldPattern } from './lexicon.ts';
import { CONSTRUCT_JOBS, JOB_NOUN_AR, PERSON_NOUNS, demandNear, isLawfulNoun, readings, type TContext, type TToken } from './read-words.ts';

/** Ages in a sentence (decision 156): numbers with an age word, bounds, ranges, decades in words, birth years. */

// (Arabizi «عمر» with its endings: 3omr, 3umro, 3omrah, 3mrhom; «عمرك», «سنك»: "your age".)
const AGE_WORD = foldPattern(/^(?:age|aged|ages|umar|umr|umer|edad|عمرو|3(?:o|u)?m(?:o)?r(?:o|a|ah|ha|aha|hom|hum|hm|h|k|ak|ek|ik)?|عمر|العمر|سن|السن|عمره|عمرها|عمرك|عمركم|عمرج|سنك|اعمار|الاعمار|الفئه|عمري|عمريه|اعمارهم|اعمارهن|عمرهم|عمرهن|birth|born|مواليد|ميلاد)$/u);
const AGE_NUMBER_WORD = /^(?:تلاتين|التلاتين|twenty|thirty|forty|fifty|sixty|twenties|thirties|forties|fifties|20s|30s|40s|50s|عشرين|ثلاثين|اربعين|خمسين|ستين|العشرين|الثلاثين|الاربعين|الخمسين|الستين|العشرينات|الثلاثينات|الاربعينات|الخمسينات)$/u;
const YEARS = foldPattern(/^(?:years?|yrs?|y|old|sana|sanah|sneen|taon|ans|saal|سنه|سنوات|عام|عاما|اعوام|سنين|سنة)$/u);
export const EXPERIENCE = /(?:^|[^\p{L}])(?:experience|exp|experienced|خبره|خبرات|الخبره|بخبره|(?<!customer\s)service|خدمه(?!\s+(?:ال)?عملاء)|practice|ممارسه|tenure|seniority|warranty|contract|عقد|lease)(?=$|[^\p{L}])/u;
const LOWER_BOUND = /(?:at\s+least|minimum|min|over|above|not\s+(?:under|below|less\s+than|younger\s+than)|no\s+younger\s+than|or\s+(?:above|older|over|more)|and\s+(?:above|older|over)|\+|plus|لا\s+(?:يقل|تقل)|الا\s+(?:يقل|تقل)|علي\s+الاقل|فاكثر|فما\s+فوق|فوق|اكبر\s+من|اكثر\s+من|وما\s+فوق|من\s+18\s+(?:سنه|عاما)?\s*(?:فاكثر|فما))/u;
/** What a number may count other than years of age: "under 30 minutes", "over 50 branches". */
const UNIT = foldPattern(/^(?:%|kg|kgs|cm|km|k|m|sar|sr|riyals?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|branches|employees|people|staff|persons|units|stores|shops|countries|cities|nationalities|languages|locations|outlets|projects|clients|customers|students|children|kids|patients|sqm|meters?|metres?|percent|dollars?|usd|ريال|دقيقه|دقائق|ساعه|ساعات|يوم|ايام|اسبوع|اسابيع|شهر|اشهر|فرع|فروع|موظف|موظفا|موظفين|شخص|اشخاص|عميل|عملاء|طالب|طلاب|مشروع|مشاريع|متر|كجم|كيلو|سم|بالمئه|بالمائه)$/u);
const BOUND_BEFORE = /^(?:under|below|over|above|exceeding|exceed|than|younger|older|upto|اقل|تحت|دون|فوق|يتجاوز|تتجاوز|يتعدي|تتعدي|يزيد|تزيد)$/u;
const MONEY = /(?:^|[^\p{L}])(?:sar|riyals?|ريال|salary|راتب|الراتب|k|%|kg|cm|سم|كجم|كيلو|km|كم|minutes?|دقيقه|دقائق|hours?|ساعه|ساعات|days?|يوم|ايام|branches|فرع|فروع|employees|موظف|موظفا|people|شخص|units|وحده)(?=$|[^\p{L}])/u;
const COMPARATOR = /^(?:moins|hanggang|under|below|over|above|between|less|younger|older|max|maximum|upto|up|not|exceed|exceeding|within|from|اقل|اكثر|اكبر|اصغر|دون|تحت|فوق|بين|حتي|الي|يتجاوز|تتجاوز|يزيد|تزيد|يتعدي|تتعدي|يقل|تقل|اقصي|اقصاه|من|لغايه|a9sa|aqsa|aq9a|akthar|a9ghar|asghar)$/u;

const SERVED_PEOPLE = foldPattern(/^(?:(?:ال|لل|ل)?(?:اطفال|طفل|طلاب|طالبات|تلاميذ|تلميذات|مرضي|مريض|ايتام|رضع|مسنين|كبار|صغار|ناشئين|ناشئات|براعم|متدربين|لاعبين|لاعبات|اعضاء|مشتركين)|students?|children|kids|pupils|patients|learners|boys|girls|residents|players|members|participants|trainees|campers|juniors|toddlers|infants|athletes|seniors|elderly|youth)$/u);
/** What an "under-17" names when it is not a person: a team, a competition. */
const SQUAD = /^(?:teams?|squads?|league|leagues|category|categories|division|academy|football|soccer|basketball|volleyball|handball|cricket|cup|championship|tournament|players|side|club|level|group|groups)$/u;
const SERVE = foldPattern(/^(?:تخدم|يخدم|نخدم|لخدمه|تستهدف|يستهدف|تستقبل|يستقبل|serving|serves|serve|targeting|targets|caters?|catering)$/u);
/** Things that have an age: "a 15-year-old Java codebase", "a 30-year-old building" (decision 206). */
const THING = /^(?:codebases?|code|software|systems?|platforms?|buildings?|compan(?:y|ies)|firms?|brands?|business(?:es)?|apps?|applications?|products?|machines?|equipment|fleet|vehicles?|cars?|websites?|networks?|infrastructure|databases?|stack|legacy)$/u;
/** "18 to 25 yrs", «من 20 إلى 30 سنة»: a range of years that is not experience. */
const YEARS_RANGE = foldPattern(/(?:^|[^\p{L}\p{N}])((?:1[5-9]|[2-6]\d)\s*(?:-|–|to|until|till|الي|حتي|و|~)\s*(?:[2-7]\d)\s*(?:years?|yrs?|y\.?o|سنه|سنوات|عام|عاما|سنين)(?:\s+(?:old|of\s+age))?)(?!\s*(?:of\s+)?(?:experience|exp|خبره|في|in|with|مع))/u);

/**
 * A class of graduates as a bound («دفعة ٢٠٢٣ و٢٠٢٤ فقط», «من عام ١٤٤٣هـ وما بعد», "graduated within the last 3 years",
 * "no earlier graduates"): an age asked for by the year people finished school.
 */
const COHORT = foldPattern(/(?:^|[^\p{L}])((?:خريج\p{L}*|دفعه|دفعات|graduat\p{L}*|class\s+of|batch(?:es)?|cohorts?)\s+(?:\p{L}+\s+){0,3}(?:19|20|14)\d{2}\s*ه?(?:\s*(?:و|and|or|\/|,|،)\s*(?:19|20|14)\d{2})*\s*(?:فقط|حصرا|only|فما\s+بعد|وما\s+بعد|فما\s+فوق|and\s+(?:later|after|above|newer)|or\s+(?:later|after|newer)|onwards?)|graduat\p{L}*\s+(?:with)?in\s+the\s+(?:last|past)\s+\d+\s+years?|graduat\p{L}*\s+(?:no\s+earlier\s+than|not\s+(?:earlier\s+than|before)|(?:in\s+or\s+)?after|since)\s+(?:19|20)\d{2}|(?:no|older|earlier)\s+(?:earlier\s+|older\s+)?graduates\s+(?:will\s+not|won.t|are\s+not|need\s+not|cannot)|(?:ال)?(?:دفعات|خريجين)\s+(?:ال)?(?:اقدم|قدامي|قديمه)|(?:لا|غير)\s+(?:تقبل|يقبل|نقبل|مقبول\p{L}*)\s+(?:ال)?(?:دفعات|خريجين)\s+(?:ال)?(?:اقدم|قديم\p{L}*|سابق\p{L}*))(?=$|[^\p{L}\p{N}])/gu);

/** Ages: a number with an age word, "30 years old", an upper bound with years and no experience, decades in words, birth years. */
export function readAges(context: TContext): Array<{ start: number; end: number }> {
  const { tokens, text } = context;
  const found: Array<{ start: number; end: number }> = [];
  // The ages of the people served («الأطفال من عمر 3», "students aged 10-14"), not of things (sales, «مبيعات»).
  const servedBefore = (index: number) => {
    // «جمعية تخدم الشباب والفتيات من عمر 15»: the people a service is for.
    // ("targeting candidates in the 22–26 age bracket": the applicants aimed at are no people served.)
    if (tokens.slice(0, index).some((token, at) => (SERVE.test(token.stem) || SERVE.test(token.word)) && !PERSON_NOUNS.test(tokens[at + 1]?.word ?? '') && !/^(?:candidates?|applicants?)$/u.test(tokens[at + 1]?.word ?? ''))) return true;
    // "university-age students only (18–23)": people restricted by "only" are the applicants.
    if (tokens.some((token, at) => (SERVED_PEOPLE.test(token.stem) || SERVED_PEOPLE.test(token.word)) && /^(?:only|فقط|حصرا)$/u.test(tokens[at + 1]?.word ?? ''))) return false;
    for (let at = index - 1; at >= Math.max(0, index - 3); at -= 1) {
      const token = tokens[at]!;
      if (/[()[\]:،,]/u.test(token.gap)) return false;
      // "students only (18–23)", «طلاب فقط»: restricted by "only", they are the applicants.
      if (/^(?:only|فقط|حصرا)$/u.test(tokens[at + 1]?.word ?? '')) return false;
      // (Decision 201: among the benefits, «للصغار» are the staff paid, not people served.)
      if ((context.field === 'benefits' || context.field === 'working_hours') && /صغار|كبار/u.test(token.word)) return false;
      // («لحديثي التخرج»: fresh graduates, the applicants; «حديثي الولادة» are newborns served.)
      if (token.stem === 'حديثي' && tokens[at + 1]?.word === 'التخرج') return false;
      // (Decision 208: a place named after a job, «معلمة روضة لا يزيد عمرها»: the kindergarten's teacher, her age.)
      if (isLawfulNoun(token) && !token.word.startsWith('ال') && !/ل/u.test(token.prefix) && at > 0 && /\p{L}ه$/u.test(tokens[at - 1]!.stem) && JOB_NOUN_AR.test(tokens[at - 1]!.stem)) return false;
      if (SERVED_PEOPLE.test(token.stem) || SERVED_PEOPLE.test(token.word) || (isLawfulNoun(token) && !CONSTRUCT_JOBS.test(token.stem) && !/^(?:team|فريق)$/u.test(token.stem))) return true;
      // Among the duties, «أنشطة للشباب من عمر ١٥»: the people the work is for.
      if (context.field === 'duties' && token.entry && /ل/u.test(token.prefix) && token.prefix !== 'ال') return true;
    }
    return false;
  };
  const isAgeWord = (token: TToken) => readings(token.word).some(([, rest]) => AGE_WORD.test(rest)) || AGE_WORD.test(token.stem);
  tokens.forEach((token, index) => {
    const number = /^\d{2}$/u.test(token.word) ? Number(token.word) : NaN;
    const isNumberWord = AGE_NUMBER_WORD.test(token.stem) || AGE_NUMBER_WORD.test(token.word) || /^و/u.test(token.word) && AGE_NUMBER_WORD.test(token.word.slice(1));
    if (!isNumberWord && !(number >= 15 && number <= 75)) return;
    const window = tokens.slice(Math.max(0, index - 5), index + 4);
    const ageWordAt = window.findIndex(isAgeWord);
    const hasYearsAfter = YEARS.test(tokens[index + 1]?.word ?? '') || YEARS.test(tokens[index + 2]?.word ?? '') && /^\d{2}$/u.test(tokens[index + 1]?.word ?? '');
    // "30 years old", "30 yrs of age", "25-30 years old"; never "30 days of annual leave".
    const isOld = tokens[index + 1]?.word === 'old' || (YEARS.test(tokens[index + 1]?.word ?? '') && (tokens[index + 2]?.word === 'old' || (tokens[index + 2]?.word === 'of' && tokens[index + 3]?.word === 'age'))) || (tokens[index + 3]?.word === 'old' && /^\d{2}$/u.test(tokens[index + 2]?.word ?? ''));
    const hasComparator = tokens.slice(Math.max(0, index - 4), index).some((other) => COMPARATOR.test(other.stem) || COMPARATOR.test(other.word)) || /^\d{2}$/u.test(tokens[index - 1]?.word ?? '') || /^\d{2}$/u.test(tokens[index + 1]?.word ?? '');
    const clause = text.slice(Math.max(0, token.start - 40), token.end + 40);
    // "under 30", "not over 45" with nothing after the number (no unit: "under 30 minutes", "over 50 branches").
    const after = tokens[index + 1];
    const isBareBound = !!tokens[index - 1] && BOUND_BEFORE.test(tokens[index - 1]!.word) && (!after || !UNIT.test(after.word)) && !EXPERIENCE.test(clause) && !MONEY.test(clause);
    // "male, 25–35, Saudi": a bare range of two ages beside other requirements.
    // (Decision 200: a count before a label's colon is not the range's: "for new café branches: M only, 18–25".)
    const item = clause.slice(Math.max(0, clause.lastIndexOf(':', Math.min(40, token.start)) + 1));
    const isBareRange = /^\d{2}$/u.test(after?.word ?? '') && text.slice(token.end, after!.start).trim().length <= 3 && number < Number(after!.word) && Number(after!.word) <= 65 && !EXPERIENCE.test(clause) && !MONEY.test(item) && !/^(?:%|kg|cm|k|sar|ريال|ساعه|ساعات|hours?|days?|يوم|ايام|employees|موظف)/u.test(text.slice(after!.end).trim()) && tokens.some((other) => other.entry || DEMAND_WORDS.has(other.stem));
    // "applicants 50+", "over-40s": an age written as a bound beside the people it excludes.
    // ("Mature Lady Wanted (40+)": the bound in brackets beside the person named.)
    const plusEnds = !after || /[),،;]/u.test(token.gap) || /^(?:for|to|only|and|or|with|in|at|please|preferred|required|wanted|needed)$/u.test(after.word);
    const isPlusAge = /^\s*\+/u.test(text.slice(token.end, token.end + 2)) && number > 18 && !EXPERIENCE.test(clause) && !MONEY.test(clause) && ((!!tokens[index - 1] && (PERSON_NOUNS.test(tokens[index - 1]!.word) || /^(?:those|anyone|people|aged)$/u.test(tokens[index - 1]!.word))) || (plusEnds && tokens.slice(Math.max(0, index - 3), index).some((other) => other.entry?.classes.includes('gender'))));
    // "people over 45", "Candidates between 23 and 29": a bound of the people named, with nothing counted after it.
    const isPeopleBound = !!tokens[index - 1] && /^(?:under|below|over|above|between|older|younger|upto)$/u.test(tokens[index - 1]!.word) && /^(?:people|persons|anyone|those|candidates?|applicants?|staff|workers?|employees?|individuals?)$/u.test(tokens[index - 2]?.word ?? '') && (!after || !UNIT.test(after.word)) && !EXPERIENCE.test(text.slice(token.end, token.end + 40)) && number <= 70;
    // (Decision 201: "under-25 graduates": a bound joined to the people it names.)
    const isJoinedBound = !!tokens[index - 1] && /^(?:under|over)$/u.test(tokens[index - 1]!.word) && tokens[index - 1]!.gap.trim() === '-' && /^(?:graduates?|candidates?|applicants?|staff|workers?|employees?|people|persons|talent|hires|professionals)$/u.test(after?.word ?? '');
    const isAge = ageWordAt >= 0 || isOld || isBareBound || isPlusAge || isPeopleBound || isJoinedBound || isBareRange || isNumberWord && demandNear(context, index, false) !== undefined || (hasYearsAfter && hasComparator && !EXPERIENCE.test(clause));
    if (!isAge) return;
    // «أعمار ١٢-١٥», "ages 10–16": a range that starts below working age is the age of children served.
    const lowerInRange = /^\d{1,2}$/u.test(tokens[index - 1]?.word ?? '') && text.slice(tokens[index - 1]!.end, token.start).trim().length <= 3 ? Number(tokens[index - 1]!.word) : NaN;
    if (lowerInRange < 15) return;
    // "the under-17 team", "an under-21 league": a category of a team or a competition, not the applicant.
    if (tokens[index - 1] && /^(?:under|over|u)$/u.test(tokens[index - 1]!.word) && /^-$/u.test(tokens[index - 1]!.gap.trim()) && tokens.slice(index + 1, index + 3).some((other) => SQUAD.test(other.word))) return;
    // "Our 30-year-old company": the age of a thing.
    const oldAt = tokens.findIndex((other, at) => at > index && at <= index + 3 && other.word === 'old');
    // (Decision 206: or a thing named a word later, "a mature 15-year-old Java codebase"; a time ago, «تأسست قبل خمسين عاماً».)
    if (oldAt > 0 && (isLawfulNoun(tokens[oldAt + 1]) || THING.test(tokens[oldAt + 1]?.word ?? '') || THING.test(tokens[oldAt + 2]?.word ?? ''))) return;
    if (/^(?:قبل|founded|established)$/u.test(tokens[index - 1]?.word ?? '') || tokens.slice(index + 1, index + 3).some((other) => other.word === 'ago')) return;
    // (Decision 201: not when the number is said old: "25 to 35 yrs old, with experience in …".)
    if (EXPERIENCE.test(text.slice(token.end, token.end + 30)) && ageWordAt < 0 && !isOld) return;
    const birth = window.some((other) => /^(?:born|مواليد|ميلاد|birth)$/u.test(other.stem));
    if (birth) return;
    const ageWordIndex = ageWordAt >= 0 ? Math.max(0, index - 5) + ageWordAt : index;
    // (Decision 206: "students aged 18 to 22 only": the people restricted by "only" after their ages are the applicants.)
    const onlyAfter = tokens.slice(index + 1, index + 3).some((other) => /^(?:only|فقط|حصرا)$/u.test(other.word));
    if (!isJoinedBound && !onlyAfter && servedBefore(Math.min(ageWordIndex, index))) return;
    // The legal working age: 18 alone, as a lower bound.
    const isRange = /^\d{2}$/u.test(tokens[index + 1]?.word ?? '') || /^\d{2}$/u.test(tokens[index - 1]?.word ?? '') || /^\d{2}$/u.test(tokens[index + 2]?.word ?? '') && /^(?:to|and|الي|حتي|و)$/u.test(tokens[index + 1]?.word ?? '');
    if (number === 18 && !isRange) return;
    if (number === 18 && isRange) {
      const upper = Number(tokens[index + 1]?.word ?? tokens[index + 2]?.word);
      if (!(upper > 18)) return;
    }
    if (number > 18 && !isRange && LOWER_BOUND.test(text.slice(Math.max(0, token.start - 25), token.end + 25)) && number <= 21 && !/(?:under|below|less|اقل|دون|لا\s+يزيد|لا\s+يتجاوز)/u.test(text)) return;
    const start = Math.min(tokens[ageWordIndex]!.start, tokens[Math.max(0, index - 1)]!.start, token.start);
    const endToken = tokens[index + 1] && (/^\d{2}$/u.test(tokens[index + 1]!.word) || YEARS.test(tokens[index + 1]!.word)) ? tokens[index + 1]! : token;
    found.push({ start, end: endToken.end });
  });
  const range = YEARS_RANGE.exec(text);
  if (range && !EXPERIENCE.test(text) && !found.length) found.push({ start: range.index + range[0].indexOf(range[1]!), end: range.index + range[0].length });
  for (const match of text.matchAll(/(?:^|[^\p{L}])(?:ل(?=م))?((?:born|مواليد|من\s+مواليد)\s+(?:(?:after|before|in|between|from|عام|سنه|بعد|قبل|من)\s+)?(?:(?:19|20|14)\d{2}|(?:ال)?(?:الفين|الالفين|التسعينات|الثمانينات|السبعينات|تسعينات|ثمانينات)))/gu)) {
    found.push({ start: match.index + match[0].indexOf(match[1]!), end: match.index + match[0].length });
  }
  for (const match of text.matchAll(/(?<![\p{L}])(?:(?:و|ل|لل|ب)(?=[\u0600-\u06FF]))?((?:ال)?(?:صغير|صغيره|صغار|صغيري|حديث|حديثه|حديثي|حديثات|كبير|كبيره|كبار|كبيري|اصغر|اكبر)ا?\s+(?:في\s+|ب)?(?:ال)?(?:سن|سنا)|in\s+(?:their|his|her|your)\s+(?:(?:early|mid|late)[\s-]+)?(?:20s|30s|40s|twenties|thirties|forties)|(?:start|beginning)\s+of\s+(?:their|his|her|your)\s+(?:adult\s+)?(?:life|lives)|(?:ال)?(?:اعمار|عمر|سن)\s+(?:ال)?(?:صغيره|صغير|صغار)|under\s+(?:thirty|forty|twenty|fifty)|(?:age|aged)\s+(?:twenty|thirty|forty)|(?:young|fresh)\s+blood|دماء\s+شابه|fresh\s+young|digital[\s-]+natives?(?!\s+(?:brands?|compan\p{L}*|businesses|platforms?|products?|startups?))|youthful\s+(?:energy|look|looks|attitude|spirit|appearance|image|vibe|team)|gen(?:eration)?[\s-]?z|جيل\s+(?:ال)?(?:زد|z|طيبين)|من\s+(?:ال)?جيل\s+(?:ال)?(?:جديد|شباب|الالفيه|التسعينات|الثمانينات|السبعينات))(?=$|[^\p{L}])/gu)) {
    // (Decision 236: "digital-native" hyphenated too.)
    const phraseStart = match.index + match[0].indexOf(match[1]!);
    const at = tokens.findIndex((token) => token.start >= phraseStart);
    // Older, Gen Z: with a demand, and not the people served («رعاية كبار السن», "marketing to Gen Z").
    // («معلمة لصغار السن»: for the young is whom the work serves; «الأولوية لصغار السن» gives them the job.)
    // («المنتجات المخصصة لكبار السن»: set aside, with the article, describes the thing before it.)
    if (/ل$/u.test(match[0].slice(0, match[0].indexOf(match[1]!))) && !/(?:اولويه|افضليه|يفضل|نفضل|تفضل|(?<![\p{L}])(?:مخصص\p{L}*|مقتصر\p{L}*|وظايف|وظيفه|الوظيفه|شواغر|فرص\s+عمل))\s*$/u.test(text.slice(0, match.index))) continue;
    // ("Role best suited for Gen Z candidates": the people named after it are the applicants.)
    const applicantsAfter = /^\s*(?:candidates?|applicants?|hires|talent|staff|employees|workers)(?=$|[^\p{L}])/u.test(text.slice(match.index + match[0].length));
    if (/^(?:ال)?(?:كبير|كبار|اكبر|اعمار|عمر|سن)|^gen/u.test(match[1]!) && (!demandNear(context, at, false) || (/(?:رعايه|خدمه|مع|دار|care|caring|to|for|audiences?)\s*$/u.test(text.slice(0, phraseStart)) && !applicantsAfter))) continue;
    found.push({ start: phraseStart, end: match.index + match[0].length });
  }
  if (/\d{4}|graduat|خريج|دفعات/u.test(text)) for (const match of text.matchAll(COHORT)) found.push({ start: match.index + match[0].indexOf(match[1]!), end: match.index + match[0].length });
  return found;
}
