import { useLocation } from 'react-router';
import { useI18n } from '../i18n/index.ts';
import { buttonLook } from './plain.tsx';
import { otherLocale, pathIn, splitLocalePath } from '../lib/locale-path.ts';

/** Same page, other language. A full page load, so <html lang dir> and every string change together. */
export function LanguageSwitcher() {
  const { t, locale } = useI18n();
  const location = useLocation();
  const target = otherLocale(locale);
  const href = `${pathIn(target, splitLocalePath(location.pathname).rest, true)}${location.search}`;
  return (
    <a href={href} {...buttonLook({ variant: 'subtle' })} lang={target} hrefLang={target} aria-label={t('lang.switchLabel')} data-testid="language-switcher">
      {t('lang.switch')}
    </a>
  );
}
