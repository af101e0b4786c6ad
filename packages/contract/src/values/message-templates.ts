/**
 * A company's message templates (decision 128): the plain values and the one render rule, with no Zod (decision 061),
 * so the web's preview and the API's sending fill a template the same way.
 *
 * A placeholder is written `{{name}}` (spaces inside the braces allowed: `{{ first_name }}`), in both languages'
 * texts alike; any other `{{…}}` is refused (422 naming it). A single brace is ordinary text.
 */

/** What a template is for: a message, an interview invitation's note, a rejection. */
export const MESSAGE_TEMPLATE_KINDS = ['message', 'interview', 'rejection'] as const;
export type TMessageTemplateKind = (typeof MESSAGE_TEMPLATE_KINDS)[number];

/** The placeholders, in the order the forms list them. */
export const MESSAGE_TEMPLATE_PLACEHOLDERS = ['first_name', 'job_title', 'company', 'interview_date', 'interview_time', 'member_name'] as const;
export type TMessageTemplatePlaceholder = (typeof MESSAGE_TEMPLATE_PLACEHOLDERS)[number];
/** Only an interview invitation has a day and a time to fill in. */
export const INTERVIEW_PLACEHOLDERS: readonly TMessageTemplatePlaceholder[] = ['interview_date', 'interview_time'];

/** At most this many templates per company. */
export const MESSAGE_TEMPLATES_MAX = 100;
/** A template's name: 1 to this many characters. */
export const MESSAGE_TEMPLATE_NAME_MAX = 80;
/** A template's text in one language: 1 to this many characters (an interview's note: its own limit, 1,000). */
export const MESSAGE_TEMPLATE_BODY_MAX = 2000;

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

const isPlaceholder = (name: string): name is TMessageTemplatePlaceholder => (MESSAGE_TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name);

/** The placeholders a text names that are not ones of this kind (as written, `{{…}}`), each once, in order. */
export function unknownPlaceholders(body: string, kind: TMessageTemplateKind | null): string[] {
  const unknown = new Set<string>();
  for (const match of body.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? '';
    if (!isPlaceholder(name) || (kind !== 'interview' && INTERVIEW_PLACEHOLDERS.includes(name))) unknown.add(`{{${name}}}`);
  }
  return [...unknown];
}

/** The one render rule: each `{{name}}` replaced by its value (a value not given leaves the placeholder as written). */
export function renderTemplate(body: string, values: Partial<Record<TMessageTemplatePlaceholder, string>>): string {
  return body.replace(PLACEHOLDER, (whole, name: string) => (isPlaceholder(name) ? (values[name] ?? whole) : whole));
}
