import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MantineProvider } from '@mantine/core';
import { APPLICATION_STAGES, REJECTION_TEMPLATES, ROLE_CAPABILITIES, type TApplicant, type TApplicantList, type TCompanyRole, type TLocale } from '@tawzeef/contract';
import { I18nContext, translator } from '../../i18n/index.ts';
import { formatInteger } from '../../lib/format.ts';
import type { TApplicantsData } from './applications.server.ts';
import { boardKeyStep } from './board-keys.ts';
import { BulkBar } from './bulk-bar.tsx';
import { PipelineBoard } from './pipeline-board.tsx';
import { PipelinePanel } from './pipeline-panel.tsx';

const applicant = (id: number, values: Partial<TApplicant> = {}): TApplicant => ({
  id,
  job_id: 7,
  seeker_id: 100 + id,
  stage: 'submitted',
  name: `Applicant ${id}`,
  email: `a${id}@example.com`,
  phone: null,
  headline: null,
  cover_note: null,
  match_score: 60,
  match_reasons: [],
  has_cv_file: false,
  created_at: '2026-11-20T10:00:00+03:00',
  stage_changed_at: '2026-11-20T10:00:00+03:00',
  next_stages: ['viewed', 'shortlisted', 'interview', 'rejected', 'hired'],
  tags: [],
  rating: { mine: null, average: null, count: 0 },
  notes_count: 0,
  screening: { meets_requirements: null, answers: [] },
  ...values,
});

/** A member of this role, as the header's profile tells the pages (decision 148: they read its capabilities). */
const memberOf = (role: TCompanyRole) => ({ type: 'COMPANY', company_role: role, company_capabilities: [...ROLE_CAPABILITIES[role]] });

/** A page of the app as the server renders it (no JavaScript yet), in `locale`, for a member of `role` (a recruiter unless told). */
function render(node: ReactNode, locale: TLocale = 'en', role: TCompanyRole = 'recruiter') {
  const root = { user: memberOf(role) };
  const router = createMemoryRouter([{ id: 'root', path: '/', element: node, loader: () => root, action: () => null }], { initialEntries: ['/'], hydrationData: { loaderData: { root } } });
  return renderToStaticMarkup(
    <MantineProvider>
      <I18nContext.Provider value={{ locale, dir: locale === 'ar' ? 'rtl' : 'ltr', prefix: locale === 'ar' ? '' : '/en', t: translator(locale) }}>
        <RouterProvider router={router} />
      </I18nContext.Provider>
    </MantineProvider>,
  );
}

function boardData(columns: TApplicantsData['columns']): TApplicantsData {
  const list = { items: [], total: 0, page: 1, page_size: 20, job: { id: 7, title: 'Accountant', status: 'active', applications_count: 3, screening_questions: [] }, stage_counts: {}, departed_count: 0, company_tags: [], cities: [] } as unknown as TApplicantList;
  return { list, view: 'board', columns, open: null, notes: [], formKey: null, templates: [], stage: null, sort: 'match', tag: '', rating: '', match: '', from: '', to: '', city: '', requirements: '', answer: '' };
}

