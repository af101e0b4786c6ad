import './mantine-styles.ts';
import '@mantine/notifications/styles.css';
import '@fontsource/ibm-plex-sans-arabic/400.css';
import '@fontsource/ibm-plex-sans-arabic/700.css';
// The theme's variables after Mantine's defaults, before the app's own rules (vite-plugin-theme-css.ts).
import 'virtual:theme.css';
import './app.css';
// The same files as 400.css's and 700.css's subsets (one asset each), preloaded (decisions 047, 064).
import arabicFont400 from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2?url';
import arabicFont700 from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff2?url';
import latinFont400 from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-400-normal.woff2?url';
import latinFont700 from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-700-normal.woff2?url';
import { lazy, use, useContext, type ReactNode } from 'react';
import { preload, preloadModule } from 'react-dom';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, UNSAFE_FrameworkContext as FrameworkContext, isRouteErrorResponse, useLocation, useMatches, useRouteLoaderData } from 'react-router';
import { PlainLink, usePlainLinks } from './components/plain-link.tsx';
import { directionOf } from '@tawzeef/contract';
import type { Route } from './+types/root';
import { I18nContext, translator, useI18n } from './i18n/index.ts';
import { PAGE_MESSAGES_ID, firstPageText, pageLocales, pageMessages, pageMessagesText, serverPageMessages, withMessages } from './i18n/client-messages.ts';
import messagePreloads from 'virtual:messages/preloads';
import { OUTAGE_RETRY_SECONDS, localeContext, sessionContext, webContext } from './lib/context.ts';
import { localeMiddleware, outageMiddleware, sessionMiddleware, stepUpMiddleware } from './lib/server/middleware.server.ts';
import { logger } from './features/auth/guards.server.ts';
import { takeFlash } from './lib/server/flash.server.ts';
import { splitLocalePath, withPrefix } from './lib/locale-path.ts';
import { pageMeta } from './lib/meta.ts';
import { TOAST_MS, useAuthSync, useChunkReload, useFlashToast, useHydratedMark, useOnlineStatus, useTimezoneCookie } from './lib/app-effects.ts';
import { useRouteChange } from './lib/route-change.ts';
import { Header } from './components/header.tsx';
import { NavigationBar } from './components/navigation-bar.tsx';
import { PlainAlert, buttonLook } from './components/plain.tsx';
import { Footer } from './components/footer.tsx';
import { OfflinePage, useOfflineWorker, useSubmitGuard } from './components/offline.tsx';
import { LazyPart } from './components/lazy-part.tsx';
import { isOfflineFailure } from './lib/submit-guard.ts';
import { useHydrated } from './lib/use-hydrated.ts';
import { useToastsWanted } from './lib/notify.ts';
import type { TRoleRefusal } from './lib/company-access.ts';
import type { TStepUpAsk } from './features/account-security/step-up.server.ts';

/**
 * Run before any module: Zod (4.x reads this global config when it loads) then checks forms without compiling
 * code, as its probe for `new Function` would be reported as a violation of the page's Content-Security-Policy
 * (no 'unsafe-eval', decision 020). The server keeps Zod's compiler.
 */
const onServer = typeof document === 'undefined';

const ZOD_WITHOUT_EVAL = 'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true})';

export const middleware: Route.MiddlewareFunction[] = [localeMiddleware, sessionMiddleware, outageMiddleware, stepUpMiddleware, logger];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, prefix } = context.get(localeContext);
  const { user } = context.get(sessionContext);
  return { locale, prefix, user, flash: await takeFlash(request, context), publicUrl: context.get(webContext).publicUrl };
}

export type TRootLoaderData = Awaited<ReturnType<typeof loader>>;

export const meta = pageMeta(null);

/** The site's icons (an SVG for browsers that take one, the 32 px .ico for the others) and the web app manifest. */
export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
];

const PAGE_FONTS = { ar: [arabicFont400, arabicFont700, latinFont400, latinFont700], en: [latinFont400, latinFont700] } as const;

