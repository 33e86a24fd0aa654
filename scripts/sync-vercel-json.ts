/**
 * `npm run sync:vercel`, after `npm run build`: writes the committed vercel.json with the built site's CSP
 * hashes. Vercel reads that file before it builds, so it cannot take them from its own build.
 */
import path from 'node:path';
import { siteCspSources } from './lib/csp-sources';
import { writeVercelJson } from './lib/host-config';

const dist = path.resolve(import.meta.dirname, '../dist');
const written = writeVercelJson(await siteCspSources(dist));
console.log(`wrote ${path.relative(process.cwd(), written)} with the CSP hashes of the build in dist/`);
