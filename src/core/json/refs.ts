// `$ref` expansion the way the site builder does it, keeping every node's own file and position.
import { jsonNodes, parseJson, type JNode, type JProp, type ParsedJson, type Span } from './document.js';
import { joinPath, dirname, normalizePath } from '../base/paths.js';

export interface RefProblem {
  kind: 'missing' | 'circular' | 'outside' | 'invalid' | 'not-string';
  message: string;
  /** The `$ref` value as written (absent when it is not a string). */
  ref?: string;
  span: Span;
}

export interface DocsJsonDocument {
  /** docs.json with every resolvable $ref replaced by the file it names. */
  root?: JNode;
  /** Every JSON file read, docs.json first, keyed by docs-root-relative path. */
  files: Map<string, ParsedJson>;
  refProblems: RefProblem[];
}

/**
 * docs.json and the files its `$ref`s name. `readAsMeant`: files whose only mistakes are comments and trailing commas
 * are still read (parseJson); not for a mint.json read as written, whose tree is no docs.json.
 */
export function loadDocsJson(
  entry: string,
  read: (path: string) => string | undefined,
  readAsMeant = true,
): DocsJsonDocument {
  const files = new Map<string, ParsedJson>();
  const refProblems: RefProblem[] = [];
  const text = read(entry);
  if (text === undefined) return { files, refProblems };
  const parsed = parseJson(entry, text, true, readAsMeant);
  files.set(entry, parsed);
  if (!parsed.root) return { files, refProblems };

  const expand = (node: JNode, stack: string[]): JNode => {
    if (node.type === 'array') return { ...node, items: node.items!.map((n) => expand(n, stack)) };
    if (node.type !== 'object') return node;
    const refProp = node.props!.find((p) => p.key === '$ref');
    const siblings = node
      .props!.filter((p) => p !== refProp)
      .map((p): JProp => ({ ...p, value: expand(p.value, stack) }));
    if (!refProp) return { ...node, props: siblings };
    const from = stack[stack.length - 1] as string;
    const target = resolveRef(refProp, from, stack, files, read, refProblems, readAsMeant);
    if (!target) return { ...node, props: siblings };
    const expanded = expand(target.root, [...stack, target.path]);
    if (expanded.type !== 'object') return expanded;
    // Sibling keys of the $ref object win over the referenced file's keys.
    const keys = new Set(siblings.map((p) => p.key));
    return { ...expanded, props: [...expanded.props!.filter((p) => !keys.has(p.key)), ...siblings] };
  };

  // Expansion copies the tree; a docs.json without any $ref (most) is used as it is.
  return { root: hasRef(parsed.root) ? expand(parsed.root, [entry]) : parsed.root, files, refProblems };
}

function hasRef(root: JNode): boolean {
  for (const n of jsonNodes(root)) if (n.props?.some((p) => p.key === '$ref')) return true;
  return false;
}

function resolveRef(
  refProp: JProp,
  from: string,
  stack: string[],
  files: Map<string, ParsedJson>,
  read: (path: string) => string | undefined,
  problems: RefProblem[],
  readAsMeant: boolean,
): { path: string; root: JNode } | undefined {
  const span = refProp.value.span;
  if (refProp.value.type !== 'string') {
    problems.push({ kind: 'not-string', message: '`$ref` must be a string naming a JSON file', span });
    return undefined;
  }
  const raw = refProp.value.value as string;
  const where = from === stack[0] ? 'docs.json' : from;
  if (raw.startsWith('/') || /^[a-z]:/i.test(raw) || /^[a-z][a-z0-9+.-]*:\/\//i.test(raw)) {
    problems.push({
      kind: 'outside',
      message: `\`$ref\` "${raw}" is not a path relative to ${where}; the site builder only reads files inside the docs folder`,
      span,
      ref: raw,
    });
    return undefined;
  }
  const path = normalizePath(joinPath(dirname(from), raw));
  if (path === undefined) {
    problems.push({
      kind: 'outside',
      message: `\`$ref\` "${raw}" points outside the docs folder; the site builder refuses it and the build fails`,
      span,
      ref: raw,
    });
    return undefined;
  }
  if (stack.includes(path)) {
    problems.push({
      kind: 'circular',
      message: `\`$ref\` "${raw}" is circular: ${[...stack, path].join(' → ')}; the build fails`,
      span,
      ref: raw,
    });
    return undefined;
  }
  let parsed = files.get(path);
  if (!parsed) {
    const text = read(path);
    if (text === undefined) {
      problems.push({
        kind: 'missing',
        message: `\`$ref\` "${raw}" names ${path}, which does not exist; the build fails`,
        span,
        ref: raw,
      });
      return undefined;
    }
    parsed = parseJson(path, text, true, readAsMeant);
    files.set(path, parsed);
  }
  if (!parsed.root) {
    problems.push({
      kind: 'invalid',
      message: `\`$ref\` "${raw}" names ${path}, which is not valid JSON (see the errors in that file); the build fails`,
      span,
      ref: raw,
    });
    return undefined;
  }
  return { path, root: parsed.root };
}
