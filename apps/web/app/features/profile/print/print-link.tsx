import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n/index.ts';
import { withPrefix } from '../../../lib/locale-path.ts';

/** The way to the printable CV from the pages of this feature (the side navigation belongs to the layout). */
export function PrintCvLink() {
  const { t, prefix } = useI18n();
  return (
    <Button component={Link} to={withPrefix(prefix, '/profile/print')} variant="light" size="sm" className="print-hidden" data-testid="print-cv-link">
      {t('cv.print.open')}
    </Button>
  );
}
