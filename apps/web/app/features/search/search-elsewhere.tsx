import { PlainLink } from '../../components/plain-link.tsx';
import { buttonLook } from '../../components/plain.tsx';
import { useI18n } from '../../i18n/index.ts';
import { formatInteger } from '../../lib/format.ts';
import type { TFindJobsPage } from './find-jobs.server.ts';
import { jobsCount } from './plural.ts';
import { metroCities } from '../../components/metro-cities.ts';

/**
 * A city (or region) with nothing (decision 170): which city had none, and the same search in the cities nearby and in
 * every city that has such jobs, each a link with its count. The words and the links come from the loader (decision 163's
 * budget: the page's first load does not carry them).
 */
function Elsewhere({ links, elsewhere }: { links: NonNullable<TFindJobsPage['elsewhereLinks']>; elsewhere: NonNullable<TFindJobsPage['result']['meta']['elsewhere']> }) {
  const { words } = links;
  const { t, locale } = useI18n();
  const link = (city: { id: number; name: string; count: number }) => (
    <PlainLink to={links.hrefs[city.id] ?? ''} data-testid="elsewhere-city" data-city={city.id}>
      {t('search.elsewhere.city', { city: city.name, count: jobsCount(city.count, locale, t) })}
    </PlainLink>
  );
  return (
    <>
      <h2 className="search-empty-title" data-testid="elsewhere-title">
        {words ? t('search.elsewhere.title', { words, place: elsewhere.place }) : t('search.elsewhere.titleAll', { place: elsewhere.place })}
      </h2>
      {elsewhere.nearby.length > 0 && (
        <section className="search-elsewhere" data-testid="elsewhere-nearby">
          <p>{t('search.elsewhere.nearby')}</p>
          <ul className="search-elsewhere-list">
            {elsewhere.nearby.map((city) => (
              <li key={city.id}>
                {link(city)} <span className="search-dimmed">{t('search.elsewhere.distance', { km: formatInteger(city.distance_km, locale) ?? '' })}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {elsewhere.cities.length > 0 && (
        <section className="search-elsewhere" data-testid="elsewhere-cities">
          <p>{t('search.elsewhere.cities')}</p>
          <ul className="search-elsewhere-list">
            {elsewhere.cities.map((city) => (
              <li key={city.id}>{link(city)}</li>
            ))}
          </ul>
          {elsewhere.estimated && <p className="search-dimmed">{t('search.elsewhere.estimated')}</p>}
        </section>
      )}
    </>
  );
}


/** The metropolitan area's other cities whose jobs follow the city's own (decision 170), with their counts. */
export function MetroLine({ metro }: { metro: NonNullable<TFindJobsPage['result']['meta']['metro']> }) {
  const { t, locale } = useI18n();
  return (
    <p className="search-dimmed" data-testid="search-metro">
      {t('search.metro', { cities: metroCities(metro, (count) => jobsCount(count, locale, t), t) })}
    </p>
  );
}

/** An answer with nothing: where the same search has jobs (decision 170), or what to try next. */
export function EmptyResults({ page, path, filtered, clearHref }: { page: TFindJobsPage; path: string; filtered: boolean; clearHref: string }) {
  const { t } = useI18n();
  const { params } = page;
  // Where the same search has jobs (decision 170); when no city has any, the tips say what to try instead.
  const { elsewhere } = page.result.meta;
  const somewhere = elsewhere && elsewhere.nearby.length + elsewhere.cities.length > 0 ? elsewhere : null;
  return (
    <div className="plain-paper search-empty" data-testid="search-empty">
      {somewhere ? (
        <Elsewhere links={page.elsewhereLinks!} elsewhere={somewhere} />
      ) : (
        <>
          <h2 className="search-empty-title">{t('search.empty.title')}</h2>
          <p>{t('search.empty.text')}</p>
          <ul className="search-empty-tips">
            {filtered && <li>{t('search.empty.fewerFilters')}</li>}
            {params.q && <li>{t('search.empty.spelling')}</li>}
            <li>{t('search.empty.otherLanguage')}</li>
          </ul>
        </>
      )}
      <div className="search-row">
        {filtered && (
          <PlainLink to={clearHref} {...buttonLook({ variant: 'light' })}>
            {t('search.filters.clear')}
          </PlainLink>
        )}
        {(params.q || filtered) && (
          <PlainLink to={path} {...buttonLook({ variant: 'default' })}>
            {t('search.empty.allJobs')}
          </PlainLink>
        )}
      </div>
    </div>
  );
}

