// Every relative link and #anchor in the project's Markdown documents resolves: the file exists
// and, for an anchor, the heading does (remark-validate-links, offline: external URLs are not
// fetched). Prints each broken link with its line, then one summary line; exits 1 on any.
// Usage: node checks/docs-links.mjs [file or folder …] (default: README.md docs)
import { remark } from 'remark';
import remarkValidateLinks from 'remark-validate-links';
import { engine } from 'unified-engine';

const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** Counts the links the check covers (no scheme: a path, a path with #anchor, or an #anchor). */
function countRelativeLinks(counter) {
  return () => (tree) => {
    /** @param {any} node */
    const walk = (node) => {
      if ((node.type === 'link' || node.type === 'definition') && !SCHEME.test(node.url))
        counter.links += 1;
      for (const child of node.children ?? []) walk(child);
    };
    walk(tree);
  };
}

/** Runs the check over `files` (paths or folders, relative to `cwd`); resolves to its summary. */
export function checkDocsLinks(files, cwd = process.cwd()) {
  const counter = { links: 0 };
  // No repository: every link is checked as a path on disk, none as a hosted URL. The engine hands
  // each plugin its file set (the cross-file check needs it); its types allow only unknown options.
  const plugins = /** @type {any} */ ([
    [remarkValidateLinks, { repository: false }],
    [countRelativeLinks(counter)],
  ]);
  return new Promise((resolve, reject) => {
    engine(
      {
        processor: remark(),
        files,
        cwd,
        extensions: ['md'],
        plugins,
        detectConfig: false,
        ignoreName: '.remarkignore',
        out: false,
        output: false,
        quiet: true,
        frail: true,
        color: Boolean(process.stderr.isTTY),
      },
      (error, code, context) => {
        if (error) return reject(error);
        const checked = context?.files ?? [];
        const broken = checked.reduce((sum, file) => sum + file.messages.length, 0);
        resolve({ files: checked.length, links: counter.links, broken, code: code ?? 1 });
      },
    );
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = process.argv.length > 2 ? process.argv.slice(2) : ['README.md', 'docs'];
  const { files: count, links, broken, code } = await checkDocsLinks(files);
  console.log(
    `docs: ${count} Markdown files, ${links} relative links and anchors, ${broken} broken` +
      (code === 0 && count > 0 ? '' : ' (FAILED)'),
  );
  process.exitCode = code === 0 && count > 0 ? 0 : 1;
}
