import { useRouteLoaderData } from 'react-router';
import type { Route } from './+types/contact-us';
import type { TRootLoaderData } from '../root.tsx';
import { contactAction } from '../features/site-pages/site-pages.server.ts';
import { ContactPage } from '../features/site-pages/contact-page.tsx';
import { pageMeta } from '../lib/meta.ts';

export const meta = pageMeta('page.contact-us', 'meta.contact-us');

export const action = (args: Route.ActionArgs) => contactAction(args);

export default function ContactUs({ actionData }: Route.ComponentProps) {
  const user = useRouteLoaderData<TRootLoaderData>('root')?.user ?? null;
  return <ContactPage result={actionData} defaults={{ name: user?.name ?? '', email: user?.email ?? '' }} />;
}
