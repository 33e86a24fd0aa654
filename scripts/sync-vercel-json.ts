/**
 * `npm run sync:vercel`: rewrites the committed vercel.json from scripts/lib/host-config.ts, after an edit
 * there (a header, a redirect, the cron). No build is needed: the CSP, whose hashes a build makes, reaches
 * Vercel through the build itself (.vercel_build_output), not through this file.
 */
import path from 'node:path';
import { writeVercelJson } from './lib/host-config';

const written = writeVercelJson();
console.log(`wrote ${path.relative(process.cwd(), written)}`);
