// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addonOptions, serviceOptions } from '../../src/domain/booking/options';
import { referencePattern, bookingReference } from '../../src/domain/booking/reference';
import { formatDollars } from '../../src/lib/format';
import { SUBMIT_TIMEOUT_MS } from '../../src/features/booking/submit';
import {
  handleBookingRequest,
  MAX_BODY_BYTES,
  MAX_JSON_DEPTH,
  BUSY_RETRY_AFTER_S,
} from '../../src/server/booking-handler';
import { FORWARD_TIMEOUT_MS } from '../../src/server/channels/automation';
import { loadGate } from '../../src/server/load-gate';
import { bookingPost, memoryAutomation, SITE, startAutomation, validPayload } from './support';
import { sydneyDaysAfter, TEST_NOW } from '../support/clock';
import { isJsonContentType } from '../../src/server/http';
import { type BookingConfig, bookingConfigFromEnv } from '../../src/server/config';

// These tests are about what the handler accepts and refuses, on the stateless path (no ledger); the
// ledger's own tests are in ledger-handler.test.ts.
function setup(overrides: Partial<BookingConfig> = {}) {
  const { automation, stored } = memoryAutomation();
  const lines: string[] = [];
  const config: BookingConfig = {
    automation,
    mail: null,
    ledger: null,
    siteOrigin: SITE,
    allowedOrigins: [],
    challengeSecret: null,
    log: (line) => lines.push(line),
    now: () => TEST_NOW,
    ...overrides,
  };
  const send = (request: Request) => handleBookingRequest(request, config);
  return { send, stored, lines, config };
}

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlPattern = /[\u0000-\u001f\u007f-\u009f]/;

describe('methods', () => {
  it.each(['GET', 'PUT', 'DELETE', 'PATCH'])('answers %s with 405 and Allow', async (method) => {
    const { send, stored } = setup();
    const res = await send(new Request(`${SITE}/api/bookings`, { method }));
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST, OPTIONS');
    expect(stored).toHaveLength(0);
  });

  it('answers a same-origin OPTIONS without CORS headers', async () => {
    const res = await setup().send(new Request(`${SITE}/api/bookings`, { method: 'OPTIONS' }));
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('headers on every answer', () => {
  it('are never cached, never sniffed and never read by another site as a resource of its own', async () => {
    const { send } = setup();
    const answers = [
      await send(bookingPost(validPayload())),
      await send(bookingPost(validPayload(), { 'Content-Type': 'text/plain' })),
      await send(new Request(`${SITE}/api/bookings`, { method: 'GET' })),
    ];
    expect(answers.map((res) => res.status)).toEqual([202, 415, 405]);
    for (const res of answers) {
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    }
  });
});

describe('who is booking', () => {
  it('accepts an enquiry from a page that has no such fields, as the client booking', async () => {
    const { send, stored } = setup();
    expect((await send(bookingPost(validPayload()))).status).toBe(202);
    expect(stored[0]).toMatchObject({ bookedBy: 'Buyer or owner', clientName: '', clientContact: '' });
  });

  it("stores an agent's booking with the client's details, and says who booked in the log line", async () => {
    const { send, stored, lines } = setup();
    const agent = {
      ...validPayload(),
      bookedBy: 'Conveyancer or solicitor',
      clientName: 'Ana Silva',
      clientContact: 'ana@example.com',
    };
    expect((await send(bookingPost(agent))).status).toBe(202);
    expect(stored[0]).toMatchObject({
      bookedBy: 'Conveyancer or solicitor',
      clientName: 'Ana Silva',
      clientContact: 'ana@example.com',
    });
    expect(lines.at(-1)).toMatch(/booked by Conveyancer or solicitor/);
    expect(lines.at(-1)).not.toContain('Ana');
  });

  it("refuses an agent's booking without the client's details, naming the fields", async () => {
    const { send, stored } = setup();
    const res = await send(bookingPost({ ...validPayload(), bookedBy: 'Selling agent' }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fieldErrors: Record<string, string[]> };
    expect(Object.keys(body.fieldErrors).sort()).toEqual(['clientContact', 'clientName']);
    expect(stored).toHaveLength(0);
  });
});

describe('media type', () => {
  it.each([
    'text/plain',
    'text/plain;charset=application/json',
    'text/plain; charset=application/json',
    'application/jsonx',
    'application/json-patch+json',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=application/json',
    'application/json; charset=iso-8859-1',
  ])('refuses %j with 415, storing nothing', async (type) => {
    const { send, stored } = setup();
    const res = await send(bookingPost(validPayload(), { 'Content-Type': type }));
    expect(res.status).toBe(415);
    expect(stored).toHaveLength(0);
  });

  it('refuses a POST without Content-Type', async () => {
    const request = new Request(`${SITE}/api/bookings`, { method: 'POST', body: new Blob(['{}']) });
    expect(request.headers.get('content-type')).toBeNull();
    expect((await setup().send(request)).status).toBe(415);
  });

  it.each(['application/json', 'application/json; charset=utf-8', 'Application/JSON;charset="UTF-8"'])(
    'accepts %j',
    async (type) => {
      expect(isJsonContentType(type)).toBe(true);
      expect((await setup().send(bookingPost(validPayload(), { 'Content-Type': type }))).status).toBe(202);
    },
  );
});

/** A body of exactly `size` bytes: the valid payload padded with JSON whitespace. */
function paddedBody(size: number): string {
  const json = JSON.stringify(validPayload());
  return json + ' '.repeat(size - new TextEncoder().encode(json).byteLength);
}

function streamOf(text: string, chunkSize = 1000): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + chunkSize));
      offset += chunkSize;
    },
  });
}

