import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TJobPlaces, TMapSettings } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { formatInteger } from '../../lib/format.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import type { TJobCardShown } from '../../lib/shown-lists.ts';
import type * as TNearLeafletModuleNs from './near-map-leaflet.tsx';
import { searchHref, type TSearchParam } from './search-params.ts';

type TNearLeafletModule = typeof TNearLeafletModuleNs;

/** Where the search's matches are (GET /find-jobs/places, decision 141): null while they come, or when they could not. */
type TPlaces = Pick<TJobPlaces, 'items' | 'total' | 'total_approximate'>;

/**
 * The map of a search near a place (decisions 137, 141): every match of the search as clustered markers (up to the
 * API's cap, the nearest; the page's jobs until they come, or when they cannot be read) and the circle searched; a
 * marker opens its job, a cluster opens onto its jobs, a click on the map searches around that point. Leaflet, its
 * cluster layer and the places are fetched in the browser only, after the page's scripts run, in a chunk of their own
 * (the page's first load stays within its budget, decision 047). The server and a browser without scripts show the
 * list alone; without map settings, or when the chunk or a tile fails, one line says the map is not available: the
 * results are the list below, as the company's address map falls back to the address.
 */
export function NearMap({ settings, near, jobs, params, path }: { settings: TMapSettings | null; near: { lat: number; lng: number; radius_km: number }; jobs: TJobCardShown[]; params: Partial<Record<TSearchParam, string>>; path: string }) {
  const { t, prefix, dir, locale } = useI18n();
  const navigate = useNavigate();
  const [module, setModule] = useState<TNearLeafletModule | null>(null);
  const [failed, setFailed] = useState(false);
  // Kept with the address they answer, so that another search's places are never shown.
  const [answered, setAnswered] = useState<{ href: string; places: TPlaces } | null>(null);
  const hydrated = useHydrated();
  useEffect(() => {
    if (!settings) return;
    let live = true;
    import('./near-map-leaflet.tsx').then(
      (loaded) => live && setModule(loaded),
      (error: unknown) => {
        console.error('map failed to load', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [settings]);
  // The search's address without its page and order: the map's are every match, nearest first.
  const { page: _page, sort: _sort, ...search } = params;
  const placesHref = `${withPrefix(prefix, '/find-jobs/places')}?${new URLSearchParams(search as Record<string, string>)}`;
  useEffect(() => {
    if (!settings) return;
    const abort = new AbortController();
    fetch(placesHref, { headers: { accept: 'application/json' }, signal: abort.signal })
      .then((response) => (response.ok ? (response.json() as Promise<TPlaces>) : null))
      .then(
        (answer) => !abort.signal.aborted && answer && setAnswered({ href: placesHref, places: answer }),
        // Offline or refused: the page's jobs stay on the map.
        (error: unknown) => !abort.signal.aborted && console.error('map places failed', error),
      );
    return () => abort.abort();
  }, [settings, placesHref]);
  const places = answered?.href === placesHref ? answered.places : null;
  const href = (id: number) => withPrefix(prefix, `/jobs/${id}`);
  const placed = places
    ? places.items.map((job) => ({ id: job.id, title: job.title, href: href(job.id), lat: job.lat, lng: job.lng }))
    : jobs.flatMap((job) => (job.point ? [{ id: job.id, title: job.title, href: href(job.id), lat: job.point.lat, lng: job.point.lng }] : []));
  const Map = module?.NearLeafletMap;
  // The server's render (and a browser without scripts): the list alone.
  if (!hydrated) return null;
  if (!settings || failed) {
    return (
      <p className="search-dimmed near-map__note" data-testid="near-map-unavailable">
        {t('search.map.unavailable')}
      </p>
    );
  }
  return (
    <section className="near-map" aria-label={t('search.map.title')} data-testid="near-map" data-jobs={placed.length} data-complete={places !== null}>
      <p className="search-dimmed near-map__note">{t('search.map.pickHint')}</p>
      {places && places.items.length < places.total ? (
        <p className="search-dimmed near-map__note" data-testid="near-map-capped">
          {t('search.map.nearest', { shown: formatInteger(places.items.length, locale) ?? '' })}
        </p>
      ) : null}
      <div className="near-map__frame" dir="ltr">
        {Map ? (
          <Map
            tileUrl={settings.tile_url}
            attribution={settings.tile_attribution}
            near={near}
            jobs={placed}
            onPick={(point) => navigate(searchHref(path, params, { near_lat: point.lat.toFixed(3), near_lng: point.lng.toFixed(3), near_city: undefined, sort: 'distance' }), { preventScrollReset: true })}
            onOpen={(job) => navigate(job.href)}
            onTileError={() => setFailed(true)}
            zoomInTitle={t('search.map.zoomIn')}
            zoomOutTitle={t('search.map.zoomOut')}
          />
        ) : (
          <div className="near-map__placeholder" dir={dir} />
        )}
      </div>
    </section>
  );
}
