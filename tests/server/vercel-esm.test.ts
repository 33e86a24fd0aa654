// @vitest-environment node
/**
 * Vercel, emulated. With "type": "module", Vercel compiles each TypeScript file an `api/*.ts` function reaches
 * to JavaScript on its own (no bundling), keeps the import specifiers as written, and runs the result as native
 * Node ESM, whose loader refuses an extensionless relative specifier ('./cors') with ERR_MODULE_NOT_FOUND
 * (vercel/vercel#14910). So: follow the runtime imports from api/bookings.ts, compile each file with
 * `ts.transpileModule` into a temporary copy of the repo with .js names, and load that copy in a child `node`
 * process, so that Node's own ESM loader resolves it, not Vitest's. Netlify and Cloudflare bundle with
 * esbuild, which resolves either form; the last test checks that the handler stays free of Node-only imports
 * and globals, which Cloudflare (without nodejs_compat) lacks.
 */
import { execFile } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookingReference } from '../../src/domain/booking/reference';
import { bookingPagePath } from '../../src/api/booking-page';
import { reportPagePath } from '../../src/api/report';
import { nodeFunctionConfig } from '../../src/server/node-function';
import { handleReportRequest } from '../../src/server/report/handler';
import { SITE, startAutomation, validPayload } from './support';

const ROOT = path.resolve(import.meta.dirname, '../..');
const VERCEL_ENTRY = 'api/bookings.ts';
const VERCEL_CHALLENGE_ENTRY = 'api/bookings/challenge.ts';
const VERCEL_OFFICE_ENTRY = 'api/office.ts';
const VERCEL_AGREEMENT_ENTRY = 'api/agreement.ts';
const VERCEL_BOOKING_PAGE_ENTRY = 'api/booking.ts';
const VERCEL_REPORT_ENTRY = 'api/report.ts';
const VERCEL_STRIPE_ENTRY = 'api/payments/stripe.ts';
const CLOUDFLARE_ENTRIES = [
  'functions/api/bookings.ts',
  'functions/api/bookings/challenge.ts',
  'functions/api/bookings/sweep.ts',
  'functions/api/office/[[path]].ts',
  'functions/api/agreement/[[path]].ts',
  'functions/api/booking/[[path]].ts',
  'functions/api/report/[[path]].ts',
  'functions/api/payments/stripe.ts',
];
const run = promisify(execFile);

/** One import or export that survives compilation, as the compiled JavaScript spells it. */
interface RuntimeImport {
  specifier: string;
  /** The repo file a relative specifier stands for, however it is spelled (null: none, or not relative). */
  target: string | null;
}

interface CompiledModule {
  /** Repo-relative, e.g. src/server/cors.ts. */
  source: string;
  /** The emulated file, e.g. src/server/cors.js. */
  output: string;
  js: string;
  imports: RuntimeImport[];
  /** Node-only globals the compiled code reads (process, Buffer, ...). */
  nodeGlobals: string[];
}

