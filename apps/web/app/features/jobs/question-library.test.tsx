import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MantineProvider } from '@mantine/core';
import type { TJobOwn, TLocale, TScreeningLibraryItem } from '@tawzeef/contract';
import { I18nContext, translator } from '../../i18n/index.ts';
import { CompanyJobsPage } from './company-jobs-page.tsx';
import type { TCompanyJobsData } from './company-jobs.server.ts';
import { QuestionLibraryPage } from './question-library-page.tsx';

/** A page as the server renders it (no JavaScript yet), in `locale`. */
function render(node: ReactNode, locale: TLocale = 'en') {
  const router = createMemoryRouter([{ path: '/', element: node, action: () => null }], { initialEntries: ['/'] });
  return renderToStaticMarkup(
    <MantineProvider>
      <I18nContext.Provider value={{ locale, dir: locale === 'ar' ? 'rtl' : 'ltr', prefix: locale === 'ar' ? '' : '/en', t: translator(locale) }}>
        <RouterProvider router={router} />
      </I18nContext.Provider>
    </MantineProvider>,
  );
}

const kept: TScreeningLibraryItem[] = [
  {
    id: 41,
    question: { id: 'q1', text: 'Which tools do you use?', type: 'multi_choice', choices: ['Excel', 'SAP'], required: true, knockout: true, accepted: ['SAP'], min: null, max: null },
    created_at: '2026-11-20T10:00:00+03:00',
  },
  { id: 40, question: { id: 'q1', text: 'Do you hold a Saudi driving licence?', type: 'yes_no', choices: [], required: false, knockout: false, accepted: [], min: null, max: null }, created_at: '2026-11-19T10:00:00+03:00' },
];

describe('the company’s screening question library (decision 127)', () => {
  it('lists each kept question with its kind, choices and marks, each with a plain form that removes it', () => {
    const html = render(<QuestionLibraryPage items={kept} />);
    expect(html).toContain('<h1');
    expect(html).toContain('Screening question library');
    expect(html.match(/data-testid="library-question"/g)).toHaveLength(2);
    expect(html).toContain('Kind of answer: Several choices');
    expect(html).toContain('<bdi>Excel</bdi>');
    expect(html).toContain(', <bdi>SAP</bdi>');
    expect(html).toContain('Knock-out question');
    expect(html).toContain('Questions: 2 of 100');
    // Without JavaScript: a POST form naming the question.
    expect(html).toMatch(/<form[^>]*method="post"><input type="hidden" name="intent" value="remove"\/><input type="hidden" name="id" value="41"\/>/);
    expect(html).toContain('aria-label="Remove “Which tools do you use?” from the library"');
  });

  it('says so when the library is empty, in Arabic', () => {
    const html = render(<QuestionLibraryPage items={[]} />, 'ar');
    expect(html).toContain('مكتبة أسئلة الفرز');
    expect(html).toContain('لا أسئلة في مكتبتك بعد.');
    expect(html).not.toContain('library-remove');
  });

  it('shows a failed removal beside its question', () => {
    const html = render(<QuestionLibraryPage items={kept} result={{ ok: false, id: 40, message: 'Not found' }} />);
    expect(html).toMatch(/data-question-id="40"[\s\S]*role="alert"[^>]*>Not found</);
  });
});

describe('the members named on the company’s job dashboard (decision 127)', () => {
  const job = (values: Partial<TJobOwn>) =>
    ({
      id: 9,
      title: 'Accountant',
      status: 'active',
      work_place: 'on_site',
      city: { id: 1, name: 'Riyadh' },
      deadline: '2026-12-20',
      applications_count: 2,
      published_at: '2026-11-20T10:00:00+03:00',
      updated_at: '2026-11-21T10:00:00+03:00',
      missing_fields: [],
      review: null,
      is_hidden_by_reports: false,
      paid_days_left: 20,
      open_payment_id: null,
      created_by: null,
      updated_by: null,
      ...values,
    }) as unknown as TJobOwn;
  const page = (items: TJobOwn[]): TCompanyJobsData => ({ tab: 'active', page: 1, items, total: items.length, pageSize: 20, counts: { active: items.length, expired: 0, drafts: 0, awaiting: 0 }, postingDays: null });
  const line = (html: string) => /data-testid="job-members"[^>]*>([^<]*)</.exec(html)?.[1];

  it('names who created the job and who changed it last, each once', () => {
    const sara = { id: 1, name: 'Sara Alharbi' };
    expect(line(render(<CompanyJobsPage data={page([job({ created_by: sara, updated_by: { id: 2, name: 'Omar Zahrani' } })])} />))).toBe('Created by Sara Alharbi · Last changed by Omar Zahrani');
    expect(line(render(<CompanyJobsPage data={page([job({ created_by: sara, updated_by: sara })])} />))).toBe('Created by Sara Alharbi');
    expect(line(render(<CompanyJobsPage data={page([job({ created_by: { id: 1, name: 'سارة' }, updated_by: { id: 2, name: 'عمر' } })])} />, 'ar'))).toBe('أنشأها سارة · آخر تعديل: عمر');
    expect(line(render(<CompanyJobsPage data={page([job({})])} />))).toBeUndefined();
  });

  it('links the dashboard to the question library', () => {
    expect(render(<CompanyJobsPage data={page([])} />)).toMatch(/data-testid="to-question-library" href="\/en\/company-screening-questions"/);
  });
});
