/** The plain values of site-pages: no Zod, so a page that shows a list or a limit does not load the schemas (decision 061). */

export const CONTACT_MESSAGE_MAX = 5000;
