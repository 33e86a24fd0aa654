// @vitest-environment node
/**
 * The server's configuration (src/server/config.ts, issue 53): the environment read by one schema. A variable
 * that is set but cannot be used is named, never with its value: `npm start` stops on it, and every handler a
 * host runs answers 503 and logs the name. What a variable accepts or ignores keeps its meaning.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { handleAgreementRequest } from '../../src/server/agreement/handler';
import { handleBookingRequest, handleChallengeRequest } from '../../src/server/booking-handler';
import { handleBookingPageRequest } from '../../src/server/booking-page/handler';
import { bookingConfigFromEnv, configProblems, BOOKING_ENV_NAMES } from '../../src/server/config';
import { handleSweepRequest } from '../../src/server/host-sweep';
import { handleOfficeRequest } from '../../src/server/office/handler';
import { bookingPost, SITE, validPayload } from './support';

/** Each variable a problem can name, a value it cannot use, and what is said of it. */
const bad: [string, string, RegExp][] = [
  ['BOOKING_FORWARD_URL', 'hooks.example/secret-path', /is not an http\(s\) URL/],
  ['BOOKING_FORWARD_EVENTS', 'yes-secret', /is not "on" or "off"/],
  ['BOOKING_SMTP_URL', 'mail.example:secret', /must start with smtp:\/\/ or smtps:\/\//],
];

describe('a variable that cannot be used', () => {
  it.each(bad)(
    '%s = a bad value is named, with what is wrong and never the value',
    (variable, value, said) => {
      // With its sender, so that SMTP's own problem is the only one.
      const problems = configProblems({ BOOKING_MAIL_FROM: 'bookings@x.example', [variable]: value });
      expect(problems.map((p) => p.variable)).toEqual([variable]);
      expect(problems[0]!.problem).toMatch(said);
      expect(JSON.stringify(problems)).not.toContain(value);
    },
  );

  it('SMTP without one sender, and the office without its secret (on a host, with no stand-in for it)', () => {
    expect(configProblems({ BOOKING_SMTP_URL: 'smtp://mail.example:587' }).map((p) => p.variable)).toEqual([
      'BOOKING_MAIL_FROM',
    ]);
    expect(
      configProblems({
        BOOKING_SMTP_URL: 'smtp://mail.example:587',
        BOOKING_MAIL_FROM: 'a@x.example, b@x.example',
      }).map((p) => p.variable),
    ).toEqual(['BOOKING_MAIL_FROM']);
    expect(configProblems({ BOOKING_OFFICE_EMAILS: 'owner@x.example' }).map((p) => p.variable)).toEqual([
      'BOOKING_OFFICE_SECRET',
    ]);
    // The local servers make the office's secret for their process: no problem there.
    expect(
      configProblems({ BOOKING_OFFICE_EMAILS: 'owner@x.example' }, { officeSecretFallback: 'x' }),
    ).toEqual([]);
  });

  it('makes every handler a host runs answer 503, logging the name and never the value', async () => {
    const lines: string[] = [];
    const config = bookingConfigFromEnv(
      { BOOKING_FORWARD_URL: 'hooks.example/secret-path', CRON_SECRET: 'c' },
      { log: (line) => lines.push(line) },
    );
    const answers = await Promise.all([
      handleBookingRequest(bookingPost(validPayload()), config),
      handleChallengeRequest(new Request(`${SITE}/api/bookings/challenge?submissionId=abcdefgh12`), config),
      handleOfficeRequest(new Request(`${SITE}/api/office/status`), config),
      handleAgreementRequest(new Request(`${SITE}/api/agreement/x`), config),
      handleBookingPageRequest(new Request(`${SITE}/api/booking/x`), config),
      handleSweepRequest(
        new Request(`${SITE}/api/bookings/sweep`, { headers: { Authorization: 'Bearer c' } }),
        config,
      ),
    ]);
    expect(answers.map((a) => a.status)).toEqual([503, 503, 503, 503, 503, 503]);
    expect(lines).toHaveLength(6);
    for (const line of lines) {
      expect(line).toMatch(/BOOKING_FORWARD_URL is not an http\(s\) URL/);
      expect(line).not.toContain('secret-path');
    }
  });

  it('stops npm start before it serves, naming the variable', async () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = execFile(
        path.join(root, 'node_modules/.bin/tsx'),
        ['scripts/serve.ts'],
        {
          cwd: root,
          env: { ...process.env, BOOKING_FORWARD_URL: 'hooks.example/secret-path', PORT: '0' },
          timeout: 30_000,
        },
        (error, _stdout, stderr) => resolve({ code: error ? (child.exitCode ?? 1) : 0, stderr }),
      );
    });
    expect(code).toBe(1);
    expect(stderr).toMatch(/BOOKING_FORWARD_URL is not an http\(s\) URL/);
    expect(stderr).not.toContain('secret-path');
  });
});

describe('STRIPE_WEBHOOK_SECRET (issue 60)', () => {
  it("is an endpoint's signing secret or a problem named without its value; unset, the webhook has no route", () => {
    expect(bookingConfigFromEnv({}).stripeWebhookSecret).toBeNull();
    const secret = `whsec_${'a1'.repeat(16)}`;
    expect(bookingConfigFromEnv({ STRIPE_WEBHOOK_SECRET: ` ${secret} ` }).stripeWebhookSecret).toBe(secret);
    const problems = configProblems({ STRIPE_WEBHOOK_SECRET: 'sk_live_not-an-endpoint-secret' });
    expect(problems).toEqual([
      { variable: 'STRIPE_WEBHOOK_SECRET', problem: "is not a Stripe endpoint's signing secret (whsec_...)" },
    ]);
    expect(JSON.stringify(problems)).not.toContain('sk_live');
  });
});

describe('what a variable accepts or ignores', () => {
  it('is as it was: a blank is unset, a list skips what is not an entry, a number that is not one keeps its default', () => {
    const blanks = Object.fromEntries(BOOKING_ENV_NAMES.map((name) => [name, '  ']));
    expect(configProblems(blanks)).toEqual([]);
    const config = bookingConfigFromEnv({
      BOOKING_ALLOWED_ORIGINS: 'https://a.example, junk',
      BOOKING_REMINDER_HOUR: '25',
      BOOKING_ALERT_AFTER_S: 'soon',
      BOOKING_OPPORTUNISTIC_SWEEP_S: '-3',
      BOOKING_FORWARD_EVENTS: 'OFF',
    });
    expect(config.invalid).toBeUndefined();
    expect(config).toMatchObject({
      allowedOrigins: ['https://a.example'],
      reminderHour: 9,
      alertAfterMs: 600_000,
      opportunisticEveryMs: 60_000,
      forwardEvents: false,
    });
  });
});
