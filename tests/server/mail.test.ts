// @vitest-environment node
/**
 * The e-mails, as a real SMTP server receives them from nodemailer: the business's copy (every field of the
 * form), the visitor's confirmation (nothing a stranger could use), the calendar file, and the refusals that
 * keep a value from adding headers of its own.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { business } from '../../src/content/business';
import { bookingFields, fieldLabel } from '../../src/domain/booking/fields';
import { bookingForClient, serviceOptions } from '../../src/domain/booking/options';
import { bookingReference } from '../../src/domain/booking/reference';
import { handleBookingRequest } from '../../src/server/booking-handler';
import type { Enquiry } from '../../src/domain/booking/enquiry';
import { confirmationMail } from '../../src/server/mail/confirmation-mail';
import { enquirySchemaOn } from '../../src/domain/booking/enquiry-schema';
import { enquiryMail, SELLING_AGENT_FLAG } from '../../src/server/mail/enquiry-mail';
import { escapeHtml } from '../../src/server/mail/layout';
import { assertHeaderSafe, UnsafeHeaderError, type MailMessage } from '../../src/server/mail/message';
import { nodemailerTransport } from '../../src/server/mail/nodemailer-transport';
import { parseSmtpUrl } from '../../src/server/mail/smtp-url';
import { sydneyDaysAfter } from '../support/clock';
import { startMailServer, type MailServer } from '../support/mail-server';
import { bookingPost, memoryAutomation, SITE, validPayload } from './support';
import { formatDayDate } from '../../src/domain/booking/words';

const FROM = 'Harbourline Bookings <bookings@harbourline.example>';
const OFFICE = ['office@harbourline.example'];

/** An agent's booking for a client, with a distinctive value in every field a visitor types. */
function agentEnquiry(overrides: Partial<Enquiry> = {}): Enquiry {
  const submissionId = 'mail-test-0001-aaaa';
  return {
    // A field of the list not named below (a plain text field added since) still gets a value of its own.
    ...Object.fromEntries(bookingFields.map((spec) => [spec.name, `${spec.name}marker`])),
    bookedBy: "Buyer's agent",
    clientName: 'Clientname Quokka',
    clientContact: 'client.quokka@example.net',
    name: 'Bookername Wombat',
    email: 'agent.wombat@example.com',
    phone: '0491 570 156',
    unit: 'Unitmarker 7',
    streetNumber: '42A',
    streetName: 'Streetmarker Road',
    suburb: 'Katoomba',
    postcode: '2780',
    service: serviceOptions[1]!.label,
    addon: 'Thermal Imaging Scan $100',
    message: 'Messagemarker: the dog is friendly.\nSecond line.',
    preferredDate: '2026-12-07',
    preferredTime: 'Morning',
    reportNeededBy: '2026-12-10',
    deadlineReason: 'Auction',
    access: 'Tenant',
    accessName: 'Accessname Bilby',
    accessPhone: '02 5550 4321',
    timestamp: '2026-11-25T01:02:03.000Z',
    source: 'www.harbourline.example',
    formType: 'booking',
    submissionId,
    address: 'Unitmarker 7, 42A, Streetmarker Road, Katoomba, NSW 2780',
    reference: bookingReference(submissionId),
    receivedAt: '2026-11-25T01:02:04.000Z',
    ...overrides,
  } as Enquiry;
}

let smtp: MailServer;
beforeAll(async () => {
  smtp = await startMailServer();
});
afterAll(() => smtp.close());

async function deliver(message: MailMessage) {
  smtp.clear();
  const transport = nodemailerTransport(parseSmtpUrl(smtp.url));
  const result = await transport.send(message);
  await transport.close?.();
  expect(result).toMatchObject({ ok: true, status: 250 });
  expect(smtp.received).toHaveLength(1);
  return smtp.received[0]!;
}

