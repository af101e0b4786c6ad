import { z } from 'zod';
import { ZChangePassword, ZConfirmPhoneChange, ZPhoneChange, ZSignInMethods } from '../account.ts';
import { ZSimpleProfile } from '../auth.ts';
import { endpoint } from '../endpoint.ts';
import {
  ZAccountProfile,
  ZAttachFile,
  ZContactInfo,
  ZCourse,
  ZCourseItem,
  ZDeleteAccount,
  ZExportQuery,
  ZExperience,
  ZExperienceItem,
  ZInfo,
  ZItemParams,
  ZJobRequired,
  ZMembership,
  ZMembershipItem,
  ZPersonalInfo,
  ZProminentMajors,
  ZQualification,
  ZQualificationItem,
  ZSkill,
  ZSkillItem,
  ZSocialContacts,
  ZVisibility,
  ZCompanyView,
  ZCvFileChange,
  ZCvFileEntry,
  ZCvFileInput,
} from '../profile.ts';
import { ZCandidateProfile } from '../candidates.ts';

const SEEKERS = ['USER'] as const;

/** A section of the CV: PUT /api/v1/user/profile/<name> with the section's fields, answered with the saved message. */
function section<const N extends string, B extends z.ZodType>(name: N, body: B, summary: string) {
  return endpoint({ method: 'PUT', path: `/api/v1/user/profile/${name}`, access: SEEKERS, body, response: z.null(), tags: ['profile'], summary });
}

/** A list of the CV (/api/v1/user/<name>[/:id]): list, add, change (the whole item) and delete. */
function cvList<const N extends string, I extends z.ZodType, O extends z.ZodType>(name: N, input: I, item: O, what: string) {
  const path = `/api/v1/user/${name}` as const;
  const common = { access: SEEKERS, tags: ['profile'] } as const;
  return {
    list: endpoint({ ...common, method: 'GET', path, response: z.array(item), summary: `List ${what}` }),
    create: endpoint({ ...common, method: 'POST', path, body: input, response: item, status: 201, summary: `Add ${what}` }),
    update: endpoint({ ...common, method: 'PUT', path: `${path}/:id`, params: ZItemParams, body: input, response: item, errors: [404], summary: `Change ${what}` }),
    remove: endpoint({ ...common, method: 'DELETE', path: `${path}/:id`, params: ZItemParams, response: z.null(), errors: [404], summary: `Delete ${what}` }),
  } as const;
}

