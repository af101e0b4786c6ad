/// <reference types="vite/client" />
import type { TLocale } from '@tawzeef/contract';

/**
 * The catalogues by feature (issue 59 §1, decision 215): each catalogue file of a feature folder
 * (`features/<name>/i18n.ts`, `…/<part>-i18n.ts`, `…/i18n-<part>.ts`) exports one Arabic (`…Ar`) and one English
 * (`…En`) catalogue and adds itself here by declaration merging, so that its keys are message ids the compiler
 * checks; `featureMessages` gathers the files by one glob, as the API gathers its modules' messages (decision 176). A
 * new feature's words touch its own folder only.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each catalogue file's declaration
export interface TFeatureCatalogues {}

type TFeatureMessageId = { [Name in keyof TFeatureCatalogues]: keyof TFeatureCatalogues[Name] }[keyof TFeatureCatalogues];

const FILES = import.meta.glob<Record<string, Readonly<Record<string, string>>>>(
  ['../features/**/i18n.ts', '../features/**/*-i18n.ts', '../features/**/i18n-*.ts', '!../features/**/*.test.ts'],
  { eager: true },
);

/** Every feature's messages in one language; a file without exactly one catalogue of it, or an id in two files, stops the start. */
export function featureMessages(locale: TLocale): Record<TFeatureMessageId, string> {
  const suffix = locale === 'ar' ? 'Ar' : 'En';
  const merged: Record<string, string> = {};
  const owner = new Map<string, string>();
  for (const [file, exports] of Object.entries(FILES)) {
    const names = Object.keys(exports).filter((name) => name.endsWith(suffix));
    if (names.length !== 1) throw new Error(`${file} exports ${names.length} catalogues named …${suffix}, not one`);
    for (const [id, text] of Object.entries(exports[names[0]!]!)) {
      const first = owner.get(id);
      if (first) throw new Error(`message ${id} is in ${first} and in ${file}`);
      owner.set(id, file);
      merged[id] = text;
    }
  }
  return merged as Record<TFeatureMessageId, string>;
}
