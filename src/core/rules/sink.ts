// Where rules put findings: turns spans into file/line/column and applies nothing else (policy comes later).
import type { Span } from '../json/document.js';
import { LineIndex } from '../json/positions.js';
import type { SiteModel } from '../site/model.js';
import type { Finding, Fix, RuleData, RuleId, Severity } from '../types.js';
import { RULES } from './registry.js';
import { joinPath } from '../paths.js';

export interface Loc {
  file: string;
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
}

export interface Extra<R extends RuleId> {
  key: string;
  /** What the finding is about, for programs (see ./ids.ts). */
  data: RuleData[R];
  fix?: Fix;
  severity?: Severity;
  /** See Finding.subject. */
  subject?: string;
}

export class FindingSink {
  readonly findings: Finding[] = [];
  private readonly lineCache = new Map<string, LineIndex>();

  constructor(private readonly site: SiteModel) {}

  /** File path as shown to users: relative to the repository root. */
  repoPath(file: string): string {
    return joinPath(this.site.source.rootPrefix, file);
  }

  lines(file: string): LineIndex {
    const parsed = this.site.docsJson.files.get(file);
    if (parsed) return parsed.lines;
    let li = this.lineCache.get(file);
    if (!li) {
      li = new LineIndex(this.site.source.read(file) ?? '');
      this.lineCache.set(file, li);
    }
    return li;
  }

  /** The file the writer edits for what docs.json holds: mint.json on a site still on it. */
  get configFile(): string {
    return this.site.source.upgradedFrom?.file ?? 'docs.json';
  }

  locate(span: Span): Loc & { exact: boolean } {
    const upgraded = this.site.source.upgradedFrom;
    let exact = true;
    if (upgraded && span.file === 'docs.json') {
      // docs.json is the upgrade of mint.json: the place is shown where the writer can find it.
      const mapped = upgraded.mapSpan(span.offset, span.length);
      exact = mapped.exact;
      span = { file: upgraded.file, offset: mapped.offset, length: mapped.length };
    }
    const li = this.lines(span.file);
    const start = li.at(span.offset);
    const end = li.at(span.offset + span.length);
    return { file: span.file, line: start.line, column: start.column, endLine: end.line, endColumn: end.column, exact };
  }

  add<R extends RuleId>(rule: R, where: Span | Loc, message: string, extra: Extra<R>): void {
    const loc: Loc = 'offset' in where ? this.locate(where) : where;
    const info = RULES.get(rule);
    if (!info) throw new Error(`unregistered rule ${rule}`);
    // Built a key at a time, in the order reports show them: spreading optional parts into a literal cost a
    // third of the links rule's reporting on a site with 48,000 broken links (77 of 209 ms).
    const f = {
      rule,
      severity: extra.severity ?? info.severity,
      file: this.repoPath(loc.file),
      line: loc.line,
      column: loc.column,
    } as Finding;
    if (loc.endLine !== undefined) {
      f.endLine = loc.endLine;
      f.endColumn = loc.endColumn;
    }
    f.message = message;
    if (extra.fix) f.fix = extra.fix;
    f.key = `${rule}|${extra.key}`;
    if (extra.subject) f.subject = extra.subject;
    f.data = extra.data;
    this.findings.push(f);
  }

  /** An edit replacing exactly the text of a span (e.g. a JSON string value, quotes included). */
  replaceEdit(span: Span, newText: string): Fix['edits'] {
    const loc = this.locate(span);
    // No edit where the upgrade made the place up (a tab it created): there is no such text in mint.json.
    if (!loc.exact) return undefined;
    return [
      {
        file: this.repoPath(loc.file),
        line: loc.line,
        column: loc.column,
        endLine: loc.endLine!,
        endColumn: loc.endColumn!,
        newText,
      },
    ];
  }
}
