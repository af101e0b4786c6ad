import { describe, expect, it } from 'vitest';
import { countedOptions, countLabel } from './filters-panel.tsx';

/** The counts beside filter values (decision 059): exact counts as numbers, estimates with "≈" and no estimated 0. */
describe('counts beside filter values', () => {
  const cities = [
    { id: 1, name: 'Riyadh' },
    { id: 2, name: 'Jeddah' },
    { id: 3, name: 'Abha' },
  ];

  it('shows exact counts, 0 included, the values with matches first', () => {
    expect(countedOptions(cities, [{ id: 2, count: 1234 }, { id: 1, count: 5 }], 'All cities', 'en')).toEqual([
      { value: '', label: 'All cities' },
      { value: '1', label: 'Riyadh (5)' },
      { value: '2', label: 'Jeddah (1,234)' },
      { value: '3', label: 'Abha (0)' },
    ]);
  });

  it('marks estimates and leaves out the count of a value the sample did not meet', () => {
    const options = countedOptions(cities, [{ id: 2, count: 1200 }], 'كل المدن', 'ar', true);
    expect(options[1]).toEqual({ value: '2', label: 'Jeddah (≈1,200)' });
    expect(options.slice(2).map((option) => option.label)).toEqual(['Riyadh', 'Abha']);
    expect(countLabel('Remote', 40, 'en', true)).toBe('Remote (≈40)');
    expect(countLabel('Remote', 0, 'en', false)).toBe('Remote (0)');
    expect(countLabel('Remote', null, 'en', true)).toBe('Remote');
  });
});
