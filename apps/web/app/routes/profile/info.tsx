import { API } from '@tawzeef/contract';
import type { Route } from './+types/info';
import { infoInput } from '../../features/profile/sections/forms.ts';
import { InfoForm } from '../../features/profile/sections/info-form.tsx';
import { loadProfile, saveSection } from '../../features/profile/sections/profile.server.ts';
import { loadLookups } from '../../lib/server/lookups.server.ts';
import type { TSectionResult } from '../../features/profile/sections/section-form.tsx';
import { infoValues } from '../../features/profile/sections/values.ts';
import { pageMeta } from '../../lib/meta.ts';

export const meta = pageMeta('page.profile.info');

export async function loader(args: Route.LoaderArgs) {
  const [profile, lookups] = await Promise.all([loadProfile(args), loadLookups(args, ['majors', 'sectors'])]);
  return { saved: infoValues(profile), lookups };
}

export const action = (args: Route.ActionArgs) => saveSection(args, API.profile.saveInfo, infoInput);

export default function Info({ loaderData, actionData }: Route.ComponentProps) {
  return <InfoForm saved={loaderData.saved} lookups={loaderData.lookups} result={actionData as TSectionResult | undefined} />;
}
