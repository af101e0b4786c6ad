import type { ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';

/** SPEC §2: a page transition fades out, then the new page fades in. */
export function PageTransition({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  const location = useLocation();
  return (
    <main id="main" className="page" data-leaving={navigation.state === 'loading'} tabIndex={-1}>
      <div key={location.pathname} className="page__enter">
        {children}
      </div>
    </main>
  );
}
