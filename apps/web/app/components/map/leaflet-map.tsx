import { useEffect, useRef } from 'react';
import type L from 'leaflet';
import { MapContainer, Marker, TileLayer, ZoomControl, useMap, useMapEvents } from 'react-leaflet';
import 'leaflet/dist/leaflet.css';
import { markerIcon } from '../../lib/map-marker.ts';
import type { TPoint } from './coordinates.ts';

/** How close a picked place is shown. */
const PLACE_ZOOM = 15;

export interface TLeafletMapProps {
  tileUrl: string;
  attribution: string;
  center: TPoint;
  zoom: number;
  point: TPoint | null;
  /** Changes when a place is chosen from the search: the map flies there. */
  focusKey?: number;
  /** Absent: a read-only map. */
  onPick?: (point: TPoint) => void;
  onTileError: () => void;
  markerTitle: string;
  /** The zoom buttons' names in the page's language. */
  zoomInTitle: string;
  zoomOutTitle: string;
}

function PickOnClick({ onPick }: { onPick: (point: TPoint) => void }) {
  useMapEvents({ click: (event) => onPick({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  return null;
}

/** Keeps the marker in view when the coordinates change from outside (typed, or a place from the search). */
function FollowPoint({ point, focusKey }: { point: TPoint | null; focusKey?: number }) {
  const map = useMap();
  const lastFocus = useRef(focusKey);
  useEffect(() => {
    if (!point) return;
    if (focusKey !== lastFocus.current) {
      lastFocus.current = focusKey;
      map.setView(point, Math.max(map.getZoom(), PLACE_ZOOM));
    } else if (!map.getBounds().contains(point)) {
      map.panTo(point);
    }
  }, [map, point, focusKey]);
  return null;
}

/** The Leaflet map itself: loaded only in the browser (see use-leaflet.ts). */
export function LeafletMap({ tileUrl, attribution, center, zoom, point, focusKey, onPick, onTileError, markerTitle, zoomInTitle, zoomOutTitle }: TLeafletMapProps) {
  const reported = useRef(false);
  return (
    <MapContainer center={point ?? center} zoom={point ? PLACE_ZOOM : zoom} scrollWheelZoom={false} zoomControl={false} className="company-map__leaflet">
      <ZoomControl position="topleft" zoomInTitle={zoomInTitle} zoomOutTitle={zoomOutTitle} />
      <TileLayer
        url={tileUrl}
        attribution={attribution}
        eventHandlers={{
          tileerror: () => {
            if (reported.current) return;
            reported.current = true;
            onTileError();
          },
        }}
      />
      {point && (
        <Marker
          position={point}
          icon={markerIcon}
          title={markerTitle}
          alt={markerTitle}
          draggable={Boolean(onPick)}
          eventHandlers={
            onPick
              ? {
                  dragend: (event) => {
                    const { lat, lng } = (event.target as L.Marker).getLatLng();
                    onPick({ lat, lng });
                  },
                }
              : undefined
          }
        />
      )}
      {onPick && <PickOnClick onPick={onPick} />}
      <FollowPoint point={point} focusKey={focusKey} />
    </MapContainer>
  );
}
