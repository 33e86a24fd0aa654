// npm's postinstall: two small fixes to worker-mailer 1.2.1, the SMTP client the Cloudflare Pages function uses
// (src/server/mail/worker-mailer-transport.ts). Plain JavaScript, so it runs before any dev tool is installed.
//
// 1. When the server closes the connection, its read loop never looks at `done` and spins forever: the
//    isolate runs hot and every later request to it hangs (seen in `wrangler pages dev`). The read now throws.
// 2. It upgrades with STARTTLS only when the server offers it, and otherwise carries on in clear text. With
//    `requireTls: true` it now refuses instead, as nodemailer's requireTLS does.
//
// Each fix replaces an exact piece of the published file and checks that it did; a version whose text differs
// stops the install with this message, so an upgrade is looked at rather than shipped unpatched.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// A package folder may be named (the tests patch a copy); by default, the installed one.
const dir = process.argv[2] ? path.resolve(process.argv[2]) : path.join(root, 'node_modules/worker-mailer');
if (!existsSync(dir)) process.exit(0);
const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));

const MARK = 'closedByServer';
const fixes = [
  [
    'let{value:t}=await this.reader.read();if(!t)continue;',
    'let{value:t,done:closedByServer}=await this.reader.read();if(closedByServer)throw new Error("The SMTP server closed the connection");if(!t)continue;',
  ],
  [
    'this.startTls=e.startTls===void 0?!0:e.startTls',
    'this.startTls=e.startTls===void 0?!0:e.startTls,this.requireTls=!!e.requireTls',
  ],
  [
    'this.startTls&&!this.secure&&this.supportsStartTls&&(await this.tls()',
    // An expression, not a statement: the original sits in a comma-separated sequence.
    '(this.requireTls&&!this.secure&&!this.supportsStartTls&&(()=>{throw new Error("The SMTP server does not offer STARTTLS, which this connection requires")})()),this.startTls&&!this.secure&&this.supportsStartTls&&(await this.tls()',
  ],
];

for (const file of ['dist/index.mjs', 'dist/index.js']) {
  const target = path.join(dir, file);
  let text = readFileSync(target, 'utf8');
  if (text.includes(MARK)) continue;
  for (const [from, to] of fixes) {
    if (text.split(from).length !== 2) {
      console.error(
        `worker-mailer ${version}: ${file} is not the text scripts/patch-worker-mailer.mjs knows (1.2.1). ` +
          'Check whether the new version still needs its two fixes, and update the script.',
      );
      process.exit(1);
    }
    text = text.replace(from, to);
  }
  writeFileSync(target, text);
}