/** The account's own profile and the job seeker's CV, its files, "download my data" and account deletion. API module: modules/profile. */
export const profileEndpoints = {
  profile: {
    simpleProfile: endpoint({
      method: 'GET',
      path: '/api/v1/user/simple-profile',
      access: 'account',
      response: ZSimpleProfile,
      tags: ['user'],
      summary: 'Who is logged in: id, type, display name and scope',
    }),
    get: endpoint({
      method: 'GET',
      path: '/api/v1/user/profile',
      access: 'account',
      response: ZAccountProfile,
      tags: ['user'],
      summary: 'The full account profile of the caller; for a job seeker with the whole CV and its completeness',
    }),
    savePersonalInfo: section('personal-info', ZPersonalInfo, 'Names, birth date, nationality, sex, marital status, driving licence, country and city'),
    // Job seekers and companies alike (decision 041): the same rules for both account types.
    saveContactInfo: endpoint({
      method: 'PUT',
      path: '/api/v1/user/profile/contact-info',
      access: ['USER', 'COMPANY'],
      stepUp: true,
      body: ZContactInfo,
      response: z.null(),
      errors: [429],
      tags: ['profile'],
      summary: 'Email and phone; changing either needs current_password; a new email gets a confirmation link, a new phone a code',
      description:
        'A new phone number does not replace the current one at once (decision 046): a 6-digit code is sent to it by SMS (the resend ' +
        'cooldown and hourly caps of the phone codes apply, 429), and it becomes the account\'s confirmed number when the code is ' +
        'confirmed (POST /api/v1/user/profile/phone-change/confirm); until then the current number stays in force. DELETE /api/v1/user/profile/phone-change drops the change.',
    }),
    phoneChange: endpoint({
      method: 'GET',
      path: '/api/v1/user/profile/phone-change',
      access: ['USER', 'COMPANY'],
      response: ZPhoneChange,
      tags: ['profile'],
      summary: 'The new phone number waiting for its code, if any, and the seconds before another code may be sent',
    }),
    confirmPhoneChange: endpoint({
      method: 'POST',
      path: '/api/v1/user/profile/phone-change/confirm',
      access: ['USER', 'COMPANY'],
      body: ZConfirmPhoneChange,
      response: z.null(),
      errors: [429],
      tags: ['profile'],
      summary: 'Confirm the new phone number with the code sent to it: it replaces the current one, confirmed (the 6th wrong try burns the code)',
    }),
    resendPhoneChange: endpoint({
      method: 'POST',
      path: '/api/v1/user/profile/phone-change/resend',
      access: ['USER', 'COMPANY'],
      response: z.null(),
      errors: [422, 429],
      tags: ['profile'],
      summary: 'Send a new code to the new phone number waiting (60 s between sends; hourly caps)',
    }),
    cancelPhoneChange: endpoint({
      method: 'DELETE',
      path: '/api/v1/user/profile/phone-change',
      access: ['USER', 'COMPANY'],
      response: z.null(),
      tags: ['profile'],
      summary: 'Drop the new phone number waiting for its code: the current number stays',
    }),
    changePassword: endpoint({
      method: 'PUT',
      path: '/api/v1/user/password',
      access: ['USER', 'COMPANY'],
      stepUp: true,
      body: ZChangePassword,
      response: z.null(),
      errors: [429],
      tags: ['user'],
      summary: 'Change the password with the current one; every other session of the account ends',
    }),
    signInMethods: endpoint({
      method: 'GET',
      path: '/api/v1/user/sign-in-methods',
      access: 'account',
      response: ZSignInMethods,
      tags: ['user'],
      summary: 'How the account signs in: whether it has a password, and its linked external providers',
    }),
    saveInfo: section('info', ZInfo, 'Major, sector and a short professional summary'),
    saveMajors: section('majors', ZProminentMajors, 'The prominent majors, at most five, in order'),
    saveJobRequired: section('job-required', ZJobRequired, 'The desired job'),
    saveSocialContacts: section('social-contacts', ZSocialContacts, 'Links to social accounts (http or https)'),
    saveVisibility: section('visibility', ZVisibility, 'Whether companies find this CV in candidate search'),
    attachPhoto: section('photo', ZAttachFile, 'Attach an uploaded photo (POST /api/v1/files?kind=photo first), or null to remove it'),
    attachCv: section('cv', ZAttachFile, 'Attach an uploaded cv (POST /api/v1/files?kind=cv first), or null to remove it'),
    export: endpoint({
      method: 'GET',
      path: '/api/v1/user/export',
      access: SEEKERS,
      query: ZExportQuery,
      response: {
        raw: 'file',
        description:
          'An attachment: the account, the whole CV, the files’ names, the sessions, and the activity (applications with cover notes, ' +
          'saved jobs, job alerts, conversations with their messages, CV views) with job titles and company names next to the ids. ' +
          '`format=json` (default) or `format=html`: a readable page in the language of X-locale.',
        contentTypes: ['application/json', 'text/html'],
      },
      tags: ['profile'],
      summary: 'Download my data: everything stored about the caller, as JSON or a readable HTML page',
    }),
    deleteAccount: endpoint({
      method: 'DELETE',
      path: '/api/v1/user/account',
      access: SEEKERS,
      stepUp: true,
      body: ZDeleteAccount,
      response: z.null(),
      tags: ['profile'],
      summary: 'Delete my account: confirms with the password, removes personal data and files, ends every session',
      description:
        'Applications the person sent stay with the companies that received them, anonymised: no name, contact details, ' +
        'CV, cover note or files, and no link to the account (decision 007).',
    }),
  },
  companyView: {
    get: endpoint({
      method: 'GET',
      path: '/api/v1/user/profile/company-view',
      access: SEEKERS,
      response: ZCompanyView,
      tags: ['profile'],
      summary: 'Which personal details companies see (birth date, sex, marital status, nationality, driving licence, photo); all hidden by default',
    }),
    save: endpoint({
      method: 'PUT',
      path: '/api/v1/user/profile/company-view',
      access: SEEKERS,
      body: ZCompanyView,
      response: ZCompanyView,
      tags: ['profile'],
      summary: 'Choose, detail by detail, what companies see; applies at once to every company-facing answer (decision 086)',
    }),
    preview: endpoint({
      method: 'GET',
      path: '/api/v1/user/profile/company-view/preview',
      access: SEEKERS,
      response: ZCandidateProfile,
      tags: ['profile'],
      summary: 'The caller’s CV exactly as a verified company reads it through GET /api/v1/company/employee/{id} (without the CV file’s link)',
    }),
  },
  // The seeker's CV files, one the default (decision 132).
  cvFiles: {
    list: endpoint({ method: 'GET', path: '/api/v1/user/cv-files', access: SEEKERS, response: z.array(ZCvFileEntry), tags: ['profile'], summary: 'The CV files, the default first, then the newest' }),
    create: endpoint({
      method: 'POST',
      path: '/api/v1/user/cv-files',
      access: SEEKERS,
      body: ZCvFileInput,
      response: ZCvFileEntry,
      status: 201,
      errors: [422],
      tags: ['profile'],
      summary: 'Add an uploaded CV file (POST /api/v1/files?kind=cv first), optionally named and made the default',
      description: 'At most three (422 at `file_id` beyond). The first file, or one sent with `is_default: true`, becomes the default that applying sends unless the application names another (`cv_file_id`).',
    }),
    update: endpoint({
      method: 'PUT',
      path: '/api/v1/user/cv-files/:id',
      access: SEEKERS,
      params: ZItemParams,
      body: ZCvFileChange,
      response: ZCvFileEntry,
      errors: [404, 422],
      tags: ['profile'],
      summary: 'Rename a CV file, or make it the default',
    }),
    remove: endpoint({
      method: 'DELETE',
      path: '/api/v1/user/cv-files/:id',
      access: SEEKERS,
      params: ZItemParams,
      response: z.null(),
      errors: [404],
      tags: ['profile'],
      summary: 'Delete a CV file (its bytes too); the newest other one becomes the default',
      description: 'Applications already sent with it keep their CV snapshot but no longer carry the file (decision 132).',
    }),
  },
  cvQualifications: cvList('qualifications', ZQualification, ZQualificationItem, 'a qualification'),
  cvExperiences: cvList('experiences', ZExperience, ZExperienceItem, 'a work experience'),
  cvSkills: cvList('skills', ZSkill, ZSkillItem, 'a skill'),
  cvMemberships: cvList('memberships', ZMembership, ZMembershipItem, 'a membership (sensitive: optional)'),
  cvCourses: cvList('courses', ZCourse, ZCourseItem, 'a course or training'),
} as const;
