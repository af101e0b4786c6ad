import type { TForgotPassword, TLogin, TRegister, TResetPassword } from '@tawzeef/contract';
import { checked, text } from '../../lib/form-data.ts';

/** The login form's fields as the API's body (ZLogin). */
export function loginInput(form: FormData): TLogin {
  return { login: text(form, 'login'), password: text(form, 'password'), remember: form.get('remember') === 'on' };
}

/** The registration form's fields as the API's body (ZRegister); company-only fields only for companies. */
export function registerInput(form: FormData): TRegister {
  const type = text(form, 'type') as TRegister['type'];
  const hearBy = text(form, 'hear_by_id');
  const invitation = type === 'COMPANY' ? text(form, 'invitation') : '';
  return {
    type,
    first_name: text(form, 'first_name'),
    last_name: text(form, 'last_name'),
    email: text(form, 'email'),
    phone: text(form, 'phone'),
    password: text(form, 'password'),
    password_confirmation: text(form, 'password_confirmation'),
    accept_terms: checked(form, 'accept_terms'),
    ...(type === 'COMPANY' && !invitation ? { foundation_name: text(form, 'foundation_name') } : {}),
    ...(invitation ? { invitation } : {}),
    ...(hearBy ? { hear_by_id: hearBy as TRegister['hear_by_id'] } : {}),
  };
}

export function forgotInput(form: FormData): TForgotPassword {
  return { login: text(form, 'login') };
}

/** The reset form: the link's token, or the phone and its SMS code, with the new password. */
export function resetInput(form: FormData): TResetPassword {
  const token = text(form, 'token');
  return {
    ...(token ? { token } : { phone: text(form, 'phone'), code: text(form, 'code') }),
    password: text(form, 'password'),
    password_confirmation: text(form, 'password_confirmation'),
  };
}

/** The phone code form (ZVerifyPhone). */
export function codeInput(form: FormData): { code: string } {
  return { code: text(form, 'code') };
}
