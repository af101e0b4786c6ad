import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { ZFile, ZFileIdParams, ZFileUploadBody, ZFileUploadQuery, ZPublicFileParams } from '../files.ts';
import { FILE_CONTENT_TYPES, FILE_UPLOADERS } from '../values/files.ts';

const uploaders = Object.entries(FILE_UPLOADERS)
  .map(([type, kinds]) => `${type}: ${kinds.length ? kinds.join(', ') : 'none'}`)
  .join('; ');
const contentTypes = Object.values(FILE_CONTENT_TYPES);

/** Uploaded files: a person's own (by id, with the token) and public images (by key). API module: modules/files. */
export const filesEndpoints = {
  files: {
    upload: endpoint({
      method: 'POST',
      path: '/api/v1/files',
      access: ['USER', 'COMPANY', 'ADMIN'],
      multipart: true,
      query: ZFileUploadQuery,
      body: ZFileUploadBody,
      response: ZFile,
      status: 201,
      errors: [413, 507],
      tags: ['files'],
      summary: 'Upload a file of the caller (multipart/form-data, one part named "file"; the kind in the query)',
      description:
        'The kind goes in the query string (`?kind=cv`) so that the file can be streamed as soon as it arrives. ' +
        `Kinds each account type may upload: ${uploaders}. The format is recognised from the content, never from the ` +
        'name or declared type; a file larger than its kind allows is cut there and refused (422). Images are ' +
        're-encoded without their metadata.',
    }),
    download: endpoint({
      method: 'GET',
      path: '/api/v1/files/:id',
      access: 'account',
      params: ZFileIdParams,
      response: { raw: 'file', description: 'The file', contentTypes },
      errors: [404],
      tags: ['files'],
      summary: 'The bytes of one of the caller’s files (private kinds download as attachments)',
    }),
    remove: endpoint({
      method: 'DELETE',
      path: '/api/v1/files/:id',
      access: 'account',
      params: ZFileIdParams,
      response: z.null(),
      errors: [404, 409],
      tags: ['files'],
      summary: 'Delete one of the caller’s files (its record and its bytes); not the receipt of a transfer under review or paid (409)',
    }),
    publicFile: endpoint({
      method: 'GET',
      path: '/api/v1/public-files/:key',
      access: 'public',
      params: ZPublicFileParams,
      response: { raw: 'file', description: 'The image', contentTypes },
      errors: [404],
      tags: ['files'],
      summary: 'The bytes of a public file (profile photo, company logo) by its key; no token needed',
    }),
  },
} as const;
