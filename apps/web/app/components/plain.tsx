import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import './plain.css';

/**
 * Form fields and buttons as plain elements in the look of Mantine's (components/plain.css), for the public pages
 * that render many of them on every request (the job search's bar and filters): Mantine's components cost a page
 * several milliseconds of server rendering and a kilobyte of markup each (style attributes, icons).
 */

type TOption = { value: string; label: string };

/** A labelled `<select>` (Mantine's NativeSelect); its other props go to the select. */
export function SelectField({ label, options, className, ...select }: { label: ReactNode; options: readonly TOption[] } & Omit<ComponentPropsWithoutRef<'select'>, 'children'>) {
  const id = useId();
  return (
    <div className={className ? `plain-field ${className}` : 'plain-field'}>
      <label className="plain-label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="plain-input" {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A labelled `<input>` (Mantine's TextInput); its other props go to the input. */
export function TextField({ label, className, ...input }: { label: ReactNode } & ComponentPropsWithoutRef<'input'>) {
  const id = useId();
  return (
    <div className={className ? `plain-field ${className}` : 'plain-field'}>
      <label className="plain-label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="plain-input" {...input} />
    </div>
  );
}

/** Radio buttons in a fieldset whose legend names them (Mantine's Radio.Group). */
export function RadioField({ label, name, defaultValue, options }: { label: ReactNode; name: string; defaultValue: string; options: readonly TOption[] }) {
  return (
    <fieldset className="plain-radios">
      <legend className="plain-label">{label}</legend>
      {options.map((option) => (
        <label key={option.value} className="plain-radio">
          <input type="radio" name={name} value={option.value} defaultChecked={option.value === defaultValue} />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

export type TButtonLook = {
  variant?: 'filled' | 'light' | 'subtle' | 'default';
  size?: 'sm' | 'compact-sm' | 'compact-md';
  radius?: 'xl';
  fullWidth?: boolean;
  loading?: boolean;
};

/** The attributes that give a button, or a link, the look of Mantine's Button (spread them on the element). */
export function buttonLook({ variant = 'filled', size = 'sm', radius, fullWidth, loading }: TButtonLook = {}) {
  return {
    className: 'plain-button',
    'data-variant': variant === 'filled' ? undefined : variant,
    'data-size': size === 'sm' ? undefined : size,
    'data-radius': radius,
    'data-full-width': fullWidth || undefined,
    'data-loading': loading || undefined,
    'aria-busy': loading || undefined,
  };
}
