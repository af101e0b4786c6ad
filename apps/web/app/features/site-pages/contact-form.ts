import type { TContactInput } from '@tawzeef/contract';
import type { TActionResult } from '../../lib/context.ts';
import { text } from '../../lib/form-data.ts';

/** The contact form's fields as the API takes them (an empty phone or honeypot is left out). */
export function contactInput(form: FormData): TContactInput {
  const phone = text(form, 'phone');
  const website = text(form, 'website');
  return {
    name: text(form, 'name'),
    email: text(form, 'email'),
    ...(phone ? { phone } : {}),
    subject: text(form, 'subject'),
    message: text(form, 'message'),
    ...(website ? { website } : {}),
  };
}

export type TContactResult = TActionResult & { sent?: boolean; values?: TContactInput };
