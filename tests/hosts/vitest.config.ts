/**
 * The host tests' own runner (npm run test:hosts, through scripts/test-hosts.ts): the root config leaves
 * tests/hosts/ out, since these start real host CLIs installed in tests/hosts/node_modules.
 */
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: path.resolve(import.meta.dirname, '../..'),
    include: ['tests/hosts/**/*.test.ts'],
    environment: 'node',
    // One throwaway PostgreSQL for the run; each host takes a database of its own on it.
    globalSetup: ['tests/support/postgres-global.ts'],
    // One host at a time: each is timed, and the 2-core machine is shared.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 300_000,
    reporters: ['verbose'],
  },
});
