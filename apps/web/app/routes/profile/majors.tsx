import { API } from '@tawzeef/contract';
import type { Route } from './+types/majors';
import { majorsInput } from '../../features/profile/sections/forms.ts';
import { MajorsForm } from '../../features/profile/sections/majors-form.tsx';
import { loadProfile, saveSection } from '../../features/profile/sections/profile.server.ts';
import { loadLookups } from '../../lib/server/lookups.server.ts';
import type { TSectionResult } from '../../features/profile/sections/section-form.tsx';
import { majorsValues } from '../../features/profile/sections/values.ts';
import { pageMeta } from '../../lib/meta.ts';

export const meta = pageMeta('page.profile.majors');

export async function loader(args: Route.LoaderArgs) {
  const [profile, lookups] = await Promise.all([loadProfile(args), loadLookups(args, ['majors'])]);
  return { saved: majorsValues(profile), majors: lookups.majors };
}

export const action = (args: Route.ActionArgs) => saveSection(args, API.profile.saveMajors, majorsInput);

export default function Majors({ loaderData, actionData }: Route.ComponentProps) {
  return <MajorsForm saved={loaderData.saved} majors={loaderData.majors} result={actionData as TSectionResult | undefined} />;
}
