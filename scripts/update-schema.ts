// `npm run update-schema`: refreshes the pinned copy of Mintlify's published docs.json fields from the installed
// @mintlify/validation (bump it first: `npm install -D @mintlify/validation@latest`) and prints what changed.
import fs from 'node:fs';
import path from 'node:path';
import { fieldsSource, mintlifyFields, type MintlifyFields } from './mintlify-fields.js';

const PROJECT_DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const FILE = 'src/core/generated/mintlify-fields.generated.ts';

function installedVersion(): string {
  const pkg = path.join(PROJECT_DIR, 'node_modules', '@mintlify', 'validation', 'package.json');
  return (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { version: string }).version;
}

function previous(text: string | undefined): MintlifyFields | undefined {
  const m = text && /= (\{[\s\S]*\}) as const;/.exec(text);
  return m ? (JSON.parse(m[1]!) as MintlifyFields) : undefined;
}

function changes(name: string, before: readonly string[] = [], after: readonly string[] = []): string[] {
  const added = after.filter((x) => !before.includes(x));
  const removed = before.filter((x) => !after.includes(x));
  return [
    ...(added.length ? [`  ${name}: added ${added.join(', ')}`] : []),
    ...(removed.length ? [`  ${name}: removed ${removed.join(', ')}`] : []),
  ];
}

const file = path.join(PROJECT_DIR, FILE);
const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
const old = previous(current);
const fresh = mintlifyFields(installedVersion());
fs.writeFileSync(file, fieldsSource(fresh));
const lines = [
  ...changes('themes', old?.themes, fresh.themes),
  ...changes('root keys', old?.rootKeys, fresh.rootKeys),
  ...changes('required root keys', old?.rootRequired, fresh.rootRequired),
  ...Object.entries(fresh.elements).flatMap(([k, v]) =>
    changes(k, old?.elements[k as keyof MintlifyFields['elements']], v),
  ),
  ...changes('global', old?.global, fresh.global),
];
process.stdout.write(
  `${FILE}: ${old?.source ?? '(none)'} → ${fresh.source}\n${lines.length ? lines.join('\n') : '  no field changed'}\n` +
    'Run `npm run generate` and the tests: test/core/schema-drift.test.ts names what navguard must follow.\n',
);
