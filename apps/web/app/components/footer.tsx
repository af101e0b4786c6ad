import { SimpleGrid } from './grid.tsx';

import { useI18n, type TMessageId } from '../i18n/index.ts';
import { withPrefix } from '../lib/locale-path.ts';
import { PlainLink } from './plain-link.tsx';

const COLUMNS: Array<[TMessageId, Array<[string, TMessageId]>]> = [
  ['footer.platform', [['/about-us', 'page.about-us'], ['/contact-us', 'page.contact-us'], ['/terms-conditions', 'page.terms-conditions'], ['/privacy-policy', 'page.privacy-policy'], ['/busniss-platform', 'page.busniss-platform'], ['/news', 'page.news'], ['/blogs', 'page.blogs']]],
  ['footer.seekers', [['/find-jobs', 'page.find-jobs'], ['/majors', 'page.majors'], ['/salaries', 'page.salaries'], ['/salary-reports', 'page.salary-reports']]],
  ['footer.companies', [['/post-job', 'page.post-job'], ['/search-on-employee', 'page.search-on-employee'], ['/bank-accounts', 'page.bank-accounts'], ['/hiring-law', 'page.hiring-law']]],
];

export function Footer() {
  const { t, prefix } = useI18n();
  // Plain elements (issue 18: every page renders the footer).
  return (
    <footer className="app-footer">
      <div className="plain-container">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          {COLUMNS.map(([title, links]) => (
            <div key={title} className="app-footer__column">
              <p className="app-footer__title">{t(title)}</p>
              {links.map(([path, key]) => (
                <PlainLink key={path} to={withPrefix(prefix, path)}>
                  {t(key)}
                </PlainLink>
              ))}
            </div>
          ))}
        </SimpleGrid>
        <p className="app-footer__rights">{t('footer.rights', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
