import { lazy, Suspense, type FormEvent } from 'react';
import { Grid } from '../../components/grid.tsx';
import { buttonLook } from '../../components/plain.tsx';
import { ChoiceField, SuggestField } from '../../components/combobox-field.tsx';
import { Form, useLocation, useNavigation } from 'react-router';
import { PlainLink } from '../../components/plain-link.tsx';
import { useI18n } from '../../i18n/index.ts';
import { withMessages } from '../../i18n/client-messages.ts';
import { formatInteger } from '../../lib/format.ts';
import type { TFindJobsPage, TFindJobsResult } from './find-jobs.server.ts';
import { AlertFromSearch, SaveJobButton, SearchActionForms } from './search-actions.tsx';
import { useActionToast } from '../../lib/app-effects.ts';
import { JobCard } from '../../components/job-card.tsx';
import { PastLastNotice, Pager } from '../../components/pager.tsx';
import { useCleanSearch } from '../../lib/use-clean-search.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { jobsCount } from './plural.ts';
import { filterLabel, Filters } from './search-filters.tsx';
import { countedOptions, FilterIcon } from '../../components/filters-panel.tsx';
import { FILTER_PARAMS, isNearParam, resultPages, searchHref, withoutNearHref } from './search-params.ts';
import { SearchReading } from './search-reading.tsx';
import { citySelectValue, clearFiltersHref, EVERY_CITY, hasFilters, withoutCityHref, wordsPlace } from './words-place.ts';
import './search.css';

type TParams = TFindJobsPage['params'];

/** The map of a search near a place (decision 137): a chunk of its own, as Leaflet's, out of the page's first load. */
const loadNearMap = withMessages('near-map', () => import('./near-map.tsx'));
// An answer with nothing (its tips, or a city with nothing's other cities) and a metropolitan area's other cities
// (decision 170): fetched with their messages only for such an answer (the first load of /find-jobs stays within its budget, decision 163). The server renders it whole.
const loadElsewhere = withMessages('search-elsewhere', () => import('./search-elsewhere.tsx'));
const EmptyResults = lazy(() => loadElsewhere().then((module) => ({ default: module.EmptyResults })));
const MetroLine = lazy(() => loadElsewhere().then((module) => ({ default: module.MetroLine })));
const NearMap = lazy(() => loadNearMap().then((module) => ({ default: module.NearMap })));

function SortLinks({ params, path }: { params: TParams; path: string }) {
  const { t } = useI18n();
  const current = params.sort ?? (params.q ? 'relevance' : 'newest');
  // Nearest first only in a search near a place (decision 137).
  const near = Boolean(params.near_city || params.near_lat);
  const sorts = [...(params.q ? (['relevance'] as const) : []), 'newest' as const, 'salary' as const, ...(near ? (['distance'] as const) : [])];
  return (
    <nav className="search-sort" aria-label={t('search.sort.label')} data-testid="search-sort">
      <span className="search-dimmed">{t('search.sort.label')}</span>
      {sorts.map((sort) => (
        <PlainLink
          key={sort}
          to={searchHref(path, params, { sort: sort === (params.q ? 'relevance' : 'newest') ? undefined : sort })}
          {...buttonLook({ size: 'compact-sm', variant: current === sort ? 'light' : 'subtle' })}
          aria-current={current === sort ? 'true' : undefined}
          preventScrollReset
        >
          {t(`search.sort.${sort}`)}
        </PlainLink>
      ))}
    </nav>
  );
}

/**
 * /find-jobs: a search bar, filters in a side panel (a drawer on phones), the results with their count, sort and pages;
 * for job seekers (and guests, who log in first) a save button on each card and an alert made from the search.
 */
