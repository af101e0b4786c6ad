
import type { TCompanyPublic } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { VerifiedBadge } from '../../components/verified-badge.tsx';
import { PlainAvatar } from '../../components/plain.tsx';
import { initialsOf } from '../../lib/initials.ts';
import './company.css';
import { PlainNavLink } from '../../components/plain-link.tsx';

/** The top of a company's public pages: logo, name, verified badge, sector and city, and the two tabs. */
export function CompanyHeader({ company }: { company: TCompanyPublic }) {
  const { t, prefix } = useI18n();
  const subtitle = [company.sector?.name, company.city?.name].filter(Boolean).join(' · ');
  return (
    <div className="plain-paper pad-md-xl company-header">
      <div className="company-header__top">
        <PlainAvatar src={company.logo_url} size={84} alt={company.logo_url ? t('company.public.logoAlt', { name: company.foundation_name }) : undefined}>
          {initialsOf(company.foundation_name)}
        </PlainAvatar>
        <div className="company-header__names">
          <div className="plain-row company-header__title">
            <h1 className="plain-title" data-size="h2" data-testid="company-name">
              <bdi>{company.foundation_name}</bdi>
            </h1>
            {company.is_verified && <VerifiedBadge />}
          </div>
          {subtitle && <p className="plain-dimmed company-header__subtitle">{subtitle}</p>}
        </div>
      </div>
      <nav aria-label={t('company.public.tabs')}>
        <div className="company-tabs">
          <PlainNavLink to={withPrefix(prefix, `/company-profile/${company.id}`)} end>
            {t('company.public.overview')}
          </PlainNavLink>
          <PlainNavLink to={withPrefix(prefix, `/company-profile/details/${company.id}`)} end>
            {t('company.public.about')}
          </PlainNavLink>
        </div>
      </nav>
    </div>
  );
}
