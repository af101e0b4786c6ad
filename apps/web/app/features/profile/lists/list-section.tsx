import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Box, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { Form, Link, useLocation, useNavigation } from 'react-router';
import { useI18n } from '../../../i18n/index.ts';
import { useActionToast } from '../../../lib/app-effects.ts';
import { useClientValidation } from '../../../lib/forms.ts';
import { withPrefix } from '../../../lib/locale-path.ts';
import { checkPickedFile } from '../../../lib/file-rules.ts';
import { PrintCvLink } from '../print/print-link.tsx';
import { LIST_SPECS, type TListItem, type TListKey } from './specs.ts';
import type { TListActionResult, TListPageData } from './types.ts';
import type { TListView } from './view-parts.tsx';
import { LIST_VIEWS } from './views.tsx';
import './lists.css';

interface TSectionProps<K extends TListKey> {
  list: K;
  page: TListPageData<K>;
  result?: TListActionResult;
  /** Shown under the title, e.g. the note on sensitive data. */
  notice?: ReactNode;
}

function useBusy(intent: string, id?: number) {
  const navigation = useNavigation();
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent && (id === undefined || navigation.formData.get('id') === String(id));
}

/** The add or edit form of an item: the same fields, prefilled when editing, working with or without JavaScript. */
function ItemForm<K extends TListKey>({ list, page, result, item }: { list: K; page: TListPageData<K>; result?: TListActionResult; item?: TListItem<K> }) {
  const { t, locale, prefix } = useI18n();
  const location = useLocation();
  const spec = LIST_SPECS[list];
  const view = LIST_VIEWS[list] as unknown as TListView<TListKey>;
  const intent = item ? 'update' : 'create';
  const mine = result && !result.ok && result.intent === intent && (result.id ?? null) === (item?.id ?? null) ? result : undefined;
  const { onSubmit, errorOf } = useClientValidation(spec.schema, spec.toInput, locale, mine?.errors);
  const [fileError, setFileError] = useState<string>();
  const busy = useBusy(intent, item?.id);
  const values = mine?.values ?? (item ? spec.toValues(item as Record<string, unknown>) : {});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    let problem: string | null = null;
    if (spec.file) {
      const input = event.currentTarget.elements.namedItem(spec.file.input);
      const picked = input instanceof HTMLInputElement ? input.files?.[0] : undefined;
      problem = picked ? checkPickedFile(picked, spec.file.kind, locale) : null;
    }
    setFileError(problem ?? undefined);
    onSubmit(event);
    if (problem) event.preventDefault();
  };
  const fieldError = (field: string) => (spec.file?.field === field && fileError) || errorOf(field);

  return (
    <Paper withBorder id={item ? `item-${item.id}` : 'add-item'} className={item ? 'pad-md-lg item-form item-form--edit' : 'pad-md-lg item-form'}>
      <Stack gap="md">
        <Title order={2} size="h3">
          {item ? t(`cv.${list}.edit`) : t(`cv.${list}.add`)}
        </Title>
        <Form
          method="post"
          noValidate
          onSubmit={submit}
          encType={spec.file ? 'multipart/form-data' : undefined}
          // A fresh form after each save (the redirect is a new location) and for each item edited.
          key={`${intent}-${item?.id ?? 'new'}-${location.key}`}
          data-testid={`${list}-form`}
        >
          <Stack gap="md">
            <input type="hidden" name="intent" value={intent} />
            {item && <input type="hidden" name="id" value={item.id} />}
            <view.Fields values={values} errorOf={fieldError} page={page as TListPageData} />
            <Group gap="sm">
              <Button type="submit" loading={busy} data-testid={`${list}-save`}>
                {item ? t('cv.form.saveChanges') : t('cv.form.add')}
              </Button>
              {item && (
                <Button component={Link} to={withPrefix(prefix, `/profile/${list}`)} variant="default" replace>
                  {t('cv.form.cancel')}
                </Button>
              )}
            </Group>
          </Stack>
        </Form>
      </Stack>
    </Paper>
  );
}

