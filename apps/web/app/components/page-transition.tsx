import type { ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';

/**
 * SPEC §2: a page transition fades out, then the new page fades in. The page the document arrived with does not fade
 * in: it is painted as soon as its HTML and CSS are there (a fade from transparent would hold back the first and
 * largest contentful paint until the animation runs). React Router gives the first location the key "default".
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  const location = useLocation();
  return (
    <main id="main" className="page" data-leaving={navigation.state === 'loading'} tabIndex={-1}>
      <div key={location.pathname} className={location.key === 'default' ? undefined : 'page__enter'}>
        {children}
      </div>
    </main>
  );
}
