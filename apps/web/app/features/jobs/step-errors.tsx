import { useEffect, useRef, type MouseEvent } from 'react';
import { Alert, Anchor, List } from '@mantine/core';
import type { TFieldErrors } from '@tawzeef/contract';
import { useI18n, type TMessageId } from '../../i18n/index.ts';
import { showToast } from '../../lib/app-effects.ts';
import { JOB_STEPS, STEP_FIELDS, stepOfField } from './job-form.ts';

/** The id of the element around a field of the post-job form (job-fields.tsx): the error summary links to it. */
export const fieldAnchor = (field: string) => `job-field-${field}`;

/** A step's errors in the order a person meets them: this step's fields as the form shows them, then the other steps'. */
export function orderedErrors(errors: TFieldErrors, step: number): Array<{ field: string; message: string; step: number }> {
  const order = JOB_STEPS.flatMap((name) => STEP_FIELDS[name] as readonly string[]);
  const rank = (field: string) => {
    const on = stepOfField(field);
    const index = order.indexOf(field);
    return (on === step ? 0 : 1000 * on) + (index === -1 ? 999 : index);
  };
  return Object.entries(errors)
    .filter(([, messages]) => messages && messages.length > 0)
    .map(([field, messages]) => ({ field, message: messages[0]!, step: stepOfField(field) }))
    .sort((a, b) => rank(a.field) - rank(b.field));
}

/** The first control a person can type in or choose within a field's element (hidden inputs and editors left out). */
function controlOf(field: string): HTMLElement | null {
  const around = document.getElementById(fieldAnchor(field));
  if (!around) return null;
  const controls = around.querySelectorAll<HTMLElement>('input:not([type="hidden"]), select, textarea, [contenteditable="true"], button');
  for (const control of controls) if (control.getClientRects().length > 0 && !control.hasAttribute('disabled')) return control;
  return null;
}

/** Moves the focus to a field's control, scrolled into view; false when it is not on this page. */
function focusField(field: string): boolean {
  const control = controlOf(field);
  if (!control) return false;
  control.scrollIntoView({ block: 'center' });
  control.focus({ preventScroll: true });
  return true;
}

/**
 * The errors of a refused step where the eye is (section 5 of issue 43): a summary at the top of the step listing each
 * error as a link to its field (another step's field links to that step), in the page's language. Rendered by the
 * server too, so a page without JavaScript shows it and its links work. With JavaScript, each refusal (the form's own
 * check, `refusals`, or the server's answer, `serverErrors`) moves the focus to the first error's field (to the summary
 * when that field is on another step), and the form's own refusals say so in a toast (the server's answer has its own).
 */
export function StepErrorSummary({ errors, step, refusals, serverErrors, stepHref, title }: {
  errors: TFieldErrors;
  step: number;
  refusals: number;
  serverErrors: TFieldErrors | undefined;
  stepHref: ((step: number) => string) | null;
  title?: string;
}) {
  const { t } = useI18n();
  const summary = useRef<HTMLDivElement>(null);
  const items = orderedErrors(errors, step);
  const first = items[0];

  const focusFirst = () => {
    if (!first || first.step !== step || !focusField(first.field)) summary.current?.focus();
  };
  // The count lives with the form across steps: only a refusal made after this step was shown is answered here.
  const answered = useRef(refusals);
  useEffect(() => {
    if (refusals === answered.current) return;
    answered.current = refusals;
    focusFirst();
    showToast('error', t('jobs.errors.toast'), t('toast.close'));
    // Only a new refusal moves the focus, not each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refusals]);
  useEffect(() => {
    if (serverErrors && Object.keys(serverErrors).length > 0) focusFirst();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverErrors]);

  if (items.length === 0) return null;
  const onLink = (field: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (focusField(field)) event.preventDefault();
  };
  return (
    <Alert ref={summary} tabIndex={-1} color="red" variant="light" title={title ?? t('jobs.errors.title')} data-testid="error-summary" className="post-job__errors">
      <List size="sm" spacing={4}>
        {items.map(({ field, message, step: on }) => {
          const label = t(`jobs.field.${field}` as TMessageId);
          const here = on === step || !stepHref;
          return (
            <List.Item key={field}>
              <Anchor href={here ? `#${fieldAnchor(field)}` : `${stepHref(on)}#${fieldAnchor(field)}`} onClick={here ? onLink(field) : undefined} data-testid={`error-link-${field}`} size="sm">
                {label}: {message}
                {!here && ` (${t('jobs.errors.onStep', { step: t(`jobs.step.${JOB_STEPS[on - 1]!}`) })})`}
              </Anchor>
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
