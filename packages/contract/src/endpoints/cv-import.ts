import { z } from 'zod';
import { ZCvDraft, ZLanguage, ZLanguageItem, ZPrintOptions } from '../cv-import.ts';
import { CV_IMPORT_MAX_PAGES } from '../values/cv-import.ts';
import { endpoint } from '../endpoint.ts';
import { ZFileUploadBody } from '../files.ts';
import { ZItemParams } from '../profile.ts';

const SEEKERS = ['USER'] as const;
const common = { access: SEEKERS, tags: ['profile'] } as const;
const languages = '/api/v1/user/languages';

/** The CV import (a draft read from a PDF or Word file), the languages list and the printed CV's options. API module: modules/cv-import. */
export const cvImportEndpoints = {
  cvImport: {
    read: endpoint({
      ...common,
      method: 'POST',
      path: '/api/v1/user/cv-import',
      multipart: true,
      body: ZFileUploadBody,
      response: ZCvDraft,
      errors: [413],
      summary: 'Read a CV file (PDF or DOCX, multipart part "file") into a draft of the profile’s sections; nothing is stored',
      description:
        `The draft is confirmed section by section through the sections’ own endpoints. Refused (422) when the file is not a PDF or DOCX, ` +
        `has more than ${CV_IMPORT_MAX_PAGES} pages, or has no text to read (a scanned image).`,
    }),
  },
  cvLanguages: {
    list: endpoint({ ...common, method: 'GET', path: languages, response: z.array(ZLanguageItem), summary: 'List the languages the seeker speaks' }),
    create: endpoint({ ...common, method: 'POST', path: languages, body: ZLanguage, response: ZLanguageItem, status: 201, errors: [409], summary: 'Add a language and its level' }),
    update: endpoint({
      ...common,
      method: 'PUT',
      path: `${languages}/:id`,
      params: ZItemParams,
      body: ZLanguage,
      response: ZLanguageItem,
      errors: [404, 409],
      summary: 'Change a language or its level',
    }),
    remove: endpoint({ ...common, method: 'DELETE', path: `${languages}/:id`, params: ZItemParams, response: z.null(), errors: [404], summary: 'Delete a language' }),
  },
  cvPrint: {
    getOptions: endpoint({ ...common, method: 'GET', path: '/api/v1/user/profile/print-options', response: ZPrintOptions, summary: 'Which personal details the printed CV shows' }),
    saveOptions: endpoint({
      ...common,
      method: 'PUT',
      path: '/api/v1/user/profile/print-options',
      body: ZPrintOptions,
      response: ZPrintOptions,
      summary: 'Choose the personal details the printed CV shows (nationality, birth date, sex, driving licence); all off by default',
    }),
  },
} as const;
