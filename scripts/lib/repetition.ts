/**
 * The counting behind scripts/measure-repetition.ts and the content test of issue 42's repetition goal
 * (tests/content/repetition.test.ts): a page's text blocks, read from its prerendered HTML, and what repeats
 * across pages (8-word runs, issue 29's topics, issue 42's ideas). See the script for how blocks are read.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { about, hero } from '../../src/content/home';
import type { Highlight, Stat } from '../../src/content/types';

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
 * One idea of issue 42's table, counted by its key phrases.
 * - `name`: the key phrases; a sentence matching one names the idea.
 * - `detail`: what an explanation of it states besides its name (periods, sections, who does what...).
 * - `home`: the page that explains it in full; at most one other page may explain it too.
 * - `subject`: where the reader counted every page on the idea's subject rather than the idea itself, the
 *   phrase that reproduces their count (only the "before" table uses it).
 */
export interface Idea {
  name: RegExp;
  detail: RegExp;
  home: string;
  subject?: RegExp;
  /**
   * Issue 55: the one other page that may explain it in full (a comparison table, the strata service beside
   * the strata product...). Every other page says it in one sentence at most, and links to `home` or `also`
   * where that sentence states one of its details.
   */
  also?: string;
  /**
   * The most pages that may name it: what issue 55's restructure left, so a page more fails
   * (tests/content/ideas-repetition.test.ts). Lower it when a page stops naming it.
   */
  maxNames: number;
}

const completeGuide = '/knowledge/blog/complete-guide-pre-purchase-building-inspections';
const defectsArticle = '/knowledge/blog/top-10-building-defects-australian-homes';

/**
 * The ideas of issue 42's table. A page names an idea when one sentence of its `<main>` matches `name`, and
 * explains it when it names it and more than two of its sentences match `name` or `detail`. On the copy before
 * the restructure, `subject ?? name` reproduced the table's page counts within one or two pages each
 * (docs/decisions/0012-copy-repetition.md gives the tables before and after).
 */