describe('the board of applicants by stage', () => {
  it('says on a card whether the applicant meets the knock-out questions (decision 118), in both languages', () => {
    const failing = applicant(4, { screening: { meets_requirements: false, answers: [] } });
    const fitting = applicant(5, { screening: { meets_requirements: true, answers: [] } });
    const data = boardData(APPLICATION_STAGES.map((stage) => ({ stage, items: stage === 'submitted' ? [failing, fitting, applicant(6)] : [], total: stage === 'submitted' ? 3 : 0 })));
    const arabic = render(<PipelineBoard data={data} openTo={(id) => `/?open=${id}`} />, 'ar');
    expect(arabic).toContain('لا يستوفي المتطلبات');
    expect(arabic.match(/data-testid="requirements-badge"/g)).toHaveLength(2);
    const english = render(<PipelineBoard data={data} openTo={(id) => `/?open=${id}`} />, 'en');
    expect(english).toContain('Does not meet the requirements');
    expect(english).toContain('>Meets the requirements<');
  });

  const columns = APPLICATION_STAGES.map((stage) => ({ stage, items: stage === 'submitted' ? [applicant(1), applicant(2)] : stage === 'hired' ? [applicant(3, { stage: 'hired', next_stages: [] })] : [], total: stage === 'submitted' ? 25 : stage === 'hired' ? 1 : 0 }));

  it('shows a column per stage with its count, each card in its stage, and a link to the rest in the list', () => {
    const html = render(<PipelineBoard data={boardData(columns)} openTo={(id) => `/?open=${id}`} />, 'ar');
    expect(html.match(/data-testid="board-column"/g)).toHaveLength(APPLICATION_STAGES.length);
    expect(html).toMatch(/data-stage="submitted"[^]*data-application-id="1"[^]*data-application-id="2"[^]*data-stage="viewed"/);
    const t = translator('ar');
    expect(html).toContain(t('pipeline.board.column', { stage: t('enum.stage.submitted'), count: formatInteger(25, 'ar') ?? '' }));
    expect(html).toContain(t('pipeline.board.more', { count: formatInteger(23, 'ar') ?? '' }));
    expect(html).toContain(t('pipeline.board.empty'));
  });

  it('gives each card that may move a labelled "Move" button described by the keyboard help, a checkbox of the bulk form, and the stage form for a browser without JavaScript', () => {
    const html = render(<PipelineBoard data={boardData(columns)} openTo={(id) => `/?open=${id}`} />);
    expect(html).toContain('id="board-help"');
    expect(html.match(/data-testid="board-handle"/g)).toHaveLength(2);
    expect(html).toMatch(/aria-describedby="board-help"[^>]*aria-label="Move Applicant 1"|aria-label="Move Applicant 1"[^>]*aria-describedby="board-help"/);
    expect(html).toContain('form="bulk-form"');
    expect(html.match(/data-testid="stage-form"/g)).toHaveLength(2);
    // The hired applicant may not move: no handle, not draggable.
    expect(html).toMatch(/draggable="false"[^>]*data-application-id="3"|data-application-id="3"[^>]*draggable="false"/);
    expect(html).toMatch(/aria-live="assertive"/);
  });

  it('gives a hiring manager (viewer) the board to read: no move button, bulk checkbox, stage form or dragging (decision 148)', () => {
    const html = render(<PipelineBoard data={boardData(columns)} openTo={(id) => `/?open=${id}`} />, 'en', 'viewer');
    expect(html.match(/data-testid="board-card"/g)).toHaveLength(3);
    expect(html).not.toContain('data-testid="board-handle"');
    expect(html).not.toContain('form="bulk-form"');
    expect(html).not.toContain('data-testid="stage-form"');
    expect(html).not.toContain('draggable="true"');
  });
});

describe('the board’s keyboard moves', () => {
  const targets = ['viewed', 'shortlisted', 'rejected'] as const;

  it('goes through the stages the card may move to with the arrows, in the page’s direction, and wraps around', () => {
    expect(boardKeyStep('ArrowRight', targets, null, 'ltr')).toEqual({ kind: 'target', stage: 'viewed' });
    expect(boardKeyStep('ArrowRight', targets, 'viewed', 'ltr')).toEqual({ kind: 'target', stage: 'shortlisted' });
    expect(boardKeyStep('ArrowRight', targets, 'rejected', 'ltr')).toEqual({ kind: 'target', stage: 'viewed' });
    expect(boardKeyStep('ArrowLeft', targets, null, 'ltr')).toEqual({ kind: 'target', stage: 'rejected' });
    // In Arabic the next column is to the left.
    expect(boardKeyStep('ArrowLeft', targets, null, 'rtl')).toEqual({ kind: 'target', stage: 'viewed' });
    expect(boardKeyStep('ArrowRight', targets, 'viewed', 'rtl')).toEqual({ kind: 'target', stage: 'rejected' });
    expect(boardKeyStep('ArrowDown', targets, 'viewed', 'rtl')).toEqual({ kind: 'target', stage: 'shortlisted' });
  });

  it('drops on the chosen stage with Enter or Space, cancels with Escape, and does nothing otherwise', () => {
    expect(boardKeyStep('Enter', targets, 'shortlisted', 'ltr')).toEqual({ kind: 'drop', stage: 'shortlisted' });
    expect(boardKeyStep(' ', targets, 'rejected', 'rtl')).toEqual({ kind: 'drop', stage: 'rejected' });
    expect(boardKeyStep('Enter', targets, null, 'ltr')).toBeNull();
    expect(boardKeyStep('Escape', targets, 'viewed', 'ltr')).toEqual({ kind: 'cancel' });
    expect(boardKeyStep('ArrowRight', [], null, 'ltr')).toBeNull();
    expect(boardKeyStep('a', targets, null, 'ltr')).toBeNull();
  });
});

