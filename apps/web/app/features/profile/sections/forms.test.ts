import { describe, expect, it } from 'vitest';
import { COMPANY_VIEW_HIDDEN, ZCompanyView, ZJobRequired, ZPersonalInfo, ZProminentMajors, ZSocialContacts } from '@tawzeef/contract';
import { companyViewInput, contactInfoInput, jobRequiredInput, majorsInput, personalInfoInput, socialContactsInput, visibilityInput } from './forms.ts';

const formOf = (entries: Array<[string, string]>) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};

describe('profile section forms', () => {

  it('sends empty optional fields of personal information as null, so that they are cleared', () => {
    const input = personalInfoInput(formOf([['first_name', 'سعد'], ['last_name', 'الشمري'], ['birthdate', ''], ['sex', ''], ['country_id', '1'], ['city_id', '']]));
    expect(input).toMatchObject({ first_name: 'سعد', birthdate: null, sex: null, country_id: 1, city_id: null, nationality_id: null });
    expect(ZPersonalInfo.safeParse(input).success).toBe(true);
  });

  it('leaves the current password out when it is empty', () => {
    expect(contactInfoInput(formOf([['email', 'a@b.sa'], ['phone', '0500000001'], ['current_password', '']]))).toEqual({ email: 'a@b.sa', phone: '0500000001' });
  });

  it('keeps every checked major, so the schema can refuse a sixth', () => {
    const input = majorsInput(formOf(['1', '2', '3', '4', '5', '6'].map((id) => ['major_ids', id])));
    expect(input.major_ids).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ZProminentMajors.safeParse(input).success).toBe(false);
  });

  it('reads the desired job, and a title alone is enough: blank salary, notice and type are "not given", not zero', () => {
    const input = jobRequiredInput(formOf([['job_role_title', 'محاسب'], ['expected_salary', '١٢٠٠٠'], ['notice_period', '2'], ['job_type', 'full_time'], ['job_target', '']]));
    expect(input).toEqual({ job_role_title: 'محاسب', expected_salary: 12000, notice_period: 2, job_type: 'full_time', job_target: null });
    expect(ZJobRequired.safeParse(input).success).toBe(true);
    const titleOnly = jobRequiredInput(formOf([['job_role_title', 'محاسب'], ['expected_salary', ''], ['notice_period', '']]));
    expect(titleOnly).toEqual({ job_role_title: 'محاسب', expected_salary: null, notice_period: null, job_type: null, job_target: null });
    expect(ZJobRequired.safeParse(titleOnly).success).toBe(true);
    expect(ZJobRequired.safeParse(jobRequiredInput(formOf([['expected_salary', '9000']]))).success).toBe(false);
  });

  it('sends all eight social links, empty ones as null', () => {
    const input = socialContactsInput(formOf([['linkedin', ' https://www.linkedin.com/in/saad '], ['site', '']]));
    expect(Object.keys(input)).toHaveLength(8);
    expect(input.linkedin).toBe('https://www.linkedin.com/in/saad');
    expect(input.site).toBeNull();
    expect(ZSocialContacts.safeParse(input).success).toBe(true);
  });

  it('reads the visibility switch: absent means hidden', () => {
    expect(visibilityInput(formOf([['is_visible', 'on']]))).toEqual({ is_visible: true });
    expect(visibilityInput(formOf([]))).toEqual({ is_visible: false });
  });

  it('reads what companies see: a ticked detail is shown, every other one hidden (decision 086)', () => {
    expect(companyViewInput(formOf([]))).toEqual(COMPANY_VIEW_HIDDEN);
    const chosen = companyViewInput(formOf([['nationality', 'on'], ['sex', 'on']]));
    expect(chosen).toEqual({ ...COMPANY_VIEW_HIDDEN, nationality: true, sex: true });
    expect(ZCompanyView.safeParse(chosen).success).toBe(true);
  });
});
