// The screening collection's figures (decisions 083, 156): per class, the share of discriminatory and fraudulent
// phrasings held for their class and of lawful ones passed, on the part the screen was tuned on and on the held-out
// part written by someone who saw neither the screen nor the tune part (screening-held-out.json; its targets are
// asserted once it has items). Reproduce: npx vitest run --project api apps/api/src/modules/moderation/screening-collection.test.ts
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCREEN_CATEGORIES, SCREENED_FIELDS, type TScreenCategory } from '@tawzeef/contract';
import { compileRules, screenText } from './screen.ts';
import { screeningCollection, type TScreeningPhrasing } from './screening-collection.ts';
import { SCREEN_READING_CEILING_MS } from '../../test/ceilings.ts';

/** The built-in reading alone: decision 161 retired the seeded list (an empty table; administrators add their own). */
const { compiled: rules } = compileRules([]);

/** The held-out part, as its writer hands it over: {text, categories, field, near?}. */
export function loadHeldOut(file = './screening-held-out.json'): TScreeningPhrasing[] {
  const items = JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as Array<Omit<TScreeningPhrasing, 'part'>>;
  return items.map((item) => {
    expect(SCREENED_FIELDS, item.text).toContain(item.field);
    for (const category of item.categories) expect(SCREEN_CATEGORIES, item.text).toContain(category);
    return { ...item, part: 'held_out' as const };
  });
}

/**
 * Tune phrasings the screen still gets wrong (decision 173; moved from screen.test.ts by decision 234): «أن تكون» is
 * both "she be" and "you be", so the reading does not take it for a woman asked for; a feminine job word in a
 * requirement with no demand around it ("… hostess for events") is read as experience, not as asked for.
 */
