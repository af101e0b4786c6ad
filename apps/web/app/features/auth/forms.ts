import type { TLogin, TRegister } from '@tawzeef/contract';
import { text } from '../../lib/form-data.ts';

/** The login form's fields as the API's body (ZLogin). */
export function loginInput(form: FormData): TLogin {
  return { login: text(form, 'login'), password: text(form, 'password'), remember: form.get('remember') === 'on' };
}

/** The registration form's fields as the API's body (ZRegister); company-only fields only for companies. */
export function registerInput(form: FormData): TRegister {
  const type = text(form, 'type') as TRegister['type'];
  const hearBy = text(form, 'hear_by_id');
  return {
    type,
    first_name: text(form, 'first_name'),
    last_name: text(form, 'last_name'),
    email: text(form, 'email'),
    phone: text(form, 'phone'),
    password: text(form, 'password'),
    password_confirmation: text(form, 'password_confirmation'),
    ...(type === 'COMPANY' ? { foundation_name: text(form, 'foundation_name') } : {}),
    ...(hearBy ? { hear_by_id: hearBy as TRegister['hear_by_id'] } : {}),
  };
}
