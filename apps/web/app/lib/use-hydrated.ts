import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/**
 * False while the server renders and the browser hydrates, true afterwards: what only works with
 * JavaScript (filtering a list as you choose) switches on after hydration, so both renders match.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
