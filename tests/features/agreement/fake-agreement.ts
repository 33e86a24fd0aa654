import { createHash } from 'node:crypto';
import {
  acceptPath,
  agreementPath,
  type AcceptBody,
  type AgreementSection,
  type AgreementView,
} from '../../../src/api/agreement';
import { business } from '../../../src/content/business';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The sections as plain text, as the view's `text` holds them (the fake's own rendering: the page shows sections). */
const plain = (sections: AgreementSection[]) =>
  sections
    .map((s) => [s.heading, ...s.paragraphs, ...s.items.map((item) => `- ${item}`)].join('\n'))
    .join('\n\n');

/** An agreement's sections for a price: what a test reads on the page. */
export function sectionsFor(priceText: string): AgreementSection[] {
  return [
    {
      heading: '1. The parties',
      paragraphs: [`${business.name} (we) and the client named in the booking (you).`],
      items: [],
    },
    {
      heading: '2. What is inspected',
      paragraphs: ['The readily accessible areas of the property.'],
      items: ['The interior', 'The exterior', 'The roof space, where safe and reasonable access allows'],
    },
    { heading: '3. Price and payment', paragraphs: [`The price is ${priceText}.`], items: [] },
    {
      heading: '4. Complaints and privacy',
      paragraphs: [
        'Contact [NSW Fair Trading](https://www.fairtrading.nsw.gov.au/) if we cannot resolve it.',
        'Our [privacy policy](/privacy) says what we keep.',
      ],
      items: [],
    },
  ];
}

/** A view as the server would answer it, its hash the SHA-256 of its text. */
export function agreementView(overrides: Partial<AgreementView> = {}): AgreementView {
  const sections = overrides.sections ?? sectionsFor('$450 including GST');
  const text = plain(sections);
  return {
    status: 'open',
    bookingStatus: 'booked',
    businessName: business.name,
    businessPhone: { display: business.phone.display, e164: business.phone.e164 },
    kind: 'building',
    version: 'building-1:aaaa',
    mainPoints: [],
    hash: sha256(text),
    text,
    sections,
    booking: {
      date: '2026-12-07',
      windowFrom: '08:00',
      windowTo: '09:00',
      priceCents: 45_000,
      note: '',
      inspection: 'Pre-Purchase Building Inspection',
      property: '12A Smith Street, Parramatta NSW 2150',
    },
    accepted: null,
    ...overrides,
    ...(overrides.sections ? { text, hash: sha256(text) } : {}),
  };
}

export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * The agreement API as its contract (src/api/agreement.ts) describes it, in memory, behind `fetch`: what
 * the page's unit tests talk to. The real API, its ledger and its mail are tested against PostgreSQL and SMTP
 * (e2e/agreement.spec.ts and the server's own tests); this stands in for the network only.
 */
export function fakeAgreement({
  views = {} as Record<string, AgreementView>,
  now = () => new Date(),
}: {
  /** The view each token opens; any other token is a link that opens nothing. */
  views?: Record<string, AgreementView>;
  now?: () => Date;
} = {}) {
  const state = {
    views: { ...views },
    /** Answers the next request with this instead (a 400 naming a field, a 500). */
    nextAnswer: null as { status: number; body: unknown } | null,
    /** Answers every request 500 while set. */
    failing: false,
  };
  const seen: SeenRequest[] = [];
  const json = (body: unknown, status = 200) => Response.json(body, { status });

  async function handle(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    const url = new URL(String(input), 'http://agreement.test');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as AcceptBody) : null;
    seen.push({ method, path: url.pathname, body });
    if (state.failing) return json({}, 500);
    if (state.nextAnswer) {
      const { status, body: answer } = state.nextAnswer;
      state.nextAnswer = null;
      return json(answer, status);
    }
    for (const [token, view] of Object.entries(state.views)) {
      if (url.pathname === agreementPath(token) && method === 'GET') return json(view);
      if (url.pathname !== acceptPath(token) || method !== 'POST') continue;
      if (view.status === 'read-only') return json({ error: 'read-only' }, 403);
      if (!body || body.agreed !== true || typeof body.name !== 'string' || body.name.trim().length < 2)
        return json({ error: 'invalid', field: 'name' }, 400);
      if (view.status === 'accepted') return json(view);
      if (view.status !== 'open') return json({ error: 'link' }, 404);
      if (body.version !== view.version || body.hash !== view.hash)
        return json({ error: 'changed', current: view }, 409);
      const accepted: AgreementView = {
        ...view,
        status: 'accepted',
        accepted: { name: body.name, at: now().toISOString(), onBehalf: body.onBehalf },
      };
      state.views[token] = accepted;
      return json(accepted);
    }
    return json({ error: 'link' }, 404);
  }

  return {
    fetch: handle,
    seen,
    state,
    /** The office changed the price meanwhile: a new version, text and hash for this token. */
    changePrice(token: string, priceText: string, version: string) {
      state.views[token] = agreementView({
        ...state.views[token],
        version,
        sections: sectionsFor(priceText),
      });
      return state.views[token];
    },
    /** The POSTs made, in order. */
    accepts: () => seen.filter((request) => request.method === 'POST'),
  };
}