const KNOWN_MISSES: string[] = [
  'يفضل أن تكون من أصول شامية لإتقان المطبخ',
  'Weight: أقل من ٧٥ كجم – Cabin crew style hostess for events',
  // Decision 192: each holds its other classes; what is not read, and why. ("Presentable" beside other attributes the
  // reading holds is read since decision 236.)
  // A photo alone is not read as a look (a full-length one is): the age and the sex are held.
  'Please state your age and attach a recent photo.',
  'we r hiring girls 4 reception, age 20-26, pls send pic + whatsapp only',
  // "housemaid" asks for a woman in a title or beside a demand; in a list of attributes it is not read.
  'Sri Lankan housemaid, age 25–40, Muslim',
  // «3arabi» and «hindi» also name languages: read only beside a class noun; the age is held.
  'Ana abi wa7ed 3arabi, mo hindi, w 3omra ta7t el 30',
  // Decision 196, by 192's reasons (each holds its other classes): a photo alone.
  'Young Arab Female Receptionist – Photo Required',
  // Decision 200, by 192's reasons (each holds its other classes): a photo alone (a clear one of the face is the
  // photo of a CV).
  'ارفق صورة شخصية واضحة للوجه',
  'مطلوب بنات للعمل كاشير في مول، العمر أقل من ٣٠، ارسلي صورتك على الواتس الخاص فقط',
  'Please send: CV, photo, passport copy and the 100 SAR registration fee via STC Pay.',
  'Must be Muslim and from a known family; a photo is required.',
  // Decision 201: a photo of the face alone (192's reason); a woman's job for women served, the female visitors, is
  // lawful (decision 083), though the writer marked the sex.
  'ersel sora lwajhak',
  'تقوم الموظفة بالرد على الاتصالات واستقبال المراجعات وتنظيم المواعيد',
  // Decision 206: a housemaid heading a text whose restriction is past a dash, or named in a fraud (each holds its other
  // classes). (People of a region sought, «من أبناء المنطقة الجنوبية فقط», are held since decision 238, with «فقط».)
  'Housemaids for KSA – Sri Lankan only, Muslim preferred.',
  'Housemaid – Buddhist or Christian, no Muslim please.',
  // Decision 208: a photo alone (192's reason); Urdu words in letters Arabic does not write («پاکستانی») are not read
  // (each holds its other classes). (A title «محاسبة» alone or before a dash, a women's centre's widows and a housemaid's
  // registration fee read as marked since decisions 236 and 238: the list's staleness check took them out.)
  'Upload a photo and your passport copy, and pay the SAR 99 screening fee.',
  'ڈرائیور کی ضرورت ہے، صرف پاکستانی، عمر 30 سال سے کم',
  'Expat ladies under 30 with Western passports preferred; send a photo.',
  // Decision 211: the sixteenth writer's phrasings the reading does not read, each holding its other classes where it
  // has them: a sex implied by grammar alone («أن تكون», «الشباب», «Muslimah»), a status by a place served (a women's
  // centre), measures in brackets after a title, a turban or a niqab named as a rule of dress, a pregnancy
  // without a woman's word; a mule's title without its where, an approval named without a demand; and lawful
  // texts still held: clients named with a sex, a form that asks the sex for statistics, a doula's care of births.
  // (Decision 236 lets the campers' and participants' ages, a nationality and an ID asked after the offer, a residence
  // rule for expatriates and the languages beside a nationality pass.)
  'Are you comfortable serving a female-only clientele (عميلات فقط) at our spa? Yes / No',
  'Gender (optional): Prefer not to say / Male / Female – used only for anonymous diversity statistics, never for selection',
  'فرصة ذهبية للشباب الصغار بالسن للعمل بمقهى، بدون خبرة',
  'حلاق مسلم فقط للعمل في صالون رجالي بالرياض',
  'Working hours in Ramadan 10am–4pm; applicants must be صائمين during Ramadan to be hired.',
  'Sikh candidates will not be considered due to our no-turban policy.',
  'Desc: موظفة استقبال لمركز لياقة. Muslimah, wears hijab for religious reasons.',
  'يفضل أن تكون بدون أطفال لطبيعة الدوام',
  'Emergency contact name and relationship (e.g., parent, spouse, friend)',
  'Hostess (min. 165 cm, max. 55 kg)',
  'يمنع ارتداء النقاب أو الحجاب لموظفات الاستقبال',
  'Promoter girls with model looks – hourly pay',
  'هل ترضعين طفلاً حالياً؟',
  'We prefer candidates who are not newly married, as they may become pregnant soon.',
  'المزايا: لا يوجد إجازة وضع، والموظفة التي تحمل تعتبر مستقيلة',
  'Doula & Birth Coach – مرافقة ولادة',
  'Sales girls from Eastern Europe – Ukrainian/Russian pref.',
  'Payment Processing Agent – استلام وتحويل مبالغ',
  'A Nafath approval request will be sent to your phone – approve it so we can register you.',
  // Decision 216: a hairdresser in the feminine for a women's salon (a women's salon makes the feminine its grammar,
  // decision 032); colour vision, which many trades need; a welcome in Arabizi that names the pregnant.
  'مطلوب كوافيرة شاطرة لصالون نسائي في حي الروضة',
  'Normal colour vision required for our HR coordinator',
  '7amel? ahlan feeki, 3andna ghorfat ra7a w egazet omooma',
  // Decision 217: a sex or a nationality in Hindustani beside another; a trainer for a women's gym (its grammar); a
  // wife or a miscarriage asked in a question; a nanny's pregnancy given a reason; a company's money passed on;
  // services to the pregnant and nursing; a single-status post open to all; an OB/GYN nurse. (Decision 236 lets the
  // fees the company pays pass.)
  'Driver chahiye — sirf Pakistani mard, Urdu bolne wala, Jeddah Al Safa area. Salary 2200 + room.',
  'مطلوب مدرّبة لياقة للنادي النسائي — حي الملقا',
  'Is your wife working? If yes, where?',
  'Single-status position (no family accommodation on site). Employees of any marital status may apply.',
  'عيادة تجميل تبحث عن موظفة استقبال بلا ندوب أو تشوهات ظاهرة',
  'هل سبق أن أجهضتِ أو عانيتِ من مضاعفات في الحمل؟',
  'المربية في الحضانة يجب ألا تكون حاملاً، لأن العمل فيه حمل ورفع للأطفال طوال اليوم',
  'متابعة الحوامل في عيادة ما قبل الولادة وإجراء فحوصات السكر والضغط',
  'تثقيف الأمهات المرضعات حول الرضاعة الطبيعية في قسم ما بعد الولادة',
  'مطلوب «مدير مالي» من البيت — مهمتك استلام وتحويل أموال الشركة',
  'OB/GYN Nurse — تمريض نساء وولادة — Private Hospital',
  // Decision 227: a newborn's care refused (read as disability alone); the pregnant offered less, blanked by decision
  // 221's frame of the pregnant reassigned; a kindergarten's feminine title with its ages in brackets; "Saudi women
  // only" for a ladies' branch, held as "women only". (Decision 236 reads the nursing hour asked.)
  'Leave to care for a sick or disabled newborn is not granted under any circumstances.',
  'Candidates who are pregnant will be offered a reduced salary to reflect the expected leave.',
  'معلمة رياض أطفال (أعمار ٣–٦ سنوات) لروضة أهلية',
  "Saudi women only – Saudized receptionist post for our ladies' branch.",
  // Decision 241: a photo alone (192's reason), though applications without one are ignored.
  'Recent photo mandatory; applications without a photo will be ignored.',
];

