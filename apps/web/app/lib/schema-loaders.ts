/** Loaders of the public forms' schemas for `useClientValidation` (decision 061); each is one stable function. */
const schemas = () => import('./form-schemas.ts');

export const contactSchema = () => schemas().then((module) => module.ZContactInput);
export const forgotPasswordSchema = () => schemas().then((module) => module.ZForgotPassword);
export const loginSchema = () => schemas().then((module) => module.ZLogin);
export const oauthCompleteSchema = () => schemas().then((module) => module.ZOAuthComplete);
export const registerSchema = () => schemas().then((module) => module.ZRegister);
export const resetPasswordSchema = () => schemas().then((module) => module.ZResetPassword);
export const verifyPhoneSchema = () => schemas().then((module) => module.ZVerifyPhone);
