/**
 * How much of the site's copy says the same thing twice (issue 29): the site-wide share of 8-word runs that
 * also stand on another page, and, for each recurring topic, how many pages mention it and how many explain
 * it (more than two sentences about it on the page).
 *
 *   npm run build && npx tsx scripts/measure-repetition.ts [--dist dist] [--runs 20] [--pages] [--topics]
 *
 * What it reads: the prerendered HTML of every page in dist/ (what a visitor and a search engine get), so the
 * figure counts the words as rendered, shared fact sentences and templated lines included. Of each page it
 * takes `<main>` only, so the header, the mobile menu and the footer are out, and it leaves out what repeats
 * by design rather than by writing:
 * - the booking banners (`section[aria-labelledby="cta-title"]`),
 * - link lists (`<nav>` inside main: breadcrumbs, "Related on this site", the other knowledge lists), which
 *   repeat page titles,
 * - scripts, styles, and text hidden from everyone (`hidden`, `aria-hidden="true"`).
 * `--with-nav` puts the link lists back in, for comparison.
 *
 * How it counts: the text is cut into blocks (a paragraph, list item, heading, table cell...), so a run never
 * spans two blocks. A block's words are lower-cased, with punctuation dropped ("cooling-off" stays one word).
 * Every run of 8 consecutive words in a block is one run; a run is shared when the same 8 words stand on at
 * least one other page. The share is shared runs / all runs, over every page; the word coverage is the
 * share of words that sit inside at least one shared run.
 *
 * Topics are counted by sentence (see `topics` below): a page mentions a topic with one sentence about it, and
 * explains it with more than two sentences that state one of its facts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

export const RUN_LENGTH = 8;

/** Elements whose text is a block of its own: a run of words never crosses their edge. */
const blockTags = new Set([
  'p',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'td',
  'th',
  'dt',
  'dd',
  'caption',
  'figcaption',
  'blockquote',
  'summary',
  'label',
  'legend',
  'button',
  'option',
  'div',
  'section',
  'article',
  'header',
  'ul',
  'ol',
  'table',
  'tr',
  'form',
  'fieldset',
  'br',
]);

/**
 * The recurring topics of issue 29. A sentence mentions a topic when it matches `mention`; it explains it when
 * it also states one of the topic's facts (`fact`: a period, a section, a year, who confirms what...). A page
 * mentions a topic with one mentioning sentence, and explains it with more than two explaining sentences.
 * Tenure and volume (since 1999, 5000+ inspections) is a claim, not a topic to explain: it is only counted.
 */
export const topics: Record<string, { mention: RegExp; fact: RegExp }> = {
  'cooling-off': {
    mention: /cooling[- ]off|\b66W\b|\brescind/i,
    fact: /business days?|\b66W\b|0\.25 ?%|forfeit|5 pm|\bno cooling-off|waive|\brescind|off[- ]the[- ]plan/i,
  },
  'warranties and NCAT': {
    mention:
      /warrant(?:y|ies)|\bNCAT\b(?![^.]*Procedural Direction)|Civil and Administrative Tribunal|Home Building (?:Act|list)|becom\w* apparent|the clock|keeps running|start(?:ing)? proceedings|starting a case/i,
    fact: /\b\d+ (?:years?|months)\b|\bsix\b|completion|proceedings|clock|deadline|Building Commission|complain|major defect|apparent|running|pause|extend/i,
  },
  'strata records': {
    mention:
      /strata records|records (?:search|inspection)|(?:the|scheme's|owners corporation's) (?:records|paperwork)|section 18[23]\b|\bs18[23]\b|time (?:is not|isn't|cannot be|can't be|is) agreed/i,
    fact: /section 18[23]|\bs18[23]\b|within \d+ days|authoris|consent|mortgagee|minutes|levies|capital works|funds?\b/i,
  },
  'bond scheme': {
    mention: /\bbond\b|decennial liability/i,
    fact: /\bbond\b|decennial liability/i,
  },
  asbestos: {
    mention: /asbestos|\bNATA\b/i,
    fact: /\b19[89]\d\b|NATA|laborator|2003|\bbann?ed\b|\bban\b|\btested\b|\bsamples?\b/i,
  },
  'termites and insurance': {
    mention: /termite|timber pest/i,
    fact: /insur|all year|year[- ]round|busiest|Coptotermes|disturb|\bspray|swarm|out of sight|before anyone notices/i,
  },
  'tenure and volume': {
    mention:
      /since 1999|\b25\+ years|more than 25 years|\b5,?000\+|more than 5,?000|over 5,?000|thousands of/i,
    fact: /(?!)/,
  },
};

