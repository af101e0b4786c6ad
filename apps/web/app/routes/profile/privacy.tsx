import { Stack } from '@mantine/core';
import type { Route } from './+types/privacy';
import { LinkProviders } from '../../features/oauth/link-providers.tsx';
import { configuredProviders } from '../../features/oauth/oauth.server.ts';
import { PrivacyPage } from '../../features/profile/sections/privacy.tsx';
import { downloadMyData, privacyAction } from '../../features/profile/sections/privacy.server.ts';
import { loadProfile } from '../../features/profile/sections/profile.server.ts';
import type { TSectionResult } from '../../features/profile/sections/section-form.tsx';
import { pageMeta } from '../../lib/meta.ts';
import { api } from '../../lib/api.server.ts';
import { MailPreferencesCard } from '../../components/mail-preferences.tsx';

export const meta = pageMeta('profile.privacy.title');
/** After the layout's guards: a logged-in job seeker's "download my data" post is answered with the file. */
export const middleware: Route.MiddlewareFunction[] = [downloadMyData];

export async function loader(args: Route.LoaderArgs) {
  const [profile, providers, mail] = await Promise.all([loadProfile(args), configuredProviders(args), api(args).mailPreferences.get()]);
  return { isVisible: profile.cv?.is_visible ?? true, providers, back: args.url.pathname, messageMails: mail.data?.message_mails ?? true };
}

export const action = (args: Route.ActionArgs) => privacyAction(args);

export default function Privacy({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <Stack gap="lg">
      <PrivacyPage isVisible={loaderData.isVisible} result={actionData as TSectionResult | undefined} />
      <LinkProviders providers={loaderData.providers} back={loaderData.back} />
      <MailPreferencesCard messageMails={loaderData.messageMails} />
    </Stack>
  );
}
