// `import-not-found`: a page (or a snippet it shows) imports a file that is not there. The site builder inlines
// imported snippets before it renders a page (prebuild's resolveAllImports); one it cannot find is a warning in its
// build log ("Could not find file …"), the import is dropped and the deploy goes on, so the page is published
// without what it took from the file. Real history deletes or renames snippets still imported: 16 commits of 13
// repositories among the 237 fetched (a starter's snippet-intro.mdx, a language's snippets folder moved), each of
// which navguard passed in silence.
import { basename, extname } from '../base/paths.js';
import { esmImportsOn } from '../mdx/confirm.js';
import { PAGE_EXT } from '../site/link-asker.js';
import { SNIPPET_FILE, type ImportRef } from '../mdx/scan.js';
import { importCandidates, importPath, resolveImport } from '../site/pages.js';
import type { Check, CheckContext, RuleMeta } from './rule.js';
import { touchedFiles } from './shared/change-scope.js';
import { unusedNames } from './shared/snippet-use.js';

export const rules = [
  {
    id: 'import-not-found',
    // A diff's file that git saw move, and the one file of its name: the import follows it, as it was.
    safeFix: {
      what: 'an import pointed at the file the change moved it to',
      when: (data) => data.renamedTo !== undefined,
    },
    family: 'links',
    severity: 'error',
    summary: 'A page, or a snippet it shows, imports a file that does not exist.',
    trigger: "`import Intro from '/snippets/intro.mdx'` with no snippets/intro.mdx",
    description: [
      'An `import` of a local file (`/snippets/x.mdx`, `./x.jsx`, `../x.mdx`) in a page, or in a snippet a page',
      'shows, names no file. The site builder cannot find it, says so only in its build log, drops the import and',
      'publishes the page without it: readers do not get what the page took from it, and an element from it that',
      'the page uses is undefined, which MDX cannot render. Imports of packages (`react`) and in code blocks are',
      'not read; one written over several lines (`import {`, a name per line, `} from …`) is. When one file elsewhere',
      'has the name, the fix points the import at it (in a diff where git saw the file move there, `fix` applies it).',
      'A pull request reads the imports of the files it touches and those naming a file it deletes, moves or adds,',
      'as it reads links; `check` reads them all. An import whose names the page never uses changes nothing readers',
      'see: it is a warning, not an error.',
    ],
    examples: [
      {
        passes: false,
        caption: 'Fails (snippets/intro.mdx was deleted):',
        lang: 'mdx',
        code: `import Intro from '/snippets/intro.mdx';

<Intro />`,
      },
      {
        passes: true,
        caption: 'Passes (snippets/intro.mdx exists):',
        lang: 'mdx',
        code: `import Intro from '/snippets/intro.mdx';

<Intro />`,
        site: { files: { 'snippets/intro.mdx': 'Welcome.\n' } },
      },
    ],
  },
] satisfies RuleMeta[];

export const reads = 'pages';

/** A local import's source: from the docs root (`/x`) or from the importing file's folder (`./x`, `../x`). */
const LOCAL = /^(?:\/|\.\.?\/)/;

export const check: Check = ({ site, routes, config, options, out }) => {
  const { pages, importers, scans, files } = site.index;
  // Files whose imports reach a reader: pages, and what a page imports (a snippet may import another).
  const shown = new Set<string>([...[...pages.values()].map((p) => p.path), ...importers.keys()]);
  const inScope = changeScope(options);
  const asked: [string, ImportRef[]][] = [];
  for (const file of shown) {
    const unresolved = (scans.get(file)?.imports ?? []).filter(
      (imp) =>
        // The legacy `<Snippet file>` and package imports are not files of the site; a component (`.jsx`) is a
        // file that is no page, left alone where such files are not checked (`links.assets: false`).
        !imp.source.startsWith(SNIPPET_FILE) &&
        LOCAL.test(imp.source) &&
        (config.links.assets || PAGE_EXT.has(extname(imp.source))) &&
        resolveImport(file, imp.source, files) === undefined &&
        inScope(file, imp.source),
    );
    if (unresolved.length) asked.push([file, unresolved]);
  }
  // Read in one go where the source reads lazily (git: a diff's bench site asked 760 pages one process at a time).
  if (asked.length) site.source.prefetch?.(asked.map(([file]) => file));
  for (const [file, unresolved] of asked) {
    // The scan reads every line that starts with `import`; the parser says which are the page's ESM (0xsequence
    // getting-started.mdx: an `import` in a fence opened indented inside a <Step>, whose lines are not).
    const esm = esmOf(
      site,
      file,
      unresolved.map((imp) => imp.line),
    );
    for (const imp of unresolved)
      if (esm?.has(imp.source)) report(file, imp, routes, files, out, () => site.source.read(file) ?? '');
  }
};