export const ideas: Record<string, Idea> = {
  'same-day and next-day inspections': {
    name: /same[- ]day|next[- ]day/i,
    detail: /subject to access|access and availability|when we confirm the booking/i,
    home: '/booking-process',
    also: '/',
    maxNames: 6,
  },
  'price confirmed after review; deposit secures the booking': {
    name: /deposit secures|confirm(?:ed|s)? (?:the |your )?(?:final )?price|price (?:is |once )?confirmed|settle the price/i,
    detail:
      /deposit (?:secures|holds|reserves)|size, location and complexity|review(?:ed|ing)? the (?:property|details)|starting points?/i,
    home: '/booking-process',
    maxNames: 4,
  },
  'report within 24 hours': {
    name: /\b24 hours\b|24-hour/i,
    detail:
      /turnaround|report (?:usually )?(?:arrives|reaches you|is (?:sent|emailed|delivered))|when to expect it/i,
    home: '/booking-process',
    // The comparison table gives each inspection's report time, a row each.
    also: '/inspections',
    maxNames: 10,
  },
  'termite damage not covered by insurance': {
    name: /termite[^.]*\binsur|\binsur[^.]*termite/i,
    detail: /Coptotermes|active all year|busiest|undisturbed|AS 3660|falls on (?:the owner|you)/i,
    home: '/knowledge/blog/seasonal-property-maintenance-guide-australia',
    // The reader counted every page on termites: the insurance point rode with them.
    subject: /termite/i,
    maxNames: 8,
  },
  'visual, non-invasive, nothing moved': {
    name: /non-invasive|visual and non|move furniture|lift floor coverings|(?:don't|do not|never) move/i,
    detail:
      /readily accessible|reasonable access|floor coverings|behind (?:walls|wall linings|linings)|open(?:ing)? (?:up )?walls|cut(?:ting)? into/i,
    home: completeGuide,
    also: '/products/pre-purchase-building-inspection',
    maxNames: 9,
  },
  'cooling-off': {
    name: /cooling[- ]off/i,
    detail: /\bbusiness days\b|\b66W\b|0\.25 ?%|forfeit|rescind|passed in/i,
    home: completeGuide,
    maxNames: 10,
  },
  'strata records': {
    name: /strata records|records (?:search|inspection)|owners corporation's (?:records|paperwork)|section 182|strata search|strata manager|special levies/i,
    detail: /\bs18[23]\b|section 18[23]|minutes|levies|capital works|within (?:3|10) days|by-laws/i,
    home: completeGuide,
    maxNames: 10,
  },
  'warranties and NCAT': {
    // A product's warranty (solar panels, appliances) is not the builder's statutory warranty, and NCAT's
    // Procedural Direction 3 on expert reports is not the warranty deadline (as issue 29's topic reads it).
    name: /(?<!product )warrant(?:y|ies)|\bNCAT\b(?![^.]*Procedural Direction)|Civil and Administrative Tribunal/i,
    detail:
      /\b(?:6|2|six|two) years\b|start(?:ing)? proceedings|stop the clock|becomes? apparent|\bs18[BE]\b/i,
    home: defectsArticle,
    also: '/services/defect-inspections',
    maxNames: 10,
  },
  'written permission for invasive work': {
    name: /written permission|permission in writing|written consent/i,
    detail:
      /owner(?:'s)? (?:signed )?permission|agreed with the owner in writing|signs a written|only (?:happens|goes ahead) (?:where|with)/i,
    home: '/products/invasive-detailed-defect-inspection',
    maxNames: 9,
  },
  'asbestos: before 1990, a lab test': {
    name: /asbestos/i,
    detail: /before (?:about )?19[89]\d\b|\bNATA\b|laborator|\b2003\b|loose-fill|\bsamples?\b/i,
    home: defectsArticle,
    maxNames: 10,
  },
  // Issue 55: three more ideas the fifth read found explained on eight or more pages.
  'time on site': {
    // The brief's figures: 2–3 hours for a building inspection, 3–4 with the timber pest part.
    name: /\b\d ?[–-] ?\d hours\b/i,
    detail: /\bon site\b|at the property|other inspections vary|idea of the time/i,
    // The comparison table gives each inspection's time on site, a row each; the booking process gives the
    // brief's two figures in a sentence, and the pages that mention the time link there.
    home: '/inspections',
    also: '/booking-process',
    maxNames: 5,
  },
  'AS 4349.1 Appendix B for a strata lot': {
    name: /Appendix B\b|strata appendix/i,
    detail: /Appendix C\b|immediate exterior|lot's interior|inspection of the common property/i,
    home: '/products/strata-multi-unit-inspections',
    also: '/services/strata-reports',
    maxNames: 8,
  },
  'the site within its boundaries and 30 m': {
    name: /\b30 ?m(?:etres)?\b/i,
    detail: /site boundaries|main building|garages?\b|carports?\b|sheds?\b|retaining walls?\b/i,
    home: completeGuide,
    also: '/products/pre-purchase-building-inspection',
    maxNames: 2,
  },
  'only the principal certifier issues an occupation certificate': {
    name: /principal certifier|occupation certificate/i,
    detail: /\boffence\b|\boccupy(?:ing)?\b|no one may move in/i,
    home: '/products/handover-practical-completion-inspection',
    maxNames: 9,
  },
};

/** The most pages that may explain one idea, and the most that may name it (issue 42's goal). */
export const ideaLimits = { explains: 2, names: 10 } as const;

export interface IdeaCount {
  /** Pages with a sentence naming the idea. */
  names: string[];
  /** Distinct sentences naming it, by page. */
  sentences: Record<string, number>;
  /** Pages other than its home and `also` that name it in more than one sentence (issue 55). */
  restates: string[];
  /** Pages naming it with more than two sentences about it (naming it or stating one of its details). */
  explains: string[];
  /** Pages with a sentence on its subject, as the reader counted (`subject`, else `name`). */
  subject: string[];
}

/** Per idea: the pages naming it, explaining it, and on its subject. */
export function ideaCounts(pages: Page[]): Record<string, IdeaCount> {
  const result: Record<string, IdeaCount> = {};
  for (const [idea, { name, detail, subject, home, also }] of Object.entries(ideas)) {
    const count: IdeaCount = { names: [], sentences: {}, restates: [], explains: [], subject: [] };
    for (const page of pages) {
      // Distinct sentences: what a page shows twice, one copy hidden at each width (the comparison's table
      // and its cards), it says once.
      const sentences = [...new Set(page.blocks.flatMap(sentencesOf))];
      const naming = sentences.filter((s) => name.test(s)).length;
      const about = sentences.filter((s) => name.test(s) || detail.test(s)).length;
      if (naming > 0) count.names.push(page.route);
      if (naming > 0) count.sentences[page.route] = naming;
      if (naming > 1 && page.route !== home && page.route !== also) count.restates.push(page.route);
      if (naming > 0 && about > 2) count.explains.push(page.route);
      if (sentences.some((s) => (subject ?? name).test(s))) count.subject.push(page.route);
    }
    result[idea] = count;
  }
  return result;
}

/**
 * The brief's own claims on the home page, which issue 42's goal leaves out of the count: the hero's
 * highlights (a block each, the claim and its qualifier together, as the list item reads) and the stats
 * (value, label and qualifier, a block each).
 */
const highlights: readonly Highlight[] = hero.highlights;
const stats: readonly Stat[] = about.stats;
export const briefClaims: string[] = [
  ...highlights.map((h) => (h.qualifier ? `${h.claim} ${h.qualifier}` : h.claim)),
  ...stats.flatMap((stat) => [stat.value, stat.label, ...(stat.qualifier ? [stat.qualifier] : [])]),
];

/** The pages with the home page's brief claims (`briefClaims`) dropped, as issue 42's goal counts them. */
export function withoutBriefClaims(pages: Page[]): Page[] {
  const claims = new Set(briefClaims);
  return pages.map((page) =>
    page.route === '/' ? { ...page, blocks: page.blocks.filter((b) => !claims.has(b)) } : page,
  );
}

/**
 * Lines a component writes once and shows on many pages, besides the banners: the pricing panel's closing
 * note and the comparison page's pricing sentence (src/content/pricing-note.ts), and the product pages'
 * copy-link hint. The headline figure keeps them, as the issue's definition does; the second figure ("copy
 * only") leaves them out too.
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
