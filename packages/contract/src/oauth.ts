import { z } from 'zod';
import { ZAuthData, ZEmail, ZPhone, REGISTRABLE_USER_TYPES } from './auth.ts';
import { ZSecondStepRequired } from './second-step.ts';

/** External sign-in providers (SPEC §4 login strategies besides `local`). */
export const OAUTH_PROVIDERS = ['google', 'apple', 'facebook'] as const;
export type TOAuthProvider = (typeof OAUTH_PROVIDERS)[number];
export const ZOAuthProviderParams = z.object({ provider: z.enum(OAUTH_PROVIDERS) });

/** The web server's code exchange: the code from the provider's return, with the PKCE verifier and nonce it kept. */
export const ZOAuthExchange = z.strictObject({
  code: z.string().min(1).max(2048),
  code_verifier: z.string().min(43).max(128),
  redirect_uri: z.url().max(2048),
  nonce: z.string().min(1).max(256).optional(),
  /** Apple sends the name only on the first sign-in, in its form_post `user` field (JSON). */
  user: z.string().max(2048).optional(),
});
export type TOAuthExchange = z.input<typeof ZOAuthExchange>;

/** A first external sign-in: what is missing before an account can exist, and a short-lived token to finish it. */
export const ZOAuthNeeds = z.object({
  needs: z.array(z.enum(['type', 'phone', 'email'])),
  signup_token: z.string(),
  provider: z.enum(OAUTH_PROVIDERS),
  email: z.string().nullable(),
  name: z.string().nullable(),
});
export type TOAuthNeeds = z.infer<typeof ZOAuthNeeds>;

export const ZOAuthResult = z.union([ZAuthData, ZOAuthNeeds, ZSecondStepRequired]);
export type TOAuthResult = z.infer<typeof ZOAuthResult>;

export const ZOAuthComplete = z
  .strictObject({
    signup_token: z.string().min(1).max(4096),
    type: z.enum(REGISTRABLE_USER_TYPES),
    phone: ZPhone,
    /** Only when the provider gave no email (`needs` lists `email`). */
    email: ZEmail.optional(),
    foundation_name: z.string().trim().max(150).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.type === 'COMPANY' && !value.foundation_name) {
      ctx.addIssue({ code: 'custom', path: ['foundation_name'], message: 'required' });
    }
  });
export type TOAuthComplete = z.input<typeof ZOAuthComplete>;

export const ZOAuthProviders = z.object({ providers: z.array(z.enum(OAUTH_PROVIDERS)) });
export type TOAuthProviders = z.infer<typeof ZOAuthProviders>;

/** The web server asks for the provider's address to send the browser to (PKCE challenge, state, nonce). */
export const ZOAuthAuthorization = z.strictObject({
  redirect_uri: z.url().max(2048),
  state: z.string().min(16).max(256),
  nonce: z.string().min(16).max(256).optional(),
  code_challenge: z.string().min(43).max(128),
});
export type TOAuthAuthorization = z.input<typeof ZOAuthAuthorization>;

export const ZOAuthLinked = z.object({ provider: z.enum(OAUTH_PROVIDERS) });

/** The provider's sign-in address the web server sends the browser to. */
export const ZOAuthRedirect = z.object({ url: z.string() });

export function isAuthData(result: TOAuthResult): result is z.infer<typeof ZAuthData> {
  return 'access_token' in result;
}
