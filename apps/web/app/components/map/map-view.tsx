import { useEffect, useRef, useState, type RefObject } from 'react';
import type { TMapSettings } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { useLeafletMap } from './use-leaflet.ts';
import './map.css';

/** Whether the element is within a screen of the viewport (at once where the browser cannot say). */
function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return near;
}

/**
 * A read-only map with the company's marker, drawn in the browser only; the server (and a browser whose tiles
 * fail) shows the address instead. Leaflet and the tiles are fetched once the map comes within a screen of the
 * viewport: a visitor who reads only the top of the page fetches neither.
 */
export function MapView({ settings, lat, lng, address }: { settings: TMapSettings | null; lat: number; lng: number; address: string | null }) {
  const { t, dir } = useI18n();
  const frame = useRef<HTMLDivElement>(null);
  const { Map, failed } = useLeafletMap(useNearViewport(frame));
  const [tilesFailed, setTilesFailed] = useState(false);
  const fallback = (
    <div className="company-map__placeholder" dir={dir}>
      <p className="plain-text-sm plain-dimmed">
        {address ? <bdi>{address}</bdi> : t('company.map.noScript')}
        {tilesFailed || failed ? ` — ${t('company.map.viewUnavailable')}` : ''}
      </p>
    </div>
  );
  return (
    <div ref={frame} className="company-map company-map--small" dir="ltr" data-testid="company-map">
      {Map && settings && !tilesFailed ? (
        <Map
          tileUrl={settings.tile_url}
          attribution={settings.tile_attribution}
          center={{ lat, lng }}
          zoom={settings.zoom}
          point={{ lat, lng }}
          onTileError={() => setTilesFailed(true)}
          markerTitle={t('company.map.marker')}
            zoomInTitle={t('company.map.zoomIn')}
            zoomOutTitle={t('company.map.zoomOut')}
        />
      ) : (
        fallback
      )}
    </div>
  );
}
