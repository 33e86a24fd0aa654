/**
 * The server's half of a page opened by a signed link (the agreement, the booking page, the report to come): a
 * handler built from its routes, its opener and its actions. Written once against Request and Response; the
 * local servers and the Netlify, Cloudflare Pages and Vercel functions call what `signedLinkHandler` returns.
 *
 * - Every answer carries `Cache-Control: no-store` and `Referrer-Policy: no-referrer`.
 * - `GET <prefix>/<token>` opens the view; `POST <prefix>/<token>/<action>` does one of the page's actions;
 *   `GET <prefix>/<token>/<resource>` reads one of its resources (the report's file, issue 58). Any other path
 *   is a 404 `link`, another method a 405 with `Allow`.
 * - A POST must carry an Origin equal to the request's own origin (403 `origin`). The one exception is an action
 *   marked `oneClick` (the review request's unsubscribe, issue 59): RFC 8058's POST from a mail provider, which
 *   has no Origin, a form-encoded body and exactly `List-Unsubscribe=One-Click`, is taken as an empty body.
 * - A token that opens nothing (the page's `open` says null: a bad MAC, a revoked nonce, past its expiry) is a
 *   404 `link`, logged without the token, which is a credential.
 * - No ledger: 503 `no-ledger`. A throw: 500, logged by the error's name only.
 * - An action's deliveries go after the answer, and the ledger's handle is released once they are over.
 */
import type { z } from 'zod';
import type { ClaimedDelivery } from '../ledger/ledger.js';
import type { LedgerHandle } from '../ledger/source.js';
import { printable, type BookingLogger } from '../log.js';
import { afterAnswer, API_HEADERS, checkBody, isSameOrigin, readBody, readJson } from '../http.js';
import { servedHandler, type BookingConfig } from '../config.js';
import { channelSenders, deliverClaimed, deliveryContext } from '../delivery.js';

/** Headers of every answer. */
export const SIGNED_LINK_HEADERS = { ...API_HEADERS, 'Referrer-Policy': 'no-referrer' } as const;

const MAX_BODY_BYTES = 4 * 1024;

/** The answer helpers a page's code answers with. */
export function reply(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...SIGNED_LINK_HEADERS, ...headers } });
}

/** A refusal with its error code; a page narrows `E` to the codes its API names. */
export type Failure<E extends string = string> = (
  status: number,
  error: E,
  extra?: Record<string, unknown>,
  headers?: Record<string, string>,
) => Response;

export const failure: Failure = (status, error, extra = {}, headers = {}) =>
  reply(status, { error, ...extra }, headers);

/** What the page's code is given for one request. */
export interface LinkRequestContext {
  request: Request;
  config: BookingConfig;
  handle: LedgerHandle;
  log: BookingLogger;
  now: Date;
  /** The token of the address, for opening it again (after a refusal, to show the page as it is now). */
  token: string;
}

/** What an action answers: the answer, and the deliveries it claimed, which go after it. */
export interface ActionOutcome {
  response: Response;
  claims?: readonly ClaimedDelivery[];
  /** The senders the claims were decided with (channelSenders), when there are claims. */
  senders?: ReturnType<typeof channelSenders>;
}

/** One POST action of a page: its body's schema and what it does with what the link opened. */
export interface LinkAction<Opened, Schema extends z.ZodType = z.ZodType> {
  schema: Schema;
  run(context: LinkRequestContext, opened: Opened, body: z.infer<Schema>): Promise<Response | ActionOutcome>;
  /** Refuses before the body is read (a read-only link): the answer, or null to go on. */
  guard?(context: LinkRequestContext, opened: Opened): Response | null;
  /**
   * RFC 8058 one-click (an unsubscribe): a POST with no Origin whose form-encoded body is exactly
   * `List-Unsubscribe=One-Click` is let through the Origin check and run with `{}` as its body.
   */
  oneClick?: boolean;
}

/** The body a mail provider's one-click unsubscribe POSTs (RFC 8058 section 3.2). */
export const ONE_CLICK_BODY = 'List-Unsubscribe=One-Click';

