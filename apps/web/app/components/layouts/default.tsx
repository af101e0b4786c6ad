import { lazy } from 'react';
import { LazyPart } from '../lazy-part.tsx';
import { Outlet, useRouteLoaderData } from 'react-router';
import type { TRootLoaderData } from '../../root.tsx';
import { Footer } from '../footer.tsx';
import { Header } from '../header.tsx';
import { PageTransition } from '../page-transition.tsx';
import { withMessages } from '../../i18n/client-messages.ts';

/**
 * The banners of a signed-in person (an unconfirmed email or phone, terms to accept again) come with their words in
 * chunks of their own, fetched only where they show (decision 163): a visitor's first load carries neither. The
 * server renders the page whole, banners included; the browser hydrates them once they arrive.
 */
const loadVerification = withMessages('verification-banner', () => import('../verification-banner.tsx'));
const VerificationBanner = lazy(() => loadVerification().then((module) => ({ default: module.VerificationBanner })));
const loadTerms = withMessages('terms-banner', () => import('../../features/site-pages/terms-banner.tsx'));
const TermsBanner = lazy(() => loadTerms().then((module) => ({ default: module.TermsBanner })));

/** default layout: header and footer. */
export default function DefaultLayout() {
  const root = useRouteLoaderData<TRootLoaderData>('root');
  const user = root?.user ?? null;
  return (
    <>
      <Header user={user} />
      {user && !(user.email_verified && user.phone_verified) && (
        <LazyPart>
          <VerificationBanner user={user} />
        </LazyPart>
      )}
      {user?.terms_outdated && (
        <LazyPart>
          <TermsBanner />
        </LazyPart>
      )}
      <PageTransition>
        <Outlet />
      </PageTransition>
      <Footer />
    </>
  );
}
