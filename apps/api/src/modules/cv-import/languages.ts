import { isUniqueViolation } from '../../db/errors.ts';
import { HttpError } from '../../errors.ts';

/** A write of the languages list: a language listed twice answers 409 with a message that says what to do. */
export async function oneLanguageOnce<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'cv_languages_user_language_unique')) throw new HttpError(409, 'language_listed');
    throw error;
  }
}
