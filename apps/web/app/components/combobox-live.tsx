import { useEffect, useEffectEvent, useId, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import type { TLocale, TSuggestion, TSuggestionKind, TSuggestionScope } from '@tawzeef/contract';
import { useI18n, type TTranslate } from '../i18n/index.ts';
import { formatInteger } from '../lib/format.ts';
import { withPrefix } from '../lib/locale-path.ts';
import { namesMatch } from '../lib/names-match.ts';
import type { TOption } from './plain.tsx';
import './combobox.css';

/**
 * The combobox of the search boxes (decision 110), after the WAI-ARIA pattern of a combobox with a list that
 * autocompletes: the input keeps the focus and says what the list shows (`role=combobox`, `aria-expanded`,
 * `aria-controls`, `aria-activedescendant`); the arrows move through the options, Enter chooses, Escape closes;
 * a polite live region says how many options there are. Loaded once the page is live (combobox-field.tsx).
 */

interface TItem {
  key: string;
  label: string;
  other?: string | null;
  kind?: TSuggestionKind;
}

const rules: Record<TLocale, Intl.PluralRules> = { ar: new Intl.PluralRules('ar'), en: new Intl.PluralRules('en') };

/** "3 suggestions", «اقتراحان»: the count of options in the language's plural form. */
export function optionsCount(count: number, locale: TLocale, t: TTranslate): string {
  const category = rules[locale].select(count) as 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
  return t(`search.suggest.count.${category}`, { count: formatInteger(count, locale) ?? String(count) });
}

/** What a key does to the list: where it is now, and what it becomes (null: the key is the input's own). */
export interface TListState {
  open: boolean;
  /** The option under the keyboard, -1 for none. */
  active: number;
}

/**
 * The keyboard of the combobox (WAI-ARIA's list autocomplete): the arrows open the list and move through its `count`
 * options, round; Enter chooses the active one; Escape closes an open list (the text is the caller's to restore);
 * Tab closes it. Other keys, and Enter or Escape with nothing to do, stay the input's (Enter submits the form).
 */
export function keyStep(state: TListState, key: string, count: number): (TListState & { prevent: boolean; chosen?: number; dismissed?: boolean }) | null {
  if (key === 'ArrowDown' || key === 'ArrowUp') {
    if (!count) return { ...state, prevent: true };
    const step = key === 'ArrowDown' ? 1 : -1;
    const active = !state.open || state.active < 0 ? (step > 0 ? 0 : count - 1) : (state.active + step + count) % count;
    return { open: true, active, prevent: true };
  }
  if (key === 'Enter') return state.open && state.active >= 0 && state.active < count ? { open: false, active: -1, prevent: true, chosen: state.active } : null;
  if (key === 'Escape') return state.open ? { open: false, active: -1, prevent: true, dismissed: true } : null;
  if (key === 'Tab') return { open: false, active: -1, prevent: false };
  return null;
}

interface THandlers<T> {
  choose: (item: T) => void;
  /** The input's text changed (typed). */
  typed: (text: string) => void;
  /** The list closed without a choice (Escape, leaving the field). */
  dismissed?: () => void;
}

/** The list's state and the input's keyboard and ARIA attributes, on an input the caller renders. */
/**
 * `ownInput`: the caller renders the input controlled and reports typing (`typed`) from its onChange; otherwise (an
 * input rendered by another component, uncontrolled) the input's own events are listened to.
 */
function useCombobox<T extends TItem>(input: RefObject<HTMLInputElement | null>, items: readonly T[], listId: string, handlers: THandlers<T>, ownInput = false) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const shown = open && items.length > 0;

  const typed = (text: string) => {
    setOpen(true);
    setActive(-1);
    handlers.typed(text);
  };
  const onInput = useEffectEvent((element: HTMLInputElement) => typed(element.value));
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    const step = keyStep({ open, active }, event.key, items.length);
    if (!step) return;
    if (step.prevent) event.preventDefault();
    setOpen(step.open);
    setActive(step.active);
    if (step.chosen !== undefined) handlers.choose(items[step.chosen]!);
    if (step.dismissed) handlers.dismissed?.();
  });
  const onBlur = useEffectEvent(() => {
    if (open) handlers.dismissed?.();
    setOpen(false);
    setActive(-1);
  });

  useEffect(() => {
    const element = input.current;
    if (!element) return undefined;
    element.setAttribute('role', 'combobox');
    element.setAttribute('aria-autocomplete', 'list');
    element.setAttribute('aria-controls', listId);
    element.setAttribute('aria-expanded', 'false');
    // A controlled input's typing comes through React (a state set here, before React's own listener, would undo it).
    const changed = () => onInput(element);
    const key = (event: KeyboardEvent) => onKeyDown(event);
    const blur = () => onBlur();
    if (!ownInput) element.addEventListener('input', changed);
    element.addEventListener('keydown', key);
    element.addEventListener('blur', blur);
    // Letters typed before the widget came (it loads at the first focus, while the person types): heard as typing now.
    if (!ownInput && document.activeElement === element && element.value.trim()) element.dispatchEvent(new Event('input', { bubbles: true }));
    return () => {
      element.removeEventListener('input', changed);
      element.removeEventListener('keydown', key);
      element.removeEventListener('blur', blur);
      for (const name of ['role', 'aria-autocomplete', 'aria-controls', 'aria-expanded', 'aria-activedescendant']) element.removeAttribute(name);
    };
  }, [input, listId, ownInput]);

  useEffect(() => {
    const element = input.current;
    if (!element) return;
    element.setAttribute('aria-expanded', String(shown));
    if (shown && active >= 0 && active < items.length) {
      element.setAttribute('aria-activedescendant', `${listId}-${active}`);
      document.getElementById(`${listId}-${active}`)?.scrollIntoView?.({ block: 'nearest' });
    } else element.removeAttribute('aria-activedescendant');
  }, [input, listId, shown, active, items.length]);

  return { shown, active, setActive, typed, close: () => setOpen(false), open: () => setOpen(true) };
}

