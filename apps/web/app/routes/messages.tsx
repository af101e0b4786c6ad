import { isAuth } from '../features/auth/guards.server.ts';
import { placeholderPage } from '../components/placeholder-page.tsx';

export const middleware = [isAuth];
export const handle = { auth: 'required' };
const page = placeholderPage('page.messages');
export const meta = page.meta;
export default page.Component;
