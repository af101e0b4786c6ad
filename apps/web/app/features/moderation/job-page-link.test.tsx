import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import '../../i18n/full.server.ts';
import { I18nContext, translator } from '../../i18n/index.ts';
import { JobPageLink } from './admin-reports-page.tsx';

const render = (job_status: 'active' | 'expired' | 'unpublished' | 'held') =>
  renderToStaticMarkup(
    <MantineProvider>
      <I18nContext.Provider value={{ locale: 'ar', dir: 'rtl', prefix: '', t: translator('ar') }}>
        <JobPageLink report={{ job_id: 268, job_status }} />
      </I18nContext.Provider>
    </MantineProvider>,
  );

/** A report's page links the job's public page only while the job has one (the page sweep found a 404 behind it). */
describe('the reported job\'s link in the console', () => {
  it('links a published job, live or ended', () => {
    expect(render('active')).toContain('href="/jobs/268"');
    expect(render('expired')).toContain('اعرض صفحة الوظيفة');
  });

  it('shows no link to a job taken down or never published', () => {
    expect(render('unpublished')).not.toContain('/jobs/268');
    expect(render('held')).not.toContain('اعرض صفحة الوظيفة');
  });
});
