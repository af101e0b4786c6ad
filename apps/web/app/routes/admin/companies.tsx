import { isAuth, isAdmin } from '../../features/auth/guards.server.ts';
import { placeholderPage } from '../../components/placeholder-page.tsx';

export const middleware = [isAuth, isAdmin];
export const handle = { auth: 'required' };
const page = placeholderPage('page.admin-companies');
export const meta = page.meta;
export default page.Component;
