import { describe, expect, it } from 'vitest';
import { ZAlertInput } from '@tawzeef/contract';
import { alertFormInput } from './form-input.ts';

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
};

describe('the alert form as the API body', () => {
  it('sends the ticked "reserved for Saudi nationals" box as the saudi_only filter, and nothing when it is not ticked (decision 084)', () => {
    const ticked = alertFormInput(form({ open_keys: 'محاسب', frequency: 'weekly', city_id: '3', saudi_only: '1' }));
    expect(ticked.filters).toEqual({ city_id: '3', saudi_only: '1' });
    expect(ZAlertInput.parse(ticked).filters).toEqual({ city_id: 3, saudi_only: true });
    const unticked = alertFormInput(form({ open_keys: 'محاسب', frequency: 'weekly', city_id: '3' }));
    expect(unticked.filters).toEqual({ city_id: '3' });
  });
});
