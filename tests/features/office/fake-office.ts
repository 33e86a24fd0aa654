import {
  OFFICE_ACTIVITY_HEADER,
  OFFICE_API,
  OFFICE_TABS,
  CALENDAR_FEED_API,
  agreementResendPath,
  type CalendarFeedState,
  agreementRevokePath,
  type OfficeEnquiryDetail,
  type OfficeList,
  type OfficeListRow,
  type OfficeSchedule,
  type OfficeStatus,
  type OfficeTab,
} from '../../../src/api/office';
import {
  allowedActions,
  inspectionDayReached,
  type BookingSlot,
  OFFICE_ACTIONS,
  type OfficeAction,
  transition,
} from '../../../src/domain/booking/states';

/** The form's starting values (api.ts `prefill`): the catalog's price, and no client e-mail asked for. */
export function prefillOf(
  priceCents: number | null,
  priceIncludesGst = false,
  more: Partial<OfficeEnquiryDetail['prefill']> = {},
): OfficeEnquiryDetail['prefill'] {
  return {
    priceCents,
    priceSources: { productPageCents: priceCents, formEstimateCents: priceCents },
    priceIncludesGst,
    clientEmailRequired: false,
    priceRequired: false,
    job: { service: 'pre-purchase-building-inspection', property: 'house', addOns: [], stages: [] },
    clientEmail: null,
    ...more,
  };
}

/** The detail besides its row; a test gives what it needs, the rest is an enquiry just received. */
export type FakeDetail = Omit<OfficeEnquiryDetail, 'row'>;

const noDetail = (): FakeDetail => ({
  fields: [],
  history: [],
  deliveryLog: [],
  version: 0,
  booking: null,
  actions: [],
  prefill: prefillOf(null),
  updates: [],
});

/** The states' rules are the server's own (src/domain/booking/states.ts, pure): the fake moves as it does. */
export const actionsIn = allowedActions;

/**
 * The office API as the contract (src/api/office.ts) describes it, in memory, behind `fetch`: what the
 * page's unit tests talk to. The real API, its ledger and its mail are tested against PostgreSQL and SMTP
 * (e2e/office.spec.ts, e2e/office-booking.spec.ts and the server's own tests); this stands in for the network
 * only.
 */
export interface SeenRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
  background: boolean;
}

