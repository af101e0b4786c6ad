import type { Route } from './+types/company-profile';
import { isAuth, isCompany } from '../features/auth/guards.server.ts';
import { placeholderPage } from '../components/placeholder-page.tsx';

/** /company-profile is the company's own profile (companies only); /company-profile/{id} is public. */
export const middleware: Route.MiddlewareFunction[] = [
  (args, next) => (args.params.id ? next() : isAuth(args, next)),
  (args, next) => (args.params.id ? next() : isCompany(args, next)),
];
const page = placeholderPage('page.company-profile');
export const meta = page.meta;
export default page.Component;
