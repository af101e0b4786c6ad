import { SCREENING_QUESTIONS_MAX, type TScreeningQuestion, type TScreeningQuestionInput, type TScreeningQuestionType } from '@tawzeef/contract';
import { checked, parseNumber, text } from '../../lib/form-data.ts';

/**
 * The screening questions of the post-job form (decision 118) as form fields: row `i` is `sq_<i>_text`, `_type`,
 * `_choices` and `_accepted` (one a line), `_accepted_yn`, `_min`, `_max`, `_required`, `_knockout`, `_remove` and
 * `_keep` (keep it in the library); `sq_<i>_id` names a saved question, `sq_<i>_locked` one the job's applicants
 * answered (sent as saved). `sq_add` picks a question of the library to add.
 */
export const sq = (row: number, field: string): string => `sq_${row}_${field}`;

const lines = (value: string): string[] =>
  value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The saved questions as the text of their fields (the form's values before anything is typed). */
export function questionValues(questions: readonly TScreeningQuestion[]): Record<string, string> {
  const values: Record<string, string> = { sq_rows: String(Math.min(SCREENING_QUESTIONS_MAX, questions.length + 1)) };
  questions.forEach((question, row) => {
    Object.assign(values, {
      [sq(row, 'id')]: question.id,
      [sq(row, 'text')]: question.text,
      [sq(row, 'type')]: question.type,
      [sq(row, 'choices')]: question.choices.join('\n'),
      [sq(row, 'accepted')]: question.type === 'yes_no' ? '' : question.accepted.join('\n'),
      [sq(row, 'accepted_yn')]: question.type === 'yes_no' ? (question.accepted[0] ?? '') : '',
      [sq(row, 'min')]: question.min === null ? '' : String(question.min),
      [sq(row, 'max')]: question.max === null ? '' : String(question.max),
      [sq(row, 'required')]: question.required ? 'true' : '',
      [sq(row, 'knockout')]: question.knockout ? 'true' : '',
    });
  });
  return values;
}

/** A saved question as the API's input (unchanged: a locked one must come back as it was). */
const asInput = ({ id, text: words, type, choices, required, knockout, accepted, min, max }: TScreeningQuestion): TScreeningQuestionInput => ({ id, text: words, type, choices, required, knockout, accepted, min, max });

/** One row as the API's question, or null when it is blank or removed. */
function rowQuestion(form: FormData, row: number, saved: readonly TScreeningQuestion[]): TScreeningQuestionInput | null {
  const id = text(form, sq(row, 'id')) || undefined;
  const locked = id ? saved.find((question) => question.id === id) : undefined;
  if (locked && text(form, sq(row, 'locked')) === 'true') return asInput(locked);
  const words = text(form, sq(row, 'text')).trim();
  if (checked(form, sq(row, 'remove')) || (!words && !id)) return null;
  const type = (text(form, sq(row, 'type')) || 'yes_no') as TScreeningQuestionType;
  const isChoice = type === 'single_choice' || type === 'multi_choice';
  const knockout = checked(form, sq(row, 'knockout'));
  const yesNo = text(form, sq(row, 'accepted_yn'));
  return {
    ...(id ? { id } : {}),
    text: words,
    type,
    choices: isChoice ? lines(text(form, sq(row, 'choices'))) : [],
    required: checked(form, sq(row, 'required')),
    knockout,
    accepted: !knockout ? [] : type === 'yes_no' ? (yesNo ? [yesNo] : []) : isChoice ? lines(text(form, sq(row, 'accepted'))) : [],
    min: knockout && type === 'number' ? parseNumber(text(form, sq(row, 'min'))) : null,
    max: knockout && type === 'number' ? parseNumber(text(form, sq(row, 'max'))) : null,
  };
}

/** The questions of the form, in order, with the library's pick added after them; and which ones to keep in the library. */
export function questionsFromForm(form: FormData, saved: readonly TScreeningQuestion[], library: ReadonlyMap<string, TScreeningQuestion> = new Map()): { questions: TScreeningQuestionInput[]; keep: TScreeningQuestionInput[] } {
  const rows = Math.min(SCREENING_QUESTIONS_MAX, Number(text(form, 'sq_rows')) || 0);
  const questions: TScreeningQuestionInput[] = [];
  const keep: TScreeningQuestionInput[] = [];
  for (let row = 0; row < rows; row++) {
    const question = rowQuestion(form, row, saved);
    if (!question) continue;
    questions.push(question);
    if (checked(form, sq(row, 'keep'))) keep.push(question);
  }
  const picked = library.get(text(form, 'sq_add'));
  if (picked) {
    const { id: _id, ...copy } = asInput(picked);
    questions.push(copy);
  }
  return { questions, keep };
}
