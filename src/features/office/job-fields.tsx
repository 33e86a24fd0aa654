import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { addOns } from '../../content/add-ons';
import { buildStages } from '../../content/build-stages';
import { productCatalog } from '../../content/catalog';
import { PROPERTY_TYPES, propertyTypeLabels, STAGED_PRODUCT } from '../../domain/booking/job';
import { controlClass, Field, FieldError } from '../../components/ui/field';

/** The job's part of the confirm and move form (issue 54): what the agreement is chosen and filled from. */
export interface JobValues {
  service: string;
  property: string;
  addOns: string[];
  stages: string[];
}

/** A group of tick boxes under one legend, with the group's error tied to it. */
function TickGroup({
  id,
  legend,
  name,
  options,
  error,
  register,
}: {
  id: string;
  legend: string;
  name: 'addOns' | 'stages';
  options: readonly { value: string; label: string }[];
  error?: string;
  register: UseFormRegister<JobValues>;
}) {
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold text-ink-900">{legend}</legend>
      <div className="mt-1.5 grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <div key={option.value} className="flex items-start gap-3">
            <input
              {...register(name)}
              id={`${id}-${option.value}`}
              type="checkbox"
              value={option.value}
              aria-invalid={error ? true : undefined}
              className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
            />
            <label htmlFor={`${id}-${option.value}`} className="text-ink-900">
              {option.label}
            </label>
          </div>
        ))}
      </div>
      {error ? <FieldError id={errorId} message={error} /> : null}
    </fieldset>
  );
}

/**
 * The inspection, the kind of property, the add-ons and, for a progress inspection, the stages. Each starts
 * from the enquiry (or the booking, at a move); a change after the agreement went out sends a new version.
 */
export function JobFields({
  register,
  errors,
  service,
  agreement,
}: {
  register: UseFormRegister<JobValues>;
  errors: FieldErrors<JobValues>;
  /** The inspection chosen now: the stages show for a progress inspection only. */
  service: string;
  /** Whether the client is sent an agreement chosen from the job. */
  agreement: boolean;
}) {
  return (
    <fieldset className="space-y-4 rounded-control border border-ink-200 p-3">
      <legend className="px-1 text-sm font-semibold text-ink-900">The job</legend>
      {agreement ? (
        <p className="text-sm text-ink-600">
          The agreement is chosen from these. A change after it went out sends the client a new one to accept.
        </p>
      ) : null}
      <Field id="slot-service" label="Inspection" error={errors.service?.message}>
        {(a11y) => (
          <select {...a11y} {...register('service')} className={controlClass(!!errors.service)}>
            {productCatalog.map((product) => (
              <option key={product.slug} value={product.slug}>
                {product.title}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="slot-property" label="Property" error={errors.property?.message}>
        {(a11y) => (
          <select {...a11y} {...register('property')} className={controlClass(!!errors.property)}>
            {PROPERTY_TYPES.map((type) => (
              <option key={type} value={type}>
                {propertyTypeLabels[type]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TickGroup
        id="slot-add-ons"
        legend="Add-ons"
        name="addOns"
        options={addOns.map((addOn) => ({ value: addOn.slug, label: addOn.title }))}
        register={register}
      />
      {service === STAGED_PRODUCT ? (
        <TickGroup
          id="slot-stages"
          legend="Stages booked"
          name="stages"
          options={buildStages.map((stage) => ({ value: stage.id, label: stage.title }))}
          error={errors.stages?.message}
          register={register}
        />
      ) : null}
    </fieldset>
  );
}
