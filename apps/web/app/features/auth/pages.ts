import { page, type TFeaturePages } from '../../lib/pages.ts';

/** The auth pages in the route table (routes.ts gathers every feature's, decision 215). */
export const pages: TFeaturePages = {
  resource: [
    // The options of a passkey's ceremony, asked by the passkey buttons (decision 165).
    page('passkey-options', 'routes/passkey-options.tsx'),
  ],
  registration: [
    // The sign-up is written in plain elements (decision 066).
    page('register', 'routes/register.tsx'),
  ],
  auth: [page('login', 'routes/login.tsx')],
  'auth-mantine': [
    page('logout', 'routes/logout.tsx'),
    page('account-deleted', 'routes/account-deleted.tsx'),
    page('forget-password', 'routes/forget-password.tsx'),
    page('reset-password', 'routes/reset-password.tsx'),
    page('otp-code', 'routes/otp-code.tsx'),
    page('verify-email', 'routes/verify-email.tsx'),
  ],
};
