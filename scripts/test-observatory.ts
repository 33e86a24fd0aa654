/**
 * npm run test:observatory [-- <site folder>]     (or OBSERVATORY_DIST=<site folder>; default dist/)
 *
 * Grades the built site with the MDN HTTP Observatory's own analysis and fails below MINIMUM_SCORE. Builds
 * nothing: run `npm run build` first.
 *
 * - The Observatory (@mdn/mdn-http-observatory) lives in tests/observatory/ with its own lockfile, installed
 *   here with --ignore-scripts (its postinstall downloads lists), and only when that lockfile changed.
 * - The site is served from the folder by scripts/lib/static-server.ts, with the headers of its `_headers`,
 *   over https on a loopback port with a certificate from a CA made for this run, and plain http on another
 *   port answering every request with a 301 to https, as the hosts do.
 * - The scan runs in a child process (tests/observatory/scan.ts), because Node reads NODE_EXTRA_CA_CERTS,
 *   which makes it trust that CA, only at start-up. The child resolves the site's domain to 127.0.0.1 and
 *   refuses every other name, so the scanner grades the real domain name, and nothing needs root, port 443
 *   or an /etc/hosts entry.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { business } from '../src/content/business';
import type { ScanReport, TestReport } from '../tests/observatory/scan';
import { matchesPattern, parseHeadersFile } from './lib/host-config';
import { createHttpsRedirectServer, createStaticServer } from './lib/static-server';
import { createThrowawayCa } from './lib/throwaway-ca';

/**
 * The most this site can score: 100 and every bonus (CSP with default-src 'none', CORP, Referrer-Policy,
 * frame-ancestors) but three, out of its reach:
 * - the cookies' (+5, for cookies set safely): it sets none;
 * - the HSTS test's (+5, for a preloaded domain): its domain is not on the preload list;
 * - SRI's (+5): the scanner reads the HTML as it comes and grants it only for a `<script src integrity>` there.
 *   The pages name no script before their largest paint (docs/decisions/0017-fetch-after-largest-paint.md);
 *   they add each one after it, with its integrity, which e2e/seo-and-hosting.spec.ts checks in the browser
 *   ('every script and module preload carries its integrity, and a changed chunk never runs').
 * At this score any lost point fails the run.
 */
const MINIMUM_SCORE = 130;
/** Generous for a loopback scan that takes a few seconds, so a busy machine does not fail it. */
const SCAN_TIMEOUT_MS = 120_000;

const repoRoot = path.resolve(import.meta.dirname, '..');
const observatoryDir = path.join(repoRoot, 'tests/observatory');
const packageDir = path.join(observatoryDir, 'node_modules/@mdn/mdn-http-observatory');

class HarnessError extends Error {}

function elapsed(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

function siteFolder(): string {
  const folder = path.resolve(
    process.argv.slice(2).find((a) => !a.startsWith('--')) ??
      process.env.OBSERVATORY_DIST ??
      path.join(repoRoot, 'dist'),
  );
  if (!existsSync(path.join(folder, 'index.html'))) {
    throw new HarnessError(
      `${folder} has no index.html: run npm run build first (this script builds nothing)`,
    );
  }
  if (!existsSync(path.join(folder, '_headers'))) {
    throw new HarnessError(`${folder} has no _headers: it is not a build of this site`);
  }
  return folder;
}

/** `npm ci` in tests/observatory/ unless node_modules was installed from this very package.json and lockfile. */
function ensureObservatoryInstalled() {
  const stamp = path.join(observatoryDir, 'node_modules/.installed-from');
  const digest = createHash('sha256')
    .update(readFileSync(path.join(observatoryDir, 'package.json')))
    .update(readFileSync(path.join(observatoryDir, 'package-lock.json')))
    .digest('hex');
  const installed = existsSync(stamp) ? readFileSync(stamp, 'utf8') : '';
  if (installed !== digest || !existsSync(path.join(packageDir, 'package.json'))) {
    const started = performance.now();
    console.log('Installing tests/observatory (npm ci --ignore-scripts)...');
    execFileSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], {
      cwd: observatoryDir,
      stdio: 'inherit',
    });
    // Written last: an install that stopped halfway is redone next time.
    writeFileSync(stamp, digest);
    console.log(`Installed in ${elapsed(started)}`);
  }
  // What the skipped postinstall would have downloaded. The HSTS preload list is the only list the scan reads
  // (the TLD list it also fetches is read by nothing but its maintenance job, and the host name parser
  // carries its own). Empty, because the domain is not preloaded: a listed domain would pass the HSTS and
  // redirection tests whatever the site sends, and this test is about what the site sends.
  const preloadList = path.join(packageDir, 'conf/hsts-preload.json');
  if (!existsSync(preloadList)) writeFileSync(preloadList, '{}\n');
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    // The scanner keeps its connections alive; without this, close() would wait for them to time out.
    server.closeAllConnections();
  });
}

