import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import boundaries from './boundaries.js';
import { importsInText } from './module-graph.js';

// The rule tawzeef/api-module-cycles (decision 101) on small API trees written for each test, and its import scan
// against TypeScript's parser on the real API.

const trees: string[] = [];
afterAll(() => trees.forEach((tree) => fs.rmSync(tree, { recursive: true, force: true })));

/** Writes the files (paths under src/) into a fresh directory; answers its src. */
function tree(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'module-graph-'));
  trees.push(dir);
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, 'src', name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  return path.join(dir, 'src');
}

/** The rule's messages on one file of the tree, linted as it is on disk. */
function lint(src: string, name: string): string[] {
  const file = path.join(src, name);
  const linter = new Linter({ cwd: path.dirname(src) });
  const config = [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: { tawzeef: boundaries },
      rules: { 'tawzeef/api-module-cycles': ['error', { src }] },
    },
  ] as Linter.Config[];
  return linter.verify(fs.readFileSync(file, 'utf8'), config, file).map((message) => message.message);
}

describe('tawzeef/api-module-cycles', () => {
  it('refuses an import that closes a cycle of modules, and names the cycle and the imports that make it', () => {
    const src = tree({
      'modules/jobs/state.ts': "import { price } from '../payments/price.ts';\nexport const state = price;\n",
      'modules/payments/price.ts': "import { shown } from '../files/url.ts';\nexport const price = shown;\n",
      'modules/files/url.ts': "import type { TState } from '../jobs/types.ts';\nexport const shown = 1 as unknown as TState;\n",
      'modules/jobs/types.ts': 'export type TState = number;\n',
    });
    const [message, ...others] = lint(src, 'modules/jobs/state.ts');
    expect(others).toEqual([]);
    expect(message).toContain('jobs → payments → files → jobs');
    expect(message).toContain('jobs/state.ts → payments/price.ts; payments/price.ts → files/url.ts; files/url.ts → jobs/types.ts');
    expect(lint(src, 'modules/files/url.ts')[0]).toContain('files → jobs → payments → files');
  });

  it('passes modules that import each other in one direction only', () => {
    const src = tree({
      'modules/jobs/state.ts': "import { price } from '../payments/price.ts';\nimport { shown } from '../files/url.ts';\nexport const state = price + shown;\n",
      'modules/payments/price.ts': "import { shown } from '../files/url.ts';\nexport const price = shown;\n",
      'modules/files/url.ts': 'export const shown = 1;\n',
    });
    for (const file of ['modules/jobs/state.ts', 'modules/payments/price.ts', 'modules/files/url.ts']) expect(lint(src, file)).toEqual([]);
  });

  it('follows what a shared file outside the modules imports at run time, and not its type-only imports', () => {
    const src = tree({
      'plugins/auth.ts': "import { authenticate } from '../modules/auth/service.ts';\nexport const requireAuth = authenticate;\n",
      'deps.ts': "import type { TMailer } from './modules/mail/mailer.ts';\nexport interface TAppDeps { mailer: TMailer }\n",
      'modules/auth/service.ts': "import type { TAppDeps } from '../../deps.ts';\nimport { sendCode } from '../verification/service.ts';\nexport const authenticate = (deps: TAppDeps) => sendCode(deps);\n",
      'modules/verification/service.ts': "import type { TAppDeps } from '../../deps.ts';\nimport { requireAuth } from '../../plugins/auth.ts';\nexport const sendCode = (deps: TAppDeps) => [deps, requireAuth];\n",
      'modules/mail/mailer.ts': "import type { TAppDeps } from '../../deps.ts';\nexport type TMailer = (deps: TAppDeps) => void;\n",
    });
    const [message] = lint(src, 'modules/verification/service.ts');
    expect(message).toContain('verification → auth → verification');
    expect(message).toContain('verification/service.ts → plugins/auth.ts → auth/service.ts');
    expect(lint(src, 'modules/mail/mailer.ts')).toEqual([]);
  });

  it("counts a module's messages.ts as i18n's catalog, and leaves test files out", () => {
    const src = tree({
      'i18n.ts': "import { messages as a } from './modules/jobs/messages.ts';\nimport { messages as b } from './modules/payments/messages.ts';\nexport const t = { ...a, ...b };\n",
      'modules/jobs/messages.ts': 'export const messages = {};\n',
      'modules/payments/messages.ts': 'export const messages = {};\n',
      'modules/jobs/routes.ts': "import { t } from '../../i18n.ts';\nimport { pay } from '../payments/service.ts';\nexport const routes = [t, pay];\n",
      'modules/payments/service.ts': "import { t } from '../../i18n.ts';\nexport const pay = t;\n",
      'modules/payments/service.test.ts': "import { routes } from '../jobs/routes.ts';\nexport const used = routes;\n",
    });
    expect(lint(src, 'modules/jobs/routes.ts')).toEqual([]);
    expect(lint(src, 'modules/payments/service.ts')).toEqual([]);
    expect(lint(src, 'modules/payments/service.test.ts')).toEqual([]);
  });
});

describe('importsInText', () => {
  it('finds the imports TypeScript finds in every API source file, type-only ones marked', () => {
    const api = path.resolve(import.meta.dirname, '../../apps/api/src');
    const files = (fs.readdirSync(api, { recursive: true }) as string[]).filter((name) => name.endsWith('.ts') && !name.includes('migrations'));
    expect(files.length).toBeGreaterThan(300);
    for (const name of files) {
      const text = fs.readFileSync(path.join(api, name), 'utf8');
      const parsed = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, false);
      const expected: Array<{ source: string; typeOnly: boolean }> = [];
      const visit = (node: ts.Node): void => {
        if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
          const clause = node.importClause;
          const bindings = clause?.namedBindings;
          const namedTypes = !clause?.name && bindings !== undefined && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly);
          expected.push({ source: node.moduleSpecifier.text, typeOnly: Boolean(clause?.isTypeOnly || namedTypes) });
        } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
          expected.push({ source: node.moduleSpecifier.text, typeOnly: node.isTypeOnly });
        } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
          expected.push({ source: node.arguments[0].text, typeOnly: false });
        }
        ts.forEachChild(node, visit);
      };
      visit(parsed);
      expect({ name, imports: importsInText(text) }).toEqual({ name, imports: expected });
    }
  }, 60_000); // a ceiling: TypeScript parses every API source file (over a thousand), seconds on a busy machine
});
