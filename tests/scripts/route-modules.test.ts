// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withModuleSources } from '../../scripts/lib/route-modules';

const resolve = async (specifier: string) =>
  specifier.startsWith('./') ? `src/app/${specifier.slice(2)}.tsx` : null;

describe('route-modules: the route table names a module by importing it', () => {
  it("gives each routeModule(() => import('...')) its module's source path, from the import", async () => {
    const code = [
      "const a = routeModule(() => import('./pages/a-page'));",
      'const b = routeModule( () => import("./pages/b-page") );',
      "const c = import('./pages/c-page');",
    ].join('\n');
    expect(await withModuleSources(code, resolve)).toBe(
      [
        'const a = routeModule(() => import(\'./pages/a-page\'), "src/app/pages/a-page.tsx");',
        'const b = routeModule(() => import("./pages/b-page"), "src/app/pages/b-page.tsx");',
        "const c = import('./pages/c-page');",
      ].join('\n'),
    );
  });

  it('leaves code without a route module alone, and fails on an import it cannot resolve', async () => {
    expect(await withModuleSources("import('./x')", resolve)).toBeNull();
    await expect(withModuleSources("routeModule(() => import('no-such'))", resolve)).rejects.toThrow(
      /cannot resolve 'no-such'/,
    );
  });
});
