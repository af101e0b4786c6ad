import { useId, useState, type CSSProperties, type ComponentProps, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { useI18n } from '../i18n/index.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import './plain.css';

/**
 * Form fields and buttons as plain elements in the look of Mantine's (components/plain.css), for the public pages
 * that render many of them on every request (the job search's bar and filters): Mantine's components cost a page
 * several milliseconds of server rendering and a kilobyte of markup each (style attributes, icons).
 */

export type TOption = { value: string; label: string };

/** A field's label with the required mark (Mantine's asterisk, hidden from screen readers as the field says it). */
function LabelText({ label, required }: { label: ReactNode; required?: boolean }) {
  return (
    <>
      {label}
      {required && (
        <span className="plain-required" aria-hidden="true">
          {' *'}
        </span>
      )}
    </>
  );
}

/** A field's error under it, named by the field (`aria-describedby`). */
function FieldError({ id, error, testId }: { id: string; error?: string; testId?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="plain-error" data-testid={testId}>
      {error}
    </p>
  );
}

/** A field's frame: its label above the control, which `children` renders with the id given. */
function FieldFrame({ label, required, className, children }: { label: ReactNode; required?: boolean; className?: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={className ? `plain-field ${className}` : 'plain-field'}>
      <label className="plain-label" htmlFor={id}>
        <LabelText label={label} required={required} />
      </label>
      {children(id)}
    </div>
  );
}

/** A labelled `<select>` (Mantine's NativeSelect); its other props go to the select. */
export function SelectField({ label, options, error, className, ...select }: { label: ReactNode; options: readonly TOption[]; error?: string } & Omit<ComponentProps<'select'>, 'children'>) {
  const { describedBy, errorNote } = useFieldNotes(null, error);
  return (
    <FieldFrame label={label} required={select.required} className={className}>
      {(id) => (
        <>
          <select id={id} className="plain-input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...select}>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {errorNote}
        </>
      )}
    </FieldFrame>
  );
}

/** A field's description (above its control) and error (under it), and the ids that name them on the control. */
function useFieldNotes(description: ReactNode, error: string | undefined) {
  const descriptionId = useId();
  const errorId = useId();
  return {
    describedBy: [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined,
    descriptionNote: description ? (
      <p id={descriptionId} className="plain-description">
        {description}
      </p>
    ) : null,
    errorNote: <FieldError id={errorId} error={error} />,
  };
}

type TNotes = { label: ReactNode; description?: ReactNode; error?: string };

/** A labelled `<input>` (Mantine's TextInput), with its description and error; its other props go to the input. */
export function TextField({ label, description, error, className, ...input }: TNotes & ComponentProps<'input'>) {
  const { describedBy, descriptionNote, errorNote } = useFieldNotes(description, error);
  return (
    <FieldFrame label={label} required={input.required} className={className}>
      {(id) => (
        <>
          {descriptionNote}
          <input id={id} className="plain-input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
          {errorNote}
        </>
      )}
    </FieldFrame>
  );
}

/** A phone number input: left-to-right digits, the phone keyboard on phones, the browser's autofill. */
export function PhoneField(props: TNotes & ComponentPropsWithoutRef<'input'>) {
  return <TextField name="phone" type="tel" required autoComplete="tel" inputMode="tel" dir="ltr" {...props} />;
}

/**
 * A password input (Mantine's PasswordInput) whose show/hide button is labelled in the page language; the button
 * comes with JavaScript (without it there is nothing it could do).
 */
export function PasswordField({ label, description, error, className, ...input }: TNotes & ComponentPropsWithoutRef<'input'>) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(false);
  const { describedBy, descriptionNote, errorNote } = useFieldNotes(description, error);
  return (
    <FieldFrame label={label} required={input.required ?? true} className={className}>
      {(id) => (
        <>
          {descriptionNote}
          <div className="plain-password">
            <input
              id={id}
              className="plain-input"
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              {...input}
              type={visible ? 'text' : 'password'}
            />
            {hydrated && (
              <button type="button" className="plain-password__toggle" aria-label={t('form.showPassword')} aria-pressed={visible} onClick={() => setVisible(!visible)}>
                <svg width="15" height="15" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                  <path d={visible ? 'M3 3l18 18M10.6 6.1A9.8 9.8 0 0 1 12 6c5 0 9 6 9 6a17 17 0 0 1-3 3.6M6.6 6.6A17 17 0 0 0 3 12s4 6 9 6a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2' : 'M3 12s4-6 9-6 9 6 9 6-4 6-9 6-9-6-9-6Z M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z'} />
                </svg>
              </button>
            )}
          </div>
          {errorNote}
        </>
      )}
    </FieldFrame>
  );
}

/** A checkbox with its label beside it (Mantine's Checkbox); its other props go to the input. */
export function CheckboxField({ label, error, className, ...input }: { label: ReactNode; error?: string } & Omit<ComponentPropsWithoutRef<'input'>, 'type'>) {
  const { describedBy, errorNote } = useFieldNotes(null, error);
  return (
    <div className={className}>
      <label className="plain-checkbox">
        <input type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
        <span>{label}</span>
      </label>
      {errorNote}
    </div>
  );
}

/**
 * Radio buttons in a fieldset whose legend names them (Mantine's Radio.Group), with an error under them when the
 * server refused the choice. `testId` names the group, `optionTestId` each button.
 */
export function RadioField({ label, name, defaultValue, options, required, error, testId, errorTestId, optionTestId }: {
  label: ReactNode;
  name: string;
  defaultValue?: string;
  options: readonly TOption[];
  required?: boolean;
  error?: string;
  testId?: string;
  errorTestId?: string;
  optionTestId?: (value: string) => string;
}) {
  const errorId = useId();
  return (
    <fieldset className="plain-radios" data-testid={testId} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="plain-label">
        <LabelText label={label} required={required} />
      </legend>
      {options.map((option) => (
        <label key={option.value} className="plain-radio">
          <input type="radio" name={name} value={option.value} defaultChecked={option.value === defaultValue} required={required} data-testid={optionTestId?.(option.value)} />
          {option.label}
        </label>
      ))}
      <FieldError id={errorId} error={error} testId={errorTestId} />
    </fieldset>
  );
}

/** A labelled `<textarea>` (Mantine's Textarea, growing with its text where the browser can); other props go to it. */
export function TextAreaField({ label, error, description, className, ...textarea }: TNotes & ComponentPropsWithoutRef<'textarea'>) {
  const { describedBy, descriptionNote, errorNote } = useFieldNotes(description, error);
  return (
    <FieldFrame label={label} required={textarea.required} className={className}>
      {(id) => (
        <>
          {descriptionNote}
          <textarea id={id} className="plain-input" rows={2} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...textarea} />
          {errorNote}
        </>
      )}
    </FieldFrame>
  );
}