/** The project's compiler options, as Vercel's builder reads them, but emitting ES2022 modules. */
function compilerOptions(): ts.CompilerOptions {
  const file = path.join(ROOT, 'tsconfig.json');
  const { config, error } = ts.readConfigFile(file, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  const { options } = ts.convertCompilerOptionsFromJson(config.compilerOptions ?? {}, ROOT);
  return {
    ...options,
    module: ts.ModuleKind.ESNext,
    target: ts.ScriptTarget.ES2022,
    noEmit: false,
    sourceMap: false,
    inlineSourceMap: false,
    declaration: false,
  };
}

const isRelative = (specifier: string) => specifier.startsWith('./') || specifier.startsWith('../');

/** What a bundler (and TypeScript with moduleResolution "bundler") finds for a relative specifier. */
function resolveRelative(fromFile: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(path.join(ROOT, fromFile)), specifier);
  const stem = base.replace(/\.(?:[cm]?js|tsx?)$/, '');
  const candidates = [`${stem}.ts`, `${stem}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  const found = candidates.find((candidate) => existsSync(candidate));
  return found ? path.relative(ROOT, found).split(path.sep).join('/') : null;
}

const NODE_GLOBALS = new Set(['process', 'Buffer', 'require', '__dirname', '__filename', 'setImmediate']);

/** Whether an identifier is read as a variable, not a property name or a declaration's name. */
function isVariableRead(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false;
  if (
    (ts.isPropertyAssignment(parent) ||
      ts.isMethodDeclaration(parent) ||
      ts.isPropertyDeclaration(parent) ||
      ts.isVariableDeclaration(parent) ||
      ts.isParameter(parent) ||
      ts.isFunctionDeclaration(parent) ||
      ts.isBindingElement(parent)) &&
    parent.name === node
  ) {
    return false;
  }
  return true;
}

/** Compiles one file as Vercel does and lists what the JavaScript still imports and which Node globals it reads. */
function compile(source: string, options: ts.CompilerOptions): CompiledModule {
  const text = readFileSync(path.join(ROOT, source), 'utf8');
  const { outputText: js } = ts.transpileModule(text, { compilerOptions: options, fileName: source });
  const tree = ts.createSourceFile(`${source}.js`, js, ts.ScriptTarget.ES2022, true, ts.ScriptKind.JS);
  const imports: RuntimeImport[] = [];
  const nodeGlobals = new Set<string>();
  const add = (specifier: string) =>
    imports.push({ specifier, target: isRelative(specifier) ? resolveRelative(source, specifier) : null });
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      add(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (!argument || !ts.isStringLiteralLike(argument)) {
        throw new Error(`${source}: a dynamic import() of a computed specifier cannot be followed`);
      }
      add(argument.text);
    } else if (ts.isIdentifier(node) && NODE_GLOBALS.has(node.text) && isVariableRead(node)) {
      nodeGlobals.add(node.text);
    } else if (
      ts.isPropertyAccessExpression(node) &&
      ts.isMetaProperty(node.expression) &&
      node.expression.keywordToken === ts.SyntaxKind.ImportKeyword &&
      (node.name.text === 'dirname' || node.name.text === 'filename')
    ) {
      nodeGlobals.add(`import.meta.${node.name.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return { source, output: source.replace(/\.tsx?$/, '.js'), js, imports, nodeGlobals: [...nodeGlobals] };
}

/** Each relative import in the graph that Node's ESM loader would refuse: one without its `.js` name. */
function extensionlessImports(graph: Map<string, CompiledModule>): string[] {
  return [...graph.values()].flatMap(({ source, imports }) =>
    imports
      .filter(({ specifier }) => isRelative(specifier) && !specifier.endsWith('.js'))
      .map(({ specifier }) => `${source} imports '${specifier}' (write '${specifier}.js')`),
  );
}

/** Every module the entry reaches at run time (type-only imports are gone after compilation). */
/**
 * Each file compiled once for the whole file's entries: the functions share most of their modules, and
 * compiling them again for every entry took a graph past 5 s on a loaded machine.
 */
const compiledOnce = new Map<string, CompiledModule>();
let sharedOptions: ts.CompilerOptions | undefined;

function runtimeGraph(entry: string): Map<string, CompiledModule> {
  const options = (sharedOptions ??= compilerOptions());
  const graph = new Map<string, CompiledModule>();
  const pending = [entry];
  for (let source = pending.pop(); source !== undefined; source = pending.pop()) {
    if (graph.has(source)) continue;
    const compiled = compiledOnce.get(source) ?? compile(source, options);
    compiledOnce.set(source, compiled);
    graph.set(source, compiled);
    for (const { specifier, target } of compiled.imports) {
      if (!isRelative(specifier)) continue;
      if (!target) throw new Error(`${source} imports '${specifier}', which is no file in the repo`);
      pending.push(target);
    }
  }
  return graph;
}

/** Prints one JSON line: each step's answer (or the error that stopped the function loading). */
const INVOKE_SCRIPT = `
import { pathToFileURL } from 'node:url';
const [entry, stepsJson] = process.argv.slice(2);
const logs = [];
console.log = (...args) => logs.push(args.join(' '));
let result;
try {
  const { default: handler } = await import(pathToFileURL(entry).href);
  const answers = [];
  for (const step of JSON.parse(stepsJson)) {
    for (const [name, value] of Object.entries(step.env ?? {})) {
      if (value === null) delete process.env[name];
      else process.env[name] = value;
    }
    const response = await handler.fetch(new Request(step.url, step.init));
    const text = await response.text();
    let body = text;
    try { body = JSON.parse(text); } catch {}
    answers.push({ status: response.status, allow: response.headers.get('allow'), body });
  }
  result = { ok: true, answers, logs };
} catch (error) {
  result = { ok: false, code: error?.code ?? null, message: String(error?.message ?? error), logs };
}
process.stdout.write(JSON.stringify(result) + '\\n');
`;

interface Step {
  env?: Record<string, string | null>;
  url: string;
  init?: { method?: string; headers?: Record<string, string>; body?: string };
}

type Invocation =
  | { ok: true; answers: { status: number; allow: string | null; body: unknown }[]; logs: string[] }
  | { ok: false; code: string | null; message: string; logs: string[] };

/** Loads `entry` (a file in `dir`) with plain `node`, no loaders or hooks, and runs the steps against it. */
async function invoke(dir: string, entry: string, steps: Step[]): Promise<Invocation> {
  const script = path.join(dir, '.invoke.mjs');
  writeFileSync(script, INVOKE_SCRIPT);
  const env = { ...process.env };
  delete env.NODE_OPTIONS; // no tsx or other loader that would resolve './x' to './x.ts'
  const { stdout } = await run(process.execPath, [script, path.join(dir, entry), JSON.stringify(steps)], {
    cwd: dir,
    env,
    timeout: 20_000,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as Invocation;
}

/** The answers, or the loader's error as the test's failure (ERR_MODULE_NOT_FOUND names the missing file). */
function answersOf(result: Invocation) {
  if (!result.ok)
    throw new Error(`The compiled function failed: ${result.code ?? 'error'}: ${result.message}`);
  return result.answers;
}

/** A directory laid out like the repo after Vercel's build: package.json, node_modules and the .js files. */
function emulate(graph: Map<string, CompiledModule>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'vercel-esm-'));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'junction');
  for (const module of graph.values()) {
    const file = path.join(dir, module.output);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, module.js);
  }
  return dir;
}

