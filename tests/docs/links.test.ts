// @vitest-environment node
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { VFile } from 'vfile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBrokenLinks, type BrokenLink } from '../../scripts/lib/doc-links';

const root = path.resolve(import.meta.dirname, '../..');
const self = path.relative(root, import.meta.filename);

/** Folders that hold no file of the project's own. */
const skipped = new Set([
  'node_modules',
  '.git',
  'dist',
  '.data',
  '.vercel_build_output',
  'screenshots',
  'perf-results',
  'test-results',
  'playwright-report',
]);

async function walk(dir = ''): Promise<string[]> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const rel = path.join(dir, entry.name);
      if (entry.isDirectory()) return skipped.has(entry.name) ? [] : walk(rel);
      return [rel];
    }),
  );
  return nested.flat();
}

/** Every mention of a file in docs/ (with its #anchor) in code, config and comments, kept as markdown links. */
async function codeReferences(files: string[]): Promise<{ file: VFile; origins: string[] }> {
  const origins: string[] = [];
  const lines: string[] = [];
  for (const file of files) {
    if (
      file.endsWith('.md') ||
      file === self ||
      !/\.(ts|tsx|mts|mjs|js|css|json|toml|html)$|^\.ci\//.test(file)
    ) {
      continue;
    }
    const text = await readFile(path.join(root, file), 'utf8');
    for (const match of text.matchAll(/(?<![\w/.-])docs\/[\w./-]*\.md(?:#[\w-]+)?/g)) {
      const line = text.slice(0, match.index).split('\n').length;
      origins.push(`${file}:${line}`);
      lines.push(`[${origins.length}](${match[0]})`);
    }
  }
  return {
    file: new VFile({ path: path.join(root, 'code-references.md'), value: lines.join('\n\n') }),
    origins,
  };
}

describe('the links in README.md and docs/', () => {
  let docs: string[];
  let references: Awaited<ReturnType<typeof codeReferences>>;
  let broken: BrokenLink[];
  // One pass over the guides and the code's references together, so each guide is parsed once.
  beforeAll(async () => {
    const files = await walk();
    docs = files.filter((f) => f === 'README.md' || (f.startsWith(`docs${path.sep}`) && f.endsWith('.md')));
    references = await codeReferences(files);
    broken = await findBrokenLinks(root, [...docs, references.file]);
  });

  it('each reach a file, and each #anchor a heading', () => {
    expect(docs).toContain(path.join('docs', 'bookings.md'));
    expect(broken.filter((b) => b.file !== references.file.path)).toEqual([]);
  });

  it('and the code that names a guide or a decision names one that is there, with its heading', () => {
    expect(references.origins.length).toBeGreaterThan(0);
    // Each reference is a paragraph of its own: lines 1, 3, 5... hold references 1, 2, 3...
    const inCode = broken.filter((b) => b.file === references.file.path);
    expect(inCode.map((b) => `${references.origins[((b.line ?? 1) - 1) / 2]}: ${b.reason}`)).toEqual([]);
  });
});

describe('the link check', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'doc-links-'));
    await mkdir(path.join(dir, 'docs'));
    await writeFile(
      path.join(dir, 'docs/guide.md'),
      '# Guide\n\n## Second part\n\nBack to [the top](../README.md#top).\n',
    );
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  async function check(readme: string) {
    await writeFile(path.join(dir, 'README.md'), `# Top\n\n${readme}\n`);
    return findBrokenLinks(dir, ['README.md', 'docs/guide.md']);
  }

  it('passes links that resolve: a file, a folder, a heading here and in another file', async () => {
    expect(await check('[a](docs/guide.md), [b](docs/), [c](#top), [d](docs/guide.md#second-part)')).toEqual(
      [],
    );
  });

  it('fails a link to a missing file', async () => {
    const broken = await check('See [the guide](docs/gone.md).');
    expect(broken).toEqual([expect.objectContaining({ file: 'README.md', line: 3 })]);
    expect(broken[0]?.reason).toContain('docs/gone.md');
  });

  it('fails an anchor with no heading in its own file', async () => {
    const broken = await check('See [below](#nowhere).');
    expect(broken).toEqual([expect.objectContaining({ file: 'README.md', line: 3 })]);
    expect(broken[0]?.reason).toContain('nowhere');
  });

  it('fails an anchor with no heading in another file', async () => {
    const broken = await check('See [the part](docs/guide.md#third-part).');
    expect(broken).toEqual([expect.objectContaining({ file: 'README.md', line: 3 })]);
    expect(broken[0]?.reason).toContain('third-part');
  });

  it('fails a broken link in a guide, not only in the README', async () => {
    await writeFile(path.join(dir, 'docs/guide.md'), '# Guide\n\nSee [nothing](../nothing.md).\n');
    const broken = await check('Fine.');
    expect(broken).toEqual([expect.objectContaining({ file: path.join('docs', 'guide.md'), line: 3 })]);
  });

  it('fails a broken reference in an in-memory file, as the code references are checked', async () => {
    const file = new VFile({
      path: path.join(dir, 'refs.md'),
      value: '[1](docs/guide.md)\n\n[2](docs/guide.md#gone)',
    });
    const broken = await findBrokenLinks(dir, [file]);
    expect(broken).toEqual([expect.objectContaining({ line: 3 })]);
    expect(broken[0]?.reason).toContain('gone');
  });
});