export function fakeOffice({
  office = 'ready',
  listed = ['owner@example.com'],
  code = '12345678',
  linkToken = 'link-token-1',
  otherBrowserToken = 'link-of-another-browser',
  limitedUntil = null as string | null,
  rows = [] as OfficeListRow[],
  details = {} as Record<string, Partial<FakeDetail>>,
  signedInAs = null as string | null,
}: {
  office?: OfficeStatus['office'];
  listed?: string[];
  code?: string;
  linkToken?: string;
  /** A code mail's link asked for from another browser: refused (403 `other-browser`), and never spent. */
  otherBrowserToken?: string;
  /** Past a limit on codes until then (ISO 8601): a code request answers 429 `limited` with it. */
  limitedUntil?: string | null;
  rows?: OfficeListRow[];
  details?: Record<string, Partial<FakeDetail>>;
  /** A session the browser already has. */
  signedInAs?: string | null;
} = {}) {
  const state = {
    signedInAs,
    /** Past a limit on codes until then: set it to answer the next code requests with 429 `limited`. */
    limitedUntil,
    rows,
    details: Object.fromEntries(
      rows.map((r) => [
        r.reference,
        { ...noDetail(), actions: actionsIn(r.state), ...details[r.reference] } as FakeDetail,
      ]),
    ),
    /** Answers the next action with this instead (a 400 naming a field, a 500). */
    nextAnswer: null as { status: number; body: unknown } | null,
    eventIds: 100,
    /** Issue 57: the business's calendar feed, as the server keeps it (never its address). */
    calendarFeed: { feed: null, fullDetails: false } as CalendarFeedState,
    feedsMade: 0,
  };
  const seen: SeenRequest[] = [];
  const json = (body: unknown, status = 200) => Response.json(body, { status });
  const status = (): OfficeStatus =>
    office === 'ready' ? { office, signedInAs: state.signedInAs } : { office, signedInAs: null };

  async function handle(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    const url = new URL(String(input), 'http://office.test');
    const headers = new Headers(init.headers);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, string>) : null;
    const method = init.method ?? 'GET';
    seen.push({
      method,
      path: url.pathname,
      search: url.searchParams,
      body,
      background: headers.get(OFFICE_ACTIVITY_HEADER) === 'background',
    });
    const path = url.pathname;
    if (path === OFFICE_API.status) return json(status());
    if (path === OFFICE_API.code) {
      return state.limitedUntil
        ? json({ error: 'limited', retryAt: state.limitedUntil }, 429)
        : json({ ok: true }, 202);
    }
    if (path === OFFICE_API.signIn) {
      if (!body || !listed.includes(body.email!) || body.code !== code)
        return json({ error: 'wrong-code' }, 401);
      state.signedInAs = body.email!;
      return json(status());
    }
    if (path === OFFICE_API.linkSignIn) {
      if (body?.token === otherBrowserToken) return json({ error: 'other-browser' }, 403);
      if (body?.token !== linkToken) return json({ error: 'expired' }, 401);
      state.signedInAs = listed[0]!;
      return json(status());
    }
    if (!state.signedInAs) return json({ error: 'signed-out' }, 401);
    if (path === OFFICE_API.signOut) {
      state.signedInAs = null;
      return new Response(null, { status: 204 });
    }
    if (path === CALENDAR_FEED_API.state) return json(state.calendarFeed);
    if (path === CALENDAR_FEED_API.make && method === 'POST') {
      state.feedsMade++;
      state.calendarFeed = {
        ...state.calendarFeed,
        feed: { createdAt: '2026-11-27T00:00:00.000Z', createdBy: state.signedInAs, lastFetchedAt: null },
      };
      return json(
        { ...state.calendarFeed, url: `http://office.test/api/office/calendar/token-${state.feedsMade}.ics` },
        201,
      );
    }
    if (path === CALENDAR_FEED_API.revoke && method === 'POST') {
      state.calendarFeed = { ...state.calendarFeed, feed: null };
      return json(state.calendarFeed);
    }
    if (path === OFFICE_API.enquiries) {
      const tab = (url.searchParams.get('tab') ?? 'new') as OfficeTab;
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const inTab = (row: OfficeListRow) => (OFFICE_TABS[tab] as readonly string[]).includes(row.state);
      const counts = Object.fromEntries(
        (Object.keys(OFFICE_TABS) as OfficeTab[]).map((t) => [
          t,
          state.rows.filter((row) => (OFFICE_TABS[t] as readonly string[]).includes(row.state)).length,
        ]),
      ) as OfficeList['counts'];
      const list: OfficeList = {
        tab,
        counts,
        // A search looks in every tab, as the server's does (issue 57).
        rows: state.rows
          .filter((row) =>
            q ? [row.reference, row.suburb, row.name].some((v) => v.toLowerCase().includes(q)) : inTab(row),
          )
          .sort((a, b) => b.receivedAt.localeCompare(a.receivedAt)),
      };
      return json(list);
    }
    if (path === OFFICE_API.schedule) {
      const range = (url.searchParams.get('range') ?? 'today') as OfficeSchedule['range'];
      const booked = state.rows
        .filter((row) => row.slot && (row.state === 'booked' || row.state === 'done'))
        .sort((a, b) =>
          `${a.slot!.date} ${a.slot!.windowFrom}`.localeCompare(`${b.slot!.date} ${b.slot!.windowFrom}`),
        );
      const schedule: OfficeSchedule = {
        range,
        from: booked[0]?.slot?.date ?? '2026-12-07',
        to: booked.at(-1)?.slot?.date ?? '2026-12-07',
        rows: booked,
        reportsDue: [],
        turnaround: {
          days: 30,
          published: 0,
          medianHours: null,
          p90Hours: null,
          promised: 0,
          withinPromise: 0,
        },
      };
      return json(schedule);
    }
    const agreement = state.rows.find((r) =>
      [agreementResendPath(r.reference), agreementRevokePath(r.reference)].includes(path),
    );
    if (agreement) {
      if (method !== 'POST') return json({ error: 'not-found' }, 404);
      if (state.nextAnswer) {
        const { status, body: answer } = state.nextAnswer;
        state.nextAnswer = null;
        return json(answer, status);
      }
      const revoke = path === agreementRevokePath(agreement.reference);
      return sendAgreement(agreement.reference, revoke);
    }
    const detail = /^\/api\/office\/enquiries\/([^/]+)(?:\/(resend|\w+))?$/.exec(path);
    if (detail) {
      const reference = decodeURIComponent(detail[1]!);
      const row = state.rows.find((r) => r.reference === reference);
      if (!row) return json({ error: 'not-found' }, 404);
      if (detail[2] === 'resend') return json({ ok: true }, 202);
      if (detail[2] === 'handled' && method === 'POST') {
        // Issue 41: the client's request dealt with: the flag cleared.
        state.rows = state.rows.map((r) => (r.reference === reference ? { ...r, attention: null } : r));
        return json(detailOf(reference));
      }
      if (detail[2]) {
        if (method !== 'POST' || !(OFFICE_ACTIONS as readonly string[]).includes(detail[2]))
          return json({ error: 'not-found' }, 404);
        if (state.nextAnswer) {
          const { status, body: answer } = state.nextAnswer;
          state.nextAnswer = null;
          return json(answer, status);
        }
        const action = detail[2] as OfficeAction;
        // Issue 57: "done" before the inspection's own Sydney day, by the fake's clock (the test's fake time).
        const current = detailOf(reference);
        if (
          action === 'done' &&
          current.row.state === 'booked' &&
          current.booking &&
          !inspectionDayReached(current.booking.date, new Date())
        ) {
          return json({ error: 'too-early', date: current.booking.date, current }, 409);
        }
        const answer = apply(reference, action, body as unknown as ActionBody);
        return answer.ok ? json(answer.detail) : json({ error: 'conflict', current: answer.detail }, 409);
      }
      return json(detailOf(reference));
    }
    return json({ error: 'not-found' }, 404);
  }

  function detailOf(reference: string): OfficeEnquiryDetail {
    const row = state.rows.find((r) => r.reference === reference)!;
    return { row, ...state.details[reference]! };
  }

  /**
   * The agreement's link again (api.ts: agreementResendPath), or every link revoked and a fresh one sent
   * (agreementRevokePath): refused (a conflict) unless the enquiry is booked and sends an agreement.
   */
  function sendAgreement(reference: string, revoke: boolean) {
    const current = detailOf(reference);
    if (current.row.state !== 'booked' || !current.agreement)
      return json({ error: 'conflict', current }, 409);
    const eventId = ++state.eventIds;
    const at = new Date().toISOString();
    const { row: _row, ...kept } = current;
    state.details[reference] = {
      ...kept,
      agreement:
        current.agreement.state === 'not-sent' ? { ...current.agreement, state: 'sent' } : current.agreement,
      history: [
        ...current.history,
        ...(revoke
          ? [{ at, event: 'links-revoked' as const, channel: null, detail: null, by: state.signedInAs }]
          : []),
        { at, event: 'agreement-sent', channel: null, detail: null, by: state.signedInAs },
      ],
      updates: [
        ...current.updates,
        {
          channel: 'agreement',
          eventId,
          event: 'agreement-sent',
          state: 'pending',
          lastAnswer: null,
          attempts: 0,
        },
      ],
    };
    return json(detailOf(reference));
  }

  type ActionBody = { version: number; slot?: BookingSlot; reason?: string };
  /**
   * An action on the fake's enquiry, as the server would record it: refused (a conflict, with the current
   * detail) when the state does not allow it or the version is not the enquiry's; else a new version, state,
   * booking, history row and deliveries.
   */
  function apply(reference: string, action: OfficeAction, body: ActionBody, by = state.signedInAs) {
    const current = detailOf(reference);
    const rule = transition(current.row.state, action);
    if (current.version !== body.version || !rule) return { ok: false as const, detail: current };
    const { to, event } = rule;
    const booking = body.slot ?? (action === 'decline' ? null : current.booking);
    const eventId = ++state.eventIds;
    state.rows = state.rows.map((r) => (r.reference === reference ? { ...r, state: to } : r));
    const { row: _row, ...kept } = current;
    state.details[reference] = {
      ...kept,
      version: current.version + 1,
      booking,
      actions: actionsIn(to),
      history: [
        ...current.history,
        { at: new Date().toISOString(), event, channel: null, detail: body.reason ?? null, by },
      ],
      updates: [
        ...current.updates,
        ...(event === 'done'
          ? []
          : [
              {
                channel: 'client-update' as const,
                eventId,
                event,
                state: 'pending' as const,
                lastAnswer: null,
                attempts: 0,
              },
            ]),
      ],
    };
    return { ok: true as const, detail: detailOf(reference) };
  }

  return {
    fetch: handle,
    seen,
    state,
    /** Another tab's action, straight on the fake's ledger. */
    apply,
    /** The enquiry as the fake holds it now. */
    detail: detailOf,
    /** The requests to one path, in order. */
    to: (path: string) => seen.filter((request) => request.path === path),
    endSession: () => (state.signedInAs = null),
  };
}

/** The slot the office's UI tests book: Monday 7 December 2026, 8–9 am in Sydney, $450 (their clocks are fake). */
export const sampleSlot: BookingSlot = {
  date: '2026-12-07',
  windowFrom: '08:00',
  windowTo: '09:00',
  priceCents: 45_000,
  note: '',
};

export function row(overrides: Partial<OfficeListRow> & { reference: string }): OfficeListRow {
  return {
    state: 'new',
    name: 'Jane Citizen',
    bookedBy: null,
    phone: { display: '0412 345 678', href: 'tel:+61412345678' },
    bookerPhone: null,
    address: '4/12 Smith Street, Marrickville NSW 2204',
    slot: null,
    inspection: 'Pre-Purchase Building Inspection',
    addon: null,
    suburb: 'Marrickville',
    receivedAt: '2026-11-27T08:00:00.000Z',
    preferredDate: null,
    preferredTime: null,
    channels: [
      { channel: 'automation', state: 'delivered', lastAnswer: '200 OK', attempts: 1 },
      { channel: 'mailbox', state: 'failed', lastAnswer: '550 mailbox unavailable', attempts: 3 },
      { channel: 'confirmation', state: 'pending', lastAnswer: null, attempts: 0 },
    ],
    ...overrides,
  };
}