describe('the bulk action bar', () => {
  it('without JavaScript shows every action’s fields, the rejection template in both languages, each in its own direction', () => {
    const html = render(<BulkBar applicants={[applicant(1)]} formKey="key-1" />, 'ar');
    for (const id of ['bulk-action', 'bulk-stage', 'bulk-tag', 'bulk-template', 'bulk-message-ar', 'bulk-message-en']) expect(html).toContain(`data-testid="${id}"`);
    expect(html).toContain('id="bulk-form"');
    expect(html).toContain(REJECTION_TEMPLATES.standard.ar);
    expect(html).toContain(REJECTION_TEMPLATES.standard.en);
    expect(html).toMatch(/lang="en"[^>]*dir="ltr"|dir="ltr"[^>]*lang="en"/);
    expect(html).toContain('value="key-1"');
  });

  it('lists each applicant’s result by name after an action, the refused ones marked', () => {
    const result = { ok: false, intent: 'bulk', id: 0, message: 'Done: 1 succeeded, 1 could not be changed', bulk: { done: 1, failed: 1, results: [{ id: 1, ok: true, status: 200, message: 'Done' }, { id: 99, ok: false, status: 404, message: 'Not an applicant to your jobs' }] } };
    const html = render(<BulkBar applicants={[applicant(1)]} formKey={null} result={result} />);
    expect(html).toContain('data-testid="bulk-results"');
    expect(html).toMatch(/data-ok="true"[^>]*>.*Applicant 1.*Done/);
    expect(html).toMatch(/data-ok="false"[^>]*>.*Application 99.*Not an applicant to your jobs/);
  });
});

describe('the private pipeline of an opened applicant', () => {
  it('shows the account’s rating pressed, the average, the tags, and the notes with their authors', () => {
    const rated = applicant(5, { tags: ['SAP', 'Call back'], rating: { mine: 4, average: 3.5, count: 2 }, notes_count: 2 });
    const notes = [
      { id: 2, note: 'Ask about SAP.', author: { id: 9, name: 'Khalid Alharbi' }, created_at: '2026-11-26T19:40:00+03:00' },
      { id: 1, note: 'Good call.', author: null, created_at: '2026-11-25T09:05:00+03:00' },
    ];
    const html = render(<PipelinePanel applicant={rated} notes={notes} companyTags={['SAP', 'Call back', 'Round 2']} formKey="note-key" />);
    expect(html).toMatch(/aria-pressed="true"[^>]*data-testid="rate-4"/);
    expect(html).toMatch(/aria-pressed="false"[^>]*data-testid="rate-5"/);
    expect(html).toContain('Average 3.5 of 5');
    expect(html).toContain('value="SAP, Call back"');
    expect(html).toContain('<option value="Round 2">');
    expect(html).toMatch(/Ask about SAP\.[^]*Khalid Alharbi · [^<]*19:40[^]*Good call\.[^]*An account that no longer exists/);
    expect(html).toContain('maxLength="5000"');
    expect(html).toContain('Never shown to the applicant');
  });
});
