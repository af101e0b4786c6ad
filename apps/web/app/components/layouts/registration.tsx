import { Link, Outlet } from 'react-router';
import { useI18n } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { LanguageSwitcher } from '../language-switcher.tsx';
import { PageTransition } from '../page-transition.tsx';

/** registration layout: bare, only the brand (home) and the language switcher above the form. */
export default function RegistrationLayout() {
  const { t, prefix } = useI18n();
  return (
    <>
      <header className="registration-header">
        <div className="plain-row" data-apart="">
          <Link to={withPrefix(prefix, '/')} className="brand" data-testid="brand">
            {t('app.name')}
          </Link>
          <LanguageSwitcher />
        </div>
      </header>
      <PageTransition>
        <Outlet />
      </PageTransition>
    </>
  );
}
