import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { collect, covered, importsIn, indexNamesIn, lazyModulesIn, namedIn } from '../../vite-plugin-messages.ts';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const prefixes = new Set(['jobs', 'enum', 'nav']);

describe('what a module names (decision 067)', () => {
  it('takes a whole literal as that message and those under it, the start of a template or concatenation as a start', () => {
    const named = namedIn(
      [
        "t('jobs.card.title')",
        't("nav.home")',
        't(`enum.stage.${stage}`)',
        "t(('jobs.status.' + status) as TMessageId)",
        "const base = 'jobs.filters'; t(`${base}.city`)",
        "cookie('auth.strategy')",
        "'e.g. not a message'",
      ].join('\n'),
      prefixes,
    );
    expect([...named.ids].sort()).toEqual(['jobs.card.title', 'jobs.filters', 'nav.home']);
    expect([...named.starts].sort()).toEqual(['enum.stage.', 'jobs.card.title.', 'jobs.filters.', 'jobs.status.', 'nav.home.']);
  });

  it('covers the catalogue ids named whole or under a start, and no other', () => {
    const ids = ['jobs.card.title', 'jobs.card.titleShort', 'jobs.filters.city', 'enum.stage.new', 'enum.type.full', 'nav.home', 'nav.homeLink'];
    const named = namedIn("t('jobs.card.title'); t(`enum.stage.${s}`); const f = 'jobs.filters'; t('nav.home')", prefixes);
    expect(covered(ids, named)).toEqual(['jobs.card.title', 'jobs.filters.city', 'enum.stage.new', 'nav.home']);
  });
});

describe('the bundles of the build (decision 067)', async () => {
  const data = await collect(web);
  const bundleOf = (routeId: string) => data.bundles.get(data.routeBundles[routeId] ?? '') ?? [];

  it('give a page the messages its modules name, and not the other pages\' ones', () => {
    const job = bundleOf('jobs/:id?');
    expect(job).toContain('jobPage.apply');
    expect(job).toContain('jobPage.loginToApply');
    expect(job.some((id) => id.startsWith('enum.stage.'))).toBe(true);
    expect(job.some((id) => id.startsWith('admin.') || id.startsWith('pay.'))).toBe(false);
    const login = bundleOf('login');
    expect(login).toContain('auth.login.title');
    expect(login.some((id) => id.startsWith('jobPage.'))).toBe(false);
  });

  it('follow imports in either kind of quotes: the analytics pages name their view\'s messages (issue 57)', () => {
    expect(importsIn(`import { A } from "./a.tsx";\nimport { B } from './b.tsx';\nconst c = import("./c.tsx");`, '/app/x/page.tsx')).toEqual([
      '/app/x/a.tsx',
      '/app/x/b.tsx',
      '/app/x/c.tsx',
    ]);
    for (const routeId of ['company-analytics', 'company-jobs/:id/analytics']) {
      expect(bundleOf(routeId), routeId).toEqual(expect.arrayContaining(['analytics.views', 'analytics.conversionNone', 'analytics.source.search', 'analytics.byDay']));
    }
  });

  it("follow a feature's index only to the modules of the names imported from it (decision 191)", () => {
    const source = [
      "import { MessageButton, type TX } from '../messages/index.ts';",
      "import type { TY } from '../recommendations/index.ts';",
      "import * as all from '../salaries/index.ts';",
      "import { A as B } from '../profile/index.ts';",
      "import { C } from './local.ts';",
    ].join('\n');
    expect(indexNamesIn(source, '/app/features/candidates/card.tsx')).toEqual(
      new Map<string, Set<string> | null>([
        ['/app/features/messages/index.ts', new Set(['MessageButton'])],
        ['/app/features/salaries/index.ts', null],
        ['/app/features/profile/index.ts', new Set(['A'])],
      ]),
    );
    // Candidate search takes the message button from the messages' index, which also gives the mail preferences' card.
    for (const routeId of ['search-on-employee', 'talent-pools']) {
      expect(bundleOf(routeId), routeId).toContain('messages.entry.message');
      expect(bundleOf(routeId).some((id) => id.startsWith('messages.prefs.')), routeId).toBe(false);
    }
  });

  it('keep in core what the root and the layouts name, and out of every page\'s own bundle', () => {
    const core = data.bundles.get('core') ?? [];
    expect(core.length).toBeGreaterThan(20);
    expect(core.some((id) => id.startsWith('nav.'))).toBe(true);
    for (const [name, ids] of data.bundles) if (name !== 'core') expect(ids.filter((id) => core.includes(id)), name).toEqual([]);
  });

  it('give a module loaded with withMessages a bundle of its own, out of the page that loads it', () => {
    expect(lazyModulesIn("const load = withMessages('near-map', () => import('./near-map.tsx'));", '/app/features/search/find-jobs-page.tsx')).toEqual(
      new Map([['lazy-near-map', '/app/features/search/near-map.tsx']]),
    );
    const suggestions = data.bundles.get('lazy-suggestions') ?? [];
    expect(suggestions).toContain('search.suggest.label');
    const findJobs = bundleOf('find-jobs');
    expect(findJobs).toContain('search.near.title');
    expect(findJobs.some((id) => id.startsWith('search.suggest.') || id.startsWith('search.map.'))).toBe(false);
    expect(data.bundles.get('lazy-near-map') ?? []).toContain('search.map.title');
  });

  it('name one bundle for the three forms of a page (/x, /ar/x, /en/x)', () => {
    expect(Object.keys(data.routeBundles).some((id) => /^(ar|en)\//.test(id))).toBe(false);
    expect(data.routeBundles['find-jobs']).toBe('find-jobs');
  });
});
