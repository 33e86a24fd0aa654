import type { UseFormRegister } from 'react-hook-form';
import { controlClass, Field, type FieldControlProps } from '../../components/ui/field';
import { oneYearAfter } from '../../lib/sydney-date';
import { fieldLabel, type BookingFieldSpec } from './fields';
import type { BookingValues } from './form-values';

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
          <option key={option} value={option}>
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
  return (
    <input
      {...a11y}
      {...register(spec.name)}
      type={spec.kind}
      autoComplete={spec.autoComplete}
      inputMode={spec.inputMode}
      maxLength={spec.maxLength}
      min={spec.kind === 'date' && today ? today : undefined}
      max={spec.kind === 'date' && today ? oneYearAfter(today) : undefined}
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