describe("the business's copy", () => {
  it('gives every field of the form by its label, the booker and the client apart, and replies to the booker', async () => {
    const enquiry = agentEnquiry();
    const mail = await deliver(enquiryMail(enquiry, { from: FROM, to: OFFICE, siteOrigin: SITE }));
    expect(mail.envelopeTo).toEqual(OFFICE);
    expect(mail.replyTo).toBe(enquiry.email);
    expect(mail.messageId).toBe(`<${enquiry.reference.toLowerCase()}.enquiry@harbourline.example>`);
    const title = serviceOptions[1]!.title;
    expect(mail.subject).toBe(`Booking request ${enquiry.reference}: ${title}, Katoomba`);
    for (const spec of bookingFields) {
      const raw = String(enquiry[spec.name as keyof Enquiry]);
      const value = spec.kind === 'date' ? formatDayDate(raw) : raw;
      const label = fieldLabel(spec, bookingForClient(enquiry.bookedBy));
      expect(mail.text, spec.name).toContain(`${label}: ${value.split('\n')[0]}`);
      expect(mail.html, spec.name).toContain(label.replace(/'/g, '&#39;'));
    }
    // The client's details under their own heading, before the booker's.
    expect(mail.text.indexOf('THE CLIENT')).toBeLessThan(mail.text.indexOf("Client's full name"));
    expect(mail.text.indexOf("Client's full name")).toBeLessThan(mail.text.indexOf('THE BOOKER'));
    expect(mail.text).toContain('Your full name: Bookername Wombat');
    expect(mail.html).not.toMatch(/<img|src=|https?:\/\/[^"]*track/i);
  });

  it('leaves out the client heading when the client books for themselves', async () => {
    const mail = await deliver(
      enquiryMail(agentEnquiry({ bookedBy: 'Buyer or owner', clientName: '', clientContact: '' }), {
        from: FROM,
        to: OFFICE,
        siteOrigin: SITE,
      }),
    );
    expect(mail.text).not.toContain('THE CLIENT');
    expect(mail.text).toContain('Full name: Bookername Wombat');
  });
});

describe("the visitor's confirmation", () => {
  const markers = [
    'Bookername',
    'Wombat',
    'Clientname',
    'Quokka',
    'Unitmarker',
    'Streetmarker',
    '42A',
    'Messagemarker',
    'friendly',
    'Accessname',
    'Bilby',
    '5550 4321',
    '0491',
    'client.quokka',
  ];

  it('gives the reference, the inspection, the add-on, the postcode, the timing and what happens next', async () => {
    const enquiry = agentEnquiry();
    const mail = await deliver(
      confirmationMail(enquiry, { from: FROM, siteOrigin: 'https://www.harbourline.example' }),
    );
    expect(mail.envelopeTo).toEqual([enquiry.email]);
    expect(mail.from).toBe('bookings@harbourline.example');
    expect(mail.replyTo).toBe(business.email);
    expect(mail.messageId).toBe(`<${enquiry.reference.toLowerCase()}.confirmation@harbourline.example>`);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(enquiry.reference);
      expect(part).toContain(
        part === mail.html ? escapeHtml(serviceOptions[1]!.title) : serviceOptions[1]!.title,
      );
      expect(part).toContain('Thermal Imaging Scan $100');
      expect(part).toContain(`NSW ${enquiry.postcode}`);
      // The suburb is free text a stranger could fill with words of their choosing.
      expect(part).not.toContain(enquiry.suburb);
      expect(part).toContain('Monday 7 December 2026, morning');
      expect(part).toMatch(/call you to confirm the time .* final price/);
      expect(part).toMatch(/deposit then secures the booking/);
      expect(part).toContain(business.email);
      expect(part).toContain('https://www.harbourline.example/privacy');
    }
    expect(mail.text).toContain(business.phone.display.replace(/\u00a0/g, ' '));
    for (const attachment of mail.attachments) expect(attachment.content).not.toContain(enquiry.suburb);
    expect(mail.raw).not.toContain(enquiry.suburb);
  });

  it('never carries a name, the street, the unit, the message, the access contact or the client', async () => {
    const mail = await deliver(
      confirmationMail(agentEnquiry(), { from: FROM, siteOrigin: 'https://www.harbourline.example' }),
    );
    const everything = [mail.raw, mail.text, mail.html, ...mail.attachments.map((a) => a.content)].join('\n');
    for (const marker of markers) expect(everything, marker).not.toContain(marker);
  });

  it('attaches a published, all-day calendar entry for the preferred date, marked as requested', async () => {
    const enquiry = agentEnquiry();
    const mail = await deliver(confirmationMail(enquiry, { from: FROM, siteOrigin: SITE }));
    expect(mail.attachments).toHaveLength(1);
    const [ics] = mail.attachments;
    expect(ics!.contentType).toBe('text/calendar');
    const text = ics!.content;
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain('METHOD:PUBLISH\r\n');
    expect(text).toContain(`UID:${enquiry.reference.toLowerCase()}@harbourline.example\r\n`);
    expect(text).toContain('DTSTART;VALUE=DATE:20261207\r\n');
    expect(text).toContain('DTEND;VALUE=DATE:20261208\r\n');
    expect(text).toContain('STATUS:TENTATIVE\r\n');
    expect(text).toMatch(/SUMMARY:Inspection requested/);
    // Published by the business (RFC 5546 §3.2.1 asks for an ORGANIZER), with no one invited to reply.
    expect(text.replace(/\r\n /g, '')).toContain(
      `ORGANIZER;CN="${business.name}":mailto:${business.email}\r\n`,
    );
    expect(text).not.toMatch(/ATTENDEE|RSVP|confirmed/i);
    expect(text).not.toMatch(/DTSTART:\d{8}T\d{6}Z/);
    for (const line of text.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it('attaches nothing when no date was given', async () => {
    const mail = await deliver(
      confirmationMail(agentEnquiry({ preferredDate: '', preferredTime: 'Afternoon' }), {
        from: FROM,
        siteOrigin: SITE,
      }),
    );
    expect(mail.attachments).toHaveLength(0);
    expect(mail.text).toContain('Preferred timing: Afternoon');
  });
});

describe('header injection', () => {
  it('refuses a line break in every value bound for a header, before anything is sent', () => {
    const good = enquiryMail(agentEnquiry(), { from: FROM, to: OFFICE, siteOrigin: SITE });
    const bad: Partial<MailMessage>[] = [
      { from: 'x@y.example\r\nBcc: evil@attacker.example' },
      { to: ['office@harbourline.example\r\nBcc: evil@attacker.example'] },
      { replyTo: 'a@b.example\nBcc: evil@attacker.example' },
      { subject: 'Hi\r\nBcc: evil@attacker.example' },
      { messageId: '<a@b>\r\nX-Evil: 1' },
      { subject: 'Hi\u2028Bcc: evil@attacker.example' },
      { attachments: [{ filename: 'a.ics\r\nX-Evil: 1', contentType: 'text/calendar', content: '' }] },
    ];
    for (const change of bad)
      expect(() => assertHeaderSafe({ ...good, ...change })).toThrow(UnsafeHeaderError);
    expect(() => assertHeaderSafe(good)).not.toThrow();
  });

  it('sends nothing when a composed message would carry one', async () => {
    smtp.clear();
    const transport = nodemailerTransport(parseSmtpUrl(smtp.url));
    const message = {
      ...enquiryMail(agentEnquiry(), { from: FROM, to: OFFICE, siteOrigin: SITE }),
      subject: 'x\r\nBcc: a@b.example',
    };
    expect(await transport.send(message)).toMatchObject({
      ok: false,
      answer: expect.stringMatching(/^refused/),
    });
    expect(smtp.received).toHaveLength(0);
  });

  it('refuses, at the door, CR and LF in every field of the form, and sends no e-mail', async () => {
    smtp.clear();
    const { automation, stored } = memoryAutomation();
    const config = {
      automation,
      mail: { transport: nodemailerTransport(parseSmtpUrl(smtp.url)), from: FROM, notifyTo: OFFICE },
      ledger: null,
      siteOrigin: SITE,
      allowedOrigins: [],
      challengeSecret: null,
      log: () => {},
    };
    for (const spec of bookingFields) {
      for (const injection of ['\r\nBcc: evil@attacker.example', '\nX-Injected: yes']) {
        const body = {
          ...validPayload(),
          bookedBy: "Buyer's agent",
          clientName: 'Ana Silva',
          clientContact: 'a@b.example',
        };
        const value = String((body as Record<string, unknown>)[spec.name] ?? '');
        const response = await handleBookingRequest(
          bookingPost({ ...body, [spec.name]: `${value}${injection}` }),
          config,
        );
        if (spec.kind === 'textarea') {
          // A message may hold line breaks; it never reaches a header.
          expect(response.status, spec.name).toBe(202);
          continue;
        }
        expect(response.status, spec.name).toBe(400);
      }
    }
    for (const mail of smtp.received) {
      expect(mail.envelopeTo).toEqual(OFFICE);
      expect(mail.headerLines.map((h) => h.key)).not.toContain('bcc');
      expect(mail.headerLines.map((h) => h.key)).not.toContain('x-injected');
      expect(mail.raw.split('\r\n\r\n')[0]).not.toMatch(/evil@attacker|X-Injected/i);
    }
    expect(stored.length).toBe(smtp.received.length);
  });
});

describe("a selling agent's booking of a buyer's inspection (issue 42, major 6)", () => {
  const buyers = serviceOptions.filter((o) => o.forBuyer);

  it('is accepted, and the business mail flags it as booked by the selling agent', () => {
    // Every pre-purchase inspection in the catalogue is a buyer's, its report made out to the buyer.
    expect(buyers.map((o) => o.title)).toEqual(
      expect.arrayContaining(serviceOptions.filter((o) => /^Pre-Purchase/.test(o.title)).map((o) => o.title)),
    );
    for (const option of buyers) {
      const body = {
        ...validPayload(),
        bookedBy: 'Selling agent',
        clientName: 'Ana Silva',
        clientContact: '0491 570 156',
        service: option.label,
      };
      expect(enquirySchemaOn(sydneyDaysAfter(0)).safeParse(body).success, option.title).toBe(true);
      const mail = enquiryMail(agentEnquiry({ bookedBy: 'Selling agent', service: option.label }), {
        from: FROM,
        to: OFFICE,
        siteOrigin: SITE,
      });
      expect(mail.subject, option.title).toContain(`(${SELLING_AGENT_FLAG})`);
      expect(mail.text, option.title).toContain(`Flag: A pre-purchase inspection ${SELLING_AGENT_FLAG}`);
      expect(mail.html, option.title).toContain(SELLING_AGENT_FLAG);
    }
  });

  it("flags neither a buyer's agent on a buyer's inspection nor a selling agent on any other", () => {
    const others = serviceOptions.filter((o) => !o.forBuyer);
    expect(others.length).toBeGreaterThan(0);
    const unflagged = [
      ...buyers.map((o) => agentEnquiry({ bookedBy: "Buyer's agent", service: o.label })),
      ...others.map((o) => agentEnquiry({ bookedBy: 'Selling agent', service: o.label })),
    ].map((enquiry) => enquiryMail(enquiry, { from: FROM, to: OFFICE, siteOrigin: SITE }));
    for (const mail of unflagged) {
      expect(mail.subject).not.toContain(SELLING_AGENT_FLAG);
      expect(mail.text).not.toContain(SELLING_AGENT_FLAG);
    }
  });
});

describe('BOOKING_SMTP_URL and the transport', () => {
  it('reads credentials, ports and the TLS rules from the URL', () => {
    expect(parseSmtpUrl('smtp://apikey:p%40ss%3Aword@smtp.example.com')).toEqual({
      host: 'smtp.example.com',
      port: 587,
      secure: false,
      user: 'apikey',
      pass: 'p@ss:word',
      requireTLS: true,
    });
    expect(parseSmtpUrl('smtps://u:p@smtp.example.com')).toMatchObject({
      port: 465,
      secure: true,
      requireTLS: false,
    });
    expect(parseSmtpUrl('smtp://relay.example.com:25')).toMatchObject({ port: 25, requireTLS: false });
    expect(parseSmtpUrl('smtp://u:p@127.0.0.1:2525')).toMatchObject({ requireTLS: false });
    expect(() => parseSmtpUrl('https://smtp.example.com')).toThrow(/smtp:\/\/ or smtps:\/\//);
    expect(() => parseSmtpUrl('not a url')).toThrow(/not a URL/);
  });

  it('logs in without TLS only on this machine', async () => {
    const withAuth = await startMailServer({
      authMethods: ['PLAIN', 'LOGIN'],
      authOptional: false,
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        if (auth.username === 'site' && auth.password === 's3cret:/@')
          return callback(null, { user: 'site' });
        callback(new Error('Invalid username or password'));
      },
    });
    try {
      const transport = nodemailerTransport(
        parseSmtpUrl(`smtp://site:s3cret%3A%2F%40@127.0.0.1:${withAuth.port}`),
      );
      expect(
        await transport.send(enquiryMail(agentEnquiry(), { from: FROM, to: OFFICE, siteOrigin: SITE })),
      ).toMatchObject({
        ok: true,
      });
      const wrong = nodemailerTransport(parseSmtpUrl(`smtp://site:nope@127.0.0.1:${withAuth.port}`));
      const refused = await wrong.send(
        enquiryMail(agentEnquiry(), { from: FROM, to: OFFICE, siteOrigin: SITE }),
      );
      expect(refused.ok).toBe(false);
      expect(refused.answer).not.toContain('nope');
      // With credentials and a host that is not loopback, a server without STARTTLS is refused.
      const strict = nodemailerTransport({
        ...parseSmtpUrl(`smtp://site:s3cret@127.0.0.1:${withAuth.port}`),
        requireTLS: true,
      });
      expect(
        (await strict.send(enquiryMail(agentEnquiry(), { from: FROM, to: OFFICE, siteOrigin: SITE }))).ok,
      ).toBe(false);
      expect(withAuth.received).toHaveLength(1);
    } finally {
      await withAuth.close();
    }
  });

  it('gives up on a server that never greets, within its time limit', async () => {
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const port = (silent.address() as { port: number }).port;
      const transport = nodemailerTransport(parseSmtpUrl(`smtp://127.0.0.1:${port}`), { timeoutMs: 500 });
      const started = performance.now();
      const result = await transport.send(
        enquiryMail(agentEnquiry(), { from: FROM, to: OFFICE, siteOrigin: SITE }),
      );
      expect(result.ok).toBe(false);
      expect(performance.now() - started).toBeLessThan(3_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe('a burst of mail', () => {
  it('waits for a free pooled connection, so no message of a burst times out on a slow server', async () => {
    const slow = await startMailServer();
    // Each message takes the server 150 ms (about 300 ms in all here); 24 on 3 connections take about 2.5 s,
    // three times the 1 s each may take. Queued inside nodemailer with their clocks running, most timed out.
    slow.setDelay(150);
    const transport = nodemailerTransport(parseSmtpUrl(slow.url), { pool: true, timeoutMs: 1_000 });
    try {
      const burst = Array.from({ length: 24 }, (_, i) => {
        const submissionId = `mail-burst-${String(i).padStart(4, '0')}`;
        return enquiryMail(agentEnquiry({ submissionId, reference: bookingReference(submissionId) }), {
          from: FROM,
          to: OFFICE,
          siteOrigin: SITE,
        });
      });
      // One first, alone: the first message pays for loading and connecting (about 1 s on a busy machine).
      expect((await transport.send(burst[0]!, 5_000)).ok).toBe(true);
      slow.clear();
      const results = await Promise.all(burst.map((message) => transport.send(message)));
      expect(results.filter((r) => !r.ok).map((r) => r.answer)).toEqual([]);
      const ids = slow.received.map((m) => m.messageId);
      expect(new Set(ids).size).toBe(burst.length);
      expect(ids).toHaveLength(burst.length);
    } finally {
      await transport.close?.();
      await slow.close();
    }
  });
});
