/**
 * The mail that carries a sign-in code, and the same sign-in as a link. Sent straight through the SMTP
 * transport after the answer, never through the ledger's deliveries: no row holds the code or the link, so no
 * sweep can ever send them again.
 *
 * The link is `<origin>/office#link=<token>`: the token is in the fragment, which no server or log sees, and the
 * page spends it only from its "Sign in" button (a POST), so a mail scanner that opens the link spends nothing.
 * It works only in the browser that asked for the code (its binding cookie); anywhere else the page says to type
 * the code.
 */
import { business } from '../../content/business.js';
import { escapeHtml, linkHtml, pageHtml, paragraphHtml } from '../mail/layout.js';
import { addressDomain, type MailMessage } from '../mail/message.js';
import { CODE_TTL_MS } from './config.js';
import { randomToken } from './secrets.js';
import { formatSydneyTime } from '../../domain/booking/words.js';

export function officeCodeMail(
  code: string,
  { from, to, now, link }: { from: string; to: string; now: Date; link: string },
): MailMessage {
  const minutes = CODE_TTL_MS / 60_000;
  const until = formatSydneyTime(new Date(now.getTime() + CODE_TTL_MS));
  const subject = `Your ${business.name} office sign-in code`;
  const intro = `Someone asked to sign in to the ${business.name} office with this address. The code is:`;
  const rules =
    `It works once, for ${minutes} minutes (until ${until}), and five wrong tries end it. Nobody from ` +
    `${business.name} will ever ask you for it.`;
  const linkIntro = 'Or sign in with this link, in the browser where you asked for the code:';
  const linkRules =
    'The link and the code are one sign-in: whichever you use first, the other stops working. In another ' +
    'browser (a phone, say) the link does not sign in: type the code instead.';
  const ignore = 'If it was not you, ignore this mail: without its code or its link nobody can sign in.';
  const text = [
    subject,
    '',
    intro,
    '',
    `    ${code}`,
    '',
    rules,
    '',
    linkIntro,
    '',
    link,
    '',
    linkRules,
    '',
    ignore,
    '',
  ].join('\n');
  const html = pageHtml({
    title: subject,
    body:
      paragraphHtml(escapeHtml(intro)) +
      `<p style="font-family:ui-monospace,Menlo,Consolas,monospace;font-size:28px;letter-spacing:4px;` +
      `font-weight:700;margin:16px 0;color:#111923;">${escapeHtml(code)}</p>` +
      paragraphHtml(escapeHtml(rules)) +
      paragraphHtml(`${escapeHtml(linkIntro)} ${linkHtml(link, 'Sign in to the office')}`) +
      paragraphHtml(escapeHtml(linkRules)) +
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
