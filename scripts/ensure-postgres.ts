/**
 * Makes sure a PostgreSQL server is installed before the tests start their throwaway clusters
 * (scripts/lib/throwaway-postgres.ts). On Debian, as root, this installs Debian's postgresql package (the
 * server is only run by the tests, never as a service); elsewhere it explains what to do.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findPostgresBin } from './lib/throwaway-postgres';

const found = findPostgresBin();
if (found) {
  console.log(`PostgreSQL: ${found}`);
  process.exit(0);
}

const canApt = existsSync('/usr/bin/apt-get') && process.getuid?.() === 0;
if (!canApt) {
  console.error(
    'No PostgreSQL server found (initdb). The tests start a throwaway one: install it (Debian: apt-get ' +
      'install postgresql; macOS: brew install postgresql) or set PG_BIN to its bin folder.',
  );
  process.exit(1);
}
console.log('No PostgreSQL server found: installing Debian postgresql...');
// policy-rc.d keeps the package from starting a system cluster: the tests start their own.
execSync(
  "printf '#!/bin/sh\\nexit 101\\n' > /usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d && " +
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql; ' +
    'status=$?; rm -f /usr/sbin/policy-rc.d; exit $status',
  { stdio: 'inherit', shell: '/bin/sh' },
);
const installed = findPostgresBin();
if (!installed) {
  console.error('postgresql was installed but initdb was not found under /usr/lib/postgresql');
  process.exit(1);
}
console.log(`PostgreSQL: ${installed}`);
