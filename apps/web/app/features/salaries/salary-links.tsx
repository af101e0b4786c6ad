import { Link } from 'react-router';
import type { TJobSalaryLink } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { formatSar } from '../../lib/format.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import '../../components/plain.css';

/** Links into the salary reports (features/salaries, decision 036) from other features' pages. */

/** The job page's small link to the salary report of the job's occupation (only when it has one). */
export function JobSalaryLink({ link }: { link: NonNullable<TJobSalaryLink> }) {
  const { t, prefix, locale } = useI18n();
  return (
    <p className="plain-paper plain-text-sm salary-link">
      <Link className="plain-link" to={withPrefix(prefix, `/salary-reports/${link.occupation.slug}`)} data-testid="job-salary-link">
        {t('salaries.jobLink', { name: link.occupation.name, amount: formatSar(link.the_average, locale) ?? String(link.the_average) })}
      </Link>
    </p>
  );
}

/** The CV's desired salary hint: the salary reports of the job the seeker wants (searched as /salaries reads words). */
export function CvSalaryHint({ jobTitle }: { jobTitle: string }) {
  const { t, prefix } = useI18n();
  const q = jobTitle.trim();
  const to = withPrefix(prefix, q ? `/salaries?${new URLSearchParams({ q }).toString()}` : '/salaries');
  return (
    <p className="plain-text-sm">
      <Link className="plain-link" to={to} data-testid="cv-salary-hint">
        {t('salaries.cvHint')}
      </Link>
    </p>
  );
}
