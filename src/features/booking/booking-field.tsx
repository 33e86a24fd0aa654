import { CalendarDays } from 'lucide-react';
import type { UseFormRegister } from 'react-hook-form';
import { controlClass, Field, type FieldControlProps } from '../../components/ui/field';
import { oneYearAfter } from '../../domain/booking/sydney-time';
import { fieldLabel, type BookingFieldSpec } from '../../domain/booking/fields';
import type { BookingValues } from '../../domain/booking/form-values';

/** The control of one field of the list: input, select or textarea, wired by `Field`. */
function Control({
  spec,
  a11y,
  register,
  invalid,
  today,
}: {
  spec: BookingFieldSpec;
  a11y: FieldControlProps;
  register: UseFormRegister<BookingValues>;
  invalid: boolean;
  today: string | null;
}) {
  const className = controlClass(invalid);
  if (spec.kind === 'select') {
    return (
      <select {...a11y} {...register(spec.name)} className={className}>
        {spec.emptyOption !== undefined ? <option value="">{spec.emptyOption}</option> : null}
        {spec.options?.map((option) => (
          <option
            key={option}
            value={option}
            data-aliases={spec.optionAliases?.[option]?.join('|') || undefined}
          >
            {spec.optionText?.[option] ?? option}
          </option>
        ))}
      </select>
    );
  }
  if (spec.kind === 'textarea') {
    return (
      <textarea
        {...a11y}
        {...register(spec.name)}
        rows={4}
        placeholder={spec.placeholder}
        className={className}
      />
    );
  }
  if (spec.kind === 'date') {
    // The browser's calendar button stays; its picture is this icon beneath it (`.date-control`, app.css).
    return (
      <div className="date-control relative">
        <input
          {...a11y}
          {...register(spec.name)}
          type="date"
          min={today ?? undefined}
          max={today ? oneYearAfter(today) : undefined}
          className={className}
        />
        <CalendarDays
          aria-hidden="true"
          className="date-control-icon pointer-events-none absolute top-1/2 right-3.5 h-[1.125rem] w-[1.125rem] -translate-y-1/2 text-ink-700"
        />
      </div>
    );
  }
  return (
    <input
      {...a11y}
      {...register(spec.name)}
      type={spec.kind}
      autoComplete={spec.autoComplete}
      inputMode={spec.inputMode}
      maxLength={spec.maxLength}
      className={className}
    />
  );
}

export interface BookingFieldProps {
  spec: BookingFieldSpec;
  register: UseFormRegister<BookingValues>;
  error: string | undefined;
  /** Someone books for a client: the booker's own fields say 'Your ...'. */
  forClient: boolean;
  /** Sydney's date once the app runs (it is unknown when the page is prerendered). */
  today: string | null;
}

/** One field of the booking form, with its label, hint and error. */
export function BookingField({ spec, register, error, forClient, today }: BookingFieldProps) {
  return (
    <Field
      id={`booking-${spec.name}`}
      label={fieldLabel(spec, forClient)}
      error={error}
      hint={spec.hint}
      optional={spec.optional}
      className={spec.width === 'full' ? 'sm:col-span-2' : undefined}
    >
      {(a11y) => <Control spec={spec} a11y={a11y} register={register} invalid={!!error} today={today} />}
    </Field>
  );
}
