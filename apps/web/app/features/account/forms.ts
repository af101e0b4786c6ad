import type { TForgotPassword, TResetPassword } from '@tawzeef/contract';
import { text } from '../../lib/form-data.ts';

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
