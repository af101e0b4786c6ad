
import type { TJobSearchMeta } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { PlainAlert } from '../../components/plain.tsx';
import { searchHref, type TSearchParam } from './search-params.ts';
import { PlainLink } from '../../components/plain-link.tsx';
import { withPrefix } from '../../lib/locale-path.ts';
import { buttonLook } from '../../components/plain.tsx';

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
): { showing: string; work: string | null; approximate: string | null; exact: string; operators?: string } | null {
  if (meta.exact || meta.interpreted_as === null || !typed) return null;
  const place = meta.city?.name ?? meta.region;
  const words = meta.interpreted_as ? `«${meta.interpreted_as}»` : '';
  // The job type and work place the words named (decision 080), with the place: "Part time, Riyadh".
  const terms = [meta.job_type ? t(`enum.job_type.${meta.job_type}`) : null, meta.work_place ? t(`enum.work_place.${meta.work_place}`) : null].filter((label) => label !== null);
  // A workplace or kind of work read as its occupations (decision 108): "Jobs in healthcare: nurses, doctors…".
  const work = meta.work ? t('search.reading.work', { work: meta.work }) : null;
  const operators = operatorsNote(meta.operators, t);
  return {
    showing: showingOf(words, place, terms, t),
    work,
    approximate: meta.approximate && found ? t('search.reading.approximate') : null,
    exact: t('search.reading.exact', { typed }),
    ...(operators ? { operators } : {}),
  };
}

/** Boolean words (decision 136): that the words were read with their operators, or were malformed and searched plainly. */
function operatorsNote(operators: TJobSearchMeta['operators'], t: TTranslate): string | null {
  if (operators === 'read') return t('search.reading.operators');
  return operators === 'malformed' ? t('search.reading.malformed') : null;
}

/** What the level read from the words says (decision 109): "No experience", "Up to 2 years of experience", "Senior titles first". */
export function levelLabel(level: NonNullable<TJobSearchMeta['level']>, t: TTranslate): string {
  if (level.experience === 0) return t('search.reading.levelNone');
  if (level.experience !== null) return t('search.reading.levelYears', { count: level.experience });
  return t('search.reading.levelSenior');
}

/**
 * The employer and the level the words named (decision 109): the company linked to its page, and each removable (the
 * same search with the words without its own).
 */
function ReadFilters({ meta, params, path }: { meta: TJobSearchMeta; params: Partial<Record<TSearchParam, string>>; path: string }) {
  const { t, prefix } = useI18n();
  const { employer, level } = meta;
  if (meta.exact || (!employer && !level)) return null;
  const chip = buttonLook({ size: 'compact-sm', variant: 'light', radius: 'xl' });
  return (
    <ul className="search-row search-chips search-reading__filters">
      {employer && (
        <li data-testid="reading-employer">
          <span className="plain-text-sm">
            {t('search.reading.employer')}{' '}
            <PlainLink className="plain-link" to={withPrefix(prefix, `/company-profile/${employer.id}`)} data-testid="reading-employer-link">
              {employer.name}
            </PlainLink>
          </span>{' '}
          <PlainLink to={searchHref(path, params, { q: employer.without || undefined })} {...chip} aria-label={t('search.filters.remove', { filter: employer.name })} preventScrollReset data-testid="reading-employer-remove">
            {t('search.reading.everyEmployer')}
            <span aria-hidden="true">×</span>
          </PlainLink>
        </li>
      )}
      {level && (
        <li>
          <PlainLink to={searchHref(path, params, { q: level.without || undefined })} {...chip} aria-label={t('search.filters.remove', { filter: levelLabel(level, t) })} preventScrollReset data-testid="reading-level">
            {levelLabel(level, t)}
            <span aria-hidden="true">×</span>
          </PlainLink>
        </li>
      )}
    </ul>
  );
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
      {reading.operators && (
        <p className="plain-text-sm" data-testid="search-reading-operators" data-operators={meta.operators}>
          {reading.operators}
        </p>
      )}
      <ReadFilters meta={meta} params={params} path={path} />
      <PlainLink className="plain-link plain-text-sm" to={searchHref(path, params, { exact: '1' })} data-testid="search-exact">
        {reading.exact}
      </PlainLink>
    </PlainAlert>
  );
}
