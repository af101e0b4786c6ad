import { z } from 'zod';
import { ZIdParam } from './ids.ts';
import { INTERVIEW_PLACEHOLDERS, MESSAGE_TEMPLATE_BODY_MAX, MESSAGE_TEMPLATE_KINDS, MESSAGE_TEMPLATE_NAME_MAX, unknownPlaceholders, type TMessageTemplateKind, type TMessageTemplatePlaceholder } from './values/message-templates.ts';

/**
 * A company's message templates (issue 49 §2, decision 128): a name, what it is for, a text in Arabic and one in
 * English with placeholders (`{{first_name}}`…); each seeker is sent the text in their own language, filled in for them.
 */

/** Refuses the placeholders a text may not name (422 at the field, naming the first one). */
export function checkPlaceholders(body: string | undefined, kind: TMessageTemplateKind | null, path: string, context: z.RefinementCtx): void {
  if (!body) return;
  const [first] = unknownPlaceholders(body, kind);
  if (!first) return;
  const interviewOnly = INTERVIEW_PLACEHOLDERS.includes(first.slice(2, -2) as TMessageTemplatePlaceholder);
  context.addIssue({ code: 'custom', path: [path], message: interviewOnly ? 'template_placeholder_interview' : 'template_placeholder_unknown', params: { name: first } });
}

const ZBody = z.string().trim().min(1).max(MESSAGE_TEMPLATE_BODY_MAX);

/** POST /api/v1/company/message-templates and PUT …/:id: the whole template. */
export const ZMessageTemplateInput = z
  .object({
    name: z
      .string()
      .transform((value) => value.replace(/\s+/g, ' ').trim())
      .pipe(z.string().min(1).max(MESSAGE_TEMPLATE_NAME_MAX)),
    kind: z.enum(MESSAGE_TEMPLATE_KINDS),
    body_ar: ZBody,
    body_en: ZBody,
  })
  .strict()
  .superRefine((value, context) => {
    checkPlaceholders(value.body_ar, value.kind, 'body_ar', context);
    checkPlaceholders(value.body_en, value.kind, 'body_en', context);
  });
export type TMessageTemplateInput = z.input<typeof ZMessageTemplateInput>;
export type TMessageTemplateData = z.output<typeof ZMessageTemplateInput>;

export const ZMessageTemplateParams = z.object({ id: ZIdParam });

const ZMember = z.object({ id: z.number().int(), name: z.string() }).nullable();
export const ZMessageTemplate = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(MESSAGE_TEMPLATE_KINDS),
  body_ar: z.string(),
  body_en: z.string(),
  /** The member who wrote it and the one who last changed it (null once their account is gone). */
  created_by: ZMember,
  updated_by: ZMember,
  created_at: z.string(),
  updated_at: z.string(),
});
export type TMessageTemplate = z.infer<typeof ZMessageTemplate>;
export const ZMessageTemplateList = z.object({ items: z.array(ZMessageTemplate), max: z.number().int() });
export type TMessageTemplateList = z.infer<typeof ZMessageTemplateList>;

/** GET /api/v1/company/message-templates/:id/render?conversation=: the text for that conversation's job seeker. */
/**
 * Whom a template is filled in for: one of the company's conversations, or the job seeker (and the job, when there
 * is one) of a conversation the member is about to start.
 */
export const ZMessageTemplateRenderQuery = z
  .object({ conversation: ZIdParam.optional(), seeker: ZIdParam.optional(), job: ZIdParam.optional() })
  .refine((query) => (query.conversation === undefined) !== (query.seeker === undefined), { message: 'required', path: ['conversation'] });
export type TMessageTemplateRenderQuery = z.infer<typeof ZMessageTemplateRenderQuery>;
export const ZMessageTemplateRendered = z.object({ body: z.string(), locale: z.enum(['ar', 'en']) });
export type TMessageTemplateRendered = z.infer<typeof ZMessageTemplateRendered>;
