import { FieldError } from '../../components/ui/field';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A tick box, its label beside it, and under it a hint and its error, each tied to the box (aria-describedby),
 * as `Field` ties them to a control.
 */
export function TickBox({
  id,
  label,
  hint,
  error,
  registration,
}: {
  id: string;
  label: ReactNode;
  hint?: string;
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          {...registration}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={id} className="font-semibold text-ink-900">
          {label}
        </label>
      </div>
      {hint ? (
        <p id={hintId} className="mt-1 pl-8 text-sm text-ink-600">
          {hint}
        </p>
      ) : null}
      {error && errorId ? <FieldError id={errorId} message={error} className="pl-8" /> : null}
    </div>
  );
}
