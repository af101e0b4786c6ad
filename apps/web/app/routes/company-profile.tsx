import { Box, Container } from '@mantine/core';
import type { Route } from './+types/company-profile';
import { isAuth, isCompany } from '../features/auth/guards.server.ts';
import { companyPageMeta } from '../features/company/meta.ts';
import { CompanyProfileForm } from '../features/company/profile-form.tsx';
import { companyProfileAction, companyProfileLoader, type TCompanyProfileResult } from '../features/company/profile.server.ts';
import { MailPreferencesCard } from '../features/messages/mail-preferences.tsx';
import { api } from '../lib/server/api.server.ts';
import { memberMay } from '../lib/server/company-access.server.ts';

/** /company-profile: the company's own profile (companies only); /company-profile/{id} is public (company-public.tsx). */
export const middleware: Route.MiddlewareFunction[] = [isAuth, isCompany, memberMay('company:read')];

export async function loader(args: Route.LoaderArgs) {
  const [page, mail] = await Promise.all([companyProfileLoader(args), api(args).mailPreferences.get()]);
  return { page, messageMails: mail.data?.message_mails ?? true };
}

export const action = (args: Route.ActionArgs) => companyProfileAction(args);

export const meta: Route.MetaFunction = (args) => companyPageMeta(args, 'page.company-profile', undefined);

export default function CompanyProfile({ loaderData, actionData }: Route.ComponentProps) {
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
