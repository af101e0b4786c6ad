import type { TScreeningAnswersInput, TScreeningQuestionPublic } from '@tawzeef/contract';

/** A question's field in the apply form and in the API's 422 (`answers.q1`, decision 118). */
export const answerName = (questionId: string): string => `answers.${questionId}`;

/**
 * The apply form's answers for the API: one value per question (several for a multi-choice question), as typed (the
 * server reads digits in any script and checks each answer); an empty one is left out. Also the values to show again
 * after a refusal (several choices one a line).
 */
export function answersOf(form: FormData, questions: readonly TScreeningQuestionPublic[]): { answers: TScreeningAnswersInput; values: Record<string, string> } {
  const answers: TScreeningAnswersInput = {};
  const values: Record<string, string> = {};
  for (const question of questions) {
    const given = form.getAll(answerName(question.id)).filter((value): value is string => typeof value === 'string' && value.trim() !== '');
    if (given.length === 0) continue;
    answers[question.id] = question.type === 'multi_choice' ? given : given[0]!;
    values[answerName(question.id)] = given.join('\n');
  }
  return { answers, values };
}
