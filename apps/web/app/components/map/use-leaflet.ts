import { useEffect, useState } from 'react';
import type * as TLeafletModuleNs from './leaflet-map.tsx';

type TLeafletModule = typeof TLeafletModuleNs;

/**
 * Leaflet touches `window` when it loads, so it is imported in the browser only, after hydration: the server
 * and the first browser render show the placeholder. `failed` is true when the chunk could not be fetched. Until
 * `wanted`, nothing is fetched (a map far below the fold).
 */
export function useLeafletMap(wanted = true): { Map: TLeafletModule['LeafletMap'] | null; failed: boolean } {
  const [loaded, setLoaded] = useState<TLeafletModule | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    import('./leaflet-map.tsx').then(
      (module) => live && setLoaded(module),
      (error: unknown) => {
        console.error('map failed to load', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return { Map: loaded?.LeafletMap ?? null, failed };
}
