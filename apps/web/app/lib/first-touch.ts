/** What a person does before filling a form: focusing a field, pressing in the page, a key. */
const FIRST_TOUCH = ['focusin', 'pointerdown', 'keydown'] as const;

/**
 * Runs `run` once, at the first focus, press or key on the page whose event `wanted` accepts: what that needs is
 * fetched then, not by a visit that only reads the page (decision 163). Returns the removal of the listeners.
 */
export function onFirstTouch(run: () => void, wanted: (event: Event) => boolean = () => true): () => void {
  const remove = () => {
    for (const type of FIRST_TOUCH) document.removeEventListener(type, touched, true);
  };
  const touched = (event: Event) => {
    if (!wanted(event)) return;
    remove();
    run();
  };
  for (const type of FIRST_TOUCH) document.addEventListener(type, touched, { capture: true, passive: true });
  return remove;
}
