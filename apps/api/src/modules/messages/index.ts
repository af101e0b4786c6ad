import type { TApiModule } from '../../module.ts';
import { mailSchedule } from '../delivery/scheduled-mail.ts';
import { messageTemplateRoutes } from '../message-templates/routes.ts';
import { checkFirstMessage } from './first-message.ts';
import { messageRoutes } from './routes.ts';
import { unreadMessageMails } from './unread-mail.ts';

export const apiModule: TApiModule = {
  // The message templates' routes come from here: whether a company may write first is this module's rule, and
  // messages already imports message-templates (decision 101: no cycle between modules).
  v1: [messageRoutes, (deps) => messageTemplateRoutes(deps, checkFirstMessage)],
  schedules: [mailSchedule(unreadMessageMails)],
};
