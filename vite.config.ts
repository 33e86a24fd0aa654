/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { matchPrivateRoute, privateHeaders, privateShells } from './src/app/private-routes';
import { eagerModuleWrappers } from './scripts/lib/eager-wrappers';
import { routeModuleSources } from './scripts/lib/route-modules';
import { stripProperties } from './scripts/lib/strip-properties';

/**
 * The properties a `?summary` import of a content record leaves out. `./articles/<kind>/<slug>.ts?summary` is
 * the article without its body: what a list card needs, and what a prerendered article page hydrates with.
 * A product's or a service's summary is what its page renders outside its prerendered islands (the hero,
 * the price): the rest stays the prerendered HTML on a first load (components/prerendered.tsx).
 */
const summaryCuts: Record<string, string[]> = {
  '/src/content/articles/': ['content', 'relatedLinks'],
  '/src/content/products/': ['whatIsIt', 'whyBeneficial', 'whenBeneficial', 'process', 'included', 'faq'],
  '/src/content/services/': ['overview', 'benefits', 'process', 'included', 'whyChoose', 'faq'],
};

function contentSummaries(): Plugin {
  return {
    name: 'content-summaries',
    enforce: 'pre',
    transform(code, id) {
      const [file, query] = id.split('?');
      if (query !== 'summary' || !file) return null;
      const cut = Object.entries(summaryCuts).find(([folder]) => file.includes(folder))?.[1];
      return cut ? { code: stripProperties(code, cut), map: null } : null;
    },
  };
}

/**
 * The CommonJS packages' factories as parenthesised functions, which V8 compiles while the chunk streams in
 * rather than on the main thread at first call (scripts/lib/eager-wrappers.ts). On the final, minified code.
 * The rewrite recognises the shape Rolldown gives a factory today; if a new Rolldown shapes React DOM's
 * differently, the rewrite would find nothing and the start would quietly slow again, so the build stops.
 */
function eagerFactories(): Plugin {
  return {
    name: 'eager-factories',
    apply: 'build',
    renderChunk(code, chunk) {
      const eager = eagerModuleWrappers(code);
      if (startChunks.has(chunk.name) && eager === code) {
        this.error(
          `eager-factories: no CommonJS factory found in the ${chunk.name} chunk; check how the bundler ` +
            'wraps React DOM now (scripts/lib/eager-wrappers.ts)',
        );
      }
      return { code: eager, map: null };
    },
  };
}

/**
 * `npm run dev` answers /api/bookings and the office's /api/office/* (nodeBookingHandler routes both) with the
 * same handlers as `npm start` and the hosts, with the ledger and
 * channels of this process's environment (src/server/local-bookings.ts). Imported only when the dev server
 * starts, so a build never loads PGlite or nodemailer.
 */
function bookingApi(): Plugin {
  return {
    name: 'booking-api',
    async configureServer(server) {
      // Vitest runs this config's plugins too; unit tests never open the local ledger.
      if (process.env.VITEST) return;
      const { startLocalBookings } = await import('./src/server/local-bookings');
      const { firstOf, nodeBookingHandler } = await import('./src/server/node-adapter');
      const bookings = await startLocalBookings({ holder: 'npm run dev' });
      const handle = firstOf(nodeBookingHandler(bookings.config), bookings.ledgerRoute);
      server.httpServer?.once('listening', () => {
        const address = server.httpServer?.address();
        if (address && typeof address === 'object') {
          bookings.listening(
            `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`,
          );
        }
      });
      server.httpServer?.once('close', () => void bookings.close());
      server.middlewares.use((req, res, next) => {
        handle(req, res).then((handled) => handled || next(), next);
      });
    },
  };
}

/**
 * `npm run dev` answers a private route (src/app/private-routes.ts: the office) with its shell, as the built
 * site does, ahead of the public app's index.html; the build makes the shells in a build of their own
 * (scripts/lib/private-build.ts).
 */
function privateShellsInDev(): Plugin {
  return {
    name: 'private-shells',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const pathname = new URL(req.url ?? '/', 'http://dev.local').pathname;
        const route = req.method === 'GET' || req.method === 'HEAD' ? matchPrivateRoute(pathname) : null;
        if (!route) return next();
        readFile(path.join(server.config.root, privateShells[route.shell].html), 'utf8')
          .then((html) => server.transformIndexHtml(req.url ?? pathname, html, req.originalUrl))
          .then((html) => {
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            for (const [name, value] of Object.entries(privateHeaders)) res.setHeader(name, value);
            res.end(html);
          }, next);
      });
    },
  };
}

/**
 * The chunks that take V8's compile hint: React, React DOM and the router, which every page evaluates when
 * the app starts. (The shared and entry chunks are small, and a content page has 0.2 KB of its JavaScript
 * budget left: the hint's line is not worth it there.)
 */
