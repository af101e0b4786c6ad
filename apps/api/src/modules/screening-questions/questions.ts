import { isChoiceQuestion, type TScreeningQuestion, type TScreeningQuestionInput } from '@tawzeef/contract';
import { HttpError, type TFieldError } from '../../errors.ts';

/**
 * A job's screening questions as saved (decision 118): the contract's schema has checked each one; here they get
 * their ids and the rule of a job with applicants (its saved questions first, unchanged; new ones only after them).
 */

type TParsedQuestion = Omit<TScreeningQuestion, 'id' | 'min' | 'max'> & { id?: string; min?: number | null; max?: number | null };

/** A checked question as stored: a knock-out is required; what does not apply to its type is emptied. */
export function toStoredQuestion(question: TParsedQuestion, id: string): TScreeningQuestion {
  const choice = isChoiceQuestion(question.type);
  const knockout = question.knockout && question.type !== 'short_text';
  return {
    id,
    text: question.text,
    type: question.type,
    choices: choice ? question.choices : [],
    required: question.required || knockout,
    knockout,
    accepted: knockout && (choice || question.type === 'yes_no') ? question.accepted : [],
    min: knockout && question.type === 'number' ? (question.min ?? null) : null,
    max: knockout && question.type === 'number' ? (question.max ?? null) : null,
  };
}

const QUESTION_KEYS = ['id', 'text', 'type', 'choices', 'required', 'knockout', 'accepted', 'min', 'max'] as const;

/** The same question, field by field (a jsonb column gives its keys back in its own order). */
export const sameQuestion = (a: TScreeningQuestion, b: TScreeningQuestion): boolean => QUESTION_KEYS.every((key) => JSON.stringify(a[key] ?? null) === JSON.stringify(b[key] ?? null));

/**
 * The questions to save. A question keeps its id when it names a saved one, and a new one takes the next free id
 * (`q1`, `q2`, …: never reused, so an answer kept with an application always names the question it answered). Once
 * the job has applicants (`isLocked`) the saved questions must come first, unchanged, or the whole list is 422.
 */
export function questionsToSave(input: readonly TScreeningQuestionInput[], saved: readonly TScreeningQuestion[], isLocked: boolean): TScreeningQuestion[] {
  const parsed = input as unknown as TParsedQuestion[];
  const savedIds = new Set(saved.map((question) => question.id));
  let next = Math.max(0, ...saved.map((question) => Number(question.id.slice(1)))) + 1;
  const used = new Set<string>();
  const questions = parsed.map((question) => {
    const keep = question.id && savedIds.has(question.id) && !used.has(question.id);
    const id = keep ? question.id! : `q${next++}`;
    used.add(id);
    return toStoredQuestion(question, id);
  });
  if (isLocked) {
    const errors: Record<string, TFieldError> = {};
    saved.forEach((question, index) => {
      const now = questions[index];
      if (!now || !sameQuestion(now, question)) errors[`screening_questions.${index}`] = 'questions_locked';
    });
    if (Object.keys(errors).length > 0) throw new HttpError(422, 'validation_failed', errors);
  }
  return questions;
}

/** The questions' words as one text for the job-ad screening (decision 083): each question and its choices, a line each. */
export function questionsText(questions: readonly Pick<TScreeningQuestion, 'text' | 'choices'>[] | null | undefined): string {
  return (questions ?? []).flatMap((question) => [question.text, ...question.choices]).join('\n');
}
