import { YES_NO, type TScreeningQuestionPublic } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { RadioField, TextAreaField, TextField } from '../../components/plain.tsx';
import { answerName } from './screening-answers.ts';

/**
 * The job's screening questions in the apply form (decision 118), each as its kind of field, in the seeker's language
 * (the questions as the company wrote them). What a refusal kept is shown again with the server's message per question.
 */
export function ScreeningFields({ questions, values, errors }: { questions: readonly TScreeningQuestionPublic[]; values?: Record<string, string>; errors?: Record<string, string[]> }) {
  const { t } = useI18n();
  if (questions.length === 0) return null;
  return (
    <fieldset className="plain-stack apply-questions" data-gap="sm" data-testid="apply-questions">
      <legend className="plain-label plain-strong">{t('jobPage.questions.title')}</legend>
      {questions.map((question) => {
        const name = answerName(question.id);
        const error = errors?.[name]?.[0];
        const value = values?.[name] ?? '';
        const label = <bdi>{question.text}</bdi>;
        const testId = `answer-${question.id}`;
        switch (question.type) {
          case 'yes_no':
            return (
              <RadioField key={name} name={name} label={label} required={question.required} defaultValue={value} error={error} testId={testId}
                options={YES_NO.map((answer) => ({ value: answer, label: t(`jobPage.questions.${answer}`) }))} optionTestId={(answer) => `${testId}-${answer}`} />
            );
          case 'single_choice':
            return <RadioField key={name} name={name} label={label} required={question.required} defaultValue={value} error={error} testId={testId} options={question.choices.map((choice) => ({ value: choice, label: choice }))} optionTestId={(choice) => `${testId}-${question.choices.indexOf(choice)}`} />;
          case 'multi_choice': {
            const chosen = value.split('\n');
            return (
              <fieldset key={name} className="plain-radios" data-testid={testId} aria-invalid={error ? true : undefined}>
                <legend className="plain-label">
                  {label}
                  {question.required && <span className="plain-required" aria-hidden="true"> *</span>}
                </legend>
                <p className="plain-text-sm plain-dimmed">{t('jobPage.questions.several')}</p>
                {question.choices.map((choice, index) => (
                  <label key={choice} className="plain-radio">
                    <input type="checkbox" name={name} value={choice} defaultChecked={chosen.includes(choice)} data-testid={`${testId}-${index}`} />
                    {choice}
                  </label>
                ))}
                {error && <p className="plain-error" role="alert">{error}</p>}
              </fieldset>
            );
          }
          case 'number':
            // Words are numbers too («سنتان», "two", decision 152): a text keyboard, the writing's own direction.
            return <TextField key={name} name={name} label={label} description={t('jobPage.questions.numberHint')} required={question.required} defaultValue={value} error={error} maxLength={80} dir="auto" data-testid={testId} />;
          case 'short_text':
            return <TextAreaField key={name} name={name} label={label} required={question.required} defaultValue={value} error={error} rows={2} maxLength={500} dir="auto" data-testid={testId} />;
        }
      })}
    </fieldset>
  );
}
