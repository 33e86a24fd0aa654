/**
 * Same origin by default. A browser always sends Origin on a POST; when it names another site, the request
 * is accepted only from an origin listed in BOOKING_ALLOWED_ORIGINS. Requests without Origin (curl, a
 * server) are not browsers' cross-site requests and pass, unless Sec-Fetch-Site says they are cross-site.
 */

export type OriginVerdict =
  /** No Origin, or the request URL's own origin: no CORS headers needed. */
  | { kind: 'same-origin' }
  /** Another origin that BOOKING_ALLOWED_ORIGINS lists. */
  | { kind: 'allowed'; origin: string }
  /** Another origin, not listed (or an opaque 'null' origin, or Sec-Fetch-Site: cross-site). */
  | { kind: 'refused' };

/** 'https://a.example, https://b.example/' -> ['https://a.example', 'https://b.example']; junk is skipped. */
export function parseAllowedOrigins(value: string | undefined): string[] {
  if (!value) return [];
  const origins: string[] = [];
  for (const entry of value.split(',')) {
    const trimmed = entry.trim();
    if (!trimmed) continue;
    try {
      const url = new URL(trimmed);
      if ((url.protocol === 'https:' || url.protocol === 'http:') && url.origin !== 'null') {
        origins.push(url.origin);
      }
    } catch {
      // Not a URL: it can never equal a browser's Origin header, so leaving it out changes nothing.
    }
  }
  return [...new Set(origins)];
}

export function checkOrigin(request: Request, allowedOrigins: readonly string[]): OriginVerdict {
  const origin = request.headers.get('Origin');
  const own = new URL(request.url).origin;
  const listed = origin !== null && origin !== 'null' && allowedOrigins.includes(origin);
  if (listed) return origin === own ? { kind: 'same-origin' } : { kind: 'allowed', origin };
  if (request.headers.get('Sec-Fetch-Site')?.toLowerCase() === 'cross-site') return { kind: 'refused' };
  if (origin === null || origin === own) return { kind: 'same-origin' };
  return { kind: 'refused' };
}

/** Headers for a listed origin's answers (the preflight adds its own). */
export function corsHeaders(verdict: OriginVerdict): Record<string, string> {
  return verdict.kind === 'allowed' ? { 'Access-Control-Allow-Origin': verdict.origin } : {};
}

export function preflightHeaders(origin: string): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'POST',
    'Access-Control-Allow-Headers': 'Content-Type',
    'Access-Control-Max-Age': '7200',
  };
}
