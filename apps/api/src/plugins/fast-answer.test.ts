import { describe, expect, it } from 'vitest';
import { type z } from 'zod';
import { API, envelope } from '@tawzeef/contract';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { compileAnswer, fastAnswerCompiler } from './fast-answer.ts';

const card = {
  id: 7,
  name: 'Lama Alqahtani',
  initials: 'LA',
  contact_hidden: false,
  contact: { email: 'lama@example.com', phone: null },
  headline: 'محاسبة قانونية "معتمدة" \\ <script>',
  city: { id: 1, name: 'الرياض' },
  experience_years: 3.5,
  top_skills: ['Excel', 'SAP'],
  last_active_at: '2026-11-20',
  last_active_days: 2,
  match: null,
  pools: [3, 9],
  blocked: false,
};
const answer = {
  message: 'تم',
  data: {
    items: [card, { ...card, id: 8, contact: null, city: null, headline: null, contact_hidden: true, match: { score: 80, reasons: [{ code: 'city', outcome: 'met', weight: 15, points: 15, params: { city: 'جدة', years: 2 } }] } }],
    total: 2,
    total_capped: false,
    page: 1,
    page_size: 20,
    facets: { city: [{ id: 1, name: 'الرياض', count: 2 }], major: [], occupation: [], job_type: [{ value: 'full_time', count: 2 }], qualification: [] },
    meta: { interpreted_as: null, approximate: false, city: null, region: null, job: null, level: null, work: null },
    company_verified: true,
  },
};
const schema = envelope(API.candidateSearch.search.response as z.ZodType);
const zodWrites = serializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' } as Parameters<typeof serializerCompiler>[0]);

describe('the compiled answer writer (decision 053)', () => {
  it('writes what zod writes, character for character, with nulls, nested unions, Arabic, quotes and markup', () => {
    expect(zodWrites(answer)).toContain('Lama');
    expect(compileAnswer(schema)(answer)).toBe(zodWrites(answer));
  });

  it('never writes a property the schema does not declare', () => {
    const leaky = { ...answer, data: { ...answer.data, items: [{ ...card, email_hash: 'secret', password: 'x' }] }, debug: true };
    const written = compileAnswer(schema)(leaky);
    expect(written).not.toContain('secret');
    expect(written).not.toContain('password');
    expect(written).not.toContain('debug');
    expect(JSON.parse(written)).toEqual(JSON.parse(zodWrites(leaky)));
  });

  it('outside production checks each answer with zod too, and refuses one that breaks the schema', () => {
    const checked = fastAnswerCompiler(true)({ schema, method: 'GET', url: '/x', httpStatus: '200' });
    expect(checked(answer)).toBe(zodWrites(answer));
    expect(() => checked({ ...answer, data: { ...answer.data, total: 'many' } })).toThrow();
    // In production the compiled writer alone.
    expect(fastAnswerCompiler(false)({ schema, method: 'GET', url: '/x', httpStatus: '200' })(answer)).toBe(zodWrites(answer));
  });
});
