import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { ZMessageTemplate, ZMessageTemplateInput, ZMessageTemplateList, ZMessageTemplateParams, ZMessageTemplateRenderQuery, ZMessageTemplateRendered } from '../message-templates.ts';

const tags = ['messages'] as const;
const placeholders =
  'Placeholders are written `{{first_name}}`, `{{job_title}}`, `{{company}}`, `{{member_name}}`, and in an interview template `{{interview_date}}`, `{{interview_time}}`; any other is 422 at the field, naming it. ' +
  'Owners and recruiters (capability `messages`); a viewer is 403; another company\'s template is 404.';

/**
 * A company's message templates (decision 128): used in messages, interview invitations (`template_id`) and bulk
 * rejections and messages (`template_id`), each seeker receiving the text in their language. API module:
 * modules/message-templates.
 */
export const messageTemplatesEndpoints = {
  messageTemplates: {
    list: endpoint({
      method: 'GET',
      path: '/api/v1/company/message-templates',
      access: ['COMPANY'],
      response: ZMessageTemplateList,
      tags,
      summary: "The company's message templates, by name, with the cap",
    }),
    create: endpoint({
      method: 'POST',
      path: '/api/v1/company/message-templates',
      access: ['COMPANY'],
      body: ZMessageTemplateInput,
      response: ZMessageTemplate,
      status: 201,
      errors: [422],
      tags,
      summary: 'Write a template: a name, its kind (message, interview, rejection), its text in Arabic and in English (at most 100 templates: 422 at `name`)',
      description: placeholders,
    }),
    update: endpoint({
      method: 'PUT',
      path: '/api/v1/company/message-templates/:id',
      access: ['COMPANY'],
      params: ZMessageTemplateParams,
      body: ZMessageTemplateInput,
      response: ZMessageTemplate,
      errors: [404, 422],
      tags,
      summary: 'Replace a template (recorded under the member who changed it)',
      description: placeholders,
    }),
    remove: endpoint({
      method: 'DELETE',
      path: '/api/v1/company/message-templates/:id',
      access: ['COMPANY'],
      params: ZMessageTemplateParams,
      response: z.null(),
      errors: [404],
      tags,
      summary: 'Delete a template (messages already sent keep their text)',
    }),
    render: endpoint({
      method: 'GET',
      path: '/api/v1/company/message-templates/:id/render',
      access: ['COMPANY'],
      params: ZMessageTemplateParams,
      query: ZMessageTemplateRenderQuery,
      response: ZMessageTemplateRendered,
      errors: [404, 422],
      tags,
      summary: "A message or rejection template filled in for one of the company's conversations, or for a conversation about to start: in the job seeker's language, with their first name, the job, the company and the member",
      description: 'The composer puts it in the box for the member to read and change before sending. `conversation`, or `seeker` (and `job`) for a first message, which answers as starting the conversation would (404, 403, 422). An interview template is 422 (its day and time come with the invitation: `template_id` there).',
    }),
  },
} as const;
