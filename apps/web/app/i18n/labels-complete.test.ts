import { describe, expect, it } from 'vitest';
import * as contract from '@tawzeef/contract';
import { ADMIN_RESOURCES, API, ENUM_LABELS, VALUE_LIST_NAMES, attributeNames, languageName, type TLocale } from '@tawzeef/contract';
import type { z } from 'zod';
import { ar } from './ar.ts';
import { en } from './en.ts';

/**
 * Decision 150: a person reads words, never a code. Every value list the contract exports (a list of strings, or a Zod
 * enum) says where its values are named, and every value has a name in Arabic and English; every field a request
 * validates has a name in both languages, so a message never reads «حقل rating overall مطلوب».
 */
const LOCALES: readonly TLocale[] = ['ar', 'en'];
const catalogues: Record<TLocale, Record<string, string>> = { ar, en };

/** The exported value lists: arrays of strings and Zod enums, by export name. */
function exportedValueLists(): Array<[string, readonly string[]]> {
  const lists: Array<[string, readonly string[]]> = [];
  for (const [name, value] of Object.entries(contract)) {
    if (Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string')) lists.push([name, value]);
    const def = (value as { _zod?: { def?: { type?: string; entries?: Record<string, string> } } } | null)?._zod?.def;
    if (def?.type === 'enum' && def.entries) lists.push([name, Object.values(def.entries)]);
  }
  return lists;
}

/** Each field path a schema validates (an object's keys, a list's items by the list's name), dotted as localizeIssues names it. */
function fieldPaths(schema: z.ZodType | undefined, path: readonly string[] = [], seen = new Set<unknown>()): string[][] {
  if (!schema || seen.has(schema)) return [];
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  const inner = (child: unknown, at: readonly string[] = path) => fieldPaths(child as z.ZodType, at, seen);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, child]) => [[...path, key], ...inner(child, [...path, key])]);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner(def.innerType);
    case 'pipe':
      return [...inner(def.in), ...inner(def.out)];
    case 'array':
      return inner(def.element);
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => inner(option));
    case 'intersection':
      return [...inner(def.left), ...inner(def.right)];
    case 'lazy':
      return inner((def.getter as () => z.ZodType)());
    default:
      return [];
  }
}

/** The label localizeIssues reads for a path: the dotted name when the labels know it, else the last key. */
function labelKey(path: readonly string[], locale: TLocale): string {
  const dotted = path.join('.');
  return dotted in attributeNames[locale] ? dotted : path.at(-1)!;
}

function requestFields(): Map<string, string> {
  const fields = new Map<string, string>();
  const add = (where: string, schema: z.ZodType | undefined) => {
    for (const path of fieldPaths(schema)) if (!fields.has(path.join('.'))) fields.set(path.join('.'), where);
  };
  for (const [group, endpoints] of Object.entries(API)) {
    for (const [name, def] of Object.entries(endpoints as Record<string, { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType }>)) {
      add(`${group}.${name} params`, def.params);
      add(`${group}.${name} query`, def.query);
      add(`${group}.${name} body`, def.body);
    }
  }
  for (const [resource, def] of Object.entries(ADMIN_RESOURCES)) {
    const resourceDef = def as { create?: z.ZodType; update?: z.ZodType; filters?: z.ZodType; actions: Record<string, { body: z.ZodType }> };
    add(`admin ${resource} create`, resourceDef.create);
    add(`admin ${resource} update`, resourceDef.update);
    add(`admin ${resource} filters`, resourceDef.filters);
    for (const [action, actionDef] of Object.entries(resourceDef.actions)) add(`admin ${resource} ${action}`, actionDef.body);
  }
  return fields;
}

describe('words, not codes (decision 150)', () => {
  it('say where every value list the contract exports is named', () => {
    const unnamed = exportedValueLists()
      .map(([name]) => name)
      .filter((name) => !(name in VALUE_LIST_NAMES));
    expect(unnamed).toEqual([]);
  });

  it('name every value of every list in Arabic and in English', () => {
    const missing: string[] = [];
    for (const [name, values] of exportedValueLists()) {
      const names = VALUE_LIST_NAMES[name as keyof typeof VALUE_LIST_NAMES];
      if (!names || 'code' in names) continue;
      for (const locale of LOCALES) {
        for (const value of values) {
          const label =
            'enum' in names
              ? (ENUM_LABELS[locale][names.enum] as Record<string, string>)[value]
              : 'fields' in names
                ? (attributeNames[locale] as Record<string, string>)[value]
                : 'intl' in names
                  ? [languageName(locale, value)].find((name) => name !== value)
                  : catalogues[locale][`${names.web}.${value}`];
          if (!label?.trim()) missing.push(`${name}.${value} (${locale})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('name every field a request validates in Arabic and in English', () => {
    const missing: string[] = [];
    for (const [path, where] of requestFields()) {
      for (const locale of LOCALES) {
        const key = labelKey(path.split('.'), locale);
        if (!(attributeNames[locale] as Record<string, string>)[key]?.trim()) missing.push(`${key} (${locale}, ${where})`);
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  it('walk every endpoint and form of the console', () => {
    const fields = requestFields();
    expect(fields.get('rating_overall')).toBeDefined();
    expect(fields.get('relationship')).toBeDefined();
    expect(fields.get('name_ar')).toBeDefined();
    expect(fields.get('body_en')).toBeDefined();
    expect(exportedValueLists().map(([name]) => name)).toEqual(expect.arrayContaining(['PAY_TYPES', 'PAYMENT_STATUSES', 'LANGUAGE_CODES', 'REVIEW_RELATIONSHIPS']));
  });
});
