/**
 * The MDN HTTP Observatory's own analysis of one host, run as a child of scripts/test-observatory.ts, which
 * starts it with NODE_EXTRA_CA_CERTS (Node reads that only at start-up) and these variables:
 *   OBSERVATORY_HOST        the host name to scan; this process alone resolves it to 127.0.0.1
 *   OBSERVATORY_HTTP_PORT   where plain http answers (with a redirect to https)
 *   OBSERVATORY_HTTPS_PORT  where the site answers over https
 * Prints one JSON object (ScanReport) on stdout.
 *
 * The package's `scan(hostname)` always asks ports 80 and 443, so this calls the same parts it calls, in the
 * same order: the retriever (which takes ports), every test in ALL_TESTS, then the grader. The scoring below
 * repeats scan()'s few lines (src/scanner/index.js, 1.4.8) and takes every number from the package.
 */
import dns, { type LookupAddress, type LookupOptions } from 'node:dns';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface TestReport {
  /** The test's name, e.g. 'content-security-policy'. */
  name: string;
  pass: boolean;
  /** The Observatory's verdict, e.g. 'csp-implemented-with-unsafe-inline-in-style-src-only'. */
  result: string | null;
  scoreModifier: number;
  /** The most this test can add, over all the results it can give. */
  bestModifier: number;
  /** The Observatory's own explanation of the result, as text. */
  reason: string;
}

export interface ScanReport {
  score: number;
  grade: string;
  statusCode: number;
  /** Where the graded session started: https://host:port/ when https worked, http://... when it did not. */
  url: string;
  /** Whether the certificate verified for the http and https sessions; false means the CA was not trusted. */
  verified: { http: boolean | null; https: boolean | null };
  /** The http redirect chain the redirection test judged. */
  httpRoute: string[];
  headers: Record<string, string>;
  tests: TestReport[];
}

