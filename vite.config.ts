/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { createBookingInbox, defaultInboxFile } from './scripts/lib/booking-inbox';

/** `npm run dev` answers POST /api/bookings with the local inbox, as `npm start` does. */
function bookingInbox(): Plugin {
  return {
    name: 'booking-inbox',
    configureServer(server) {
      const inbox = createBookingInbox({ file: defaultInboxFile });
      server.middlewares.use((req, res, next) => {
        inbox(req, res).then((handled) => handled || next(), next);
      });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), bookingInbox()],
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: {
    target: 'es2022',
    rollupOptions: {
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
    setupFiles: ['tests/setup.ts'],
  },
}));
