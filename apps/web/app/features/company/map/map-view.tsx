import { useState } from 'react';
import type { TMapSettings } from '@tawzeef/contract';
import { useI18n } from '../../../i18n/index.ts';
import { useLeafletMap } from './use-leaflet.ts';
import './map.css';

/**
 * A read-only map with the company's marker, drawn in the browser only; the server (and a browser whose tiles
 * fail) shows the address instead.
 */
export function MapView({ settings, lat, lng, address }: { settings: TMapSettings | null; lat: number; lng: number; address: string | null }) {
  const { t, dir } = useI18n();
  const { Map, failed } = useLeafletMap();
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
    <div className="company-map company-map--small" dir="ltr" data-testid="company-map">
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
