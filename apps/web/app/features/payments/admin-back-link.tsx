import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';

/** Above an admin page's title: the way back to the administration home (as on /admin/companies). */
export function AdminBackLink() {
  const { t, prefix } = useI18n();
  return (
    <Anchor component={Link} to={withPrefix(prefix, '/admin')} size="sm" data-testid="admin-back">
      {t('company.admin.back')}
    </Anchor>
  );
}
