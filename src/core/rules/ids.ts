// Every rule id navguard knows, and the structured data each rule's findings carry. Programs (the comparison,
// the report, the JSON output) read `data`, never the message: wording is free to change, data is the contract.
// Adding a rule starts here: its id in `RuleData` with the shape of its data; the compiler then asks for the rest.

/** Where a value sits in docs.json: keys and array indexes from the top (`["navigation", "tabs", 0]`). */
export type JsonPath = (string | number)[];

/**
 * multiple-roots and mixed-children: which content key the builder keeps and which it drops; `failing`, when it
 * passes over the dropped one as failing its schema (the path of the first value that fails).
 */
type ChildTypes = {
  path: JsonPath;
  kept: string;
  dropped: string;
  listedElsewhere: boolean;
  pages?: string[];
  failing?: JsonPath;
};

export interface RuleData {
  /** `trailingComma`: the mistake is a comma before a closing bracket, which the fix deletes. */
  'json-syntax': { file: string; error: string; trailingComma?: true };
  'duplicate-key': { file: string; key: string };
  'input-limit': { file: string; limit: 'too-deep' | 'too-large' | 'not-utf8' | 'unreadable' | 'missing-object' };
  /** `path`: the symlink, or the `$ref` value as written. */
  'unsafe-path': { path: string; via: 'ref' | 'symlink' };
  /** `file`: the file holding the `$ref`; `ref`: its value as written (absent when it is not a string). */
  'ref-unresolved': { file: string; ref?: string; problem: 'missing' | 'circular' | 'invalid' | 'not-string' };
  /** `field`: the field at fault (absent for an array item); `path`: where it sits; `problem`: what is wrong. */
  /** `dropped`: the navigation entries the site builder leaves off the live site because of this problem. */
  /** `rejects`: the site builder rejects docs.json for it, and the build fails (builderRejection). */
  schema: { path: JsonPath; field?: string; problem: SchemaProblem; dropped?: number; rejects?: true };
  styling: { field: 'styling.eyebrows' | 'interaction.drilldown'; replacement?: string | boolean };
  /**
   * `kept`: the child type the builder keeps; `dropped`: the one it drops; `listedElsewhere`: nothing is lost;
   * `pages`: the page paths of the entries it drops.
   */
  'multiple-roots': ChildTypes;
  'mixed-children': ChildTypes;
  /** `href`: as written; `kept`: the content key the builder keeps instead (absent when there is none). */
  'division-href': { path: JsonPath; href: string; kept?: string };
  'menu-content': { path: JsonPath; key: string };
  'global-anchor-href': { anchor: string; href?: string };
  'unknown-language': { code: string; platformOnly: boolean; suggestion?: string };
  'empty-division': { path: JsonPath; key: string; fatal: boolean };
  /** `entry`: as written; `page`: the page path the builder looks for; `suggestion`: the nearest page. */
  /**
   * `folder` and `entries`: one finding for the entries (at least 3 pages) under a folder with no files at all, on
   * the first of them; `entry` and `page` are that first one's.
   */
  /** `renamedTo`: set in a diff when the change moved the entry's page there (compare/says-deleted.ts). */
  'page-not-found': {
    entry: string;
    page: string;
    groupRoot: boolean;
    suggestion?: string;
    renamedTo?: string;
    /** The page a redirect from the entry's path sends readers to, where one does. */
    redirectedTo?: string;
    /** The entry (a folder's finding: every entry) sits in a part of the navigation the sidebar hides. */
    hidden?: boolean;
    /** A folder's finding (entries under a folder with no files): the folder, the entries and the pages they name. */
    folder?: string;
    entries?: string[];
    pages?: string[];
  };
  /** `page`: the existing page the entry names, written the way the builder matches it. */
  'page-path-format': { entry: string; page: string };
  'duplicate-page': { page: string };
  /** `wasIn`: a diff's base had it in the navigation there (compare/left-behind.ts); `copy`: the page added that looks like its new place. */
  'orphan-page': { page: string; wasIn?: string; copy?: string };
  /** `reason`: the MDX parser's, as it gives it; the finding's line and column are where it stopped. */
  'mdx-syntax': { page: string; reason: string };
  /** `spec`: as written; `page`: the page whose frontmatter names it (absent in the navigation). */
  'openapi-not-found': { spec: string; page?: string; suggestion?: string };
  'openapi-invalid': { spec: string };
  'endpoint-not-found': { method: string; path: string; specs: string[]; page?: string; suggestion?: string };
  'endpoint-without-openapi': { method: string; path: string; page?: string };
  /**
   * `url`: the link as written; `target`: the docs-root path it leads to (absent when it climbs above the root);
   * `kind`: the syntax it was written in; `renamedTo`: set when the change renamed the page it pointed at (or moved
   * the file, where the fix points the link);
   * `casedAs`: the page or file that exists at `target` but for letter case.
   */
  'broken-link': {
    url: string;
    target?: string;
    kind: 'markdown' | 'image' | 'definition' | 'href' | 'src';
    renamedTo?: string;
    /** The old path of a renamed page whose suggested redirect (missing-redirect) mends the link too. */
    viaRedirect?: string;
    casedAs?: string;
    /** Set when it leads to a folder with no index page (a warning: what the live site shows there is not known). */
    folder?: true;
    /** In a diff: the link the change edited on this line, which was already dead (compare/edited-dead-links.ts). */
    brokenBefore?: string;
    /** In a snippet no page shows (rules/shared/snippet-use.ts): a warning until a page renders it. */
    unshown?: true;
  };
  /**
   * `url`: the link as written; `page`: the docs-root path of the page it leads to; `fragment`: the fragment checked,
   * as written (a redirect destination's own fragment when it has one); `close`: ids of that page close to it;
   * `suggestion`: the one it obviously meant; `renamedTo`: the id the change renamed it to; `empty`: a Markdown
   * link with no text (`[](#id)`), which no reader sees (a warning); `encoded`: the page's percent-encoded id (a Tab
   * title outside ASCII) that the fragment names decoded (a warning).
   */
  'broken-anchor': {
    url: string;
    page: string;
    fragment: string;
    close: string[];
    kind: 'markdown' | 'image' | 'definition' | 'href' | 'src';
    suggestion?: string;
    renamedTo?: string;
    empty?: true;
    encoded?: string;
    /** In a diff: the link the change edited on this line, which was already dead (compare/edited-dead-links.ts). */
    brokenBefore?: string;
    /** In a snippet no page shows (rules/shared/snippet-use.ts): a warning until a page renders it. */
    unshown?: true;
    /** The heading the fragment names, inside a code block that never closes (its line, text, and the fence's line). */
    inCode?: { line: number; heading: string; fence: number };
  };
  /**
   * `page`: docs-root path (`pages`: every page, when a snippet gave the id to more than one); `from`: the id links
   * still name; `to`: the id the change renamed it to, and `toKind` what holds it (a heading, an Accordion…); the
   * links.
   */
  'anchor-removed': {
    page: string;
    pages?: string[];
    from: string;
    to?: string;
    toKind?: string;
    links: { file: string; line: number; url: string }[];
  };
  /** Asset (image, file) links checked, and how many of them lead nowhere. */
  'assets-missing': { failed: number; checked: number };
  /**
   * `source`: the import's source as written; `target`: the docs-root path it names (absent when it climbs above the
   * root); `suggestion`: the one file elsewhere with its name.
   */
  /** `renamedTo`: set in a diff when the change moved the file (git's rename) where the fix points the import. */
  'import-not-found': { source: string; target?: string; suggestion?: string; renamedTo?: string };
  /** `reason`: the YAML reader's, as it says it. */
  'frontmatter-syntax': { reason: string };
  /** `line`: where the code block opens; `headings`: the heading lines it holds, as written (without the `#`s). */
  'unclosed-code-block': { line: number; lines: number; headings: string[] };
  'redirect-target-missing': {
    source: string;
    destination: string;
    suggestion?: string;
    renamedTo?: string;
    /** The destination is a folder with no index page (a warning: what the live site serves there is not known). */
    folder?: true;
  };
  /** The paths the redirects pass through, first to last (the last is where the loop closes). */
  'redirect-loop': { trail: string[] };
  'redirect-chain': { source: string; destination: string; final: string };
  'redirect-duplicate-source': { source: string; firstSource: string; sameDestination: boolean };
  /**
   * What makes the source unusable: a `#fragment`, a `?query`, or no leading "/". `answeredBy`: the page or the
   * other redirect that answers the path readers' browsers ask for (then the redirect is dead, not a 404).
   */
  'redirect-source-format': {
    source: string;
    problem: 'fragment' | 'query' | 'no-leading-slash';
    answeredBy?: { kind: 'page'; page: string } | { kind: 'redirect'; source: string; destination: string };
  };
  /** `missing`: the destination's parameters the source does not capture (`*` for a bare wildcard). */
  'redirect-wildcard-mismatch': { source: string; destination: string; missing: string[] };
  /** `params`: the `:name` parameters written without `*`. */
  'redirect-param-no-star': { source: string; params: string[] };
  /** `page`: the docs-root path of the page the source also names. */
  /** `listed`: a navigation entry reaches the page (when not, the page is not also reported as an orphan). */
  /** `itself`: the redirect's destination is its own source. */
  'redirect-shadows-page': { source: string; page: string; listed: boolean; itself?: true };
  /** The site is on mint.json: docs.json is the builder's upgrade of it. */
  'legacy-mint-json': { file: string };
  /** A mint.json beside docs.json that the builder rejects; `problems`: why, in words. */
  'mint-json-invalid': { file: string; problems: string[] };
  /** A mint.json beside docs.json that a change edited or added. */
  'mint-json-ignored': { file: string };
  /** `folder`: the docs root in the repository ('' for the top). */
  'empty-site': { folder: string };
  /**
   * `scope`/`rules`: the comment as written (no rules: every rule); `unknown`: ids in it that name no rule.
   */
  'unused-suppression': { scope: 'next-line' | 'file'; rules: string[]; unknown: string[] };
  /** How many pages the base published. */
  'docs-json-removed': { pages: number };
  /** `source`/`destination`: page paths with a leading "/"; no destination when none could be guessed. */
  'missing-redirect': {
    /** The old URL path, or `/old/:slug*` when a whole folder went. */
    source: string;
    destination?: string;
    renamedTo?: string;
    /** A folder's finding: the page slugs it covers. */
    pages?: string[];
    /** A folder's finding: links elsewhere in the site that led into it (the wildcard redirect serves them too). */
    links?: { file: string; line: number; url: string }[];
    /** The redirects the fix adds, in order (none when no destination is known). */
    redirects: { source: string; destination: string }[];
    /** API pages a spec makes, moved (a tag renamed, a summary edited): `pages` and `renamedTo` say where. */
    api?: true;
    /** A redirect the change took out, whose old URL nothing answers now: `source` and `destination` are its own. */
    droppedRedirect?: true;
    /** The base's docs.json is one the site builder rejects, at this file:line: a warning (unbuilt-base.ts). */
    unbuiltBase?: string;
  };
}

