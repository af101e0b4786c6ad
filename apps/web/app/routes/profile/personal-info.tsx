import { API } from '@tawzeef/contract';
import type { Route } from './+types/personal-info';
import { personalInfoInput } from '../../features/profile/sections/forms.ts';
import { PersonalInfoForm } from '../../features/profile/sections/personal-info-form.tsx';
import { loadProfile, saveSection } from '../../features/profile/sections/profile.server.ts';
import { loadLookups } from '../../lib/server/lookups.server.ts';
import type { TSectionResult } from '../../features/profile/sections/section-form.tsx';
import { personalInfoValues } from '../../features/profile/sections/values.ts';
import { pageMeta } from '../../lib/meta.ts';

export const meta = pageMeta('page.profile.personal-info');

export async function loader(args: Route.LoaderArgs) {
  const [profile, lookups] = await Promise.all([loadProfile(args), loadLookups(args, ['nationalities', 'countries', 'cities'])]);
  return { saved: personalInfoValues(profile), lookups };
}

export const action = (args: Route.ActionArgs) => saveSection(args, API.profile.savePersonalInfo, personalInfoInput);

export default function PersonalInfo({ loaderData, actionData }: Route.ComponentProps) {
  return <PersonalInfoForm saved={loaderData.saved} lookups={loaderData.lookups} result={actionData as TSectionResult | undefined} />;
}
