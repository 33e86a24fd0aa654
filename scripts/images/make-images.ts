/**
 * Renders the social-preview images (public/og/*.png) and app icons (public/apple-touch-icon.png,
 * public/icons/*.png) from the SVG sources in ./og-template.ts, using Chromium via Playwright.
 *
 *   npx tsx scripts/images/make-images.ts
 *
 * The PNGs are committed as static files; re-run this after changing the template or the copy below.
 */
import { mkdirSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from '../lib/browser';
import { OG_HEIGHT, OG_WIDTH, iconSvg, ogSvg, type OgContent } from './og-template';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const publicDir = resolve(root, 'public');

interface Job {
  file: string;
  width: number;
  height: number;
  svg: string;
  /** Keep transparent pixels transparent (only for icons with rounded corners). */
  transparent?: boolean;
}

const ogPages: Record<string, OgContent> = {
  home: {
    eyebrow: 'Building & pest inspections',
    title: 'Professional Building Inspections You Can Trust',
    subtitle: 'Reports to AS 4349.1 within 24 hours. Same-day and next-day bookings.',
  },
  products: {
    eyebrow: 'Inspections',
    title: 'Pre-purchase, pre-sale, new-build and strata inspections',
    subtitle: 'Nine inspections by licensed builders, priced up front.',
  },
  services: {
    eyebrow: 'Services',
    title: 'Compliance, maintenance, defect and strata reports',
    subtitle: 'Independent advice from licensed builders across NSW.',
  },
  knowledge: {
    eyebrow: 'Knowledge',
    title: 'Guides, tips and news for NSW home buyers and owners',
    subtitle: 'Plain-English advice from people who inspect homes every day.',
  },
};

const jobs: Job[] = [
  ...Object.entries(ogPages).map(([name, content]) => ({
    file: `og/${name}.png`,
    width: OG_WIDTH,
    height: OG_HEIGHT,
    svg: ogSvg(content),
  })),
  { file: 'apple-touch-icon.png', width: 180, height: 180, svg: iconSvg(180, 'square') },
  { file: 'icons/icon-192.png', width: 192, height: 192, svg: iconSvg(192, 'rounded'), transparent: true },
  { file: 'icons/icon-512.png', width: 512, height: 512, svg: iconSvg(512, 'rounded'), transparent: true },
  { file: 'icons/icon-maskable-512.png', width: 512, height: 512, svg: iconSvg(512, 'maskable') },
];

const executablePath = findChromium() ?? '/usr/bin/chromium';
const browser = await chromium.launch({ executablePath, args: chromiumArgs });
try {
  for (const job of jobs) {
    const context = await browser.newContext({
      viewport: { width: job.width, height: job.height },
      deviceScaleFactor: 1,
    });
    const page = await context.newPage();
    await page.setContent(
      '<!doctype html><html><head><meta charset="utf-8"><style>' +
        'html,body{margin:0;padding:0;background:transparent;overflow:hidden}svg{display:block}' +
        `</style></head><body>${job.svg}</body></html>`,
    );
    await page.evaluate(() => document.fonts.ready);
    const out = resolve(publicDir, job.file);
    mkdirSync(dirname(out), { recursive: true });
    await page.screenshot({
      path: out,
      type: 'png',
      omitBackground: job.transparent ?? false,
      clip: { x: 0, y: 0, width: job.width, height: job.height },
    });
    await context.close();
    const kb = (statSync(out).size / 1024).toFixed(1);
    console.log(`${relative(root, out)}  ${job.width}x${job.height}  ${kb} KB`);
  }
} finally {
  await browser.close();
}
