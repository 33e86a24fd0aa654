/**
 * A real SMTP server on loopback (the `smtp-server` package), standing in for the business's mail provider.
 * It parses each message it accepts (mailparser) and keeps it; a test can switch it to refuse every message
 * with a temporary error, as a provider in trouble does. Used by the unit tests and the e2e sites.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope: who the server was told to deliver to (RCPT TO). */
  envelopeTo: string[];
  envelopeFrom: string;
  from: string;
  to: string[];
  replyTo: string;
  subject: string;
  messageId: string;
  text: string;
  html: string;
  /** Every header as raw lines, lowercased names, for injection checks. */
  headerLines: { key: string; line: string }[];
  attachments: { filename: string; contentType: string; content: string }[];
  /** The message as it crossed the wire. */
  raw: string;
}

/** 'refuse': a temporary error for every message; 'hang-up': the connection closed the moment it opens. */
export type MailMode = 'accept' | 'refuse' | 'hang-up';

function addresses(value: ParsedMail['to'] | ParsedMail['replyTo']): string[] {
  if (!value) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.flatMap((group) => group.value.map((a) => a.address ?? ''));
}

/** Without `login`, anyone may send (and AUTH is still offered); with it, only that user and password. */
export async function startMailServer(
  options: Partial<SMTPServerOptions> = {},
  login?: { user: string; pass: string },
) {
  const received: ReceivedMail[] = [];
  let mode: MailMode = 'accept';
  // How long it takes over each message before answering, as a slow provider does (setDelay).
  let delayMs = 0;
  const server = new SMTPServer({
    authOptional: !login,
    // Loopback only: a password in the clear never leaves this machine (the clients refuse that elsewhere).
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (login && auth.username === login.user && auth.password === login.pass) {
        return callback(null, { user: auth.username });
      }
      callback(new Error('Invalid username or password'));
    },
    ...options,
    onMailFrom(_address, _session, callback) {
      if (mode === 'refuse') {
        const error = Object.assign(new Error('Service temporarily unavailable'), { responseCode: 451 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw)
          .then((mail) => {
            received.push({
              envelopeTo: session.envelope.rcptTo.map((r) => r.address),
              envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              from: mail.from?.value[0]?.address ?? '',
              to: addresses(mail.to),
              replyTo: addresses(mail.replyTo)[0] ?? '',
              subject: mail.subject ?? '',
              messageId: mail.messageId ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              headerLines: mail.headerLines.map((h) => ({ key: h.key, line: h.line })),
              attachments: mail.attachments.map((a) => ({
                filename: a.filename ?? '',
                contentType: a.contentType,
                content: a.content.toString('utf8'),
              })),
              raw,
            });
            if (delayMs > 0) setTimeout(() => callback(), delayMs);
            else callback();
          })
          .catch(callback);
      });
    },
  });
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // After smtp-server's own listener: the client gets at most a piece of the greeting, then nothing.
  server.server.on('connection', (socket) => {
    if (mode === 'hang-up') socket.destroy();
  });
  const port = (server.server.address() as AddressInfo).port;
  const credentials = login ? `${encodeURIComponent(login.user)}:${encodeURIComponent(login.pass)}@` : '';
  return {
    port,
    /** BOOKING_SMTP_URL for this server, with its login when it has one. */
    url: `smtp://${credentials}127.0.0.1:${port}`,
    received,
    setMode(next: MailMode) {
      mode = next;
    },
    /** Answers each message `ms` after it has arrived. */
    setDelay(ms: number) {
      delayMs = ms;
    },
    clear() {
      received.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MailServer = Awaited<ReturnType<typeof startMailServer>>;
