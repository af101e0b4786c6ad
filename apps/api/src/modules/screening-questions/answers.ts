import { answerField, readAnswerNumber, SCREENING_ANSWER_TEXT_MAX, type TScreeningAnswer, type TScreeningAnswersInput, type TScreeningQuestion } from '@tawzeef/contract';
import { HttpError, type TFieldError } from '../../errors.ts';

/**
 * A seeker's answers to a job's screening questions (decision 118), checked against the questions on the server:
 * each missing required answer or answer that does not fit its question is a 422 at `answers.<question id>`; the
 * answers kept say for each knock-out whether it passed.
 */

type TRawAnswer = TScreeningAnswersInput[string];

const isBlank = (value: TRawAnswer | undefined): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** The answer read for its question, or the error key when it does not fit. */
function readAnswer(question: TScreeningQuestion, value: TRawAnswer): { answer: string | number | string[] } | { error: TFieldError } {
  switch (question.type) {
    case 'yes_no': {
      const answer = value === true ? 'yes' : value === false ? 'no' : typeof value === 'string' ? value.trim() : '';
      return answer === 'yes' || answer === 'no' ? { answer } : { error: 'answer_choice' };
    }
    case 'number': {
      const answer = readAnswerNumber(value);
      if (answer === null) return { error: 'answer_number' };
      if (answer < 0) return { error: 'positive' };
      return { answer };
    }
    case 'single_choice': {
      const answer = typeof value === 'string' ? value.trim() : Array.isArray(value) && value.length === 1 ? value[0]!.trim() : null;
      return answer !== null && question.choices.includes(answer) ? { answer } : { error: 'answer_choice' };
    }
    case 'multi_choice': {
      const list = (Array.isArray(value) ? value : typeof value === 'string' ? [value] : []).map((item) => item.trim());
      if (list.length === 0 || !list.every((item) => question.choices.includes(item))) return { error: 'answer_choice' };
      if (new Set(list).size !== list.length) return { error: 'duplicate_choice' };
      return { answer: question.choices.filter((choice) => list.includes(choice)) };
    }
    case 'short_text': {
      if (typeof value !== 'string') return { error: 'valid' };
      const answer = value.trim().replace(/\s+/g, ' ');
      return answer.length > SCREENING_ANSWER_TEXT_MAX ? { error: { key: 'max', params: { max: SCREENING_ANSWER_TEXT_MAX } } } : { answer };
    }
  }
}

/** Whether an answer passes its question's knock-out (a question that is none passes). */
export function passesKnockout(question: TScreeningQuestion, answer: string | number | string[] | null): boolean {
  if (!question.knockout) return true;
  if (answer === null) return false;
  if (question.type === 'number') {
    const value = typeof answer === 'number' ? answer : NaN;
    return !Number.isNaN(value) && (question.min === null || value >= question.min) && (question.max === null || value <= question.max);
  }
  const given = Array.isArray(answer) ? answer : [String(answer)];
  // Several choices pass when every one chosen is accepted.
  return given.length > 0 && given.every((item) => question.accepted.includes(item));
}

/** The answers to keep with the application and whether they meet the requirements (null: no knock-out asked); 422 otherwise. */
export function checkAnswers(questions: readonly TScreeningQuestion[], input: TScreeningAnswersInput | undefined): { answers: TScreeningAnswer[]; meetsRequirements: boolean | null } {
  const given = input ?? {};
  const errors: Record<string, TFieldError> = {};
  const known = new Set(questions.map((question) => question.id));
  for (const id of Object.keys(given)) if (!known.has(id)) errors[answerField(id)] = 'unknown_field';
  const answers: TScreeningAnswer[] = [];
  for (const question of questions) {
    const value = given[question.id];
    if (isBlank(value)) {
      if (question.required) errors[answerField(question.id)] = 'required';
      answers.push({ question_id: question.id, text: question.text, type: question.type, knockout: question.knockout, answer: null, knocked_out: question.knockout });
      continue;
    }
    const read = readAnswer(question, value!);
    if ('error' in read) {
      errors[answerField(question.id)] = read.error;
      continue;
    }
    answers.push({ question_id: question.id, text: question.text, type: question.type, knockout: question.knockout, answer: read.answer, knocked_out: !passesKnockout(question, read.answer) });
  }
  if (Object.keys(errors).length > 0) throw new HttpError(422, 'validation_failed', errors);
  const hasKnockout = questions.some((question) => question.knockout);
  return { answers, meetsRequirements: hasKnockout ? answers.every((answer) => !answer.knocked_out) : null };
}
