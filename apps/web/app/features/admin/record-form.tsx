import type { ReactNode } from 'react';
import { Alert, Button, Checkbox, Group, NativeSelect, Paper, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { SimpleGrid } from '../../components/grid.tsx';
import { Form, Link, useNavigation } from 'react-router';
import type { TAdminRecord, TAdminResourceName, TFieldErrors } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { useAdminLabels } from './labels.ts';
import { fieldText, type TFormField } from './resource-form.ts';
import { RichTextField } from '../../components/rich-text-field.tsx';
import { ImageField, imageUrl } from './image-field.tsx';

const LTR = { input: { direction: 'ltr' as const, textAlign: 'start' as const } };

/** A record's writable fields as a form (a new record, or changes to one): the API checks every value again. */
export function RecordForm({
  resource,
  fields,
  record,
  intent,
  title,
  cancelTo,
  values,
  errors,
  message,
  extra,
}: {
  resource: TAdminResourceName;
  fields: TFormField[];
  record: TAdminRecord | null;
  intent: 'create' | 'update';
  title: string;
  cancelTo: string;
  values?: Record<string, string> | undefined;
  errors?: TFieldErrors | undefined;
  message?: string | undefined;
  /** More of the form below the fields (the screening rule's try). */
  extra?: ReactNode;
}) {
  const { t } = useI18n();
  const labels = useAdminLabels();
  const navigation = useNavigation();
  const initial = (field: TFormField) => values?.[field.name] ?? fieldText(field, record?.[field.name]);
  return (
    <Paper withBorder p="lg" data-testid={`admin-${intent}-form`}>
      <Form method="post" noValidate encType={fields.some((field) => field.kind === 'image') ? 'multipart/form-data' : undefined}>
        <input type="hidden" name="intent" value={intent} />
        <Stack gap="md">
          <Title order={2} size="h3">
            {title}
          </Title>
          {message && (
            <Alert color="red" role="alert">
              {message}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {fields.map((field) => {
              const label = labels.field(field.name);
              const error = errors?.[field.name]?.[0];
              const required = !field.nullable && !field.optional;
              if (field.kind === 'boolean') {
                const checked = values ? values[field.name] === 'true' : Boolean(record?.[field.name] ?? field.defaultValue ?? true);
                return <Checkbox key={field.name} name={field.name} value="true" label={label} defaultChecked={checked} error={error} mt="md" />;
              }
              if (field.kind === 'enum' && field.values) {
                const data = [...(field.nullable ? [{ value: '', label: t('admin.form.none') }] : []), ...field.values.map((value) => ({ value, label: labels.value(resource, field.name, value) }))];
                return <NativeSelect key={field.name} name={field.name} label={label} data={data} defaultValue={initial(field)} error={error} required={required} />;
              }
              if (field.kind === 'rich_text') {
                return (
                  <div key={field.name} style={{ gridColumn: '1 / -1' }}>
                    <RichTextField blocks name={field.name} label={label} error={error} defaultValue={initial(field)} dir={field.name.endsWith('_ar') ? 'rtl' : field.name.endsWith('_en') ? 'ltr' : undefined} />
                  </div>
                );
              }
              if (field.kind === 'image') {
                return <ImageField key={field.name} field={field} label={label} error={error} current={initial(field)} url={imageUrl(record, field.name)} />;
              }
              if (field.kind === 'lines' || field.kind === 'long_text') {
                return <Textarea key={field.name} name={field.name} label={label} defaultValue={initial(field)} error={error} autosize minRows={3} maxRows={10} />;
              }
              const numeric = field.kind === 'number' || field.kind === 'percent' || field.kind === 'money' || field.kind === 'id' || field.kind === 'json';
              const latin = numeric || /(_en|email|iban|code|slug|vat_number|phone|website)$/.test(field.name) || field.name.endsWith('_number');
              return (
                <TextInput
                  key={field.name}
                  name={field.name}
                  label={label}
                  defaultValue={initial(field)}
                  error={error}
                  required={required}
                  inputMode={numeric ? 'decimal' : undefined}
                  styles={latin ? LTR : undefined}
                  dir={field.name.endsWith('_ar') ? 'rtl' : undefined}
                />
              );
            })}
          </SimpleGrid>
          {extra}
          <Group justify="flex-end">
            <Button component={Link} to={cancelTo} variant="default">
              {t('admin.confirm.cancel')}
            </Button>
            <Button type="submit" loading={navigation.state === 'submitting'} data-testid={`admin-${intent}-submit`}>
              {intent === 'create' ? t('admin.form.create') : t('admin.record.save')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}
