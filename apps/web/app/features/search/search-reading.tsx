
import type { TJobSearchMeta } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { PlainAlert } from '../../components/plain.tsx';
import { searchHref, type TSearchParam } from './search-params.ts';
import { PlainLink } from '../../components/plain-link.tsx';

type TTranslate = ReturnType<typeof useI18n>['t'];

/** "Showing results for …": the words used, with the job type, work place and place the words named. */
function showingOf(words: string, place: string | null, terms: string[], t: TTranslate): string {
  if (terms.length) {
    const filters = [...terms, ...(place ? [place] : [])].join(t('search.reading.separator'));
    return words ? t('search.reading.showingWith', { words, filters }) : t('search.reading.jobsWith', { filters });
  }
  // Only noise words ("jobs", «وظائف»): every job, never "Showing jobs in" with no place.
  if (!words) return place ? t('search.reading.jobsIn', { place }) : t('search.reading.all');
  return place ? t('search.reading.showingIn', { words, place }) : t('search.reading.showing', { words });
}

/**
 * What the reading says, in the reader's language; null when the words were searched as typed. `found`: the search
 * found jobs (no "closest results" above an empty list).
 */
export function readingOf(
  meta: TJobSearchMeta,
  typed: string | undefined,
  t: TTranslate,
  found: boolean,
): { showing: string; work: string | null; approximate: string | null; exact: string } | null {
  if (meta.exact || meta.interpreted_as === null || !typed) return null;
  const place = meta.city?.name ?? meta.region;
  const words = meta.interpreted_as ? `«${meta.interpreted_as}»` : '';
  // The job type and work place the words named (decision 080), with the place: "Part time, Riyadh".
  const terms = [meta.job_type ? t(`enum.job_type.${meta.job_type}`) : null, meta.work_place ? t(`enum.work_place.${meta.work_place}`) : null].filter((label) => label !== null);
  // A workplace or kind of work read as its occupations (decision 108): "Jobs in healthcare: nurses, doctors…".
  const work = meta.work ? t('search.reading.work', { work: meta.work }) : null;
  return { showing: showingOf(words, place, terms, t), work, approximate: meta.approximate && found ? t('search.reading.approximate') : null, exact: t('search.reading.exact', { typed }) };
}

/**
 * How the search read the words (decision 023): "Showing results for …" with the words used and the place
 * recognised, and a link that searches exactly what was typed (`exact=1`). Nothing when the words were read as typed.
 */
export function SearchReading({ meta, params, path, found }: { meta: TJobSearchMeta; params: Partial<Record<TSearchParam, string>>; path: string; found: boolean }) {
  const { t } = useI18n();
  const reading = readingOf(meta, params.q, t, found);
  if (!reading) return null;
  return (
    <PlainAlert color={reading.approximate ? 'yellow' : 'blue'} className="search-reading" data-testid="search-reading" data-approximate={reading.approximate !== null}>
      <p className="plain-text-sm search-reading__showing">{reading.showing}</p>
      {reading.work && (
        <p className="plain-text-sm" data-testid="search-reading-work">
          {reading.work}
        </p>
      )}
      {reading.approximate && <p className="plain-text-sm">{reading.approximate}</p>}
      <PlainLink className="plain-link plain-text-sm" to={searchHref(path, params, { exact: '1' })} data-testid="search-exact">
        {reading.exact}
      </PlainLink>
    </PlainAlert>
  );
}
