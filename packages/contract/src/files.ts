import { z } from 'zod';
import { ZIdParam } from './ids.ts';
import { FILE_KINDS, FILE_CONTENT_TYPES } from './values/files.ts';

export const ZFileKind = z.enum(FILE_KINDS);

export const ZFileUploadQuery = z.object({
  kind: ZFileKind.describe('What the file is for; decides the accepted formats, size and who may read it'),
});

/**
 * The multipart body of an upload, for the OpenAPI document only: it accepts anything, because the route
 * reads the stream itself (the parsed body of a multipart request is empty).
 */
export const ZFileUploadBody = z.unknown().meta({
  type: 'object',
  properties: { file: { type: 'string', format: 'binary', description: 'The file (one part named "file" per request)' } },
  required: ['file'],
});

export const ZFileIdParams = z.object({ id: ZIdParam });
export const ZPublicFileParams = z.object({ key: z.string().min(1).max(64) });

export const ZFile = z.object({
  id: z.number().int(),
  kind: ZFileKind,
  content_type: z.enum([FILE_CONTENT_TYPES.pdf, FILE_CONTENT_TYPES.jpg, FILE_CONTENT_TYPES.png]),
  size: z.number().int().describe('Bytes, as stored (images are re-encoded)'),
  name: z.string().describe('The uploaded file name, cleaned; for display only'),
  created_at: z.string(),
  url: z.string().describe('Path of the bytes on this host: /api/v1/files/{id} (owner, Bearer) or /api/v1/public-files/{key} (public kinds)'),
});
export type TFile = z.infer<typeof ZFile>;