// The package is plain JavaScript in a folder of its own, installed by the test script: these are the few
// shapes this file relies on, so the site's type-check needs nothing installed there.
interface HttpResponse {
  status: number;
  verified?: boolean;
  headers: Record<string, unknown>;
}
interface Requests {
  responses: {
    auto: HttpResponse | null;
    http: HttpResponse | null;
    https: HttpResponse | null;
    httpRedirects: { url: URL; status: number }[];
  };
  session: { url: URL } | null;
}
interface TestOutput {
  pass: boolean | null;
  result: string | null;
  constructor: { name: string; possibleResults: string[] };
}
interface Observatory {
  retrieve(hostname: string, options: { httpPort: number; httpsPort: number }): Promise<Requests>;
  ALL_TESTS: ((requests: Requests) => TestOutput)[];
  MINIMUM_SCORE_FOR_EXTRA_CREDIT: number;
  getGradeForScore(score: number): { score: number; grade: string };
  getScoreModifier(expectation: string): number;
  getScoreDescription(expectation: string): string;
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run this through npm run test:observatory`);
  return value;
}

/**
 * The scanned host resolves to loopback in this process only, and every other name fails: no /etc/hosts
 * edit, and nothing the package loads can reach the network by name.
 */
function pinHostToLoopback(host: string) {
  type Callback = (
    error: NodeJS.ErrnoException | null,
    address?: string | LookupAddress[],
    family?: number,
  ) => void;
  const lookup = (hostname: string, options: LookupOptions | number | Callback, callback?: Callback) => {
    const done = (typeof options === 'function' ? options : callback) as Callback;
    const all = typeof options === 'object' && options.all;
    if (hostname.toLowerCase() !== host.toLowerCase()) {
      const error: NodeJS.ErrnoException = new Error(
        `${hostname}: the Observatory scan may reach ${host} only`,
      );
      error.code = 'ENOTFOUND';
      // Said aloud, because the scanner swallows some request errors: whatever asked tried to leave the machine.
      console.error(`observatory scan: refused to resolve ${hostname}`);
      process.nextTick(done, error);
    } else if (all) {
      process.nextTick(done, null, [{ address: '127.0.0.1', family: 4 }]);
    } else {
      process.nextTick(done, null, '127.0.0.1', 4);
    }
  };
  (dns as { lookup: unknown }).lookup = lookup;
}

/**
 * The subresource-integrity test parses the page with jsdom, whose CSS parser fails on the site's inline
 * stylesheet and prints all of it as an error. That test reads only the page's <script> elements, so its
 * result does not depend on the stylesheet: one line says so instead.
 */
function quietUnreadableCss() {
  const error = console.error.bind(console);
  let noted = false;
  console.error = (...args: unknown[]) => {
    const unreadableCss =
      typeof args[0] === 'string' && args[0].startsWith('Error: Could not parse CSS stylesheet');
    if (!unreadableCss) return error(...args);
    if (!noted)
      error('observatory scan: jsdom could not parse an inline stylesheet (no effect on the tests)');
    noted = true;
  };
}

async function loadObservatory(): Promise<Observatory> {
  const root = path.join(import.meta.dirname, 'node_modules/@mdn/mdn-http-observatory/src');
  const load = (file: string) => import(pathToFileURL(path.join(root, file)).href);
  const [retriever, constants, charts, grader] = await Promise.all([
    load('retriever/retriever.js'),
    load('constants.js'),
    load('grader/charts.js'),
    load('grader/grader.js'),
  ]);
  return { ...retriever, ...constants, ...charts, ...grader } as Observatory;
}

const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

async function main(): Promise<ScanReport> {
  const host = required('OBSERVATORY_HOST');
  const httpPort = Number(required('OBSERVATORY_HTTP_PORT'));
  const httpsPort = Number(required('OBSERVATORY_HTTPS_PORT'));
  pinHostToLoopback(host);
  quietUnreadableCss();
  const observatory = await loadObservatory();

  const requests = await observatory.retrieve(host, { httpPort, httpsPort });
  const auto = requests.responses.auto;
  // The same refusals as scan(): no answer at all, or a status it will not grade.
  if (!auto || !requests.session)
    throw new Error(`no answer from ${host} on ports ${httpPort} and ${httpsPort}`);
  if (auto.status < 200 || (auto.status >= 400 && ![401, 403].includes(auto.status))) {
    throw new Error(`${host} answered ${auto.status}, which the Observatory does not grade`);
  }

  let scoreWithExtraCredit = 100;
  let uncurvedScore = 100;
  const tests = observatory.ALL_TESTS.map((test): TestReport => {
    const output = test(requests);
    const modifier = output.result ? observatory.getScoreModifier(output.result) : 0;
    scoreWithExtraCredit += modifier;
    if (modifier < 0) uncurvedScore += modifier;
    return {
      name: output.constructor.name,
      pass: Boolean(output.pass),
      result: output.result,
      scoreModifier: modifier,
      bestModifier: Math.max(...output.constructor.possibleResults.map(observatory.getScoreModifier)),
      reason: output.result ? text(observatory.getScoreDescription(output.result)) : '',
    };
  });
  // Bonuses count only for a site that already has an A without them.
  const raw =
    uncurvedScore >= observatory.MINIMUM_SCORE_FOR_EXTRA_CREDIT ? scoreWithExtraCredit : uncurvedScore;
  const { score, grade } = observatory.getGradeForScore(raw);

  return {
    score,
    grade,
    statusCode: auto.status,
    url: requests.session.url.href,
    verified: {
      http: requests.responses.http?.verified ?? null,
      https: requests.responses.https?.verified ?? null,
    },
    httpRoute: requests.responses.httpRedirects.map((entry) => entry.url.href),
    headers: Object.fromEntries(Object.entries(auto.headers).map(([name, value]) => [name, String(value)])),
    tests,
  };
}

try {
  const report = await main();
  // Exit as soon as the report is out: the scanner's keep-alive sockets would hold the process for seconds.
  process.stdout.write(`${JSON.stringify(report)}\n`, () => process.exit(0));
} catch (error) {
  console.error(`observatory scan: ${(error as Error).message}`);
  process.exit(1);
}