/** The confirmation step of a delete: a modal with JavaScript, the same buttons inline without it. */
function DeleteConfirm({ list, item, name, onCancel }: { list: TListKey; item: { id: number }; name: string; onCancel?: () => void }) {
  const { t, prefix } = useI18n();
  const busy = useBusy('delete-confirmed', item.id);
  return (
    <Form method="post" data-testid={`${list}-delete-confirm`}>
      <input type="hidden" name="intent" value="delete-confirmed" />
      <input type="hidden" name="id" value={item.id} />
      <Stack gap="sm">
        <Text>{t('cv.list.deleteQuestion', { name })}</Text>
        <Group gap="sm" justify="flex-end">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {t('cv.form.cancel')}
            </Button>
          ) : (
            <Button component={Link} to={withPrefix(prefix, `/profile/${list}`)} variant="default" replace>
              {t('cv.form.cancel')}
            </Button>
          )}
          <Button type="submit" color="red" loading={busy} data-testid={`${list}-delete-yes`}>
            {t('cv.list.deleteYes')}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}

function ItemCard<K extends TListKey>({ list, item, page, confirming }: { list: K; item: TListItem<K>; page: TListPageData<K>; confirming: boolean }) {
  const { t, prefix, locale } = useI18n();
  const view = LIST_VIEWS[list] as unknown as TListView<TListKey>;
  const name = view.nameOf(item, locale);
  const [modalOpen, setModalOpen] = useState(false);
  return (
    <Paper withBorder id={`item-${item.id}`} className="list-card pad-md-lg" data-testid={`${list}-item`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Box flex={1} miw={0}>
          <view.Card item={item} page={page as TListPageData} />
        </Box>
        {!confirming && (
          <Group gap={4} wrap="nowrap" className="list-card__actions">
            <Button
              component={Link}
              to={`${withPrefix(prefix, `/profile/${list}`)}?edit=${item.id}#item-${item.id}`}
              variant="light"
              size="xs"
              aria-label={t('cv.list.editItem', { name })}
              data-testid={`${list}-edit`}
            >
              {t('cv.list.edit')}
            </Button>
            <Form
              method="post"
              onSubmit={(event) => {
                // With JavaScript the confirmation is a modal; without it, the action answers with the inline one.
                event.preventDefault();
                setModalOpen(true);
              }}
            >
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="id" value={item.id} />
              <Button type="submit" variant="subtle" color="red" size="xs" aria-label={t('cv.list.deleteItem', { name })} data-testid={`${list}-delete`}>
                {t('cv.list.delete')}
              </Button>
            </Form>
          </Group>
        )}
      </Group>
      {confirming && (
        <Alert color="red" variant="light" mt="sm" role="alertdialog" aria-label={t('cv.list.deleteTitle')}>
          <DeleteConfirm list={list} item={item} name={name} />
        </Alert>
      )}
      <Modal opened={modalOpen} onClose={() => setModalOpen(false)} title={t('cv.list.deleteTitle')} centered>
        <DeleteConfirm list={list} item={item} name={name} onCancel={() => setModalOpen(false)} />
      </Modal>
    </Paper>
  );
}

/**
 * One CV list (qualifications, experiences, skills, memberships, courses): its items as cards with Edit and
 * Delete, an empty state that says what to do, and the add form (or the edit form in place of the item).
 */
export function ListSection<K extends TListKey>({ list, page, result, notice }: TSectionProps<K>) {
  const { t } = useI18n();
  useActionToast(result && !result.confirmDelete ? result : undefined);
  const confirmingId = result?.confirmDelete ? result.id : null;
  return (
    <Stack gap="lg" className="list-section">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={1}>{t(`page.profile.${list}`)}</Title>
          <Text c="dimmed">{t(`cv.${list}.intro`)}</Text>
        </div>
        <PrintCvLink />
      </Group>
      {notice}
      {page.items.length === 0 ? (
        <Paper withBorder p="lg" className="list-empty" data-testid={`${list}-empty`}>
          <Text fw={500}>{t(`cv.${list}.empty`)}</Text>
        </Paper>
      ) : (
        <Stack gap="sm" component="ul" className="list-items" aria-label={t(`page.profile.${list}`)}>
          {page.items.map((item) => (
            <li key={item.id}>
              {page.editId === item.id ? (
                <ItemForm list={list} page={page} result={result} item={item} />
              ) : (
                <ItemCard list={list} item={item} page={page} confirming={confirmingId === item.id} />
              )}
            </li>
          ))}
        </Stack>
      )}
      {page.editId === null && <ItemForm list={list} page={page} result={result} />}
    </Stack>
  );
}
