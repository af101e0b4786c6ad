import { describe, expect, it } from 'vitest';
import { ZAlertInput } from './alerts.ts';
import { ZCandidateSearchQuery } from './candidate-search.ts';
import { ZJobSearchQuery } from './search.ts';
import { localizeIssues } from './validation.ts';

describe('numbers typed in Arabic-Indic digits and the salary range', () => {
  it('reads Arabic-Indic and Persian digits, with separators, in a job search, an alert and a candidate search', () => {
    expect(ZJobSearchQuery.parse({ salary_min: '٥٠٠٠', salary_max: '۱۲,۰۰۰', experience: '٣', page: '٢' })).toMatchObject({ salary_min: 5000, salary_max: 12000, experience: 3, page: 2 });
    expect(ZAlertInput.parse({ frequency: 'daily', filters: { salary_min: '٧٥٠٠' } }).filters).toEqual({ salary_min: 7500 });
    expect(ZCandidateSearchQuery.parse({ salary_max: '٩٬٠٠٠', experience_min: '٢', notice_max: '١' })).toMatchObject({ salary_max: 9000, experience_min: 2, notice_max: 1 });
    // Still not a number.
    expect(ZJobSearchQuery.safeParse({ salary_min: '٥ آلاف' }).success).toBe(false);
  });

  // An alert's range is checked by the API with its other rules (alerts/service.ts: the same salaryRangeReversed).
  it('says when the salary "to" is below the "from", in the user\'s language, in a job search and a candidate search', () => {
    const query = { salary_min: '9000', salary_max: '٥٠٠٠' };
    const search = ZJobSearchQuery.safeParse(query);
    expect(search.success).toBe(false);
    expect(localizeIssues(search.error!.issues, query, 'en')).toEqual({ salary_max: ['The highest salary must not be lower than the lowest'] });
    expect(localizeIssues(search.error!.issues, query, 'ar')).toEqual({ salary_max: ['يجب ألا يقل الحد الأعلى للراتب عن الحد الأدنى'] });
    expect(ZCandidateSearchQuery.safeParse(query).error?.issues.map((issue) => issue.message)).toEqual(['salary_range']);
    // Equal, or only one side: fine.
    expect(ZJobSearchQuery.safeParse({ salary_min: '5000', salary_max: '5000' }).success).toBe(true);
    expect(ZJobSearchQuery.safeParse({ salary_max: '5000' }).success).toBe(true);
  });
});
