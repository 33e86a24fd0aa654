/**
 * npm run check:webhook -- <url> [--origin https://www.example.com.au] [--send]
 *
 * Asks the booking webhook what a browser will ask: the CORS preflight for a JSON POST from the site's
 * origin. With --send, also POSTs one enquiry marked as a test. Then says in plain words whether the form
 * on the live site will be able to submit.
 */
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { business } from '../src/content/business';

export interface CheckResult {
  ok: boolean;
  lines: string[];
}

function allows(header: string | null, wanted: string): boolean {
  if (!header) return false;
  const values = header.split(',').map((v) => v.trim().toLowerCase());
  return values.includes('*') || values.includes(wanted.toLowerCase());
}

export async function checkWebhook(url: string, origin: string, send: boolean): Promise<CheckResult> {
  const lines: string[] = [];
  let ok = true;
  const fail = (line: string) => {
    ok = false;
    lines.push(`✗ ${line}`);
  };
  const pass = (line: string) => lines.push(`✓ ${line}`);

  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return { ok: false, lines: [`✗ '${url}' is not a URL.`] };
  }
  if (target.protocol !== 'https:' && !['localhost', '127.0.0.1', '[::1]'].includes(target.hostname)) {
    fail('The webhook is not https: browsers on an https site will block it as mixed content.');
  }

  let preflight: Response;
  try {
    preflight = await fetch(target, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    return {
      ok: false,
      lines: [...lines, `✗ The webhook could not be reached: ${(error as Error).message}`],
    };
  }

  const allowOrigin = preflight.headers.get('access-control-allow-origin');
  if (!preflight.ok)
    fail(`The CORS preflight (OPTIONS) answered ${preflight.status}; a browser needs a 2xx.`);
  else pass(`The CORS preflight answered ${preflight.status}.`);
  if (allowOrigin === '*' || allowOrigin === origin) pass(`It allows the origin ${origin}.`);
  else
    fail(
      `It does not allow the origin ${origin} (Access-Control-Allow-Origin: ${allowOrigin ?? 'missing'}).`,
    );
  const methods = preflight.headers.get('access-control-allow-methods');
  if (!methods || allows(methods, 'POST')) pass('It allows POST.');
  else fail(`It does not allow POST (Access-Control-Allow-Methods: ${methods}).`);
  const headers = preflight.headers.get('access-control-allow-headers');
  if (allows(headers, 'content-type')) pass('It allows the Content-Type header.');
  else
    fail(
      `It does not allow the Content-Type header (Access-Control-Allow-Headers: ${headers ?? 'missing'}).`,
    );

  if (send) {
    const payload = {
      name: 'Webhook Test',
      email: 'webhook-test@example.com',
      phone: '0491 570 156',
      unit: '',
      streetNumber: '1',
      streetName: 'Test Street',
      suburb: 'Sydney',
      postcode: '2000',
      service: 'Pre-Purchase Building Inspection - Starting from $440',
      addon: 'No add-ons',
      message: 'TEST ENQUIRY from npm run check:webhook. Please ignore.',
      address: '1, Test Street, Sydney, NSW 2000',
      timestamp: new Date().toISOString(),
      source: new URL(origin).hostname,
      formType: 'booking',
      submissionId: randomUUID(),
      test: true,
    };
    try {
      const response = await fetch(target, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(10_000),
      });
      const postOrigin = response.headers.get('access-control-allow-origin');
      if (!response.ok)
        fail(`The test enquiry was answered ${response.status}; the form treats that as a failure.`);
      else pass(`The test enquiry was accepted (${response.status}); look for it in your automation.`);
      if (postOrigin === '*' || postOrigin === origin)
        pass('The answer carries Access-Control-Allow-Origin.');
      else
        fail('The answer to the POST has no matching Access-Control-Allow-Origin: the browser will hide it.');
    } catch (error) {
      fail(`The test enquiry failed: ${(error as Error).message}`);
    }
  }

  lines.push(
    ok
      ? `\nYes: a browser on ${origin} will be able to submit bookings to this webhook.`
      : `\nNo: a browser on ${origin} will NOT be able to submit bookings to this webhook. See docs/bookings.md#static-only-hosts.`,
  );
  return { ok, lines };
}

async function main() {
  const args = process.argv.slice(2);
  const url = args.find((a) => !a.startsWith('--') && args[args.indexOf(a) - 1] !== '--origin');
  const originIndex = args.indexOf('--origin');
  const origin = (
    originIndex >= 0 ? args[originIndex + 1] : process.env.VITE_SITE_ORIGIN || `https://${business.domain}`
  )!.replace(/\/$/, '');
  if (!url) {
    console.error('Usage: npm run check:webhook -- <webhook url> [--origin https://your.site] [--send]');
    process.exit(2);
  }
  const result = await checkWebhook(url, origin, args.includes('--send'));
  console.log(result.lines.join('\n'));
  process.exit(result.ok ? 0 : 1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
