import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MantineProvider } from '@mantine/core';
import type { TApplicantList, TLocale, TScreeningQuestionPublic } from '@tawzeef/contract';
import { I18nContext, translator } from '../../i18n/index.ts';
import { ApplicantFilters } from './applicant-filters.tsx';
import type { TApplicantsData } from './applications.server.ts';

/** The filters as the server renders them (no JavaScript), in `locale`. */
function render(node: ReactNode, locale: TLocale = 'en') {
  const router = createMemoryRouter([{ path: '/', element: node }], { initialEntries: ['/'] });
  return renderToStaticMarkup(
    <MantineProvider>
      <I18nContext.Provider value={{ locale, dir: locale === 'ar' ? 'rtl' : 'ltr', prefix: locale === 'ar' ? '' : '/en', t: translator(locale) }}>
        <RouterProvider router={router} />
      </I18nContext.Provider>
    </MantineProvider>,
  );
}

const questions: TScreeningQuestionPublic[] = [
  { id: 'q1', text: 'Do you hold a Saudi driving licence?', type: 'yes_no', choices: [], required: true },
  { id: 'q2', text: 'Years in accounting?', type: 'number', choices: [], required: true },
  { id: 'q3', text: 'Which city would you work from?', type: 'single_choice', choices: ['Riyadh', 'Jeddah'], required: true },
  { id: 'q4', text: 'Which tools do you use?', type: 'multi_choice', choices: ['Excel', 'SAP'], required: false },
  { id: 'q5', text: 'Anything else?', type: 'short_text', choices: [], required: false },
];

function data(screening: TScreeningQuestionPublic[], answer = ''): TApplicantsData {
  const list = { items: [], total: 0, page: 1, page_size: 20, job: { id: 7, title: 'Accountant', status: 'active', applications_count: 3, screening_questions: screening }, stage_counts: {}, departed_count: 0, company_tags: [], cities: [] } as unknown as TApplicantList;
  return { list, view: 'list', columns: [], open: null, notes: [], formKey: null, templates: [], stage: null, sort: 'match', tag: '', rating: '', match: '', from: '', to: '', city: '', requirements: '', answer };
}

/** The answer select's markup. */
const answerSelect = (html: string) => /<select[^>]*name="answer"[^>]*>([\s\S]*?)<\/select>/.exec(html);

describe('the applicants filter by a screening answer (decision 127)', () => {
  it('groups each yes/no and choice question with its answers in the GET form, leaving out numbers and texts', () => {
    const html = render(<ApplicantFilters data={data(questions)} base="/en/company-jobs/7/applicants" />);
    const select = answerSelect(html);
    expect(select, html).not.toBeNull();
    const options = select![1]!;
    expect(html).toContain('Screening answer');
    expect(options).toContain('<optgroup label="Do you hold a Saudi driving licence?"><option value="q1:yes">Yes — Do you hold a Saudi driving licence?</option><option value="q1:no">No — Do you hold a Saudi driving licence?</option></optgroup>');
    expect(options).toContain('<optgroup label="Which city would you work from?"><option value="q3:Riyadh">Riyadh — Which city would you work from?</option><option value="q3:Jeddah">Jeddah — Which city would you work from?</option></optgroup>');
    expect(options).toContain('<option value="q4:Excel">Excel — Which tools do you use?</option>');
    expect(options).not.toContain('Years in accounting?');
    expect(options).not.toContain('Anything else?');
    expect(options).toContain('<option value="" selected="">Any answer</option>');
    expect(html).toMatch(/<form[^>]*action="\/en\/company-jobs\/7\/applicants" method="get"/);
  });

  it('keeps the chosen answer from the URL, offers "clear", and speaks Arabic', () => {
    const html = render(<ApplicantFilters data={data(questions, 'q1:no')} base="/company-jobs/7/applicants" />, 'ar');
    expect(answerSelect(html)![1]).toMatch(/<option value="q1:no" selected="">لا — Do you hold a Saudi driving licence\?<\/option>/);
    expect(html).toContain('إجابة سؤال فرز');
    expect(html).toContain('أي إجابة');
    expect(html).toContain('data-testid="filter-clear"');
  });

  it('shows no answer filter for a job without such questions', () => {
    expect(answerSelect(render(<ApplicantFilters data={data([questions[1]!, questions[4]!])} base="/en/company-jobs/7/applicants" />))).toBeNull();
    expect(answerSelect(render(<ApplicantFilters data={data([])} base="/en/company-jobs/7/applicants" />))).toBeNull();
  });
});
