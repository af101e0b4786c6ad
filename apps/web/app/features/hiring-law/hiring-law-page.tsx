import type { ReactNode } from 'react';
import { Anchor, Button, Card, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { SimpleGrid } from '../../components/grid.tsx';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { ArticlesBadge, LawDisclaimer, LawSearchForm, Snippet } from './guide-parts.tsx';
import type { TSectionCard, THiringLawIndexData } from './hiring-law.server.ts';

/** The address of a section (and, for the calculator, of the calculator on it). */
export const sectionPath = (prefix: string, slug: string) => withPrefix(prefix, `/hiring-law/${slug}`);
export const CALCULATOR_SECTION = 'end-of-service-award';

function SectionCard({ section, children }: { section: TSectionCard; children?: ReactNode }) {
  const { prefix } = useI18n();
  return (
    <Card withBorder padding="md" className="law-section-card" data-testid="law-section-card">
      <Stack gap={8}>
        <Anchor component={Link} to={sectionPath(prefix, section.slug)} fw={700} size="lg" data-testid="law-section-link">
          {section.title}
        </Anchor>
        {children ?? <Text size="sm">{section.summary}</Text>}
        <div>
          <ArticlesBadge articles={section.articles} />
        </div>
      </Stack>
    </Card>
  );
}

function CalculatorCallout() {
  const { t, prefix } = useI18n();
  return (
    <Paper withBorder p="lg" radius="md" bg="primary.0" data-testid="law-calculator-callout">
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={4} style={{ flex: '1 1 260px' }}>
          <Title order={2} size="h3">
            {t('hiringLaw.calculatorCta.title')}
          </Title>
          <Text size="sm">{t('hiringLaw.calculatorCta.text')}</Text>
        </Stack>
        <Button component={Link} to={`${sectionPath(prefix, CALCULATOR_SECTION)}#calculator`} data-testid="law-calculator-link">
          {t('hiringLaw.calculatorCta.link')}
        </Button>
      </Group>
    </Paper>
  );
}

/** /hiring-law: the guide's chapters, its search and the way to the end-of-service calculator. */
export function HiringLawPage({ page }: { page: THiringLawIndexData }) {
  const { t, prefix } = useI18n();
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1}>{t('page.hiring-law')}</Title>
          <Text c="dimmed">{t('hiringLaw.intro')}</Text>
        </Stack>
        <LawDisclaimer guide={page} />
        <LawSearchForm query={page.query} />
        {page.results !== null ? (
          <Stack gap="sm" component="section" aria-labelledby="law-results" data-testid="law-results">
            <Group justify="space-between" align="baseline">
              <Title order={2} size="h3" id="law-results" aria-live="polite">
                {page.results.length
                  ? t('hiringLaw.search.results', { query: page.query, count: page.results.length })
                  : t('hiringLaw.search.none', { query: page.query })}
              </Title>
              <Anchor component={Link} to={withPrefix(prefix, '/hiring-law')} data-testid="law-search-clear">
                {t('hiringLaw.search.clear')}
              </Anchor>
            </Group>
            {page.results.map((result) => (
              <SectionCard key={result.slug} section={result}>
                <Text size="xs" c="dimmed">
                  {result.chapterTitle}
                </Text>
                {result.snippet ? <Snippet parts={result.snippet} /> : <Text size="sm">{result.summary}</Text>}
              </SectionCard>
            ))}
          </Stack>
        ) : (
          <>
            <CalculatorCallout />
            <nav aria-label={t('hiringLaw.contents')}>
              <Stack gap="xl">
                {page.chapters.map((chapter) => (
                  <Stack gap="sm" key={chapter.id} component="section" aria-labelledby={`chapter-${chapter.id}`} id={chapter.id} data-testid="law-chapter">
                    <Title order={2} size="h3" id={`chapter-${chapter.id}`}>
                      {chapter.title}
                    </Title>
                    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
                      {chapter.sections.map((section) => (
                        <SectionCard key={section.slug} section={section} />
                      ))}
                    </SimpleGrid>
                  </Stack>
                ))}
              </Stack>
            </nav>
          </>
        )}
      </Stack>
    </Container>
  );
}
