import { Link } from 'react-router';
import type { TSimpleProfile } from '@tawzeef/contract';
import { useI18n } from '../../../i18n/index.ts';
import { withPrefix } from '../../../lib/locale-path.ts';
import { badgeLook } from '../../../components/plain.tsx';
import { ratioColor } from './ratio-color.ts';
import { formatPercent } from '../../../lib/format.ts';

/** "CV 60%" beside a job seeker's name in the header, linking to the profile overview. */
export function CompletenessBadge({ user }: { user: TSimpleProfile }) {
  const { t, prefix, locale } = useI18n();
  if (user.type !== 'USER' || typeof user.completeness !== 'number') return null;
  const percent = formatPercent(user.completeness, locale);
  return (
    <Link
      to={withPrefix(prefix, '/profile')}
      {...badgeLook({ color: ratioColor(user.completeness) })}
      aria-label={t('nav.completenessLabel', { percent })}
      data-testid="header-completeness"
      data-ratio={user.completeness}
    >
      {t('nav.completeness', { percent })}
    </Link>
  );
}
