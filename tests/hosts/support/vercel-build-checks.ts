/**
 * tests/hosts/vercel-build.test.ts: what Vercel deploys from this repository, read from the Build Output API
 * that `vercel build` writes (.vercel/output/config.json): its routes must redirect and set headers as
 * vercel.json and the build's own route (the CSP, .vercel_build_output) say, and the function must get a
 * Node.js the project declares in engines.
 *
 * `vercel build` needs a linked project, and `vercel dev` refuses to start offline beside one (it fetches the
 * project and fails), so the build runs in a tree of its own: the files a deployment uploads, copied, with
 * node_modules and dist/ as hard links (a second, 40,000 files). Its output there is the same as in the
 * repository (config.json and every file of .vercel/output compared, 29 November), and `vercel dev` runs in
 * the repository beside it: before, the two took turns in one file, and the host suite waited on the build
 * (60-70 s beside the other hosts) before Vercel's first request.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveShortPath } from '../../../src/app/redirects';
import { SWEEP_PATH } from '../../../src/server/host-sweep';
import { runTool, type ToolRun } from './host-process';
import { readVercelBuildRoutes, readVercelJson, vercelConfigForBuildStep, vercelHeadersFor } from './hosts';
import { distDir, repoRoot, scratchDir, toolBin, toolEnv, toolVersion } from './tools';

interface Route {
  src?: string;
  handle?: string;
  status?: number;
  dest?: string;
  headers?: Record<string, string>;
  continue?: boolean;
}

/** What a deployment of this repository uploads and builds from, copied; the large folders hard-linked. */
const copied = [
  'api',
  'src',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vercel.json',
  '.vercelignore',
];
const linked = ['node_modules', 'dist', '.vercel_build_output'];

/** A tree of its own for `vercel build`, linked to a stand-in project as a deployment's checkout is. */
function buildTree(): string {
  const tree = scratchDir('vercel-build');
  for (const name of copied) cpSync(path.join(repoRoot, name), path.join(tree, name), { recursive: true });
  // Hard links: the tree costs a second and no space. A scratch folder on another file system gets copies.
  const sources = linked.map((name) => path.join(repoRoot, name));
  try {
    execFileSync('cp', ['-al', ...sources, tree], { stdio: 'pipe' });
  } catch {
    execFileSync('cp', ['-a', ...sources, tree]);
  }
  mkdirSync(path.join(tree, '.vercel'));
  writeFileSync(
    path.join(tree, '.vercel/project.json'),
    JSON.stringify({ projectId: 'host-tests', orgId: 'host-tests', settings: {} }),
  );
  return tree;
}

/** What the routes before the filesystem do with a path: a redirect, or the headers they add on the way. */
function route(routes: Route[], pathname: string) {
  const headers: Record<string, string> = {};
  for (const rule of routes) {
    if (rule.handle === 'filesystem') break;
    if (!rule.src) continue;
    const match = new RegExp(rule.src).exec(pathname);
    if (!match) continue;
    const fill = (value: string) =>
      value.replace(/\$(\d+)/g, (_, group: string) => match[Number(group)] ?? '');
    if (rule.status && rule.headers?.Location) {
      return { status: rule.status, location: fill(rule.headers.Location), headers };
    }
    for (const [name, value] of Object.entries(rule.headers ?? {})) headers[name] = fill(value);
    if (!rule.continue) break;
  }
  return { status: undefined, location: undefined, headers };
}

/** The Node.js majors package.json's engines names ('^20.19.0 || ^22.16.0 || ^24.0.0' -> 20, 22, 24). */
function declaredMajors(): number[] {
  const { engines } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    engines: { node: string };
  };
  return engines.node.split('||').map((range) => Number(/(\d+)/.exec(range)?.[1]));
}

