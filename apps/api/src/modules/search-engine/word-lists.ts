import { keyOf, tokensOf } from './normalize.ts';

/** The engine's fixed word lists (decision 023): noise words, "or", other spellings of places, words that are no place. */

/** Words that say nothing about the job: dropped from a search (wanted, jobs, vacancy, in, for ...). */
export const NOISE_WORDS = new Set(
  [
    'وظائف', 'وظيفة', 'وظيفه', 'وظايف', 'مطلوب', 'مطلوبة', 'مطلوبه', 'مطلوبين', 'فرصة', 'فرص', 'عمل', 'شاغر', 'شاغرة', 'شواغر',
    'في', 'فى', 'ب', 'من', 'الى', 'إلى', 'على', 'مدينة', 'مدينه', 'منطقة', 'منطقه', 'بمدينة', 'بمدينه', 'ابحث', 'عن', 'لدى', 'توظيف فوري',
    'job', 'jobs', 'vacancy', 'vacancies', 'opening', 'openings', 'position', 'positions', 'career', 'careers', 'hiring', 'wanted', 'needed',
    'work', 'in', 'at', 'for', 'near', 'the', 'a', 'an', 'city', 'of', 'ksa', 'saudi', 'arabia', 'السعودية', 'السعوديه', 'المملكة', 'المملكه',
  ].map((word) => tokensOf(word).join(' ')),
);

/** Words joining alternatives: "engineer or analyst". */
export const OR_WORDS = new Set(['or', 'او', 'أو'].map((word) => tokensOf(word)[0]!));

/** Other spellings of cities and regions, by the English name in the lookup table. */
export const PLACE_ALIASES: Record<string, string[]> = {
  Riyadh: ['riyad', 'ar riyadh', 'al riyadh', 'alriyadh', 'ryadh', 'رياض العاصمة'],
  Jeddah: ['jiddah', 'jedda', 'jidda', 'jeda', 'jadda', 'جده', 'جدة', 'jedah'],
  Makkah: ['mecca', 'makka', 'mekka', 'makkah al mukarramah', 'مكة', 'مكه', 'mekkah'],
  Madinah: ['medina', 'madina', 'al madinah', 'almadinah', 'medinah', 'المدينه المنوره', 'المدينة', 'madinah al munawwarah'],
  Dammam: ['damam', 'al dammam', 'ad dammam', 'dammam city'],
  'Al Khobar': ['khobar', 'alkhobar', 'al khubar', 'khubar', 'al-khobar'],
  Dhahran: ['dhahran', 'zahran', 'الظهران'],
  'Al Ahsa': ['ahsa', 'alahsa', 'al hasa', 'hofuf', 'al hofuf', 'الهفوف', 'الاحساء', 'الحسا'],
  'Al Jubail': ['jubail', 'jubayl', 'الجبيل الصناعية'],
  Taif: ['taef', 'at taif', 'al taif'],
  Tabuk: ['tabouk', 'tabuk city'],
  Buraydah: ['buraidah', 'buraida', 'qassim', 'القصيم'],
  Abha: ['abha city'],
  'Khamis Mushait': ['khamis mushayt', 'khamis'],
  Hail: ['hayil', 'ha il'],
  Jazan: ['jizan', 'gizan', 'جيزان'],
  Najran: ['nejran'],
  Yanbu: ['yenbo', 'yanbu al bahr'],
  'Al Kharj': ['kharj'],
  'Al Qatif': ['qatif'],
  'Hafar Al Batin': ['hafr al batin', 'hafar albatin', 'حفر الباطن'],
  Sakaka: ['skaka'],
  Arar: ['arar city'],
};

/** City names that are also everyday words («حقل» field, «بدر» a first name, «الوجه» the face): never taken as places. */
export const NOT_PLACES = new Set(['حقل', 'بدر', 'الوجه', 'وجه', 'الغزاله', 'الشنان', 'العلا', 'قلوه', 'الليث', 'ليث', 'املج', 'بقعاء', 'المذنب', 'الرس', 'تيماء', 'ضباء', 'خيبر', 'الحناكيه', 'فرسان', 'المندق'].map((word) => tokensOf(word).join(' ')));

