import { Badge } from '@mantine/core';
import type { TPaymentStatus } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';

const COLORS: Record<TPaymentStatus, string> = {
  pending: 'gray',
  awaiting_review: 'warning',
  paid: 'success',
  rejected: 'red',
  failed: 'red',
  cancelled: 'gray',
};

/** A payment's state; a paid one credited back (decision 171) says so. */
export function PaymentStatusBadge({ status, credited = false }: { status: TPaymentStatus; credited?: boolean }) {
  const { t } = useI18n();
  if (credited) {
    return (
      <Badge color="gray" c="gray.9" variant="light" tt="none" style={{ flexShrink: 0 }} data-testid="payment-status" data-status="credited">
        {t('pay.credit.badge')}
      </Badge>
    );
  }
  return (
    <Badge color={COLORS[status]} c={`${COLORS[status]}.9`} variant="light" tt="none" style={{ flexShrink: 0 }} data-testid="payment-status" data-status={status}>
      {t(`enum.payment_status.${status}`)}
    </Badge>
  );
}