const categoriesOf = (item: TScreeningPhrasing) => new Set(screenText({ [item.field]: item.text }, rules).map((finding) => finding.category));

interface TClassFigures {
  held: number;
  of: number;
  passed: number;
  lawful: number;
}

/** Held: found for every class it is marked with. Passed: nothing found. Per class: the items marked with it, and the lawful near-misses of it. */
function figures(items: TScreeningPhrasing[]) {
  const results = items.map((item) => ({ item, found: categoriesOf(item) }));
  const isHeld = ({ item, found }: (typeof results)[number]) => item.categories.every((category) => found.has(category));
  const demanding = results.filter(({ item }) => item.categories.length > 0);
  const lawful = results.filter(({ item }) => item.categories.length === 0);
  const perClass = Object.fromEntries(
    SCREEN_CATEGORIES.map((category): [TScreenCategory, TClassFigures] => {
      const marked = demanding.filter(({ item }) => item.categories.includes(category));
      const near = lawful.filter(({ item }) => item.near === category);
      return [category, { held: marked.filter(({ found }) => found.has(category)).length, of: marked.length, passed: near.filter(({ found }) => found.size === 0).length, lawful: near.length }];
    }),
  ) as Record<TScreenCategory, TClassFigures>;
  return {
    held: demanding.filter(isHeld).length,
    of: demanding.length,
    passed: lawful.filter(({ found }) => found.size === 0).length,
    lawful: lawful.length,
    perClass,
    /** Each text read otherwise than marked, as written, with its line for the report. */
    missed: demanding.filter((result) => !isHeld(result)).map(({ item, found }) => ({ text: item.text, line: `${item.text} [${item.field}: ${item.categories.join('+')}; found ${[...found].join('+') || 'nothing'}]` })),
    wronglyHeld: lawful.filter(({ found }) => found.size > 0).map(({ item, found }) => ({ text: item.text, line: `${item.text} [${item.field}: ${[...found].join('+')}]` })),
  };
}

const ratio = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);
const show = (part: number, whole: number) => `${ratio(part, whole).toFixed(3)} (${part}/${whole})`;

/** The texts missed or wrongly held are printed for the tune part only: printed, the held-out part would be tuned on. */
function report(name: string, result: ReturnType<typeof figures>, { texts = true } = {}) {
  const lines = [`screening collection, ${name}: held ${show(result.held, result.of)}, passed ${show(result.passed, result.lawful)}`];
  for (const category of SCREEN_CATEGORIES) {
    const row = result.perClass[category];
    lines.push(`  ${category.padEnd(15)} held ${show(row.held, row.of)}  near-misses passed ${show(row.passed, row.lawful)}`);
  }
  if (texts && result.missed.length) lines.push(`  missed: ${result.missed.map(({ line }) => line).join(' | ')}`);
  if (texts && result.wronglyHeld.length) lines.push(`  wrongly held: ${result.wronglyHeld.map(({ line }) => line).join(' | ')}`);
  console.info(lines.join('\n'));
}

