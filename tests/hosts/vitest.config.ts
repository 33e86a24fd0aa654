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
    // No shared PostgreSQL: each host starts a throwaway server of its own (support/host-checks.ts), which
    // its checks stop and start again under load.
    // The hosts side by side: most of a host's time is its tool starting and answering one request at a
    // time, so three files at once on two cores take about as long as the slowest alone (docs/test-time.md).
    // Each host's timings are then taken beside the others' work: read them as upper bounds.
    fileParallelism: true,
    maxWorkers: 3,
    testTimeout: 120_000,
    hookTimeout: 300_000,
    reporters: ['verbose'],
  },
});