/** Field aliases: "it" is a stop word to the English stemmer, but a field to a job seeker. */
export const FIELD_ALIASES: Record<string, string> = { it: 'information technology', ict: 'information technology', tech: 'information technology' };

/**
 * Words that say how or where the work is done (decision 080): read as the job type or work place filter, as a place
 * is read as the city filter, rather than as words the job's text must hold ("part time" found 107 jobs whose texts
 * mention it, of thousands that are part time). "Contract" is not among them (a contracts specialist). Internship words
 * ("intern", "trainee", «تدريب تعاوني», «متدرب») mean the internship job type (decision 088, amends 080: they were the
 * intern occupation's forms); so do «تدريب» and "training" alone (decision 168, TRAINING_WORDS).
 */
/**
 * Training words (decision 168, amends 088): on their own in a job search they mean the internship job type —
 * internships and training programmes — read before the trainer's occupation, whose forms they also are, so that an
 * ad that merely offers training is never found by them. With other words ("nurse training") and within a longer
 * phrase ("training coordinator", «منسق تدريب») they are read as before.
 */
const TRAINING_WORDS = ['training', 'trainings', 'training opportunities', 'تدريب', 'التدريب', 'تدريبات', 'فرص تدريب', 'فرص تدريبية', 'فرصة تدريب', 'فرصة تدريبية'];
export const TRAINING_KEYS = new Set(TRAINING_WORDS.map((word) => tokensOf(word).map(keyOf).join(' ')));

export type TTermJobType = 'full_time' | 'part_time' | 'temporary' | 'internship';
export type TTermWorkPlace = 'remote' | 'hybrid';
export const TERM_PHRASES: ReadonlyArray<{ text: string; job_type?: TTermJobType; work_place?: TTermWorkPlace }> = [
  ...['full time', 'fulltime', 'دوام كامل', 'بدوام كامل', 'دوام كلي'].map((text) => ({ text, job_type: 'full_time' as const })),
  ...['part time', 'parttime', 'دوام جزئي', 'بدوام جزئي', 'دوام جزئى', 'بارت تايم'].map((text) => ({ text, job_type: 'part_time' as const })),
  ...['temporary', 'مؤقت', 'مؤقتة', 'دوام مؤقت', 'عقد مؤقت'].map((text) => ({ text, job_type: 'temporary' as const })),
  ...[
    'internship', 'internships', 'intern', 'interns', 'trainee', 'trainees', 'graduate trainee', 'coop', 'co op', 'co-op', 'cooperative training', 'summer training',
    'summer internship', 'graduate programme', 'graduate program', 'graduate development program', 'training program', 'training programme',
    'تدريب تعاوني', 'التدريب التعاوني', 'متدرب', 'متدربة', 'متدربين', 'متدربات', 'تدريب صيفي', 'التدريب الصيفي', 'تمهير', 'برنامج تمهير', 'برنامج تدريب',
    'برنامج تدريبي', 'برامج تدريبية', 'برنامج حديثي التخرج', 'برنامج الخريجين', 'تدريب منتهي بالتوظيف', 'انترن', 'انترنشيب',
    ...TRAINING_WORDS,
  ].map((text) => ({ text, job_type: 'internship' as const })),
  ...['remote', 'remotely', 'work from home', 'from home', 'wfh', 'عن بعد', 'عن بُعد', 'من المنزل', 'العمل من المنزل', 'عمل من المنزل', 'عمل عن بعد'].map((text) => ({ text, work_place: 'remote' as const })),
  ...['hybrid', 'هجين', 'عمل هجين', 'دوام هجين'].map((text) => ({ text, work_place: 'hybrid' as const })),
];

/**
 * Words too common in job texts to find a job by its text (decision 088): where they are not the internship type (candidate
 * search, decision 168), «تدريب» ("training") alone finds the training occupations (their titles), never every text that mentions training.
 */
export const TITLE_ONLY_PHRASES = new Set(['تدريب', 'training'].map((word) => tokensOf(word).map(keyOf).join(' ')));
