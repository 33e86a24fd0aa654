/**
 * The host tests' own runner (npm run test:hosts, through scripts/test-hosts.ts): the root config leaves
 * tests/hosts/ out, since these start real host CLIs installed in tests/hosts/node_modules.
 */
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The longest files first, so that each starts at once: Vercel's (`vercel dev` starts a Node process for each
 * function request), Netlify's (two cold starts, one after the other), then `vercel build`'s. Vitest's own order
 * on a fresh clone is by size, which would start the short files first.
 */
const longestFirst = ['vercel', 'netlify', 'vercel-build', 'cloudflare-pages'];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const rank = (file: TestSpecification) => {
      const index = longestFirst.indexOf(path.basename(file.moduleId, '.test.ts'));
      return index === -1 ? longestFirst.length : index;
    };
    return [...(await super.sort(files))].sort((a, b) => rank(a) - rank(b));
  }
}

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
    sequence: { sequencer: LongestFirst },
    testTimeout: 120_000,
    hookTimeout: 300_000,
    reporters: ['verbose'],
  },
});
