import { Anchor, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TLocale } from '@tawzeef/contract';
import { useI18n } from '../../../i18n/index.ts';
import { withPrefix } from '../../../lib/locale-path.ts';
import { FileField } from '../../../components/file-field.tsx';
import type { TFormValues } from './converters.ts';
import { Fact } from './display.tsx';
import { LIST_SPECS, type TListItem, type TListKey } from './specs.ts';
import type { TListPageData } from './types.ts';

export interface TFieldsProps {
  values: TFormValues;
  errorOf: (field: string) => string | undefined;
  page: TListPageData;
}

export interface TListView<K extends TListKey> {
  Fields: (props: TFieldsProps) => ReactNode;
  Card: (props: { item: TListItem<K>; page: TListPageData }) => ReactNode;
  /** The item's name in buttons' accessible labels ("Edit Project manager"). */
  nameOf: (item: TListItem<K>, locale: TLocale) => string;
}

/** The attachment of an item: hidden id, current file, and the upload (uploaded by the action before the item is saved). */
export function AttachmentField({ list, values, errorOf, page, label }: TFieldsProps & { list: 'qualification' | 'courses'; label: string }) {
  const file = LIST_SPECS[list].file;
  if (!file) return null;
  const id = values[file.field] ?? '';
  return (
    <FileField
      name={file.input}
      kind={file.kind}
      label={label}
      error={errorOf(file.field)}
      testId={`${list}-file`}
      current={{ idField: file.field, id, name: values[`${file.input}_name`] || page.files[Number(id)], removable: true }}
    />
  );
}

export function AttachmentLink({ id, page, label }: { id: number | null | undefined; page: TListPageData; label: string }) {
  const { prefix } = useI18n();
  if (!id) return null;
  return (
    <Fact label={label}>
      <Anchor href={withPrefix(prefix, `/profile/file/${id}`)} size="sm">
        <bdi>{page.files[id] || label}</bdi>
      </Anchor>
    </Fact>
  );
}

/** An item's title: the items sit right under the page's heading (h1), so they are h2 (heading order, axe). */
export function ItemTitle({ children }: { children: ReactNode }) {
  return (
    <Title order={2} size="h4">
      <bdi>{children}</bdi>
    </Title>
  );
}

/** Free text the person typed, in whichever language: its own direction, line breaks kept. */
export function Paragraph({ children }: { children: string | null | undefined }) {
  if (!children) return null;
  return (
    <Text size="sm" dir="auto" className="pre-line">
      {children}
    </Text>
  );
}

export const choose = (label: string) => ({ value: '', label });