/** Runs tests/observatory/scan.ts in a Node that trusts `caFile`, and returns its report. */
function runScan(env: Record<string, string>): Promise<ScanReport> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  // The scanner's HTTP client (axios) honours proxy variables, which would send the scan off the machine.
  for (const name of Object.keys(childEnv)) {
    if (/^(https?|all|no)_proxy$/i.test(name)) delete childEnv[name];
  }
  // Its config reads CONFIG_FILE; its Sentry reporting is only in its API server, which is never loaded,
  // and stays without a destination even so.
  delete childEnv.CONFIG_FILE;
  childEnv.SENTRY_DSN = '';

  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(observatoryDir, 'scan.ts')], {
      cwd: repoRoot,
      env: childEnv,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new HarnessError(`the scan did not finish within ${SCAN_TIMEOUT_MS / 1000} s`));
    }, SCAN_TIMEOUT_MS);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code !== 0) return reject(new HarnessError(`the scan exited with ${code} (its message is above)`));
      try {
        resolve(JSON.parse(stdout) as ScanReport);
      } catch {
        reject(new HarnessError(`the scan printed no report: ${stdout.slice(0, 500)}`));
      }
    });
  });
}

/**
 * Proof that the scanner graded this folder over trusted https, not something else: otherwise a broken
 * harness would show up as a low score and send someone to fix headers that are fine.
 */
function checkHarness(report: ScanReport, folder: string) {
  if (!report.url.startsWith('https:') || report.verified.https !== true) {
    throw new HarnessError(
      `the scanner did not get a verified https answer (graded ${report.url}, https verified: ` +
        `${report.verified.https}): is the throwaway CA in NODE_EXTRA_CA_CERTS?`,
    );
  }
  const expected: Record<string, string> = {};
  for (const rule of parseHeadersFile(readFileSync(path.join(folder, '_headers'), 'utf8'))) {
    if (!matchesPattern(rule.pattern, '/')) continue;
    for (const [name, value] of Object.entries(rule.headers)) expected[name.toLowerCase()] = value;
  }
  for (const [name, value] of Object.entries(expected)) {
    if (report.headers[name] !== value) {
      throw new HarnessError(
        `the scanner saw ${name}: ${report.headers[name] ?? '(none)'}, but ${folder}/_headers says ${value}`,
      );
    }
  }
}

function signed(value: number): string {
  return value >= 0 ? `+${value}` : `${value}`;
}

function formatTest(test: TestReport): string {
  const points = `${signed(test.scoreModifier)} of ${signed(test.bestModifier)}`;
  return [
    `  ${test.pass ? 'pass' : 'FAIL'}  ${points.padEnd(10)} ${test.name} (${test.result ?? 'no result'})`,
    `        ${test.reason}`,
  ].join('\n');
}

async function main() {
  const started = performance.now();
  // `npm test` (scripts/test.ts) installs the Observatory while the unit tests run, and scans after the build.
  if (process.argv.includes('--install-only')) return ensureObservatoryInstalled();
  const folder = siteFolder();
  ensureObservatoryInstalled();
  const version = (
    JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string }
  ).version;

  const host = business.domain;
  const caStarted = performance.now();
  const ca = createThrowawayCa(host);
  const caTime = elapsed(caStarted);
  const site = createStaticServer({ root: folder, tls: { key: ca.key, cert: ca.cert } });
  let redirect: Server | null = null;
  let report: ScanReport;
  let scanTime = '';
  try {
    const httpsPort = await listen(site);
    redirect = createHttpsRedirectServer({ httpsPort });
    const httpPort = await listen(redirect);
    console.log(
      `Scanning ${folder} as https://${host}:${httpsPort}/ (http on ${httpPort}) with the MDN HTTP ` +
        `Observatory ${version}...`,
    );
    const scanStarted = performance.now();
    report = await runScan({
      NODE_EXTRA_CA_CERTS: ca.caFile,
      OBSERVATORY_HOST: host,
      OBSERVATORY_HTTP_PORT: String(httpPort),
      OBSERVATORY_HTTPS_PORT: String(httpsPort),
    });
    scanTime = elapsed(scanStarted);
  } finally {
    await Promise.all([close(site), redirect ? close(redirect) : undefined]);
    ca.dispose();
  }

  checkHarness(report, folder);
  console.log(`\nScore ${report.score} (${report.grade}); at least ${MINIMUM_SCORE} is required.`);
  console.log(`Graded ${report.url} (status ${report.statusCode}); http: ${report.httpRoute.join(' -> ')}`);
  console.log(report.tests.map(formatTest).join('\n'));
  console.log(
    `\nObservatory test done in ${elapsed(started)} (CA and certificate ${caTime}, scan ${scanTime})`,
  );

  if (report.score < MINIMUM_SCORE) {
    const lost = report.tests.filter((test) => test.scoreModifier < 0);
    const unearned = report.tests.filter(
      (test) => test.scoreModifier >= 0 && test.scoreModifier < test.bestModifier,
    );
    const describe = (test: TestReport) =>
      `  ${test.name}: ${signed(test.scoreModifier)} of ${signed(test.bestModifier)} (${test.reason})`;
    console.error(
      [
        `\nObservatory score ${report.score} is below ${MINIMUM_SCORE}.`,
        `Tests that lost points:${lost.length ? '' : ' none'}`,
        ...lost.map(describe),
        // Cookies, HSTS and SRI show here even at 130: their bonuses are out of reach (see MINIMUM_SCORE).
        'Bonuses not earned:',
        ...unearned.map(describe),
      ].join('\n'),
    );
    process.exitCode = 1;
  }
}

try {
  await main();
} catch (error) {
  // A harness error is explained by its message; anything else needs its stack.
  const message = error instanceof HarnessError ? error.message : (error as Error).stack;
  console.error(`\ntest:observatory: ${message}`);
  process.exitCode = 1;
}
