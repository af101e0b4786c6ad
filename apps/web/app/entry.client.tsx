import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { PAGE_MESSAGES_ID, firstPageMessages, prefetchMessageMap } from './i18n/client-messages.ts';

/**
 * React Router's default entry, after the page's messages (decisions 047, 067): the server named the message bundles
 * it rendered with and their chunks (root.tsx), which it modulepreloaded; hydrating with the same texts never
 * mismatches.
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
  prefetchMessageMap();
}

const arriving = firstPageMessages(document.getElementById(PAGE_MESSAGES_ID)?.textContent);
if (arriving) void arriving.then(hydrate);
else hydrate();
