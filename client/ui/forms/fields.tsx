import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';

/** What every field takes; `error` is the text shown (and announced) under it. */
export interface FieldBase {
  name: string;
  label: ReactNode;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
}

interface Wiring {
  id: string;
  errorId: string;
  hintId: string;
  describedBy: string | undefined;
}

/** Ids that tie the label, hint and error to the control (aria-describedby). */
function useWiring(f: FieldBase): Wiring {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy =
    [f.hint ? hintId : null, f.error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { id, errorId, hintId, describedBy };
}

/** The visible "*" after a required field's label; screen readers hear "required" from the control. */
export function RequiredMark() {
  return (
    <span className="field__required" aria-hidden="true">
      {' *'}
    </span>
  );
}

/** "Fields marked * are required.", once above a form. */
export function RequiredNote() {
  return (
    <p className="form__note">
      <Trans>Fields marked * are required.</Trans>
    </p>
  );
}

function HintAndError({ f, w }: { f: FieldBase; w: Wiring }) {
  return (
    <>
      {f.hint && (
        <p id={w.hintId} className="field__hint">
          {f.hint}
        </p>
      )}
      {f.error && (
        <p id={w.errorId} className="field__error">
          {f.error}
        </p>
      )}
    </>
  );
}

function controlProps(f: FieldBase, w: Wiring) {
  return {
    id: w.id,
    name: f.name,
    required: f.required,
    'aria-invalid': f.error ? true : undefined,
    'aria-describedby': w.describedBy,
  } as const;
}

export interface TextFieldProps extends FieldBase {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  maxLength?: number;
  /** Only where the form is the page's one task (a login, a new password). */
  autoFocus?: boolean;
}

export function TextField(p: TextFieldProps) {
  const w = useWiring(p);
  return (
    <div className={p.error ? 'field field--invalid' : 'field'}>
      <label htmlFor={w.id} className="field__label">
        {p.label}
        {p.required && <RequiredMark />}
      </label>
      <input
        {...controlProps(p, w)}
        className="field__control"
        type={p.type ?? 'text'}
        value={p.value}
        autoComplete={p.autoComplete}
        maxLength={p.maxLength}
        autoFocus={p.autoFocus}
        inputMode={p.type === 'tel' ? 'tel' : undefined}
        onChange={(e) => p.onChange(e.target.value)}
      />
      <HintAndError f={p} w={w} />
    </div>
  );
}

export const EmailField = (p: Omit<TextFieldProps, 'type'>) => (
  <TextField autoComplete="email" {...p} type="email" />
);
export const TelField = (p: Omit<TextFieldProps, 'type'>) => (
  <TextField autoComplete="tel" {...p} type="tel" />
);

export interface TextAreaFieldProps extends FieldBase {
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  maxLength?: number;
}

export function TextAreaField(p: TextAreaFieldProps) {
  const w = useWiring(p);
  return (
    <div className={p.error ? 'field field--invalid' : 'field'}>
      <label htmlFor={w.id} className="field__label">
        {p.label}
        {p.required && <RequiredMark />}
      </label>
      <textarea
        {...controlProps(p, w)}
        className="field__control"
        rows={p.rows ?? 5}
        value={p.value}
        maxLength={p.maxLength}
        onChange={(e) => p.onChange(e.target.value)}
      />
      <HintAndError f={p} w={w} />
    </div>
  );
}

export interface DateFieldProps extends FieldBase {
  /** YYYY-MM-DD, as the server expects it. */
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
}

export function DateField(p: DateFieldProps) {
  const w = useWiring(p);
  return (
    <div className={p.error ? 'field field--invalid' : 'field'}>
      <label htmlFor={w.id} className="field__label">
        {p.label}
        {p.required && <RequiredMark />}
      </label>
      <input
        {...controlProps(p, w)}
        className="field__control"
        type="date"
        value={p.value}
        min={p.min}
        max={p.max}
        onChange={(e) => p.onChange(e.target.value)}
      />
      <HintAndError f={p} w={w} />
    </div>
  );
}

export interface Choice {
  value: string;
  label: ReactNode;
}

export interface SelectFieldProps extends FieldBase {
  value: string;
  onChange: (value: string) => void;
  options: readonly Choice[];
  /**
   * The empty first option's text (e.g. "Choose…"); without it there is no empty option. Never
   * blank: HTML forbids an empty option without a label, and a screen reader would announce nothing.
   */
  placeholder?: string;
  autoComplete?: string;
}

export function SelectField(p: SelectFieldProps) {
  const w = useWiring(p);
  return (
    <div className={p.error ? 'field field--invalid' : 'field'}>
      <label htmlFor={w.id} className="field__label">
        {p.label}
        {p.required && <RequiredMark />}
      </label>
      <select
        {...controlProps(p, w)}
        className="field__control"
        value={p.value}
        autoComplete={p.autoComplete}
        onChange={(e) => p.onChange(e.target.value)}
      >
        {p.placeholder !== undefined && <option value="">{p.placeholder}</option>}
        {p.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <HintAndError f={p} w={w} />
    </div>
  );
}

export interface RadioGroupFieldProps extends FieldBase {
  value: string;
  onChange: (value: string) => void;
  options: readonly Choice[];
}

/** A fieldset: the legend names the group, each radio its own label; arrow keys move inside the group. */
export function RadioGroupField(p: RadioGroupFieldProps) {
  const w = useWiring(p);
  return (
    <fieldset
      className={p.error ? 'field field--group field--invalid' : 'field field--group'}
      aria-describedby={w.describedBy}
      id={w.id}
    >
      <legend className="field__label">
        {p.label}
        {p.required && <RequiredMark />}
      </legend>
      <div className="field__choices">
        {p.options.map((o) => (
          <label key={o.value} className="field__choice">
            <input
              type="radio"
              name={p.name}
              value={o.value}
              checked={p.value === o.value}
              required={p.required}
              aria-invalid={p.error ? true : undefined}
              onChange={() => p.onChange(o.value)}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      <HintAndError f={p} w={w} />
    </fieldset>
  );
}

export interface CheckboxFieldProps extends FieldBase {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function CheckboxField(p: CheckboxFieldProps) {
  const w = useWiring(p);
  return (
    <div className={p.error ? 'field field--checkbox field--invalid' : 'field field--checkbox'}>
      <input
        {...controlProps(p, w)}
        type="checkbox"
        checked={p.checked}
        onChange={(e) => p.onChange(e.target.checked)}
      />
      <label htmlFor={w.id} className="field__label">
        {p.label}
        {p.required && <RequiredMark />}
      </label>
      <HintAndError f={p} w={w} />
    </div>
  );
}

/**
 * The honeypot: people never see or reach it (hidden, out of the tab order, no autofill); bots
 * that fill every input do, and the server then drops their message while answering success.
 */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <input
        type="text"
        name="website"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
