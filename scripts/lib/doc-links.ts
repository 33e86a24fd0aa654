import { Writable } from 'node:stream';
import { remark } from 'remark';
import remarkValidateLinks, { type Options as ValidateLinksOptions } from 'remark-validate-links';
import { engine } from 'unified-engine';
import type { VFile } from 'vfile';

type EnginePlugins = NonNullable<Parameters<typeof engine>[0]['plugins']>;

/** One link that points at no file, or at no heading in its file. */
export interface BrokenLink {
  /** The markdown file's path as it was given. */
  file: string;
  line: number | undefined;
  reason: string;
}

/**
 * Checks every relative link and `#anchor` in the given markdown files, offline: a linked file or folder must
 * exist, and a linked heading must exist in its file, this one or another. remark-validate-links checks
 * headings in other files only when it sees all the files at once, which is what unified-engine (remark-cli's
 * engine) gives it. Files are paths relative to `root`, or in-memory files with a path there; web links are
 * not followed.
 */
export async function findBrokenLinks(root: string, files: (string | VFile)[]): Promise<BrokenLink[]> {
  // Links resolve against this folder, not a Git remote: no `git` call, no network.
  const options: ValidateLinksOptions = { repository: false, root };
  // Given to the engine rather than with .use(), so that the plugin gets the whole file set, which it needs to
  // check headings in other files. The engine types every plugin as one over any tree with unknown options.
  const plugins = [[remarkValidateLinks, options]] as unknown as EnginePlugins;
  const checked = await new Promise<VFile[]>((resolve, reject) => {
    engine(
      {
        processor: remark,
        cwd: root,
        files,
        extensions: ['md'],
        plugins,
        // Reads only what it is given: no .remarkrc or ignore files from the folder.
        detectConfig: false,
        detectIgnore: false,
        // The messages are read from the files below; the engine's own report goes nowhere.
        streamError: new Writable({ write: (_chunk, _encoding, done) => done() }),
        silent: true,
      },
      (error, _code, context) =>
        error || !context ? reject(error ?? new Error('no result')) : resolve(context.files),
    );
  });
  return checked.flatMap((file) =>
    file.messages.map((message) => ({ file: file.path, line: message.line, reason: message.reason })),
  );
}