/**
 * The ideas of issue 42's table, counted by their key phrases: a page names an idea when one sentence of its
 * `<main>` matches `phrase`, and explains it when more than two do. Before any copy changed, these phrases
 * reproduced the table's page counts within one or two pages each (docs/decisions/copy-repetition.md gives both tables).
 */
export const ideas: Record<string, RegExp> = {
  'same-day and next-day inspections': /same[- ]day|next[- ]day/i,
  'price confirmed after review; deposit secures the booking':
    /deposit secures|confirm(?:ed|s)? (?:the |your )?(?:final )?price|price (?:is |once )?confirmed|settle the price/i,
  'report within 24 hours': /\b24 hours\b|24-hour/i,
  // The reader counted every page on termites: the insurance point rides with them.
  'termite damage not covered by insurance': /termite/i,
  'visual, non-invasive, nothing moved':
    /non-invasive|visual and non|move furniture|lift floor coverings|(?:don't|do not|never) move/i,
  'cooling-off': /cooling[- ]off/i,
  'strata records':
    /strata records|records (?:search|inspection)|owners corporation's (?:records|paperwork)|section 182|strata search|strata manager|special levies/i,
  'warranties and NCAT': /warrant(?:y|ies)|\bNCAT\b|Civil and Administrative Tribunal/i,
  'written permission for invasive work': /written permission|permission in writing|written consent/i,
  'asbestos: before 1990, a lab test': /asbestos/i,
  'only the principal certifier issues an occupation certificate':
    /principal certifier|occupation certificate/i,
};

/** Per idea: the pages naming it and the pages explaining it (more than two sentences). */
export function ideaCounts(pages: Page[]): Record<string, { names: string[]; explains: string[] }> {
  const result: Record<string, { names: string[]; explains: string[] }> = {};
  for (const [idea, phrase] of Object.entries(ideas)) {
    const names: string[] = [];
    const explains: string[] = [];
    for (const page of pages) {
      const count = page.blocks.flatMap(sentencesOf).filter((s) => phrase.test(s)).length;
      if (count > 0) names.push(page.route);
      if (count > 2) explains.push(page.route);
    }
    result[idea] = { names, explains };
  }
  return result;
}

/**
 * Lines a component writes once and shows on many pages, besides the banners: the pricing panel's closing
 * note (src/content/pricing-note.ts) and the product pages' copy-link hint. The headline figure keeps them,
 * as the issue's definition does; the second figure ("copy only") leaves them out too.
 */
const componentLine =
  /^(?:Sending this to a client|Booking (?:for a (?:client|buyer)|as the selling agent))\?/;

const isElement = (node: Node): node is Element => 'tagName' in node;
const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;

/** Left out of the measure: banners, hidden text, scripts and (unless asked) link lists. */
function skipped(element: Element, withNav: boolean, withBanners = false): boolean {
  if (['script', 'style', 'template', 'noscript', 'svg'].includes(element.tagName)) return true;
  if (!withBanners && attr(element, 'aria-labelledby') === 'cta-title') return true;
  if (attr(element, 'hidden') !== undefined || attr(element, 'aria-hidden') === 'true') return true;
  return !withNav && element.tagName === 'nav';
}

function findMain(node: Node): Element | null {
  if (isElement(node) && node.tagName === 'main') return node;
  for (const child of 'childNodes' in node ? node.childNodes : []) {
    const found = findMain(child);
    if (found) return found;
  }
  return null;
}

/** The text blocks of a page's `<main>`. */
export function blocksOf(
  html: string,
  withNav = false,
  chrome: string[] = [],
  withBanners = false,
): string[] {
  const main = findMain(parse(html));
  if (!main) return [];
  const blocks: string[] = [];
  let current = '';
  const flush = () => {
    let text = current.replace(/\s+/g, ' ').trim();
    for (const line of chrome) text = text.replace(line, '').trim();
    if (text && !(chrome.length > 0 && componentLine.test(text))) blocks.push(text);
    current = '';
  };
  const walk = (node: Node) => {
    if (node.nodeName === '#text') {
      current += (node as DefaultTreeAdapterMap['textNode']).value;
      return;
    }
    if (!isElement(node) || skipped(node, withNav, withBanners)) return;
    const block = blockTags.has(node.tagName);
    if (block) flush();
    for (const child of node.childNodes) walk(child);
    if (block) flush();
    else current += ' ';
  };
  walk(main);
  flush();
  return blocks;
}

/** A block's words, lower-cased, punctuation dropped, typographic apostrophes and dashes straightened. */
export function wordsOf(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[‘’]/g, "'")
      .replace(/[–—]/g, ' ')
      .match(/[a-z0-9$%]+(?:['.,/-][a-z0-9%]+)*/g) ?? []
  );
}

/** Sentences of a block (list items and headings count as one each). */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"'(])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export interface Page {
  route: string;
  blocks: string[];
}

export interface Measure {
  pages: number;
  runs: number;
  sharedRuns: number;
  share: number;
  words: number;
  coveredWords: number;
  coverage: number;
  perPage: { route: string; runs: number; shared: number }[];
  /** Shared runs by how many pages carry them, most pages first. */
  topRuns: { run: string; pages: number }[];
  perTopic: Record<
    string,
    {
      mentions: string[];
      explains: string[];
      /** Sentences mentioning the topic, by page. */
      sentences: Record<string, number>;
      /** Sentences stating one of its facts, by page. */
      explaining: Record<string, number>;
    }
  >;
}

export function measure(pages: Page[]): Measure {
  const runsByPage = pages.map((page) =>
    page.blocks.map((block) => {
      const words = wordsOf(block);
      const runs: string[] = [];
      for (let i = 0; i + RUN_LENGTH <= words.length; i++)
        runs.push(words.slice(i, i + RUN_LENGTH).join(' '));
      return { words, runs };
    }),
  );
  const pagesWithRun = new Map<string, Set<number>>();
  runsByPage.forEach((blocks, p) => {
    for (const { runs } of blocks) {
      for (const run of runs) {
        const set = pagesWithRun.get(run) ?? new Set<number>();
        set.add(p);
        pagesWithRun.set(run, set);
      }
    }
  });
  const isShared = (run: string) => (pagesWithRun.get(run)?.size ?? 0) > 1;

  let runs = 0;
  let sharedRuns = 0;
  let words = 0;
  let coveredWords = 0;
  const perPage = runsByPage.map((blocks, p) => {
    let pageRuns = 0;
    let pageShared = 0;
    for (const block of blocks) {
      const covered = new Array<boolean>(block.words.length).fill(false);
      block.runs.forEach((run, i) => {
        pageRuns++;
        if (isShared(run)) {
          pageShared++;
          for (let w = i; w < i + RUN_LENGTH; w++) covered[w] = true;
        }
      });
      words += block.words.length;
      coveredWords += covered.filter(Boolean).length;
    }
    runs += pageRuns;
    sharedRuns += pageShared;
    return { route: pages[p]!.route, runs: pageRuns, shared: pageShared };
  });

  const topRuns = [...pagesWithRun.entries()]
    .filter(([, set]) => set.size > 1)
    .map(([run, set]) => ({ run, pages: set.size }))
    .sort((a, b) => b.pages - a.pages || a.run.localeCompare(b.run));

  const perTopic: Measure['perTopic'] = {};
  for (const [topic, { mention, fact }] of Object.entries(topics)) {
    const sentences: Record<string, number> = {};
    const explaining: Record<string, number> = {};
    for (const page of pages) {
      const about = page.blocks.flatMap(sentencesOf).filter((s) => mention.test(s));
      if (about.length > 0) sentences[page.route] = about.length;
      const stating = about.filter((s) => fact.test(s)).length;
      if (stating > 0) explaining[page.route] = stating;
    }
    perTopic[topic] = {
      mentions: Object.keys(sentences),
      explains: Object.keys(explaining).filter((route) => explaining[route]! > 2),
      sentences,
      explaining,
    };
  }

  return {
    pages: pages.length,
    runs,
    sharedRuns,
    share: runs ? sharedRuns / runs : 0,
    words,
    coveredWords,
    coverage: words ? coveredWords / words : 0,
    perPage,
    topRuns,
    perTopic,
  };
}

/** Every prerendered page in `dist` (index.html files; the 404 page is not a page of the site). */
export function readPages(dist: string, withNav = false, chrome: string[] = [], withBanners = false): Page[] {
  const pages: Page[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!['assets', 'images', 'og', 'icons'].includes(entry.name)) walk(full);
      } else if (entry.name === 'index.html') {
        const route = `/${path.relative(dist, dir).split(path.sep).join('/')}`.replace(/\/$/, '') || '/';
        pages.push({ route, blocks: blocksOf(readFileSync(full, 'utf8'), withNav, chrome, withBanners) });
      }
    }
  };
  walk(dist);
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}