const temporary: string[] = [];
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

describe('the Vercel function under native Node ESM (api/bookings.ts compiled file by file)', () => {
  let graph: Map<string, CompiledModule>;
  let dir: string;
  let automation: Awaited<ReturnType<typeof startAutomation>> | undefined;

  beforeAll(() => {
    graph = runtimeGraph(VERCEL_ENTRY);
    dir = emulate(graph);
    temporary.push(dir);
  });
  afterEach(async () => {
    await automation?.close();
    automation = undefined;
  });

  it('reaches the shared handler and the booking schema', () => {
    expect([...graph.keys()]).toEqual(
      expect.arrayContaining([
        VERCEL_ENTRY,
        'src/server/booking-handler.ts',
        'src/domain/booking/enquiry-schema.ts',
        'src/domain/booking/schema.ts',
      ]),
    );
  });

  it('imports every relative module by its .js name', () => {
    expect(extensionlessImports(graph)).toEqual([]);
  });

  it('loads with Node’s own ESM loader and answers GET with 405', { timeout: 30_000 }, async () => {
    const result = await invoke(dir, 'api/bookings.js', [
      { env: { BOOKING_FORWARD_URL: null }, url: `${SITE}/api/bookings` },
    ]);
    expect(answersOf(result)).toMatchObject([{ status: 405, allow: 'POST, OPTIONS' }]);
  });

  it(
    'forwards a valid POST to BOOKING_FORWARD_URL, and answers 503 without one',
    { timeout: 30_000 },
    async () => {
      automation = await startAutomation(['ok']);
      const post = {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(validPayload()),
      };
      const result = await invoke(dir, 'api/bookings.js', [
        { env: { BOOKING_FORWARD_URL: automation.url }, url: `${SITE}/api/bookings`, init: post },
        { env: { BOOKING_FORWARD_URL: null }, url: `${SITE}/api/bookings`, init: post },
      ]);
      const reference = bookingReference(validPayload().submissionId as string);
      expect(answersOf(result)).toMatchObject([
        { status: 202, body: { reference } },
        { status: 503, body: { error: 'Bookings are not configured' } },
      ]);
      expect(automation.calls).toHaveLength(1);
      expect(automation.calls[0]!.headers['idempotency-key']).toBe(validPayload().submissionId);
    },
  );

  it('is a faithful emulation: the same loader refuses an extensionless relative import', async () => {
    const fixture = mkdtempSync(path.join(tmpdir(), 'vercel-esm-fixture-'));
    temporary.push(fixture);
    writeFileSync(path.join(fixture, 'package.json'), JSON.stringify({ type: 'module' }));
    writeFileSync(path.join(fixture, 'helper.js'), 'export const status = 200;\n');
    writeFileSync(
      path.join(fixture, 'entry.js'),
      "import { status } from './helper';\nexport default { fetch: () => new Response(null, { status }) };\n",
    );
    const result = await invoke(fixture, 'entry.js', [{ url: `${SITE}/` }]);
    expect(result).toMatchObject({ ok: false, code: 'ERR_MODULE_NOT_FOUND' });
  });
});

