import { page, type TFeaturePages } from '../../lib/pages.ts';

/** The messages pages in the route table (routes.ts gathers every feature's, decision 215). */
export const pages: TFeaturePages = {
  'default-mantine': [
    // Messaging (decision 029): the page, its event stream (Server-Sent Events), a message's file, an invitation's .ics.
    page('messages/events', 'routes/messages-events.tsx'),
    page('messages/:id/files/:message', 'routes/messages-file.tsx'),
    page('messages/:id/calendar/:message', 'routes/messages-calendar.tsx'),
    page('messages/:id?', 'routes/messages.tsx'),
  ],
};
