import { describe, expect, it } from 'vitest';
import { ZCourse, ZExperience } from '@tawzeef/contract';
import { courseInput, experienceInput, experienceValues, qualificationInput } from './converters.ts';

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
};

describe('list form converters', () => {

  it('drop the end date of a job the person still holds', () => {
    const input = experienceInput(form({ company_name: 'Acme', job_title: 'Engineer', start_date: '2020-01-01', end_date: '2019-01-01', is_current: 'on', latest_salary: '١٠٠٠٠' }));
    expect(input).toMatchObject({ is_current: true, end_date: null, latest_salary: 10000, foundation_major_id: null, job_description: null });
    expect(ZExperience.safeParse(input).success).toBe(true);
  });

  it('let the contract refuse an end date before the start date', () => {
    const input = experienceInput(form({ company_name: 'Acme', job_title: 'Engineer', start_date: '2020-01-01', end_date: '2019-01-01' }));
    const result = ZExperience.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain('end_after_start');
  });

  it('turn a blank required number into null, so the message says "required"', () => {
    const input = courseInput(form({ title: 'First aid', total_hours: '', type: 'course' }));
    expect(input.total_hours).toBeNull();
    expect(ZCourse.safeParse(courseInput(form({ title: 'First aid', total_hours: '٤٠', type: 'training' }))).success).toBe(true);
  });

  it('read a graduation year and month instead of a full date', () => {
    const input = qualificationInput(form({ qualification_type: 'bachelor', university: 'KSU', study_field: 'CS', graduated_year: '٢٠٢٢', graduated_month: '6', graduation_file_id: '12' }));
    expect(input).toMatchObject({ graduation_date: null, graduated_year: 2022, graduated_month: 6, graduation_file_id: 12, system: null });
  });

  it('prefill the form from a stored item', () => {
    expect(experienceValues({ company_name: 'Acme', start_date: '2020-01-01', end_date: null, is_current: true, latest_salary: 9000 })).toMatchObject({
      company_name: 'Acme',
      start_date: '2020-01-01',
      end_date: '',
      is_current: 'on',
      latest_salary: '9000',
    });
  });
});
