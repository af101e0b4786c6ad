import { count } from 'drizzle-orm';
import type { TDatabase } from '../client.ts';
import { majors, occupations, sectors } from '../schema/index.ts';
import { occupationSeeds } from './occupation-data.ts';

/** Letters and acronyms as they are written in an English name shown to people ("hr specialist" → "HR specialist"). */
const ACRONYMS = new Set(['hr', 'it', 'hse', 'hvac', 'qa', 'qc', 'ui', 'ux', 'erp', 'sap', 'gp', 'pr', 'ceo', 'cfo', 'cto', 'coo', 'cctv', 'mep', 'gis', 'bi', 'soc', 'sre', 'ai', 'ml', 'crm', 'gro', 'pos', 'ict', 'esl', 'efl', 'sen', 'pe', 'rn', 'er', 'icu', 'o&m', 'f&b', 'fp&a', 'cnc', 'pv', 'l&d', 'ob', 'emt', 'mri', 'cssd', 'ecg', 'qs', 'dba', 'etl']);
export function displayName(form: string): string {
  const words = form.split(/\s+/u).map((word) => (ACRONYMS.has(word.toLowerCase()) ? word.toUpperCase() : word));
  const first = words[0] ?? '';
  return [first.charAt(0).toUpperCase() + first.slice(1), ...words.slice(1)].join(' ').replace(/\bui\/ux\b/iu, 'UI/UX');
}

/** The occupation vocabulary (decision 023), into an empty `occupations` table; true when it was seeded. */
export async function seedOccupations(db: TDatabase): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(occupations);
  if ((row?.n ?? 0) > 0) return false;
  const [sectorRows, majorRows] = await Promise.all([db.select({ id: sectors.id, slug: sectors.slug }).from(sectors), db.select({ id: majors.id, slug: majors.slug }).from(majors)]);
  const sectorOf = new Map(sectorRows.map((sector) => [sector.slug, sector.id]));
  const majorOf = new Map(majorRows.map((major) => [major.slug, major.id]));
  await db.insert(occupations).values(
    occupationSeeds.map((seed, index) => ({
      slug: seed.slug,
      name_ar: seed.forms_ar[0]!,
      name_en: displayName(seed.forms_en[0]!),
      forms_ar: seed.forms_ar,
      forms_en: seed.forms_en,
      spellings: seed.spellings,
      sector_id: sectorOf.get(seed.sector) ?? null,
      major_ids: seed.majors.map((slug) => majorOf.get(slug)).filter((id): id is number => id !== undefined),
      sort_order: index,
    })),
  );
  return true;
}
