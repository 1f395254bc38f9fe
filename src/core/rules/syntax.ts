// Findings about reading the files at all: JSON syntax, duplicate keys, limits, $ref, unsafe paths.
import type { SiteModel } from '../site/model.js';
import type { FindingSink } from './sink.js';

export function checkSyntax(site: SiteModel, out: FindingSink): void {
  for (const [file, parsed] of site.config.files) {
    for (const p of parsed.problems) {
      if (p.kind === 'syntax') {
        out.add(
          'json-syntax',
          p.span,
          `${file} is not valid JSON: ${p.message}. The site build stops at this point and nothing is deployed.`,
          {
            key: `${file}|${p.message}`,
            fix: p.message.includes('trailing comma')
              ? { message: 'Delete the comma before the closing bracket.' }
              : undefined,
          },
        );
      } else if (p.kind === 'too-deep') {
        out.add(
          'input-limit',
          p.span,
          `${file}: ${p.message}. No real navigation nests this deep; the file was not checked further.`,
          { key: `${file}|too-deep` },
        );
      } else {
        out.add(
          'duplicate-key',
          p.span,
          `"${p.message}" appears more than once in this object. JSON readers keep only the last one, so this earlier value is ignored by the site builder.`,
          {
            key: `${file}|${p.message}|${p.span.offset}`,
            fix: { message: `Remove one of the "${p.message}" entries, or merge them.` },
          },
        );
      }
    }
  }
  for (const p of site.config.refProblems) {
    out.add(p.kind === 'outside' ? 'unsafe-path' : 'ref-unresolved', p.span, p.message, {
      key: `${p.span.file}|${p.kind}|${p.message}`,
    });
  }
  for (const p of site.source.problems ?? []) {
    const rule = p.kind === 'symlink-outside-root' ? 'unsafe-path' : 'input-limit';
    out.add(rule, { file: p.path, line: 1, column: 1 }, `${p.path}: ${p.detail}`, { key: `${p.path}|${p.kind}` });
  }
}
