import { BOOKING_ENV_NAMES } from './config.js';
/**
 * The booking variables as a Netlify function reads them: from Netlify's runtime global when it is there,
 * from process.env otherwise (older runtimes, `netlify dev`). Shared by the two Netlify functions, which
 * must stay files of their own in netlify/functions/ (every file there is a function).
 */

/** The part of Netlify's runtime global used here (no @netlify/functions dependency for one call). */
interface NetlifyGlobal {
  env: { get(name: string): string | undefined };
}

export function netlifyEnv(): Record<string, string | undefined> {
  const netlify = (globalThis as { Netlify?: NetlifyGlobal }).Netlify;
  const read = (name: string) => (netlify ? netlify.env.get(name) : process.env[name]);
  const env: Record<string, string | undefined> = Object.fromEntries(
    BOOKING_ENV_NAMES.map((name) => [name, read(name)]),
  );
  // Netlify DB (Neon) names its connection string NETLIFY_DATABASE_URL; DATABASE_URL, when set, wins.
  env.DATABASE_URL ||= read('NETLIFY_DATABASE_URL');
  return env;
}
