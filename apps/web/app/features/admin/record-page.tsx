import { Anchor, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ADMIN_RESOURCES, adminFieldKind, type TAdminActionDef, type TAdminRecord } from '@tawzeef/contract';
import type { z } from 'zod';
import { useI18n } from '../../i18n/index.ts';
import { useActionToast } from '../../lib/app-effects.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { AdminShell } from './admin-shell.tsx';
import { ConfirmPanel } from './confirm-panel.tsx';
import type { TConsoleResult, TRecordData } from './console.server.ts';
import { FieldValue } from './field-value.tsx';
import { useAdminLabels } from './labels.ts';
import { RecordForm } from './record-form.tsx';
import { ScreeningTry } from './screening-try.tsx';
import { formFields } from './resource-form.ts';

const TITLE_FIELDS = ['name', 'foundation_name', 'title', 'subject', 'bank_name_en', 'name_en', 'to_phone'];

/** Which actions the record's state offers (the API decides anyway: 409 otherwise). */
function offered(actions: Record<string, TAdminActionDef>, record: TAdminRecord): string[] {
  return Object.entries(actions)
    .filter(([, action]) => !action.hidden && (!action.when || action.when.values.includes(String(record[action.when.field]))))
    .map(([name]) => name);
}

/** The record's changes by administrators, newest first, from the audit log. */
function History({ data }: { data: TRecordData }) {
  const { t, prefix } = useI18n();
  const labels = useAdminLabels();
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('admin.record.history')}
        </Title>
        {data.history.length ? (
          <Table.ScrollContainer minWidth={560}>
            <Table data-testid="admin-history">
              <Table.Thead>
                <Table.Tr>
                  {['created_at', 'actor_email', 'action', 'reason'].map((field) => (
                    <Table.Th key={field} scope="col">
                      {labels.field(field)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.history.map((entry) => (
                  <Table.Tr key={String(entry.id)} data-testid="admin-history-entry" data-action={String(entry.action)}>
                    <Table.Td>
                      <Anchor component={Link} to={withPrefix(prefix, `/admin/audit-log/${String(entry.id)}`)}>
                        <FieldValue resource="audit-log" field="created_at" value={entry.created_at} />
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <FieldValue resource="audit-log" field="actor_email" value={entry.actor_email} />
                    </Table.Td>
                    <Table.Td>{labels.action(String(entry.action), data.resource)}</Table.Td>
                    <Table.Td>
                      <FieldValue resource="audit-log" field="reason" value={entry.reason} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Text c="dimmed">{t('admin.record.noHistory')}</Text>
        )}
      </Stack>
    </Paper>
  );
}

/** /admin/:resource/:id: every readable field, the actions its state offers (confirmed, with a reason), edits, history. */
export function RecordPage({ data, result }: { data: TRecordData; result?: TConsoleResult | undefined }) {
  const { t, prefix } = useI18n();
  const labels = useAdminLabels();
  useActionToast(result && !result.ok ? result : undefined);
  const { resource, record } = data;
  const def = ADMIN_RESOURCES[resource];
  const actions = def.actions as Record<string, TAdminActionDef>;
  const recordUrl = withPrefix(prefix, `/admin/${resource}/${encodeURIComponent(String(record.id))}`);
  const failed = result && !result.ok ? result : undefined;
  const confirmed = data.confirm ? actions[data.confirm] : undefined;
  const fields = Object.keys(def.record.shape);
  // The record's own name when it has one (a person, a company, a job, a message), else its number.
  const named = TITLE_FIELDS.map((field) => record[field]).find((value) => typeof value === 'string' && value !== '');
  const title = `${labels.resource(resource)} · ${named ? String(named) : typeof record.id === 'string' ? labels.value(resource, 'id', record.id) : `#${String(record.id)}`}`;
  return (
    <AdminShell title={<bdi>{title}</bdi>} active={resource}>
      <Anchor component={Link} to={withPrefix(prefix, `/admin/${resource}`)} data-testid="admin-back">
        {t('admin.record.back', { resource: labels.resource(resource) })}
      </Anchor>
      {(resource === 'companies' || resource === 'jobs') && (
        <Anchor component={Link} to={withPrefix(prefix, `/admin/${resource}/${encodeURIComponent(String(record.id))}/analytics`)} data-testid="admin-analytics-link">
          {t('analytics.link')}
        </Anchor>
      )}
      {data.confirm && confirmed && (
        <ConfirmPanel
          title={t('admin.confirm.title', { action: labels.action(data.confirm, data.resource) })}
          person={confirmed.person}
          hidden={{ intent: 'action', action: data.confirm }}
          cancelTo={recordUrl}
          error={failed?.intent === 'action' ? failed.message : undefined}
          errors={failed?.intent === 'action' ? failed.errors : undefined}
          reason={failed?.values?.reason}
        >
          {labels.consequence(data.confirm, resource) && <Text data-testid="admin-confirm-consequence">{labels.consequence(data.confirm, resource)}</Text>}
        </ConfirmPanel>
      )}
      {data.deleting && (
        <ConfirmPanel title={t('admin.record.delete')} person={false} hidden={{ intent: 'delete' }} cancelTo={recordUrl} error={failed?.intent === 'delete' ? failed.message : undefined}>
          <Text>{t('admin.record.deleteConfirm')}</Text>
        </ConfirmPanel>
      )}
      <Group gap="sm" data-testid="admin-actions" aria-label={t('admin.record.actions')} role="group">
        {offered(actions, record).map((action) => (
          <Button key={action} component={Link} to={`${recordUrl}?action=${action}`} variant={actions[action]?.person ? 'outline' : 'light'} color={actions[action]?.person ? 'red' : undefined} data-testid={`admin-action-${action}`}>
            {labels.action(action, resource)}
          </Button>
        ))}
        {'update' in def && !data.editing && (
          <Button component={Link} to={`${recordUrl}?edit=1`} variant="default" data-testid="admin-edit">
            {t('admin.record.edit')}
          </Button>
        )}
        {'delete' in def && (
          <Button component={Link} to={`${recordUrl}?delete=1`} variant="subtle" color="red" data-testid="admin-delete">
            {t('admin.record.delete')}
          </Button>
        )}
      </Group>
      {data.editing && 'update' in def && (
        <RecordForm
          resource={resource}
          fields={formFields(def, def.update)}
          record={record}
          intent="update"
          title={t('admin.record.edit')}
          cancelTo={recordUrl}
          values={result?.intent === 'update' && (!result.ok || result.tried) ? result.values : undefined}
          errors={failed?.intent === 'update' ? failed.errors : undefined}
          message={failed?.intent === 'update' ? failed.message : undefined}
          extra={resource === 'screening-rules' ? <ScreeningTry text={result?.values?.try_text} matches={result?.tried} /> : undefined}
        />
      )}
      <Paper withBorder p="lg">
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('admin.record.fields')}
          </Title>
          <dl className="admin-details" data-testid="admin-details">
            {fields.map((field) => (
              <div key={field} data-field={field} data-kind={adminFieldKind((def.record.shape as Record<string, z.ZodType>)[field]).kind}>
                <dt>{labels.field(field)}</dt>
                <dd>
                  <FieldValue resource={resource} field={field} value={record[field]} />
                </dd>
              </div>
            ))}
          </dl>
        </Stack>
      </Paper>
      <History data={data} />
    </AdminShell>
  );
}