/** Whether a POST is RFC 8058's one-click, as a mail provider sends it: no Origin, and exactly its body. */
async function isOneClick(request: Request): Promise<boolean> {
  if (request.headers.get('Origin') !== null) return false;
  const type = (request.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return false;
  const body = await readBody(request, MAX_BODY_BYTES);
  return body.kind === 'ok' && body.text.trim() === ONE_CLICK_BODY;
}

export interface SignedLinkPage<Opened, Schemas extends Record<string, z.ZodType>> {
  /** The tag of the log lines: `[<name>] …`. */
  name: string;
  /** The API's path, e.g. `/api/agreement`. */
  prefix: string;
  /** What a token opens now, or null for a link that opens nothing. */
  open(context: LinkRequestContext): Promise<Opened | null>;
  /** The GET's answer; with deliveries when opening it records something (the report's first opening). */
  view(context: LinkRequestContext, opened: Opened): Promise<Response | ActionOutcome>;
  actions: { [K in keyof Schemas]: LinkAction<Opened, Schemas[K]> };
  /**
   * GET resources beside the view: each answers with a Response, or with one whose body is still being read
   * from the ledger (`until`), which keeps the ledger's handle until that work is over.
   */
  resources?: Record<string, LinkResource<Opened>>;
}

export type LinkResource<Opened> = (
  context: LinkRequestContext,
  opened: Opened,
) => Promise<Response | { response: Response; until: Promise<void> | null }>;

type Route<Actions extends string> =
  | { kind: 'view'; method: 'GET'; token: string }
  | { kind: 'resource'; method: 'GET'; token: string; name: string }
  | { kind: Actions; method: 'POST'; token: string };

function routeOf<Actions extends string>(
  prefix: string,
  actions: readonly Actions[],
  pathname: string,
  resources: readonly string[] = [],
): Route<Actions> | null {
  if (!pathname.startsWith(`${prefix}/`)) return null;
  const parts = pathname.slice(prefix.length + 1).split('/');
  let token: string;
  try {
    token = decodeURIComponent(parts[0] ?? '');
  } catch {
    return null;
  }
  if (parts.length === 1) return { kind: 'view', method: 'GET', token };
  const action = actions.find((name) => name === parts[1]);
  if (parts.length === 2 && action) return { kind: action, method: 'POST', token };
  const resource = resources.find((name) => name === parts[1]);
  if (parts.length === 2 && resource) return { kind: 'resource', method: 'GET', token, name: resource };
  return null;
}

/** Whether a path is one of the page's API (its prefix, or under it). */
export const isUnder = (prefix: string, pathname: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * A page's place in the API: its prefix, the test the servers route by, and its refusals narrowed to the
 * error codes its contract in src/api names.
 */
export function linkApi<E extends string>(prefix: string) {
  return {
    prefix,
    isPath: (pathname: string) => isUnder(prefix, pathname),
    failure: failure as Failure<E>,
  };
}

/** The handler of a page: what the servers and the functions call with a request and the configuration. */
export function signedLinkHandler<Opened, Schemas extends Record<string, z.ZodType>>(
  page: SignedLinkPage<Opened, Schemas>,
) {
  type Actions = keyof Schemas & string;
  const actionNames = Object.keys(page.actions) as Actions[];
  const resourceNames = Object.keys(page.resources ?? {});
  const tag = `[${page.name}]`;

  async function handle(request: Request, config: BookingConfig, log: BookingLogger): Promise<Response> {
    const route = routeOf(page.prefix, actionNames, new URL(request.url).pathname, resourceNames);
    if (!route) return failure(404, 'link');
    if (request.method !== route.method) return reply(405, { error: 'invalid' }, { Allow: route.method });
    let oneClick = false;
    if (route.method === 'POST' && !isSameOrigin(request)) {
      const action = page.actions[route.kind as Actions] as LinkAction<Opened>;
      oneClick = !!action.oneClick && (await isOneClick(request));
      if (!oneClick) {
        log(`${tag} refused 403: ${request.headers.get('Origin') ? 'another origin' : 'no Origin'}`);
        return failure(403, 'origin');
      }
    }
    if (!config.ledger) return failure(503, 'no-ledger');
    let handle: LedgerHandle;
    try {
      handle = await config.ledger.open();
    } catch (error) {
      log(`${tag} the ledger could not be opened: ${printable((error as Error)?.message ?? 'error', 120)}`);
      return failure(503, 'no-ledger');
    }
    let keep = false;
    try {
      const now = config.now?.() ?? new Date();
      const context: LinkRequestContext = { request, config, handle, log, now, token: route.token };
      const opened = await page.open(context);
      if (!opened) {
        // Never the token: it is a credential.
        log(`${tag} refused 404: a link that opens nothing (${route.kind})`);
        return failure(404, 'link');
      }
      const deliverAfter = (outcome: Response | ActionOutcome): Response => {
        if (outcome instanceof Response) return outcome;
        if (outcome.claims?.length && outcome.senders) {
          keep = true;
          const delivery = deliveryContext(config, handle.ledger, outcome.senders, log);
          afterAnswer(config.waitUntil, deliverClaimed(delivery, outcome.claims), () => handle.release());
        }
        return outcome.response;
      };
      if (route.kind === 'view') return deliverAfter(await page.view(context, opened));
      if (route.method === 'GET' && 'name' in route) {
        const read = page.resources![route.name]!;
        const outcome = await read(context, opened);
        if (outcome instanceof Response) return outcome;
        if (outcome.until) {
          keep = true;
          afterAnswer(config.waitUntil, outcome.until, () => handle.release());
        }
        return outcome.response;
      }
      const action = page.actions[route.kind as Actions] as LinkAction<Opened>;
      const refused = action.guard?.(context, opened);
      if (refused) return refused;
      const parsed = checkBody(action.schema, oneClick ? {} : await readJson(request, MAX_BODY_BYTES));
      if (!parsed.ok) return failure(400, 'invalid', { field: parsed.field });
      return deliverAfter(await action.run(context, opened, parsed.value));
    } finally {
      if (!keep) await handle.release().catch(() => {});
    }
  }

  return servedHandler(tag, handle, () => reply(500, { error: 'Internal error' }));
}