const percent = (x: number) => `${(x * 100).toFixed(1)}%`;

async function main() {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const dist = path.resolve(option('--dist') ?? 'dist');
  const withNav = args.includes('--with-nav');
  const result = measure(readPages(dist, withNav));
  if (result.pages === 0) throw new Error(`No prerendered pages in ${dist}: run npm run build first.`);

  console.log(
    `${result.pages} pages, ${result.runs} runs of ${RUN_LENGTH} words` +
      (withNav ? ' (link lists included)' : ''),
  );
  console.log(`Shared runs (also on another page): ${result.sharedRuns} = ${percent(result.share)}`);
  console.log(
    `Words inside a shared run: ${result.coveredWords} of ${result.words} = ${percent(result.coverage)}`,
  );
  const { pricingNote } = await import('../src/content/pricing-note');
  const copyOnly = measure(readPages(dist, withNav, [pricingNote]));
  console.log(
    `Copy only (also without the pricing note and the copy-link hint): ${copyOnly.sharedRuns} of ` +
      `${copyOnly.runs} runs = ${percent(copyOnly.share)}`,
  );

  console.log('\nIdeas of issue 42 (pages naming / explaining in more than two sentences):');
  // The reader's table counted the booking banners too (the header and footer not): so do the ideas.
  const withBanners = readPages(dist, withNav, [], true);
  for (const [idea, { names, explains }] of Object.entries(ideaCounts(withBanners))) {
    console.log(`  ${idea}: ${names.length} / ${explains.length}`);
  }
  if (args.includes('--ideas')) {
    for (const [idea, { names }] of Object.entries(ideaCounts(withBanners))) {
      console.log(`\n  ${idea}: ${names.join(' ')}`);
    }
  }

  console.log('\nTopics (pages mentioning / explaining in more than two sentences):');
  for (const [topic, { mentions, explains }] of Object.entries(result.perTopic)) {
    console.log(
      `  ${topic}: ${mentions.length} / ${explains.length}${explains.length ? `  (${explains.join(', ')})` : ''}`,
    );
  }
  if (args.includes('--topics')) {
    for (const [topic, { sentences, explaining }] of Object.entries(result.perTopic)) {
      console.log(`\n  ${topic} (sentences mentioning / stating a fact):`);
      for (const [route, count] of Object.entries(sentences)) {
        console.log(`    ${count} / ${explaining[route] ?? 0}\t${route}`);
      }
    }
  }
  if (args.includes('--pages')) {
    console.log('\nPer page (shared / runs):');
    for (const p of [...result.perPage].sort((a, b) => b.shared / (b.runs || 1) - a.shared / (a.runs || 1))) {
      console.log(
        `  ${percent(p.runs ? p.shared / p.runs : 0).padStart(6)}  ${p.shared}/${p.runs}  ${p.route}`,
      );
    }
  }
  const top = Number(option('--runs') ?? 0);
  if (top > 0) {
    console.log(`\nThe ${top} runs on the most pages:`);
    for (const { run, pages } of result.topRuns.slice(0, top)) console.log(`  ${pages}  ${run}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
