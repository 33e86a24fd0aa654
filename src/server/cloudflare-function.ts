/**
 * The booking config of a Cloudflare Pages function (workerd, with the `nodejs_compat` flag that postgres.js
 * needs): a database client made for each request and closed inside its waitUntil (workerd lets no client
 * outlive its request), and worker-mailer for SMTP. A Hyperdrive binding named HYPERDRIVE, when there is one,
 * wins over DATABASE_URL; its parts are used, not its connection string, whose password is not encoded.
 */
import { hostClientIp } from './confirmation-limits.js';
import { postgresDb, type ServerParts } from './ledger/postgres-db.js';
import { perRequestLedger, type LedgerSource } from './ledger/source.js';
import { workerMailerTransport } from './mail/worker-mailer-transport.js';
import { type BookingConfig, bookingConfigFromEnv, envText } from './config.js';

/** The part of Pages' EventContext the functions use (no @cloudflare/workers-types dependency). */
export interface PagesContext {
  request: Request;
  env: Record<string, unknown>;
  waitUntil(work: Promise<unknown>): void;
}

function hyperdrive(env: Record<string, unknown>): ServerParts | null {
  const binding = env.HYPERDRIVE as Partial<ServerParts> | undefined;
  if (!binding || typeof binding !== 'object' || typeof binding.host !== 'string') return null;
  return {
    host: binding.host,
    port: Number(binding.port ?? 5432),
    user: String(binding.user ?? ''),
    password: String(binding.password ?? ''),
    database: String(binding.database ?? ''),
  };
}

// One source per database for the isolate: it holds no client, only whether the migrations were checked.
const sources = new Map<string, LedgerSource>();

function ledgerFor(env: Record<string, unknown>): LedgerSource | null {
  const parts = hyperdrive(env);
  const url = envText(env, 'DATABASE_URL');
  const key = parts ? `hyperdrive:${parts.host}:${parts.port}/${parts.database}` : url;
  if (!key) return null;
  let source = sources.get(key);
  if (!source) {
    source = parts
      ? perRequestLedger(() => postgresDb(parts, { max: 1 }), 'PostgreSQL (Hyperdrive)')
      : perRequestLedger(() => postgresDb(url!, { max: 1 }), 'PostgreSQL (DATABASE_URL)');
    sources.set(key, source);
  }
  return source;
}

export function cloudflareFunctionConfig(context: PagesContext): BookingConfig {
  return {
    ...bookingConfigFromEnv(context.env, {
      ledger: ledgerFor(context.env),
      mailTransport: (settings) => workerMailerTransport(settings),
    }),
    waitUntil: (work) => context.waitUntil(work),
    clientIp: (request) => hostClientIp(request, 'cloudflare'),
  };
}
