import { describe, expect, it } from 'vitest';
import { newestQualificationsFirst } from './specs.ts';

describe('qualification order', () => {
  it('puts the newest first whether it has a full date or only a year and month', () => {
    const items = [
      { id: 1, graduation_date: null, graduated_year: 2012, graduated_month: null },
      { id: 2, graduation_date: '2017-06-15', graduated_year: null, graduated_month: null },
      { id: 3, graduation_date: null, graduated_year: 2017, graduated_month: 9 },
      { id: 4, graduation_date: null, graduated_year: 2017, graduated_month: null },
    ];
    expect(newestQualificationsFirst(items).map((q) => q.id)).toEqual([4, 3, 2, 1]);
  });
});
