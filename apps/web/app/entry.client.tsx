import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { PAGE_MESSAGES_ID, loadMessages } from './i18n/client-messages.ts';

/**
 * React Router's default entry, after the page's messages (decision 047): the server named the message groups it
 * rendered with (root.tsx), whose chunks it modulepreloaded; hydrating with the same texts never mismatches.
 */
function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

const page = document.getElementById(PAGE_MESSAGES_ID)?.textContent;
const { locales, groups } = page ? (JSON.parse(page) as { locales: Array<'ar' | 'en'>; groups: string[] }) : { locales: ['ar' as const], groups: ['core'] };
const arriving = locales.map((locale) => loadMessages(locale, groups)).filter((promise) => promise !== null);
if (arriving.length > 0) void Promise.all(arriving).then(hydrate);
else hydrate();
