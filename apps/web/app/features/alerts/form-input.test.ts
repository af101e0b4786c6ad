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

describe('the place of an alert (decision 141)', () => {
  it('sends the place of its hidden fields while "only jobs nearby" is ticked, and none once it is unticked', () => {
    const place = { open_keys: 'nurse', frequency: 'weekly', near_city: '1', radius_km: '25' };
    const kept = alertFormInput(form({ ...place, near_keep: '1' }));
    expect(kept.filters).toEqual({ near_city: '1', radius_km: '25' });
    expect(ZAlertInput.parse(kept).filters).toEqual({ near_city: 1, radius_km: 25 });
    expect(alertFormInput(form(place)).filters).toEqual({});
    const point = alertFormInput(form({ frequency: 'daily', near_lat: '٢١٫٤٩', near_lng: '39.186', near_keep: '1' }));
    expect(ZAlertInput.parse(point).filters).toEqual({ near_lat: 21.49, near_lng: 39.186 });
    // Half a point is refused by the search's own rule.
    expect(ZAlertInput.safeParse(alertFormInput(form({ frequency: 'daily', near_lat: '21.49', near_keep: '1' }))).success).toBe(false);
  });
});

describe('the phone channels of an alert (decision 144)', () => {
  it('sends the ticked boxes, none when none is ticked, and leaves the field out of a form without them', () => {
    const base = { open_keys: 'nurse', frequency: 'weekly' };
    expect(alertFormInput(form({ ...base, phone_channels_form: '1', phone_sms: '1', phone_whatsapp: '1' })).phone_channels).toEqual(['sms', 'whatsapp']);
    expect(alertFormInput(form({ ...base, phone_channels_form: '1', phone_whatsapp: '1' })).phone_channels).toEqual(['whatsapp']);
    expect(alertFormInput(form({ ...base, phone_channels_form: '1' })).phone_channels).toEqual([]);
    expect('phone_channels' in alertFormInput(form(base))).toBe(false);
    expect(ZAlertInput.parse(alertFormInput(form({ ...base, phone_channels_form: '1', phone_sms: '1' }))).phone_channels).toEqual(['sms']);
  });
});
