import { API } from '@tawzeef/contract';
import type { Route } from './+types/contact-info';
import { ContactInfoForm } from '../../features/profile/sections/contact-info-form.tsx';
import { contactInfoInput } from '../../features/profile/sections/forms.ts';
import { loadProfile, saveSection } from '../../features/profile/sections/profile.server.ts';
import type { TSectionResult } from '../../features/profile/sections/section-form.tsx';
import { contactInfoValues } from '../../features/profile/sections/values.ts';
import { isPhoneChangeIntent, loadPhoneChange, phoneChangeAction } from '../../features/profile/phone-change.server.ts';
import { text } from '../../lib/form-data.ts';
import { pageMeta } from '../../lib/meta.ts';

export const meta = pageMeta('page.profile.contact-info');

export async function loader(args: Route.LoaderArgs) {
  const [profile, phoneChange] = await Promise.all([loadProfile(args), loadPhoneChange(args)]);
  return { saved: contactInfoValues(profile), phoneChange };
}

/** The contact section's save, or the new phone number's code (confirm, send again, cancel: decision 046). */
export async function action(args: Route.ActionArgs) {
  const intent = text(await args.request.clone().formData(), 'intent');
  if (isPhoneChangeIntent(intent)) return phoneChangeAction(args, await args.request.formData(), intent);
  return saveSection(args, API.profile.saveContactInfo, contactInfoInput);
}

export default function ContactInfo({ loaderData, actionData }: Route.ComponentProps) {
  return <ContactInfoForm saved={loaderData.saved} phoneChange={loaderData.phoneChange} result={actionData as TSectionResult | undefined} />;
}
