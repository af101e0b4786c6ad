/**
 * The schemas of the public pages' forms, in one chunk of their own that `schema-loaders.ts` fetches once a page is
 * interactive (decision 061): Zod and the phone rules are not in those pages' first load.
 */
export { ZContactInput, ZForgotPassword, ZLogin, ZOAuthComplete, ZRegister, ZResetPassword, ZVerifyPhone } from '@tawzeef/contract';
