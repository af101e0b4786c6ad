import type { TLookupItem } from '@tawzeef/contract';
import { namesMatch } from '../../lib/names-match.ts';

export { foldForMatch } from '../../lib/names-match.ts';

/**
 * The post-job form's occupations (decision 030): grouped by sector in the sectors' order, sorted by name in the
 * reader's language, each also findable by its name in the other language.
 */

export interface TOccupationOption {
  value: string;
  /** The name in the reader's language. */
  label: string;
  /** The name in the other language. */
  other: string;
}

export interface TOccupationGroup {
  group: string;
  items: TOccupationOption[];
}

/** Whether an occupation answers what was typed: every typed word is in its Arabic or English name. */
export function occupationMatches(option: Pick<TOccupationOption, 'label' | 'other'>, typed: string): boolean {
  return namesMatch([option.label, option.other], typed);
}

/** The occupations by sector (sectors in their lookup's order, an unknown or missing sector last as `otherLabel`). */
export function occupationGroups(occupations: readonly TLookupItem[], sectors: readonly TLookupItem[], locale: 'ar' | 'en', otherLabel: string): TOccupationGroup[] {
  const collator = new Intl.Collator(locale);
  const bySector = new Map<number | null, TOccupationOption[]>();
  const known = new Set(sectors.map((sector) => sector.id));
  for (const item of occupations) {
    const sector = item.sector_id != null && known.has(item.sector_id) ? item.sector_id : null;
    const option = { value: String(item.id), label: item.name, other: locale === 'ar' ? item.name_en : item.name_ar };
    bySector.set(sector, [...(bySector.get(sector) ?? []), option]);
  }
  const groups = [...sectors.map((sector) => ({ group: sector.name, id: sector.id as number | null })), { group: otherLabel, id: null }];
  return groups
    .map(({ group, id }) => ({ group, items: (bySector.get(id) ?? []).sort((a, b) => collator.compare(a.label, b.label)) }))
    .filter((group) => group.items.length > 0);
}
