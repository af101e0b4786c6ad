import { describe, expect, it } from 'vitest';
import { apiCall, baseUrl } from './support/session.ts';

/** A page's HTML, its data for hydration (React Router's stream) and its route manifest. */
async function pageParts(path: string) {
  const response = await fetch(`${baseUrl()}${path}`);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const data = html.slice(html.indexOf('streamController.enqueue'));
  const manifest = /window\.__reactRouterManifest = (\{.*?\});/s.exec(html)?.[1];
  expect(manifest, path).toBeDefined();
  return { html, data, manifest: JSON.parse(manifest!) as { entry: { imports: string[] }; routes: Record<string, { module: string; imports?: string[]; css?: string[] }> } };
}

/** Decision 069: a page sends for hydration what it shows, not the API's whole answers, and a manifest without imports. */
describe("what a page's data carries", () => {
  it('a search page: the cards and counts it shows, no field a card leaves out, no route imports', async () => {
    const { items } = await apiCall<{ items: Array<{ id: number; title: string; deadline: string | null; experience_years: number | null }> }>('GET', '/api/v1/jobs', null);
    expect(items.length).toBeGreaterThan(0);
    for (const path of ['/find-jobs', '/en/find-jobs']) {
      const { html, data, manifest } = await pageParts(path);
      // The cards are there, in the markup and in the data.
      expect(html).toContain(`href="${path.startsWith('/en') ? '/en' : ''}/jobs/${items[0]!.id}"`);
      expect(data).toContain('published_at');
      // The API's card has these; the page's does not.
      for (const field of ['experience_years', 'deadline', 'is_remote']) {
        expect(data, `${path}: ${field}`).not.toContain(`\\"${field}\\"`);
      }
      // The counts name no value: the names are in the page's lists.
      expect(data).toContain('\\"facets\\"');
      expect(data).not.toContain('\\"name\\",\\"الرياض\\"');
      // The manifest: modules and styles, no chunk lists.
      expect(manifest.entry.imports).toEqual([]);
      for (const route of Object.values(manifest.routes)) {
        expect(route.imports).toBeUndefined();
        expect(route.module).toMatch(/^\/assets\//);
      }
      // Its styles stay (React Router's <Links /> reads them).
      expect(Object.values(manifest.routes).find((route) => route.module.includes('find-jobs'))?.css?.length).toBeGreaterThan(0);
    }
  });

  it("a company page: its jobs' titles and terms, not their descriptions", async () => {
    const { items } = await apiCall<{ items: Array<{ company: { id: number } | null }> }>('GET', '/api/v1/jobs?per_page=50', null);
    const companyId = items.find((job) => job.company)?.company?.id;
    expect(companyId).toBeDefined();
    const jobs = await apiCall<{ items: Array<{ id: number; title: string; description: string }> }>('GET', `/api/v1/companies/${companyId}/jobs`, null);
    expect(jobs.items.length).toBeGreaterThan(0);
    const { html, data } = await pageParts(`/company-profile/${companyId}`);
    expect(html).toContain(`href="/jobs/${jobs.items[0]!.id}"`);
    for (const field of ['description', 'duties', 'qualifications', 'benefits', 'working_hours', 'applicants_num']) {
      expect(data, field).not.toContain(`\\"${field}\\"`);
    }
  });
});
