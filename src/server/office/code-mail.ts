/**
 * The mail that carries a sign-in code. Sent straight through the SMTP transport after the answer, never
 * through the ledger's deliveries: no row holds the code, so no sweep can ever send it again.
 */
import { business } from '../../content/business.js';
import { escapeHtml, pageHtml, paragraphHtml } from '../mail/layout.js';
import { addressDomain, type MailMessage } from '../mail/message.js';
import { CODE_TTL_MS } from './config.js';
import { randomToken } from './secrets.js';
import { formatSydneyTime } from '../../domain/booking/words.js';

export function officeCodeMail(
  code: string,
  { from, to, now }: { from: string; to: string; now: Date },
): MailMessage {
  const minutes = CODE_TTL_MS / 60_000;
  const until = formatSydneyTime(new Date(now.getTime() + CODE_TTL_MS));
  const subject = `Your ${business.name} office sign-in code`;
  const intro = `Someone asked to sign in to the ${business.name} office with this address. The code is:`;
  const rules =
    `It works once, for ${minutes} minutes (until ${until}), and five wrong tries end it. Nobody from ` +
    `${business.name} will ever ask you for it.`;
  const ignore = 'If it was not you, ignore this mail: without the code nobody can sign in.';
  const text = [subject, '', intro, '', `    ${code}`, '', rules, '', ignore, ''].join('\n');
  const html = pageHtml({
    title: subject,
    body:
      paragraphHtml(escapeHtml(intro)) +
      `<p style="font-family:ui-monospace,Menlo,Consolas,monospace;font-size:28px;letter-spacing:4px;` +
      `font-weight:700;margin:16px 0;color:#111923;">${escapeHtml(code)}</p>` +
      paragraphHtml(escapeHtml(rules)) +
      paragraphHtml(escapeHtml(ignore)),
  });
  return {
    from,
    to: [to],
    subject,
    text,
    html,
    // A fresh one for each code: two codes are two messages.
    messageId: `<office.${randomToken().slice(0, 16)}@${addressDomain(from)}>`,
  };
}
