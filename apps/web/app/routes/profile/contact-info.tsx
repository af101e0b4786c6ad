import { API } from '@tawzeef/contract';
import type { Route } from './+types/contact-info';
import { ContactInfoForm } from '../../features/profile/sections/contact-info-form.tsx';
import { contactInfoInput } from '../../features/profile/sections/forms.ts';
import { loadProfile, saveSection } from '../../features/profile/sections/profile.server.ts';
import type { TSectionResult } from '../../features/profile/sections/section-form.tsx';
import { contactInfoValues } from '../../features/profile/sections/values.ts';
import { pageMeta } from '../../lib/meta.ts';

export const meta = pageMeta('page.profile.contact-info');

export async function loader(args: Route.LoaderArgs) {
  return { saved: contactInfoValues(await loadProfile(args)) };
}

export const action = (args: Route.ActionArgs) => saveSection(args, API.profile.saveContactInfo, contactInfoInput);

export default function ContactInfo({ loaderData, actionData }: Route.ComponentProps) {
  return <ContactInfoForm saved={loaderData.saved} result={actionData as TSectionResult | undefined} />;
}
