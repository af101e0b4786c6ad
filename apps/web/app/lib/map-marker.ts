import L from 'leaflet';
// Bundled by Vite (no CDN): Leaflet's default icon guesses its address from the stylesheet, which fails in a bundle.
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';

/** Leaflet's marker, for the maps' chunks only (Leaflet touches `window` when it loads): the address map and the map of jobs. */
export const markerIcon = L.icon({
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  tooltipAnchor: [16, -28],
  shadowSize: [41, 41],
});

