/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Canonical origin, e.g. https://www.example.com.au (defaults to https://<business domain>). */
  readonly VITE_SITE_ORIGIN?: string;
  /** Where the booking form POSTs its JSON (Make, Zapier, n8n...). Unset: the site's own /api/bookings. */
  readonly VITE_BOOKING_WEBHOOK_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The year of the build, fixed at build time so the server and client render the same footer. */
declare const __BUILD_YEAR__: number;
