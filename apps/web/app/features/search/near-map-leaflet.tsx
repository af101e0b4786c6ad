import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet.markercluster';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import { markerIcon } from '../../lib/map-marker.ts';

/** A job on the map: where it is, its title and the address of its page. */
export interface TMapJob {
  id: number;
  title: string;
  href: string;
  lat: number;
  lng: number;
}

export interface TNearLeafletMapProps {
  tileUrl: string;
  attribution: string;
  /** The place the search is near and its radius: the circle the map first shows. */
  near: { lat: number; lng: number; radius_km: number };
  jobs: TMapJob[];
  /** A click on the map: search around that point. */
  onPick: (point: { lat: number; lng: number }) => void;
  /** A click (or Enter) on a job's marker: open the job. */
  onOpen: (job: TMapJob) => void;
  onTileError: () => void;
  zoomInTitle: string;
  zoomOutTitle: string;
}

/**
 * The results' map (decisions 137, 141), loaded only in the browser (near-map.tsx): the jobs as markers gathered in
 * clusters by leaflet.markercluster, each opening its job, and the circle searched. Leaflet is driven
 * directly (react-leaflet has no cluster layer): the map is made once for a search and removed with it.
 */
export function NearLeafletMap({ tileUrl, attribution, near, jobs, onPick, onOpen, onTileError, zoomInTitle, zoomOutTitle }: TNearLeafletMapProps) {
  const box = useRef<HTMLDivElement>(null);
  // The latest handlers, so that a new render does not remake the map.
  const handlers = useRef({ onPick, onOpen, onTileError });
  useEffect(() => {
    handlers.current = { onPick, onOpen, onTileError };
  });
  const jobsKey = jobs.map((job) => job.id).join(',');
  useEffect(() => {
    const map = L.map(box.current!, { scrollWheelZoom: false, zoomControl: false });
    try {
      // The view first: layers added to a map without one cannot be placed.
      map.fitBounds(L.latLng(near.lat, near.lng).toBounds(near.radius_km * 2000));
      L.control.zoom({ position: 'topleft', zoomInTitle, zoomOutTitle }).addTo(map);
      let reported = false;
      L.tileLayer(tileUrl, { attribution })
        .on('tileerror', () => {
          if (reported) return;
          reported = true;
          handlers.current.onTileError();
        })
        .addTo(map);
      L.circle([near.lat, near.lng], { radius: near.radius_km * 1000, weight: 1, fillOpacity: 0.05, interactive: false }).addTo(map);
      const clusters = L.markerClusterGroup({ showCoverageOnHover: false });
      for (const job of jobs) {
        // Its title as the marker's tooltip and name (text, never markup); a click or Enter opens the job. A cluster
        // zooms in to its jobs, and spreads out those at one place (decision 141).
        const marker = L.marker([job.lat, job.lng], { icon: markerIcon, title: job.title, alt: job.title });
        marker.on('click', () => handlers.current.onOpen(job));
        clusters.addLayer(marker);
      }
      map.addLayer(clusters);
      map.on('click', (event: L.LeafletMouseEvent) => handlers.current.onPick({ lat: event.latlng.lat, lng: event.latlng.lng }));
    } catch (error) {
      // A map that cannot be drawn leaves the list, as when its tiles fail.
      console.error('map failed', error);
      handlers.current.onTileError();
    }
    return () => {
      map.remove();
    };
    // The map is remade for another search (its place, radius or jobs), not for each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tileUrl, attribution, near.lat, near.lng, near.radius_km, jobsKey, zoomInTitle, zoomOutTitle]);
  return <div ref={box} className="near-map__leaflet" data-testid="near-map-leaflet" />;
}