export type TButtonLook = {
  variant?: 'filled' | 'light' | 'subtle' | 'default' | 'outline';
  /** The red of a light button that reports or removes. */
  danger?: boolean;
  size?: 'xs' | 'sm' | 'md' | 'compact-sm' | 'compact-md';
  radius?: 'xl';
  fullWidth?: boolean;
  loading?: boolean;
  /** Classes of the element's own, beside the button's. */
  className?: string;
};

/** The attributes that give a button, or a link, the look of Mantine's Button (spread them on the element). */
export function buttonLook({ variant = 'filled', danger, size = 'sm', radius, fullWidth, loading, className }: TButtonLook = {}) {
  return {
    className: className ? `plain-button ${className}` : 'plain-button',
    'data-variant': variant === 'filled' ? undefined : variant,
    'data-danger': danger || undefined,
    'data-size': size === 'sm' ? undefined : size,
    'data-radius': radius,
    'data-full-width': fullWidth || undefined,
    'data-loading': loading || undefined,
    'aria-busy': loading || undefined,
  };
}

/** The part of a theme colour's variable names after `--mantine-`: the primary colour's are named apart. */
const toneOf = (color: string) => (color === 'primary' ? 'primary-color' : `color-${color}`);

/**
 * The attributes that give an element the look of Mantine's Badge at size sm (spread them on a `<span>` or a link):
 * `light` (the default) or `filled` in one of the theme's colours (`primary` by default), `circle` for a count.
 */
export function badgeLook({ color = 'primary', variant = 'light', size, circle, className }: { color?: string; variant?: 'light' | 'filled'; size?: 'md' | 'lg'; circle?: boolean; className?: string } = {}) {
  const tone = toneOf(color);
  return {
    className: className ? `plain-badge ${className}` : 'plain-badge',
    'data-circle': circle || undefined,
    'data-size': size,
    style: (variant === 'filled'
      ? { '--plain-badge-bg': `var(--mantine-${tone}-filled)`, '--plain-badge-fg': 'var(--mantine-color-white)' }
      : { '--plain-badge-bg': `var(--mantine-${tone}-light)`, '--plain-badge-fg': `var(--mantine-${tone}-light-color)` }) as CSSProperties,
  };
}

/**
 * Mantine's light Alert in one of the theme's colours: a tinted box of text, `role="alert"` as Mantine's unless given
 * (its other props go to the `<div>`).
 */
export function PlainAlert({ color = 'primary', className, children, role = 'alert', ...rest }: { color?: string } & ComponentPropsWithoutRef<'div'>) {
  const tone = toneOf(color);
  return (
    <div className={className ? `plain-alert ${className}` : 'plain-alert'} role={role} style={{ '--plain-alert-bg': `var(--mantine-${tone}-light)` } as CSSProperties} {...rest}>
      {children}
    </div>
  );
}

/** Mantine's Avatar (radius md, the primary colour's light tint): the image, or the text given (initials) without one. */
export function PlainAvatar({ src, size, alt = '', className, children }: { src?: string | null; size: number; alt?: string; className?: string; children: ReactNode }) {
  return (
    <span className={className ? `plain-avatar ${className}` : 'plain-avatar'} style={{ '--plain-avatar-size': `${size / 16}rem` } as CSSProperties}>
      {src ? <img src={src} alt={alt} loading="lazy" decoding="async" /> : children}
    </span>
  );
}
