import { lazy, Suspense, useState } from 'react';
import { Badge } from '@mantine/core';
import { useI18n } from '../i18n/index.ts';

function CheckIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M12 1 3 5v6c0 5.5 3.8 10.7 9 12 5.2-1.3 9-6.5 9-12V5l-9-4Zm-1.5 16-4-4 1.4-1.4 2.6 2.6 5.6-5.6L17.5 10l-7 7Z" />
    </svg>
  );
}

const HintTooltip = lazy(() => import('./hint-tooltip.tsx'));

/**
 * "Verified employer": an administrator has checked the company's commercial registration. The hint's tooltip is
 * loaded on the first pointing (decision 047) and then opens at once, as the pointer is already there.
 */
export function VerifiedBadge({ size = 'md' }: { size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useI18n();
  const [hinted, setHinted] = useState(false);
  const badge = (
    <Badge color="success" c="success.9" variant="light" size={size} tt="none" leftSection={<CheckIcon />} data-testid="verified-badge" onPointerEnter={hinted ? undefined : () => setHinted(true)}>
      {t('company.verified')}
    </Badge>
  );
  if (!hinted) return badge;
  return (
    <Suspense fallback={badge}>
      <HintTooltip label={t('company.verified.hint')} multiline maw={260} withArrow defaultOpened>
        {badge}
      </HintTooltip>
    </Suspense>
  );
}
