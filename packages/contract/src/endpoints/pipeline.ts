import { endpoint } from '../endpoint.ts';
import { ZApplicationParams } from '../applications.ts';
import { ZApplicantRating, ZApplicationNote, ZApplicationNotes, ZApplicationTags, ZBulkInput, ZBulkResult, ZNoteInput, ZRatingInput, ZTagsInput } from '../pipeline.ts';

const tags = ['applications'] as const;
const keyed =
  'An `Idempotency-Key` header (1–255 visible characters) makes a retry safe (decision 095): a retry with the key answers what the first request did and writes nothing again; the same key with another body is 422.';

/**
 * The company's applicant pipeline (decision 111): notes, tags, ratings and bulk actions. API module: modules/pipeline
 * (above applications and messages). Another company's applicant is 404, as everywhere.
 */
export const pipelineEndpoints = {
  pipeline: {
    notes: endpoint({
      method: 'GET',
      path: '/api/v1/company/applications/:id/notes',
      access: ['COMPANY'],
      params: ZApplicationParams,
      response: ZApplicationNotes,
      errors: [404],
      tags,
      summary: "The company's private notes on an applicant, the latest first, each with its author and time (never shown to the job seeker)",
    }),
    addNote: endpoint({
      method: 'POST',
      path: '/api/v1/company/applications/:id/notes',
      access: ['COMPANY'],
      params: ZApplicationParams,
      body: ZNoteInput,
      response: ZApplicationNote,
      status: 201,
      errors: [404],
      tags,
      summary: 'Add a private note on an applicant, recorded under the acting account (at most 5,000 characters)',
      description: keyed,
    }),
    setTags: endpoint({
      method: 'PUT',
      path: '/api/v1/company/applications/:id/tags',
      access: ['COMPANY'],
      params: ZApplicationParams,
      body: ZTagsInput,
      response: ZApplicationTags,
      errors: [404],
      tags,
      summary: "Set an applicant's tags (the company's own words, at most 10, each up to 40 characters); the same set again changes nothing",
    }),
    setRating: endpoint({
      method: 'PUT',
      path: '/api/v1/company/applications/:id/rating',
      access: ['COMPANY'],
      params: ZApplicationParams,
      body: ZRatingInput,
      response: ZApplicantRating,
      errors: [404],
      tags,
      summary: "Rate an applicant 1–5 as the acting account (null takes the rating back); answers the account's rating and the average",
    }),
    bulk: endpoint({
      method: 'POST',
      path: '/api/v1/company/applications/bulk',
      access: ['COMPANY'],
      body: ZBulkInput,
      response: ZBulkResult,
      tags,
      summary: 'One action on up to 1,000 applicants: move to a stage, reject with a message, send a message, add a tag',
      description:
        'Each applicant succeeds or fails on its own, with a result per applicant in the order named: an applicant of another company (or one that does not exist) is refused with 404 and nothing changes for it; a move the stage rules forbid is 409. ' +
        'A rejection or a message carries its text in Arabic and English; each seeker is sent the text in their own language, in the conversation about the job. ' +
        keyed,
    }),
  },
} as const;