function streamedPost(text: string, headers: Record<string, string> = {}) {
  return new Request(`${SITE}/api/bookings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: streamOf(text),
    duplex: 'half',
  } as RequestInit);
}

describe('body size', () => {
  it('accepts a body of exactly 16 KB and refuses one byte more with 413', async () => {
    expect(MAX_BODY_BYTES).toBe(16 * 1024);
    const { send, stored } = setup();
    expect((await send(bookingPost(paddedBody(MAX_BODY_BYTES)))).status).toBe(202);
    expect((await send(bookingPost(paddedBody(MAX_BODY_BYTES + 1)))).status).toBe(413);
    expect(stored).toHaveLength(1);
  });

  it('refuses on a declared Content-Length over 16 KB without reading the body', async () => {
    const { send } = setup();
    let pulled = 0;
    const body = new ReadableStream({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(10));
      },
    });
    const request = new Request(`${SITE}/api/bookings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(10 * 1024 * 1024) },
      body,
      duplex: 'half',
    } as RequestInit);
    expect((await send(request)).status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it('counts the bytes of a body without Content-Length (chunked)', async () => {
    const request = streamedPost(paddedBody(40 * 1024));
    expect(request.headers.get('content-length')).toBeNull();
    expect((await setup().send(request)).status).toBe(413);
  });

  it('counts the bytes of a body whose Content-Length lies', async () => {
    expect(
      (await setup().send(streamedPost(paddedBody(40 * 1024), { 'Content-Length': '100' }))).status,
    ).toBe(413);
  });
});

