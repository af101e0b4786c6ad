import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { idempotentWrite } from './idempotency.ts';
import {
  ZCandidateSearchOptions,
  ZCandidateSearchQuery,
  ZCandidateSearchResult,
  ZTalentPool,
  ZTalentPoolCreate,
  ZTalentPoolDetail,
  ZTalentPoolMemberParams,
  ZTalentPoolPageQuery,
  ZTalentPoolParams,
  ZTalentPoolRename,
} from '../candidate-search.ts';

const tags = ['candidates'] as const;

/** Candidate search and talent pools, for companies (issue 13, decision 028). API module: modules/candidates. */
export const candidateSearchEndpoints = {
  candidateSearch: {
    search: endpoint({
      method: 'GET',
      path: '/api/v1/company/candidates',
      access: ['COMPANY'],
      query: ZCandidateSearchQuery,
      response: ZCandidateSearchResult,
      errors: [404],
      tags,
      summary: 'Search job seekers who are visible to companies, by words (both languages) and filters; optionally ranked by their match with one of the company\'s open jobs',
      description:
        'Only job seekers whose CV is visible to companies (decision 007) are searched; a hidden one is never found, not even by name. ' +
        'Words match the desired job and experience titles (occupations in Arabic and English, synonyms, typos, Arabizi: decision 023), skills, summary and fields of study; a city in the words is the city filter. ' +
        'Filters: city, major (the CV\'s or one of its prominent majors), occupation, skills (all of them), years of experience, qualification (or higher), expected salary, notice period, job type, last active. ' +
        'There is no filter by gender, age, marital status, nationality or disability; an unknown parameter is 422. ' +
        '`job_id` (one of the company\'s open jobs, else 404) gives each card its match score and reasons and ranks by it (`sort=match`, its default). ' +
        'At most 1,000 matches are counted and ranked, the most recently active first. A company that is not verified sees initials and no contact details.',
    }),
    options: endpoint({
      method: 'GET',
      path: '/api/v1/company/candidate-search-options',
      access: ['COMPANY'],
      response: ZCandidateSearchOptions,
      tags,
      summary: 'What the candidate search panel chooses from: the occupations, the company\'s open jobs (to match candidates against) and its talent pools',
    }),
  },

  talentPools: {
    list: endpoint({
      method: 'GET',
      path: '/api/v1/company/talent-pools',
      access: ['COMPANY'],
      response: z.array(ZTalentPool),
      tags,
      summary: "The company's talent pools (named lists of candidates), by name, with how many candidates each holds",
    }),
    create: endpoint({
      method: 'POST',
      path: '/api/v1/company/talent-pools',
      access: ['COMPANY'],
      body: ZTalentPoolCreate,
      response: ZTalentPool,
      status: 201,
      errors: [404],
      tags,
      summary: 'Create a talent pool, optionally with its first candidate (`seeker_id`, who must be visible to the company, else 404)',
      description: `Names are unique per company whatever their case (422). At most 100 pools per company (422). ${idempotentWrite('the pool the first request made, not "name taken"')}`,
    }),
    get: endpoint({
      method: 'GET',
      path: '/api/v1/company/talent-pools/:id',
      access: ['COMPANY'],
      params: ZTalentPoolParams,
      query: ZTalentPoolPageQuery,
      response: ZTalentPoolDetail,
      errors: [404],
      tags,
      summary: 'A talent pool and a page of its candidates, the latest added first; a candidate the company may no longer see is shown as unavailable, without their CV',
    }),
    rename: endpoint({
      method: 'PUT',
      path: '/api/v1/company/talent-pools/:id',
      access: ['COMPANY'],
      params: ZTalentPoolParams,
      body: ZTalentPoolRename,
      response: ZTalentPool,
      errors: [404],
      tags,
      summary: 'Rename a talent pool (another company\'s is 404)',
    }),
    remove: endpoint({
      method: 'DELETE',
      path: '/api/v1/company/talent-pools/:id',
      access: ['COMPANY'],
      params: ZTalentPoolParams,
      response: z.null(),
      errors: [404],
      tags,
      summary: 'Delete a talent pool and its list of candidates (the candidates themselves are not touched)',
    }),
    addCandidate: endpoint({
      method: 'PUT',
      path: '/api/v1/company/talent-pools/:id/candidates/:employee',
      access: ['COMPANY'],
      params: ZTalentPoolMemberParams,
      response: ZTalentPool,
      errors: [404],
      tags,
      summary: 'Save a candidate to a talent pool (again is no change); the candidate must be one the company may see (decision 024), else 404',
      description: `At most 2,000 candidates per pool (422). ${idempotentWrite('the pool as it is now')}`,
    }),
    removeCandidate: endpoint({
      method: 'DELETE',
      path: '/api/v1/company/talent-pools/:id/candidates/:employee',
      access: ['COMPANY'],
      params: ZTalentPoolMemberParams,
      response: ZTalentPool,
      errors: [404],
      tags,
      summary: 'Take a candidate out of a talent pool (one not in it is no change)',
    }),
  },
} as const;
