/** The sections of the job seeker's profile (SPEC §2's eleven, and languages: decision 038), in the order the profile area lists them. */
export const PROFILE_SECTIONS = [
  'personal-info',
  'contact-info',
  'info',
  'majors',
  'qualification',
  'personal-exp',
  'job-required',
  'skills',
  'membership-info',
  'courses',
  'languages',
  'social-contacts',
] as const;

