import { Link } from 'react-router';
import type { TProfileRequirement } from '@tawzeef/contract';
import { useI18n, type TMessageId } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import '../../components/match-score.css';
import '../../components/plain.css';

/** Where each missing part of the minimum profile is completed (decision 024). */
const FIXES: Record<TProfileRequirement, Array<{ label: TMessageId; to: string }>> = {
  name: [{ label: 'applications.gaps.fix.name', to: '/profile/personal-info' }],
  contact: [
    { label: 'applications.gaps.fix.phone', to: '/otp-code' },
    { label: 'applications.gaps.fix.email', to: '/verify-email' },
  ],
  city: [{ label: 'applications.gaps.fix.city', to: '/profile/personal-info' }],
  desired_job: [
    { label: 'applications.gaps.fix.desiredJob', to: '/profile/job-required' },
    { label: 'applications.gaps.fix.cv', to: '/profile/files' },
  ],
};

/** Beside the disabled apply button: what the profile still lacks (decision 024), each with the links that complete it. */
export function ProfileGaps({ missing }: { missing: readonly TProfileRequirement[] }) {
  const { t, prefix } = useI18n();
  return (
    <div className="plain-stack" data-gap="xs" id="profile-gaps" data-testid="profile-gaps">
      <p className="plain-text-sm plain-strong">{t('applications.gaps.title')}</p>
      <p className="plain-text-sm plain-dimmed">{t('applications.gaps.intro')}</p>
      <ul className="profile-gaps">
        {missing.map((part) => (
          <li key={part} data-gap={part}>
            <p className="plain-text-sm">{t(`applications.gaps.${part}`)}</p>
            <div className="plain-row profile-gaps__fixes">
              {FIXES[part].map((fix) => (
                <Link key={fix.to} className="plain-link plain-text-sm plain-strong" to={withPrefix(prefix, fix.to)}>
                  {t(fix.label)}
                </Link>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