describe('the Vercel challenge function under native Node ESM (api/bookings/challenge.ts)', () => {
  it(
    'loads with Node’s own ESM loader, and issues a challenge only when a secret is set',
    { timeout: 30_000 },
    async () => {
      const graph = runtimeGraph(VERCEL_CHALLENGE_ENTRY);
      expect(extensionlessImports(graph)).toEqual([]);
      const dir = emulate(graph);
      temporary.push(dir);
      const url = `${SITE}/api/bookings/challenge?submissionId=${validPayload().submissionId as string}`;
      const result = await invoke(dir, 'api/bookings/challenge.js', [
        { env: { BOOKING_CHALLENGE_SECRET: 'a-long-random-test-secret' }, url },
        { env: { BOOKING_CHALLENGE_SECRET: null }, url },
      ]);
      expect(answersOf(result)).toMatchObject([
        { status: 200, body: { enforced: true, challenge: { signature: expect.any(String) } } },
        { status: 200, body: { enforced: false } },
      ]);
    },
  );
});

describe('the Vercel office function under native Node ESM (api/office.ts)', () => {
  it(
    'loads with Node’s own ESM loader, and says there is no office, or no ledger, as the variables say',
    { timeout: 30_000 },
    async () => {
      const graph = runtimeGraph(VERCEL_OFFICE_ENTRY);
      expect(graph.has('src/server/office/handler.ts')).toBe(true);
      expect(extensionlessImports(graph)).toEqual([]);
      const dir = emulate(graph);
      temporary.push(dir);
      // As Vercel's rewrite delivers it: the path the browser asked for, the matched part in the query.
      const url = `${SITE}/api/office/status?path=status`;
      const office = { BOOKING_OFFICE_EMAILS: 'owner@site.example', BOOKING_OFFICE_SECRET: 'x'.repeat(32) };
      const result = await invoke(dir, 'api/office.js', [
        { env: { ...office, DATABASE_URL: null }, url },
        { env: { BOOKING_OFFICE_EMAILS: null, BOOKING_OFFICE_SECRET: null, DATABASE_URL: null }, url },
      ]);
      expect(answersOf(result)).toMatchObject([
        { status: 200, body: { office: 'no-ledger', signedInAs: null } },
        { status: 200, body: { office: 'no-office', signedInAs: null } },
      ]);
    },
  );
});

describe('the Vercel agreement function under native Node ESM (api/agreement.ts)', () => {
  it(
    'loads with Node’s own ESM loader (the agreement texts included), and says there is no ledger without one',
    { timeout: 30_000 },
    async () => {
      const graph = runtimeGraph(VERCEL_AGREEMENT_ENTRY);
      expect(graph.has('src/server/agreement/handler.ts')).toBe(true);
      expect(graph.has('src/content/agreements/agreement.ts')).toBe(true);
      expect(extensionlessImports(graph)).toEqual([]);
      const dir = emulate(graph);
      temporary.push(dir);
      const url = `${SITE}/api/agreement/abcdefgh12.building-2026-11-27-0123456789.${'A'.repeat(43)}`;
      const result = await invoke(dir, 'api/agreement.js', [
        { env: { DATABASE_URL: null, BOOKING_LINK_SECRET: 'x'.repeat(32) }, url },
      ]);
      expect(answersOf(result)).toMatchObject([{ status: 503, body: { error: 'no-ledger' } }]);
    },
  );
});

