/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { stripProperties } from './scripts/lib/strip-properties';
import { localBookingConfig, nodeBookingHandler } from './src/server/node-adapter';

/**
 * `./articles/<kind>/<slug>.ts?summary` is the article without its body: what a list card needs. List pages
 * import these, so they do not download every article in full.
 */
function articleSummaries(): Plugin {
  return {
    name: 'article-summaries',
    enforce: 'pre',
    transform(code, id) {
      const [file, query] = id.split('?');
      if (query !== 'summary' || !file?.includes('/src/content/articles/')) return null;
      return { code: stripProperties(code, ['content', 'relatedLinks']), map: null };
    },
  };
}

/**
 * `npm run dev` answers POST /api/bookings with the same handler as `npm start` and the hosts: forwarded to
 * BOOKING_FORWARD_URL when that is set, otherwise stored in .data/bookings.jsonl.
 */
function bookingApi(): Plugin {
  return {
    name: 'booking-api',
    configureServer(server) {
      const handle = nodeBookingHandler(localBookingConfig());
      server.middlewares.use((req, res, next) => {
        handle(req, res).then((handled) => handled || next(), next);
      });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [articleSummaries(), react(), tailwindcss(), bookingApi()],
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: {
    target: 'es2022',
    // The prerender reads the manifest to find the boot script, then deletes it.
    manifest: !isSsrBuild,
    rollupOptions: {
      // The boot script is an entry of its own: the prerendered pages load it instead of the app's entry.
      input: isSsrBuild ? undefined : { index: 'index.html', boot: 'src/boot.ts' },
      output: isSsrBuild
        ? undefined
        : {
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
                  // its validation use: those load with the pages that need them.
                  test: /src[\\/](components[\\/]([^\\/]+\.tsx$|(ui|sections)[\\/](?!home-|info-page))|lib[\\/](?!zod-setup|sydney-date|abn))|node_modules[\\/]lucide-react/,
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
  },
}));
