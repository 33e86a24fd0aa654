import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  id: string;
  label: string;
  /** The message shown under the control when its value is wrong. */
  error?: string;
  hint?: string;
  optional?: boolean;
  className?: string;
  /** Renders the control with the id and ARIA wiring this field owns. */
  children: (control: FieldControlProps) => ReactNode;
}

/** Classes shared by inputs, selects and textareas; red edge when invalid. */
export function controlClass(invalid: boolean, extra = ''): string {
  return [
    'block w-full rounded-control border bg-white px-3.5 py-2.5 text-base text-ink-900 shadow-sm',
    'placeholder:text-ink-500 disabled:bg-ink-100 disabled:text-ink-600',
    invalid ? 'border-danger-700 ring-1 ring-danger-700' : 'border-ink-300 hover:border-ink-500',
    extra,
  ].join(' ');
}

/**
 * A field's error message under its control, with its id for the control's aria-describedby. Every form's
 * fields, tick boxes and groups show their errors with it.
 */
export function FieldError({
  id,
  message,
  className = '',
}: {
  id: string;
  message: string;
  className?: string;
}) {
  return (
    <p id={id} className={`mt-1.5 flex items-start gap-1.5 text-sm font-medium text-danger-700 ${className}`}>
      <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      {message}
    </p>
  );
}

/**
 * One form field: a visible label, the control, an optional hint and the error message, wired together with
 * aria-invalid and aria-describedby so assistive technology reads the message with the control.
 */
export function Field({ id, label, error, hint, optional, className = '', children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {label}
        {optional ? <span className="font-normal text-ink-600"> (optional)</span> : null}
      </label>
      <div className="mt-1.5">
        {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-ink-600">
          {hint}
        </p>
      ) : null}
      {error && errorId ? <FieldError id={errorId} message={error} /> : null}
    </div>
  );
}
