import { useState } from 'react';

/** The handlers that tell a person has come to an element: pointing at it, touching it, focusing it. */
export interface TApproachHandlers {
  onPointerOver: () => void;
  onTouchStart: () => void;
  onFocus: () => void;
}

/**
 * False until a person comes to the element that spreads the handlers (points at it, touches it, focuses something in
 * it): what needs scripts there (a widget, a button that only works with them) is fetched then, not by a visit that
 * only reads the page (decision 163, issue 63 §2).
 */
export function useApproach(): [boolean, TApproachHandlers] {
  const [near, setNear] = useState(false);
  const come = () => setNear(true);
  return [near, { onPointerOver: come, onTouchStart: come, onFocus: come }];
}
