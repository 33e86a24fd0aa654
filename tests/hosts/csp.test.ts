/**
 * The inline-block check the host suite runs on every served page, on pages written here: which blocks it
 * counts, which directive it reads for each, and that a missing hash is reported.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineBlocks, unhashedBlocks } from './support/csp';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const page = [
  '<!doctype html><html><head>',
  '<style>body{margin:0}</style>',
  '<script type="module" async src="/assets/boot.js" data-src="x"></script>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '</head><body>',
  '<script>window.started = 1;</script>',
  '<script type="module">import "/assets/app.js";</script>',
  '</body></html>',
].join('\n');

describe('inline blocks of a served page', () => {
  it('counts each <style> and each script a browser runs, not external scripts or data blocks', () => {
    expect(inlineBlocks(page).map((block) => [block.kind, block.source])).toEqual([
      ['style', hash('body{margin:0}')],
      ['script', hash('window.started = 1;')],
      ['script', hash('import "/assets/app.js";')],
    ]);
  });

  it('hashes the text as the browser reads it, with CR LF turned into LF', () => {
    expect(inlineBlocks('<style>a{}\r\nb{}</style>')[0]!.source).toBe(hash('a{}\nb{}'));
  });

  it('reports every block whose hash the policy lacks', () => {
    const scripts = `${hash('window.started = 1;')} ${hash('import "/assets/app.js";')}`;
    expect(
      unhashedBlocks(page, `default-src 'none'; script-src 'self' ${scripts}; style-src 'self'`),
    ).toEqual([expect.stringContaining(`inline <style> ${hash('body{margin:0}')}`)]);
    expect(unhashedBlocks(page, `script-src ${scripts}; style-src 'self' ${hash('body{margin:0}')}`)).toEqual(
      [],
    );
  });

  it("reads the -elem directive before the family's, and default-src when neither is there", () => {
    const style = hash('body{margin:0}');
    const scripts = `${hash('window.started = 1;')} ${hash('import "/assets/app.js";')}`;
    expect(
      unhashedBlocks(page, `script-src ${scripts}; style-src ${style}; style-src-elem 'self'`),
    ).toHaveLength(1);
    expect(unhashedBlocks(page, `default-src ${scripts} ${style}`)).toEqual([]);
    // 'unsafe-inline' is not a hash: the check asks for the block's own.
    expect(unhashedBlocks(page, `script-src ${scripts}; style-src 'self' 'unsafe-inline'`)).toHaveLength(1);
  });
});
