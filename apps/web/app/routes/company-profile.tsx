import { Box, Container } from '@mantine/core';
import type { Route } from './+types/company-profile';
import { isAuth, isCompany } from '../features/auth/guards.server.ts';
import { companyPageMeta } from '../features/company/meta.ts';
import { CompanyProfileForm } from '../features/company/profile-form.tsx';
import { companyProfileAction, companyProfileLoader, type TCompanyProfileResult } from '../features/company/profile.server.ts';
import { CompanyPublicPage } from '../features/company/public-page.tsx';
import { publicCompanyLoader } from '../features/company/public.server.ts';
import { MailPreferencesCard } from '../components/mail-preferences.tsx';
import { api } from '../lib/api.server.ts';

/** /company-profile is the company's own profile (companies only); /company-profile/{id} is public. */
export const middleware: Route.MiddlewareFunction[] = [
  (args, next) => (args.params.id ? next() : isAuth(args, next)),
  (args, next) => (args.params.id ? next() : isCompany(args, next)),
];

export async function loader(args: Route.LoaderArgs) {
  if (args.params.id) return { kind: 'public' as const, page: await publicCompanyLoader(args) };
  const [page, mail] = await Promise.all([companyProfileLoader(args), api(args).mailPreferences.get()]);
  return { kind: 'own' as const, page, messageMails: mail.data?.message_mails ?? true };
}

export async function action(args: Route.ActionArgs) {
  // Only the own profile is a form; a post to a public page is a 404 like any unknown address.
  if (args.params.id) throw new Response(null, { status: 404 });
  return companyProfileAction(args);
}

export const meta: Route.MetaFunction = (args) =>
  companyPageMeta(args, 'page.company-profile', args.loaderData?.kind === 'public' ? args.loaderData.page.company : undefined);

export default function CompanyProfile({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === 'public') return <CompanyPublicPage page={loaderData.page} />;
  return (
    <Container size="xl" py="xl">
      {/* The key resets the form's fields after each save (the loader's values are the saved ones). */}
      <CompanyProfileForm key={JSON.stringify(loaderData.page.saved)} page={loaderData.page} result={actionData as TCompanyProfileResult | undefined} />
      <Box mt="xl">
        <MailPreferencesCard messageMails={loaderData.messageMails} />
      </Box>
    </Container>
  );
}