describe("the Vercel booking page function under native Node ESM (api/booking.ts, the client's own page)", () => {
  it(
    'loads with Node’s own ESM loader, and says there is no ledger without one',
    { timeout: 30_000 },
    async () => {
      const graph = runtimeGraph(VERCEL_BOOKING_PAGE_ENTRY);
      expect(graph.has('src/server/booking-page/handler.ts')).toBe(true);
      expect(extensionlessImports(graph)).toEqual([]);
      const dir = emulate(graph);
      temporary.push(dir);
      const url = `${SITE}${bookingPagePath(`abcdefgh12.-.${'A'.repeat(43)}`)}`;
      const result = await invoke(dir, 'api/booking.js', [
        { env: { DATABASE_URL: null, BOOKING_LINK_SECRET: 'x'.repeat(32) }, url },
      ]);
      expect(answersOf(result)).toMatchObject([{ status: 503, body: { error: 'no-ledger' } }]);
    },
  );
});

describe("the Vercel report function under native Node ESM (api/report.ts, the client's report)", () => {
  it(
    'loads with Node’s own ESM loader, and answers a link as the handler does in this process',
    { timeout: 30_000 },
    async () => {
      const graph = runtimeGraph(VERCEL_REPORT_ENTRY);
      expect(graph.has('src/server/report/handler.ts')).toBe(true);
      expect(extensionlessImports(graph)).toEqual([]);
      const dir = emulate(graph);
      temporary.push(dir);
      const env = { DATABASE_URL: null, BOOKING_LINK_SECRET: 'x'.repeat(32) };
      const url = `${SITE}${reportPagePath(`abcdefgh12.-.${'A'.repeat(43)}`)}`;
      const result = await invoke(dir, 'api/report.js', [{ env, url }]);
      // Whatever the report's server answers without a ledger, the function under Node's loader answers too.
      const here = await handleReportRequest(
        new Request(url),
        nodeFunctionConfig({
          ...process.env,
          DATABASE_URL: undefined,
          BOOKING_LINK_SECRET: env.BOOKING_LINK_SECRET,
        }),
      );
      expect(answersOf(result)).toMatchObject([{ status: here.status, body: await here.json() }]);
    },
  );
});

describe('the Vercel Stripe webhook function under native Node ESM (api/payments/stripe.ts, issue 60)', () => {
  it(
    'loads with Node’s own ESM loader: no route without STRIPE_WEBHOOK_SECRET, a signature asked for with it',
    { timeout: 30_000 },
    async () => {
      const graph = runtimeGraph(VERCEL_STRIPE_ENTRY);
      expect(graph.has('src/server/payments/stripe-webhook.ts')).toBe(true);
      expect(extensionlessImports(graph)).toEqual([]);
      const dir = emulate(graph);
      temporary.push(dir);
      const url = `${SITE}/api/payments/stripe`;
      const init = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' };
      const result = await invoke(dir, 'api/payments/stripe.js', [
        { env: { DATABASE_URL: null, STRIPE_WEBHOOK_SECRET: null }, url, init },
        { env: { DATABASE_URL: null, STRIPE_WEBHOOK_SECRET: `whsec_${'x'.repeat(32)}` }, url, init },
      ]);
      expect(answersOf(result)).toMatchObject([
        { status: 404 },
        { status: 400, body: { error: 'signature' } },
      ]);
    },
  );
});

describe.each(CLOUDFLARE_ENTRIES)('the Cloudflare Pages function %s', (entry) => {
  it('reaches no Node built-in module and reads no Node-only global', () => {
    const graph = runtimeGraph(entry);
    // Every function reaches the server's configuration: the graph was followed.
    expect(graph.has('src/server/config.ts')).toBe(true);
    const nodeOnly = [...graph.values()].flatMap(({ source, imports, nodeGlobals }) => [
      ...imports
        .filter(({ specifier }) => isBuiltin(specifier))
        .map(({ specifier }) => `${source}: '${specifier}'`),
      ...nodeGlobals.map((name) => `${source}: ${name}`),
    ]);
    expect(nodeOnly).toEqual([]);
  });
});
