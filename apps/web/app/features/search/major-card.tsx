
import type { TMajorJobCount } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { jobsCount } from './plural.ts';
import { PlainLink } from '../../components/plain-link.tsx';

/** A major as a card linking to its jobs, with their number. */
export function MajorCard({ major }: { major: TMajorJobCount }) {
  const { t, locale, prefix } = useI18n();
  return (
    <PlainLink to={withPrefix(prefix, `/majors/${major.id}`)} className="plain-paper plain-pad major-card" data-testid="major-card">
      <span className="major-card__name">{major.name}</span>
      <span className={major.jobs_count ? 'major-card__count' : 'major-card__count plain-dimmed'}>{jobsCount(major.jobs_count, locale, t)}</span>
    </PlainLink>
  );
}
