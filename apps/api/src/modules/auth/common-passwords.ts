import { dictionary } from '@zxcvbn-ts/language-common';
import { passwordForms } from '@tawzeef/contract';

/**
 * The common passwords of leaked password lists, most common first (about 49,000: zxcvbn-ts's
 * `passwords-common`, shipped inside its npm package). Kept on the server: the browser gets only the contract's
 * shape rule (isPredictablePassword), and the web's forms show this one through the API's 422 (decision 022).
 */
const COMMON = new Set(dictionary['passwords-common']);

/** True for a common password, also when typed with the Arabic keyboard layout on or with Arabic-Indic digits. */
export function isCommonPassword(password: string): boolean {
  return passwordForms(password).some((form) => COMMON.has(form));
}
