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

/** The events by which a person shows they are at the page (moving the pointer, scrolling, touching, typing). */
const PRESENCE = ['pointermove', 'pointerdown', 'wheel', 'scroll', 'touchstart', 'keydown'] as const;

/** False until the person does something on the page (decision 163): a visit that does nothing fetches no map. */
function usePersonPresent(): boolean {
  const [present, setPresent] = useState(false);
  useEffect(() => {
    const here = () => setPresent(true);
    for (const type of PRESENCE) window.addEventListener(type, here, { capture: true, passive: true, once: true });
    return () => {
      for (const type of PRESENCE) window.removeEventListener(type, here, true);
    };
  }, []);
  return present;
}

/**
 * A read-only map with the company's marker, drawn in the browser only; the server (and a browser whose tiles
 * fail) shows the address instead. Leaflet (41 KB) and the tiles are fetched once the map comes within a screen of
 * the viewport and the person has moved, scrolled, touched or typed (decision 163): a visitor who reads only the top
 * of the page fetches neither, and a first visit that does nothing downloads no map.
 */
export function MapView({ settings, lat, lng, address }: { settings: TMapSettings | null; lat: number; lng: number; address: string | null }) {
  const { t, dir } = useI18n();
  const frame = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frame);
  const present = usePersonPresent();
  const { Map, failed } = useLeafletMap(near && present);
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