const startChunks = new Set(['framework']);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    contentSummaries(),
    routeModuleSources(),
    react(),
    tailwindcss(),
    bookingApi(),
    privateShellsInDev(),
    eagerFactories(),
  ],
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  server: {
    fs: {
      // A `deny` list replaces Vite's, so Vite 8's own refusals come first, as it lists them; then .data/, the
      // embedded ledger: its database files, and ledger.lock, whose token opens /__ledger
      // (src/server/local-lock.ts). A pattern with a slash is matched against the file's whole path, hence
      // `**/` (`.data/**` would match nothing). tests/dev/dev-server-ledger.test.ts checks none of Vite's is lost.
      deny: [
        '.env',
        '.env.*',
        '*.{crt,pem,key,p12,pfx,cer,der}',
        '.npmrc',
        '.yarnrc.yml',
        '**/.git/**',
        '**/.data/**',
      ],
    },
    // The dev server's files are for its own pages. Vite's default answers any localhost origin, so any page
    // a developer opens on another local port could read them.
    cors: false,
  },
  build: {
    target: 'es2022',
    // The prerender reads the manifest to find the boot script, then deletes it.
    manifest: !isSsrBuild,
    // The boot script preloads the first page's chunks itself (src/boot.ts, from the prerender's plan). Later
    // pages load through import(), which fetches a chunk's own imports as it meets them: preloading them
    // together would save a round trip there, but Vite's preloading code costs 0.8 KB gzip on every page.
    modulePreload: false,
    rollupOptions: {
      // Content modules are data: importing one does nothing else. So a `?summary` record whose stripped body was
      // the only user of a fact module (an article's warranty facts, say) no longer pulls that module into the
      // page's start chunks.
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]src[\\/]content[\\/]/.test(id),
      },
      // The boot script is an entry of its own: the prerendered pages load it instead of the app's entry. So is
      // the booking form's part of it, which only the pages with the form load.
      input: isSsrBuild
        ? undefined
        : { index: 'index.html', boot: 'src/boot.ts', 'boot-form': 'src/boot-form.ts' },
      output: isSsrBuild
        ? undefined
        : {
            // V8's explicit compile hint (Chrome 136+; other engines read a comment): compile every function of
            // the framework chunk on a background thread while it streams in, rather than each one
            // on the main thread the first time hydration calls it. Measured in a trace of the home page on the
            // throttled phone: main-thread V8.CompileCode 145-261 ms without it, 62-100 ms with it.
            postBanner: (chunk) => (startChunks.has(chunk.name) ? '//# allFunctionsCalledOnLoad' : ''),
            // Fewer, larger shared chunks compress better and cost fewer requests than a dozen tiny ones: the
            // framework in one file, the components every inner page shares in another.
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                  priority: 20,
                },
                {
                  name: 'shared',
                  // Not the home page's sections, the information pages' frame, or what only the booking form and
                  // its validation use (its field frame, its collection notice and the home page's copy that
                  // notice brings), or what only the product and service pages show (their layout included), or
                  // the knowledge pages' head and tags, which bring the kinds' copy: those load with the pages
                  // that need them. Lucide's icons are not forced in either: each goes where it is used, so an
                  // icon only the form shows loads with the form (the icon runtime lands here, as shared code
                  // uses it). Forcing them in had put 2 KB of the form's and home page's icons on every page. Nor the
                  // tooltip layer, which loads after the start.
                  test: /src[\\/](components[\\/]([^\\/]+\.tsx$|(ui|sections)[\\/](?!home-|info-page|field\.|collection-notice|pricing-panel|process-steps|faq-list|content-section|copy-booking-link|checklist|catalog-page|knowledge-page|tooltip-layer))|lib[\\/](?!zod-setup|sydney-date|abn))/,
                  priority: 10,
                },
              ],
            },
          },
      onwarn(warning, warn) {
        // The prerender bundle imports every record eagerly on purpose (all-content.ts); only the client
        // bundle needs the per-record chunks that warning is about.
        if (isSsrBuild && warning.code === 'INEFFECTIVE_DYNAMIC_IMPORT') return;
        warn(warning);
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['tests/**/*.test.{ts,tsx}'],
    // The host suite starts real host CLIs and has its own runner: npm run test:hosts.
    exclude: ['**/node_modules/**', '**/.git/**', 'tests/hosts/**'],
    setupFiles: ['tests/setup.ts'],
    // One throwaway PostgreSQL server for the run; the ledger's tests each take a database of their own.
    globalSetup: ['tests/support/postgres-global.ts'],
    // PGlite starts PostgreSQL in WebAssembly: several seconds on a busy two-core machine.
    hookTimeout: 60_000,
    // A timeout is a guard against a test that hangs, not a measure: the office's dialog tests take 1-2 s on
    // a quiet machine and passed 5 s at a load of 10 on this two-core machine (three failed so on a clean
    // clone). No test waits on it; the time limits the suite checks are the app's own, on fake time.
    testTimeout: 20_000,
    // Vitest leaves one core to itself, which on a two-core CI machine means one worker: 113 s against 69-80 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Each worker keeps its module cache from file to file instead of importing React, jsdom's helpers, zod and
    // the server afresh for each of the 99 files: 174 s against 126-140 s for the whole suite, and the jsdom
    // files alone 60 s against 30 s (29 November, docs/test-time.md). Each file still gets its own environment
    // and its own hooks; no file leans on another's leftovers: the suite passes with its files in shuffled
    // orders (--sequence.shuffle.files, two seeds).
    isolate: false,
  },
}));
