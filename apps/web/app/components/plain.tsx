import { useId, type CSSProperties, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import './plain.css';

/**
 * Form fields and buttons as plain elements in the look of Mantine's (components/plain.css), for the public pages
 * that render many of them on every request (the job search's bar and filters): Mantine's components cost a page
 * several milliseconds of server rendering and a kilobyte of markup each (style attributes, icons).
 */

type TOption = { value: string; label: string };

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
export function SelectField({ label, options, className, ...select }: { label: ReactNode; options: readonly TOption[] } & Omit<ComponentPropsWithoutRef<'select'>, 'children'>) {
  return (
    <FieldFrame label={label} required={select.required} className={className}>
      {(id) => (
        <select id={id} className="plain-input" {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** A labelled `<input>` (Mantine's TextInput); its other props go to the input. */
export function TextField({ label, className, ...input }: { label: ReactNode } & ComponentPropsWithoutRef<'input'>) {
  return (
    <FieldFrame label={label} required={input.required} className={className}>
      {(id) => <input id={id} className="plain-input" {...input} />}
    </FieldFrame>
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
export function TextAreaField({ label, error, description, className, ...textarea }: { label: ReactNode; error?: string; description?: ReactNode } & ComponentPropsWithoutRef<'textarea'>) {
  const errorId = useId();
  const descriptionId = useId();
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <FieldFrame label={label} required={textarea.required} className={className}>
      {(id) => (
        <>
          {description && (
            <p id={descriptionId} className="plain-description">
              {description}
            </p>
          )}
          <textarea id={id} className="plain-input" rows={2} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...textarea} />
          <FieldError id={errorId} error={error} />
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

/**
 * The attributes that give an element the look of Mantine's Badge at size sm (spread them on a `<span>` or a link):
 * `light` (the default) or `filled` in one of the theme's colours (`primary` by default), `circle` for a count.
 */
export function badgeLook({ color = 'primary', variant = 'light', size, circle, className }: { color?: string; variant?: 'light' | 'filled'; size?: 'md' | 'lg'; circle?: boolean; className?: string } = {}) {
  const tone = color === 'primary' ? 'primary-color' : `color-${color}`;
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
  const tone = color === 'primary' ? 'primary-color' : `color-${color}`;
  return (
    <div className={className ? `plain-alert ${className}` : 'plain-alert'} role={role} style={{ '--plain-alert-bg': `var(--mantine-${tone}-light)` } as CSSProperties} {...rest}>
      {children}
    </div>
  );
}

/** Mantine's Avatar (radius md, the primary colour's light tint): the image, or the text given (initials) without one. */
export function PlainAvatar({ src, size, className, children }: { src?: string | null; size: number; className?: string; children: ReactNode }) {
  return (
    <span className={className ? `plain-avatar ${className}` : 'plain-avatar'} style={{ '--plain-avatar-size': `${size / 16}rem` } as CSSProperties}>
      {src ? <img src={src} alt="" loading="lazy" decoding="async" /> : children}
    </span>
  );
}
