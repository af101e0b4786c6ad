import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TMapSettings } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import type { TJobCardShown } from '../../lib/shown-lists.ts';
import type * as TNearLeafletModuleNs from './near-map-leaflet.tsx';
import { searchHref, type TSearchParam } from './search-params.ts';

type TNearLeafletModule = typeof TNearLeafletModuleNs;

/**
 * The map of a search near a place (decision 137): the page's jobs as clustered markers and the circle searched; a
 * click on the map searches around that point. Leaflet and its cluster layer are fetched in the browser only, after
 * the page's scripts run, in a chunk of their own (the page's first load stays within its budget, decision 047).
 * The server and a browser without scripts show the list alone; without map settings, or when the chunk or a tile
 * fails, one line says the map is not available: the results are the list below, as the company's address map falls
 * back to the address.
 */
export function NearMap({ settings, near, jobs, params, path }: { settings: TMapSettings | null; near: { lat: number; lng: number; radius_km: number }; jobs: TJobCardShown[]; params: Partial<Record<TSearchParam, string>>; path: string }) {
  const { t, prefix, dir } = useI18n();
  const navigate = useNavigate();
  const [module, setModule] = useState<TNearLeafletModule | null>(null);
  const [failed, setFailed] = useState(false);
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
  const placed = jobs.flatMap((job) => (job.point ? [{ id: job.id, title: job.title, href: withPrefix(prefix, `/jobs/${job.id}`), lat: job.point.lat, lng: job.point.lng }] : []));
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
    <section className="near-map" aria-label={t('search.map.title')} data-testid="near-map" data-jobs={placed.length}>
      <p className="search-dimmed near-map__note">{t('search.map.pickHint')}</p>
      <div className="near-map__frame" dir="ltr">
        {Map ? (
          <Map
            tileUrl={settings.tile_url}
            attribution={settings.tile_attribution}
            near={near}
            jobs={placed}
            onPick={(point) => navigate(searchHref(path, params, { near_lat: point.lat.toFixed(3), near_lng: point.lng.toFixed(3), near_city: undefined, sort: 'distance' }), { preventScrollReset: true })}
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
