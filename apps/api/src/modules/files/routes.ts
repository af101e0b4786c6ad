import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { HttpError } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { routes } from '../../plugins/route.ts';
import { deleteOwnFile } from './delete-own-file.ts';
import { FILE_FIELD, ownFileToSend, publicFileToSend, streamFile, uploadOwnFile, type TReadFilePart } from './service.ts';

/**
 * The one file part of a multipart upload, cut at `maxBytes` (busboy drops the rest); null when the request is
 * not multipart or names its part otherwise. Read only when the service asks, after the caller may upload.
 */
export function filePartOf(request: FastifyRequest): TReadFilePart {
  return async (maxBytes) => {
    if (!request.isMultipart()) return null;
    try {
      const part = await request.file({ limits: { fileSize: maxBytes }, throwFileSizeLimit: false });
      if (!part || part.fieldname !== FILE_FIELD) {
        part?.file.resume();
        return null;
      }
      return { filename: part.filename, buffer: await part.toBuffer() };
    } catch (error) {
      throw unreadableForm(error);
    }
  };
}

/**
 * A multipart body the parser could not read (no boundary, cut before its end, a part without its headers): 400
 * "the request could not be read" in the caller's language (decision 089). The plugin's own refusals keep their
 * status (a body over the limits is 413).
 */
function unreadableForm(error: unknown): unknown {
  const status = (error as { statusCode?: unknown })?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return new HttpError(400, 'bad_request');
}

export const fileRoutes = (deps: TAppDeps) => async (app: FastifyInstance) => {
  routes(app, API.files, {
    upload: async (request) => {
      const data = await uploadOwnFile(deps, requireAuth(request).user, request.query.kind, filePartOf(request), (d) => request.formatDate(d));
      return { message: t(request.locale, 'success'), data };
    },
    download: async (request, reply) => streamFile(deps, reply, await ownFileToSend(deps.db, requireAuth(request).user.id, request.params.id), 'owner'),
    remove: async (request) => {
      await deleteOwnFile(deps, requireAuth(request).user.id, request.params.id);
      return { message: t(request.locale, 'success'), data: null };
    },
    publicFile: async (request, reply) => streamFile(deps, reply, await publicFileToSend(deps.db, request.params.key), 'public'),
  });
};
