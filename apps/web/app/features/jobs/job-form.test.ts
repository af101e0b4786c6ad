import { describe, expect, it } from 'vitest';
import { isStepComplete, stepInput } from './job-form.ts';
import { orderedErrors } from './step-errors.tsx';

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

describe('the flag of a job reserved for Saudi nationals (decision 084)', () => {
  it('is asked at the first step: ticked it is sent as true, unticked as false, and other steps keep the saved value', () => {
    const form = (entries: Record<string, string>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(entries)) data.set(name, value);
      return data;
    };
    expect(stepInput(form({ title: 'HR Officer', saudi_only: 'true' }), 1, null, undefined).saudi_only).toBe(true);
    expect(stepInput(form({ title: 'HR Officer' }), 1, { title: 'HR Officer', saudi_only: true }, 'draft').saudi_only).toBe(false);
    expect(stepInput(form({ duties: 'Hiring' }), 2, { title: 'HR Officer', saudi_only: true }, 'draft').saudi_only).toBe(true);
  });
});

describe('the errors of a step, in the order a person meets them', () => {
  it('lists the step\'s own fields in the form\'s order, then those of the other steps', () => {
    const errors = { deadline: ['past'], salary_to: ['lower'], title: ['required'], working_hours: ['required'] };
    expect(orderedErrors(errors, 3).map((error) => [error.field, error.step])).toEqual([
      ['working_hours', 3],
      ['salary_to', 3],
      ['deadline', 3],
      ['title', 1],
    ]);
  });
});

describe('a job\'s own place (decision 141)', () => {
  const form = (entries: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(entries)) data.set(name, value);
    return data;
  };
  it('is asked at the first step: blank is none, digits of either script are numbers, other text goes as typed for the API to refuse; a remote job has none', () => {
    expect(stepInput(form({ title: 'Site engineer', lat: '24.7', lng: '٤٦٫٦٨' }), 1, null, undefined)).toMatchObject({ lat: 24.7, lng: 46.68 });
    expect(stepInput(form({ title: 'Site engineer', lat: '', lng: '' }), 1, { title: 'Site engineer', lat: 24.7, lng: 46.68 }, 'draft')).toMatchObject({ lat: null, lng: null });
    expect(stepInput(form({ title: 'Site engineer', lat: 'north', lng: '46' }), 1, null, undefined)).toMatchObject({ lat: 'north', lng: 46 });
    expect(stepInput(form({ title: 'Site engineer', work_place: 'remote', lat: '24.7', lng: '46.68' }), 1, null, undefined)).toMatchObject({ lat: null, lng: null });
    // Another step keeps the saved place.
    expect(stepInput(form({ duties: 'Inspections' }), 2, { title: 'Site engineer', lat: 24.7, lng: 46.68 }, 'draft')).toMatchObject({ lat: 24.7, lng: 46.68 });
  });
});
