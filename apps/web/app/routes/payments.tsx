import { isAuth, isCompany } from '../features/auth/guards.server.ts';
import { placeholderPage } from '../components/placeholder-page.tsx';

export const middleware = [isAuth, isCompany];
export const handle = { auth: 'required' };
const page = placeholderPage('page.payments');
export const meta = page.meta;
export default page.Component;
