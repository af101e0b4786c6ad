import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import './navigation-bar.css';

/** A navigation shorter than this shows no bar. */
const THROTTLE_MS = 200;
/** How long the bar, once full, takes to fade before it is reset. */
const DONE_MS = 400;

/**
 * The loading bar at the top of the window while a page loads (SPEC §9: it takes 5 s to fill, to 99 %, and completes
 * when the page arrives): a plain element whose width the stylesheet moves (navigation-bar.css). Decoration, hidden
 * from assistive technology (outside every landmark, axe region, issue 18).
 */
export function NavigationBar() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  // Shown once a navigation has lasted THROTTLE_MS; kept, full and fading, for DONE_MS after it ends.
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setShown(true), THROTTLE_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  useEffect(() => {
    if (busy || !shown) return;
    const timer = setTimeout(() => setShown(false), DONE_MS);
    return () => clearTimeout(timer);
  }, [busy, shown]);
  const phase = !shown ? 'idle' : busy ? 'running' : 'done';
  return <div className="navigation-bar" aria-hidden="true" data-phase={phase} data-testid="navigation-bar" />;
}
