import { Outlet, useRouteLoaderData } from 'react-router';
import type { TRootLoaderData } from '../../root.tsx';
import { Footer } from '../footer.tsx';
import { Header } from '../header.tsx';
import { PageTransition } from '../page-transition.tsx';
import { VerificationBanner } from '../verification-banner.tsx';
import { TermsBanner } from '../../features/site-pages/terms-banner.tsx';

/** default layout: header and footer. */
export default function DefaultLayout() {
  const root = useRouteLoaderData<TRootLoaderData>('root');
  return (
    <>
      <Header user={root?.user ?? null} />
      <VerificationBanner user={root?.user ?? null} />
      <TermsBanner user={root?.user ?? null} />
      <PageTransition>
        <Outlet />
      </PageTransition>
      <Footer />
    </>
  );
}