/** Decision 156's targets: 0.95 held and passed overall, 0.9 in every class (held, and its near-misses passed). */
function expectTargets(result: ReturnType<typeof figures>) {
  expect(ratio(result.held, result.of)).toBeGreaterThanOrEqual(0.95);
  expect(ratio(result.passed, result.lawful)).toBeGreaterThanOrEqual(0.95);
  for (const category of SCREEN_CATEGORIES) {
    const row = result.perClass[category];
    expect(ratio(row.held, row.of), `${category} held`).toBeGreaterThanOrEqual(0.9);
    expect(ratio(row.passed, row.lawful), `${category} near-misses passed`).toBeGreaterThanOrEqual(0.9);
  }
}

describe('the screening collection', () => {
  const tune = screeningCollection.filter((item) => item.part === 'tune');

  it('has at least 1,600 tune phrasings, 30 of every class (fraud too) and lawful near-misses of every class, titles among them', () => {
    expect(tune.length).toBeGreaterThanOrEqual(1600);
    for (const category of SCREEN_CATEGORIES) {
      expect(tune.filter((item) => item.categories.includes(category)).length, category).toBeGreaterThanOrEqual(30);
      expect(tune.filter((item) => item.categories.length === 0 && item.near === category).length, category).toBeGreaterThanOrEqual(5);
    }
    expect(tune.filter((item) => item.field === 'title').length).toBeGreaterThanOrEqual(20);
    expect(new Set(tune.map((item) => item.text)).size).toBe(tune.length);
  });

  /** The tune part read once, for its figures and for each of its phrasings (decision 234). */
  let tuneReading: ReturnType<typeof figures> | undefined;
  const readTune = () => (tuneReading ??= figures(tune));

  it('holds at least 99% of the tune part’s discriminatory and fraudulent phrasings and passes 99% of its lawful ones, 90% in every class (decision 161)', () => {
    const result = readTune();
    report('tune', result);
    expectTargets(result);
    expect(ratio(result.held, result.of)).toBeGreaterThanOrEqual(0.99);
    expect(ratio(result.passed, result.lawful)).toBeGreaterThanOrEqual(0.99);
  }, SCREEN_READING_CEILING_MS);

  // Each tune phrasing one by one (decision 234; screen.test.ts asked each as a test of its own, reading the part a second
  // time): held for every class it is marked with, or, lawful, holding nothing, but the known misses.
  it('reads every tune phrasing as marked, one by one, but the known misses (decisions 156 and 234)', () => {
    const known = new Set(KNOWN_MISSES);
    const { missed, wronglyHeld } = readTune();
    const misreadings = [...missed, ...wronglyHeld];
    const unexpected = misreadings.filter(({ text }) => !known.has(text)).map(({ line }) => line);
    expect(unexpected, `${unexpected.length} tune phrasing(s) read otherwise than marked:\n${unexpected.join('\n')}`).toEqual([]);
    // A known miss the reading now reads as marked leaves the list, so the list says what is still wrong.
    const misread = new Set(misreadings.map(({ text }) => text));
    const stale = KNOWN_MISSES.filter((text) => !misread.has(text));
    expect(stale, `${stale.length} known miss(es) now read as marked: take them out of KNOWN_MISSES`).toEqual([]);
    expect(tune.length - KNOWN_MISSES.length).toBeGreaterThanOrEqual(200);
  }, SCREEN_READING_CEILING_MS);

  /**
   * The blind held-out parts, never tuned on, so they cannot be made to pass: each test holds the screen to what it
   * measured last (a change that loses ground fails), and the targets of 0.95 stay open in issue 58.
   * - screening-held-out.json (decision 156): 443 phrasings, 0.791 held and 0.945 passed with 156's reading; 0.898 and
   *   0.949 with 161's (measured 2026-11-27 after the merge).
   * - screening-held-out-2.json (decision 161): 678 phrasings by another blind writer, committed before 161's tuning:
   *   0.809 held and 0.959 passed with 156's reading; 0.898 and 0.959 with 161's.
   * - screening-held-out-3.json (issue 58's third round): 659 phrasings by a third blind writer, committed before the
   *   round's tuning: 0.894 held and 0.901 passed with 161's reading.
   * With 173's reading (measured after the merge): 0.898/0.957, 0.924/0.959 and 0.933/0.923.
   * - screening-held-out-4.json (issue 58's fourth round): 659 phrasings by a fourth blind writer, committed before the
   *   round's tuning: 0.821 held and 0.891 passed with 173's reading.
   * With 177's reading (measured after the merge): 0.904/0.961, 0.935/0.966, 0.938/0.941 and 0.839/0.906.
   * - screening-held-out-5.json and -6.json (decision 181): 763 and 845 phrasings by a fifth and a sixth blind writer,
   *   each committed before it was measured: 0.881/0.975 and 0.862/0.977 with 177's reading and 181's age fix.
   *   The fifth became tune in decision 182 (`screening-tune-extra-4.json`): it is no longer blind, so not measured here.
   * With 182's reading (tuned on the fifth writer): 0.904/0.961, 0.943/0.966, 0.938/0.941, 0.842/0.918 and (-6)
   * 0.877/0.977.
   * With 186's reading (tuned on a further writer, `screening-tune-extra-5.json`): 0.904/0.965, 0.945/0.966,
   * 0.940/0.941, 0.852/0.918 and (-6) 0.882/0.977.
   * With 190's reading (tuned on an eighth writer, `screening-tune-extra-6.json`): 0.925/0.965, 0.953/0.966,
   * 0.943/0.941, 0.860/0.918 and (-6) 0.892/0.977.
   * With 192's reading (tuned on a ninth writer, `screening-tune-extra-7.json`): 0.925/0.969, 0.956/0.966,
   * 0.946/0.941, 0.865/0.918 and (-6) 0.892/0.981.
   * With 196's reading (tuned on a tenth writer, `screening-tune-extra-8.json`): 0.925/0.969, 0.963/0.969,
   * 0.953/0.941, 0.878/0.921 and (-6) 0.907/0.981.
   * With 200's reading (tuned on an eleventh writer, `screening-tune-extra-9.json`): 0.930/0.969, 0.966/0.969,
   * 0.964/0.945, 0.883/0.921 and (-6) 0.910/0.981.
   * With 201's reading (tuned on a twelfth writer, `screening-tune-extra-10.json`): 0.930/0.973, 0.969/0.969,
   * 0.969/0.945, 0.890/0.925 and (-6) 0.918/0.981.
   * With 205's reading (tuned on a thirteenth writer, `screening-tune-extra-11.json`): 0.930/0.977, 0.971/0.969,
   * 0.972/0.945, 0.890/0.933 and (-6) 0.923/0.981.
   * With 206's reading (tuned on a fourteenth writer, `screening-tune-extra-12.json`): 0.930/0.977, 0.971/0.969,
   * 0.972/0.945, 0.893/0.933 and (-6) 0.927/0.981.
   * With 208's reading (tuned on a fifteenth writer, `screening-tune-extra-13.json`): 0.930/0.977, 0.971/0.973,
   * 0.974/0.945, 0.895/0.933 and (-6) 0.929/0.984.
   * With 211's reading (tuned on a sixteenth writer, `screening-tune-extra-14.json`): 0.936/0.977, 0.971/0.969,
   * 0.974/0.945, 0.901/0.933 and (-6) 0.933/0.984 (one lawful phrasing of the second part more held).
   * With 216's reading (tuned on a seventeenth writer, `screening-tune-extra-15.json`): 0.941/0.980, 0.971/0.969,
   * 0.974/0.945, 0.906/0.936 and (-6) 0.936/0.984.
   * With 217's reading (tuned on an eighteenth writer, `screening-tune-extra-16.json`): 0.941/0.980, 0.974/0.969,
   * 0.974/0.945, 0.911/0.936 and (-6) 0.936/0.984.
   * With 219's reading (a nineteenth writer, `screening-tune-extra-17.json`): 0.941/0.980, 0.974/0.969, 0.974/0.945,
   * 0.916/0.933 and (-6) 0.940/0.987.
   * With 221's reading (a twentieth and a twenty-first writer, `screening-tune-extra-18.json` and `-19.json`):
   * 0.941/0.984, 0.977/0.969, 0.972/0.949, 0.926/0.933 and (-6) 0.944/0.984.
   * With 223's reading (a twenty-third writer, `screening-tune-extra-21.json`): 0.941/0.984, 0.977/0.973, 0.972/0.949,
   * 0.926/0.936 and (-6) 0.951/0.984.
   * With 225's reading (a twenty-fourth writer, `screening-tune-extra-22.json`): 0.936/0.984 (one gendered phrasing of
   * the first part no longer held; its floor 0.94 → 0.93), 0.977/0.976, 0.972/0.949, 0.931/0.940 and (-6) 0.951/0.984.
   * With 227's reading (a twenty-fifth writer, `screening-tune-extra-23.json`): 0.941/0.984 (a pregnancy phrasing more;
   * its floor back to 0.94), 0.977/0.976, 0.972/0.949, 0.936/0.940 (two pregnancy phrasings more) and (-6) 0.951/0.984.
   * With 231's reading (a twenty-sixth writer, `screening-tune-extra-24.json`): 0.941/0.984, 0.977/0.976, 0.972/0.949,
   * 0.939/0.940 (a pregnancy phrasing more; its floor stays 0.93) and (-6) 0.951/0.984.
   * With 233's reading (a twenty-seventh writer, `screening-tune-extra-25.json`): 0.941/0.984, 0.977/0.980 (a
   * nationality near-miss more passed; its floor 0.96 → 0.97), 0.972/0.949, 0.944/0.940 (a pregnancy and a fraud
   * phrasing more; its floor 0.93 → 0.94) and (-6) 0.951/0.984.
   * With 236's reading (a twenty-eighth writer, `screening-tune-extra-26.json`): 0.947/0.984 (an appearance phrasing
   * more), 0.977/0.980, 0.972/0.949, 0.946/0.940 (an age phrasing more) and (-6) 0.953/0.984 (an age phrasing more;
   * its floor 0.94 → 0.95).
   * With 238's reading alone (a twenty-ninth writer, tuned beside 236, `screening-tune-extra-27.json`): 0.941/0.984,
   * 0.979/0.983 (an appearance phrasing more held, a status near-miss more passed; its passed floor 0.97 → 0.98),
   * 0.972/0.949, 0.944/0.948 (a status and a pregnancy near-miss more passed) and (-6) 0.951/0.984.
   * With 236's and 238's readings joined (measured after the merge): 0.947/0.984, 0.979/0.983, 0.972/0.949,
   * 0.946/0.948 and (-6) 0.953/0.984: each gain of the two kept, no figure lower.
   * With 239's reading (a thirtieth writer, `screening-tune-extra-28.json`): 0.947/0.984, 0.979/0.983, 0.972/0.949,
   * 0.949/0.948 (a phrasing more held) and (-6) 0.953/0.987 (a lawful phrasing more passed); no floor can rise.
   * With 241's reading alone (a thirty-first writer, `screening-tune-extra-29.json`; the thirtieth writer's `-28` is
   * tuned beside it): 0.947/0.984, 0.979/0.983, 0.972/0.949, 0.949/0.948 (a religion phrasing more held) and (-6)
   * 0.953/0.987 (a pregnancy near-miss more passed); no floor rises (0.94 and 0.98 are still the values rounded down).
   * With 239's and 241's readings joined (measured after the merge): 0.947/0.984, 0.979/0.983, 0.972/0.949,
   * 0.952/0.948 (each round's phrasing more held: two) and (-6) 0.953/0.987; part 4's held floor rises to 0.95.
   */
  it.each([
    { file: './screening-held-out.json', held: 0.94, passed: 0.98 },
    { file: './screening-held-out-2.json', held: 0.97, passed: 0.98 },
    { file: './screening-held-out-3.json', held: 0.97, passed: 0.94 },
    { file: './screening-held-out-4.json', held: 0.95, passed: 0.94 },
    { file: './screening-held-out-6.json', held: 0.95, passed: 0.98 },
  ])('holds the blind held-out part $file at least as well as it was measured ($held held, $passed passed; the targets of 0.95 are not met)', ({ file, held, passed }) => {
    const heldOut = loadHeldOut(file);
    expect(heldOut.length).toBeGreaterThanOrEqual(250);
    const result = figures(heldOut);
    report(file, result, { texts: false });
    expect(ratio(result.held, result.of)).toBeGreaterThanOrEqual(held);
    expect(ratio(result.passed, result.lawful)).toBeGreaterThanOrEqual(passed);
  }, SCREEN_READING_CEILING_MS);
});
