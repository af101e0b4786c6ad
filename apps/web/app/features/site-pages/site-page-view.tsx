import { Alert, Anchor, Button, Container, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Form, Link, useNavigation } from 'react-router';
import type { TPackage, TPrice, TSitePageSection, TTermsStatus } from '@tawzeef/contract';
import { SimpleGrid } from '../../components/grid.tsx';
import { PackageCard } from '../payments/index.ts';
import { useI18n } from '../../i18n/index.ts';
import { useActionToast } from '../../lib/app-effects.ts';
import type { TActionResult } from '../../lib/context.ts';
import { formatDay, formatPercent, formatSar } from '../../lib/format.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import type { TSitePageData } from './site-pages.server.ts';
import './site-pages.css';

/** The page's own links are written without a language; in English they stay in English. */
export function localiseLinks(html: string, prefix: string): string {
  return prefix ? html.replace(/href="\/(?!\/)/g, `href="${prefix}/`) : html;
}

function PriceCard({ price }: { price: TPrice }) {
  const { t, prefix, locale } = useI18n();
  const sar = (halalas: number) => formatSar(halalas / 100, locale);
  return (
    <Paper withBorder p="md" radius="md" data-testid="business-price">
      <Stack gap="sm">
        <Text fw={700}>{t('sitePages.price.title')}</Text>
        <Table className="site-page-price" withRowBorders={false} verticalSpacing={4}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>{t('sitePages.price.fee')}</Table.Td>
              <Table.Td>{sar(price.fee_halalas)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td>{t('sitePages.price.vat', { rate: formatPercent(price.vat_rate_basis_points / 100, locale) })}</Table.Td>
              <Table.Td>{sar(price.vat_halalas)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td fw={700}>{t('sitePages.price.total')}</Table.Td>
              <Table.Td fw={700}>{sar(price.total_halalas)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Text size="sm" c="dimmed">
          {t('sitePages.price.days', { days: price.posting_days })}
        </Text>
        <Group gap="sm">
          <Button component={Link} to={withPrefix(prefix, '/register?type=COMPANY')}>
            {t('sitePages.price.start')}
          </Button>
          <Button component={Link} to={withPrefix(prefix, '/post-job')} variant="default">
            {t('sitePages.price.post')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The posting packages beside the single fee (decision 130): a company buys them on its payments page. */
function PackagesOffer({ packages }: { packages: TPackage[] }) {
  const { t, prefix } = useI18n();
  return (
    <Stack gap="sm" mt="md" data-testid="business-packages">
      <Text fw={700}>{t('pkg.title')}</Text>
      <Text size="sm" c="dimmed">
        {t('pkg.intro')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        {packages.map((pack) => (
          <PackageCard key={pack.id} pack={pack} />
        ))}
      </SimpleGrid>
      <Group>
        <Button component={Link} to={withPrefix(prefix, '/payments#packages')} variant="light" data-testid="business-buy-package">
          {t('sitePages.packages.buy')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Asks a logged-in person to accept the versions in force (no JavaScript needed: a plain form). */
function AcceptBox({ terms, result }: { terms: TTermsStatus; result?: TActionResult }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  useActionToast(result);
  if (!terms.must_accept) {
    return (
      <Text size="sm" c="dimmed" data-testid="terms-accepted">
        {t('sitePages.acceptBox.done')}
      </Text>
    );
  }
  return (
    <Alert id="accept" color="warning" variant="light" title={t('sitePages.acceptBox.title')} data-testid="terms-accept-box">
      <Stack gap="sm">
        <Text size="sm">{t('sitePages.acceptBox.text', { terms: terms.terms_version, privacy: terms.privacy_version })}</Text>
        <Form method="post">
          <input type="hidden" name="terms_version" value={terms.terms_version} />
          <input type="hidden" name="privacy_version" value={terms.privacy_version} />
          <Button type="submit" loading={navigation.state === 'submitting'} data-testid="terms-accept">
            {t('sitePages.acceptBox.button')}
          </Button>
        </Form>
      </Stack>
    </Alert>
  );
}

function Section({ section, html, children }: { section: TSitePageSection; html: string; children?: React.ReactNode }) {
  return (
    <section id={section.id ?? undefined} className="site-page-section">
      {section.title !== null && (
        <Title order={2} size="h3" mb="xs">
          {section.title}
        </Title>
      )}
      <div className="site-page-body" dangerouslySetInnerHTML={{ __html: html }} />
      {children}
    </section>
  );
}

/**
 * One of the site's pages: its title, when it last changed, a list of its sections, and its text (sanitised by the
 * API). `sectionPath` turns a section into a link of its own (the business platform's `/busniss-platform/{id}`).
 */
export function SitePageView({ data, result, sectionPath }: { data: TSitePageData; result?: TActionResult; sectionPath?: (id: string) => string }) {
  const { t, prefix, locale } = useI18n();
  const { page, section, price, terms, packages } = data;
  const updated = formatDay(page.updated_at, locale);
  const named = page.sections.filter((part): part is TSitePageSection & { id: string } => part.id !== null && part.title !== null);
  const shown = section === null ? page.sections : page.sections.filter((part) => part.id === section);
  const linkTo = (id: string) => (sectionPath ? withPrefix(prefix, sectionPath(id)) : `#${id}`);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{page.title}</Title>
          {updated && (
            <Text size="sm" c="dimmed">
              {t('sitePages.updated', { date: updated.gregorian, version: page.version })}
            </Text>
          )}
        </Stack>
        {terms && <AcceptBox terms={terms} result={result} />}
        {named.length > 2 && (
          <nav aria-label={t('sitePages.contents')} className="site-page-contents">
            <Paper withBorder p="md" radius="md">
              <Text fw={700} mb="xs">
                {t('sitePages.contents')}
              </Text>
              <Group gap="xs">
                {named.map((part) => (
                  <Button key={part.id} component="a" href={linkTo(part.id)} size="xs" variant={part.id === section ? 'filled' : 'light'} aria-current={part.id === section ? 'page' : undefined}>
                    {part.title}
                  </Button>
                ))}
              </Group>
            </Paper>
          </nav>
        )}
        {shown.map((part, index) => (
          <Section key={part.id ?? `part-${index}`} section={part} html={localiseLinks(part.html, prefix)}>
            {part.id === 'pricing' && price && <PriceCard price={price} />}
            {part.id === 'pricing' && packages.length > 0 && <PackagesOffer packages={packages} />}
          </Section>
        ))}
        {section !== null && sectionPath && (
          <Anchor component={Link} to={withPrefix(prefix, sectionPath(''))}>
            {t('sitePages.wholePage')}
          </Anchor>
        )}
      </Stack>
    </Container>
  );
}
