import { lazy, Suspense, useState } from 'react';
import { useI18n } from '../i18n/index.ts';
import './verified-badge.css';

const HintTooltip = lazy(() => import('./hint-tooltip.tsx'));

/**
 * "Verified employer": an administrator has checked the company's commercial registration. The hint's tooltip is
 * loaded on the first pointing (decision 047) and then opens at once, as the pointer is already there. A plain
 * element styled by its stylesheet (Mantine's light badge), as it repeats on every card of a list.
 */
export function VerifiedBadge({ size = 'md' }: { size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useI18n();
  const [hinted, setHinted] = useState(false);
  const badge = (
    <span className="verified-badge" data-size={size} data-testid="verified-badge" onPointerEnter={hinted ? undefined : () => setHinted(true)}>
      {t('verified.label')}
    </span>
  );
  if (!hinted) return badge;
  return (
    <Suspense fallback={badge}>
      <HintTooltip label={t('verified.hint')} multiline maw={260} withArrow defaultOpened>
        {badge}
      </HintTooltip>
    </Suspense>
  );
}
