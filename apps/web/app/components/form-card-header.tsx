import type { ReactNode } from 'react';
import { hasFieldErrors, type TActionResult } from '../lib/context.ts';
import './plain.css';

/**
 * A form's title and subtitle, with the last failed submission's message announced to screen readers; not when the
 * refusal named its fields (their errors say it).
 */
export function FormCardHeader({ title, subtitle, result, titleSize }: { title: ReactNode; subtitle: ReactNode; result?: TActionResult; titleSize?: 'h2' | 'h3' }) {
  return (
    <>
      <div>
        <h1 className="plain-title" data-size={titleSize}>
          {title}
        </h1>
        {subtitle !== null && <p className="plain-dimmed form-card__subtitle">{subtitle}</p>}
      </div>
      {result && !result.ok && !hasFieldErrors(result) && (
        <p className="form-card__error" role="alert" data-testid="form-error">
          {result.message}
        </p>
      )}
    </>
  );
}
