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

export function PaymentStatusBadge({ status }: { status: TPaymentStatus }) {
  const { t } = useI18n();
  return (
    <Badge color={COLORS[status]} c={`${COLORS[status]}.9`} variant="light" tt="none" style={{ flexShrink: 0 }} data-testid="payment-status" data-status={status}>
      {t(`enum.payment_status.${status}`)}
    </Badge>
  );
}
