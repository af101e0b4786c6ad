import type { z } from 'zod';
import { adminFieldKind, type TAdminFieldKind, type TAdminResourceDef, type TFileKind } from '@tawzeef/contract';
import { parseNumber, text } from '../../lib/form-data.ts';
import { textToHtml } from '../../lib/rich-text.ts';

/** A writable field as the console's form shows it: its name, how it is typed, whether it may be left empty. */
export interface TFormField {
  name: string;
  kind: TAdminFieldKind;
  values?: readonly string[];
  /** An image field's kind of file (uploaded through the files endpoint). */
  fileKind?: TFileKind;
  nullable: boolean;
  optional: boolean;
  /** The schema's default, what a new record's form starts with. */
  defaultValue?: unknown;
}

/** The fields of a write schema (create or update), typed by the resource's record where it names them. */
export function formFields(def: TAdminResourceDef, schema: z.ZodObject): TFormField[] {
  return Object.entries(schema.shape).map(([name, field]) => {
    const known = adminFieldKind((def.record.shape as Record<string, z.ZodType>)[name]);
    const type = field as z.ZodType;
    return {
      name,
      kind: known.kind === 'text' && type.safeParse(true).success ? 'boolean' : known.kind,
      ...(known.values ? { values: known.values } : {}),
      ...(known.fileKind ? { fileKind: known.fileKind } : {}),
      nullable: type.safeParse(null).success,
      optional: type.safeParse(undefined).success,
      ...defaultOf(type),
    };
  });
}

function defaultOf(type: z.ZodType): { defaultValue?: unknown } {
  const parsed = type.safeParse(undefined);
  return parsed.success && parsed.data !== undefined ? { defaultValue: parsed.data } : {};
}

/** A record value as a form field's text (what an input shows before the admin changes it). */
export function fieldText(field: TFormField, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (field.kind === 'lines' && Array.isArray(value)) return value.join('\n');
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

/**
 * The JSON body of a write from the submitted form: numbers read in any digits (lib/form-data), checkboxes as
 * booleans, one form a line for lists, a comma-separated list of ids, and an empty optional field as null (or left
 * out when the schema does not take null). The API checks it with the same schema (422 at the field otherwise).
 */
export function formBody(fields: TFormField[], form: FormData): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const raw = text(form, field.name).trim();
    if (field.kind === 'boolean') {
      body[field.name] = form.getAll(field.name).includes('true');
      continue;
    }
    if (field.kind === 'image' && form.getAll(`${field.name}_remove`).includes('true')) {
      body[field.name] = null;
      continue;
    }
    if (raw === '' && field.kind !== 'lines') {
      if (field.nullable) body[field.name] = null;
      else if (!field.optional) body[field.name] = '';
      continue;
    }
    switch (field.kind) {
      case 'number':
      case 'percent':
      case 'money':
      case 'id':
      case 'image':
        body[field.name] = parseNumber(raw) ?? raw;
        break;
      case 'rich_text':
        // Without JavaScript the editor is a textarea: its paragraphs become HTML paragraphs (the API sanitises anyway).
        body[field.name] = text(form, `${field.name}_format`) === 'text' ? textToHtml(raw) : raw;
        break;
      case 'lines':
        body[field.name] = raw
          .split(/\r?\n/)
          .map((line) => line.trim())
          .filter(Boolean);
        break;
      case 'json':
        body[field.name] = raw
          .split(/[,،\s]+/)
          .filter(Boolean)
          .map((part) => parseNumber(part) ?? part);
        break;
      default:
        body[field.name] = raw;
    }
  }
  return body;
}

