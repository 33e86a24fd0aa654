/**
 * A certificate authority that lives for one test run: openssl makes a CA and one server certificate for a
 * host name in a fresh temp folder, which `dispose()` deletes. A client trusts it through NODE_EXTRA_CA_CERTS
 * (`caFile`), so the code under test verifies certificates as it would in production instead of having
 * verification switched off.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface ThrowawayCa {
  /** The CA certificate (PEM), for NODE_EXTRA_CA_CERTS. */
  caFile: string;
  /** The server's private key and certificate (PEM), for https.createServer. */
  key: Buffer;
  cert: Buffer;
  dispose(): void;
}

const openssl = process.env.OPENSSL ?? 'openssl';

function run(args: string[], cwd: string) {
  try {
    execFileSync(openssl, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (error) {
    const { code, stderr } = error as { code?: string; stderr?: Buffer };
    if (code === 'ENOENT') {
      throw new Error(
        `${openssl} not found: install openssl (Debian: apt-get install openssl) or set OPENSSL`,
      );
    }
    throw new Error(`openssl ${args[0]} failed: ${String(stderr ?? '').trim()}`);
  }
}

export function createThrowawayCa(hostName: string): ThrowawayCa {
  const dir = mkdtempSync(path.join(tmpdir(), 'throwaway-ca-'));
  try {
    // P-256 keys: generated in milliseconds, where RSA keys can take a second on a busy machine.
    const newKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
    run(
      [
        'req',
        '-x509',
        ...newKey,
        '-keyout',
        'ca.key',
        '-out',
        'ca.pem',
        '-days',
        '2',
        '-subj',
        '/CN=Throwaway test CA (deleted after the run)',
        '-addext',
        'basicConstraints=critical,CA:TRUE',
        '-addext',
        'keyUsage=critical,keyCertSign',
      ],
      dir,
    );
    run(
      ['req', '-new', ...newKey, '-keyout', 'site.key', '-out', 'site.csr', '-subj', `/CN=${hostName}`],
      dir,
    );
    // Clients match the host name against the subjectAltName only, never the CN.
    writeFileSync(
      path.join(dir, 'site.ext'),
      [
        `subjectAltName=DNS:${hostName}`,
        'basicConstraints=CA:FALSE',
        'keyUsage=critical,digitalSignature',
        'extendedKeyUsage=serverAuth',
      ].join('\n'),
    );
    run(
      [
        'x509',
        '-req',
        '-in',
        'site.csr',
        '-CA',
        'ca.pem',
        '-CAkey',
        'ca.key',
        '-CAcreateserial',
        '-out',
        'site.pem',
        '-days',
        '2',
        '-extfile',
        'site.ext',
      ],
      dir,
    );
    return {
      caFile: path.join(dir, 'ca.pem'),
      key: readFileSync(path.join(dir, 'site.key')),
      cert: readFileSync(path.join(dir, 'site.pem')),
      dispose: () => rmSync(dir, { recursive: true, force: true }),
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
