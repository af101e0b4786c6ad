import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { TGeocodeResult } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';

type TSearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; results: TGeocodeResult[] }
  | { status: 'unavailable' }
  | { status: 'invalid' };

/**
 * Place search (Arabic or English) through the web server's /company-profile/place-search, which asks the API's
 * geocoder. The results are buttons (Tab, or the arrow keys from the search box); choosing one moves the marker.
 * A geocoder that cannot be reached gives a notice; the map and the coordinates stay usable.
 */
export function PlaceSearch({ onPick }: { onPick: (place: TGeocodeResult) => void }) {
  const { t, prefix } = useI18n();
  const id = useId();
  const [query, setQuery] = useState('');
  const [state, setState] = useState<TSearchState>({ status: 'idle' });
  const list = useRef<HTMLUListElement>(null);

  const search = async () => {
    const q = query.trim();
    if (q.length < 2) return setState({ status: 'invalid' });
    setState({ status: 'loading' });
    try {
      const response = await fetch(`${withPrefix(prefix, '/company-profile/place-search')}?q=${encodeURIComponent(q)}`, { headers: { accept: 'application/json' } });
      if (response.status === 422) return setState({ status: 'invalid' });
      if (!response.ok) return setState({ status: 'unavailable' });
      const body = (await response.json()) as { results?: TGeocodeResult[] };
      setState({ status: 'done', results: body.results ?? [] });
    } catch {
      setState({ status: 'unavailable' });
    }
  };

  const buttons = () => Array.from(list.current?.querySelectorAll('button') ?? []);
  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter searches instead of sending the profile form around it.
    if (event.key === 'Enter') {
      event.preventDefault();
      void search();
    } else if (event.key === 'ArrowDown') {
      const first = buttons()[0];
      if (first) {
        event.preventDefault();
        first.focus();
      }
    }
  };
  const onResultKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const all = buttons();
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = index + (event.key === 'ArrowDown' ? 1 : -1);
      if (next < 0) document.getElementById(`${id}-q`)?.focus();
      else all[Math.min(next, all.length - 1)]?.focus();
    } else if (event.key === 'Escape') {
      setState({ status: 'idle' });
      document.getElementById(`${id}-q`)?.focus();
    }
  };
  const pick = (place: TGeocodeResult) => {
    onPick(place);
    setState({ status: 'idle' });
    setQuery(place.label);
  };

  return (
    <Stack gap="xs">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          id={`${id}-q`}
          label={t('company.map.search')}
          description={t('company.map.searchHint')}
          placeholder={t('company.map.searchPlaceholder')}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          onKeyDown={onInputKey}
          style={{ flex: 1 }}
          autoComplete="off"
          // Only while the list is there: an id that names nothing is an invalid ARIA value (axe, issue 18).
          aria-controls={state.status === 'done' && state.results.length > 0 ? `${id}-results` : undefined}
          data-testid="place-search-input"
        />
        <Button type="button" variant="light" onClick={() => void search()} loading={state.status === 'loading'} data-testid="place-search-button">
          {t('company.map.searchButton')}
        </Button>
      </Group>
      <div aria-live="polite">
        {state.status === 'unavailable' && (
          <Alert color="orange" variant="light" data-testid="place-search-unavailable">
            {t('company.map.searchUnavailable')}
          </Alert>
        )}
        {state.status === 'invalid' && (
          <Text size="sm" c="red.8">
            {t('company.map.searchTooShort')}
          </Text>
        )}
        {state.status === 'done' && (
          <Text size="sm" c="dimmed">
            {state.results.length ? t('company.map.searchFound', { count: state.results.length }) : t('company.map.searchNone')}
          </Text>
        )}
      </div>
      {state.status === 'done' && state.results.length > 0 && (
        <ul className="place-results" id={`${id}-results`} ref={list} aria-label={t('company.map.searchResults')} data-testid="place-results">
          {state.results.map((place, index) => (
            <li key={`${place.lat},${place.lng},${index}`}>
              <button type="button" onClick={() => pick(place)} onKeyDown={(event) => onResultKey(event, index)}>
                <bdi>{place.label}</bdi>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
