import { controlClass, Field, FieldError } from '../../components/ui/field';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * How much of a text's limit is used, under the field. Its text describes the field (read when the field
 * takes the focus); only going over the limit is announced as it happens, not each key press.
 */
export function CharacterCount({ id, length, max }: { id: string; length: number; max: number }) {
  const over = length - max;
  return (
    <>
      <p id={id} className={`mt-1 text-sm ${over > 0 ? 'font-medium text-danger-700' : 'text-ink-600'}`}>
        {over > 0
          ? `${over} ${over === 1 ? 'character' : 'characters'} too many (at most ${max})`
          : `${length} of ${max} characters`}
      </p>
      <p role="status" className="sr-only">
        {over > 0 ? `${over} ${over === 1 ? 'character' : 'characters'} too many` : ''}
      </p>
    </>
  );
}

/**
 * A text the office types, as one field: its label, the textarea, its count under it (`<id>-count`, added to
 * what describes it), an optional hint and the error, wired as `Field` wires any control.
 */
export function CountedField({
  id,
  label,
  hint,
  optional,
  error,
  field,
  length,
  max,
  rows,
}: {
  id: string;
  label: string;
  hint?: string;
  optional?: boolean;
  error?: string;
  field: UseFormRegisterReturn;
  length: number;
  max: number;
  rows: number;
}) {
  const countId = `${id}-count`;
  return (
    <Field id={id} label={label} hint={hint} optional={optional} error={error}>
      {(control) => (
        <>
          <textarea
            {...control}
            aria-describedby={[countId, control['aria-describedby']].filter(Boolean).join(' ')}
            {...field}
            rows={rows}
            className={controlClass(!!error)}
          />
          <CharacterCount id={countId} length={length} max={max} />
        </>
      )}
    </Field>
  );
}

/** A required tick box, its label beside it, and its error under it, wired as `Field` wires a control. */
export function TickBox({
  id,
  label,
  error,
  registration,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  const errorId = `${id}-error`;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          {...registration}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={id} className="font-semibold text-ink-900">
          {label}
        </label>
      </div>
      {error ? <FieldError id={errorId} message={error} /> : null}
    </div>
  );
}

/** The message a field shows when the server refused it (a 400 naming it). */
export const REFUSED_FIELD = 'The office did not accept this. Check it and try again.';
