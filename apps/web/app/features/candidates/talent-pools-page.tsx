import { Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { Form, Link, useNavigation } from 'react-router';
import type { TTalentPool } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { FormKeyField } from '../../components/form-key.tsx';
import { PageShell } from '../../components/page-shell.tsx';
import { formatDay } from '../../lib/format.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { candidatesCount } from './candidate-search-page.tsx';
import type { TPoolsPage, TPoolsResult } from './talent-pools.server.ts';
import './candidates.css';

function failureFor(result: TPoolsResult | undefined, intent: string, id?: number) {
  return result && !result.ok && result.intent === intent && (id === undefined || result.id === id) ? result : null;
}

function PoolItem({ pool, result }: { pool: TTalentPool; result?: TPoolsResult }) {
  const { t, locale, prefix } = useI18n();
  const renameFailed = failureFor(result, 'rename', pool.id);
  const deleteFailed = failureFor(result, 'delete', pool.id);
  return (
    <Paper withBorder className="pad-sm-md" component="article" data-testid="pool" data-pool-id={pool.id}>
      <Stack gap={8}>
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Anchor component={Link} to={withPrefix(prefix, `/talent-pools/${pool.id}`)} fw={700} size="lg" data-testid="pool-name">
              <bdi>{pool.name}</bdi>
            </Anchor>
            <Text size="sm" c="dimmed">
              {candidatesCount(pool.count, locale, t)} ·{' '}
              {t('pools.updated', {
                date: formatDay(pool.updated_at, locale)?.gregorian ?? '',
              })}
            </Text>
          </div>
          <Button component={Link} to={withPrefix(prefix, `/talent-pools/${pool.id}`)} variant="light" size="xs">
            {t('pools.open')}
          </Button>
        </Group>
        <Group gap="lg" align="flex-start">
          <details className="candidate-save" open={renameFailed ? true : undefined}>
            <summary>{t('pools.rename')}</summary>
            <Form method="post" noValidate className="candidate-save__form">
              <input type="hidden" name="intent" value="rename" />
              <input type="hidden" name="id" value={pool.id} />
              <Group gap="xs" align="flex-end">
                <TextInput name="name" size="xs" label={t('pools.create.name')} defaultValue={pool.name} maxLength={80} required error={renameFailed?.errors?.name?.[0]} />
                <Button type="submit" size="xs">
                  {t('pools.rename.submit')}
                </Button>
              </Group>
            </Form>
          </details>
          <details className="candidate-save" open={deleteFailed ? true : undefined}>
            <summary>{t('pools.delete')}</summary>
            <Form method="post" noValidate className="candidate-save__form">
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="id" value={pool.id} />
              <Text size="sm" mb={6}>
                {t('pools.delete.confirm', { name: pool.name })}
              </Text>
              <Button type="submit" size="xs" color="red" data-testid="pool-delete">
                {t('pools.delete.yes')}
              </Button>
              {deleteFailed && (
                <Text size="sm" c="red" role="alert">
                  {deleteFailed.message}
                </Text>
              )}
            </Form>
          </details>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /talent-pools: the company's named lists of candidates: create, open, rename, delete. */
export function TalentPoolsPage({ page, result }: { page: TPoolsPage; result?: TPoolsResult }) {
  const { t, prefix } = useI18n();
  const navigation = useNavigation();
  const creating = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'create';
  const createFailed = failureFor(result, 'create');
  return (
    <PageShell titleKey="page.talent-pools">
      <Text c="dimmed">{t('pools.intro')}</Text>
      <Paper withBorder p="md">
        <Form method="post" noValidate data-testid="pool-create">
          <input type="hidden" name="intent" value="create" />
          <FormKeyField formKey={page.formKey} />
          <Group gap="sm" align="flex-end">
            <TextInput
              name="name"
              label={t('pools.create.title')}
              placeholder={t('pools.create.namePlaceholder')}
              maxLength={80}
              required
              error={createFailed?.errors?.name?.[0]}
              style={{ flex: 1, minInlineSize: 200 }}
              data-testid="pool-create-name"
            />
            <Button type="submit" loading={creating} data-testid="pool-create-submit">
              {t('pools.create.submit')}
            </Button>
          </Group>
        </Form>
      </Paper>
      {page.pools.length === 0 ? (
        <Paper withBorder p="xl" data-testid="pools-empty">
          <Stack gap="sm" align="flex-start">
            <Title order={2} size="h4">
              {t('pools.empty.title')}
            </Title>
            <Text>{t('pools.empty.text')}</Text>
            <Button component={Link} to={withPrefix(prefix, '/search-on-employee')} variant="light">
              {t('pools.empty.search')}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <Stack component="ul" gap="sm" className="pool-list" data-testid="pools">
          {page.pools.map((pool) => (
            <li key={pool.id}>
              <PoolItem pool={pool} result={result} />
            </li>
          ))}
        </Stack>
      )}
    </PageShell>
  );
}
