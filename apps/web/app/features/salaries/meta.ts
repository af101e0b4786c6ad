import type { MetaDescriptor } from 'react-router';
import type { TSalaryReport } from '@tawzeef/contract';
import { translator } from '../../i18n/index.ts';
import { formatSar } from '../../lib/format.ts';
import { splitLocalePath } from '../../lib/locale-path.ts';
import { brandedTitle, pageMeta, withPageDetails } from '../../lib/meta.ts';

interface TMetaArgs {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

/** A report's title names the occupation; its description says the average and the range when there is one. */
export function salaryReportMeta(args: TMetaArgs, report: TSalaryReport | undefined): MetaDescriptor[] {
  const tags = pageMeta('page.salary-reports', 'meta.salary-reports')(args);
  if (!report) return tags;
  const { locale } = splitLocalePath(args.location.pathname);
  const t = translator(locale);
  const name = report.occupation.name;
  const money = (value: number) => formatSar(value, locale) ?? String(value);
  const description = report.figure
    ? `${t('salaries.card.average')}: ${money(report.figure.the_average)} (${t('salaries.card.range', { min: money(report.figure.average_minimum), max: money(report.figure.average_maximum) })}). ${t('salaries.monthly')}.`
    : t('salaries.notEnoughHint', { k: report.min_contributors });
  return withPageDetails(tags, { title: brandedTitle(t, t('salaries.report.title', { name })), description });
}
