import { Alert, Anchor, Button, Container, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { SimpleGrid } from '../../components/grid.tsx';
import { Form, Link } from 'react-router';
import type { TSalaryList } from '@tawzeef/contract';
import { SALARY_MIN_CONTRIBUTORS } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import type { TSalariesPageData } from './salaries.server.ts';
import { SalaryCard } from './salary-cards.tsx';
import './salaries.css';

function SalaryGrid({ list, testId }: { list: TSalaryList; testId: string }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" data-testid={testId}>
      {list.items.map((item) => (
        <SalaryCard key={item.occupation.id} item={item} />
      ))}
    </SimpleGrid>
  );
}

/** /salaries: search an occupation (read as job search reads words) and the occupations that have a report. */
export function SalariesPage({ page }: { page: TSalariesPageData }) {
  const { t, prefix } = useI18n();
  const { found, all, q } = page;
  const recognised = found?.meta.recognised ?? [];
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('page.salaries')}</Title>
          <Text c="dimmed">{t('salaries.intro')}</Text>
        </Stack>
        <Paper withBorder p="md">
          <Form method="get" action={withPrefix(prefix, '/salaries')} role="search">
            <Group align="end" gap="sm" wrap="wrap">
              <TextInput
                name="q"
                label={t('salaries.search.label')}
                placeholder={t('salaries.search.placeholder')}
                defaultValue={q}
                maxLength={200}
                style={{ flex: '1 1 16rem' }}
                data-testid="salary-search-input"
              />
              <Button type="submit" data-testid="salary-search-submit">
                {t('salaries.search.submit')}
              </Button>
            </Group>
          </Form>
        </Paper>
        {found && (
          <Stack gap="sm" component="section" aria-labelledby="salary-results" data-testid="salary-results">
            <Title order={2} size="h3" id="salary-results">
              {t('salaries.search.results', { q })}
            </Title>
            {found.meta.interpreted_as && <Text size="sm">{t('salaries.search.understood', { words: found.meta.interpreted_as })}</Text>}
            {found.items.length === 0 && (
              <Alert color="gray" data-testid="salary-search-empty">
                {recognised.length ? t('salaries.search.noReport', { name: recognised.map((item) => item.name).join('، ') }) : t('salaries.search.nothing', { q })}
              </Alert>
            )}
            {found.items.length > 0 && <SalaryGrid list={found} testId="salary-found" />}
          </Stack>
        )}
        <Stack gap="sm" component="section" aria-labelledby="salary-list">
          <Group justify="space-between" align="baseline">
            <Title order={2} size="h3" id="salary-list">
              {t('salaries.list.title')}
            </Title>
            {all.items.length > 0 && (
              <Anchor component={Link} to={withPrefix(prefix, '/salary-reports')} size="sm">
                {t('salaries.list.allReports')}
              </Anchor>
            )}
          </Group>
          {all.items.length ? <SalaryGrid list={all} testId="salary-list" /> : <Text c="dimmed">{t('salaries.list.empty', { k: SALARY_MIN_CONTRIBUTORS })}</Text>}
        </Stack>
      </Stack>
    </Container>
  );
}
