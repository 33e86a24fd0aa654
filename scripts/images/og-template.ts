import { escapeXml } from '../lib/xml';

/**
 * SVG sources for the social-preview (Open Graph) images and the app icons. Pure functions returning SVG
 * strings; scripts/images/make-images.ts renders them to PNG with Chromium.
 */

export const BRAND_NAME = 'Harbourline Building Inspections';
export const FOOTER_LINE = 'Licensed builders · Sydney & NSW · Since 1999';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

const FONT_FAMILY = `'DejaVu Sans', Arial, sans-serif`;
const MARGIN = 80;
const CONTENT_WIDTH = OG_WIDTH - MARGIN * 2;

const colours = {
  background: '#0b2540',
  light: '#2f6fae',
  markFill: '#113659',
  amber: '#f5b133',
  eyebrow: '#f8c760',
  subtitle: '#d6e6f4',
  footer: '#adcce8',
  white: '#ffffff',
};

/*
 * Advance widths (per 1000 units of font size) of DejaVu Sans for ASCII 32–126, measured in Chromium.
 * Used to wrap text before rendering, since SVG <text> does not wrap. Arial and most fallbacks are narrower,
 * so the estimate errs on the safe side if DejaVu Sans is missing.
 */
const WIDTHS_BOLD = [
  348, 456, 521, 838, 696, 1002, 872, 306, 457, 457, 523, 838, 380, 415, 380, 365, 696, 696, 696, 696, 696,
  696, 696, 696, 696, 696, 400, 400, 838, 838, 838, 580, 1000, 774, 762, 734, 830, 683, 683, 821, 837, 372,
  372, 775, 637, 995, 837, 850, 733, 850, 770, 720, 682, 812, 774, 1103, 771, 724, 725, 457, 365, 457, 838,
  500, 500, 675, 716, 593, 716, 678, 435, 716, 712, 343, 343, 665, 343, 1042, 712, 687, 716, 716, 493, 595,
  478, 712, 652, 924, 645, 652, 582, 712, 365, 712, 838,
];
const WIDTHS_REGULAR = [
  318, 401, 460, 838, 636, 950, 780, 275, 390, 390, 500, 838, 318, 361, 318, 337, 636, 636, 636, 636, 636,
  636, 636, 636, 636, 636, 337, 337, 838, 838, 838, 531, 1000, 684, 686, 698, 770, 632, 575, 775, 752, 295,
  295, 656, 557, 863, 748, 787, 603, 787, 695, 635, 611, 732, 684, 989, 685, 611, 685, 390, 337, 390, 838,
  500, 500, 613, 635, 550, 635, 615, 352, 635, 634, 278, 278, 579, 278, 974, 634, 612, 635, 635, 411, 521,
  392, 634, 592, 818, 592, 592, 525, 636, 337, 636, 838,
];

/** Estimated rendered width in px of `text` at `size` px. */
export function textWidth(text: string, size: number, bold = false, letterSpacing = 0): number {
  const table = bold ? WIDTHS_BOLD : WIDTHS_REGULAR;
  let units = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    units += (code >= 32 && code <= 126 ? table[code - 32] : undefined) ?? 720;
  }
  return (units / 1000) * size + letterSpacing * [...text].length;
}

/**
 * Splits `words` into exactly `count` lines so that the longest line is as short as possible (balanced
 * lines rather than a long line and an orphan). Returns the lines and the longest line's width.
 */
function balance(
  words: string[],
  count: number,
  size: number,
  bold: boolean,
): { lines: string[]; widest: number } {
  if (count <= 1 || words.length <= 1) {
    const line = words.join(' ');
    return { lines: [line], widest: textWidth(line, size, bold) };
  }
  let best: { lines: string[]; widest: number } = { lines: [], widest: Infinity };
  for (let take = 1; take <= words.length - count + 1; take++) {
    const first = words.slice(0, take).join(' ');
    const firstWidth = textWidth(first, size, bold);
    if (firstWidth >= best.widest) break;
    const rest = balance(words.slice(take), count - 1, size, bold);
    const widest = Math.max(firstWidth, rest.widest);
    if (widest < best.widest) best = { lines: [first, ...rest.lines], widest };
  }
  return best;
}

/** Wraps into the fewest lines (up to `maxLines`) that fit `maxWidth`, balanced; null if it cannot fit. */
function wrap(
  text: string,
  size: number,
  bold: boolean,
  maxWidth: number,
  maxLines: number,
): string[] | null {
  const words = text.trim().split(/\s+/);
  for (let count = 1; count <= Math.min(maxLines, words.length); count++) {
    const { lines, widest } = balance(words, count, size, bold);
    if (widest <= maxWidth) return lines;
  }
  return null;
}