export function Layout({ children }: { children: ReactNode }) {
  // The hydration mark, on error pages too (the Layout renders them; App does not).
  useHydratedMark();
  // Plain links navigate in the page (decision 068), on error pages too.
  usePlainLinks();
  const data = useRouteLoaderData<TRootLoaderData>('root');
  const location = useLocation();
  const fromPath = splitLocalePath(location.pathname);
  const locale = data?.locale ?? fromPath.locale;
  const prefix = data?.prefix ?? fromPath.prefix;
  const dir = directionOf(locale);
  // The page's messages (decisions 047, 067): the browser holds only its language's messages that these routes name.
  // On a client-side navigation the render waits (in React Router's transition) for the next page's bundles to
  // arrive; the server names them for hydration and modulepreloads their chunks.
  const matches = useMatches();
  const routeIds = matches.map((match) => match.id);
  const locales = pageLocales(locale, matches.map((match) => match.handle));
  const arriving = pageMessages(locales, routeIds);
  if (arriving) use(arriving);
  let pageText = firstPageText();
  if (onServer) {
    const page = serverPageMessages(locales, routeIds, messagePreloads);
    for (const href of Object.values(page.hrefs)) preloadModule(href, { as: 'script' });
    pageText = pageMessagesText(page);
  }
  // The faces every page of its language paints with, fetched with the page rather than after the styles and the
  // first layout (decision 064): regular and bold (titles, buttons), Latin (digits, and the spaces of Arabic text)
  // and, on Arabic pages only, Arabic.
  for (const href of PAGE_FONTS[locale]) preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  // This response's Content-Security-Policy nonce (entry.server.tsx) for the inline scripts: on the server only,
  // as the browser hides nonces from the page and hydrating needs none.
  const nonce = useContext(FrameworkContext)?.nonce;
  return (
    // Mantine's light scheme, which its styles select by this attribute (decision 066: no provider at the root, no
    // scheme script: the site has no dark scheme).
    <html lang={locale} dir={dir} data-mantine-color-scheme="light" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b6e52" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: ZOD_WITHOUT_EVAL }} />
        <Meta />
        <Links />
        <script type="application/json" id={PAGE_MESSAGES_ID} nonce={nonce} dangerouslySetInnerHTML={{ __html: pageText }} />
      </head>
      <body>
        <I18nContext.Provider value={{ locale, dir, prefix, t: translator(locale) }}>
          {children}
        </I18nContext.Provider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

const Toasts = lazy(() => import('./components/toasts.tsx'));
// The second step asked again before what cannot be undone (decision 166): loaded only on the page that asks it, with
// the messages its passkey button names (decision 169), which the core bundle every page downloads must not hold.
const StepUpAsk = lazy(withMessages('step-up', () => import('./features/account-security/step-up-ask.tsx')));

function OfflineBanner() {
  const { t } = useI18n();
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <PlainAlert className="offline-banner" color="warning" role="status" data-testid="offline-banner">
      {t('network.offline')}
    </PlainAlert>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  useRouteChange();
  useChunkReload();
  useTimezoneCookie();
  useFlashToast(loaderData.flash);
  useAuthSync(loaderData.user);
  useSubmitGuard();
  useOfflineWorker();
  // The toasts' container comes with the page's first toast, outside the first load (decisions 047 and 163).
  const hydrated = useHydrated();
  const withToasts = useToastsWanted() && hydrated;
  return (
    <>
      <a className="skip-link" href="#main">
        {t('a11y.skip')}
      </a>
      {/* Decoration, hidden from assistive technology (outside every landmark, axe region, issue 18); fixed at the top. */}
      <NavigationBar />
      {/* Below the sticky header (app.css .app-toasts): a toast never covers the navigation. */}
      {withToasts && (
        <LazyPart>
          <Toasts position="top-center" autoClose={TOAST_MS} classNames={{ root: 'app-toasts' }} />
        </LazyPart>
      )}
      <OfflineBanner />
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t, prefix } = useI18n();
  const data = useRouteLoaderData<TRootLoaderData>('root');
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status === 404;
  // A form the web server refused (too large, or not a form) says why, in the page's language (decision 020).
  const refusal = isRouteErrorResponse(error) && (status === 413 || status === 415) && typeof error.data === 'string' ? error.data : null;
  // A company page the member's role may not open (decision 148): their role and the owners, by name.
  // Or the second step asked again before what cannot be undone (decision 166): its form, with what was typed.
  const forbidden = status === 403 && isRouteErrorResponse(error) ? (error.data as Partial<TRoleRefusal & TStepUpAsk> | null) : null;
  const refused = forbidden?.refused;
  const stepUp = forbidden?.stepUp;
  // The API away (decision 092): the page says so and loads itself again, with and without scripts.
  const unavailable = status === 503;
  const unavailableHint = unavailable && isRouteErrorResponse(error) && typeof error.data === 'string' && error.data ? error.data : null;
  // A page that could not load for want of a connection: our offline page rather than an error (decision 025).
  const offline = typeof navigator !== 'undefined' && !isRouteErrorResponse(error) && isOfflineFailure(error, navigator.onLine);
  if (!isRouteErrorResponse(error) && !offline) console.error(error);
  if (offline) {
    return (
      <>
        <Header user={data?.user ?? null} />
        <main id="main">
          <OfflinePage />
        </main>
        <Footer />
      </>
    );
  }
  return (
    <>
      <Header user={data?.user ?? null} />
      <main id="main">
        {stepUp ? (
          // Its chunk not arrived for want of a connection: our offline page, which loads the page again.
          <LazyPart instead={<OfflinePage />}>
            <StepUpAsk ask={stepUp} />
          </LazyPart>
        ) : (
          <div className="status-page" data-testid={refused ? 'role-refused' : undefined}>
            <p className="status-page__status" data-testid="error-status">
              {status}
            </p>
            {unavailable ? <meta httpEquiv="refresh" content={String(OUTAGE_RETRY_SECONDS)} /> : null}
            <h1 className="status-page__title">
              {refused ? refused.title : notFound ? t('errors.notFound') : unavailable ? t('errors.unavailable') : t('errors.generic')}
            </h1>
            <p className="status-page__hint" data-testid="error-hint">
              {refused ? refused.body : notFound ? t('errors.notFoundHint') : unavailable ? (unavailableHint ?? t('errors.unavailableHint')) : (refusal ?? t('errors.genericHint'))}
            </p>
            <PlainLink to={withPrefix(prefix, '/')} {...buttonLook()} data-testid="error-home">
              {t('errors.home')}
            </PlainLink>
          </div>
        )}
      </main>
      <Footer />
    </>
  );
}
