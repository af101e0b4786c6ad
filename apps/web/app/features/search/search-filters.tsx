import { lazy, Suspense } from 'react';
import { JOB_POSTED_WITHIN, JOB_TYPES, NEAR_RADII_KM, NEAR_RADIUS_DEFAULT_KM, QUALIFICATION_TYPES, WORK_PLACES } from '@tawzeef/contract';
import { PlainLink } from '../../components/plain-link.tsx';
import { buttonLook } from '../../components/plain.tsx';
import type { TIdCount } from '../../lib/shown-lists.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useApproach } from '../../lib/use-approach.ts';
import { useI18n, type TTranslate } from '../../i18n/index.ts';
import { withMessages } from '../../i18n/client-messages.ts';
import { formatInteger, formatSar, formatYearCount } from '../../lib/format.ts';
import { countedOptions, countLabel, FiltersPanel, nameIn } from '../../components/filters-panel.tsx';
import { CheckboxField, RadioField, SelectField, TextField } from '../../components/plain.tsx';
import type { TFindJobsPage } from './find-jobs.server.ts';
import { searchHref, type TSearchParam } from './search-params.ts';
import { clearFiltersHref, hasFilters } from './words-place.ts';

/** The browser's position as the place (its own chunk, once the page is live). */
const NearLocate = lazy(withMessages('near-locate', () => import('./near-locate.tsx')));

const EXPERIENCE_CHOICES = ['0', '1', '2', '3', '5', '10'] as const;
/** What an active filter says on its removable chip. */
export function filterLabel(name: TSearchParam, value: string, page: TFindJobsPage, t: TTranslate, locale: 'ar' | 'en'): string {
  switch (name) {
    case 'city_id':
      return nameIn(page.cities, value);
    case 'major_id':
      return nameIn(page.majors, value);
    case 'sector_id':
      return nameIn(page.sectors, value);
    case 'job_type':
      return t(`enum.job_type.${value}` as 'enum.job_type.full_time');
    case 'work_place':
      return t(`enum.work_place.${value}` as 'enum.work_place.remote');
    case 'salary_min':
      return t('search.card.salaryFrom', { amount: formatSar(Number(value), locale) ?? value });
    case 'salary_max':
      return t('search.card.salaryUpTo', { amount: formatSar(Number(value), locale) ?? value });
    case 'experience':
      return t('search.filters.experienceUpTo', { years: formatYearCount(Number(value), locale) });
    case 'qualification':
      return t(`enum.qualification_type.${value}` as 'enum.qualification_type.bachelor');
    case 'posted_within':
      return t(`search.posted.${value}` as 'search.posted.1');
    case 'saudi_only':
      return t('search.card.saudiOnly');
    // The place a search is near (decision 137): one chip, its city or point with the radius.
    case 'near_city':
    case 'near_lat': {
      const km = formatInteger(Number(page.params.radius_km ?? NEAR_RADIUS_DEFAULT_KM), locale) ?? '';
      return t('search.near.chip', { km, place: name === 'near_city' ? nameIn(page.cities, value) : t('search.near.point') });
    }
    default:
      return value;
  }
}

/**
 * "Near me" (decision 137): a city (the seeker's CV city offered first) or the point chosen (on the results' map, or
 * the browser's position when the person allows it), and the radius once a place is chosen. The city and radius are
 * plain fields of the search's GET form: without scripts, the search near a city works as well.
 */
function NearFilter({ page, path }: { page: TFindJobsPage; path: string }) {
  const [near, approach] = useApproach();
  const { t, locale } = useI18n();
  const hydrated = useHydrated();
  const { params } = page;
  const point = params.near_lat !== undefined && params.near_lng !== undefined;
  const placed = point || params.near_city !== undefined;
  const myCity = page.myCityId ? nameIn(page.cities, page.myCityId) : null;
  return (
    <fieldset className="search-near" data-testid="filter-near" {...approach}>
      <legend>{t('search.near.title')}</legend>
      {point ? (
        <>
          <input type="hidden" name="near_lat" value={params.near_lat} />
          <input type="hidden" name="near_lng" value={params.near_lng} />
          <p className="search-dimmed">{t('search.near.chip', { km: formatInteger(Number(params.radius_km ?? NEAR_RADIUS_DEFAULT_KM), locale) ?? '', place: t('search.near.point') })}</p>
        </>
      ) : (
        <SelectField
          name="near_city"
          label={t('search.near.city')}
          defaultValue={params.near_city ?? ''}
          options={countedOptions(page.cities, null, t('search.near.anywhere'), locale, false, hydrated ? null : (params.near_city ?? page.myCityId ?? ''))}
          data-testid="filter-near-city"
        />
      )}
      {placed && (
        <SelectField
          name="radius_km"
          label={t('search.near.radius')}
          defaultValue={params.radius_km ?? String(NEAR_RADIUS_DEFAULT_KM)}
          options={[...new Set([...NEAR_RADII_KM.map(String), params.radius_km ?? String(NEAR_RADIUS_DEFAULT_KM)])]
            .sort((a, b) => Number(a) - Number(b))
            .map((km) => ({ value: km, label: t('search.near.radiusKm', { km: formatInteger(Number(km), locale) ?? km }) }))}
          data-testid="filter-radius"
        />
      )}
      {myCity && params.near_city !== page.myCityId && (
        <PlainLink to={searchHref(path, params, { near_city: page.myCityId!, near_lat: undefined, near_lng: undefined, sort: 'distance' })} {...buttonLook({ variant: 'light', size: 'compact-sm' })} data-testid="near-my-city">
          {t('search.near.myCity', { city: myCity })}
        </PlainLink>
      )}
      {/* Fetched when the person comes to these filters (decision 163), not with every visit of the page. */}
      {hydrated && near && 'geolocation' in navigator && (
        <Suspense fallback={null}>
          <NearLocate path={path} params={params} />
        </Suspense>
      )}
    </fieldset>
  );
}

