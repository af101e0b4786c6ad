import { describe, expect, it } from 'vitest';
import { countedOptions, countLabel, FIRST_PAINT_VALUES } from './filters-panel.tsx';

/** The counts beside filter values (decision 059): exact counts as numbers, estimates with "≈" and no estimated 0. */
describe('counts beside filter values', () => {
  const cities = [
    { id: 1, name: 'Riyadh' },
    { id: 2, name: 'Jeddah' },
    { id: 3, name: 'Abha' },
  ];

  it('shows exact counts, the values with matches first, and no "(0)" beside the others', () => {
    expect(countedOptions(cities, [{ id: 2, count: 1234 }, { id: 1, count: 5 }], 'All cities', 'en')).toEqual([
      { value: '', label: 'All cities' },
      { value: '1', label: 'Riyadh (5)' },
      { value: '2', label: 'Jeddah (1,234)' },
      { value: '3', label: 'Abha' },
    ]);
  });

  it('marks estimates and leaves out the count of a value the sample did not meet', () => {
    const options = countedOptions(cities, [{ id: 2, count: 1200 }], 'كل المدن', 'ar', true);
    expect(options[1]).toEqual({ value: '2', label: 'Jeddah (≈1,200)' });
    expect(options.slice(2).map((option) => option.label)).toEqual(['Riyadh', 'Abha']);
    expect(countLabel('Remote', 40, 'en', true)).toBe('Remote (≈40)');
    expect(countLabel('Remote', 0, 'en', false)).toBe('Remote');
    expect(countLabel('Remote', null, 'en', true)).toBe('Remote');
  });

  /** Decision 069: before the page's scripts run, a long list offers the value chosen and the values with most matches. */
  it('offers in the server\'s render the chosen value and the values with the most matches, every value afterwards', () => {
    const many = Array.from({ length: 30 }, (_, index) => ({ id: index + 1, name: `City ${index + 1}` }));
    const counts = many.map(({ id }) => ({ id, count: id % 7 }));
    const all = countedOptions(many, counts, 'All cities', 'en');
    expect(all).toHaveLength(31);
    const first = countedOptions(many, counts, 'All cities', 'en', false, '29');
    const values = first.map((option) => option.value);
    // "Any", the chosen one (1 match) and the ten with most: 6 and 5 matches (ids 6, 13, 20, 27; 5, 12, 19, 26), then 4 (4, 11).
    expect(values).toEqual(['', '4', '5', '6', '11', '12', '13', '19', '20', '26', '27', '29']);
    expect(values.length).toBe(FIRST_PAINT_VALUES + 2);
    // Each offered as in the full list, with its count.
    for (const option of first) expect(all).toContainEqual(option);
    // Without counts (the dimension filtered): the first values and the chosen one.
    expect(countedOptions(many, null, 'All cities', 'en', false, '30').map((option) => option.value)).toEqual(['', ...Array.from({ length: 10 }, (_, index) => String(index + 1)), '30']);
    // A short list is offered whole; "any" chosen adds nothing.
    expect(countedOptions(cities, null, 'All cities', 'en', false, '')).toHaveLength(4);
    expect(countedOptions(many, null, 'All cities', 'en', false, '')).toHaveLength(FIRST_PAINT_VALUES + 1);
  });
});
