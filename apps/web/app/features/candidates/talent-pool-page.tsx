import { Anchor, Button, Paper, Stack, Text } from '@mantine/core';
import { Form, Link, useLocation } from 'react-router';
import type { TTalentPoolMember } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { PageShell } from '../../components/page-shell.tsx';
import { formatDay } from '../../lib/format.ts';
import { splitLocalePath, withPrefix } from '../../lib/locale-path.ts';
import { Pager } from '../../components/pager.tsx';
import { CandidateCard } from './candidate-card.tsx';
import { candidatesCount } from './candidate-search-page.tsx';
import type { TPoolPage, TPoolsResult } from './talent-pools.server.ts';
import './candidates.css';

function RemoveForm({ poolId, member, result }: { poolId: number; member: TTalentPoolMember; result?: TPoolsResult }) {
  const { t } = useI18n();
  const failed = result && !result.ok && result.intent === 'remove' ? result : null;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="id" value={poolId} />
      <input type="hidden" name="seeker_id" value={member.id} />
      <Button type="submit" size="xs" variant="subtle" color="red" data-testid="pool-remove">
        {t('pool.remove')}
      </Button>
      {failed && (
        <Text size="sm" c="red" role="alert">
          {failed.message}
        </Text>
      )}
    </Form>
  );
}

/** /talent-pools/:id: one list's candidates, the latest added first; one no longer available shows only that. */
export function TalentPoolPage({ page, result }: { page: TPoolPage; result?: TPoolsResult }) {
  const { t, locale, prefix } = useI18n();
  const location = useLocation();
  const { detail, pools } = page;
  const back = `${splitLocalePath(location.pathname).rest}${location.search}`;
  const pages = Math.max(1, Math.ceil(detail.total / detail.page_size));
  return (
    <PageShell titleKey="page.talent-pool">
      <Anchor component={Link} to={withPrefix(prefix, '/talent-pools')} fw={600} data-testid="pool-back">
        {t('pool.back')}
      </Anchor>
      <div>
        <Text fw={700} size="xl" data-testid="pool-title">
          <bdi>{detail.pool.name}</bdi>
        </Text>
        <Text c="dimmed" size="sm">
          {candidatesCount(detail.total, locale, t)}
        </Text>
      </div>
      {detail.items.length === 0 ? (
        <Paper withBorder p="lg" data-testid="pool-empty">
          <Stack gap="sm" align="flex-start">
            <Text>{t('pool.empty')}</Text>
            <Button component={Link} to={withPrefix(prefix, '/search-on-employee')} variant="light">
              {t('pools.empty.search')}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <Stack component="ol" gap="sm" p={0} m={0} className="candidate-list" data-testid="pool-members">
          {detail.items.map((member) => (
            <li key={member.id}>
              {member.candidate ? (
                <CandidateCard candidate={member.candidate} pools={pools} back={back}>
                  <Text size="xs" c="dimmed">
                    {t('pool.added', {
                      date: formatDay(member.added_at, locale)?.gregorian ?? '',
                    })}
                  </Text>
                  <RemoveForm poolId={detail.pool.id} member={member} result={result} />
                </CandidateCard>
              ) : (
                <Paper withBorder className="pad-sm-md" data-testid="pool-unavailable">
                  <Stack gap={6}>
                    <Text fw={600}>{t('pool.unavailable')}</Text>
                    <Text size="sm" c="dimmed">
                      {t('pool.unavailableHint')}
                    </Text>
                    <RemoveForm poolId={detail.pool.id} member={member} result={result} />
                  </Stack>
                </Paper>
              )}
            </li>
          ))}
        </Stack>
      )}
      <Pager page={detail.page} pages={pages} href={(n) => (n > 1 ? `${location.pathname}?page=${n}` : location.pathname)} />
    </PageShell>
  );
}
