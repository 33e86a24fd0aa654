import { render } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { markActivity, watchActivity } from '../../../src/features/office/activity';
import { EnquiryDetail } from '../../../src/features/office/enquiry-detail';
import {
  createOfficeQueryClient,
  OfficeProviders,
  OfficeRoot,
} from '../../../src/features/office/office-app';
import { fakeOffice } from './fake-office';

/** The office page on the fake API (fake-office.ts), which stands in for `fetch`. */
export function renderOffice(options: Parameters<typeof fakeOffice>[0] = {}) {
  const office = fakeOffice(options);
  vi.stubGlobal('fetch', office.fetch);
  return { office, ...render(<OfficeRoot client={createOfficeQueryClient()} />) };
}

/**
 * One enquiry's view, signed in, on the fake API: what the inbox shows once a row is opened, without the
 * list around it (the inbox's own tests open it from the list).
 */
export function renderEnquiry(
  reference: string,
  options: Parameters<typeof fakeOffice>[0] = {},
  /** Another fake in front of the office's (the report's, fake-report.ts), given the office's fake. */
  wrap: (office: ReturnType<typeof fakeOffice>) => ReturnType<typeof fakeOffice>['fetch'] = (office) =>
    office.fetch,
) {
  const office = fakeOffice({ signedInAs: 'owner@example.com', ...options });
  vi.stubGlobal('fetch', wrap(office));
  const client = createOfficeQueryClient();
  return {
    office,
    client,
    ...render(
      <OfficeProviders client={client}>
        <main>
          <EnquiryDetail reference={reference} onClose={() => {}} />
        </main>
      </OfficeProviders>,
    ),
  };
}

/** What each office page test starts from: a page just opened at /office, watching for a person's activity. */
export function setUpOfficePage() {
  // As main.tsx does: a person's clicks and keys on the page count as activity.
  let unwatch = () => {};
  beforeAll(() => {
    unwatch = watchActivity(document);
    // Radix's tooltip measures its content; jsdom has no ResizeObserver.
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });
  afterAll(() => unwatch());
  beforeEach(() => {
    markActivity();
    window.history.replaceState(null, '', '/office');
  });
  afterEach(() => {
    // sonner keeps its toasts in a module-wide store and a new Toaster shows those still active: one test's
    // toasts would show in the next.
    toast.dismiss();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
