import { layout, route, type RouteConfigEntry } from '@react-router/dev/routes';
import { page, type TFeaturePages, type TPagePlace } from './lib/pages.ts';

/**
 * The route table. Each feature declares its pages in `features/<name>/pages.ts`, by place (lib/pages.ts), and this
 * table gathers them by one glob (issue 59 §1, decision 215): a new page touches its feature's folder and its route
 * module, no shared list. What belongs to no feature stays here: the search engines' files, the home page, the
 * layouts and the not-found page.
 */
const FEATURES = import.meta.glob<{ pages: TFeaturePages }>('./features/*/pages.ts', { eager: true });

/** Every feature's pages of one place, in the order of the features' folders. */
function featurePages(place: TPagePlace): RouteConfigEntry[] {
  return Object.keys(FEATURES)
    .sort()
    .flatMap((file) => FEATURES[file]!.pages[place] ?? []);
}

/**
 * Pages that use Mantine's components, under its providers (decision 066). A layout's id is its file unless given:
 * the same layout under several parents needs one of its own each.
 */
function mantine(parent: string, children: RouteConfigEntry[]): RouteConfigEntry {
  return layout('components/layouts/mantine.tsx', { id: `mantine-${parent}` }, children);
}

export default [
  // Search engines: one sitemap and one robots.txt for every language.
  route('sitemap.xml', 'routes/sitemap.tsx'),
  route('robots.txt', 'routes/robots.tsx'),
  route('sw.js', 'routes/service-worker.tsx'),
  // Answers that are no page (lists, suggestions, a map's places, a passkey's options), outside every layout.
  ...featurePages('resource'),
  // registration layout: bare, for the sign-up flow.
  layout('components/layouts/registration.tsx', featurePages('registration')),
  // auth layout: header only, for the short account pages.
  layout('components/layouts/auth.tsx', [...featurePages('auth'), mantine('auth', featurePages('auth-mantine'))]),
  // default layout: header and footer.
  layout('components/layouts/default.tsx', [
    mantine('default', featurePages('default-mantine')),
    // Pages of plain elements only (decision 066): no Mantine runtime in their first load.
    page('', 'routes/home.tsx'),
    ...featurePages('default-plain'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfigEntry[];
