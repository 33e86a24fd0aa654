import { chromium } from '@playwright/test';
import { statSync } from 'node:fs';
import { ogSvg } from './og-template';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
const full = ogSvg({ eyebrow: 'Services', title: 'Compliance, maintenance, defect and strata reports', subtitle: 'Independent advice from licensed builders across NSW.' });
const variants: Record<string,string> = {
  full,
  noText: full.replace(/<text[\s\S]*?<\/text>/g, ''),
  noGlow: full.replace(/<circle[^>]*\/>/g, ''),
  noMotif: full.replace(/<g fill="none"[\s\S]*?<\/g>/, ''),
};
for (const [k, svg] of Object.entries(variants)) {
  const ctx = await b.newContext({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: 1 });
  const p = await ctx.newPage();
  await p.setContent(`<style>body{margin:0}svg{display:block}</style>${svg}`);
  await p.screenshot({ path: `/tmp/ogw/${k}.png` });
  console.log(k, statSync(`/tmp/ogw/${k}.png`).size);
  await ctx.close();
}
await b.close();
