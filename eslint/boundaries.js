// The layers of src/ (README "Folders"), held by lint. Each import is resolved to the file it names, so
// '../features/x' and '../../features/x' are judged alike, and `import type` counts as an import.
//
//   content, lib   <- domain <- api <- server
//                            \-------- features, components, app, boot (the pages)
//
// A page never imports the server and the server never imports a page; domain/ imports nothing above it; a
// feature never imports another feature.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');
const pages = [
  'features',
  'components',
  'app',
  'boot',
  'boot.ts',
  'boot-form.ts',
  'main.tsx',
  'entry-server.tsx',
];

/** What each folder of src/ may not import, by the top folder (or file) of src/ it lands in. */
const forbidden = {
  content: ['domain', 'api', 'server', ...pages],
  lib: ['domain', 'api', 'server', ...pages],
  domain: ['api', 'server', ...pages],
  api: ['server', ...pages],
  server: pages,
  features: ['server'],
  components: ['server', 'features'],
  app: ['server'],
  boot: ['server'],
};

const why = {
  server: 'the server imports no page code: move what both sides need to src/domain or src/api',
  domain: 'src/domain sits below the pages and the server and imports neither',
  feature: 'a feature imports no other feature: move what both need to src/domain, src/api or src/components',
  layer: 'this import crosses the layers of src/ (README "Folders")',
};

/** The first one or two segments of a file's place under src/, or null outside src/. */
function place(file) {
  const relative = path.relative(src, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [top, second] = relative.split(path.sep);
  return { top, feature: top === 'features' && second && !second.includes('.') ? second : null };
}

export default {
  meta: {
    type: 'problem',
    docs: {
      description: 'Keep the layers of src/ apart: domain, api, server, pages, and one feature from another.',
    },
    schema: [],
  },
  create(context) {
    const from = place(context.physicalFilename ?? context.filename);
    if (!from) return {};
    const rules = forbidden[from.top] ?? [];

    function check(node) {
      const source = node?.type === 'Literal' && typeof node.value === 'string' ? node.value : null;
      if (!source || !source.startsWith('.')) return;
      const to = place(path.resolve(path.dirname(context.physicalFilename ?? context.filename), source));
      if (!to) return;
      let message = null;
      if (rules.includes(to.top)) {
        message = from.top === 'server' ? why.server : from.top === 'domain' ? why.domain : why.layer;
      } else if (from.feature && to.feature && from.feature !== to.feature) {
        message = why.feature;
      }
      if (message) context.report({ node, message: `'${source}': ${message}.` });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
