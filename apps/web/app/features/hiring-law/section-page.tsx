import { Alert, Anchor, Breadcrumbs, Container, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Grid } from '../../components/grid.tsx';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { EndOfServiceCalculator } from './calculator.tsx';
import { ArticlesBadge, LawDisclaimer, LawSearchForm } from './guide-parts.tsx';
import type { THiringLawSectionData, TLocalBlock } from './hiring-law.server.ts';
import { sectionPath } from './hiring-law-page.tsx';

function Block({ block }: { block: TLocalBlock }) {
  const { t } = useI18n();
  if (block.kind === 'list') {
    return (
      <List spacing="xs" withPadding>
        {block.items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    );
  }
  if (block.kind === 'amendment') {
    return (
      <Alert color="primary" variant="light" title={t('hiringLaw.amendment')} data-testid="law-amendment">
        {block.text}
      </Alert>
    );
  }
  return <Text component="p">{block.text}</Text>;
}

/** /hiring-law/{section}: one section of the guide, its articles, the chapter around it, and its tool if it has one. */
export function LawSectionPage({ page }: { page: THiringLawSectionData }) {
  const { t, prefix } = useI18n();
  const { section } = page;
  return (
    <Container size="lg" py="xl">
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg" component="article" aria-labelledby="law-section-title" data-testid="law-section">
            <Breadcrumbs separator="›" aria-label={t('hiringLaw.breadcrumbs')} styles={{ root: { flexWrap: 'wrap' } }}>
              <Anchor component={Link} to={withPrefix(prefix, '/hiring-law')} size="sm">
                {t('page.hiring-law')}
              </Anchor>
              <Anchor component={Link} to={`${withPrefix(prefix, '/hiring-law')}#${section.chapter}`} size="sm">
                {section.chapterTitle}
              </Anchor>
            </Breadcrumbs>
            <Stack gap="xs">
              <Title order={1} id="law-section-title">
                {section.title}
              </Title>
              <div>
                <ArticlesBadge articles={section.articles} />
              </div>
              {section.otherSources.length > 0 && (
                <Text size="sm" c="dimmed" data-testid="law-other-sources">
                  {t('hiringLaw.otherSources')}: {section.otherSources.join('؛ ')}
                </Text>
              )}
            </Stack>
            <LawDisclaimer guide={page} compact />
            <Stack gap="sm" className="law-body">
              <Text fw={600}>{section.summary}</Text>
              {section.blocks.map((block, index) => (
                <Block key={index} block={block} />
              ))}
            </Stack>
            {section.tool === 'end-of-service-calculator' && page.calculator && (
              <EndOfServiceCalculator key={JSON.stringify(page.calculator.values)} state={page.calculator} />
            )}
            <Group justify="space-between" gap="md" component="nav" aria-label={t('hiringLaw.contents')}>
              {page.previous ? (
                <Anchor component={Link} to={sectionPath(prefix, page.previous.slug)} data-testid="law-previous">
                  <Text size="xs" c="dimmed" component="span" display="block">
                    {t('hiringLaw.previous')}
                  </Text>
                  {page.previous.title}
                </Anchor>
              ) : (
                <span />
              )}
              {page.next && (
                <Anchor component={Link} to={sectionPath(prefix, page.next.slug)} ta="end" data-testid="law-next">
                  <Text size="xs" c="dimmed" component="span" display="block">
                    {t('hiringLaw.next')}
                  </Text>
                  {page.next.title}
                </Anchor>
              )}
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md" className="law-aside" component="aside">
            <LawSearchForm />
            <Paper withBorder p="md" radius="md">
              <Stack gap="xs">
                <Text fw={700}>{t('hiringLaw.inChapter')}</Text>
                <Text size="sm" c="dimmed">
                  {section.chapterTitle}
                </Text>
                <List spacing={6} size="sm" listStyleType="none" data-testid="law-chapter-sections">
                  {page.chapterSections.map((other) => (
                    <List.Item key={other.slug}>
                      {other.slug === section.slug ? (
                        <Text size="sm" fw={700} aria-current="page">
                          {other.title}
                        </Text>
                      ) : (
                        <Anchor component={Link} to={sectionPath(prefix, other.slug)} size="sm">
                          {other.title}
                        </Anchor>
                      )}
                    </List.Item>
                  ))}
                </List>
                <Anchor component={Link} to={withPrefix(prefix, '/hiring-law')} size="sm" fw={600}>
                  {t('hiringLaw.back')}
                </Anchor>
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
