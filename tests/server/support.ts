/**
 * Shared by the server tests: a valid enquiry as the form sends it, Request builders, and a real loopback
 * server standing in for the automation (Make, Zapier, n8n) whose answers each test scripts.
 */
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serviceOptions } from '../../src/domain/booking/options';
import type { AutomationChannel } from '../../src/server/channels/automation';
import type { Enquiry } from '../../src/domain/booking/enquiry';
import { TEST_NOW } from '../support/clock';

export const SITE = 'https://www.site.example';

export function validPayload() {
  return {
    name: 'Jane Citizen',
    email: 'Jane@Example.com',
    phone: '0412 345 678',
    unit: '4',
    streetNumber: '12',
    streetName: 'Smith Street',
    suburb: 'Parramatta',
    postcode: '2150',
    service: serviceOptions[0]!.label,
    addon: 'No add-ons',
    message: 'Gate code 1234.\nPlease call first.',
    address: '4, 12, Smith Street, Parramatta, NSW 2150',
    // When the form built it: a few seconds before the tests' instant.
    timestamp: new Date(TEST_NOW.getTime() - 4_995).toISOString(),
    source: 'www.site.example',
    formType: 'booking',
    submissionId: '0b4f1c7e-1111-4222-8333-944455556666',
  } as Record<string, unknown>;
}

/** A POST to the site's /api/bookings; body objects are JSON-encoded, strings sent as they are. */
export function bookingPost(
  body: unknown,
  headers: Record<string, string> = {},
  url = `${SITE}/api/bookings`,
) {
  return new Request(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export type AutomationAnswer = 'ok' | 'created' | 'error500' | 'error400' | 'reset' | 'hang';

export interface ReceivedCall {
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** A loopback automation that answers its calls in the scripted order (the last answer repeats). */
export async function startAutomation(answers: AutomationAnswer[] = ['ok']) {
  const calls: ReceivedCall[] = [];
  const hanging = new Set<ServerResponse>();
  // Set by `answerAlways`: every later call gets this answer, whatever the script said.
  let always: AutomationAnswer | null = null;
  const server: Server = createServer((req, res) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => {
      calls.push({ headers: req.headers, body: JSON.parse(text) as Record<string, unknown> });
      const answer = always ?? answers[Math.min(calls.length, answers.length) - 1]!;
      switch (answer) {
        case 'ok':
          return res.writeHead(200, { 'Content-Type': 'text/plain' }).end('Accepted');
        case 'created':
          return res.writeHead(201).end();
        case 'error500':
          return res.writeHead(500).end('Scenario failed');
        case 'error400':
          return res.writeHead(400).end('Bad request');
        case 'reset':
          return req.socket.destroy();
        case 'hang':
          hanging.add(res);
          return;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook/secret-token`;
  return {
    url,
    calls,
    answerAlways(answer: AutomationAnswer) {
      always = answer;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An automation channel that keeps what it is given and takes it (answers 200). */
export function memoryAutomation() {
  const stored: Enquiry[] = [];
  const automation: AutomationChannel = {
    async deliver(enquiry) {
      stored.push(enquiry);
      return { ok: true, answer: 'the automation answered 200', status: 200 };
    },
  };
  return { automation, stored };
}
