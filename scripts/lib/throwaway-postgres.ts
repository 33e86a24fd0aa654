/**
 * A throwaway PostgreSQL server on loopback, for the tests and the benchmarks: a new cluster in a temporary
 * folder, on a free port, with durability switched off (nothing in it outlives the run). PostgreSQL refuses
 * to run as root, so as root the cluster belongs to the `postgres` user and its commands run through
 * `runuser`; anyone else runs them as themselves. `scripts/ensure-postgres.ts` installs the server when a
 * Debian machine lacks it.
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';

/** The newest installed server's bin folder (PG_BIN wins), or null. */
export function findPostgresBin(): string | null {
  const given = process.env.PG_BIN;
  if (given && existsSync(path.join(given, 'initdb'))) return given;
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => existsSync(path.join(root, v, 'bin/initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(root, versions[0], 'bin');
  }
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  return onPath ? path.dirname(onPath) : null;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

let databases = 0;

/**
 * A new empty database on the server `adminUrl` names (its `postgres` database), for one test or one site;
 * its URL. `prefix` tells the suites' databases apart.
 */
export async function createDatabase(adminUrl: string, prefix: string): Promise<string> {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}_${databases++}`;
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(`CREATE DATABASE ${name}`);
  } finally {
    await sql.end();
  }
  return adminUrl.replace(/\/postgres$/, `/${name}`);
}

export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** A new, empty database; its URL. */
  createDatabase(name?: string): Promise<string>;
  /** Stops the server as a crash would (`pg_ctl stop -m immediate`), keeping its data; resolves once down. */
  crash(): Promise<void>;
  /** Starts it again on the same port and data; resolves once it takes connections. */
  restart(): Promise<void>;
  stop(): void;
}

export interface ThrowawayOptions {
  /**
   * Each commit reaches the write-ahead log before it is acknowledged (synchronous_commit=on), so a commit
   * outlives `crash()`. The default leaves it off: nothing a test writes needs to outlive the server.
   */
  durable?: boolean;
}

const asRoot = () => process.getuid?.() === 0;

function command(bin: string, name: string, args: string[]): [string, string[]] {
  const file = path.join(bin, name);
  return asRoot() ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
}

function run(bin: string, name: string, args: string[]) {
  const [exe, argv] = command(bin, name, args);
  return execFileSync(exe, argv, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
}

/** `run` without blocking this process's event loop (its clients keep going meanwhile). */
function runAsync(bin: string, name: string, args: string[]): Promise<void> {
  const [exe, argv] = command(bin, name, args);
  return new Promise((resolve, reject) =>
    execFile(exe, argv, (error) => (error ? reject(error) : resolve())),
  );
}

let counter = 0;

export async function startThrowawayPostgres({
  durable = false,
}: ThrowawayOptions = {}): Promise<ThrowawayPostgres> {
  const bin = findPostgresBin();
  if (!bin) {
    throw new Error(
      'No PostgreSQL server found (initdb). Install it (Debian: apt-get install postgresql, or run ' +
        '`tsx scripts/ensure-postgres.ts` as root), or set PG_BIN to its bin folder.',
    );
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'throwaway-pg-'));
  if (asRoot()) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  run(bin, 'initdb', [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--no-sync',
    '--no-instructions',
  ]);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    `-c synchronous_commit=${durable ? 'on' : 'off'}`,
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  const startArgs = ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', '-t', '60', 'start'];
  run(bin, 'pg_ctl', startArgs);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // Already gone.
    }
    rmSync(dir, { recursive: true, force: true });
  };
  // However this process ends, the server goes with it.
  process.once('exit', stop);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    port,
    async createDatabase(name = `test_${process.pid}_${Date.now().toString(36)}_${counter++}`) {
      const admin = postgres(url, { max: 1, onnotice: () => {} });
      try {
        await admin.unsafe(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
      } finally {
        await admin.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    crash: () => runAsync(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']),
    restart: () => runAsync(bin, 'pg_ctl', startArgs),
    stop,
  };
}
