import { Stack } from '@mantine/core';
import type { Route } from './+types/privacy';
import { LinkProviders } from '../../features/oauth/link-providers.tsx';
import { configuredProviders } from '../../features/oauth/oauth.server.ts';
import { PrivacyPage } from '../../features/profile/sections/privacy.tsx';
import { downloadMyData, privacyAction } from '../../features/profile/sections/privacy.server.ts';
import { loadProfile } from '../../features/profile/sections/profile.server.ts';
import type { TSectionResult } from '../../features/profile/sections/section-form.tsx';
import { pageMeta } from '../../lib/meta.ts';
import { api } from '../../lib/server/api.server.ts';
import { MailPreferencesCard } from '../../features/messages/mail-preferences.tsx';
import { CvSnapshot } from '../../features/applications/cv-snapshot.tsx';
import { COMPANY_VIEW_HIDDEN } from '@tawzeef/contract';

export const meta = pageMeta('profile.privacy.title');
/** After the layout's guards: a logged-in job seeker's "download my data" post is answered with the file. */
export const middleware: Route.MiddlewareFunction[] = [downloadMyData];

export async function loader(args: Route.LoaderArgs) {
  const [profile, providers, mail, shown, preview] = await Promise.all([
    loadProfile(args),
    configuredProviders(args),
    api(args).mailPreferences.get(),
    api(args).companyView.get(),
    api(args).companyView.preview(),
  ]);
  return {
    isVisible: profile.cv?.is_visible ?? true,
    providers,
    back: args.url.pathname,
    messageMails: mail.data?.message_mails ?? true,
    // What companies see (decision 086): the choices, and the CV as a company reads it, from the API.
    shown: shown.data ?? COMPANY_VIEW_HIDDEN,
    preview: preview.data ?? null,
  };
}

export const action = (args: Route.ActionArgs) => privacyAction(args);

export default function Privacy({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <Stack gap="lg">
      <PrivacyPage
        isVisible={loaderData.isVisible}
        shown={loaderData.shown}
        preview={loaderData.preview && <CvSnapshot detail={loaderData.preview} title="profile.privacy.companyView.previewCv" />}
        result={actionData as TSectionResult | undefined}
      />
      <LinkProviders providers={loaderData.providers} back={loaderData.back} />
      <MailPreferencesCard messageMails={loaderData.messageMails} />
    </Stack>
  );
}