describe('JSON', () => {
  it.each(['{', '', 'null', '[]', '"text"', '42'])('refuses %j with 400', async (text) => {
    const { send, stored } = setup();
    const res = await send(bookingPost(text));
    expect(res.status).toBe(400);
    expect(await res.json()).toHaveProperty('error');
    expect(stored).toHaveLength(0);
  });

  it('refuses a body that is not UTF-8', async () => {
    const request = new Request(`${SITE}/api/bookings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
    });
    expect((await setup().send(request)).status).toBe(400);
  });
});

describe('validation', () => {
  it("answers 400 with the form schema's field errors, storing nothing", async () => {
    const { send, stored } = setup();
    const res = await send(bookingPost({ ...validPayload(), postcode: '3000', phone: '123' }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; fieldErrors: Record<string, string[]> };
    expect(body.error).toBe('Invalid booking');
    expect(body.fieldErrors.postcode).toEqual(['Please enter a valid NSW postcode (2000-2999)']);
    expect(body.fieldErrors.phone?.[0]).toMatch(/Australian mobile/);
    expect(stored).toHaveLength(0);
  });

  it('stores a valid enquiry with its reference, trimmed and lowercased as the schema says', async () => {
    const { send, stored } = setup();
    const res = await send(bookingPost(validPayload()));
    expect(res.status).toBe(202);
    const { reference } = (await res.json()) as { reference: string };
    expect(reference).toBe(bookingReference('0b4f1c7e-1111-4222-8333-944455556666'));
    expect(stored[0]).toMatchObject({
      receivedAt: TEST_NOW.toISOString(),
      email: 'jane@example.com',
      reference,
      submissionId: '0b4f1c7e-1111-4222-8333-944455556666',
    });
    expect(Object.keys(stored[0]!)[0]).toBe('receivedAt');
  });

  it("checks the dates against the Sydney day of the config's clock, not the machine's", async () => {
    // Around the test's instant, and 10 years on: the machine's own date is neither.
    for (const now of [TEST_NOW, new Date(TEST_NOW.getTime() + 3653 * 86_400_000)]) {
      const { send, stored } = setup({ now: () => now });
      const today = sydneyDaysAfter(0, now);
      const dated = (preferredDate: string, reportNeededBy = '') =>
        send(bookingPost({ ...validPayload(), preferredDate, reportNeededBy }));
      expect((await dated(today, sydneyDaysAfter(365, now))).status).toBe(202);
      expect(stored.at(-1)).toMatchObject({ preferredDate: today });
      const past = await dated(sydneyDaysAfter(-1, now));
      expect([past.status, ((await past.json()) as { fieldErrors: unknown }).fieldErrors]).toEqual([
        400,
        { preferredDate: ['Preferred date cannot be in the past'] },
      ]);
      const late = await dated('', sydneyDaysAfter(367, now));
      expect([late.status, ((await late.json()) as { fieldErrors: unknown }).fieldErrors]).toEqual([
        400,
        { reportNeededBy: ['Report date must be within the next 12 months'] },
      ]);
    }
  });

  it("accepts an inspection and add-on under a label with an older price, and passes on today's labels", async () => {
    // A draft, an outbox entry or a page loaded before a price changed sends yesterday's label.
    const service = serviceOptions.find((o) => o.price !== null)!;
    const addon = addonOptions.find((o) => o.price > 0)!;
    const oldService = `${service.title} - Starting from ${formatDollars(service.price! + 40)}`;
    const oldAddon = `${addon.title} ${formatDollars(addon.price + 20)}`;
    const { send, stored } = setup();
    const res = await send(bookingPost({ ...validPayload(), service: oldService, addon: oldAddon }));
    expect(res.status).toBe(202);
    expect(stored[0]).toMatchObject({ service: service.label, addon: addon.label });
    expect(stored[0]!.service).not.toBe(oldService);
  });

  it('still refuses an inspection it does not know, whatever price its label names', async () => {
    const price = formatDollars(serviceOptions.find((o) => o.price !== null)!.price!);
    const { send, stored } = setup();
    const res = await send(
      bookingPost({ ...validPayload(), service: `Roof Inspection - Starting from ${price}` }),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors).toHaveProperty(
      'service',
    );
    expect(stored).toHaveLength(0);
  });

  it('drops fields the schema does not know', async () => {
    const { send, stored } = setup();
    await send(bookingPost({ ...validPayload(), isAdmin: true, __proto__x: 1 }));
    expect(stored[0]).not.toHaveProperty('isAdmin');
  });
});

describe('address', () => {
  it("rebuilds the address from its parts and ignores the client's", async () => {
    const { send, stored } = setup();
    const res = await send(bookingPost({ ...validPayload(), address: '1 Evil Road, Elsewhere VIC 3000' }));
    expect(res.status).toBe(202);
    expect(stored[0]!.address).toBe('4, 12, Smith Street, Parramatta, NSW 2150');
  });

  it('accepts an enquiry without an address', async () => {
    const { send, stored } = setup();
    const { address: _address, ...rest } = validPayload();
    expect((await send(bookingPost(rest))).status).toBe(202);
    expect(stored[0]!.address).toBe('4, 12, Smith Street, Parramatta, NSW 2150');
  });
});

describe('source', () => {
  const label = 'a'.repeat(63);
  const longest = [label, label, label, 'b'.repeat(61)].join('.');

  it.each(['www.site.example', 'localhost', '192.168.1.10', '[::1]', 'xn--bcher-kva.example', longest])(
    'accepts the host name %s',
    async (source) => {
      expect((await setup().send(bookingPost({ ...validPayload(), source }))).status).toBe(202);
    },
  );

  it.each([
    ['254 characters', `${longest}c`],
    ['a path', 'evil.example/path'],
    ['a space', 'evil example'],
    ['markup', '<script>'],
    ['an empty string', ''],
    ['a URL', 'https://evil.example'],
    ['an underscore', 'a_b.example'],
  ])('refuses %s with a source field error', async (_what, source) => {
    const { send, stored } = setup();
    const res = await send(bookingPost({ ...validPayload(), source }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors.source?.[0]).toMatch(/Source must be/);
    expect(stored).toHaveLength(0);
  });
});

describe('control characters', () => {
  const singleLine = ['name', 'email', 'phone', 'unit', 'streetNumber', 'streetName', 'suburb', 'postcode'];

  it.each(
    singleLine.flatMap((field) =>
      ['\n', '\r', '\t', '\u001b[2J', '\u0000', '\u007f', '\u0085', '\u009b', '\u2028'].map(
        (char) => [field, char] as const,
      ),
    ),
  )('refuses %s containing %j with a field error', async (field, char) => {
    const { send, stored } = setup();
    const payload = validPayload();
    const value = String(payload[field]);
    const res = await send(bookingPost({ ...payload, [field]: value.slice(0, 1) + char + value.slice(1) }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors[field]).toContain(
      'Remove the line breaks and control characters from this field',
    );
    expect(stored).toHaveLength(0);
  });

  it.each(['\u001b[31m', '\u0007', '\u0000', '\u007f', '\u009b', '\u000b'])(
    'refuses a message containing %j',
    async (char) => {
      const res = await setup().send(bookingPost({ ...validPayload(), message: `Hello ${char}there` }));
      expect(res.status).toBe(400);
      const body = (await res.json()) as { fieldErrors: Record<string, string[]> };
      expect(body.fieldErrors.message).toEqual(['Remove the control characters from this field']);
    },
  );

  it('lets a message keep its line breaks and tabs', async () => {
    const { send, stored } = setup();
    const message = 'Line one\r\nLine two\n\tindented';
    expect((await send(bookingPost({ ...validPayload(), message }))).status).toBe(202);
    expect(stored[0]!.message).toBe(message);
  });

  it("refuses control characters in the client's address and the source too", async () => {
    const res = await setup().send(
      bookingPost({ ...validPayload(), address: 'x\u001b[2Jy', source: 'a\nb.example' }),
    );
    const body = (await res.json()) as { fieldErrors: Record<string, string[]> };
    expect(Object.keys(body.fieldErrors).sort()).toEqual(['address', 'source']);
  });
});

describe('too many at once', () => {
  it('answers 503 with Retry-After past the enquiries in flight, and takes them again once one is answered', async () => {
    // An automation that holds each enquiry until the test lets it go, behind a gate whose clock stands still
    // (nothing answered lately: it holds its floor of 2).
    const held: (() => void)[] = [];
    const stored: unknown[] = [];
    const { send, lines } = setup({
      load: loadGate({ floor: 2, ceiling: 10, waitMs: 1_000, windowMs: 1_000, now: () => 0 }),
      automation: {
        deliver: (enquiry) =>
          new Promise((resolve) => {
            stored.push(enquiry);
            held.push(() => resolve({ ok: true, answer: 'the automation answered 200', status: 200 }));
          }),
      },
    });
    const payload = (i: number) => ({ ...validPayload(), submissionId: `in-flight-test-${i}` });
    const first = [send(bookingPost(payload(1))), send(bookingPost(payload(2)))];
    await vi.waitFor(() => expect(held).toHaveLength(2));
    const turnedAway = await send(bookingPost(payload(3)));
    expect(turnedAway.status).toBe(503);
    expect(turnedAway.headers.get('retry-after')).toBe(String(BUSY_RETRY_AFTER_S));
    expect(lines.at(-1)).toMatch(/refused 503: 2 enquiries in flight, 2 the most/);
    expect(stored).toHaveLength(2);
    held.shift()!();
    expect((await first[0]!).status).toBe(202);
    const again = send(bookingPost(payload(3)));
    await vi.waitFor(() => expect(held).toHaveLength(2));
    for (const release of held.splice(0)) release();
    expect((await again).status).toBe(202);
    expect((await first[1]!).status).toBe(202);
  });
});

describe('nesting depth', () => {
  const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

  it('answers a 3,000-deep array in a field with 400 and a clear message, storing nothing', async () => {
    const { send, stored, lines } = setup();
    const payload = JSON.stringify(validPayload()).replace(
      /"message":"(?:[^"\\]|\\.)*"/,
      `"message":${nested(3000)}`,
    );
    expect(payload).toContain(nested(3000));
    const res = await send(bookingPost(payload));
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(`nests deeper than ${MAX_JSON_DEPTH} levels`);
    expect(stored).toHaveLength(0);
    expect(lines.at(-1)).toMatch(/refused 400: the body nests deeper/);
  });

  it('leaves a value exactly at the limit to the schema, which names the field', async () => {
    // The body is one level, so its field may nest MAX_JSON_DEPTH - 1 more.
    const res = await setup().send(
      bookingPost({ ...validPayload(), message: JSON.parse(nested(MAX_JSON_DEPTH - 1)) }),
    );
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).fieldErrors)).toEqual(['message']);
  });
});

describe('honeypot', () => {
  it('answers 202 with a plausible reference and drops the enquiry', async () => {
    const { send, stored, lines } = setup();
    const res = await send(bookingPost({ ...validPayload(), leave_this_blank: 'https://spam.example' }));
    expect(res.status).toBe(202);
    expect((await res.json()).reference).toMatch(referencePattern);
    expect(stored).toHaveLength(0);
    expect(lines.join('\n')).toMatch(/dropped/);
  });

  it('drops a filled honeypot even when the rest is invalid', async () => {
    const { send, stored } = setup();
    const res = await send(bookingPost({ leave_this_blank: 'x', name: '' }));
    expect(res.status).toBe(202);
    expect((await res.json()).reference).toMatch(referencePattern);
    expect(stored).toHaveLength(0);
  });

  it('treats an empty honeypot as a person', async () => {
    const { send, stored } = setup();
    expect((await send(bookingPost({ ...validPayload(), leave_this_blank: '  ' }))).status).toBe(202);
    expect(stored).toHaveLength(1);
    expect(stored[0]).not.toHaveProperty('leave_this_blank');
  });
});

describe('origins', () => {
  const partner = 'https://partner.example';

  it('accepts a POST from its own origin and one without Origin (curl, a server)', async () => {
    const { send, stored } = setup();
    expect((await send(bookingPost(validPayload(), { Origin: SITE }))).status).toBe(202);
    expect((await send(bookingPost(validPayload()))).status).toBe(202);
    expect(stored).toHaveLength(2);
  });

  it.each([
    ['another origin', { Origin: 'https://evil.example' }],
    ['the same host on another scheme', { Origin: 'http://www.site.example' }],
    ['an opaque origin', { Origin: 'null' }],
    ['Sec-Fetch-Site: cross-site without Origin', { 'Sec-Fetch-Site': 'cross-site' }],
  ])('refuses a POST from %s with 403 and no CORS headers', async (_what, headers) => {
    const { send, stored, lines } = setup({ allowedOrigins: [partner] });
    const res = await send(bookingPost(validPayload(), headers));
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(stored).toHaveLength(0);
    expect(lines.at(-1)).toMatch(/refused 403/);
    expect(lines.join('\n')).not.toContain('evil.example');
  });

  it('refuses the preflight of an origin that is not listed, without CORS headers', async () => {
    const res = await setup({ allowedOrigins: [partner] }).send(
      new Request(`${SITE}/api/bookings`, {
        method: 'OPTIONS',
        headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
      }),
    );
    expect(res.status).toBe(403);
    expect([...res.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });

  it("answers a listed origin's preflight and adds its origin to the POST's answers", async () => {
    const { allowedOrigins } = bookingConfigFromEnv({
      BOOKING_ALLOWED_ORIGINS: `${partner}, https://b.example/`,
    });
    const { send, stored } = setup({ allowedOrigins });
    const preflight = await send(
      new Request(`${SITE}/api/bookings`, {
        method: 'OPTIONS',
        headers: {
          Origin: partner,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type',
        },
      }),
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(partner);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('Content-Type');
    expect(Number(preflight.headers.get('access-control-max-age'))).toBeGreaterThan(0);
    expect(preflight.headers.get('vary')).toBe('Origin');

    const post = await send(bookingPost(validPayload(), { Origin: partner, 'Sec-Fetch-Site': 'cross-site' }));
    expect(post.status).toBe(202);
    expect(post.headers.get('access-control-allow-origin')).toBe(partner);
    const invalid = await send(
      bookingPost({ ...validPayload(), phone: '1' }, { Origin: 'https://b.example' }),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get('access-control-allow-origin')).toBe('https://b.example');
    expect(stored).toHaveLength(1);
  });

  it('reads BOOKING_ALLOWED_ORIGINS as origins, skipping what is not one', () => {
    expect(
      bookingConfigFromEnv({
        BOOKING_ALLOWED_ORIGINS: ' https://a.example/path , junk,, null, http://b.example:8080 ',
      }).allowedOrigins,
    ).toEqual(['https://a.example', 'http://b.example:8080']);
  });
});

