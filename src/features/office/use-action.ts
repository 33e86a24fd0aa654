import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type OfficeEnquiryDetail } from '../../api/office';
import { officeClient, OfficeRequestError, type ActionBodies } from './client';
import { type OfficeAction } from '../../domain/booking/states';

/** The detail's query key (enquiry-detail.tsx reads it). */
export const enquiryKey = (reference: string) => ['office', 'enquiry', reference] as const;

/**
 * One action's request. Its answer is the enquiry as it is now: on success (200) and on a refusal that carries
 * it (409 `conflict` or `too-early`, its `current`), the detail shows it at once, and the lists read again when
 * next shown. Only a conflict is someone else's change (`onConflict`); "too early" is the form's to say.
 */
export function useOfficeAction<A extends OfficeAction>(
  reference: string,
  action: A,
  {
    onSuccess,
    onConflict,
  }: { onSuccess: (detail: OfficeEnquiryDetail) => void; onConflict: (current: OfficeEnquiryDetail) => void },
) {
  const client = useQueryClient();
  // The dialog that holds the form closes: its request, if any is on its way, is abandoned (issue 56).
  const pending = useRef<AbortController | null>(null);
  useEffect(() => () => pending.current?.abort(), []);
  return useMutation({
    mutationFn: (body: ActionBodies[A]) => {
      pending.current = new AbortController();
      return officeClient.act(reference, action, body, pending.current.signal);
    },
    onSuccess: (detail) => {
      client.setQueryData(enquiryKey(reference), detail);
      void client.invalidateQueries({ queryKey: ['office', 'list'] });
      onSuccess(detail);
    },
    onError: (error) => {
      const current = error instanceof OfficeRequestError ? error.detail.current : undefined;
      if (!current) return;
      client.setQueryData(enquiryKey(reference), current);
      void client.invalidateQueries({ queryKey: ['office', 'list'] });
      if (error instanceof OfficeRequestError && error.error === 'conflict') onConflict(current);
    },
  });
}

/** The form's field a 400 names (`slot.<key>` or a key of the body), by the form's own names. */
export function refusedField<F extends string>(error: unknown, names: Record<string, F>): F | null {
  if (!(error instanceof OfficeRequestError) || error.status !== 400 || !error.detail.field) return null;
  return names[error.detail.field] ?? null;
}