export function describeVercelBuild() {
  describe(`Vercel's build output (vercel build ${toolVersion('vercel')})`, () => {
    let build: ToolRun;
    let routes: Route[];

    let tree: string;
    let outputDir: string;

    beforeAll(async () => {
      tree = buildTree();
      outputDir = path.join(tree, '.vercel/output');
      build = await runTool(
        toolBin('vercel'),
        [
          'build',
          '--yes',
          `--local-config=${vercelConfigForBuildStep()}`,
          `--global-config=${scratchDir('vercel-global')}`,
        ],
        // The site's dependencies are installed already (npm ci), as on Vercel before the build step; without
        // this the Node builder runs npm install in the tree.
        { cwd: tree, env: toolEnv({ VERCEL_INSTALL_COMPLETED: '1' }), timeoutMs: 600_000 },
      );
      if (build.code !== 0) {
        throw new Error(`vercel build exited with ${build.code}:\n${build.output.slice(-4000)}`);
      }
      routes = (JSON.parse(readFileSync(path.join(outputDir, 'config.json'), 'utf8')) as { routes: Route[] })
        .routes;
      console.log(`vercel build ${toolVersion('vercel')}: ${(build.ms / 1000).toFixed(1)} s`);
    }, 660_000);

    afterAll(() => {
      if (tree) rmSync(tree, { recursive: true, force: true });
    });

    it("redirects each of vercel.json's old short paths permanently to where the site says it moved", () => {
      const sources = readVercelJson().redirects.map((redirect) => redirect.source);
      expect(sources.length).toBeGreaterThan(0);
      for (const source of sources) {
        const sample = source.replace(':slug', 'some-article');
        expect(route(routes, sample), sample).toMatchObject({
          status: 308,
          location: resolveShortPath(sample),
        });
      }
    });

    it("gives pages and hashed assets the headers vercel.json and the build's route give them", () => {
      for (const pathname of ['/', '/inspections', '/assets/index-abc123.js', '/no-such-page']) {
        const expected = vercelHeadersFor(pathname);
        expect(Object.keys(expected)).toContain('Content-Security-Policy');
        expect(route(routes, pathname).headers, pathname).toEqual(expected);
      }
      expect(vercelHeadersFor('/assets/index-abc123.js')['Cache-Control']).toBe(
        'public, max-age=31536000, immutable',
      );
    });

    it("deploys the CSP of the build in dist/, whose inline block's hash it carries", () => {
      const built = readFileSync(path.join(distDir, '_headers'), 'utf8');
      const csp = route(routes, '/').headers['Content-Security-Policy'];
      expect(csp).toBe(readVercelBuildRoutes()[0]!.headers['Content-Security-Policy']);
      expect(built).toContain(`Content-Security-Policy: ${csp}\n`);
      const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
      const block = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
      const hash = `'sha256-${createHash('sha256').update(block).digest('base64')}'`;
      expect(csp).toContain(hash);
    });

    it('answers unknown paths with 404.html and status 404', () => {
      const afterError = routes.slice(routes.findIndex((rule) => rule.handle === 'error') + 1);
      const fallback = afterError.find((rule) => rule.src && new RegExp(rule.src).test('/no-such-page'));
      expect(fallback).toMatchObject({ status: 404, dest: '/404' });
      expect(readFileSync(path.join(outputDir, 'static/404.html'), 'utf8')).toBe(
        readFileSync(path.join(distDir, '404.html'), 'utf8'),
      );
    });

    it('runs the function on a Node.js major that package.json declares, with no warning about engines', () => {
      const function_ = JSON.parse(
        readFileSync(path.join(outputDir, 'functions/api/bookings.func/.vc-config.json'), 'utf8'),
      ) as { runtime: string };
      const major = Number(/^nodejs(\d+)\.x$/.exec(function_.runtime)?.[1]);
      expect(declaredMajors()).toContain(major);
      expect(build.output).not.toMatch(/Detected "engines"/);
    });

    it("schedules the booking sweep as vercel.json's cron says", () => {
      const { crons } = JSON.parse(readFileSync(path.join(outputDir, 'config.json'), 'utf8')) as {
        crons?: { path: string; schedule: string }[];
      };
      expect(crons).toEqual(readVercelJson().crons);
      // The daily sweep and the reminders' cron (issue 41), both on the sweep route.
      expect(crons?.map((cron) => cron.path)).toEqual([SWEEP_PATH, SWEEP_PATH]);
    });

    it('deploys the booking functions with postgres.js and nodemailer, and no PGlite', () => {
      const functions = path.join(outputDir, 'functions/api');
      const files = execFileSync('find', [functions, '-type', 'f'], { encoding: 'utf8' }).split('\n');
      for (const name of ['bookings', 'bookings/challenge', 'bookings/sweep']) {
        expect(existsSync(path.join(functions, `${name}.func/.vc-config.json`)), name).toBe(true);
      }
      expect(files.filter((file) => /pglite/i.test(file))).toEqual([]);
      expect(files.some((file) => /bookings\.func\/node_modules\/postgres\//.test(file))).toBe(true);
      expect(files.some((file) => /bookings\.func\/node_modules\/nodemailer\//.test(file))).toBe(true);
    });
  });
}
