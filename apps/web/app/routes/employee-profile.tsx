import { isAuth, redirectProfile } from '../features/auth/guards.server.ts';
import { placeholderPage } from '../components/placeholder-page.tsx';

export const middleware = [isAuth, redirectProfile];
export const handle = { auth: 'required' };
const page = placeholderPage('page.employee-profile');
export const meta = page.meta;
export default page.Component;
