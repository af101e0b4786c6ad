import { z } from 'zod';
import { ZSimpleProfile } from '../auth.ts';
import { endpoint } from '../endpoint.ts';
import {
  ZAccountProfile,
  ZAttachFile,
  ZContactInfo,
  ZCourse,
  ZCourseItem,
  ZDeleteAccount,
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
} from '../profile.ts';

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
    saveContactInfo: section('contact-info', ZContactInfo, 'Email and phone; changing either needs current_password, and a new email gets a confirmation link'),
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
      response: { raw: 'file', description: 'A JSON file (attachment): the account, the whole CV, the files’ names and the sessions', contentTypes: ['application/json'] },
      tags: ['profile'],
      summary: 'Download my data: everything stored about the caller, as JSON',
    }),
    deleteAccount: endpoint({
      method: 'DELETE',
      path: '/api/v1/user/account',
      access: SEEKERS,
      body: ZDeleteAccount,
      response: z.null(),
      tags: ['profile'],
      summary: 'Delete my account: confirms with the password, removes personal data and files, ends every session',
      description:
        'Applications the person sent stay with the companies that received them, anonymised: no name, contact details, ' +
        'CV, cover note or files, and no link to the account (decision 007).',
    }),
  },
  cvQualifications: cvList('qualifications', ZQualification, ZQualificationItem, 'a qualification'),
  cvExperiences: cvList('experiences', ZExperience, ZExperienceItem, 'a work experience'),
  cvSkills: cvList('skills', ZSkill, ZSkillItem, 'a skill'),
  cvMemberships: cvList('memberships', ZMembership, ZMembershipItem, 'a membership (sensitive: optional)'),
  cvCourses: cvList('courses', ZCourse, ZCourseItem, 'a course or training'),
} as const;
