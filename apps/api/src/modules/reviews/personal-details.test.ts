import { describe, expect, it } from 'vitest';
import { screenPersonalDetails } from './personal-details.ts';

/** The check that a review names nobody (decision 131): pure functions, no database. */
const people = { companyNames: ['Dr Sulaiman Al Habib', 'الأفق للتقنية'], memberNames: ['Fahad Alqahtani', 'فهد القحطاني'] };
const found = (text: string) => screenPersonalDetails({ pros: text }, people).map((finding) => `${finding.kind}:${finding.phrase}`);

describe('the personal-details check of reviews', () => {
  it('finds emails and phone numbers, in Arabic-Indic digits too, and not salaries or years', () => {
    expect(found('Call 0551234567 or ٠٥٥١٢٣٤٥٦٧, mail x.y@mail.com. Salary 10000 - 15000 from 2019-2023.')).toEqual(['email:x.y@mail.com', 'phone:0551234567', 'phone:٠٥٥١٢٣٤٥٦٧']);
  });

  it('finds the full names of the company’s members however they are spelt, and titles followed by a name', () => {
    expect(found('فَهْد القحطانى يتأخر، والأستاذة سارة ممتازة، ومديري أحمد سيء. Mr Smith and Dr. Jones.')).toEqual([
      'person_name:فَهْد القحطانى',
      'person_name:Mr Smith',
      'person_name:Dr. Jones',
      'person_name:والأستاذة سارة',
      'person_name:ومديري أحمد',
    ]);
  });

  it('leaves titles without a name, and the company’s own name, alone', () => {
    expect(found('المدير العام جيد، والأستاذ في القسم متعاون، والدكتور كان لطيفًا. Dr Sulaiman Al Habib pays well. The manager is fair.')).toEqual([]);
  });
});
