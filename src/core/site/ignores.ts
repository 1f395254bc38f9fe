// What the site builder never publishes: its built-in ignore list (DEFAULT_MINT_IGNORES), with gitignore
// semantics, at any depth and in any case (docs/pages-and-links.md, "What the builder never publishes").
// The one definition: the core decides pages with it, and the adapters skip the same paths early.
import ignore from 'ignore';

const BUILTIN = ignore({ ignorecase: true }).add([
  '.git',
  '.github',
  '.claude',
  '.agents',
  '.idea',
  '.vscode',
  '.cursor',
  'node_modules',
  'README.md',
  'LICENSE.md',
  'CHANGELOG.md',
  'CONTRIBUTING.md',
  // The builder's own folder: skipped except its skills and its JSON/YAML files.
  '**/.mintlify/**',
  '!**/.mintlify/**/',
  '!**/.mintlify/skills/**',
  '!**/.mintlify/**/*.json',
  '!**/.mintlify/**/*.yaml',
  '!**/.mintlify/**/*.yml',
]);

const BUILDER_FOLDER = /(^|\/)\.mintlify(\/|$)/i;

/**
 * True when the builder skips this docs-root-relative path. Write a folder with a trailing `/`: a
 * skipped folder is skipped whole, so a walk need not enter it.
 */
export function builderIgnores(path: string): boolean {
  // The library throws on paths that are not plain relative ones ('', '../x'); no listed file is one.
  return ignore.isPathValid(path) && BUILTIN.ignores(path);
}

/**
 * True for paths in the builder's own `.mintlify/` folder. Even what the builder reads there (agent
 * skills, settings) is never a page, so navguard neither publishes nor reports anything in it.
 */
export function inBuilderFolder(path: string): boolean {
  return BUILDER_FOLDER.test(path);
}

/** Never a page and never worth a finding: skipped by the builder, or in its own folder. */
export function isUnpublished(path: string): boolean {
  return inBuilderFolder(path) || builderIgnores(path);
}