describe('configuration', () => {
  it('answers 503 when there is no ledger, no automation and no mail', async () => {
    const lines: string[] = [];
    const config = bookingConfigFromEnv({}, { log: (line) => lines.push(line) });
    expect(config.automation).toBeNull();
    expect(config.mail).toBeNull();
    const res = await handleBookingRequest(bookingPost(validPayload()), config);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: 'Bookings are not configured' });
  });

  it('answers 503 while BOOKING_FORWARD_URL is not a URL, and logs its name, never its value', async () => {
    const lines: string[] = [];
    const config = bookingConfigFromEnv(
      { BOOKING_FORWARD_URL: 'hooks.zapier.com/abc' },
      { log: (line) => lines.push(line) },
    );
    expect(config.automation).toBeNull();
    expect(config.invalid).toEqual([{ variable: 'BOOKING_FORWARD_URL', problem: 'is not an http(s) URL' }]);
    const res = await handleBookingRequest(bookingPost(validPayload()), config);
    expect(res.status).toBe(503);
    expect(lines.join('\n')).toMatch(/BOOKING_FORWARD_URL is not an http\(s\) URL/);
    expect(lines.join('\n')).not.toContain('zapier');
  });

  it('has an automation channel with BOOKING_FORWARD_URL, and none without', () => {
    expect(bookingConfigFromEnv({}).automation).toBeNull();
    expect(bookingConfigFromEnv({ BOOKING_FORWARD_URL: 'https://hook.example/x' }).automation).not.toBeNull();
  });
});

