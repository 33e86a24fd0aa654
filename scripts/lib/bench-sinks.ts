/**
 * The benchmark's far ends, in a process of their own so their work is not counted as the server's: an SMTP
 * server that accepts and counts each message (no parsing), and an automation that answers 200. Prints
 * `{"smtp": port, "hook": port}` once both listen; answers GET /count on the hook's port with the number of
 * messages and calls so far.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

let messages = 0;
let calls = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('data', () => {});
    stream.on('end', () => {
      messages++;
      callback();
    });
  },
});
smtp.on('error', () => {});
const hook = createServer((req, res) => {
  if (req.url === '/count') {
    const { user, system } = process.cpuUsage();
    return res.end(JSON.stringify({ messages, calls, cpuMs: (user + system) / 1000 }));
  }
  req.resume();
  req.on('end', () => {
    calls++;
    res.writeHead(200).end('Accepted');
  });
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
process.stdout.write(
  `${JSON.stringify({ smtp: (smtp.server.address() as AddressInfo).port, hook: (hook.address() as AddressInfo).port })}\n`,
);
