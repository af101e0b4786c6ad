import { Alert } from '@mantine/core';
import { useI18n } from '../../../i18n/index.ts';

/** Membership of an association can reveal beliefs or opinions: special-category data under the PDPL. */
export function SensitiveDataNotice() {
  const { t } = useI18n();
  return (
    <Alert color="warning" variant="light" data-testid="sensitive-notice">
      {t('cv.membership-info.sensitive')}
    </Alert>
  );
}
