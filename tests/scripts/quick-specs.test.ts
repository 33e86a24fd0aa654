// @vitest-environment node
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pickSpecs, specsByFolder } from '../../scripts/lib/quick-specs';

const root = path.resolve(import.meta.dirname, '../..');
const allSpecs = readdirSync(path.join(root, 'e2e'))
  .filter((file) => file.endsWith('.spec.ts'))
  .map((file) => path.basename(file, '.spec.ts'));

describe("test:quick's map from changed files to e2e specs", () => {
  it('names only specs that exist, and only folders or files that exist', () => {
    for (const [folder, specs] of specsByFolder) {
      expect(readdirSync(path.join(root, path.dirname(folder))), folder).toContain(
        path.basename(folder.replace(/\/$/, '')),
      );
      for (const spec of specs) expect(allSpecs, `${folder} -> ${spec}`).toContain(spec);
    }
  });

  it('runs a changed spec itself, and every spec when their shared support changes', () => {
    expect([...pickSpecs(['e2e/layout.spec.ts'], allSpecs)]).toEqual(['layout']);
    expect(pickSpecs(['e2e/support/site.ts'], allSpecs).size).toBe(allSpecs.length - 1);
  });

  it('runs the booking journeys for a change to the form, and every spec for a src/ file the map does not know', () => {
    expect(pickSpecs(['src/features/booking/outbox.ts'], allSpecs)).toContain('booking-form');
    expect(pickSpecs(['src/some-new-module.ts'], allSpecs).size).toBe(allSpecs.length - 1);
  });

  it('runs no spec for a change to docs or a unit test', () => {
    expect(pickSpecs(['docs/testing.md', 'tests/lib/format.test.ts'], allSpecs).size).toBe(0);
  });
});
