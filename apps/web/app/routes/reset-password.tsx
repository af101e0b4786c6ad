import { notAuth } from '../features/auth/guards.server.ts';
import { placeholderPage } from '../components/placeholder-page.tsx';

export const middleware = [notAuth];
export const handle = { auth: 'guest' };
const page = placeholderPage('page.reset-password');
export const meta = page.meta;
export default page.Component;
