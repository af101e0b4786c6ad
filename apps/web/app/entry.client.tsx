import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { PAGE_LISTS_ID, PAGE_MESSAGES_ID, firstPageMessages, prefetchMessageMap } from './i18n/client-messages.ts';

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

// … and after the lists its filters choose from, when it has any (decision 068; their module with them, the page's
// route module imports it too).
const lists = document.getElementById(PAGE_LISTS_ID)?.textContent;
const arriving = [
  firstPageMessages(document.getElementById(PAGE_MESSAGES_ID)?.textContent),
  lists ? import('./lib/page-lists.tsx').then((module) => module.firstPageLists(lists)) : null,
].filter(Boolean);
if (arriving.length) void Promise.all(arriving).then(hydrate);
else hydrate();
