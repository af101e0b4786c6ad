import { Alert, Anchor, Badge, Button, List, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { Form, Link, useNavigation } from 'react-router';
import type { TZatcaConsole, TZatcaQueueDocument } from '@tawzeef/contract';
import { useI18n, type TMessageId } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { AdminShell } from './admin-shell.tsx';
import type { TZatcaRetryResult } from './zatca.server.ts';

const STATE_COLOURS: Record<TZatcaQueueDocument['state'], string> = { waiting: 'yellow', reported: 'green', cleared: 'green', rejected: 'red' };

/** The time the API wrote in the administrator's time zone, as a short date and time in the page's language. */
function when(value: string, locale: 'ar' | 'en'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), Number(match[4]), Number(match[5])));
  return new Intl.DateTimeFormat(locale === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(date);
}

function Unit({ state }: { state: TZatcaConsole }) {
  const { t, locale } = useI18n();
  const { unit } = state;
  return (
    <Paper withBorder p="md" data-testid="zatca-unit">
      <Stack gap="xs">
        <Text fw={700}>{t('admin.zatca.unit')}</Text>
        <Text size="sm">
          {t('admin.zatca.modeLabel')}: <span data-testid="zatca-mode">{t(`admin.zatca.mode.${state.mode}` as TMessageId)}</span>
        </Text>
        {!unit ? (
          <Alert color="yellow" data-testid="zatca-not-onboarded">
            {t('admin.zatca.notOnboarded')}
          </Alert>
        ) : (
          <>
            <Text size="sm">
              {t('admin.zatca.onboardedAt')}: {when(unit.onboarded_at, locale)}
            </Text>
            <Text size="sm">
              {t('admin.zatca.expiresAt')}: {when(unit.certificate_expires_at, locale)} ·{' '}
              <span data-testid="zatca-days-left">{t('admin.zatca.daysLeft', { days: Math.max(0, unit.days_left) })}</span>
            </Text>
            <Text size="sm">
              {t('admin.zatca.lastIcv')}: {unit.last_icv}
            </Text>
            {unit.expiring && (
              <Alert color="red" data-testid="zatca-expiring">
                {t(unit.days_left < 0 ? 'admin.zatca.expired' : 'admin.zatca.expiring')}
              </Alert>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

function Counts({ counts }: { counts: TZatcaConsole['counts'] }) {
  const { t } = useI18n();
  const items = ['waiting', 'reported', 'cleared', 'rejected'] as const;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {items.map((key) => (
        <Paper withBorder p="sm" key={key} data-testid={`zatca-count-${key}`}>
          <Text size="xl" fw={700}>
            {counts[key]}
          </Text>
          <Text size="sm" c="dimmed">
            {t(`admin.zatca.count.${key}`)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function Messages({ document }: { document: TZatcaQueueDocument }) {
  const { t } = useI18n();
  if (!document.messages.length && !document.last_failure) {
    return (
      <Text size="sm" c="dimmed">
        {t('admin.zatca.noMessages')}
      </Text>
    );
  }
  return (
    <List size="sm" spacing={4} data-testid="zatca-messages">
      {document.last_failure && <List.Item>{document.last_failure}</List.Item>}
      {document.messages.map((message, index) => (
        <List.Item key={index}>
          <Text span fw={600} size="sm" c={message.kind === 'error' ? 'red.8' : 'yellow.9'}>
            {t(`admin.zatca.kind.${message.kind}`)}:
          </Text>{' '}
          {/* ZATCA's words, in the language the document was sent in. */}
          <bdi dir="auto">{message.message}</bdi>
        </List.Item>
      ))}
    </List>
  );
}

function DocumentRow({ document, result }: { document: TZatcaQueueDocument; result?: TZatcaRetryResult }) {
  const { t, locale, prefix } = useI18n();
  const busy = useNavigation().state !== 'idle';
  return (
    <Table.Tr data-testid="zatca-document" data-state={document.state} data-id={document.id}>
      <Table.Td>
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {t(`admin.zatca.type.${document.type}`)} {document.number && <bdi dir="ltr">{document.number}</bdi>}
          </Text>
          <Text size="xs" c="dimmed">
            {document.kind && t(`admin.zatca.kindName.${document.kind}`)} · {when(document.created_at, locale)}
          </Text>
          <Anchor component={Link} to={withPrefix(prefix, `/admin/payments/${document.payment_id}`)} size="xs">
            {t('admin.zatca.openPayment')} #{document.payment_id}
          </Anchor>
        </Stack>
      </Table.Td>
      <Table.Td>
        <bdi dir="auto">{document.company_name}</bdi>
      </Table.Td>
      <Table.Td>
        <Stack gap={4} align="flex-start">
          <Badge color={STATE_COLOURS[document.state]} variant="light" tt="none" data-testid="zatca-state">
            {t(`admin.zatca.state.${document.state}`)}
          </Badge>
          {document.late && (
            <Badge color="red" variant="filled" tt="none" data-testid="zatca-late">
              {t('admin.zatca.lateBadge')}
            </Badge>
          )}
          <Text size="xs" c="dimmed">
            {t('admin.zatca.attempts', { count: document.attempts })}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td>
        <Messages document={document} />
        {result && (
          <Text size="sm" c="red.8" role="alert" mt={4}>
            {result.message}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {document.retryable && (
          <Form method="post">
            <input type="hidden" name="intent" value="retry" />
            <input type="hidden" name="id" value={document.id} />
            <Button type="submit" size="xs" variant="light" disabled={busy} data-testid="zatca-retry">
              {t('admin.zatca.retry')}
            </Button>
          </Form>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * /admin/zatca (decision 171): ZATCA phase 2 for the administrator: the environment, the unit and its certificate's
 * days (a warning under 30), the queue's counts, simplified invoices past the 24-hour reporting limit, and each
 * document with ZATCA's warnings and errors in words; a refused or stuck one can be sent again.
 */
export function ZatcaConsolePage({ state, result }: { state: TZatcaConsole; result?: TZatcaRetryResult }) {
  const { t } = useI18n();
  return (
    <AdminShell title={t('admin.zatca.title')} active="zatca">
      <Stack gap="md">
        <Text c="dimmed">{t('admin.zatca.intro')}</Text>
        <Unit state={state} />
        <Counts counts={state.counts} />
        {state.counts.late > 0 && (
          <Alert color="red" data-testid="zatca-late-warning">
            {t('admin.zatca.late', { count: state.counts.late })}
          </Alert>
        )}
        <Paper withBorder p="md">
          <Text fw={700} mb="sm">
            {t('admin.zatca.queue')}
          </Text>
          {state.documents.length === 0 ? (
            <Text c="dimmed">{t('admin.zatca.empty')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={720}>
              <Table verticalSpacing="sm" data-testid="zatca-queue">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('admin.zatca.document')}</Table.Th>
                    <Table.Th>{t('admin.zatca.company')}</Table.Th>
                    <Table.Th>{t('admin.zatca.stateLabel')}</Table.Th>
                    <Table.Th>{t('admin.zatca.messages')}</Table.Th>
                    <Table.Th>
                      {/* The retry's column: named for screen readers, blank on screen. */}
                      <span className="visually-hidden">{t('admin.zatca.action')}</span>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {state.documents.map((document) => (
                    <DocumentRow key={document.id} document={document} {...(result && result.id === document.id ? { result } : {})} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>
      </Stack>
    </AdminShell>
  );
}