describe('forwarding to the automation', () => {
  let automation: Awaited<ReturnType<typeof startAutomation>> | undefined;
  afterEach(async () => {
    await automation?.close();
    automation = undefined;
  });

  /** `answerMs` shortens the request's time limit; the forward gets what is left of it, less 750 ms. */
  async function forwardSetup(answers: Parameters<typeof startAutomation>[0], answerMs?: number) {
    automation = await startAutomation(answers);
    const lines: string[] = [];
    const config = {
      ...bookingConfigFromEnv({ BOOKING_FORWARD_URL: automation.url }, { log: (line) => lines.push(line) }),
      limits: { answerMs },
    };
    return { automation, lines, send: (request: Request) => handleBookingRequest(request, config) };
  }

  it('forwards once with Idempotency-Key, the reference and the rebuilt address, and answers 202', async () => {
    const { automation, send, lines } = await forwardSetup(['ok']);
    const res = await send(bookingPost({ ...validPayload(), address: 'not trusted' }));
    expect(res.status).toBe(202);
    const { reference } = (await res.json()) as { reference: string };
    expect(reference).toMatch(referencePattern);
    expect(automation.calls).toHaveLength(1);
    const [call] = automation.calls;
    expect(call!.headers['idempotency-key']).toBe('0b4f1c7e-1111-4222-8333-944455556666');
    expect(call!.headers['content-type']).toBe('application/json');
    expect(call!.body).toMatchObject({
      reference,
      address: '4, 12, Smith Street, Parramatta, NSW 2150',
      email: 'jane@example.com',
      formType: 'booking',
      submissionId: '0b4f1c7e-1111-4222-8333-944455556666',
    });
    expect(call!.body.receivedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(lines.at(-1)).toMatch(new RegExp(`delivered ${reference}`));
  });

  it('counts any 2xx as accepted', async () => {
    const { send } = await forwardSetup(['created']);
    expect((await send(bookingPost(validPayload()))).status).toBe(202);
  });

  it('retries once after a 500, with the same Idempotency-Key, and answers 202', async () => {
    const { automation, send } = await forwardSetup(['error500', 'ok']);
    expect((await send(bookingPost(validPayload()))).status).toBe(202);
    expect(automation.calls).toHaveLength(2);
    expect(automation.calls[1]!.headers['idempotency-key']).toBe(
      automation.calls[0]!.headers['idempotency-key'],
    );
    expect(automation.calls[1]!.body).toEqual(automation.calls[0]!.body);
  });

  it('retries once after a network error (connection reset), and answers 202', async () => {
    const { automation, send } = await forwardSetup(['reset', 'ok']);
    expect((await send(bookingPost(validPayload()))).status).toBe(202);
    expect(automation.calls).toHaveLength(2);
  });

  it('answers 502 when the automation is down twice, without leaking its URL', async () => {
    const { automation, send, lines } = await forwardSetup(['error500']);
    const res = await send(bookingPost(validPayload()));
    expect(res.status).toBe(502);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: 'The booking service did not accept the enquiry' });
    expect(automation.calls).toHaveLength(2);
    // The address as host:port, not the bare port: the log names the enquiry's submissionId, whose digits
    // ('…944455556666') contain some ports the system hands out (44455, 55566…), which failed CI once.
    const { host } = new URL(automation.url);
    for (const output of [text, ...lines]) {
      expect(output).not.toContain('secret-token');
      expect(output).not.toContain(host);
      expect(output).not.toContain('/hook');
    }
    expect(lines.at(-1)).toMatch(/failed .*answered 500/);
  });

  it('answers 502 when the automation cannot be reached at all', async () => {
    automation = await startAutomation();
    const url = automation.url;
    await automation.close();
    automation = undefined;
    const config = bookingConfigFromEnv({ BOOKING_FORWARD_URL: url }, { log: () => {} });
    expect((await handleBookingRequest(bookingPost(validPayload()), config)).status).toBe(502);
  });

  it('does not retry a 4xx: answers 502 after one call', async () => {
    const { automation, send } = await forwardSetup(['error400', 'ok']);
    expect((await send(bookingPost(validPayload()))).status).toBe(502);
    expect(automation.calls).toHaveLength(1);
  });

  it('gives up at the time-out with 502 (the whole forward, retry included)', async () => {
    const { automation, send, lines } = await forwardSetup(['hang'], 1050);
    const started = performance.now();
    const res = await send(bookingPost(validPayload()));
    const elapsed = performance.now() - started;
    expect(res.status).toBe(502);
    expect(elapsed).toBeGreaterThanOrEqual(280);
    expect(elapsed).toBeLessThan(1500);
    expect(automation.calls).toHaveLength(1);
    expect(lines.at(-1)).toMatch(/no answer within (2[5-9]\d|300) ms/);
  });

  it('keeps to the time-out even when a fetch ignores the abort signal', async () => {
    let calls = 0;
    const config = {
      ...bookingConfigFromEnv(
        { BOOKING_FORWARD_URL: 'https://hook.example/x' },
        { log: () => {}, fetch: () => (calls++, new Promise<Response>(() => {})) },
      ),
      limits: { answerMs: 500 },
    };
    const started = performance.now();
    expect((await handleBookingRequest(bookingPost(validPayload()), config)).status).toBe(502);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(calls).toBe(1);
  });

  it('answers before the browser gives up: 8 s for the whole forward, the browser waits 10 s', () => {
    expect(FORWARD_TIMEOUT_MS).toBe(8_000);
    expect(FORWARD_TIMEOUT_MS).toBeLessThan(SUBMIT_TIMEOUT_MS);
  });
});

