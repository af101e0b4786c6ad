import { Alert, Anchor, Button, Checkbox, Group, NativeSelect, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { SimpleGrid } from '../../components/grid.tsx';
import { SearchableSelect } from '../../components/searchable-select.tsx';
import { Form, Link } from 'react-router';
import { ADMIN_PAGE_SIZE_MAX, ADMIN_RESOURCES, CONSOLE_EXPORT_RESOURCES, adminFieldKind, type TAdminActionDef, type TAdminRecord } from '@tawzeef/contract';
import type { z } from 'zod';
import { Pager } from '../../components/pager.tsx';
import { useI18n } from '../../i18n/index.ts';
import { useActionToast } from '../../lib/app-effects.ts';
import { formatInteger } from '../../lib/format.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { ExportButtons } from '../exports/index.ts';
import { AdminShell } from './admin-shell.tsx';
import { ConfirmPanel } from './confirm-panel.tsx';
import type { TConsoleResult, TResourceListData } from './console.server.ts';
import { FieldValue } from './field-value.tsx';
import { useAdminLabels } from './labels.ts';
import { RecordForm } from './record-form.tsx';
import { ScreeningTry } from './screening-try.tsx';
import { formFields } from './resource-form.ts';

const PAGE_SIZES = ['20', '50', String(ADMIN_PAGE_SIZE_MAX)];

/** The search box and the filters of a resource: a GET form, so a filtered list is a URL (and works without JavaScript). */
function Filters({ data }: { data: TResourceListData }) {
  const { t, locale, prefix } = useI18n();
  const labels = useAdminLabels();
  const def = ADMIN_RESOURCES[data.resource];
  const filters = Object.entries(def.filters.shape as Record<string, z.ZodType>);
  // The filters fold away (on phones they would push the table below the screen) unless one is in use or wrong.
  const filtering = filters.some(([name]) => data.query[name] !== undefined) || data.query.per_page !== undefined || data.queryErrors !== null;
  const errorOf = (name: string) => data.queryErrors?.[name]?.[0];
  return (
    <Paper withBorder p="md">
      <Form method="get" role="search" data-testid="admin-filters">
        <input type="hidden" name="sort" value={data.list.sort} />
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            {def.search.length > 0 && (
              <TextInput
                name="q"
                type="search"
                label={t('admin.list.search')}
                description={t('admin.list.searchHint', { fields: def.search.map((field) => labels.field(field)).join(locale === 'ar' ? '، ' : ', ') })}
                defaultValue={data.query.q ?? ''}
                error={errorOf('q')}
                data-testid="admin-search"
              />
            )}
          </SimpleGrid>
          <details open={filtering} className="admin-filters-more">
            <summary data-testid="admin-filters-toggle">{t('admin.list.filter')}</summary>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" mt="xs">
            {filters.map(([name, schema]) => {
              const { kind, values } = adminFieldKind(schema);
              const label = labels.field(name);
              if ((kind === 'enum' || kind === 'boolean') && values) {
                const options = [{ value: '', label: t('admin.list.any') }, ...values.map((value) => ({ value, label: labels.value(data.resource, name, value) }))];
                return <NativeSelect key={name} name={name} label={label} data={options} defaultValue={data.query[name] ?? ''} error={errorOf(name)} data-testid={`admin-filter-${name}`} />;
              }
              const choices = data.choices[name];
              if (kind === 'id' && choices) {
                // A city by its name, found by typing it in either language (decision 097), not by a number.
                return (
                  <SearchableSelect
                    key={name}
                    name={name}
                    label={labels.field(name.replace(/_id$/, ''))}
                    options={choices}
                    emptyLabel={t('admin.list.any')}
                    defaultValue={data.query[name] ?? ''}
                    error={errorOf(name)}
                    testId={`admin-filter-${name}`}
                  />
                );
              }
              return (
                <TextInput
                  key={name}
                  name={name}
                  label={label}
                  type={kind === 'date' ? 'date' : 'text'}
                  inputMode={kind === 'id' ? 'numeric' : undefined}
                  defaultValue={data.query[name] ?? ''}
                  error={errorOf(name)}
                  data-testid={`admin-filter-${name}`}
                />
              );
            })}
            <NativeSelect name="per_page" label={t('admin.list.perPage')} data={PAGE_SIZES} defaultValue={String(data.list.per_page)} error={errorOf('per_page')} />
            </SimpleGrid>
          </details>
          <Group justify="flex-end">
            <Button component={Link} to={withPrefix(prefix, `/admin/${data.resource}`)} variant="default">
              {t('admin.list.clear')}
            </Button>
            <Button type="submit" data-testid="admin-filter-submit">
              {t('admin.list.filter')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}

function queryString(query: Record<string, string>, change: Record<string, string | null> = {}): string {
  const params = new URLSearchParams({ ...query });
  for (const [key, value] of Object.entries(change)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A column header: a link that sorts by it (again: the other way) when the resource allows it. */
function SortHeader({ data, field }: { data: TResourceListData; field: string }) {
  const { t, prefix } = useI18n();
  const labels = useAdminLabels();
  const def = ADMIN_RESOURCES[data.resource];
  const label = labels.field(field);
  if (!(def.sorts as readonly string[]).includes(field)) return <Table.Th scope="col">{label}</Table.Th>;
  const current = data.list.sort;
  const ascending = current === field;
  const descending = current === `-${field}`;
  const next = ascending ? `-${field}` : field;
  return (
    <Table.Th scope="col" aria-sort={ascending ? 'ascending' : descending ? 'descending' : 'none'}>
      <Link to={withPrefix(prefix, `/admin/${data.resource}${queryString(data.query, { sort: next, page: null })}`)} aria-label={t('admin.list.sortBy', { field: label })}>
        {label} {ascending ? '▲' : descending ? '▼' : ''}
      </Link>
    </Table.Th>
  );
}

/** The records of one page: selectable for bulk actions, sortable by their headers, each opening its detail view. */
function RecordsTable({ data, bulkActions }: { data: TResourceListData; bulkActions: string[] }) {
  const { t, prefix } = useI18n();
  const labels = useAdminLabels();
  const def = ADMIN_RESOURCES[data.resource];
  const columns = def.columns as readonly string[];
  const items = data.list.items as TAdminRecord[];
  const selectable = bulkActions.length > 0;
  const toggleAll = (checked: boolean) => {
    for (const box of document.querySelectorAll<HTMLInputElement>('input[data-admin-row]')) box.checked = checked;
  };
  return (
    <Form method="get" data-testid="admin-bulk-form">
      {Object.entries(data.query).map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <Stack gap="sm">
        {selectable && (
          <Group gap="sm" align="flex-end">
            <NativeSelect name="bulk" label={t('admin.list.bulk')} data={bulkActions.map((action) => ({ value: action, label: labels.action(action, data.resource) }))} data-testid="admin-bulk-action" />
            <Button type="submit" variant="light" data-testid="admin-bulk-submit">
              {t('admin.list.bulkApply')}
            </Button>
          </Group>
        )}
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover className="admin-table" data-testid="admin-table">
            <Table.Caption>{t('admin.list.caption', { resource: labels.resource(data.resource), page: formatInteger(data.list.page, 'en') ?? '1' })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {selectable && (
                  <Table.Th scope="col">
                    <Checkbox aria-label={t('admin.list.selectAll')} onChange={(event) => toggleAll(event.currentTarget.checked)} />
                  </Table.Th>
                )}
                {columns.map((field) => (
                  <SortHeader key={field} data={data} field={field} />
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={String(item.id)} data-testid="admin-row" data-record-id={String(item.id)}>
                  {selectable && (
                    <Table.Td>
                      <Checkbox name="id" value={String(item.id)} aria-label={t('admin.list.select', { id: String(item.id) })} data-admin-row="" defaultChecked={data.confirm?.ids.includes(String(item.id))} />
                    </Table.Td>
                  )}
                  {columns.map((field, index) => (
                    <Table.Td key={field}>
                      {index === 0 ? (
                        <Anchor component={Link} to={withPrefix(prefix, `/admin/${data.resource}/${encodeURIComponent(String(item.id))}`)} data-testid="admin-row-open">
                          <FieldValue resource={data.resource} field={field} value={item[field]} />
                        </Anchor>
                      ) : (
                        <FieldValue resource={data.resource} field={field} value={item[field]} />
                      )}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Form>
  );
}

const isConsoleExport = (resource: string) => (CONSOLE_EXPORT_RESOURCES as readonly string[]).includes(resource);

/** /admin/:resource: the generic table of one resource of the console (decision 031), with its downloads (decision 122). */
export function ResourceListPage({ data, result }: { data: TResourceListData; result?: TConsoleResult | undefined }) {
  const { t, prefix } = useI18n();
  const labels = useAdminLabels();
  useActionToast(result);
  const def = ADMIN_RESOURCES[data.resource];
  const actions = def.actions as Record<string, TAdminActionDef>;
  const bulkActions = Object.keys(actions).filter((name) => actions[name]?.bulk && !actions[name]?.hidden);
  const pages = Math.max(1, Math.ceil(data.list.total / data.list.per_page));
  const listUrl = withPrefix(prefix, `/admin/${data.resource}${queryString(data.query)}`);
  const confirm = data.confirm;
  const confirmed = confirm ? actions[confirm.action] : undefined;
  const failed = result && !result.ok ? result : undefined;
  return (
    <AdminShell title={labels.resource(data.resource)} active={data.resource}>
      <Group justify="space-between">
        <Text c="dimmed" data-testid="admin-total">
          {t('admin.list.total', { count: data.list.total })}
        </Text>
        {isConsoleExport(data.resource) && <ExportButtons base={withPrefix(prefix, `/admin/${data.resource}/export`)} query={queryString(data.query)} />}
        {'create' in def && !data.creating && (
          <Button component={Link} to={withPrefix(prefix, `/admin/${data.resource}?create=1`)} variant="light" data-testid="admin-create">
            {t('admin.list.create')}
          </Button>
        )}
      </Group>
      {data.creating && 'create' in def && (
        <RecordForm
          resource={data.resource}
          fields={formFields(def, def.create)}
          record={null}
          intent="create"
          title={t('admin.list.create')}
          cancelTo={withPrefix(prefix, `/admin/${data.resource}`)}
          values={result?.intent === 'create' && (!result.ok || result.tried) ? result.values : undefined}
          errors={failed?.intent === 'create' ? failed.errors : undefined}
          message={failed?.intent === 'create' ? failed.message : undefined}
          extra={data.resource === 'screening-rules' ? <ScreeningTry text={result?.values?.try_text} matches={result?.tried} /> : undefined}
        />
      )}
      {confirm && confirmed && (
        confirm.ids.length ? (
          <ConfirmPanel
            title={t('admin.confirm.bulkTitle', { action: labels.action(confirm.action, data.resource), count: confirm.ids.length })}
            person={confirmed.person}
            hidden={{ intent: 'bulk', action: confirm.action, id: confirm.ids, back: queryString(data.query).slice(1) }}
            cancelTo={listUrl}
            error={failed?.intent === 'bulk' ? failed.message : undefined}
            errors={failed?.intent === 'bulk' ? failed.errors : undefined}
            reason={failed?.values?.reason}
          >
            {labels.consequence(confirm.action, data.resource) && <Text data-testid="admin-confirm-consequence">{labels.consequence(confirm.action, data.resource)}</Text>}
            <Text size="sm">
              {t('admin.confirm.records')}: <bdi dir="ltr">{confirm.ids.map((id) => `#${id}`).join(', ')}</bdi>
            </Text>
          </ConfirmPanel>
        ) : (
          <Alert color="yellow">{t('admin.list.bulkNone')}</Alert>
        )
      )}
      <Filters data={data} />
      {data.queryErrors && (
        <Alert color="red" role="alert" data-testid="admin-query-errors">
          {Object.entries(data.queryErrors).map(([field, messages]) => `${labels.field(field)}: ${messages.join(', ')}`).join(' · ')}
        </Alert>
      )}
      {data.list.items.length ? (
        <RecordsTable data={data} bulkActions={bulkActions} />
      ) : (
        <Text c="dimmed" data-testid="admin-empty">
          {t('admin.list.empty')}
        </Text>
      )}
      <Pager page={data.list.page} pages={pages} href={(page) => withPrefix(prefix, `/admin/${data.resource}${queryString(data.query, { page: String(page) })}`)} />
    </AdminShell>
  );
}