/** Puts a suggestion's words in the box and searches them (the form's own submit, as the button would). */
function searchWords(element: HTMLInputElement, text: string): void {
  element.value = text;
  element.form?.requestSubmit();
}

/** Sets the select the form sends, and tells the form (its search on change) as a person's choice would. */
function chooseInSelect(element: HTMLSelectElement, value: string): void {
  if (element.value === value) return;
  element.value = value;
  element.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The listbox and the live region that counts its options. */
export function Listbox<T extends TItem>({ id, label, items, shown, active, onHover, onChoose }: { id: string; label: string; items: readonly T[]; shown: boolean; active: number; onHover: (index: number) => void; onChoose: (item: T) => void }) {
  const { t, locale } = useI18n();
  return (
    <>
      <ul id={id} role="listbox" aria-label={label} className="combo-list" hidden={!shown}>
        {items.map((item, index) => (
          <li
            key={item.key}
            id={`${id}-${index}`}
            role="option"
            aria-selected={index === active}
            className="combo-option"
            // The input keeps the focus: a press on an option must not blur it before the click chooses.
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => onHover(index)}
            onClick={() => onChoose(item)}
          >
            <bdi className="combo-name">{item.label}</bdi>
            {item.other && <bdi className="combo-other">{item.other}</bdi>}
            {item.kind && <span className="combo-kind">{t(`search.suggest.kind.${item.kind}`)}</span>}
          </li>
        ))}
      </ul>
      <p role="status" aria-live="polite" className="visually-hidden">
        {shown ? optionsCount(items.length, locale, t) : ''}
      </p>
    </>
  );
}

/** How long typing pauses before suggestions are asked for. */
const TYPING_PAUSE_MS = 120;

/**
 * Suggestions under a search box's words: occupations, skills, companies and cities (GET /suggestions, the API's
 * /api/v1/suggestions). Choosing one searches its words, or opens the company's page.
 */
export function WordsCombobox({ input, scope }: { input: RefObject<HTMLInputElement | null>; scope: TSuggestionScope }) {
  const { t, prefix } = useI18n();
  const navigate = useNavigate();
  const listId = useId();
  const [items, setItems] = useState<Array<TItem & { suggestion: TSuggestion }>>([]);
  const known = useRef(new Map<string, TSuggestion[]>());
  const pending = useRef<{ timer: number; abort: AbortController | null }>({ timer: 0, abort: null });

  const show = (list: TSuggestion[]) =>
    setItems(list.map((suggestion) => ({ key: `${suggestion.kind}-${suggestion.id}`, label: suggestion.name, other: suggestion.other, kind: suggestion.kind, suggestion })));

  const typed = (text: string) => {
    const q = text.trim();
    window.clearTimeout(pending.current.timer);
    pending.current.abort?.abort();
    if (!q) return show([]);
    const kept = known.current.get(q);
    if (kept) return show(kept);
    pending.current.timer = window.setTimeout(() => {
      const abort = new AbortController();
      pending.current.abort = abort;
      fetch(`${withPrefix(prefix, '/suggestions')}?${new URLSearchParams({ q, scope })}`, { headers: { accept: 'application/json' }, signal: abort.signal })
        .then((response) => (response.ok ? (response.json() as Promise<{ items: TSuggestion[] }>) : { items: [] }))
        .then(({ items: list }) => {
          known.current.set(q, list);
          if (input.current?.value.trim() === q) show(list);
        })
        .catch(() => undefined);
    }, TYPING_PAUSE_MS);
    return undefined;
  };

  const choose = (item: { suggestion: TSuggestion }) => {
    const element = input.current;
    if (!element) return;
    if (item.suggestion.kind === 'company') {
      void navigate(withPrefix(prefix, `/company-profile/${item.suggestion.id}`));
      return;
    }
    searchWords(element, item.suggestion.text);
  };

  useEffect(() => () => window.clearTimeout(pending.current.timer), []);
  const box = useCombobox(input, items, listId, { choose, typed });
  return <Listbox id={listId} label={t('search.suggest.label')} items={items} shown={box.shown} active={box.active} onHover={box.setActive} onChoose={(item) => { box.close(); choose(item); }} />;
}