describe('logs', () => {
  it('say what was accepted without personal details or raw input', async () => {
    const { send, lines } = setup();
    const res = await send(bookingPost(validPayload()));
    const { reference } = (await res.json()) as { reference: string };
    const line = lines.at(-1)!;
    expect(line).toContain(reference);
    expect(line).toContain('0b4f1c7e-1111-4222-8333-944455556666');
    expect(line).toContain('Parramatta 2150');
    expect(line).toContain(String(validPayload().service));
    for (const personal of ['Jane', 'example.com', '0412', 'Smith', 'Gate code'])
      expect(line).not.toContain(personal);
  });

  it('say why a request was refused without echoing it, and never carry a control character', async () => {
    const { send, lines } = setup();
    await send(
      bookingPost({ ...validPayload(), name: 'Jane\u001b[2J\nInjected line', suburb: 'X\u009b\u202e' }),
    );
    await send(bookingPost(validPayload(), { 'Content-Type': 'text/evil-marker' }));
    await send(bookingPost('{"name": "\u001b]0;pwned\u0007'));
    await send(bookingPost({ ...validPayload(), submissionId: 'id\u001bwith-escape' }));
    await send(new Request(`${SITE}/api/bookings`, { method: 'PATCH' }));
    expect(lines).toHaveLength(5);
    for (const line of lines) {
      expect(line).toMatch(/^\[bookings\] refused \d{3}: /);
      expect(line).not.toMatch(controlPattern);
      for (const raw of ['Injected', 'evil-marker', 'pwned', 'with-escape']) expect(line).not.toContain(raw);
    }
  });
});
