import { z } from 'zod';

/**
 * zod compiles object parsers with `new Function` unless told not to, and probes for it the first time one
 * parses. The site's Content-Security-Policy forbids eval, so that probe raises a `script-src` violation (and
 * Cloudflare's runtime refuses eval outright). Imported first by every module that builds a schema, so the
 * setting is in place before any schema exists.
 */
z.config({ jitless: true });
