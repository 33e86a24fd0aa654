/**
 * Makes sure a Chromium exists before the browser tests run. Playwright cannot download its own browser on
 * this project's machines, so on Debian (as root) this installs Debian's chromium package; elsewhere it
 * explains what to do.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './lib/browser';

const found = findChromium();
if (found) {
  console.log(`Chromium: ${found}`);
  process.exit(0);
}

const canApt = existsSync('/usr/bin/apt-get') && process.getuid?.() === 0;
if (!canApt) {
  console.error(
    'No Chromium found. Install one (Debian: apt-get install chromium; elsewhere: npx playwright install chromium) ' +
      'or set CHROMIUM_PATH.',
  );
  process.exit(1);
}
console.log('No Chromium found: installing Debian chromium...');
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
  stdio: 'inherit',
});
const installed = findChromium();
if (!installed) {
  console.error('chromium was installed but not found at /usr/bin/chromium');
  process.exit(1);
}
console.log(`Chromium: ${installed}`);
