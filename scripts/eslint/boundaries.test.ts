import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import boundaries from './boundaries.js';
import { importsInText } from './module-graph.js';

// The rule tawzeef/feature-boundaries (decision 191) on files named inside the web app (the rule reads only their
// paths), and the web features' imports of each other on the real tree: through an index, and without a cycle.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const features = path.join(root, 'apps/web/app/features');

/** The rule's messages on a text linted as the file `name` (under apps/web/app/). */
function lint(name: string, text: string): string[] {
  const file = path.join(root, 'apps/web/app', name);
  const linter = new Linter({ cwd: root });
  const config = [
    {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
      plugins: { tawzeef: boundaries },
      rules: { 'tawzeef/feature-boundaries': 'error' },
    },
  ] as Linter.Config[];
  return linter.verify(text, config, file).map((message) => message.message);
}

describe('tawzeef/feature-boundaries', () => {
  it("refuses another feature's file, by import, re-export or import(), and names the index to use", () => {
    const [message, ...others] = lint('features/company/public-page.tsx', "import { ReviewsSection } from '../reviews/reviews-section.tsx';\n");
    expect(others).toEqual([]);
    expect(message).toContain('features/company imports features/reviews/reviews-section.tsx, inside features/reviews');
    expect(message).toContain('features/reviews/index.ts');
    expect(lint('features/search/x.ts', "export { loadRecommendations } from '../recommendations/recommendations.server.ts';\n")).toHaveLength(1);
    expect(lint('features/search/x.ts', "const later = () => import('../recommendations/all-page.tsx');\nexport default later;\n")).toHaveLength(1);
    expect(lint('features/search/x.ts', "import type { TRecommendationsShown } from '../recommendations/recommendations.server.ts';\nexport type T = TRecommendationsShown;\n")).toHaveLength(1);
    expect(lint('features/search/x.ts', "import { a } from '../recommendations/sub/index.ts';\nexport const b = a;\n")).toHaveLength(1);
  });

  it("passes another feature's index (the folder, index.ts, index.server.ts) and the feature's own files", () => {
    expect(lint('features/company/public-page.tsx', "import { ReviewsSection } from '../reviews/index.ts';\nexport const a = ReviewsSection;\n")).toEqual([]);
    expect(lint('features/company/public-page.tsx', "import { ReviewsSection } from '../reviews';\nexport const a = ReviewsSection;\n")).toEqual([]);
    expect(lint('features/search/home.server.ts', "import { loadRecommendations } from '../recommendations/index.server.ts';\nexport const a = loadRecommendations;\n")).toEqual([]);
    expect(lint('features/profile/sections/overview.tsx', "import { x } from '../format.ts';\nimport { y } from '../../../components/plain.tsx';\nexport const a = [x, y];\n")).toEqual([]);
  });

  it('refuses a route module in a feature, its index above all', () => {
    const [message] = lint('features/reviews/index.ts', "export { loader } from '../../routes/company-reviews.tsx';\n");
    expect(message).toContain('features/reviews imports the route module routes/company-reviews.tsx');
    expect(lint('features/reviews/index.ts', "import routes from '../../routes.ts';\nexport default routes;\n")).toHaveLength(1);
  });

  it('leaves shared code and route modules free', () => {
    expect(lint('routes/home.tsx', "import { loadRecommendations } from '../features/recommendations/recommendations.server.ts';\nexport const a = loadRecommendations;\n")).toEqual([]);
    expect(lint('components/header.tsx', "const later = () => import('../features/messages/message-events.ts');\nexport default later;\n")).toEqual([]);
  });
});

/** Every source file (not a test) under a folder. */
function sources(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sources(full, out);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** Which features each feature imports (any file, types included), with one import that shows it. */
function featureGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sources(features)) {
    const from = path.relative(features, file).split(path.sep)[0] ?? '';
    for (const { source } of importsInText(fs.readFileSync(file, 'utf8'))) {
      if (!source.startsWith('.')) continue;
      const target = path.relative(features, path.resolve(path.dirname(file), source));
      const to = target.split(path.sep)[0] ?? '';
      if (target.startsWith('..') || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      graph.get(from)?.set(to, `${path.relative(features, file)} → ${target}`);
    }
  }
  return graph;
}

describe("the web features' imports of each other (the real tree)", () => {
  const graph = featureGraph();

  it("go to another feature's index only", () => {
    const elsewhere = [...graph.values()].flatMap((edges) => [...edges.values()]).filter((edge) => !/ → [a-z-]+(\/index(\.server)?\.ts)?$/.test(edge));
    expect(elsewhere).toEqual([]);
  });

  it('make no cycle: no feature imports, through any file, a feature that imports it back', () => {
    const cycles: string[] = [];
    const reaches = (from: string, to: string, seen = new Set<string>()): string[] | null => {
      for (const next of graph.get(from)?.keys() ?? []) {
        if (next === to) return [from, to];
        if (seen.has(next)) continue;
        seen.add(next);
        const rest = reaches(next, to, seen);
        if (rest) return [from, ...rest];
      }
      return null;
    };
    for (const [from, edges] of graph) {
      for (const [to, edge] of edges) {
        const back = reaches(to, from);
        if (back) cycles.push(`${[from, ...back].join(' → ')} (${edge})`);
      }
    }
    expect(cycles).toEqual([]);
  });
});
