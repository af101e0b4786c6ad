import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API, CV_IMPORT_MAX_BYTES } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { HttpError } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { routes } from '../../plugins/route.ts';
import { filePartOf } from '../files/routes.ts';
import { LISTS } from '../profile/lists.ts';
import { listHandlers } from '../profile/routes.ts';
import { oneLanguageOnce } from './languages.ts';
import { parseCv } from './parse-cv.ts';
import { printOptionsOf, savePrintOptions } from './print-options.ts';
import { readCvFile } from './read-cv-file.ts';

/** Reading a PDF takes a moment of CPU: a person imports a few CVs, not hundreds. */
const IMPORTS_PER_MINUTE = 10;

const userId = (request: FastifyRequest) => requireAuth(request).user.id;

/** The CV import (decision 038), the languages list and the printed CV's options. */
export const cvImportRoutes = (deps: TAppDeps) => async (app: FastifyInstance) => {
  routes(app, API.cvImport, {
    read: [
      async (request) => {
        requireAuth(request);
        const part = await filePartOf(request)(CV_IMPORT_MAX_BYTES + 1);
        if (!part) throw new HttpError(422, 'validation_failed', { file: 'is_required' });
        const { text, file } = await readCvFile(part.buffer);
        return { message: t(request.locale, 'cv_import_read'), data: parseCv(text, { ...file, scripts: [] }) };
      },
      { rateLimit: { max: IMPORTS_PER_MINUTE, timeWindow: '1 minute' } },
    ],
  });
  const languages = listHandlers(deps, LISTS.languages);
  routes(app, API.cvLanguages, {
    list: languages.list,
    create: (request) => oneLanguageOnce(() => languages.create(request)),
    update: (request) => oneLanguageOnce(() => languages.update(request)),
    remove: languages.remove,
  });
  routes(app, API.cvPrint, {
    getOptions: async (request) => ({ message: t(request.locale, 'success'), data: await printOptionsOf(deps.db, userId(request)) }),
    saveOptions: async (request) => ({ message: t(request.locale, 'print_options_saved'), data: await savePrintOptions(deps.db, userId(request), request.body) }),
  });
};
