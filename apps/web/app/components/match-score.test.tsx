import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nContext, translator } from '../i18n/index.ts';
import '../i18n/full.server.ts';
import { MyMatch } from './match-score.tsx';

const match = { score: 72, reasons: [], from: 'preview' as const };
const shown = (profileRatio: number | null, locale: 'ar' | 'en' = 'en') =>
  renderToStaticMarkup(
    <I18nContext.Provider value={{ locale, dir: locale === 'ar' ? 'rtl' : 'ltr', prefix: locale === 'en' ? '/en' : '', t: translator(locale) }}>
      <MyMatch match={match} profileRatio={profileRatio} />
    </I18nContext.Provider>,
  );

describe('the job seeker’s match card', () => {
  it('asks an incomplete profile to complete itself, and never a complete one', () => {
    expect(shown(80)).toContain('complete it to raise it');
    expect(shown(100)).not.toContain('complete it');
    expect(shown(100)).toContain('Computed now from your complete profile');
    expect(shown(100, 'ar')).not.toContain('أكمل ملفك');
    expect(shown(null)).toContain('complete it to raise it');
  });
});
