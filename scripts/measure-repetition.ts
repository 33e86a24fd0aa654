/**
 * How much of the site's copy says the same thing twice (issue 29): the site-wide share of 8-word runs that
 * also stand on another page, and, for each recurring topic, how many pages mention it and how many explain
 * it (more than two sentences about it on the page).
 *
 *   npm run build && npx tsx scripts/measure-repetition.ts [--dist dist] [--runs 20] [--pages] [--topics] [--ideas]
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
 * Topics are counted by sentence (`topics` in scripts/lib/repetition.ts): a page mentions a topic with one
 * sentence about it, and explains it with more than two sentences that state one of its facts. Issue 42's
 * ideas (`ideas` there) are counted by their key phrases, banners included and the home page's brief claims
 * left out; tests/content/repetition.test.ts holds the copy to the same count.
 */
import path from 'node:path';
import { ideaCounts, ideaLimits, measure, readPages, RUN_LENGTH, withoutBriefClaims } from './lib/repetition';

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
  const { pricingNote, pricingPanelNote } = await import('../src/content/pricing-note');
  const { plainText } = await import('../src/lib/inline-links');
  const copyOnly = measure(readPages(dist, withNav, [pricingNote, plainText(pricingPanelNote)]));
  console.log(
    `Copy only (also without the pricing note and the copy-link hint): ${copyOnly.sharedRuns} of ` +
      `${copyOnly.runs} runs = ${percent(copyOnly.share)}`,
  );

  console.log(
    '\nIdeas of issue 42 (pages on the subject as the reader counted / naming / explaining; ' +
      `the goal: at most ${ideaLimits.names} naming, ${ideaLimits.explains} explaining):`,
  );
  // The reader's table counted the booking banners too (the header and footer not): so do the ideas. The
  // home page's brief claims (hero highlights, stats) are left out, as the goal says.
  const counts = ideaCounts(withoutBriefClaims(readPages(dist, withNav, [], true)));
  for (const [idea, { subject, names, explains }] of Object.entries(counts)) {
    const over = names.length > ideaLimits.names || explains.length > ideaLimits.explains;
    console.log(`  ${idea}: ${subject.length} / ${names.length} / ${explains.length}${over ? '  OVER' : ''}`);
  }
  if (args.includes('--ideas')) {
    for (const [idea, { names, explains }] of Object.entries(counts)) {
      console.log(`\n  ${idea}\n    explaining: ${explains.join(' ')}\n    naming: ${names.join(' ')}`);
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