interface FitAttempt {
  size: number;
  maxLines: number;
}

/** Uses the first attempt whose size and line limit fit; failing all, truncates the last with an ellipsis. */
function fitText(
  text: string,
  attempts: FitAttempt[],
  bold: boolean,
  maxWidth: number,
): { size: number; lines: string[] } {
  for (const { size, maxLines } of attempts) {
    const lines = wrap(text, size, bold, maxWidth, maxLines);
    if (lines) return { size, lines };
  }
  const { size, maxLines } = attempts[attempts.length - 1] ?? { size: 40, maxLines: 1 };
  const lines: string[] = [];
  let rest = text.trim().split(/\s+/);
  while (rest.length && lines.length < maxLines) {
    let take = rest.length;
    while (take > 1 && textWidth(rest.slice(0, take).join(' '), size, bold) > maxWidth) take--;
    lines.push(rest.slice(0, take).join(' '));
    rest = rest.slice(take);
  }
  if (rest.length && lines.length) {
    let last = lines[lines.length - 1] ?? '';
    while (last.includes(' ') && textWidth(`${last}…`, size, bold) > maxWidth) {
      last = last.slice(0, last.lastIndexOf(' '));
    }
    lines[lines.length - 1] = `${last}…`;
  }
  return { size, lines };
}

/** The logo mark's chevron and tick, drawn in its 40×40 coordinate space. */
export function markStrokes(): string {
  const stroke = `fill="none" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"`;
  return (
    `<path d="M8 21 20 10l12 11" ${stroke} stroke="${colours.amber}"/>` +
    `<path d="m14.5 23.5 4 4 7.5-8" ${stroke} stroke="${colours.white}"/>`
  );
}

/** The 40×40 logo mark: rounded navy square with the amber roof chevron and white tick. */
export function markGroup(): string {
  return `<rect width="40" height="40" rx="10" fill="${colours.markFill}"/>${markStrokes()}`;
}

export type IconVariant = 'rounded' | 'square' | 'maskable';

/**
 * A square app icon of `size` px.
 * - rounded: the logo mark full-bleed, rounded corners left transparent (manifest purpose "any").
 * - square: the mark on a square navy background, for iOS to round itself (apple-touch-icon).
 * - maskable: square navy background with the chevron and tick scaled into the central 80% safe zone.
 */
export function iconSvg(size: number, variant: IconVariant): string {
  let body: string;
  if (variant === 'rounded') {
    body = `<g transform="scale(${size / 40})">${markGroup()}</g>`;
  } else if (variant === 'square') {
    body =
      `<rect width="${size}" height="${size}" fill="${colours.markFill}"/>` +
      `<g transform="scale(${size / 40})">${markStrokes()}</g>`;
  } else {
    // Every point of the strokes (round caps included) lies within about 13.9 mark units of (20, 18.5), the
    // centre of their bounding box. The maskable safe zone is a circle of radius 40% of the icon; scale so
    // the strokes reach 85% of that radius.
    const scale = (size * 0.4 * 0.85) / 13.9;
    body =
      `<rect width="${size}" height="${size}" fill="${colours.markFill}"/>` +
      `<g transform="translate(${size / 2} ${size / 2}) scale(${scale.toFixed(4)}) translate(-20 -18.5)">` +
      `${markStrokes()}</g>`;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `${body}</svg>`
  );
}

function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function mixHex(from: string, to: string, amount: number): string {
  const a = hexToRgb(from);
  const b = hexToRgb(to);
  return `#${a
    .map((channel, i) => Math.round(channel + ((b[i] ?? channel) - channel) * amount))
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`;
}

/**
 * A soft radial light, drawn as nested opaque discs one colour level apart rather than as an SVG
 * gradient: Chromium dithers gradients, which makes the PNG several times larger, while these steps are
 * too small to see.
 */
function glow(cx: number, cy: number, radius: number): string {
  // Opacity of the light colour over the background: 0.5 at the centre, 0.16 at 55%, 0 at the edge.
  const opacity = (t: number) => (t <= 0.55 ? 0.5 - (0.34 * t) / 0.55 : 0.16 * (1 - (t - 0.55) / 0.45));
  const discs: string[] = [];
  let previous = colours.background;
  for (let r = radius; r > 0; r -= 4) {
    const colour = mixHex(colours.background, colours.light, opacity(r / radius));
    if (colour === previous) continue;
    discs.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}" shape-rendering="crispEdges"/>`);
    previous = colour;
  }
  return discs.join('');
}

export interface OgContent {
  eyebrow: string;
  title: string;
  subtitle: string;
}

