import type { TActionResult } from '../../../lib/context.ts';
import type { TFormValues } from './converters.ts';
import type { TListItem, TListKey } from './specs.ts';
import type { TNamedItem } from '../../../lib/page-lists.tsx';

export interface TListPageData<K extends TListKey = TListKey> {
  items: Array<TListItem<K>>;
  /** Names of the person's files by id (lists with attachments only). */
  files: Record<number, string>;
  majors: TNamedItem[];
  /** The item whose form is open (`?edit=<id>`), when it exists. */
  editId: number | null;
}

export interface TListActionResult extends TActionResult {
  intent?: string;
  id?: number | null;
  /** What was typed, to refill the form after a refusal. */
  values?: TFormValues;
  /** The first step of a delete sent without JavaScript: the page asks to confirm. */
  confirmDelete?: boolean;
}