/**
 * A select's options as a combobox that filters them as one types (by their names folded as search folds them,
 * lib/names-match.ts). The select stays the form's field: choosing sets it and fires its change event.
 */
export function ChoiceCombobox({
  select,
  options,
  label,
  initial,
  testId,
}: {
  select: RefObject<HTMLSelectElement | null>;
  options: ReadonlyArray<TOption & { other?: string }>;
  /** The field's label, which names the combobox once it stands in for the select. */
  label: string;
  /** The select's value when the combobox came. */
  initial: string;
  testId: string | undefined;
}) {
  const inputId = useId();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const labelOf = (value: string) => options.find((option) => option.value === value)?.label ?? '';
  const [text, setText] = useState(() => labelOf(initial));
  const [filter, setFilter] = useState<string | null>(null);
  const items = options
    .filter((option) => filter === null || namesMatch([option.label, option.other ?? ''], filter))
    .map((option) => ({ key: option.value, label: option.label }));
  const showChosen = useEffectEvent((element: HTMLSelectElement) => setText(labelOf(element.value)));

  // The select steps aside for the combobox (kept in the form, hidden from sight and from the keyboard), its label
  // naming the combobox; and what sets the select otherwise shows in the combobox.
  useEffect(() => {
    const element = select.current;
    const wrapper = element?.closest<HTMLElement>('.combo');
    if (!element || !wrapper) return undefined;
    const labelElement = element.labels?.[0] ?? null;
    const labelFor = labelElement?.getAttribute('for') ?? '';
    wrapper.setAttribute('data-live', 'true');
    element.setAttribute('tabindex', '-1');
    element.setAttribute('aria-hidden', 'true');
    labelElement?.setAttribute('for', inputId);
    const changed = () => showChosen(element);
    element.addEventListener('change', changed);
    return () => {
      wrapper.removeAttribute('data-live');
      element.removeAttribute('tabindex');
      element.removeAttribute('aria-hidden');
      labelElement?.setAttribute('for', labelFor);
      element.removeEventListener('change', changed);
    };
  }, [select, inputId]);

  // New labels (a new search's counts, every city once the lists arrive) show, unless the person is typing.
  const shownLabels = options.map((option) => `${option.value}:${option.label}`).join('|');
  useEffect(() => {
    const element = select.current;
    if (element && document.activeElement !== input.current) showChosen(element);
  }, [shownLabels, select]);

  const choose = (item: TItem) => {
    setFilter(null);
    setText(item.label);
    if (select.current) chooseInSelect(select.current, item.key);
  };
  const box = useCombobox(input, items, listId, {
    choose,
    typed: (value) => setFilter(value),
    dismissed: () => {
      setFilter(null);
      setText(labelOf(select.current?.value ?? ''));
    },
  }, true);

  return (
    <>
      <input
        ref={input}
        id={inputId}
        className="plain-input combo-input"
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          box.typed(event.currentTarget.value);
        }}
        // All of it selected, so that typing replaces it (after the click has placed its caret).
        onFocus={(event) => {
          const element = event.currentTarget;
          window.setTimeout(() => element.select(), 0);
        }}
        onClick={() => box.open()}
        autoComplete="off"
        spellCheck={false}
        data-testid={testId ? `${testId}-input` : undefined}
      />
      <Listbox
        id={listId}
        label={label}
        items={items}
        shown={box.shown}
        active={box.active}
        onHover={box.setActive}
        onChoose={(item) => {
          box.close();
          choose(item);
        }}
      />
    </>
  );
}