/**
 * Which unresolved imports a run reads, as the links check reads links: all of them, or with `links: changed` (a
 * diff) those of the files the change touched and those naming a file it touched (deleted, renamed or added). An
 * import the change left alone, of a file it left alone, is as it was: the bench's versioned site has 760 pages
 * importing components it lacks, and a one-page edit read and parsed them all in both states (0.7 of 3.4 s).
 */
function changeScope(options: CheckContext['options']): (file: string, source: string) => boolean {
  const touched = touchedFiles(options);
  if (!touched) return () => true;
  return (file, source) => {
    if (touched.has(file)) return true;
    const target = importPath(file, source);
    return target !== undefined && importCandidates(target).some((f) => touched.has(f));
  };
}

/** The ESM sources on a page's lines, kept by content id and lines: copies and a diff's two states ask the same. */
function esmOf(site: CheckContext['site'], file: string, lines: number[]): ReadonlySet<string> | undefined {
  const id = site.source.knownContentId?.(file);
  const key = id === undefined ? undefined : `${id} ${lines.join(',')}`;
  const known = key === undefined ? undefined : site.memos.esmImports.get(key);
  if (known !== undefined) return known ?? undefined;
  const esm = esmImportsOn(site.source.read(file) ?? '', lines, site.memos.mdx);
  if (key !== undefined) site.memos.esmImports.set(key, esm ?? null);
  return esm;
}

/** Script files the builder finds only by their full name: an import without the extension finds none of them. */
const SCRIPT_EXT = ['.jsx', '.tsx', '.js', '.ts'];

function report(
  file: string,
  imp: ImportRef,
  routes: CheckContext['routes'],
  files: ReadonlySet<string>,
  out: CheckContext['out'],
  text: () => string,
): void {
  const target = importPath(file, imp.source);
  const loc = {
    file,
    line: imp.line,
    column: imp.column,
    endLine: imp.line,
    endColumn: imp.column + imp.source.length,
  };
  const key = `${file}|${imp.source}`;
  const lost = 'an element or a value the page uses from it has nothing behind it when the page renders.';
  // nyuchitech/zti-docs 64ac153a87 (fresh set 113): `'/snippets/LocationMap'` beside LocationMap.jsx, in 36 pages,
  // and the fix said to restore the file.
  const ext = target === undefined ? undefined : SCRIPT_EXT.find((e) => files.has(`${target}${e}`));
  if (ext !== undefined) {
    const written = `${imp.source}${ext}`;
    out.add(
      'import-not-found',
      loc,
      `Import "${imp.source}" names no file the site builder finds: it adds only .mdx and .md to an import without an extension, and the file here is ${target}${ext}. The builder only logs "Could not find file" and publishes the page without it: ${lost}`,
      {
        key,
        data: { source: imp.source, target: target!, suggestion: `${target}${ext}` },
        fix: {
          message: `Write the extension: "${written}".`,
          edits: [{ ...loc, file: out.repoPath(file), newText: written }],
        },
      },
    );
    return;
  }
  const elsewhere = routes.filesNamed(basename(imp.source)).filter((f) => f !== file);
  const suggestion = elsewhere.length === 1 ? elsewhere[0] : undefined;
  const shownAs = target === undefined ? 'above the docs root' : target;
  const unused = unusedNames(text(), imp.line);
  out.add(
    'import-not-found',
    loc,
    `Import "${imp.source}" names a file that is not there (${shownAs}). The site builder only logs "Could not find file" and publishes the page without it: ${unused ? `the page uses nothing it imports (${unused.join(', ')}), so readers see no difference; the import is dead.` : `readers miss what the page takes from it, as ${lost}`}`,
    {
      key,
      ...(unused && { severity: 'warning' as const }),
      data: {
        source: imp.source,
        ...(target !== undefined && { target }),
        ...(suggestion !== undefined && { suggestion }),
      },
      fix: suggestion
        ? {
            message: `Did you mean "/${suggestion}"? It is the one file named ${basename(suggestion)}.`,
            edits: [{ ...loc, file: out.repoPath(file), newText: `/${suggestion}` }],
          }
        : {
            message: `Restore ${target ?? 'the file'}, point the import at the file that replaced it, or remove the import and what the page uses from it.`,
          },
    },
  );
}
