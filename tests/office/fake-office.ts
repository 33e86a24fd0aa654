import {
  OFFICE_ACTIVITY_HEADER,
  OFFICE_API,
  OFFICE_TABS,
  type OfficeEnquiryDetail,
  type OfficeList,
  type OfficeListRow,
  type OfficeStatus,
  type OfficeTab,
} from '../../src/server/office/api';

/**
 * The office API as the contract (src/server/office/api.ts) describes it, in memory, behind `fetch`: what the
 * page's unit tests talk to. The real API, its ledger and its mail are tested against PostgreSQL and SMTP
 * (e2e/office.spec.ts and the server's own tests); this stands in for the network only.
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
  rows = [] as OfficeListRow[],
  details = {} as Record<string, Omit<OfficeEnquiryDetail, 'row'>>,
  signedInAs = null as string | null,
}: {
  office?: OfficeStatus['office'];
  listed?: string[];
  code?: string;
  linkToken?: string;
  rows?: OfficeListRow[];
  details?: Record<string, Omit<OfficeEnquiryDetail, 'row'>>;
  /** A session the browser already has. */
  signedInAs?: string | null;
} = {}) {
  const state = { signedInAs, rows };
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
    if (path === OFFICE_API.code) return json({ ok: true }, 202);
    if (path === OFFICE_API.signIn) {
      if (!body || !listed.includes(body.email!) || body.code !== code)
        return json({ error: 'wrong-code' }, 401);
      state.signedInAs = body.email!;
      return json(status());
    }
    if (path === OFFICE_API.linkSignIn) {
      if (body?.token !== linkToken) return json({ error: 'expired' }, 401);
      state.signedInAs = listed[0]!;
      return json(status());
    }
    if (!state.signedInAs) return json({ error: 'signed-out' }, 401);
    if (path === OFFICE_API.signOut) {
      state.signedInAs = null;
      return new Response(null, { status: 204 });
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
        rows: state.rows
          .filter(inTab)
          .filter((row) => !q || [row.reference, row.suburb].some((v) => v.toLowerCase().includes(q)))
          .sort((a, b) => b.receivedAt.localeCompare(a.receivedAt)),
      };
      return json(list);
    }
    const detail = /^\/api\/office\/enquiries\/([^/]+)(\/resend)?$/.exec(path);
    if (detail) {
      const reference = decodeURIComponent(detail[1]!);
      const row = state.rows.find((r) => r.reference === reference);
      if (!row) return json({ error: 'not-found' }, 404);
      if (detail[2]) return json({ ok: true }, 202);
      return json({ row, ...(details[reference] ?? { fields: [], history: [] }) });
    }
    return json({ error: 'not-found' }, 404);
  }

  return {
    fetch: handle,
    seen,
    state,
    /** The requests to one path, in order. */
    to: (path: string) => seen.filter((request) => request.path === path),
    endSession: () => (state.signedInAs = null),
  };
}

export function row(overrides: Partial<OfficeListRow> & { reference: string }): OfficeListRow {
  return {
    state: 'new',
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
