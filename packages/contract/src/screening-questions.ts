import { z } from 'zod';
import { plainNumberText } from './digits.ts';
import { readNumberWords } from './number-words.ts';
import { ZIdParam } from './ids.ts';

/**
 * Screening questions (issue 47 §3, decision 118): up to ten per job, asked when a seeker applies. A question may be
 * required, and a knock-out with the answers that pass: an applicant whose answer does not pass "does not meet the
 * requirements" for the company, and is never hidden for it.
 */
export const SCREENING_QUESTION_TYPES = ['yes_no', 'number', 'single_choice', 'multi_choice', 'short_text'] as const;
export type TScreeningQuestionType = (typeof SCREENING_QUESTION_TYPES)[number];
export const SCREENING_QUESTIONS_MAX = 10;
export const SCREENING_QUESTION_TEXT_MAX = 300;
export const SCREENING_CHOICE_MAX = 100;
export const SCREENING_CHOICES_MAX = 10;
export const SCREENING_ANSWER_TEXT_MAX = 500;
export const SCREENING_NUMBER_MAX = 100_000_000;
/** A company keeps at most this many questions in its library. */
export const SCREENING_LIBRARY_MAX = 100;
export const YES_NO = ['yes', 'no'] as const;

const choiceTypes: readonly TScreeningQuestionType[] = ['single_choice', 'multi_choice'];
export const isChoiceQuestion = (type: TScreeningQuestionType): boolean => choiceTypes.includes(type);

const ZNumberBound = z.number({ message: 'numeric' }).min(0, { message: 'min_value' }).max(SCREENING_NUMBER_MAX, { message: 'max_value' }).nullable().optional();

/** A question as the company writes it (its `id` is given by the server and kept; a new question has none). */
export const ZScreeningQuestionInput = z
  .object({
    id: z.string().regex(/^q[1-9]\d{0,2}$/, { message: 'valid' }).optional(),
    text: z.string().trim().min(3).max(SCREENING_QUESTION_TEXT_MAX),
    type: z.enum(SCREENING_QUESTION_TYPES),
    /** The choices of a choice question (two to ten, one a line in the form); empty for the other types. */
    choices: z.array(z.string().trim().min(1).max(SCREENING_CHOICE_MAX)).max(SCREENING_CHOICES_MAX).default([]),
    required: z.boolean().default(false),
    /** A knock-out is always required: an applicant who gives no answer could not be told to pass or not. */
    knockout: z.boolean().default(false),
    /** Knock-out yes/no: `['yes']` or `['no']`; knock-out choice: the choices that pass. */
    accepted: z.array(z.string().trim().min(1).max(SCREENING_CHOICE_MAX)).max(SCREENING_CHOICES_MAX).default([]),
    /** Knock-out number: the lowest and/or highest number that passes (both included). */
    min: ZNumberBound,
    max: ZNumberBound,
  })
  .strict()
  .superRefine((question, ctx) => {
    const choice = isChoiceQuestion(question.type);
    if (choice && new Set(question.choices).size < 2) ctx.addIssue({ code: 'custom', path: ['choices'], message: 'question_choices' });
    if (choice && new Set(question.choices).size !== question.choices.length) ctx.addIssue({ code: 'custom', path: ['choices'], message: 'duplicate_choice' });
    if (!question.knockout) return;
    if (question.type === 'short_text') ctx.addIssue({ code: 'custom', path: ['knockout'], message: 'question_knockout_text' });
    const allowed: readonly string[] = question.type === 'yes_no' ? YES_NO : question.choices;
    if (question.type === 'yes_no' || choice) {
      const fits = question.accepted.length > 0 && question.accepted.every((answer) => allowed.includes(answer)) && (question.type !== 'yes_no' || question.accepted.length === 1);
      if (!fits) ctx.addIssue({ code: 'custom', path: ['accepted'], message: 'question_accepted' });
    }
    if (question.type === 'number') {
      const { min, max } = question;
      if ((min === null || min === undefined) && (max === null || max === undefined)) ctx.addIssue({ code: 'custom', path: ['min'], message: 'question_range' });
      else if (typeof min === 'number' && typeof max === 'number' && min > max) ctx.addIssue({ code: 'custom', path: ['max'], message: 'question_range' });
    }
  });
export type TScreeningQuestionInput = z.input<typeof ZScreeningQuestionInput>;

