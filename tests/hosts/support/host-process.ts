/**
 * Starts a host's local runtime as a process group of its own, waits until it serves the home page, and
 * stops the whole group afterwards: the CLIs start children (workerd, Vercel's function server, Netlify's
 * static server) that a signal to the CLI alone can leave running.
 */
import { spawn, type ChildProcess } from 'node:child_process';

export interface HostCommand {
  /** Who is being tested, as the failure messages name it: 'Netlify (netlify dev 26.2.0)'. */
  label: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** The loopback origin it serves, 'http://127.0.0.1:8788'. */
  origin: string;
  /** How long the first 200 on / may take. The 2-core CI machine is shared, so this is generous. */
  readyTimeoutMs?: number;
  /**
   * The status of / that says it is up: 200 for a site. A Worker with no page of its own (the reminders' cron
   * Worker) answers 404, which is its own answer, not a proxy's.
   */
  readyStatus?: number;
}

export interface RunningHost {
  label: string;
  origin: string;
  /** From spawn to the first 200 on /. */
  coldStartMs: number;
  /** The last lines the process printed, for failure messages. */
  output(): string;
  /** Every line the booking handler logged through the host (`[bookings] ...`), in order, from the start. */
  bookingLines(): string[];
  /** Why the host's process ended ('code 1', 'signal SIGKILL'), or null while it runs. */
  exited(): string | null;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();

function killGroup(child: ChildProcess, signal: NodeJS.Signals): boolean {
  try {
    process.kill(-child.pid!, signal);
    return true;
  } catch {
    return false;
  }
}

function groupAlive(child: ChildProcess): boolean {
  return killGroup(child, 0 as unknown as NodeJS.Signals);
}

// Whatever ends this process (a failed hook, Ctrl-C, a worker torn down), no host outlives it.
process.once('exit', () => {
  for (const child of running) killGroup(child, 'SIGKILL');
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntilGone(child: ChildProcess, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!groupAlive(child)) return true;
    await sleep(100);
  }
  return !groupAlive(child);
}

export async function startHost(host: HostCommand): Promise<RunningHost> {
  const lines: string[] = [];
  const bookingLines: string[] = [];
  // Each stream's unfinished last line, until its end comes: a line may arrive in two chunks.
  const partial = new Map<NodeJS.ReadableStream, string>();
  const keep = (stream: NodeJS.ReadableStream) => (chunk: Buffer) => {
    const text = (partial.get(stream) ?? '') + chunk.toString('utf8');
    const complete = text.split('\n');
    partial.set(stream, complete.pop()!);
    lines.push(...complete);
    bookingLines.push(...complete.filter((line) => line.includes('[bookings] ')));
    if (lines.length > 400) lines.splice(0, lines.length - 400);
    if (process.env.HOSTS_VERBOSE) process.stderr.write(chunk);
  };
  const output = () => [...lines.slice(-60), ...partial.values()].join('\n');

  const started = performance.now();
  const child = spawn(host.command, host.args, {
    cwd: host.cwd,
    env: host.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.stdout!.on('data', keep(child.stdout!));
  child.stderr!.on('data', keep(child.stderr!));
  let exit: string | null = null;
  child.once('exit', (code, signal) => (exit = signal ? `signal ${signal}` : `code ${code}`));
  const spawnError = new Promise<never>((_, reject) => child.once('error', reject));

  const stop = async () => {
    if (!running.has(child)) return;
    killGroup(child, 'SIGTERM');
    if (!(await waitUntilGone(child, 8_000))) {
      killGroup(child, 'SIGKILL');
      if (!(await waitUntilGone(child, 5_000))) {
        throw new Error(`${host.label}: its process group ${child.pid} survived SIGKILL`);
      }
    }
    running.delete(child);
  };

  const timeout = host.readyTimeoutMs ?? 240_000;
  try {
    await Promise.race([spawnError, waitForHome(host, timeout, () => exit)]);
  } catch (error) {
    await stop().catch(() => {});
    throw new Error(
      `${host.label} did not start: ${(error as Error).message}\n--- its last output ---\n${output()}`,
      {
        cause: error,
      },
    );
  }
  return {
    label: host.label,
    origin: host.origin,
    coldStartMs: performance.now() - started,
    output,
    bookingLines: () => [...bookingLines],
    exited: () => exit,
    stop,
  };
}

async function waitForHome(host: HostCommand, timeoutMs: number, exited: () => string | null) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    const code = exited();
    if (code) throw new Error(`it exited (${code}) before serving /`);
    try {
      const response = await fetch(`${host.origin}/`, { signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
      if (response.status === (host.readyStatus ?? 200)) return;
      last = `GET / answered ${response.status}`;
    } catch (error) {
      last = `GET / failed: ${(error as Error).message}`;
    }
    await sleep(250);
  }
  throw new Error(
    `no ${host.readyStatus ?? 200} on ${host.origin}/ within ${Math.round(timeoutMs / 1000)} s (${last})`,
  );
}

export interface ToolRun {
  code: number | null;
  output: string;
  ms: number;
}

/** Runs a tool to completion (vercel build) in a process group of its own, which a timeout kills whole. */
export async function runTool(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number },
): Promise<ToolRun> {
  const started = performance.now();
  const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    if (process.env.HOSTS_VERBOSE) process.stderr.write(chunk);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const timer = setTimeout(() => {
    output += `\n[killed after ${options.timeoutMs / 1000} s]`;
    killGroup(child, 'SIGKILL');
  }, options.timeoutMs);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (exitCode) => resolve(exitCode));
  }).finally(() => clearTimeout(timer));
  // Whatever it left running in its group goes with it.
  killGroup(child, 'SIGKILL');
  running.delete(child);
  return { code, output, ms: performance.now() - started };
}
