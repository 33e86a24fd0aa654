/**
 * npm run enquiries [-- --since 7d] [--limit 1000 | --all] [--csv] [--resend <reference> <channel>]
 *
 * The booking ledger, for the people at the business: recent enquiries (the newest 1000 unless --limit or
 * --all; it says "N of M shown") with each channel's state, a
 * spreadsheet (--csv, to standard output), or one channel of one enquiry delivered again (--resend, channel
 * automation, mailbox or confirmation). Reads DATABASE_URL, or the embedded ledger of this checkout (through
 * the running local server when there is one).
 */
import { serviceOptions } from '../src/domain/booking/options';
import { channelSenders, type DeliveryContext } from '../src/server/delivery';
import { toCsv } from '../src/server/csv';
import {
  DEFAULT_LIST_LIMIT,
  listEnquiries,
  resend,
  type EntryJson,
  type ResendResult,
} from '../src/server/ledger/admin';
import { CHANNELS } from '../src/server/ledger/ledger';
import { nodemailerTransport } from '../src/server/mail/nodemailer-transport';
import { askServer, LedgerUnavailable, runCli, withLedger } from './lib/ledger-cli';
import { formatSydneyTime } from '../src/domain/booking/words';
import { bookingConfigFromEnv } from '../src/server/config';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};

/** '7d', '12h', '30m' or an ISO date, as the instant it names. */
export function since(value: string | undefined, now = new Date()): Date {
  const text = value ?? '7d';
  const match = /^(\d+)([dhm])$/.exec(text);
  if (match) {
    const unit = { d: 86_400_000, h: 3_600_000, m: 60_000 }[match[2] as 'd' | 'h' | 'm'];
    return new Date(now.getTime() - Number(match[1]) * unit);
  }
  const date = new Date(text);
  if (Number.isNaN(date.getTime()))
    throw new LedgerUnavailable(`--since ${text}: use 7d, 12h, 30m or a date`);
  return date;
}

/** --all: every enquiry (null); --limit N: the newest N; otherwise the newest DEFAULT_LIST_LIMIT. */
export function listLimit(argv: readonly string[]): number | null {
  if (argv.includes('--all')) return null;
  const index = argv.indexOf('--limit');
  if (index < 0) return DEFAULT_LIST_LIMIT;
  const value = argv[index + 1] ?? '';
  if (!/^\d+$/.test(value) || Number(value) < 1)
    throw new LedgerUnavailable(`--limit ${value}: give a whole number of enquiries, or use --all`);
  return Number(value);
}

/** '12 of 12 shown', or '1000 of 4799 shown (the newest; --limit N or --all for more)'. */
export function shownLine(shown: number, total: number): string {
  const noun = total === 1 ? 'enquiry' : 'enquiries';
  return shown < total
    ? `${shown} of ${total} ${noun} shown (the newest; --limit N or --all for more)`
    : `${shown} of ${total} ${noun} shown`;
}

const title = (service: string) => serviceOptions.find((o) => o.label === service)?.title ?? service;

function table(entries: EntryJson[], total: number): string {
  if (total === 0) return 'No enquiries in that period.';
  const rows = entries.map((entry) => {
    const states = CHANNELS.map((channel) => {
      const d = entry.deliveries.find((row) => row.channel === channel);
      if (!d) return `${channel}: -`;
      return `${channel}: ${d.state}${d.state === 'pending' ? ` (${d.attempts} tried)` : ''}`;
    }).join(', ');
    return [
      `${entry.reference}  ${formatSydneyTime(new Date(entry.receivedAt))}`,
      `  ${title(entry.enquiry.service)}, ${entry.enquiry.suburb} ${entry.enquiry.postcode}; ${entry.enquiry.name}, ${entry.enquiry.phone}`,
      `  ${states}`,
      ...entry.deliveries
        .filter((d) => d.state !== 'delivered' && d.lastAnswer)
        .map((d) => `  ${d.channel} last said: ${d.lastAnswer}`),
    ].join('\n');
  });
  return `${rows.join('\n\n')}\n\n${shownLine(entries.length, total)}`;
}

async function main() {
  const resendIndex = args.indexOf('--resend');
  await withLedger('npm run enquiries', process.env, async (access) => {
    if (resendIndex >= 0) {
      const [reference, channel] = [args[resendIndex + 1], args[resendIndex + 2]];
      if (!reference || !channel)
        throw new LedgerUnavailable(`Use --resend <reference> <${CHANNELS.join('|')}>`);
      let result: ResendResult;
      if (access.kind === 'server') {
        result = await askServer<ResendResult>(access.lock, '/resend', {
          method: 'POST',
          body: JSON.stringify({ reference, channel }),
        });
      } else {
        const config = bookingConfigFromEnv(process.env, {
          mailTransport: (settings) => nodemailerTransport(settings),
          log: () => {},
        });
        const { ledger, release } = await access.local.source.open();
        const context: DeliveryContext = {
          ledger,
          senders: channelSenders(config, { withLedger: true }),
          now: () => new Date(),
          log: () => {},
        };
        try {
          result = await resend(context, reference, channel);
        } finally {
          await release();
          await config.mail?.transport.close?.();
        }
      }
      console.log(result.message);
      process.exitCode = result.ok ? 0 : 1;
      return;
    }
    const from = since(flag('since'));
    const limit = listLimit(args);
    const { entries, total } =
      access.kind === 'server'
        ? await askServer<{ entries: EntryJson[]; total: number }>(
            access.lock,
            `/enquiries?since=${encodeURIComponent(from.toISOString())}&limit=${limit ?? 'all'}`,
          )
        : await access.local.source.open().then(async ({ ledger, release }) => {
            try {
              return await listEnquiries(ledger, from, limit);
            } finally {
              await release();
            }
          });
    if (args.includes('--csv')) {
      process.stdout.write(toCsv(entries));
      // On standard error, so the spreadsheet stays only rows.
      console.error(shownLine(entries.length, total));
    } else {
      console.log(`Enquiries since ${formatSydneyTime(from)}, from ${access.where}:\n`);
      console.log(table(entries, total));
    }
  });
}

runCli(import.meta.url, main);
