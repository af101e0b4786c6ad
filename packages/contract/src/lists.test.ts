// Issue 59 §1: the contract's two lists are made from its folders, never written by hand. A new module is exported by
// index.ts, and a new endpoints/<feature>.ts joins API, when this test runs: it rewrites a stale list and fails, as
// openapi.test.ts does for docs/openapi.json (commit the rewritten file).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const modulesOf = (folder: string) =>
  fs
    .readdirSync(path.join(here, folder))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .sort();
const GENERATED = '// Made by lists.test.ts from the folder: do not edit (the test rewrites it).\n';

/** index.ts: every module of src/ and src/values/. */
function indexText(): string {
  const modules = [...modulesOf('.').filter((name) => name !== 'index.ts'), ...modulesOf('values').map((name) => `values/${name}`)];
  return GENERATED + modules.map((module) => `export * from './${module}';\n`).join('');
}

/** api.ts: the endpoint group each endpoints/<feature>.ts exports (`export const <name>Endpoints`), spread into API. */
function apiText(): string {
  const groups = modulesOf('endpoints').flatMap((module) => {
    const name = /^export const (\w+Endpoints)\b/m.exec(fs.readFileSync(path.join(here, 'endpoints', module), 'utf8'))?.[1];
    return name ? [{ module, name }] : [];
  });
  return (
    GENERATED +
    "import type { TEndpointGroup } from './endpoint.ts';\n" +
    groups.map(({ module, name }) => `import { ${name} } from './endpoints/${module}';\n`).join('') +
    '\n/**\n' +
    ' * Every endpoint of the API, by group (`API.jobs.get`, `API.adminPayments.review`): the API registers its routes\n' +
    ' * from here and the web\'s client is typed by it. Each group lives in endpoints/<feature>.ts.\n' +
    ' */\n' +
    'export const API = {\n' +
    groups.map(({ name }) => `  ...${name},\n`).join('') +
    '} as const satisfies Readonly<Record<string, TEndpointGroup>>;\n\n' +
    'export type TApi = typeof API;\n'
  );
}

describe("the contract's lists", () => {
  it.each([
    ['index.ts', indexText],
    ['api.ts', apiText],
  ])('%s lists every module of its folder (rewritten here when one is added: commit it)', (file, made) => {
    const target = path.join(here, file);
    const kept = fs.readFileSync(target, 'utf8');
    const wanted = made();
    if (kept !== wanted) fs.writeFileSync(target, wanted);
    expect(kept === wanted, `packages/contract/src/${file} was stale: this test has rewritten it, commit the new file`).toBe(true);
  });

  it('finds a group in every endpoints file but its shared helper', () => {
    expect(apiText().match(/^ {2}\.\.\./gm)?.length).toBe(modulesOf('endpoints').length - 1);
  });
});