export function FindJobsPage({ page, result: actionResult }: { page: TFindJobsPage; result?: TFindJobsResult }) {
  const { t, locale } = useI18n();
  const location = useLocation();
  const navigation = useNavigation();
  const path = location.pathname;
  const { params, result } = page;
  const pages = resultPages(result.total, result.page_size);
  const pageHref = (n: number) => searchHref(path, params, { page: n > 1 ? String(n) : undefined });
  const activeFilters = FILTER_PARAMS.filter((name) => params[name]);
  const cityCounts = result.total_capped || params.city_id || result.meta.city || result.meta.region ? null : result.facets.city;
  // A city or region named in the words is the city filter: shown as chosen, and removable (decision 030).
  const place = wordsPlace(params, result.meta);
  const cityValue = citySelectValue(params, result.meta);
  const hydrated = useHydrated();
  const cityOptions = countedOptions(page.cities, cityCounts, t('home.search.allCities'), locale, result.facets_estimated, hydrated ? null : cityValue).map((option) =>
    option.value === '' && place?.kind === 'city' ? { ...option, value: EVERY_CITY } : option,
  );
  const filterCount = activeFilters.length + (place ? 1 : 0);
  // A new search, not the page coming back after saving a job or making an alert.
  const busy = navigation.state === 'loading' && navigation.location.pathname === path && navigation.formMethod?.toUpperCase() !== 'POST';
  const total = formatInteger(result.total, locale) ?? '0';
  useActionToast(actionResult);
  const saved = new Set(page.marks.saved);
  const applied = new Set(page.marks.applied);

  const { search, onSubmit: searchOnSubmit } = useCleanSearch(path);
  // On a wide screen, a changed filter searches at once (typed words and amounts wait for the button).
  const searchOnChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    // The alert's frequency belongs to the alert's form, not to the search.
    if (target.form !== event.currentTarget) return;
    if (target.name === 'q' || target.type === 'number' || target.type === 'text' || target.type === 'search') return;
    if (!window.matchMedia('(min-width: 62em)').matches) return;
    search(event.currentTarget);
  };

  return (
    <div className="plain-container page-pad">
      <Form method="get" action={path} role="search" aria-label={t('search.form.label')} onChange={searchOnChange} onSubmit={searchOnSubmit} data-testid="job-search-form">
        {params.sort && <input type="hidden" name="sort" value={params.sort} />}
        <div className="search-page">
          <h1 className="search-title">{t('page.find-jobs')}</h1>
          <div className="plain-paper plain-pad search-bar">
            <Grid align="flex-end" gutter="sm">
              <Grid.Col span={{ base: 12, sm: 6 }}>
                {/* A link that changes the words shows the new ones (SuggestField follows its default); the city is keyed by what it shows. */}
                <SuggestField scope="jobs" name="q" type="search" label={t('home.search.q')} placeholder={t('home.search.qPlaceholder')} defaultValue={params.q ?? ''} maxLength={200} data-testid="search-q" />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <ChoiceField key={cityValue} name="city_id" label={t('home.search.city')} defaultValue={cityValue} options={cityOptions} data-testid="search-city" data-from-words={place?.kind === 'city' || undefined} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 2 }}>
                <button type="submit" {...buttonLook({ fullWidth: true, loading: busy })} data-testid="search-submit">
                  {t('home.search.submit')}
                </button>
              </Grid.Col>
            </Grid>
          </div>

          <Grid gutter="lg">
            <Grid.Col span={{ base: 12, md: 3 }}>
              <Filters page={page} path={path} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 9 }}>
              <div id="results" className="search-results">
                <div className="search-row search-row-between">
                  <p className="search-count" role="status" aria-live="polite" data-testid="search-count" data-total={result.total}>
                    {result.total_capped ? t('search.count.capped', { count: total }) : result.total_estimated ? t('search.count.about', { count: total }) : jobsCount(result.total, locale, t)}
                  </p>
                  <div className="search-row">
                    <a href="#filters" {...buttonLook({ variant: 'default', size: 'compact-md', className: 'search-filters-open' })} data-testid="filters-open">
                      <FilterIcon />
                      {filterCount ? t('search.filters.openCount', { count: formatInteger(filterCount, locale) ?? '' }) : t('search.filters.open')}
                    </a>
                    <SortLinks params={params} path={path} />
                  </div>
                </div>
                <SearchReading meta={result.meta} params={params} path={path} found={result.items.length > 0} />
                {result.meta.metro?.some((city) => city.count > 0) && (
                  <Suspense fallback={null}>
                    <MetroLine metro={result.meta.metro} />
                  </Suspense>
                )}
                {filterCount > 0 && (
                  <ul className="search-row search-chips" aria-label={t('search.filters.active')}>
                    {place && (
                      <li>
                        <PlainLink
                          to={withoutCityHref(path, params, result.meta)}
                          {...buttonLook({ size: 'compact-sm', variant: 'light', radius: 'xl' })}
                          aria-label={t('search.filters.remove', { filter: place.name })}
                          title={t('search.filters.placeFromWords')}
                          preventScrollReset
                          data-testid="chip-words-place"
                        >
                          {place.name}
                          <span aria-hidden="true">×</span>
                        </PlainLink>
                      </li>
                    )}
                    {activeFilters.map((name) => (
                      <li key={name}>
                        <PlainLink
                          to={name === 'city_id' ? withoutCityHref(path, params, result.meta) : isNearParam(name) ? withoutNearHref(path, params) : searchHref(path, params, { [name]: undefined })}
                          {...buttonLook({ size: 'compact-sm', variant: 'light', radius: 'xl' })}
                          aria-label={t('search.filters.remove', { filter: filterLabel(name, params[name]!, page, t, locale) })}
                          preventScrollReset
                        >
                          {filterLabel(name, params[name]!, page, t, locale)}
                          <span aria-hidden="true">×</span>
                        </PlainLink>
                      </li>
                    ))}
                  </ul>
                )}
                {result.meta.near && result.items.length > 0 && hydrated && (
                  <Suspense fallback={null}>
                    <NearMap settings={page.map} near={result.meta.near} jobs={result.items} params={params} path={path} />
                  </Suspense>
                )}
                {page.canAlert && <AlertFromSearch viewer={page.viewer} result={actionResult} />}
                {result.items.length === 0 && page.pastLast ? (
                  <PastLastNotice page={result.page} pages={pages} href={pageHref} />
                ) : result.items.length === 0 ? (
                  <Suspense fallback={null}>
                    <EmptyResults page={page} path={path} filtered={hasFilters(params, result.meta)} clearHref={clearFiltersHref(path, params, result.meta)} />
                  </Suspense>
                ) : (
                  <ol className="job-card-list" data-testid="search-results" aria-busy={busy}>
                    {result.items.map((job) => (
                      <li key={job.id}>
                        <JobCard
                          job={job}
                          applied={applied.has(job.id)}
                          action={page.viewer === 'other' ? undefined : <SaveJobButton job={job} saved={saved.has(job.id)} />}
                        />
                      </li>
                    ))}
                  </ol>
                )}
                <Pager page={result.page} pages={pages} href={pageHref} />
              </div>
            </Grid.Col>
          </Grid>
        </div>
      </Form>
      <SearchActionForms action={`${path}${location.search}`} formKey={page.formKey} />
    </div>
  );
}
