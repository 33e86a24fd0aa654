/**
 * The office's sign-in: the session cookie, the session a request carries, the status, the code by e-mail (with
 * its link, bound to the asking browser by a cookie), the sign-in with a code, with the mail's link or with a
 * link from `npm run office`, and the sign-out. docs/decisions/0013-office-sign-in.md says why each rule is as
 * it is.
 */
import { clientIpGroup } from '../confirmation-limits.js';
import { isLoopbackHost } from '../loopback.js';
import { printable } from '../log.js';
import { OFFICE_ACTIVITY_HEADER, type OfficeLimited, type OfficeStatus } from '../../api/office.js';
import { officeCodeMail } from './code-mail.js';
import {
  BINDING_COOKIE_PATH,
  BINDING_MAX_MS,
  CODE_MAIL_SPREAD_MS,
  idleLimitMs,
  isAddress,
  isListed,
  SESSION_MAX_MS,
  type OfficeSettings,
} from './config.js';
import { officeLinkUrl } from './link.js';
import {
  addressMac,
  codeMac,
  codeMatches,
  isToken,
  linkMac,
  linkMatches,
  officeAddress,
  randomCode,
  randomToken,
  tokenHash,
} from './secrets.js';
import { type OfficeSession } from './store.js';
import { afterAnswer, API_HEADERS, readJson } from '../http.js';
import { type Context, failure, MAX_OFFICE_BODY_BYTES, reply } from './context.js';

/** http:// on this machine: the one place the cookie may go without Secure and the __Host- prefix. */
export function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && isLoopbackHost(url.hostname);
}

/** `__Host-office`, or `office` on http:// loopback (a browser keeps no Secure cookie from http://). */
export function sessionCookieName(url: URL): string {
  return isLoopbackHttp(url) ? 'office' : '__Host-office';
}

/** The session cookie: HttpOnly, Secure, SameSite=Strict, Path=/, no Domain; gone after the 12 hours. */
export function sessionCookie(url: URL, token: string): string {
  const secure = isLoopbackHttp(url) ? '' : '; Secure';
  return `${sessionCookieName(url)}=${token}; Path=/; Max-Age=${SESSION_MAX_MS / 1000}; HttpOnly${secure}; SameSite=Strict`;
}

export function clearedCookie(url: URL): string {
  const secure = isLoopbackHttp(url) ? '' : '; Secure';
  return `${sessionCookieName(url)}=; Path=/; Max-Age=0; HttpOnly${secure}; SameSite=Strict`;
}

/**
 * The binding cookie of a code mail's link: `__Secure-office-link`, or `office-link` on http:// loopback. Not
 * `__Host-`, which would need Path=/: this one goes to the office's API only.
 */
export function bindingCookieName(url: URL): string {
  return isLoopbackHttp(url) ? 'office-link' : '__Secure-office-link';
}

/** The binding cookie: HttpOnly, Secure, SameSite=Strict, Path=/api/office, no Domain; gone with the code. */
export function bindingCookie(url: URL, binding: string): string {
  const secure = isLoopbackHttp(url) ? '' : '; Secure';
  return (
    `${bindingCookieName(url)}=${binding}; Path=${BINDING_COOKIE_PATH}; Max-Age=${BINDING_MAX_MS / 1000}; ` +
    `HttpOnly${secure}; SameSite=Strict`
  );
}

/** Every value of the request's cookies of that name that is shaped like a token, in the order sent. */
export function cookieTokens(request: Request, name: string): string[] {
  const found: string[] = [];
  for (const part of (request.headers.get('Cookie') ?? '').split(';')) {
    const equals = part.indexOf('=');
    if (equals < 0 || part.slice(0, equals).trim() !== name) continue;
    const value = part.slice(equals + 1).trim();
    if (isToken(value)) found.push(value);
  }
  return found;
}

