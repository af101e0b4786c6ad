import { index, route } from '@react-router/dev/routes';
import { page, type TFeaturePages } from '../../lib/pages.ts';
import { PROFILE_SECTIONS } from './sections.ts';

/** The profile pages in the route table (routes.ts gathers every feature's, decision 215). */
export const pages: TFeaturePages = {
  'default-mantine': [
    page('employee-profile', 'routes/employee-profile.tsx'),
    page('employee-profile/cv/:token', 'routes/employee-cv.tsx'),
    page('profile', 'routes/profile/layout.tsx', [
      index('routes/profile/overview.tsx', { id: 'profile/index' }),
      ...PROFILE_SECTIONS.map((section) =>
        route(section, `routes/profile/${section}.tsx`, {
          id: `profile/${section}`,
        }),
      ),
      route('privacy', 'routes/profile/privacy.tsx', { id: 'profile/privacy' }),
      route('files', 'routes/profile/files.tsx', { id: 'profile/files' }),
      route('print', 'routes/profile/print.tsx', { id: 'profile/print' }),
      // The CV import (decision 038): read a CV file into a draft, reviewed part by part.
      route('import', 'routes/profile/import.tsx', { id: 'profile/import' }),
      route('file/:id', 'routes/profile/file.$id.tsx', { id: 'profile/file' }),
    ]),
  ],
};
