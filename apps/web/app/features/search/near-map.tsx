import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TMapSettings } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import type { TJobCardShown } from '../../lib/shown-lists.ts';
import type * as TNearLeafletModuleNs from './near-map-leaflet.tsx';
import { searchHref, type TSearchParam } from './search-params.ts';

type TNearLeafletModule = typeof TNearLeafletModuleNs;

/**
 * The map of a search near a place (decision 137): the page's jobs as clustered markers and the circle searched; a
 * click on the map searches around that point. Leaflet and its cluster layer are fetched in the browser only, after
 * the page's scripts run, in a chunk of their own (the page's first load stays within its budget, decision 047).
 * The server, a browser without scripts, and one whose chunk or tiles fail show nothing but a line: the results are
 * the list below, as the company's address map falls back to the address.
 */
export function NearMap({ settings, near, jobs, params, path }: { settings: TMapSettings | null; near: { lat: number; lng: number; radius_km: number }; jobs: TJobCardShown[]; params: Partial<Record<TSearchParam, string>>; path: string }) {
  const { t, prefix, dir } = useI18n();
  const navigate = useNavigate();
  const [module, setModule] = useState<TNearLeafletModule | null>(null);
  const [failed, setFailed] = useState(false);
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
