import { describe, expect, it } from 'vitest';
import { occupationSeeds } from '../../db/seed/occupation-data.ts';
import { relatedOccupations } from './related.ts';

/**
 * The occupations near each one (decision 077), read from the seeded vocabulary: the same sector, a shared major, and
 * the word of their names that says what the work is about.
 */
describe('related occupations', () => {
  const ids = new Map<string, number>();
  const sectors = new Map<string, number>();
  const majors = new Map<string, number>();
  const idOf = (map: Map<string, number>, slug: string) => map.get(slug) ?? map.set(slug, map.size + 1).get(slug)!;
  const rows = occupationSeeds.map((seed) => ({
    id: idOf(ids, seed.slug),
    name_ar: seed.forms_ar[0]!,
    name_en: seed.forms_en[0]!,
    sector_id: idOf(sectors, seed.sector),
    major_ids: seed.majors.map((major) => idOf(majors, major)),
  }));
  const related = relatedOccupations(rows);
  const slugs = new Map([...ids].map(([slug, id]) => [id, slug]));
  const near = (slug: string) => (related.get(ids.get(slug)!) ?? []).map((id) => slugs.get(id)).sort();

  it('relates ranks and sides of the same work, both ways', () => {
    expect(near('sales-manager')).toEqual(['sales-representative']);
    expect(near('sales-representative')).toEqual(['sales-manager']);
    expect(near('finance-manager')).toEqual(['financial-analyst']);
    expect(near('data-scientist')).toContain('data-analyst');
    expect(near('electrician')).toContain('electrical-engineer');
    for (const [id, others] of related) for (const other of others) expect(related.get(other), `${slugs.get(id)} ~ ${slugs.get(other)}`).toContain(id);
  });

  it('relates nothing by a generic head alone, across sectors, or to an occupation of one word', () => {
    // «مدير فرع» and «مدير مبيعات» share only «مدير».
    expect(near('sales-manager')).not.toContain('store-manager');
    // "Security": a guard's and a cybersecurity analyst's, in two sectors.
    expect(near('security-guard')).toEqual([]);
    expect(near('cybersecurity-analyst')).not.toContain('security-guard');
    // A name of one word has no word beside its head.
    expect(near('accountant')).toEqual([]);
    expect(near('pilot')).toEqual([]);
  });
});
