import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { createRoutesStub } from 'react-router';
import type { TCompanyAnalytics } from '@tawzeef/contract';
import { I18nContext, translator } from '../../i18n/index.ts';
import { CompanyAnalyticsPage } from './analytics-pages.tsx';
import type { TAnalyticsPage } from './analytics.server.ts';

const zeros = { search: 0, alert: 0, direct: 0, shared: 0, site: 0, external: 0 };
const analytics: TCompanyAnalytics = {
  company: { id: 4, name: 'Horizon' },
  period: { from: '2026-11-25', to: '2026-11-26' },
  totals: { views: 1234, impressions: 9876, saves: 12, applications: 37, conversion: 0.03, sources: { ...zeros, search: 1000, alert: 234 } },
  days: [
    { day: '2026-11-25', views: 1000, impressions: 8000, saves: 10, applications: 30 },
    { day: '2026-11-26', views: 234, impressions: 1876, saves: 2, applications: 7 },
  ],
  jobs: [{ id: 71, title: 'Senior accountant', status: 'active', views: 1234, impressions: 9876, saves: 12, applications: 37, conversion: 0.03 }],
};

function render(locale: 'ar' | 'en', page: TAnalyticsPage<TCompanyAnalytics>): string {
  const Stub = createRoutesStub([
    {
      path: '/company-analytics',
      Component: () => (
        <MantineProvider>
          <I18nContext.Provider value={{ locale, dir: locale === 'ar' ? 'rtl' : 'ltr', prefix: locale === 'ar' ? '' : '/en', t: translator(locale) }}>
            <CompanyAnalyticsPage page={page} />
          </I18nContext.Provider>
        </MantineProvider>
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={['/company-analytics']} />);
}

describe("the company's analytics dashboard", () => {
  it('shows the totals, each day, the sources and each job with its numbers, in English', () => {
    const html = render('en', { analytics, asked: { from: '', to: '' } });
    expect(html).toContain('Job analytics');
    expect(html).toMatch(/data-testid="analytics-total-views"[\s\S]*?1,234/);
    expect(html).toMatch(/data-testid="analytics-total-conversion"[\s\S]*?3%/);
    expect(html).toMatch(/data-testid="analytics-days-table"[\s\S]*?8,000/);
    expect(html).toMatch(/data-source="alert"[\s\S]*?Job alert mail[\s\S]*?234/);
    expect(html).toMatch(/data-job="71"[\s\S]*?href="\/en\/company-jobs\/71\/analytics"[\s\S]*?Senior accountant[\s\S]*?9,876/);
    // No period asked: the fields show the period shown, so one end can be changed alone.
    expect(html).toMatch(/data-testid="analytics-from"[^>]*value="2026-11-25"|value="2026-11-25"[^>]*data-testid="analytics-from"/);
    expect(html).toMatch(/data-testid="analytics-to"[^>]*value="2026-11-26"|value="2026-11-26"[^>]*data-testid="analytics-to"/);
  });

  it('shows the numbers in Arabic, and the message of a refused period at its field', () => {
    const html = render('ar', { analytics, asked: { from: '2026-05-10', to: '2026-05-01' }, errors: { to: ['يجب أن تكون نهاية الفترة في يوم بدايتها أو بعده'] } });
    expect(html).toContain('إحصاءات الوظائف');
    expect(html).toMatch(/data-testid="analytics-total-views"[\s\S]*?(1,234|١٬٢٣٤)/);
    expect(html).toMatch(/data-job="71"[\s\S]*?href="\/company-jobs\/71\/analytics"/);
    expect(html).toContain('يجب أن تكون نهاية الفترة في يوم بدايتها أو بعده');
    expect(html).toContain('value="2026-05-10"');
  });
});