/** The questions of one job (at most ten). */
export const ZScreeningQuestionsInput = z.array(ZScreeningQuestionInput).max(SCREENING_QUESTIONS_MAX, { message: 'max_items' });

/** A saved question, as the company's editor and the job's public answer show it. */
export const ZScreeningQuestion = z.object({
  id: z.string(),
  text: z.string(),
  type: z.enum(SCREENING_QUESTION_TYPES),
  choices: z.array(z.string()),
  required: z.boolean(),
  knockout: z.boolean(),
  accepted: z.array(z.string()),
  min: z.number().nullable(),
  max: z.number().nullable(),
});
export type TScreeningQuestion = z.infer<typeof ZScreeningQuestion>;

/** A question as seekers see it: what passes a knock-out is the company's own business. */
export const ZScreeningQuestionPublic = ZScreeningQuestion.pick({ id: true, text: true, type: true, choices: true, required: true });
export type TScreeningQuestionPublic = z.infer<typeof ZScreeningQuestionPublic>;

/**
 * The answers of POST /api/v1/jobs/:id/applications, by question id: yes/no `'yes' | 'no'` (or a boolean), a number
 * (or its digits as text, in any script), a choice, several choices, or a short text. Each is checked against the
 * job's question on the server (422 at `answers.<id>`).
 */
export const ZScreeningAnswersInput = z.record(
  z.string().regex(/^q[1-9]\d{0,2}$/),
  z.union([z.string().max(SCREENING_ANSWER_TEXT_MAX), z.number(), z.boolean(), z.array(z.string().max(SCREENING_CHOICE_MAX)).max(SCREENING_CHOICES_MAX), z.null()]),
);
export type TScreeningAnswersInput = z.input<typeof ZScreeningAnswersInput>;

/** An answer as kept with the application: the question as it was asked, the answer, and whether it passed its knock-out. */
export const ZScreeningAnswer = z.object({
  question_id: z.string(),
  text: z.string(),
  type: z.enum(SCREENING_QUESTION_TYPES),
  knockout: z.boolean(),
  /** null: not answered (an optional question). */
  answer: z.union([z.string(), z.number(), z.array(z.string()), z.null()]),
  /** A knock-out not passed. */
  knocked_out: z.boolean(),
});
export type TScreeningAnswer = z.infer<typeof ZScreeningAnswer>;

/** An answer as the seeker who gave it sees it (my applications, decision 152): the question and the answer, never the verdict. */
export const ZSeekerScreeningAnswer = ZScreeningAnswer.omit({ knockout: true, knocked_out: true });
export type TSeekerScreeningAnswer = z.infer<typeof ZSeekerScreeningAnswer>;
/** The seeker's view of kept answers: what the company decided about them stays out. */
export const seekerAnswersOf = (answers: readonly TScreeningAnswer[]): TSeekerScreeningAnswer[] =>
  answers.map(({ question_id, text, type, answer }) => ({ question_id, text, type, answer }));

/** The company's view of an application's answers: whether it meets the requirements (null: the job had no knock-out). */
export const ZApplicantScreening = z.object({
  meets_requirements: z.boolean().nullable(),
  answers: z.array(ZScreeningAnswer),
});
export type TApplicantScreening = z.infer<typeof ZApplicantScreening>;

/** An answer's field in a 422 answer: `answers.<question id>`. */
export const answerField = (questionId: string): string => `answers.${questionId}`;

/** A typed number in any script ("٥", "12,000") or in words («سنتان», "two", decision 152) as a number, or null when it is not one. */
export function readAnswerNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const plain = plainNumberText(value);
  if (/^\d+(\.\d+)?$/.test(plain)) return Number(plain);
  return readNumberWords(value);
}

/** The company's library of questions (decision 118). */
export const ZScreeningLibraryItem = z.object({ id: z.number().int(), question: ZScreeningQuestion, created_at: z.string() });
export type TScreeningLibraryItem = z.infer<typeof ZScreeningLibraryItem>;
export const ZScreeningLibrary = z.object({ items: z.array(ZScreeningLibraryItem) });
export type TScreeningLibrary = z.infer<typeof ZScreeningLibrary>;
export const ZScreeningLibraryParams = z.object({ id: ZIdParam });
/** POST /api/v1/company/screening-questions: one question to keep (its id, if any, is not kept). */
export const ZScreeningLibraryInput = z.object({ question: ZScreeningQuestionInput }).strict();
export type TScreeningLibraryInput = z.input<typeof ZScreeningLibraryInput>;