export type SchemaProblem =
  | 'not-an-object'
  | 'legacy-key'
  | 'unknown-root-key'
  | 'group-spec'
  | 'no-primary-key'
  | 'unknown-field'
  | 'missing-field'
  | 'wrong-type'
  | 'not-allowed-value'
  | 'empty'
  | 'icon-prefix'
  | 'pattern'
  | 'other';

/** A rule's stable id: a wrong one does not compile. */
export type RuleId = keyof RuleData;

/**
 * Every rule id at run time, in the order the registry lists the rules (a test holds the two equal): the config,
 * suppression comments and the command line check the names they are given against it, without loading the rules.
 */
export const RULE_IDS = [
  'json-syntax',
  'duplicate-key',
  'input-limit',
  'unsafe-path',
  'ref-unresolved',
  'schema',
  'multiple-roots',
  'mixed-children',
  'division-href',
  'menu-content',
  'global-anchor-href',
  'unknown-language',
  'empty-division',
  'styling',
  'page-not-found',
  'page-path-format',
  'duplicate-page',
  'openapi-not-found',
  'openapi-invalid',
  'endpoint-not-found',
  'endpoint-without-openapi',
  'orphan-page',
  'frontmatter-syntax',
  'mdx-syntax',
  'unclosed-code-block',
  'broken-link',
  'assets-missing',
  'import-not-found',
  'broken-anchor',
  'anchor-removed',
  'redirect-target-missing',
  'redirect-loop',
  'redirect-chain',
  'redirect-duplicate-source',
  'redirect-source-format',
  'redirect-wildcard-mismatch',
  'redirect-param-no-star',
  'redirect-shadows-page',
  'missing-redirect',
  'empty-site',
  'docs-json-removed',
  'legacy-mint-json',
  'mint-json-invalid',
  'mint-json-ignored',
  'unused-suppression',
] as const satisfies readonly RuleId[];

// Every rule id is listed: otherwise this line does not compile.
const everyIdListed: [RuleId] extends [(typeof RULE_IDS)[number]] ? true : never = true;
void everyIdListed;

const KNOWN: ReadonlySet<string> = new Set(RULE_IDS);

/** Whether a string is a known rule id (navguard's config names rules as strings). */
export function isRuleId(id: string): id is RuleId {
  return KNOWN.has(id);
}
