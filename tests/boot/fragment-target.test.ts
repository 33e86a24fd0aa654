// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOOT_HEADER_OFFSET } from '../../src/boot/fragment-target';
import { HEADER_OFFSET } from '../../src/lib/scroll';

describe('the boot script', () => {
  it("aims at the same room under the header as the app's scrolls", () => {
    expect(BOOT_HEADER_OFFSET).toBe(HEADER_OFFSET);
  });

  it('imports nothing the app also uses, so it stays one self-contained file', () => {
    const root = path.resolve(import.meta.dirname, '../../src');
    for (const file of [
      'boot.ts',
      'boot-form.ts',
      'boot/deferred-start.ts',
      'boot/fragment-target.ts',
      'boot/booking-form.ts',
    ]) {
      const source = readFileSync(path.join(root, file), 'utf8');
      const imports = [...source.matchAll(/^import\s[^;]*?from\s+'([^']+)'/gm)].map((m) => m[1]);
      expect(
        imports.filter((specifier) => !specifier!.startsWith('./boot/')),
        file,
      ).toEqual([]);
    }
  });
});
