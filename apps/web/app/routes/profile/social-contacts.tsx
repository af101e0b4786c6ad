import { API } from '@tawzeef/contract';
import type { Route } from './+types/social-contacts';
import { socialContactsInput } from '../../features/profile/sections/forms.ts';
import { loadProfile, saveSection } from '../../features/profile/sections/profile.server.ts';
import type { TSectionResult } from '../../features/profile/sections/section-form.tsx';
import { SocialContactsForm } from '../../features/profile/sections/social-contacts-form.tsx';
import { socialContactsValues } from '../../features/profile/sections/values.ts';
import { pageMeta } from '../../lib/meta.ts';

export const meta = pageMeta('page.profile.social-contacts');

export async function loader(args: Route.LoaderArgs) {
  return { saved: socialContactsValues(await loadProfile(args)) };
}

export const action = (args: Route.ActionArgs) => saveSection(args, API.profile.saveSocialContacts, socialContactsInput);

export default function SocialContacts({ loaderData, actionData }: Route.ComponentProps) {
  return <SocialContactsForm saved={loaderData.saved} result={actionData as TSectionResult | undefined} />;
}
