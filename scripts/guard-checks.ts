/**
 * npx tsx scripts/guard-checks.ts: breaks, one at a time, what the fast suite's guards guard (issue 34), and
 * checks that the suite then fails. Run once before a stop that changes the suite's time limits or its
 * accessibility sweep; not part of npm test (each break runs its tests again). Needs a build in dist/.
 *
 * Each break is made in a throwaway worktree of HEAD (node_modules and dist/ linked from here), so the
 * checkout is never touched. The tests run are those that should catch the break: if they pass, the guard is
 * missing, and this exits 1.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

interface Guard {
  name: string;
  file: string;
  from: string;
  to: string;
  /** The command that must fail once the break is made. */
  run: string[];
}

const vitest = (...files: string[]) => ['node_modules/.bin/vitest', 'run', ...files];
const playwright = (spec: string, grep: string) => [
  'node_modules/.bin/playwright',
  'test',
  '--project=chromium',
  `e2e/${spec}.spec.ts`,
  '-g',
  grep,
];

export const guards: Guard[] = [
  {
    name: 'the press limit (8 s) raised',
    file: 'src/boot/booking-form.ts',
    from: 'PRESS_TIMEOUT_MS = 8000',
    to: 'PRESS_TIMEOUT_MS = 8500',
    run: vitest('tests/boot/booking-form.test.tsx'),
  },
  {
    name: 'the forward limit (8 s) raised',
    file: 'src/server/channels/automation.ts',
    from: 'FORWARD_TIMEOUT_MS = 8_000',
    to: 'FORWARD_TIMEOUT_MS = 8_500',
    run: vitest('tests/server/time-limits.test.ts'),
  },
  {
    name: 'the mail limit (8 s) raised',
    file: 'src/server/mail/message.ts',
    from: 'MAIL_TIMEOUT_MS = 8_000',
    to: 'MAIL_TIMEOUT_MS = 8_500',
    run: vitest('tests/server/time-limits.test.ts'),
  },
  {
    name: 'the proof wait (8 s) raised',
    file: 'src/features/booking/send-enquiry.ts',
    from: 'PROOF_WAIT_MS = 8_000',
    to: 'PROOF_WAIT_MS = 8_500',
    run: vitest('tests/features/booking/send-enquiry.test.ts'),
  },
  {
    name: "the server's answer limit (9 s) raised",
    file: 'src/server/booking-handler.ts',
    from: 'ANSWER_WITHIN_MS = 9_000',
    to: 'ANSWER_WITHIN_MS = 9_500',
    run: vitest('tests/server/time-limits.test.ts'),
  },
  {
    name: "the form's abort (10 s) raised",
    file: 'src/features/booking/submit.ts',
    from: 'SUBMIT_TIMEOUT_MS = 10_000',
    to: 'SUBMIT_TIMEOUT_MS = 10_500',
    run: vitest('tests/features/booking/submit.test.ts'),
  },
  {
    name: 'a route left out of the accessibility sweep',
    file: 'e2e/accessibility.spec.ts',
    from: "const routes = [...knownRoutes(), '/no-such-page'];",
    to: "const routes = [...knownRoutes().slice(1), '/no-such-page'];",
    run: playwright('accessibility', 'covers every address'),
  },
  {
    name: 'axe switched off at 1280 px',
    file: 'e2e/accessibility.spec.ts',
    from: "expect(await at(1280), 'at 1280 px').toEqual([]);",
    to: '',
    run: playwright('accessibility', '/privacy hydrates'),
  },
];

function main() {
  if (!existsSync(path.join(root, 'dist/index.html'))) throw new Error('run npm run build first');
  const tree = mkdtempSync(path.join(tmpdir(), 'guard-checks-'));
  spawnSync('git', ['worktree', 'add', '--detach', tree, 'HEAD'], { cwd: root, stdio: 'ignore' });
  symlinkSync(path.join(root, 'node_modules'), path.join(tree, 'node_modules'));
  symlinkSync(path.join(root, 'dist'), path.join(tree, 'dist'));
  const results: [string, boolean][] = [];
  const env = { ...process.env, E2E_PORT: '4517', AUTOMATION_PORT: '4518', CI: '' };
  const runIn = (command: string[]) =>
    spawnSync(path.join(tree, command[0]!), command.slice(1), { cwd: tree, stdio: 'ignore', env }).status;
  try {
    // The control: each command passes on the unbroken tree, so a failure below is the break's doing (and
    // not, say, a grep that matches no test).
    for (const command of new Set(guards.map((guard) => guard.run.join('\u0000')))) {
      const status = runIn(command.split('\u0000'));
      if (status !== 0)
        throw new Error(`the control failed before any break: ${command.replaceAll('\u0000', ' ')}`);
    }
    for (const guard of guards) {
      const file = path.join(tree, guard.file);
      const original = readFileSync(file, 'utf8');
      if (!original.includes(guard.from)) throw new Error(`${guard.file} no longer has "${guard.from}"`);
      writeFileSync(file, original.replace(guard.from, guard.to));
      const started = performance.now();
      const status = runIn(guard.run);
      writeFileSync(file, original);
      const failed = status !== 0;
      results.push([guard.name, failed]);
      console.log(
        `${failed ? 'caught ' : 'MISSED '} ${guard.name}: ${guard.run.slice(1).join(' ')} ` +
          `${failed ? 'failed' : 'passed'} (${((performance.now() - started) / 1000).toFixed(0)} s)`,
      );
    }
  } finally {
    spawnSync('git', ['worktree', 'remove', '--force', tree], { cwd: root, stdio: 'ignore' });
    rmSync(tree, { recursive: true, force: true });
  }
  const missed = results.filter(([, caught]) => !caught);
  console.log(`\n${results.length - missed.length} of ${results.length} breaks made the suite fail`);
  process.exit(missed.length ? 1 : 0);
}

main();
