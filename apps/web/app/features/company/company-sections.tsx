import type { ReactNode } from 'react';
import type { TCompanyPublic, TMapSettings } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { MapView } from '../../components/map/map-view.tsx';

/** A titled card of the public company pages: wide (main column) or narrow (side column). */
export function CompanySection({ title, wide = false, children }: { title: string; wide?: boolean; children: ReactNode }) {
  return (
    <section className={`plain-paper plain-stack company-section ${wide ? 'pad-md-xl' : 'company-section--narrow'}`} data-gap="sm">
      <h2 className="plain-title" data-size={wide ? 'h3' : 'h4'}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The company's description, or a note that it has none; `wrap` may fold a long one. */
export function CompanyAbout({ company, wrap = (node) => node }: { company: TCompanyPublic; wrap?: (node: ReactNode) => ReactNode }) {
  const { t } = useI18n();
  return company.about_company ? (
    wrap(
      <p className="company-about" dir="auto" data-testid="company-about">
        {company.about_company}
      </p>,
    )
  ) : (
    <p className="plain-dimmed company-text">{t('company.public.noAbout')}</p>
  );
}

/** The address (with the city when asked) and the read-only map, or a note that no location was given. */
export function CompanyLocation({ company, map, withCity = false, size }: { company: TCompanyPublic; map: TMapSettings | null; withCity?: boolean; size?: 'sm' }) {
  const { t, locale } = useI18n();
  const address = withCity ? [company.address, company.city?.name].filter(Boolean).join(locale === 'ar' ? '، ' : ', ') : company.address;
  return (
    <>
      {address && (
        <p className={size ? 'company-text plain-text-sm' : 'company-text'} data-testid="company-address">
          <bdi>{address}</bdi>
        </p>
      )}
      {company.lat !== null && company.lng !== null ? (
        <MapView settings={map} lat={company.lat} lng={company.lng} address={company.address} />
      ) : (
        !company.address && (
          <p className={size ? 'company-text plain-text-sm plain-dimmed' : 'company-text plain-dimmed'}>{t('company.public.noLocation')}</p>
        )
      )}
    </>
  );
}