/** A 1200×630 Open Graph / Twitter card image as an SVG string. */
export function ogSvg({ eyebrow, title, subtitle }: OgContent): string {
  const markSize = 88;
  const markTop = 72;
  const headerBottom = markTop + markSize;
  const dividerY = 520;
  const footerBaseline = 562;

  const eyebrowSize = 22;
  const eyebrowSpacing = 3;
  // Two lines at a large size if possible; three lines only at a smaller size so the block stays airy.
  const titleFit = fitText(
    title,
    [
      { size: 64, maxLines: 2 },
      { size: 60, maxLines: 2 },
      { size: 56, maxLines: 2 },
      { size: 54, maxLines: 3 },
      { size: 50, maxLines: 3 },
      { size: 46, maxLines: 3 },
    ],
    true,
    CONTENT_WIDTH,
  );
  const titleSize = titleFit.size;
  const titleLineHeight = Math.round(titleSize * (titleFit.lines.length > 2 ? 1.14 : 1.16));
  const subtitleLineHeight = 36;
  const subtitleFit = fitText(
    subtitle,
    [
      { size: 28, maxLines: 1 },
      { size: 26, maxLines: 1 },
      { size: 26, maxLines: 2 },
      { size: 24, maxLines: 2 },
    ],
    false,
    CONTENT_WIDTH,
  );

  // Lay the eyebrow, title and subtitle out from baseline offsets, then centre the block vertically between
  // the header and the footer divider.
  const eyebrowBaseline = Math.round(eyebrowSize * 0.76);
  const titleFirstBaseline = eyebrowBaseline + 20 + Math.round(titleSize * 0.95);
  const titleLastBaseline = titleFirstBaseline + (titleFit.lines.length - 1) * titleLineHeight;
  const subtitleFirstBaseline = titleLastBaseline + Math.round(titleSize * 0.3) + 20 + subtitleFit.size;
  const subtitleLastBaseline = subtitleFirstBaseline + (subtitleFit.lines.length - 1) * subtitleLineHeight;
  const blockHeight = subtitleLastBaseline + Math.round(subtitleFit.size * 0.24);
  const blockTop = Math.round(headerBottom + (dividerY - headerBottom - blockHeight) / 2);

  const tspans = (lines: string[], firstBaseline: number, lineHeight: number) =>
    lines
      .map(
        (line, i) =>
          `<tspan x="${MARGIN}" y="${blockTop + firstBaseline + i * lineHeight}">${escapeXml(line)}</tspan>`,
      )
      .join('');

  const font = `font-family="${escapeXml(FONT_FAMILY)}"`;

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">`,
    `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="${colours.background}"/>`,
    glow(1060, 40, 720),
    // Roof-line motif: two nested gables echoing the logo's chevron, top-right, barely there.
    `<g fill="none" stroke="${colours.white}" stroke-linecap="round" stroke-linejoin="round">`,
    `<path d="M700 330 990 70l290 260" stroke-width="3" stroke-opacity="0.07"/>`,
    `<path d="M790 330 990 151l200 179" stroke-width="2" stroke-opacity="0.05"/>`,
    `</g>`,
    // Header: logo mark and business name.
    `<g transform="translate(${MARGIN} ${markTop}) scale(${markSize / 40})">${markGroup()}</g>`,
    `<text x="${MARGIN + markSize + 24}" y="${markTop + markSize / 2 + 11}" ${font} font-size="32" font-weight="700" fill="${colours.white}">${escapeXml(BRAND_NAME)}</text>`,
    // Eyebrow, title and subtitle.
    `<text x="${MARGIN}" y="${blockTop + eyebrowBaseline}" ${font} font-size="${eyebrowSize}" font-weight="700" letter-spacing="${eyebrowSpacing}" fill="${colours.eyebrow}">${escapeXml(eyebrow.toUpperCase())}</text>`,
    `<text ${font} font-size="${titleSize}" font-weight="700" fill="${colours.white}">${tspans(titleFit.lines, titleFirstBaseline, titleLineHeight)}</text>`,
    `<text ${font} font-size="${subtitleFit.size}" fill="${colours.subtitle}">${tspans(subtitleFit.lines, subtitleFirstBaseline, subtitleLineHeight)}</text>`,
    // Footer.
    `<rect x="${MARGIN}" y="${dividerY}" width="${CONTENT_WIDTH}" height="1" fill="${colours.white}" fill-opacity="0.16"/>`,
    `<text x="${MARGIN}" y="${footerBaseline}" ${font} font-size="22" fill="${colours.footer}">${escapeXml(FOOTER_LINE)}</text>`,
    `</svg>`,
  ].join('');
}