/** The side panel (a drawer on phones): every filter but the words and the city, which sit in the search bar. */
export function Filters({ page, path }: { page: TFindJobsPage; path: string }) {
  const { t, locale } = useI18n();
  const { params, result } = page;
  const facets = result.total_capped ? null : result.facets;
  const estimated = result.facets_estimated;
  // The long lists in full once the page's scripts run (decision 069).
  const hydrated = useHydrated();
  // A dimension already filtered shows no counts: they would be those of its chosen value only.
  const countsFor = (name: TSearchParam, list: TIdCount[]) => (facets && !params[name] ? list : null);
  /** The choices of a radio filter: "any" first, then each value with its number of matches when the counts are known. */
  const choices = <T extends string>(values: readonly T[], anyLabel: string, labelOf: (value: T) => string, counted: ReadonlyArray<{ value: string; count: number }> | null) => {
    const counts = counted && new Map(counted.map((facet) => [facet.value, facet.count]));
    return [{ value: '', label: anyLabel }, ...values.map((value) => ({ value, label: countLabel(labelOf(value), counts ? (counts.get(value) ?? 0) : null, locale, estimated) }))];
  };
  return (
    <FiltersPanel clearHref={hasFilters(params, result.meta) ? clearFiltersHref(path, params, result.meta) : null}>
      {facets && estimated && (
        <p className="search-filters-note" data-testid="counts-estimated">
          {t('search.filters.estimated')}
        </p>
      )}
      <NearFilter page={page} path={path} />
      <SelectField name="major_id" label={t('search.filters.major')} defaultValue={params.major_id ?? ''} options={countedOptions(page.majors, countsFor('major_id', facets?.major ?? []), t('search.filters.anyMajor'), locale, estimated, hydrated ? null : (params.major_id ?? ''))} />
      <SelectField name="sector_id" label={t('search.filters.sector')} defaultValue={params.sector_id ?? ''} options={countedOptions(page.sectors, countsFor('sector_id', facets?.sector ?? []), t('search.filters.anySector'), locale, estimated, hydrated ? null : (params.sector_id ?? ''))} />
      <RadioField
        name="job_type"
        label={t('search.filters.jobType')}
        defaultValue={params.job_type ?? ''}
        options={choices(JOB_TYPES, t('search.filters.anyJobType'), (type) => t(`enum.job_type.${type}`), facets && !params.job_type ? facets.job_type : null)}
      />
      <RadioField
        name="work_place"
        label={t('search.filters.workPlace')}
        defaultValue={params.work_place ?? ''}
        options={choices(WORK_PLACES, t('search.filters.anyWorkPlace'), (place) => t(`enum.work_place.${place}`), facets && !params.work_place ? facets.work_place : null)}
      />
      <div className="filters-pair">
        {/* Text with the digits keyboard: a number input refuses Arabic-Indic digits, which the schema reads (typedNumber). */}
        <TextField name="salary_min" inputMode="numeric" autoComplete="off" label={t('search.filters.salaryMin')} defaultValue={params.salary_min ?? ''} />
        <TextField
          name="salary_max"
          inputMode="numeric"
          autoComplete="off"
          label={t('search.filters.salaryMax')}
          defaultValue={params.salary_max ?? page.salaryMaxRefused?.value ?? ''}
          error={page.salaryMaxRefused?.message}
          data-testid="filter-salary-max"
        />
      </div>
      <SelectField
        name="experience"
        label={t('search.filters.experience')}
        defaultValue={params.experience ?? ''}
        options={[
          { value: '', label: t('search.filters.anyExperience') },
          ...EXPERIENCE_CHOICES.map((years) => ({
            value: years,
            label: years === '0' ? t('search.filters.noExperience') : t('search.filters.experienceUpTo', { years: formatYearCount(Number(years), locale) }),
          })),
        ]}
      />
      <SelectField
        name="qualification"
        label={t('search.filters.qualification')}
        defaultValue={params.qualification ?? ''}
        options={[{ value: '', label: t('search.filters.anyQualification') }, ...QUALIFICATION_TYPES.map((type) => ({ value: type, label: t(`enum.qualification_type.${type}`) }))]}
      />
      <SelectField
        name="posted_within"
        label={t('search.filters.postedWithin')}
        defaultValue={params.posted_within ?? ''}
        options={[{ value: '', label: t('search.posted.any') }, ...JOB_POSTED_WITHIN.map((days) => ({ value: days, label: t(`search.posted.${days}`) }))]}
      />
      <CheckboxField name="saudi_only" value="1" label={t('search.filters.saudiOnly')} defaultChecked={params.saudi_only === '1'} data-testid="filter-saudi-only" />
    </FiltersPanel>
  );
}
