import type { ReactNode } from 'react';
import type { TCompanyPublic } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { formatInteger, formatMonth, parseCalendarDate } from '../../lib/format.ts';
import './company.css';

/** A website as people read it: without the scheme and a trailing slash. */
export const hostOf = (url: string) => url.replace(/^https?:\/\//i, '').replace(/\/$/, '');

export function WebsiteLink({ url }: { url: string }) {
  return (
    <a className="plain-link" href={url} target="_blank" rel="noopener noreferrer nofollow">
      <bdi dir="ltr">{hostOf(url)}</bdi>
    </a>
  );
}

/** The company's facts as a definition list; missing ones are left out. `full` adds the details page's extra rows. */
export function CompanyFacts({ company, full = false }: { company: TCompanyPublic; full?: boolean }) {
  const { t, locale } = useI18n();
  const since = parseCalendarDate(company.member_since);
  const rows: Array<[string, ReactNode]> = [];
  if (company.sector) rows.push([t('company.field.sector'), company.sector.name]);
  if (company.members_count) rows.push([t('company.field.size'), t(`company.size.${company.members_count}`)]);
  if (company.working_type) rows.push([t('company.field.type'), t(`company.type.${company.working_type}`)]);
  if (company.city) rows.push([t('company.field.city'), company.city.name]);
  if (company.website) rows.push([t('company.field.website'), <WebsiteLink url={company.website} />]);
  if (full && company.email_main_domain) rows.push([t('company.field.emailDomain'), <bdi dir="ltr">{company.email_main_domain}</bdi>]);
  if (full) rows.push([t('company.public.openJobs'), formatInteger(company.active_jobs_count, locale)]);
  if (since) rows.push([t('company.public.memberSince'), formatMonth(since.getUTCFullYear(), since.getUTCMonth() + 1, locale)]);
  return (
    <dl className="company-facts" data-testid="company-facts">
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
