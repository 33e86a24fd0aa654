import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The route table names each module a page loads by importing it: `routeModule(() => import('./pages/x'))`
 * (src/app/routes.tsx). The prerender also needs that module's source path, to find its chunk in the
 * client build's manifest and preload it with the first page. Writing the path out by hand beside the import
 * could drift from it; so the build adds it here, from the import itself, as the call's second argument.
 */
const routeImport = /\brouteModule\(\s*\(\)\s*=>\s*import\(\s*(['"])([^'"]+)\1\s*\)\s*\)/g;

/**
 * The code with each `routeModule(() => import('<spec>'))` given its module's source path (relative to the
 * project root, as the manifest keys it). `resolve` answers a specifier's absolute file; one it cannot
 * resolve fails the build.
 */
export async function withModuleSources(
  code: string,
  resolve: (specifier: string) => Promise<string | null>,
): Promise<string | null> {
  const calls = [...code.matchAll(routeImport)];
  if (calls.length === 0) return null;
  const sources = await Promise.all(
    calls.map(async ([, , specifier]) => {
      const source = await resolve(specifier!);
      if (!source) throw new Error(`routeModule: cannot resolve '${specifier}'`);
      return source;
    }),
  );
  let i = 0;
  return code.replace(routeImport, (_call, quote: string, specifier: string) => {
    const source = sources[i++]!;
    return `routeModule(() => import(${quote}${specifier}${quote}), ${JSON.stringify(source)})`;
  });
}

/**
 * The Vite plugin: in every build, the dev server, Vitest and the e2e suite's reading of the route table
 * (e2e/support/global-setup.ts) alike, so the route table is the same code everywhere.
 */
export function routeModuleSources(): Plugin {
  let root = process.cwd();
  return {
    name: 'route-module-sources',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      if (!/[\\/]src[\\/]app[\\/]routes\.tsx$/.test(id)) return null;
      const transformed = await withModuleSources(code, async (specifier) => {
        const resolved = await this.resolve(specifier, id);
        return resolved ? path.relative(root, resolved.id).split(path.sep).join('/') : null;
      });
      return transformed === null ? null : { code: transformed, map: null };
    },
  };
}
