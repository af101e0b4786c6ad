import { useEffect, useId, useRef, useState, type RefObject } from 'react';
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
export function keyStep(state: TListState, key: string, count: number): (TListState & { prevent: boolean; chosen?: number; left?: boolean }) | null {
  if (key === 'ArrowDown' || key === 'ArrowUp') {
    if (!count) return { ...state, prevent: true };
    const step = key === 'ArrowDown' ? 1 : -1;
    const active = !state.open || state.active < 0 ? (step > 0 ? 0 : count - 1) : (state.active + step + count) % count;
    return { open: true, active, prevent: true };
  }
  if (key === 'Enter') return state.open && state.active >= 0 && state.active < count ? { open: false, active: -1, prevent: true, chosen: state.active } : null;
  if (key === 'Escape') return state.open ? { open: false, active: -1, prevent: true, left: true } : null;
  if (key === 'Tab') return { open: false, active: -1, prevent: false };
  return null;
}

interface THandlers<T> {
  choose: (item: T) => void;
  /** The input's text changed (typed). */
  typed: (text: string) => void;
  /** The list closed without a choice (Escape, leaving the field). */
  left?: () => void;
}

/** The list's state and the input's keyboard and ARIA attributes, on an input the caller renders. */
function useCombobox<T extends TItem>(input: RefObject<HTMLInputElement | null>, items: readonly T[], listId: string, handlers: THandlers<T>) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const latest = useRef({ open, active, items, handlers });
  latest.current = { open, active, items, handlers };
  const shown = open && items.length > 0;

  useEffect(() => {
    const element = input.current;
    if (!element) return undefined;
    element.setAttribute('role', 'combobox');
    element.setAttribute('aria-autocomplete', 'list');
    element.setAttribute('aria-controls', listId);
    element.setAttribute('aria-expanded', 'false');
    const onInput = () => {
      setOpen(true);
      setActive(-1);
      latest.current.handlers.typed(element.value);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const { open: isOpen, active: current, items: list, handlers: on } = latest.current;
      const step = keyStep({ open: isOpen, active: current }, event.key, list.length);
      if (!step) return;
      if (step.prevent) event.preventDefault();
      setOpen(step.open);
      setActive(step.active);
      if (step.chosen !== undefined) on.choose(list[step.chosen]!);
      if (step.left) on.left?.();
    };
    const onBlur = () => {
      if (latest.current.open) latest.current.handlers.left?.();
      setOpen(false);
      setActive(-1);
    };
    element.addEventListener('input', onInput);
    element.addEventListener('keydown', onKeyDown);
    element.addEventListener('blur', onBlur);
    return () => {
      element.removeEventListener('input', onInput);
      element.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('blur', onBlur);
      for (const name of ['role', 'aria-autocomplete', 'aria-controls', 'aria-expanded', 'aria-activedescendant']) element.removeAttribute(name);
    };
  }, [input, listId]);

  useEffect(() => {
    const element = input.current;
    if (!element) return;
    element.setAttribute('aria-expanded', String(shown));
    if (shown && active >= 0 && active < items.length) {
      element.setAttribute('aria-activedescendant', `${listId}-${active}`);
      document.getElementById(`${listId}-${active}`)?.scrollIntoView?.({ block: 'nearest' });
    } else element.removeAttribute('aria-activedescendant');
  }, [input, listId, shown, active, items.length]);

  return { shown, active, setActive, close: () => setOpen(false), open: () => setOpen(true) };
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
    element.value = item.suggestion.text;
    element.form?.requestSubmit();
  };

  useEffect(() => () => window.clearTimeout(pending.current.timer), []);
  const box = useCombobox(input, items, listId, { choose, typed });
  return <Listbox id={listId} label={t('search.suggest.label')} items={items} shown={box.shown} active={box.active} onHover={box.setActive} onChoose={(item) => { box.close(); choose(item); }} />;
}

/**
 * A select's options as a combobox that filters them as one types (by their names folded as search folds them,
 * lib/names-match.ts). The select stays the form's field: choosing sets it and fires its change event.
 */
export function ChoiceCombobox({ select, options, testId }: { select: RefObject<HTMLSelectElement | null>; options: ReadonlyArray<TOption & { other?: string }>; testId: string | undefined }) {
  const inputId = useId();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const labelOf = (value: string) => options.find((option) => option.value === value)?.label ?? '';
  const [text, setText] = useState(() => labelOf(select.current?.value ?? ''));
  const [filter, setFilter] = useState<string | null>(null);
  const items = options
    .filter((option) => filter === null || namesMatch([option.label, option.other ?? ''], filter))
    .map((option) => ({ key: option.value, label: option.label }));

  // The select steps aside for the combobox (kept in the form, hidden from sight and from the keyboard), its label
  // naming the combobox; and what sets the select otherwise (a link, the page coming back) shows in the combobox.
  useEffect(() => {
    const element = select.current;
    const wrapper = element?.closest<HTMLElement>('.combo');
    if (!element || !wrapper) return undefined;
    const label = element.labels?.[0] ?? null;
    const labelFor = label?.htmlFor ?? '';
    wrapper.dataset.live = 'true';
    element.tabIndex = -1;
    element.setAttribute('aria-hidden', 'true');
    if (label) label.htmlFor = inputId;
    const onChange = () => setText(labelOf(element.value));
    element.addEventListener('change', onChange);
    onChange();
    return () => {
      delete wrapper.dataset.live;
      element.removeAttribute('tabindex');
      element.removeAttribute('aria-hidden');
      if (label) label.htmlFor = labelFor;
      element.removeEventListener('change', onChange);
    };
    // The options' labels change with the counts; the select and the ids do not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [select, inputId, options]);

  const choose = (item: TItem) => {
    const element = select.current;
    setFilter(null);
    setText(item.label);
    if (!element || element.value === item.key) return;
    element.value = item.key;
    element.dispatchEvent(new Event('change', { bubbles: true }));
  };
  const box = useCombobox(input, items, listId, {
    choose,
    typed: (value) => setFilter(value),
    left: () => {
      setFilter(null);
      setText(labelOf(select.current?.value ?? ''));
    },
  });
  const label = select.current?.labels?.[0]?.textContent ?? '';

  return (
    <>
      <input
        ref={input}
        id={inputId}
        className="plain-input combo-input"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onFocus={(event) => event.currentTarget.select()}
        onClick={() => box.open()}
        autoComplete="off"
        spellCheck={false}
        data-testid={testId ? `${testId}-input` : undefined}
      />
      <Listbox id={listId} label={label} items={items} shown={box.shown} active={box.active} onHover={box.setActive} onChoose={(item) => { box.close(); choose(item); }} />
    </>
  );
}
