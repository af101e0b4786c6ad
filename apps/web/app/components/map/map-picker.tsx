import { useState } from 'react';
import { Alert, Group, Stack, Text, TextInput } from '@mantine/core';
import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, type TGeocodeResult, type TMapSettings } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { formatCoordinate, pointOf, type TPoint } from './coordinates.ts';
import { PlaceSearch } from './place-search.tsx';
import { useLeafletMap } from './use-leaflet.ts';
import './map.css';

export interface TMapPickerProps {
  /** null when the API's map settings could not be read: the coordinates still work. */
  settings: TMapSettings | null;
  lat: string;
  lng: string;
  latError?: string;
  lngError?: string;
  /** A place chosen from the search, for the address field. */
  onPlace?: (label: string) => void;
  /** What a click on the map does, said under it (the company's address when left out). */
  pickHint?: string;
}

/**
 * The company's location: a place search, a map to click or drag the marker on, and the latitude and longitude
 * fields the form sends (without JavaScript, the fields alone). When the tiles or the geocoder cannot be reached,
 * a notice says so and the fields and the marker keep working.
 */
export function MapPicker({ settings, lat: initialLat, lng: initialLng, latError, lngError, onPlace, pickHint }: TMapPickerProps) {
  const { t, dir } = useI18n();
  const hydrated = useHydrated();
  const { Map, failed } = useLeafletMap();
  const [lat, setLat] = useState(initialLat);
  const [lng, setLng] = useState(initialLng);
  const [focusKey, setFocusKey] = useState(0);
  const [tilesFailed, setTilesFailed] = useState(false);
  const point = pointOf(lat, lng);

  const setPoint = (next: TPoint) => {
    setLat(formatCoordinate(next.lat));
    setLng(formatCoordinate(next.lng));
  };
  const pickPlace = (place: TGeocodeResult) => {
    setPoint(place);
    setFocusKey((key) => key + 1);
    onPlace?.(place.label);
  };
  const mapUnavailable = !settings || failed || tilesFailed;

  return (
    <Stack gap="sm" data-testid="map-picker">
      {hydrated && settings?.geocoder_enabled && <PlaceSearch onPick={pickPlace} />}
      {hydrated && settings && !settings.geocoder_enabled && (
        <Text size="sm" c="dimmed">
          {t('company.map.searchOff')}
        </Text>
      )}
      {mapUnavailable && (
        <Alert color="orange" variant="light" role="status" data-testid="map-unavailable">
          {t('company.map.unavailable')}
        </Alert>
      )}
      <div className="company-map" dir="ltr" data-testid="map">
        {Map && settings ? (
          <Map
            tileUrl={settings.tile_url}
            attribution={settings.tile_attribution}
            center={settings.center ?? MAP_DEFAULT_CENTER}
            zoom={settings.zoom ?? MAP_DEFAULT_ZOOM}
            point={point}
            focusKey={focusKey}
            onPick={setPoint}
            onTileError={() => setTilesFailed(true)}
            markerTitle={t('company.map.marker')}
            zoomInTitle={t('company.map.zoomIn')}
            zoomOutTitle={t('company.map.zoomOut')}
          />
        ) : (
          <div className="company-map__placeholder" dir={dir}>
            <Text c="dimmed" size="sm">
              {hydrated && !failed ? t('company.map.loading') : t('company.map.noScript')}
            </Text>
          </div>
        )}
      </div>
      {hydrated && !mapUnavailable && (
        <Text size="sm" c="dimmed">
          {pickHint ?? t('company.map.pickHint')}
        </Text>
      )}
      <Group grow align="flex-start" gap="sm">
        <TextInput
          name="lat"
          label={t('company.field.lat')}
          value={lat}
          onChange={(event) => setLat(event.currentTarget.value)}
          inputMode="decimal"
          dir="ltr"
          error={latError}
          data-testid="lat-input"
        />
        <TextInput
          name="lng"
          label={t('company.field.lng')}
          value={lng}
          onChange={(event) => setLng(event.currentTarget.value)}
          inputMode="decimal"
          dir="ltr"
          error={lngError}
          data-testid="lng-input"
        />
      </Group>
    </Stack>
  );
}
