/**
 * The e-mails' shared look: one plain, phone-width column in the site's colours, every style inline (mail
 * programs drop <style> blocks), no remote images, no tracking, and a plain-text twin of every message.
 */
import { business } from '../../content/business.js';

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const colours = {
  brand: '#113659',
  brandText: '#174877',
  ink: '#111923',
  muted: '#46525f',
  rule: '#dde2e8',
  panel: '#f7f8fa',
};

// Single quotes only: this goes inside style="...".
const font = "font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;";

/** A table of label/value rows; empty values show as a dash so the reader sees nothing was given. */
export function rowsHtml(rows: readonly (readonly [string, string])[]): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="${font}text-align:left;vertical-align:top;padding:6px 12px 6px 0;` +
        `color:${colours.muted};font-weight:600;font-size:14px;width:38%;">${escapeHtml(label)}</th>` +
        `<td style="${font}padding:6px 0;color:${colours.ink};font-size:15px;white-space:pre-wrap;` +
        `word-break:break-word;">${value ? escapeHtml(value) : '&#8212;'}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" style="border-collapse:collapse;width:100%;">${cells}</table>`;
}

export function rowsText(rows: readonly (readonly [string, string])[]): string {
  return rows
    .map(([label, value]) => {
      const lines = (value || '-').split('\n');
      return `${label}: ${lines[0]}${lines
        .slice(1)
        .map((line) => `\n    ${line}`)
        .join('')}`;
    })
    .join('\n');
}

export function headingHtml(text: string): string {
  return (
    `<h2 style="${font}margin:24px 0 4px;padding-top:12px;border-top:1px solid ${colours.rule};` +
    `font-size:16px;color:${colours.brand};">${escapeHtml(text)}</h2>`
  );
}

export function paragraphHtml(html: string): string {
  return `<p style="${font}margin:12px 0;font-size:15px;line-height:1.5;color:${colours.ink};">${html}</p>`;
}

/** A bulleted list of items already in HTML, in the message's own type (a list does not inherit it in mail). */
export function listHtml(items: readonly string[]): string {
  return (
    `<ul style="margin:12px 0;padding-left:22px;">` +
    items
      .map(
        (item) =>
          `<li style="${font}margin:10px 0;font-size:15px;line-height:1.5;color:${colours.ink};">${item}</li>`,
      )
      .join('') +
    `</ul>`
  );
}

/**
 * A content body as mail HTML: blocks split on a blank line, a block of '- ' lines as a list, any other as a
 * paragraph. The site's pages write their words this way (the booking-process page's steps).
 */
export function bodyHtml(body: string): string {
  return body
    .split(/\n{2,}/)
    .map((block) => {
      const lines = block.split('\n');
      if (lines.every((line) => line.startsWith('- '))) {
        const items = lines
          .map((line) => `<li style="margin:4px 0;">${escapeHtml(line.slice(2))}</li>`)
          .join('');
        return (
          `<ul style="${font}margin:8px 0;padding-left:22px;font-size:15px;line-height:1.5;` +
          `color:${colours.ink};">${items}</ul>`
        );
      }
      return paragraphHtml(escapeHtml(block));
    })
    .join('');
}

export function linkHtml(href: string, text: string): string {
  return `<a href="${escapeHtml(href)}" style="color:${colours.brandText};font-weight:600;">${escapeHtml(text)}</a>`;
}

/** A whole HTML message: the business's name as a plain band, a title, then `body`. */
export function pageHtml({ title, body, footer }: { title: string; body: string; footer?: string }): string {
  return (
    `<!doctype html><html lang="en-AU"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="color-scheme" content="light"><title>${escapeHtml(title)}</title></head>` +
    `<body style="margin:0;padding:0;background:${colours.panel};">` +
    `<div style="max-width:600px;margin:0 auto;padding:16px;">` +
    `<div style="${font}background:${colours.brand};color:#ffffff;padding:14px 20px;border-radius:8px 8px 0 0;` +
    `font-weight:700;font-size:16px;">${escapeHtml(business.name)}</div>` +
    `<div style="background:#ffffff;border:1px solid ${colours.rule};border-top:0;border-radius:0 0 8px 8px;` +
    `padding:8px 20px 20px;">` +
    `<h1 style="${font}font-size:20px;line-height:1.3;margin:16px 0 8px;color:${colours.ink};">${escapeHtml(title)}</h1>` +
    body +
    `</div>` +
    (footer
      ? `<p style="${font}font-size:13px;line-height:1.5;color:${colours.muted};margin:16px 4px;">${footer}</p>`
      : '') +
    `</div></body></html>`
  );
}
