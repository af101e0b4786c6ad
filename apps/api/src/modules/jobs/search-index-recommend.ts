import { QUALIFICATION_TYPES, WORK_PLACES } from '@tawzeef/contract';
import type { TMatchJob } from './match-job.ts';
import type { TSlotSet } from '../search-engine/slot-sets.ts';
import { AT_CITY, AT_DEADLINE, AT_EXPERIENCE, AT_MAJOR, AT_QUALIFICATION, AT_WORK_PLACE, FACTS, WORK_PLACE_CODE, type JobColumns } from './search-index-columns.ts';

/**
 * A listed job as recommendations read it from the index (decision 139): what the match score decides on except its
 * texts (read from PostgreSQL for the few that rank first), its company and its occupations.
 */
export interface TRecommendable {
  id: number;
  companyId: number;
  occupationIds: number[];
  /** What the match score reads of the job, `texts` empty: the skills criterion is decided once the texts are read. */
  match: TMatchJob;
}

const REMOTE = WORK_PLACE_CODE.get('remote')!;

/** Slot `slot` as recommendations read it. */
function recommendableOf(columns: JobColumns, slot: number): TRecommendable {
  const { facts } = columns;
  const at = slot * FACTS;
  const occupationIds: number[] = [];
  for (let i = columns.occupationStart[slot]!; i < columns.occupationStart[slot + 1]!; i += 1) occupationIds.push(columns.occupationIds.data[i]!);
  const number = (value: number) => (Number.isNaN(value) ? null : value);
  return {
    id: columns.jobId[slot]!,
    companyId: columns.companyOf[slot]!,
    occupationIds,
    match: {
      title: columns.titles[slot]!,
      texts: [],
      major_id: facts[at + AT_MAJOR] || null,
      city_id: facts[at + AT_CITY] || null,
      work_place: WORK_PLACES[facts[at + AT_WORK_PLACE]! - 1] ?? 'on_site',
      experience_years: facts[at + AT_EXPERIENCE]! < 0 ? null : facts[at + AT_EXPERIENCE]!,
      qualification_type: QUALIFICATION_TYPES[facts[at + AT_QUALIFICATION]! - 1] ?? null,
      salary_from: number(columns.salaryFrom[slot]!),
      salary_to: number(columns.salaryTo[slot]!),
    },
  };
}

/**
 * The newest `limit` slots of `set` that are open on `today` (alive, deadline not passed: `open`) and in city
 * `cityId` or remote (any place when `cityId` is null), newest first (the base's slots are in date order, the tail's
 * after them), leaving out the jobs of `skip`.
 */
export function recommendableSlots(columns: JobColumns, set: TSlotSet, open: Uint32Array, cityId: number | null, skip: ReadonlySet<number>, limit: number, today: number): TRecommendable[] {
  const found: TRecommendable[] = [];
  const { facts, jobId } = columns;
  const fits = (slot: number) => {
    if (!((open[slot >>> 5]! >>> (slot & 31)) & 1) || facts[slot * FACTS + AT_DEADLINE]! < today) return false;
    if (cityId !== null && facts[slot * FACTS + AT_CITY] !== cityId && facts[slot * FACTS + AT_WORK_PLACE] !== REMOTE) return false;
    return !skip.has(jobId[slot]!);
  };
  if (set.list) {
    for (let i = set.list.length - 1; i >= 0 && found.length < limit; i -= 1) if (fits(set.list[i]!)) found.push(recommendableOf(columns, set.list[i]!));
    return found;
  }
  const { bits } = set;
  for (let word = bits.length - 1; word >= 0 && found.length < limit; word -= 1) {
    let value = bits[word]!;
    while (value !== 0 && found.length < limit) {
      const bit = 31 - Math.clz32(value);
      value &= ~(1 << bit);
      const slot = word * 32 + bit;
      if (fits(slot)) found.push(recommendableOf(columns, slot));
    }
  }
  return found;
}
