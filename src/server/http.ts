/**
 * What every handler of the server shares about HTTP, written once against the Fetch API: the headers every
 * answer carries, the JSON answer, reading a body within a limit, the same-origin check of a POST, and a body
 * checked by its zod schema (src/api/), with the first wrong field named for the 400.
 */
import type { z } from 'zod';

/**
 * Headers every answer carries, whatever the host adds: Netlify's and Cloudflare's `_headers` rules do not
 * reach a function's responses. Another site may not read an answer as a resource of its own (a CORS
 * request, which an allowed origin makes, is not affected by CORP).
 */
export const API_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Resource-Policy': 'same-origin',
} as const;

/** A JSON answer with the headers every answer carries, and any more. */
export function jsonAnswer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...API_HEADERS, ...headers } });
}

/**
 * Whether a Content-Type header's media type is exactly application/json. Parameters may follow, but a
 * charset other than UTF-8 is refused (JSON is UTF-8), and so is anything merely containing the words.
 */
export function isJsonContentType(header: string | null): boolean {
  if (!header) return false;
  const [essence = '', ...parameters] = header.split(';');
  if (essence.trim().toLowerCase() !== 'application/json') return false;
  return parameters.every((parameter) => {
    const equals = parameter.indexOf('=');
    if (equals < 0 || parameter.slice(0, equals).trim().toLowerCase() !== 'charset') return true;
    const value = parameter
      .slice(equals + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .toLowerCase();
    return value === 'utf-8' || value === 'utf8';
  });
}

export type Body = { kind: 'ok'; text: string } | { kind: 'too-large' } | { kind: 'unreadable' };
export type BytesBody =
  { kind: 'ok'; bytes: Uint8Array<ArrayBuffer> } | { kind: 'too-large' } | { kind: 'unreadable' };

/**
 * Reads at most `limit` bytes, counting as it goes, so a missing or lying Content-Length changes nothing. The
 * bytes as sent (issue 58: a report's part).
 */
export async function readBytes(request: Request, limit: number): Promise<BytesBody> {
  const declared = request.headers.get('Content-Length');
  if (declared && /^\d+$/.test(declared.trim()) && Number(declared) > limit) return { kind: 'too-large' };
  if (!request.body) return { kind: 'ok', bytes: new Uint8Array(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        // Stop reading; what happens to the rest of the upload is the adapter's business.
        reader.cancel().catch(() => {});
        return { kind: 'too-large' };
      }
      chunks.push(value);
    }
  } catch {
    return { kind: 'unreadable' };
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { kind: 'ok', bytes };
}

/** Reads at most `limit` bytes of UTF-8 text, as `readBytes` reads them. */
export async function readBody(request: Request, limit: number): Promise<Body> {
  const body = await readBytes(request, limit);
  if (body.kind !== 'ok') return body;
  try {
    return { kind: 'ok', text: new TextDecoder('utf-8', { fatal: true }).decode(body.bytes) };
  } catch {
    return { kind: 'unreadable' };
  }
}

/** A JSON object body, read within `limit` bytes; null for anything else (not JSON, too large, an array). */
export async function readJson(request: Request, limit: number): Promise<Record<string, unknown> | null> {
  if (!isJsonContentType(request.headers.get('Content-Type'))) return null;
  const body = await readBody(request, limit);
  if (body.kind !== 'ok') return null;
  try {
    const data: unknown = JSON.parse(body.text);
    return data && typeof data === 'object' && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** A POST from this origin: its Origin header is the request's own origin. None, or 'null', is refused. */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('Origin');
  return !!origin && origin === new URL(request.url).origin;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; field: string };

/**
 * A body checked by its schema: the value it gives, or the first wrong field as the API names it ('version',
 * 'slot.date', 'reason'...); 'body' when there is none to check.
 */
export function checkBody<S extends z.ZodType>(
  schema: S,
  body: Record<string, unknown> | null,
): Checked<z.output<S>> {
  if (!body) return { ok: false, field: 'body' };
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, value: parsed.data };
  const path = parsed.error.issues[0]?.path ?? [];
  return { ok: false, field: path.length ? path.map(String).join('.') : 'body' };
}

/**
 * Hands work that goes on after the answer to the host: `waitUntil` on Netlify, Cloudflare Pages and Vercel,
 * the local server's tracker; where there is none, it simply runs. `release` (the ledger's handle) runs once the
 * work is over, whatever its outcome. The one place a handler says "after the answer".
 */
export function afterAnswer(
  waitUntil: ((work: Promise<unknown>) => void) | undefined,
  work: Promise<unknown>,
  release?: () => Promise<unknown>,
): void {
  const whole = release ? work.finally(() => release().catch(() => {})) : work;
  (waitUntil ?? ((promise) => void promise))(whole);
}
