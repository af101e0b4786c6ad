import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { ZScreeningLibrary, ZScreeningLibraryInput, ZScreeningLibraryItem, ZScreeningLibraryParams } from '../screening-questions.ts';

const tags = ['jobs'] as const;

/**
 * A company's library of screening questions to reuse (decision 118). API module: modules/screening-questions. A job's
 * own questions travel with the job (`screening_questions` of the company's job endpoints); the answers with
 * POST /api/v1/jobs/:id/applications.
 */
export const screeningQuestionsEndpoints = {
  screeningLibrary: {
    list: endpoint({
      method: 'GET',
      path: '/api/v1/company/screening-questions',
      access: ['COMPANY'],
      response: ZScreeningLibrary,
      tags,
      summary: "The company's library of screening questions, the latest first",
    }),
    save: endpoint({
      method: 'POST',
      path: '/api/v1/company/screening-questions',
      access: ['COMPANY'],
      body: ZScreeningLibraryInput,
      response: ZScreeningLibraryItem,
      status: 201,
      errors: [422],
      tags,
      summary: 'Keep a question in the library (the same question again answers the one kept)',
      description:
        'The question is checked like a job\'s (422 per field, under `question.`) and read by the job-ad screening (decision 083): a question that asks for age, marital status, religion, ' +
        'a nationality other than Saudi and the like is 422 at `question.text`, in the words of the held ad. At most 100 questions (422 at `question` past that).',
    }),
    remove: endpoint({
      method: 'DELETE',
      path: '/api/v1/company/screening-questions/:id',
      access: ['COMPANY'],
      params: ZScreeningLibraryParams,
      response: z.null(),
      errors: [404],
      tags,
      summary: 'Take a question out of the library (jobs that ask it keep it)',
    }),
  },
};
