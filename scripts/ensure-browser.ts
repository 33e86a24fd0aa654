/**
 * Makes sure a Chromium exists before the browser tests run. Playwright cannot download its own browser on
 * this project's machines, so on Debian (as root) this installs Debian's chromium package; elsewhere it
 * explains what to do.
 *
 * It also installs Debian's chromium-headless-shell, the build the e2e tests drive when it is there
 * (scripts/lib/browser.ts, `findTestBrowser`): it did the e2e suite in about 40 % less CPU. Without it
 * (not Debian, or not root), the tests drive the full Chromium, and this says so.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { debianHeadlessShell, findChromium, findTestBrowser } from './lib/browser';

const canApt = existsSync('/usr/bin/apt-get') && process.getuid?.() === 0;
const aptInstall = (packages: string) =>
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, {
    stdio: 'inherit',
  });

const found = findChromium();
const wantShell = !process.env.CHROMIUM_PATH && !existsSync(debianHeadlessShell);
if (found && !(wantShell && canApt)) {
  if (wantShell) {
    console.log(
      'No chromium-headless-shell (Debian package): the e2e tests drive the full Chromium, which takes more CPU.',
    );
  }
  console.log(`Chromium: ${found}; the e2e tests drive ${findTestBrowser()}`);
  process.exit(0);
}

if (!canApt) {
  console.error(
    'No Chromium found. Install one (Debian: apt-get install chromium chromium-headless-shell; elsewhere: ' +
      'npx playwright install chromium) or set CHROMIUM_PATH.',
  );
  process.exit(1);
}
const missing = [found ? '' : 'chromium', wantShell ? 'chromium-headless-shell' : ''].filter(Boolean);
console.log(`Installing Debian ${missing.join(' and ')}...`);
aptInstall(missing.join(' '));
const installed = findChromium();
if (!installed) {
  console.error('chromium was installed but not found at /usr/bin/chromium');
  process.exit(1);
}
console.log(`Chromium: ${installed}; the e2e tests drive ${findTestBrowser()}`);
