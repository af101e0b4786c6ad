import type { TOAuthComplete, TOAuthProvider } from '@tawzeef/contract';
import { text } from '../../lib/form-data.ts';

/** The missing details form's fields as the API's body (ZOAuthComplete), without the token (it stays in its cookie). */
export function completeInput(form: FormData): Omit<TOAuthComplete, 'signup_token'> {
  const type = text(form, 'type') as TOAuthComplete['type'];
  const email = text(form, 'email');
  return {
    type,
    phone: text(form, 'phone'),
    ...(type === 'COMPANY' ? { foundation_name: text(form, 'foundation_name') } : {}),
    ...(email ? { email } : {}),
  };
}

/** What the page shows of a pending first sign-in (the token itself stays in its httpOnly cookie). */
export interface TPendingView {
  provider: TOAuthProvider;
  needs: string[];
  email: string | null;
}
