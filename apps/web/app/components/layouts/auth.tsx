import { Outlet, useRouteLoaderData } from 'react-router';
import type { TRootLoaderData } from '../../root.tsx';
import { Header } from '../header.tsx';
import { PageTransition } from '../page-transition.tsx';

/** auth layout: header only. */
export default function AuthLayout() {
  const root = useRouteLoaderData<TRootLoaderData>('root');
  return (
    <>
      <Header user={root?.user ?? null} withNav={false} />
      <PageTransition>
        <Outlet />
      </PageTransition>
    </>
  );
}
