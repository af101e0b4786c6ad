import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FILE_RULES,
  FILE_UPLOADERS,
  ZErrorEnvelope,
  ZFile,
  ZFileIdParams,
  ZFileUploadBody,
  ZFileUploadQuery,
  ZPublicFileParams,
  canUpload,
  envelope,
} from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { HttpError, forbidden, notFound } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { isReceiptInUse } from '../payments/service.ts';
import { deleteFile, findOwnFile, findPublicFile, saveUpload, streamFile, toFileDto, type TFileDeps } from './service.ts';

const FILE_FIELD = 'file';
const binary = z.string().meta({ format: 'binary' });
const fileResponse = (description: string) => ({
  description,
  content: { 'application/pdf': { schema: binary }, 'image/jpeg': { schema: binary }, 'image/png': { schema: binary } },
});
const uploaders = Object.entries(FILE_UPLOADERS)
  .map(([type, kinds]) => `${type}: ${kinds.length ? kinds.join(', ') : 'none'}`)
  .join('; ');

export const fileRoutes = (deps: TAppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const files: TFileDeps = deps;

    app.post('/files', {
      config: { roles: ['USER', 'COMPANY'] },
      schema: {
        tags: ['files'],
        summary: 'Upload a file of the caller (multipart/form-data, one part named "file"; the kind in the query)',
        description:
          `The kind goes in the query string (\`?kind=cv\`) so that the file can be streamed as soon as it arrives. ` +
          `Kinds each account type may upload: ${uploaders}. The format is recognised from the content, never from the ` +
          'name or declared type; a file larger than its kind allows is cut there and refused (422). Images are ' +
          're-encoded without their metadata.',
        consumes: ['multipart/form-data'],
        security: [{ bearerAuth: [] }],
        querystring: ZFileUploadQuery,
        body: ZFileUploadBody,
        response: { 201: envelope(ZFile), 401: ZErrorEnvelope, 403: ZErrorEnvelope, 413: ZErrorEnvelope, 422: ZErrorEnvelope },
      },
    }, async (request, reply) => {
      const { user } = requireAuth(request);
      const { kind } = request.query;
      if (!canUpload(user.type, kind)) throw forbidden();
      if (!request.isMultipart()) throw new HttpError(422, 'validation_failed', { [FILE_FIELD]: 'is_required' });

      // One byte more than the kind allows: a larger file stops there (busboy drops the rest) and is refused as too large.
      const part = await request.file({ limits: { fileSize: FILE_RULES[kind].maxBytes + 1 }, throwFileSizeLimit: false });
      if (!part || part.fieldname !== FILE_FIELD) {
        part?.file.resume();
        throw new HttpError(422, 'validation_failed', { [FILE_FIELD]: 'is_required' });
      }
      const buffer = await part.toBuffer();
      const row = await saveUpload(files, { ownerId: user.id, kind, filename: part.filename, buffer, field: FILE_FIELD });
      return reply.code(201).send({ message: t(request.locale, 'success'), data: toFileDto(row, (d) => request.formatDate(d)) });
    });

    app.get('/files/:id', {
      schema: {
        tags: ['files'],
        summary: 'The bytes of one of the caller’s files (private kinds download as attachments)',
        security: [{ bearerAuth: [] }],
        params: ZFileIdParams,
        response: { 200: fileResponse('The file'), 401: ZErrorEnvelope, 404: ZErrorEnvelope, 422: ZErrorEnvelope },
      },
    }, async (request, reply) => {
      const file = await findOwnFile(files.db, requireAuth(request).user.id, request.params.id);
      if (!file) throw notFound();
      return streamFile(files, reply, file, 'owner');
    });

    app.delete('/files/:id', {
      schema: {
        tags: ['files'],
        summary: 'Delete one of the caller’s files (its record and its bytes); not the receipt of a transfer under review or paid (409)',
        security: [{ bearerAuth: [] }],
        params: ZFileIdParams,
        response: { 200: envelope(z.null()), 401: ZErrorEnvelope, 404: ZErrorEnvelope, 409: ZErrorEnvelope, 422: ZErrorEnvelope },
      },
    }, async (request) => {
      const file = await findOwnFile(files.db, requireAuth(request).user.id, request.params.id);
      if (!file) throw notFound();
      // The receipt of a transfer under review or paid is the admin's evidence: it stays.
      if (file.kind === 'invoice' && (await isReceiptInUse(files.db, file.id))) throw new HttpError(409, 'payment_receipt_locked');
      await deleteFile(files, file);
      return { message: t(request.locale, 'success'), data: null };
    });

    app.get('/public-files/:key', {
      config: { public: true },
      schema: {
        tags: ['files'],
        summary: 'The bytes of a public file (profile photo, company logo) by its key; no token needed',
        params: ZPublicFileParams,
        response: { 200: fileResponse('The image'), 404: ZErrorEnvelope, 422: ZErrorEnvelope },
      },
    }, async (request, reply) => {
      const file = await findPublicFile(files.db, request.params.key);
      if (!file) throw notFound();
      return streamFile(files, reply, file, 'public');
    });
  };
