// @vitest-environment node
/**
 * What triggers the day-before reminders on the hosts without a sweep of their own (issue 41): Vercel's cron
 * at BOOKING_REMINDER_HOUR − 10 UTC, written by host-config.ts into the committed vercel.json, and the
 * Cloudflare cron Worker in workers/reminders/, with its own wrangler.toml and none at the repository root.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  reminderHourOf,
  SWEEP_CRON_PATH,
  vercelConfig,
  vercelReminderSchedule,
} from '../../scripts/lib/host-config';
import { DEFAULT_REMINDER_HOUR, reminderHour } from '../../src/server/booking/reminders';
import { sydneyWallTime } from '../../src/domain/booking/sydney-time';
import worker, { callSweep } from '../../workers/reminders/index';

describe("Vercel's reminder cron", () => {
  it('fires at the reminder hour in Sydney in standard time and an hour later in daylight time, never before', () => {
    for (let hour = 0; hour < 24; hour++) {
      const utcHour = Number(vercelReminderSchedule(hour).split(' ')[1]);
      // A winter day (AEST) and a summer day (AEDT).
      const winter = sydneyWallTime(new Date(Date.UTC(2026, 6, 15, utcHour))).time;
      const summer = sydneyWallTime(new Date(Date.UTC(2026, 0, 15, utcHour))).time;
      expect(Number(winter.slice(0, 2))).toBe(hour);
      expect(Number(summer.slice(0, 2))).toBe((hour + 1) % 24);
    }
  });

  it('is in the committed vercel.json at the default hour, on the sweep route', () => {
    const committed = JSON.parse(readFileSync('vercel.json', 'utf8'));
    expect(committed.crons).toContainEqual({
      path: SWEEP_CRON_PATH,
      schedule: vercelReminderSchedule(DEFAULT_REMINDER_HOUR),
    });
    expect(vercelConfig(undefined, 7).crons).toContainEqual({
      path: SWEEP_CRON_PATH,
      schedule: vercelReminderSchedule(7),
    });
  });

  it('reads BOOKING_REMINDER_HOUR as the server does', () => {
    for (const value of [undefined, '', '0', '7', ' 23 ', '24', '-1', '9.5', 'nine']) {
      expect(reminderHourOf(value)).toBe(reminderHour(value));
    }
  });
});

describe('the Cloudflare cron Worker', () => {
  const toml = readFileSync('workers/reminders/wrangler.toml', 'utf8');

  it('has its own wrangler.toml with a cron trigger and a date workerd accepts, and none at the root', () => {
    expect(existsSync('wrangler.toml')).toBe(false);
    expect(existsSync('wrangler.json')).toBe(false);
    expect(toml).toMatch(/^main = "index\.ts"$/m);
    expect(toml).toMatch(/^crons = \[".+"\]$/m);
    const date = /^compatibility_date = "(\d{4}-\d{2}-\d{2})"$/m.exec(toml)![1]!;
    expect(date <= '2026-05-03').toBe(true);
    expect(toml).toMatch(new RegExp(`^SWEEP_URL = "https://[^"]+${SWEEP_CRON_PATH}"$`, 'm'));
  });

  it('calls the sweep route with the CRON_SECRET bearer on its scheduled run', async () => {
    const seen: { url?: string; authorization?: string }[] = [];
    const server = createServer((request, response) => {
      seen.push({ url: request.url, authorization: request.headers.authorization });
      response.end('{"swept":true}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${SWEEP_CRON_PATH}`;
    try {
      const work: Promise<unknown>[] = [];
      worker.scheduled(
        {},
        { SWEEP_URL: url, CRON_SECRET: 'cron-secret' },
        { waitUntil: (p) => work.push(p) },
      );
      await Promise.all(work);
      expect(seen).toEqual([{ url: SWEEP_CRON_PATH, authorization: 'Bearer cron-secret' }]);
      expect(await callSweep({ SWEEP_URL: url })).toMatch(/^not configured/);
      expect(seen).toHaveLength(1);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
