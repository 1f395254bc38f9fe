// package.json `engines` is a promise: every package that `npm ci` installs (the dev tools too) runs on the
// oldest Node it names. A dependency that wants a newer Node makes `npm ci` print EBADENGINE and may break.
import { describe, it, expect } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');

interface Lock {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
}

describe('engines', () => {
  it('every locked package runs on the oldest Node that package.json engines allows', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines: { node: string } };
    const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as Lock;
    const oldest = semver.minVersion(pkg.engines.node)!.version;
    const wantNewer = Object.entries(lock.packages)
      .filter(([name]) => name)
      .map(([name, p]) => ({ name, version: p.version, node: Array.isArray(p.engines) ? undefined : p.engines?.node }))
      .filter((p) => p.node && !semver.satisfies(oldest, p.node))
      .map((p) => `${p.name}@${p.version} wants node ${p.node}`);
    expect(wantNewer).toEqual([]);
  });
});
