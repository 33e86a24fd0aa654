// npm's postinstall: two guards in postgres.js 3.4.9, the PostgreSQL client of the ledger (every host, and the
// Node server). Plain JavaScript, so it runs before any dev tool is installed. Why a patch and not another
// driver: docs/decisions/0007-booking-ledger.md.
//
// 1. A write smaller than 1 KB is sent on the next turn of the event loop (setImmediate). When the connection
//    closed in between (the database stopped, a failover, a pooler reset), the socket is null by then, and the
//    write threw a TypeError from that timer: nothing could catch it and the process died (upstream issues
//    #1154 and #1208; the guard is the one proposed in PR #1209). Dropping the write is not enough, since the
//    query would then wait forever: the guard settles the connection's queries with CONNECTION_CLOSED.
// 2. A transaction whose connection closed rejects, but its callback goes on, and the pool may already have
//    reconnected that connection for another query: a later statement of the callback would then run there,
//    outside any transaction. Once its connection has closed, a transaction's statements are refused (as in
//    upstream PR #1155).
//
// Each fix replaces an exact piece of the published files (Node, CommonJS and Cloudflare builds) and checks
// that it did; a version whose text differs stops the install with this message, so an upgrade is looked at
// rather than shipped unpatched.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// A package folder may be named (the tests patch a copy); by default, the installed one.
const dir = process.argv[2] ? path.resolve(process.argv[2]) : path.join(root, 'node_modules/postgres');
if (!existsSync(dir)) process.exit(0);
const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));

const MARK = 'closedUnderWrite';
const fixes = {
  'connection.js': [
    [
      '  function nextWrite(fn) {\n    const x = socket.write(chunk, fn)\n',
      '  function nextWrite(fn) {\n' +
        '    if (!socket) { // closedUnderWrite: see scripts/patch-postgres.mjs\n' +
        '      nextWriteTimer !== null && clearImmediate(nextWriteTimer)\n' +
        '      chunk = nextWriteTimer = null\n' +
        "      error(Errors.connection('CONNECTION_CLOSED', options))\n" +
        '      return false\n' +
        '    }\n' +
        '    const x = socket.write(chunk, fn)\n',
    ],
  ],
  'index.js': [
    // The connection's own CONNECTION_CLOSED error is kept, and each later statement is refused with it.
    ['      , prepare = null\n', '      , prepare = null\n      , closedUnderWrite = null\n'],
    [
      'new Promise((_, reject) => connection.onclose = reject)',
      'new Promise((_, reject) => connection.onclose = e => (closedUnderWrite = e, reject(e)))',
    ],
    [
      '        q.catch(e => uncaughtError || (uncaughtError = e))\n',
      '        if (closedUnderWrite)\n          return q.reject(closedUnderWrite)\n' +
        '        q.catch(e => uncaughtError || (uncaughtError = e))\n',
    ],
  ],
};

for (const build of ['src', 'cjs/src', 'cf/src']) {
  for (const [name, edits] of Object.entries(fixes)) {
    const target = path.join(dir, build, name);
    let text = readFileSync(target, 'utf8');
    if (text.includes(MARK)) continue;
    for (const [from, to] of edits) {
      if (text.split(from).length !== 2) {
        console.error(
          `postgres ${version}: ${build}/${name} is not the text scripts/patch-postgres.mjs knows (3.4.9). ` +
            'Check whether the new version still needs its two guards, and update the script.',
        );
        process.exit(1);
      }
      text = text.replace(from, to);
    }
    writeFileSync(target, text);
  }
}