/** The session token the request's cookie carries, when it is shaped like one. */
export function cookieToken(request: Request, name: string): string | null {
  return cookieTokens(request, name)[0] ?? null;
}

/** 401 with nothing but the error, and the cookie cleared when one came. */
export function signedOut({ request, url }: Context): Response {
  const hadCookie = cookieToken(request, sessionCookieName(url)) !== null;
  return failure(401, 'signed-out', hadCookie ? { 'Set-Cookie': clearedCookie(url) } : {});
}

/**
 * The request's live session, or null. A session past 30 minutes idle or 12 hours in all ends here; so does
 * every session of an address no longer in BOOKING_OFFICE_EMAILS. A person's request (one without
 * `X-Office-Request: background`) starts the idle time again.
 */
export async function currentSession(context: Context): Promise<OfficeSession | null> {
  const { request, url, store, office, now, log } = context;
  const token = cookieToken(request, sessionCookieName(url));
  if (!token) return null;
  const hash = await tokenHash(token);
  const session = await store.findSession(hash);
  if (!session) return null;
  if (!isListed(office, session.email)) {
    const ended = await store.endSessionsOf(session.email);
    log(
      `[office] ${ended} ${ended === 1 ? 'session' : 'sessions'} ended: ${await context.who(session.email)} is ` +
        `no longer in BOOKING_OFFICE_EMAILS (at ${now.toISOString()})`,
    );
    return null;
  }
  const idle = now.getTime() - session.lastActiveAt.getTime();
  const age = now.getTime() - session.createdAt.getTime();
  if (idle >= idleLimitMs(context.office) || age >= SESSION_MAX_MS) {
    await store.endSession(hash);
    return null;
  }
  if (request.headers.get(OFFICE_ACTIVITY_HEADER) !== 'background') await store.touchSession(hash, now);
  return session;
}

export async function status(context: Context): Promise<Response> {
  const session = await currentSession(context);
  const body: OfficeStatus = {
    office: 'ready',
    signedInAs: session?.email ?? null,
    ...(session ? { idleMs: idleLimitMs(context.office) } : {}),
  };
  const hadCookie = cookieToken(context.request, sessionCookieName(context.url)) !== null;
  return reply(200, body, !session && hadCookie ? { 'Set-Cookie': clearedCookie(context.url) } : {});
}

/**
 * A later turn of the event loop, a timer's on every host, after a wait drawn from [0, spreadMs) with the
 * platform's CSPRNG: where the work after a code's answer starts, for every address alike.
 */
