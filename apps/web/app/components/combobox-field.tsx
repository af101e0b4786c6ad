import { lazy, Suspense, useEffect, useRef, type ComponentProps } from 'react';
import type { TSuggestionScope } from '@tawzeef/contract';
import { SelectField, TextField, type TOption } from './plain.tsx';
import { withMessages } from '../i18n/client-messages.ts';
import { useApproach } from '../lib/use-approach.ts';

/**
 * The search boxes' combobox (decision 110) as the page's first load carries it: a plain input or select, which the
 * form submits as it is without JavaScript. Once the person comes to a field (points at it, touches it, focuses it),
 * the widget itself (combobox-live.tsx) comes in a chunk of its own and turns them into comboboxes.
 */
const loadLive = withMessages('suggestions', () => import('./combobox-live.tsx'));
const LiveWords = lazy(() => loadLive().then((module) => ({ default: module.WordsCombobox })));
const LiveChoice = lazy(() => loadLive().then((module) => ({ default: module.ChoiceCombobox })));

/**
 * What an uncontrolled search box shows when its search's words change from `before` to `next` (a link or the back
 * button changed them): the new words, unless the person has typed others since the last search (null: leave them).
 * A box keyed by its words was replaced under the typing when the new page rendered after the person had started
 * typing again, and the letters were lost.
 */
export function followedWords(current: string, before: string, next: string, focused: boolean): string | null {
  if (next === before || current === next) return null;
  return current === before || !focused ? next : null;
}

/** A search box's words: a plain input, with suggestions as one types once the page is live (GET /suggestions). */
export function SuggestField({ scope, onFocus, ...props }: { scope: TSuggestionScope } & ComponentProps<typeof TextField>) {
  const input = useRef<HTMLInputElement>(null);
  const [live, approach] = useApproach();
  const shownWords = useRef(String(props.defaultValue ?? ''));
  useEffect(() => {
    const element = input.current;
    const next = String(props.defaultValue ?? '');
    const before = shownWords.current;
    shownWords.current = next;
    const value = element && followedWords(element.value, before, next, document.activeElement === element);
    if (element && value !== null) element.value = value;
  }, [props.defaultValue]);
  return (
    <div className="combo" {...approach}>
      <TextField {...props} ref={input} autoComplete="off" onFocus={onFocus} />
      {live && (
        <Suspense fallback={null}>
          <LiveWords input={input} scope={scope} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * A long list's select (the search pages' city): the plain select stays the field the form submits; once the page is
 * live, a combobox that filters the options as one types stands in its place and sets it (its change event, so the
 * form's search on change still runs).
 */
export function ChoiceField({ options, ...props }: ComponentProps<typeof SelectField> & { options: readonly TOption[]; 'data-testid'?: string }) {
  const select = useRef<HTMLSelectElement>(null);
  const [live, approach] = useApproach();
  return (
    <div className="combo" {...approach}>
      <SelectField {...props} ref={select} options={options} />
      {live && (
        <Suspense fallback={null}>
          <LiveChoice select={select} options={options} label={typeof props.label === 'string' ? props.label : ''} initial={String(props.value ?? props.defaultValue ?? '')} testId={props['data-testid']} />
        </Suspense>
      )}
    </div>
  );
}
