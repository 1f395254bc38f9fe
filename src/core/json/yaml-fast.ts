// A faster reading of YAML that is plain data, for OpenAPI specs: the `yaml` package reads ~1 MB/s, and a real
// site's 1.5 MB spec (ringcentral's) was half of every pull request's run. js-yaml reads ~5× faster. It is used
// only where both libraries give the same data: no anchor (so no alias, whose expansion the `yaml` package counts
// and may refuse), no explicit or collection key (keys are stringified differently), no null key, no directive,
// nesting within the limit (js-yaml recurses: it is stopped past it), and with the `yaml` package's core schema
// for plain scalars (js-yaml's own also reads `0b1` and `1_000` as numbers). Whatever js-yaml refuses (an unknown
// tag, a duplicate key, a syntax error), the caller reads with the `yaml` package, whose messages stay the ones
// users see. Proven equal on every YAML file and frontmatter of the corpus (test/corpus/yaml-fast.test.ts).
import { FAILSAFE_SCHEMA, Type, load } from 'js-yaml';

// An explicit key (`? `) where a node may start, or a flow collection used as a key (`[a, b]: c`).
const COMPLEX_KEY = /(?:^|[\s,[{])\?(?=[ \t]|$)|^[ \t-]*[[{][^\n]*[\]}][ \t]*:(?:\s|$)/m;
// A null key (js-yaml names it "null", the `yaml` package ""), and a directive (`%YAML 1.1` changes the schema).
const NULL_KEY_OR_DIRECTIVE = /^[ \t-]*(?:~|null|Null|NULL)?[ \t]*:(?:\s|$)|^%/m;

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
 * The data of a one-document YAML text as the `yaml` package's `parse` gives it, read by js-yaml; undefined when
 * the text is not such plain data or js-yaml refuses it (the caller then reads it with the `yaml` package).
 */
export function quickYaml(text: string, depthLimit: number): { data: unknown } | undefined {
  if (COMPLEX_KEY.test(text) || NULL_KEY_OR_DIRECTIVE.test(text)) return undefined;
  let anchored = false;
  let depth = 0;
  try {
    const data = load(text, {
      schema: CORE,
      // Nodes open and close as js-yaml recurses into them: past the limit it is stopped (the `yaml` package then
      // says how deep). An anchor is told as its node closes (an alias needs one: without, js-yaml refuses it).
      listener: (event, state) => {
        if (event === 'open') {
          if (++depth > depthLimit) throw new Error('too deep');
        } else {
          depth--;
          if ((state as { anchor?: string | null }).anchor != null) anchored = true;
        }
      },
    });
    return anchored ? undefined : { data };
  } catch {
    return undefined;
  }
}
