import { describe, expect, it } from 'vitest';
import { isStepComplete } from './job-form.ts';

describe('isStepComplete', () => {
  it('ticks a step only when none of its required fields is missing (decision 041)', () => {
    const job = { missing_fields: ['description', 'deadline'] };
    expect(isStepComplete('basics', job)).toBe(true);
    expect(isStepComplete('details', job)).toBe(false);
    expect(isStepComplete('terms', job)).toBe(false);
    expect(isStepComplete('review', job)).toBe(false);
    expect(isStepComplete('review', { missing_fields: [] })).toBe(true);
  });

  it('ticks nothing before the first save', () => {
    expect(isStepComplete('basics', null)).toBe(false);
  });
});