function laterTurn(spreadMs: number): Promise<void> {
  const [draw] = crypto.getRandomValues(new Uint32Array(1));
  const ms = spreadMs > 0 ? Math.floor((draw! / 2 ** 32) * spreadMs) : 0;
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * POST { email }: 202 { ok: true }, or 429 { error: 'limited', retryAt } past a limit, whatever the address; both
 * set the binding cookie. Before the answer, for every address alike: its HMAC, a code and the code's HMAC, a
 * link's token, its SHA-256 and its HMAC with the binding, and one transaction that checks the limits and keeps
 * the code. After the answer and a random wait, again for every address alike: the code mail built and composed.
 * Only a listed address's goes out; an unlisted one's is dropped once composed (`rehearse`), so the two cost the
 * server the same work but the wire, and the wire at a moment nobody can tell from the answer (issue 56). Then
 * the log line.
 *
 * The binding is the request's own binding cookie when it carries one, so a second code asked from the same
 * browser leaves the first mail's link working there; otherwise 256 fresh random bits.
 */
export async function requestCode(context: Context): Promise<Response> {
  const { request, url, config, office, store, now, log } = context;
  const body = await readJson(request, MAX_OFFICE_BODY_BYTES);
  const email = body?.email;
  if (!isAddress(email)) return failure(400, 'invalid');
  const address = await addressMac(office.secret, email);
  const code = randomCode();
  const binding = cookieTokens(request, bindingCookieName(url))[0] ?? randomToken();
  const token = randomToken();
  const result = await store.issueCode({
    address,
    codeMac: await codeMac(office.secret, address, code),
    linkHash: await tokenHash(token),
    linkMac: await linkMac(office.secret, token, binding),
    clientIp: clientIpGroup(config.clientIp?.(request)),
    now,
    limits: config.officeLimits,
  });
  const listed = isListed(office, email);
  const who = `address ${address.slice(0, 16)}`;
  const after = async () => {
    // Nothing of the mail on the request's own turn, nor under the next request: it starts at a random
    // moment within CODE_MAIL_SPREAD_MS, whatever the address.
    await laterTurn(config.officeMailSpreadMs ?? CODE_MAIL_SPREAD_MS);
    if (!result.issued) {
      log(
        `[office] lockout: no code for ${who} from ${context.from} at ${now.toISOString()}: the ` +
          `${result.limit === 'address-and-ip' ? 'per address and IP' : result.limit === 'client-ip' ? 'per IP' : 'per address'} limit is reached`,
      );
      return;
    }
    const mail = config.mail;
    const message = mail
      ? officeCodeMail(code, {
          from: mail.from,
          to: officeAddress(email),
          now,
          link: officeLinkUrl(url.origin, token),
        })
      : null;
    if (!listed) {
      if (mail && message) await mail.transport.rehearse?.(message);
      log(`[office] a code was asked for ${who}, which is not listed, from ${context.from}: nothing sent`);
      return;
    }
    if (!mail || !message) {
      log(
        `[office] a code was asked for ${who}, but BOOKING_SMTP_URL is not set: nothing sent. ` +
          'Sign in with npm run office -- link <address>',
      );
      return;
    }
    const sent = await mail.transport.send(message);
    log(
      sent.ok
        ? `[office] code mailed to ${who} (asked from ${context.from} at ${now.toISOString()})`
        : `[office] the code for ${who} could not be mailed: ${printable(sent.answer, 120)}`,
    );
  };
  const work = after().catch((error: Error) =>
    log(`[office] the code mail failed: ${printable(error?.message ?? 'error', 120)}`),
  );
  afterAnswer(config.waitUntil, work);
  const cookie = { 'Set-Cookie': bindingCookie(url, binding) };
  if (!result.issued) {
    const limited: OfficeLimited = { error: 'limited', retryAt: result.retryAt.toISOString() };
    const seconds = Math.max(0, Math.ceil((result.retryAt.getTime() - now.getTime()) / 1000));
    return reply(429, limited, { ...cookie, 'Retry-After': String(seconds) });
  }
  return reply(202, { ok: true }, cookie);
}

/** A new session for a listed address: the status and its cookie. An old session in the request ends. */
export async function startSession(context: Context, email: string, how: string): Promise<Response> {
  const { request, url, store, now, log } = context;
  const previous = cookieToken(request, sessionCookieName(url));
  if (previous) await store.endSession(await tokenHash(previous));
  const token = randomToken();
  await store.createSession(await tokenHash(token), email, now);
  log(
    `[office] signed in with ${how}: ${await context.who(email)} from ${context.from} at ${now.toISOString()}`,
  );
  const body: OfficeStatus = { office: 'ready', signedInAs: email, idleMs: idleLimitMs(context.office) };
  return reply(200, body, { 'Set-Cookie': sessionCookie(url, token) });
}

export async function signInWithCode(context: Context): Promise<Response> {
  const { request, office, store, now, log } = context;
  const body = await readJson(request, MAX_OFFICE_BODY_BYTES);
  const email = body?.email;
  const typed = typeof body?.code === 'string' ? body.code.replace(/[\s-]/g, '') : '';
  if (!isAddress(email) || !/^\d{8}$/.test(typed)) return failure(400, 'invalid');
  const address = await addressMac(office.secret, email);
  const check = await store.checkCode({
    address,
    now,
    matches: (stored) => codeMatches(office.secret, stored, address, typed),
  });
  const who = `address ${address.slice(0, 16)}`;
  const at = `from ${context.from} at ${now.toISOString()}`;
  if (check === 'ok' && isListed(office, email)) return startSession(context, officeAddress(email), 'a code');
  if (check === 'locked-now') {
    log(`[office] lockout: a fifth wrong code for ${who} ${at}; its codes are ended`);
    return failure(429, 'locked');
  }
  const why = check === 'locked' ? 'locked' : check === 'expired' ? 'no live code' : 'wrong code';
  log(`[office] sign-in failed (${why}): ${who} ${at}`);
  if (check === 'locked') return failure(429, 'locked');
  if (check === 'expired') return failure(401, 'expired');
  return failure(401, 'wrong-code');
}

/** The listed address whose HMAC this is, or null: a mailed link's row keeps only the HMAC. */
async function listedAddressOf(office: OfficeSettings, address: string): Promise<string | null> {
  for (const email of office.emails) if ((await addressMac(office.secret, email)) === address) return email;
  return null;
}

/**
 * POST { token }: the CLI's link (office_links), else a code mail's link (its code's row in office_codes), which
 * signs in only with the binding cookie of the browser that asked for the code. Without it: 403 `other-browser`,
 * and the link stays as it was. An unknown, used or expired link is 401 `expired`; one whose code ran out of
 * tries, 429 `locked`.
 */
export async function signInWithLink(context: Context): Promise<Response> {
  const { request, url, office, store, now, log } = context;
  const body = await readJson(request, MAX_OFFICE_BODY_BYTES);
  if (!isToken(body?.token)) return failure(400, 'invalid');
  const token = body.token;
  const hash = await tokenHash(token);
  const at = `from ${context.from} at ${now.toISOString()}`;
  const email = await store.useLink(hash, now);
  if (email) {
    if (isListed(office, email)) return startSession(context, email, 'a link');
    log(`[office] sign-in failed (link of an address not listed): ${await context.who(email)} ${at}`);
    return failure(401, 'expired');
  }
  const bindings = cookieTokens(request, bindingCookieName(url));
  const used = await store.useMailedLink({
    linkHash: hash,
    now,
    matches: async (stored) => {
      // Every binding the request carries is compared, so the time says nothing about which one matched.
      let matched = false;
      for (const binding of bindings) {
        if (await linkMatches(office.secret, stored, token, binding)) matched = true;
      }
      return matched;
    },
  });
  const who = used.address ? `: address ${used.address.slice(0, 16)}` : '';
  if (used.result === 'ok') {
    const listed = await listedAddressOf(office, used.address);
    if (listed) return startSession(context, listed, "the code mail's link");
    log(`[office] sign-in failed (mailed link of an address not listed)${who} ${at}`);
    return failure(401, 'expired');
  }
  if (used.result === 'other-browser') {
    log(
      `[office] sign-in refused (mailed link opened in ${bindings.length ? 'another' : 'a'} browser ` +
        `without its binding; the link stays unused)${who} ${at}`,
    );
    return failure(403, 'other-browser');
  }
  if (used.result === 'locked') {
    log(`[office] sign-in failed (mailed link of a locked code)${who} ${at}`);
    return failure(429, 'locked');
  }
  log(`[office] sign-in failed (link unknown, used or expired) ${at}`);
  return failure(401, 'expired');
}

export async function signOut(context: Context): Promise<Response> {
  const { request, url, store, now, log } = context;
  const token = cookieToken(request, sessionCookieName(url));
  if (token) {
    const hash = await tokenHash(token);
    const session = await store.findSession(hash);
    await store.endSession(hash);
    if (session) log(`[office] signed out: ${await context.who(session.email)} at ${now.toISOString()}`);
  }
  return new Response(null, { status: 204, headers: { ...API_HEADERS, 'Set-Cookie': clearedCookie(url) } });
}
