// A faster reading of YAML that is plain data, for OpenAPI specs: the `yaml` package reads ~1 MB/s, and a real
// site's 1.5 MB spec (ringcentral's) was half of every pull request's run. js-yaml reads ~5× faster. It is used
// only where both libraries give the same data: no collection or null key (keys are stringified differently), no
// directive, nesting within the limit (js-yaml recurses: it is stopped past it), with the `yaml` package's core
// schema for plain scalars (js-yaml's own also reads `0b1` and `1_000` as numbers), and aliases only as the `yaml`
// package takes them without counting them as an attack: an anchored node holding no alias, named once, used fewer
// than `maxAliasCount` times. Whatever js-yaml refuses (an unknown tag, a duplicate key, a syntax error), the
// caller reads with the `yaml` package, whose messages stay the ones users see. Proven equal on every YAML file and
// frontmatter of the corpus (test/corpus/yaml-fast.test.ts).
import { FAILSAFE_SCHEMA, Type, load } from 'js-yaml';

// An explicit key (`? `) where a node may start, or a flow collection used as a key (`[a, b]: c`, and in a flow
// mapping starting a value: Helm's `{{ .Values.x }}`; `{a: 1, [b]: 2}`).
const COMPLEX_KEY =
  /(?:^|[\s,[{])\?(?=[ \t]|$)|^[ \t-]*[[{][^\n]*[\]}][ \t]*:(?:\s|$)|(?:^[ \t-]*|:[ \t]+)\{[ \t]*[[{]|,[ \t]*[[{][^\n]*[\]}][ \t]*:(?:\s|$)/m;
// A null key (js-yaml names it "null", the `yaml` package ""), and a directive (`%YAML 1.1` changes the schema).
const NULL_KEY_OR_DIRECTIVE = /^[ \t-]*(?:~|null|Null|NULL)?[ \t]*:(?:\s|$)|^%/m;
// An alias as a key (`*a : x`, in a flow mapping too); a name ending in a colon is taken alike (js-yaml's names end
// otherwise). Read where keys may be (keyLines): a description's `**Note**: x` is text.
const ALIAS_KEY = /(?:^[ \t]*(?:- +)*|[{,][ \t]*|\?[ \t]+)\*[^\s,[\]{}]+[ \t]*:(?:\s|$)/m;

// A block scalar's header: `key: |`, `- >-` (one with an indentation indicator is not told apart).
const BLOCK_HEADER = /^( *)((?:- +)*)((?:[^\s#?-]|[?-](?=\S))[^\n]*?:[ \t]+)?[|>][+-]?[ \t]*(?:#[^\n]*)?\r?$/;
// An explicit key holding a scalar on its line (PyYAML writes keys longer than 128 characters so).
const SCALAR_EXPLICIT_KEY = /^( *)((?:- +)*)\?[ \t]+(?:[^\s[\]{}&*!|>#?:,%@`-]|[?:-]\S)/;

const isBlank = (line: string): boolean => /^[ \t]*\r?$/.test(line);
const spacesBefore = (line: string): number => line.length - line.trimStart().length;

/**
 * The text the key guards read: the lines of block scalars blanked (a description's `[1]: https://…` is text, not a
 * flow key) and an explicit key holding a scalar, followed at once by its `:` line, read as a plain key.
 */
function keyLines(text: string): string {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const header = BLOCK_HEADER.exec(lines[i]!);
    if (header) {
      const [, indent, dashes, key] = header;
      // The indentation the scalar's lines must pass: its key's, or its sequence entry's dash's.
      const parent = key
        ? indent!.length + dashes!.length
        : dashes
          ? indent!.length + dashes.trimEnd().lastIndexOf('-')
          : -1;
      let first = i + 1;
      while (first < lines.length && isBlank(lines[first]!)) first++;
      const within = first < lines.length ? spacesBefore(lines[first]!) : 0;
      if (within <= parent) continue;
      let k = i + 1;
      for (; k < lines.length && (isBlank(lines[k]!) || spacesBefore(lines[k]!) >= within); k++) lines[k] = '';
      i = k - 1;
      continue;
    }
    const explicit = SCALAR_EXPLICIT_KEY.exec(lines[i]!);
    if (!explicit) continue;
    const column = explicit[1]!.length + explicit[2]!.length;
    const value = lines[i + 1];
    if (value?.startsWith(`${' '.repeat(column)}:`) && /^:(?:[ \t]|\r?$)/.test(value.slice(column))) {
      lines[i] = `${explicit[1]}${explicit[2]}key`;
      lines[i + 1] = `${' '.repeat(column + 1)}${value.slice(column + 1)}`;
      i++;
    }
  }
  return lines.join('\n');
}

/** Whether the key guards find a key the two libraries read differently, or a directive; `lines`: keyLines(text). */
function keysDiffer(text: string, lines: () => string): boolean {
  const differ = (t: string): boolean => COMPLEX_KEY.test(t) || NULL_KEY_OR_DIRECTIVE.test(t);
  return differ(text) && differ(lines());
}

/** A scalar type of one tag, made of the `yaml` package's tests for it (js-yaml keeps one type per tag). */
const scalar = (tag: string, forms: [RegExp, (s: string) => unknown][]): Type =>
  new Type(`tag:yaml.org,2002:${tag}`, {
    kind: 'scalar',
    resolve: (s: string) => forms.some(([test]) => test.test(s)),
    construct: (s: string) => forms.find(([test]) => test.test(s))![1](s),
  });

// The `yaml` package's core schema (its dist/schema/core), test for test, value for value.
const CORE = FAILSAFE_SCHEMA.extend({
  implicit: [
    scalar('null', [[/^(?:~|[Nn]ull|NULL)?$/, () => null]]),
    scalar('bool', [[/^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/, (s) => s[0] === 't' || s[0] === 'T']]),
    scalar('int', [
      [/^0o[0-7]+$/, (s) => parseInt(s.substring(2), 8)],
      [/^[-+]?[0-9]+$/, (s) => parseInt(s, 10)],
      [/^0x[0-9a-fA-F]+$/, (s) => parseInt(s.substring(2), 16)],
    ]),
    scalar('float', [
      [
        /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
        (s) => (s.slice(-3).toLowerCase() === 'nan' ? NaN : s[0] === '-' ? -Infinity : Infinity),
      ],
      [/^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/, parseFloat],
      [/^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/, parseFloat],
    ]),
  ],
});

/**
 * The data of a one-document YAML text as the `yaml` package's `parse` gives it (with `maxAliasCount`), read by
 * js-yaml; undefined when the text is not such plain data or js-yaml refuses it (the caller then reads it with the
 * `yaml` package).
 */
export function quickYaml(text: string, depthLimit: number, maxAliasCount: number): { data: unknown } | undefined {
  // Made once, when first asked: the key guards and the alias guard read it (a 3 MB spec's lines).
  let lines: string | undefined;
  const keyText = (): string => (lines ??= keyLines(text));
  if (keysDiffer(text, keyText)) return undefined;
  const aliases = new AliasCount(text);
  let depth = 0;
  try {
    const data = load(text, {
      schema: CORE,
      // Nodes open and close as js-yaml recurses into them: past the limit it is stopped (the `yaml` package then
      // says how deep).
      listener: (event, state) => {
        if (event === 'open') {
          if (++depth > depthLimit) throw new Error('too deep');
          aliases.open(state as unknown as NodeState);
        } else {
          depth--;
          aliases.close(state as unknown as NodeState);
        }
      },
    });
    if (!aliases.accepted(maxAliasCount)) return undefined;
    return aliases.anchored && ALIAS_KEY.test(keyText()) ? undefined : { data };
  } catch {
    return undefined;
  }
}

/** What the listener sees of js-yaml's state. */
interface NodeState {
  position: number;
  kind: string | null;
  anchor: string | null;
}

/**
 * The anchors and aliases of a reading, as the `yaml` package counts them: an anchor's node and each of its aliases
 * count once, times the uses of the aliases its node holds. Only the simple case is accepted: no anchored node holds an alias (no
 * product to work out), and no name is given twice.
 */
class AliasCount {
  private readonly open_: { start: number; holdsAlias: boolean }[] = [];
  private readonly uses = new Map<string, number>();
  /** Where each name's node ends: js-yaml may read a node's properties twice (as a key's, then as the node's). */
  private readonly ends = new Map<string, number>();
  private simple = true;

  constructor(private readonly text: string) {}

  get anchored(): boolean {
    return this.ends.size > 0;
  }

  open(state: NodeState): void {
    this.open_.push({ start: state.position, holdsAlias: false });
  }

  close(state: NodeState): void {
    const node = this.open_.pop()!;
    const parent = this.open_[this.open_.length - 1];
    // An alias leaves the node without a kind (as an empty node does: the text tells them apart).
    const alias = state.kind === null ? this.aliasAt(node.start) : undefined;
    if (alias !== undefined) this.uses.set(alias, (this.uses.get(alias) ?? 0) + 1);
    if (state.anchor !== null) {
      const end = this.ends.get(state.anchor);
      if (node.holdsAlias || (end !== undefined && end !== state.position)) this.simple = false;
      this.ends.set(state.anchor, state.position);
    }
    if (parent && (alias !== undefined || node.holdsAlias)) parent.holdsAlias = true;
  }

  accepted(maxAliasCount: number): boolean {
    if (!this.simple) return false;
    if (maxAliasCount < 0) return true;
    // The `yaml` package counts the anchored node as its first use.
    for (const n of this.uses.values()) if (n + 1 > maxAliasCount) return false;
    return true;
  }

  /** The alias name written at `from` (past spaces, line breaks and comments), if the node there is an alias. */
  private aliasAt(from: number): string | undefined {
    const rest = /^(?:\s|#[^\n]*)*\*([^\s,[\]{}]+)/.exec(this.text.slice(from, from + 1024));
    return rest?.[1];
  }
}
