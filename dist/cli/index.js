#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 6928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 1916:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  gZ: () => (/* binding */ MAX_FILE_BYTES),
  _6: () => (/* binding */ decodeUtf8),
  X5: () => (/* binding */ directorySource),
  Gn: () => (/* binding */ findRepoRoot)
});

// UNUSED EXPORTS: gitBlobId

;// CONCATENATED MODULE: external "node:buffer"
const external_node_buffer_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");
;// CONCATENATED MODULE: external "node:crypto"
const external_node_crypto_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
;// CONCATENATED MODULE: ./lib/adapters/fs-source.js
// A docs folder on disk as a SiteSource. The only place the engine touches the file system for a site:
// it lists what is under the root, refuses symlinks that lead out of it, and reads only listed files.




/** Larger files are not read: no page or docs.json is this big, and reading one would stall the run. */
const MAX_FILE_BYTES = 64 * 1024 * 1024;
const SKIP_DIRS = new Set(['.git', 'node_modules']);
function findRepoRoot(dir) {
    for (let d = external_node_path_.resolve(dir);; d = external_node_path_.dirname(d)) {
        if (external_node_fs_.existsSync(external_node_path_.join(d, '.git')))
            return d;
        if (external_node_path_.dirname(d) === d)
            return undefined;
    }
}
/** Decode UTF-8 strictly; undefined when the bytes are not UTF-8 text. */
function decodeUtf8(buf) {
    return (0,external_node_buffer_namespaceObject.isUtf8)(buf) ? buf.toString('utf8') : undefined;
}
function directorySource(rootDir, repoRoot = findRepoRoot(rootDir)) {
    const root = external_node_fs_.realpathSync(external_node_path_.resolve(rootDir));
    const problems = [];
    const files = [];
    const walk = (dir, rel) => {
        for (const ent of external_node_fs_.readdirSync(dir, { withFileTypes: true })) {
            const relPath = rel ? `${rel}/${ent.name}` : ent.name;
            const abs = external_node_path_.join(dir, ent.name);
            if (ent.isSymbolicLink()) {
                let real;
                try {
                    real = external_node_fs_.realpathSync(abs);
                }
                catch {
                    problems.push({ path: relPath, kind: 'unreadable', detail: 'this symlink points at nothing' });
                    continue;
                }
                if (real !== root && !real.startsWith(root + external_node_path_.sep)) {
                    problems.push({
                        path: relPath,
                        kind: 'symlink-outside-root',
                        detail: 'this symlink points outside the docs folder; navguard did not follow it, and the site builder will not publish what it points to',
                    });
                    continue;
                }
                if (external_node_fs_.statSync(real).isFile())
                    files.push(relPath);
                continue; // links to folders inside the root would list files twice
            }
            if (ent.isDirectory()) {
                if (!SKIP_DIRS.has(ent.name))
                    walk(abs, relPath);
            }
            else if (ent.isFile())
                files.push(relPath);
        }
    };
    walk(root, '');
    files.sort();
    const listed = new Set(files);
    const cache = new Map();
    const ids = new Map();
    const rootPrefix = repoRoot ? external_node_path_.relative(external_node_fs_.realpathSync(repoRoot), root).split(external_node_path_.sep).join('/') : '';
    return {
        files,
        problems,
        rootPrefix: rootPrefix.startsWith('..') ? '' : rootPrefix,
        read(p) {
            if (!listed.has(p))
                return undefined;
            if (cache.has(p))
                return cache.get(p);
            let text;
            const abs = external_node_path_.join(root, p);
            const size = external_node_fs_.statSync(abs).size;
            if (size > MAX_FILE_BYTES) {
                problems.push({
                    path: p,
                    kind: 'too-large',
                    detail: `the file is ${(size / 1048576).toFixed(0)} MB; navguard reads files up to ${MAX_FILE_BYTES / 1048576} MB`,
                });
            }
            else {
                text = decodeUtf8(external_node_fs_.readFileSync(abs));
                if (text === undefined)
                    problems.push({ path: p, kind: 'not-utf8', detail: 'the file is not valid UTF-8 text, so it was not read' });
            }
            cache.set(p, text);
            return text;
        },
        // The id git would give the file (a blob's SHA-1), so that a folder and a git revision compare by
        // content too: scans are shared and identical pages under new names are renames, without texts.
        contentId(p) {
            if (!listed.has(p))
                return undefined;
            if (ids.has(p))
                return ids.get(p);
            const abs = external_node_path_.join(root, p);
            const id = external_node_fs_.statSync(abs).size > MAX_FILE_BYTES ? undefined : gitBlobId(external_node_fs_.readFileSync(abs));
            ids.set(p, id);
            return id;
        },
    };
}
function gitBlobId(bytes) {
    return (0,external_node_crypto_namespaceObject.createHash)('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}
//# sourceMappingURL=fs-source.js.map

/***/ }),

/***/ 3335:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  e: () => (/* binding */ UsageError),
  i: () => (/* binding */ main)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
;// CONCATENATED MODULE: external "node:util"
const external_node_util_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");
// EXTERNAL MODULE: ./lib/core/errors.js
var errors = __nccwpck_require__(3828);
;// CONCATENATED MODULE: external "node:child_process"
const external_node_child_process_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");
;// CONCATENATED MODULE: ./lib/adapters/git.js
// A thin adapter over the git CLI: run git (blocking or not), resolve revisions (fetching a missing one in
// shallow clones), and ask git what changed. Reading a revision's files is in ./git-source.ts.

class GitError extends Error {
}
const GIT_ENV = { ...process.env, GIT_TERMINAL_PROMPT: '0' };
function gitFailed(args, stderr) {
    return new GitError(`git ${args.join(' ')} failed: ${stderr.trim()}`);
}
function git(repo, args, input) {
    const r = (0,external_node_child_process_namespaceObject.spawnSync)('git', ['-c', 'core.quotepath=off', ...args], {
        cwd: repo,
        input,
        maxBuffer: 4 * 1024 * 1024 * 1024,
        env: GIT_ENV,
    });
    if (r.error)
        throw new GitError(`git could not be run: ${r.error.message}`);
    if (r.status !== 0)
        throw gitFailed(args, r.stderr.toString());
    return r.stdout;
}
/**
 * Run git without blocking, so that several git processes and the caller's own work overlap. Output goes
 * to `consume` as it arrives when given (the result is then empty), else is returned whole.
 */
function gitAsync(repo, args, input = '', consume) {
    return new Promise((resolve, reject) => {
        const child = (0,external_node_child_process_namespaceObject.spawn)('git', ['-c', 'core.quotepath=off', ...args], { cwd: repo, env: GIT_ENV });
        const out = [];
        const err = [];
        child.stdout.on('data', (d) => (consume ? consume(d) : out.push(d)));
        child.stderr.on('data', (d) => err.push(d));
        child.on('error', (e) => reject(new GitError(`git could not be run: ${e.message}`)));
        child.on('close', (code) => code === 0 ? resolve(Buffer.concat(out)) : reject(gitFailed(args, Buffer.concat(err).toString())));
        // git may exit before reading all its input (a bad revision); 'close' then says why.
        child.stdin.on('error', () => undefined);
        child.stdin.end(input);
    });
}
/** The top folder of the git work tree holding `dir`; undefined outside one. */
function repoTop(dir) {
    const r = (0,external_node_child_process_namespaceObject.spawnSync)('git', ['rev-parse', '--show-toplevel'], { cwd: dir });
    return r.status === 0 ? r.stdout.toString().trim() || undefined : undefined;
}
/**
 * The commit a revision names. In a shallow clone (as actions/checkout makes) the base commit is often
 * absent: fetch just that commit from origin, then try again.
 */
function resolveCommit(repo, rev, fetch = true) {
    const tryResolve = () => {
        const r = (0,external_node_child_process_namespaceObject.spawnSync)('git', ['rev-parse', '--verify', '--quiet', `${rev}^{commit}`], { cwd: repo });
        return r.status === 0 ? r.stdout.toString().trim() : undefined;
    };
    let sha = tryResolve();
    if (!sha && fetch) {
        const r = (0,external_node_child_process_namespaceObject.spawnSync)('git', ['fetch', '--no-tags', '--quiet', '--depth=1', 'origin', rev], {
            cwd: repo,
            env: { ...process.env, GIT_TERMINAL_PROMPT: '0' },
        });
        if (r.status === 0)
            sha =
                tryResolve() ??
                    (/^[0-9a-f]{7,40}$/i.test(rev)
                        ? undefined
                        : (0,external_node_child_process_namespaceObject.spawnSync)('git', ['rev-parse', 'FETCH_HEAD'], { cwd: repo }).stdout.toString().trim() || undefined);
        if (!sha) {
            const why = r.status === 0 ? '' : ` (fetching it from origin failed: ${r.stderr.toString().trim().split('\n').pop()})`;
            throw new GitError(`the revision "${rev}" is not in this clone${why}. With actions/checkout, set fetch-depth: 0 or let navguard fetch the base commit.`);
        }
    }
    if (!sha)
        throw new GitError(`the revision "${rev}" is not in this clone`);
    return sha;
}
/** Files git sees as renamed between two commits (or a commit and the working tree), docs-root-relative. */
async function gitChanges(repo, base, head, rootPrefix) {
    const prefix = rootPrefix ? `${rootPrefix}/` : '';
    const args = [
        'diff',
        '--find-renames',
        '-z',
        '--name-status',
        base,
        ...(head ? [head] : []),
        '--',
        ...(rootPrefix ? [rootPrefix] : ['.']),
    ];
    const parts = (await gitAsync(repo, args)).toString('utf8').split('\0');
    const renames = [];
    const changed = [];
    const strip = (p) => (p.startsWith(prefix) ? p.slice(prefix.length) : p);
    for (let i = 0; i < parts.length;) {
        const status = parts[i++];
        if (!status)
            continue;
        if (status.startsWith('R') || status.startsWith('C')) {
            const from = strip(parts[i++]);
            const to = strip(parts[i++]);
            if (status.startsWith('R'))
                renames.push({ from, to, similarity: Number(status.slice(1)) || 0 });
            changed.push(to);
        }
        else
            changed.push(strip(parts[i++]));
    }
    return { renames, changed };
}
/** The commit where two histories meet: what a PR's "before" really is. */
function mergeBase(repo, a, b) {
    const r = (0,external_node_child_process_namespaceObject.spawnSync)('git', ['merge-base', a, b], { cwd: repo });
    return r.status === 0 ? r.stdout.toString().trim() : undefined;
}
//# sourceMappingURL=git.js.map
// EXTERNAL MODULE: ./lib/adapters/fs-source.js + 2 modules
var fs_source = __nccwpck_require__(1916);
;// CONCATENATED MODULE: external "node:os"
const external_node_os_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");
// EXTERNAL MODULE: ./lib/core/paths.js
var paths = __nccwpck_require__(4539);
// EXTERNAL MODULE: ./lib/core/mdx/scan.js
var mdx_scan = __nccwpck_require__(302);
;// CONCATENATED MODULE: ./lib/adapters/git-source.js
// A revision's docs folder read from git as a SiteSource, without a checkout: trees listed with ls-tree,
// blobs read with `git cat-file --batch` in the background, pages scanned as they arrive.





const TEXT_FILE = /\.(mdx?|json|ya?ml)$|(^|\/)\.mintignore$/i;
async function lsTree(repo, commit, prefix) {
    const out = (await gitAsync(repo, ['ls-tree', '-r', '-z', '--full-tree', commit, ...(prefix ? ['--', prefix] : [])])).toString('utf8');
    const entries = [];
    for (const rec of out.split('\0')) {
        if (!rec)
            continue;
        const tab = rec.indexOf('\t');
        const [mode, type, sha] = rec.slice(0, tab).split(' ');
        entries.push({ mode: mode, type: type, sha: sha, path: rec.slice(tab + 1) });
    }
    return entries;
}
/**
 * Read many blobs, skipping those already in the cache. Large batches are split over one `git cat-file
 * --batch` per core; each output is parsed as it streams in, so the whole of it is never held at once.
 */
async function readBlobs(repo, shas, cache, consume) {
    const unique = [...new Set(shas)].filter((s) => !cache.has(s));
    if (!unique.length)
        return;
    const parts = unique.length < 1000 ? 1 : Math.min(4, (0,external_node_os_namespaceObject.availableParallelism)());
    const size = Math.ceil(unique.length / parts);
    const batches = [];
    for (let i = 0; i < unique.length; i += size)
        batches.push(unique.slice(i, i + size));
    await Promise.all(batches.map((batch) => gitAsync(repo, ['cat-file', '--batch', '--buffer'], batch.join('\n') + '\n', batchReader(cache, consume))));
}
/**
 * A consumer of `git cat-file --batch` output ("<sha> <type> <size>\n<bytes>\n" or "<sha> missing\n")
 * that stores each blob in the cache as soon as its bytes are in.
 */
function batchReader(cache, consume) {
    let pending = [];
    let need = -1; // bytes of the current object still to come (+1 for its newline); -1: reading a header
    let sha = '';
    let size = 0;
    let header = '';
    return (chunk) => {
        let pos = 0;
        while (pos < chunk.length) {
            if (need < 0) {
                const nl = chunk.indexOf(10, pos);
                if (nl < 0) {
                    header += chunk.toString('latin1', pos);
                    return;
                }
                header += chunk.toString('latin1', pos, nl);
                pos = nl + 1;
                const [id, type, n] = header.split(' ');
                header = '';
                if (type === 'missing' || n === undefined)
                    continue;
                sha = id;
                size = Number(n);
                need = size + 1;
                continue;
            }
            const take = Math.min(need, chunk.length - pos);
            if (size <= fs_source/* MAX_FILE_BYTES */.gZ)
                pending.push(chunk.subarray(pos, pos + take));
            pos += take;
            need -= take;
            if (need === 0) {
                const bytes = pending.length === 1 ? pending[0] : Buffer.concat(pending);
                // Oversized blobs are not decoded: the caller reports them from the size.
                const text = size > fs_source/* MAX_FILE_BYTES */.gZ ? undefined : (0,fs_source/* decodeUtf8 */._6)(bytes.subarray(0, size));
                cache.set(sha, text !== undefined && consume?.(sha, text) ? { size, text: undefined, released: true } : { size, text });
                pending = [];
                need = -1;
            }
        }
    };
}
function planTree(entries, prefix, linkTargets) {
    const problems = [];
    const byPath = new Map(entries.map((e) => [e.path.slice(prefix.length), e]));
    const files = [];
    const wanted = [];
    for (const e of entries) {
        const rel = e.path.slice(prefix.length);
        if (rel.split('/').some((s) => s === '.git' || s === 'node_modules'))
            continue;
        if (e.mode === '120000') {
            // A symlink in git is a blob holding its target: follow it only when it stays inside the docs folder.
            const target = linkTargets.get(e.sha)?.text ?? '';
            const resolved = target.startsWith('/') ? undefined : (0,paths/* normalizePath */.Fd)((0,paths/* joinPath */.uJ)((0,paths/* dirname */.pD)(rel), target));
            const dest = resolved !== undefined ? byPath.get(resolved) : undefined;
            if (!dest || dest.mode === '120000') {
                problems.push({
                    path: rel,
                    kind: 'symlink-outside-root',
                    detail: `this symlink points to "${target}", outside the docs folder (or at nothing); navguard did not follow it`,
                });
                continue;
            }
            files.push(rel);
            if (TEXT_FILE.test(rel))
                wanted.push({ ...dest, path: e.path });
            continue;
        }
        files.push(rel);
        if (TEXT_FILE.test(rel))
            wanted.push(e);
    }
    files.sort();
    return { files, wanted, problems };
}
function sourceFromPlan(repo, plan, prefix, rootPrefix, blobs) {
    const { files, problems } = plan;
    const ids = new Map();
    for (const w of plan.wanted) {
        const rel = w.path.slice(prefix.length);
        const blob = blobs.get(w.sha);
        if (!blob)
            continue;
        if (blob.size > fs_source/* MAX_FILE_BYTES */.gZ) {
            problems.push({
                path: rel,
                kind: 'too-large',
                detail: `the file is ${(blob.size / 1048576).toFixed(0)} MB; navguard reads files up to ${fs_source/* MAX_FILE_BYTES */.gZ / 1048576} MB`,
            });
            continue;
        }
        if (blob.text === undefined && !blob.released)
            problems.push({ path: rel, kind: 'not-utf8', detail: 'the file is not valid UTF-8 text, so it was not read' });
        ids.set(rel, w.sha);
    }
    // The engine reads a page once, to scan it (a state whose page has the same id reuses that scan), so a
    // page's text is let go after its first read and the rare second read goes back to git: on a
    // 30,000-page site that is ~60 MB that need not stay alive to the end.
    const read = (p) => {
        const id = ids.get(p);
        const blob = id === undefined ? undefined : blobs.get(id);
        if (!blob)
            return undefined;
        if (blob.released)
            return git(repo, ['cat-file', 'blob', id]).toString('utf8');
        const text = blob.text;
        if (text !== undefined && (0,paths/* isPageFile */.MV)(p)) {
            blob.text = undefined;
            blob.released = true;
        }
        return text;
    };
    return { files, problems, rootPrefix: rootPrefix.replace(/\/+$/, ''), read, contentId: (p) => ids.get(p) };
}
/**
 * Revisions' docs folders as SiteSources, in the order of `commits`. Trees are listed and blobs read by
 * git processes running beside each other (and beside whatever the caller does meanwhile); a blob the
 * revisions share is read once. Given `scans`, pages are scanned as they arrive, while git is still
 * reading, and only their scans are kept (by blob id, as the engine's scan cache wants them).
 */
async function gitSources(repo, commits, rootPrefix, cache = new Map(), scans) {
    const prefix = rootPrefix ? `${rootPrefix.replace(/\/+$/, '')}/` : '';
    const trees = (await Promise.all(commits.map((c) => lsTree(repo, c, prefix)))).map((t) => t.filter((e) => e.type === 'blob' && e.path.startsWith(prefix)));
    await readBlobs(repo, trees.flatMap((t) => t.filter((e) => e.mode === '120000').map((e) => e.sha)), cache);
    const plans = trees.map((t) => planTree(t, prefix, cache));
    const pages = new Set(plans.flatMap((p) => p.wanted.filter((w) => (0,paths/* isPageFile */.MV)(w.path)).map((w) => w.sha)));
    // Pages are scanned just after the chunk of git's output that completed them, not inside its handler:
    // a chunk still held while scanning allocates survives into the old generation, and on a large site
    // those chunks pile up to tens of MB until the next full collection.
    const queue = [];
    const drain = () => {
        for (let job = queue.shift(); job; job = queue.shift())
            scans.set(job[0], (0,mdx_scan/* scanPage */.DA)(job[1]));
    };
    const scan = scans &&
        ((sha, text) => {
            if (!pages.has(sha))
                return false;
            if (queue.push([sha, text]) === 1)
                queueMicrotask(drain);
            return true;
        });
    await readBlobs(repo, plans.flatMap((p) => p.wanted.map((w) => w.sha)), cache, scan);
    if (scans)
        drain();
    return plans.map((p) => sourceFromPlan(repo, p, prefix, rootPrefix, cache));
}
//# sourceMappingURL=git-source.js.map
;// CONCATENATED MODULE: ./lib/adapters/states.js
// The two states a comparison needs — each a git revision (read without checkout) or a plain folder —
// plus what changed between them. Shared by the CLI and the action.





const DEFAULT_BASES = ['origin/HEAD', 'origin/main', 'origin/master', 'main', 'master'];
function isDir(p) {
    return !!p && external_node_fs_.existsSync(p) && external_node_fs_.statSync(p).isDirectory();
}
function folderState(dir) {
    const abs = external_node_path_.resolve(dir);
    return {
        source: external_node_fs_.existsSync(external_node_path_.join(abs, 'docs.json')) ? (0,fs_source/* directorySource */.X5)(abs, undefined) : undefined,
        label: dir,
    };
}
/**
 * Resolve the two states and start reading them. Revisions are resolved before this returns a promise;
 * git then lists and reads them in the background while the caller loads the engine.
 */
async function loadStates(opts) {
    const notes = [];
    const root = external_node_path_.resolve(opts.root);
    const baseIsDir = isDir(opts.base);
    const headIsDir = isDir(opts.head);
    const needsGit = !baseIsDir || (opts.head !== undefined && !headIsDir);
    let repo;
    let prefix = '';
    if (needsGit) {
        repo = repoTop(root);
        if (!repo)
            throw new GitError(`${root} is not inside a git repository; pass folders with --base DIR --head DIR to compare without git`);
        prefix = external_node_path_.relative(external_node_fs_.realpathSync(repo), external_node_fs_.realpathSync(root)).split(external_node_path_.sep).join('/');
    }
    const revision = (rev) => {
        const commit = resolveCommit(repo, rev, opts.fetch ?? true);
        return { label: rev === commit ? commit.slice(0, 12) : `${rev} (${commit.slice(0, 12)})`, commit };
    };
    let head;
    if (headIsDir)
        head = folderState(opts.head);
    else if (opts.head !== undefined)
        head = revision(opts.head);
    else
        head = { ...folderState(root), label: 'working tree' };
    let base;
    if (baseIsDir)
        base = folderState(opts.base);
    else {
        let rev = opts.base;
        if (rev === undefined) {
            const found = DEFAULT_BASES.find((b) => {
                try {
                    resolveCommit(repo, b, false);
                    return true;
                }
                catch {
                    return false;
                }
            });
            if (!found)
                throw new GitError('no base revision given and none of origin/HEAD, origin/main, origin/master, main, master exists; pass --base REV');
            const mb = mergeBase(repo, found, head.commit ?? 'HEAD');
            rev = mb ?? found;
            notes.push(`comparing against ${found}${mb ? ` (merge base ${mb.slice(0, 12)})` : ''}`);
        }
        base = revision(rev);
    }
    const atCommit = [base, head].filter((s) => s.commit !== undefined);
    const changes = repo && base.commit && (head.commit || !headIsDir) ? gitChanges(repo, base.commit, head.commit, prefix) : undefined;
    const scans = new Map();
    const [sources, changed] = await Promise.all([
        atCommit.length
            ? docsAt(repo, atCommit.map((s) => s.commit), prefix, new Map(), scans)
            : [],
        changes,
    ]);
    atCommit.forEach((s, i) => (s.source = sources[i]));
    const renames = changed?.renames ?? [];
    const changedFiles = changed
        ? new Set(changed.changed)
        : base.source && head.source
            ? changedBetween(base.source, head.source)
            : new Set();
    if (!base.source && head.source)
        notes.push(`the base (${base.label}) has no docs.json: the change adds it, so every finding counts as new`);
    if (base.source && !head.source)
        notes.push(`the head (${head.label}) has no docs.json: the change removes it, so the site loses its navigation`);
    return { base, head, renames, changed: changedFiles, scans, rootLabel: repo ? prefix || '.' : '.', notes };
}
/** Revisions' docs folders, each undefined when it has no docs.json there (a PR that adds or deletes it). */
async function docsAt(repo, commits, prefix, blobs, scans) {
    const sources = await gitSources(repo, commits, prefix, blobs, scans);
    return sources.map((src) => (src.files.includes('docs.json') ? src : undefined));
}
/** Files whose text differs between two folder states (added ones included). */
function changedBetween(a, b) {
    const out = new Set();
    const before = new Set(a.files);
    for (const f of b.files)
        if (!before.has(f) || a.read(f) !== b.read(f))
            out.add(f);
    return out;
}
//# sourceMappingURL=states.js.map
;// CONCATENATED MODULE: ./lib/cli/main.js
// navguard's command line: `navguard check` and `navguard diff`. Exit 0: no error finding; 1: at least
// one; 2: usage or internal error, with a message. The engine is imported once the command is known, so
// that for `diff` git reads both revisions while the engine loads.






class UsageError extends Error {
}
const HELP = `navguard — checks Mintlify docs.json navigation

Usage:
  navguard check [--root DIR] [--config FILE] [--format text|json|sarif] [--links changed|all|none]
  navguard diff  [--root DIR] [--base REV|DIR] [--head REV|DIR] [--config FILE]
                 [--format text|markdown|json] [--report new|all] [--links changed|all|none]

check   validate one state of the docs site: docs.json syntax and shape, nesting, pages, orphans,
        OpenAPI endpoints, redirects and links. Every finding has a file, line and column.
diff    compare two states (git revisions or folders) and show the navigation outline with what
        was added, removed, moved or renamed, and which findings the change introduced.

Exit codes: 0 no errors, 1 errors found, 2 usage or internal error.
`;
function pick(value, allowed, name, fallback) {
    if (value === undefined)
        return fallback;
    if (!allowed.includes(value))
        throw new UsageError(`--${name} must be one of ${allowed.join(', ')} (got "${value}")`);
    return value;
}
async function main(argv, io = { out: process.stdout, err: process.stderr }) {
    const [command, ...rest] = argv;
    try {
        if (!command || command === '--help' || command === '-h' || command === 'help') {
            io.out.write(HELP);
            return command ? 0 : 2;
        }
        if (command === '--version') {
            io.out.write('0.1.0\n');
            return 0;
        }
        const { values } = (0,external_node_util_namespaceObject.parseArgs)({
            args: rest,
            options: {
                root: { type: 'string' },
                config: { type: 'string' },
                format: { type: 'string' },
                links: { type: 'string' },
                base: { type: 'string' },
                head: { type: 'string' },
                report: { type: 'string' },
                color: { type: 'boolean' },
                'no-color': { type: 'boolean' },
            },
            strict: true,
        });
        const color = values['no-color'] ? false : values.color ? true : !!io.out.isTTY && !process.env.NO_COLOR;
        const root = external_node_path_.resolve(values.root ?? '.');
        if (command === 'check') {
            const format = pick(values.format, ['text', 'json', 'sarif'], 'format', 'text');
            const links = pick(values.links, ['changed', 'all', 'none'], 'links', 'all');
            if (!external_node_fs_.existsSync(root) || !external_node_fs_.statSync(root).isDirectory())
                throw new UsageError(`--root ${root} is not a folder`);
            if (!external_node_fs_.existsSync(external_node_path_.join(root, 'docs.json'))) {
                const hint = external_node_fs_.existsSync(external_node_path_.join(root, 'mint.json'))
                    ? ' It has a mint.json: that is the older format; run `npx mint upgrade` to convert it to docs.json.'
                    : ' Pass --root with the folder that holds docs.json.';
                throw new UsageError(`no docs.json in ${root}.${hint}`);
            }
            const { runCheck } = await Promise.all(/* import() */[__nccwpck_require__.e(471), __nccwpck_require__.e(300), __nccwpck_require__.e(394)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2394));
            return runCheck({ root, config: values.config, format, links: links === 'changed' ? 'all' : links, color }, io);
        }
        if (command === 'diff') {
            const format = pick(values.format, ['text', 'markdown', 'json'], 'format', 'text');
            const report = pick(values.report, ['new', 'all'], 'report', 'new');
            const links = pick(values.links, ['changed', 'all', 'none'], 'links', 'changed');
            if (!external_node_fs_.existsSync(root))
                throw new UsageError(`--root ${root} does not exist`);
            const states = loadStates({ root, base: values.base, head: values.head });
            states.catch(() => undefined); // awaited below; this only keeps a failure from counting as unhandled meanwhile
            const { runDiff } = await Promise.all(/* import() */[__nccwpck_require__.e(471), __nccwpck_require__.e(300), __nccwpck_require__.e(173)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7173));
            return await runDiff({ root, config: values.config, format, report, links, color }, await states, io);
        }
        throw new UsageError(`unknown command "${command}". Use "navguard check" or "navguard diff".`);
    }
    catch (e) {
        if (e instanceof UsageError ||
            e instanceof errors/* ConfigError */.x ||
            e instanceof GitError ||
            e.code?.startsWith('ERR_PARSE_ARGS')) {
            io.err.write(`navguard: ${e.message}\nRun "navguard --help" for usage.\n`);
            return 2;
        }
        io.err.write(`navguard: internal error: ${e.stack ?? String(e)}\nPlease report this with the command you ran.\n`);
        return 2;
    }
}
//# sourceMappingURL=main.js.map

/***/ }),

/***/ 3828:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ ConfigError)
/* harmony export */ });
// Errors that carry a message for the user (a bad config), kept apart from the modules that throw them so
// that entry points can recognise them without loading those modules.
class ConfigError extends Error {
}
//# sourceMappingURL=errors.js.map

/***/ }),

/***/ 302:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   DA: () => (/* binding */ scanPage),
/* harmony export */   XW: () => (/* binding */ splitFrontmatter)
/* harmony export */ });
/* unused harmony export unescapeDestination */
// Fast, deliberately over-inclusive scan of an MDX/Markdown page: frontmatter block, imports and link
// candidates. Written by hand because the micromark MDX parser runs at ~2 MB/s (19 MB corpus: 8–11 s),
// too slow to read every page of a 10k-page site on each PR. The scan only has to find a *superset* of the
// links a real parser finds; files with a candidate that does not resolve are re-read with micromark
// (./parse.ts), whose answer is the one reported. A corpus test checks the superset property.
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
/** Frontmatter keys navguard reads (see ScannedPage.frontmatter). */
const READ_KEYS = /^(hidden|openapi)\s*:/m;
const IMPORT = /^import\s+(?:[\w*{}\s,$]+\s+from\s+)?["']([^"']+)["']/;
const DEFINITION = /^ {0,3}\[[^\]]+\]:\s*<?([^\s>]+)/;
const ATTR = /\b(href|src)\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*(?:"([^"]*)"|'([^']*)'|`([^`$]*)`)\s*\})/g;
function splitFrontmatter(text) {
    const t = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    const shift = t.length === text.length ? 0 : 1;
    if (!t.startsWith('---'))
        return { bodyLine: 1, bodyOffset: 0 };
    const firstNl = t.indexOf('\n');
    if (firstNl === -1 || t.slice(3, firstNl).trim() !== '')
        return { bodyLine: 1, bodyOffset: 0 };
    const close = /\r?\n---[ \t]*(?:\r?\n|$)/g;
    close.lastIndex = firstNl;
    const m = close.exec(t);
    if (!m)
        return { bodyLine: 1, bodyOffset: 0 };
    const frontmatter = t.slice(firstNl + 1, m.index);
    const bodyOffset = m.index + m[0].length + shift;
    let lines = 1;
    for (let i = 0; i < bodyOffset; i++)
        if (text.charCodeAt(i) === 10)
            lines++;
    return { frontmatter, bodyLine: lines, bodyOffset };
}
/** Blank out inline code spans so links inside them are not seen; columns are kept. */
function maskCode(line) {
    if (!line.includes('`'))
        return line;
    let out = '';
    let i = 0;
    while (i < line.length) {
        if (line[i] !== '`') {
            out += line[i];
            i++;
            continue;
        }
        let run = 0;
        while (line[i + run] === '`')
            run++;
        const fence = '`'.repeat(run);
        const end = line.indexOf(fence, i + run);
        if (end === -1) {
            out += line.slice(i);
            break;
        }
        out += ' '.repeat(end + run - i);
        i = end + run;
    }
    return out;
}
const NAMED_ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/** A destination as a Markdown parser reads it: backslash escapes and character references resolved. */
function unescapeDestination(raw) {
    if (!raw.includes('\\') && !raw.includes('&'))
        return raw;
    return raw.replace(/\\([!-/:-@[-`{-~])|&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|(amp|lt|gt|quot|apos));/g, (all, esc, dec, hex, name) => {
        if (esc !== undefined)
            return esc;
        if (name !== undefined)
            return NAMED_ENTITIES[name] ?? all;
        const code = dec !== undefined ? Number(dec) : parseInt(hex, 16);
        return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
    });
}
/**
 * The destination of `[..](dest ...)` starting right after `(`, as written, and where it starts;
 * angle brackets and nested parens allowed.
 */
function destination(line, start) {
    let i = start;
    while (line[i] === ' ' || line[i] === '\t')
        i++;
    if (line[i] === '<') {
        const end = line.indexOf('>', i + 1);
        return end === -1 ? undefined : { raw: line.slice(i + 1, end), at: i + 1 };
    }
    let depth = 0;
    const from = i;
    for (; i < line.length; i++) {
        const c = line[i];
        if (c === '\\') {
            i++;
            continue;
        }
        if (c === '(')
            depth++;
        else if (c === ')') {
            if (depth === 0)
                break;
            depth--;
        }
        else if (c === ' ' || c === '\t')
            break;
    }
    return { raw: line.slice(from, i), at: from };
}
function scanPage(text) {
    const { frontmatter, bodyLine, bodyOffset } = splitFrontmatter(text);
    const imports = [];
    const links = [];
    const lines = text.slice(bodyOffset).split('\n');
    let fence;
    for (let n = 0; n < lines.length; n++) {
        const raw = lines[n];
        const lineNo = bodyLine + n;
        const f = FENCE.exec(raw);
        if (fence) {
            if (f &&
                f[1][0] === fence[0] &&
                f[1].length >= fence.length &&
                raw.trim() === f[0].trim())
                fence = undefined;
            continue;
        }
        if (f) {
            fence = f[1];
            continue;
        }
        if (raw.startsWith('import')) {
            const m = IMPORT.exec(raw);
            if (m)
                imports.push({ source: own(m[1]), line: lineNo, column: raw.indexOf(m[1]) + 1 });
        }
        const line = maskCode(raw);
        const def = DEFINITION.exec(line);
        if (def)
            links.push({
                url: own(unescapeDestination(def[1])),
                line: lineNo,
                column: line.indexOf(def[1]) + 1,
                kind: 'definition',
            });
        for (let i = line.indexOf(']('); i !== -1; i = line.indexOf('](', i + 2)) {
            const dest = destination(line, i + 2);
            if (dest === undefined || dest.raw === '')
                continue;
            const isImage = line.lastIndexOf('![', i) > line.lastIndexOf('[', i) - 2 && line.lastIndexOf('![', i) !== -1;
            links.push({
                url: own(unescapeDestination(dest.raw)),
                line: lineNo,
                column: dest.at + 1,
                kind: isImage ? 'image' : 'markdown',
            });
        }
        if (line.includes('=')) {
            ATTR.lastIndex = 0;
            for (let m = ATTR.exec(line); m; m = ATTR.exec(line)) {
                const url = m[2] ?? m[3] ?? m[4] ?? m[5] ?? m[6] ?? '';
                if (!url)
                    continue;
                links.push({
                    url: own(url),
                    line: lineNo,
                    column: m.index + m[0].indexOf(url) + 1,
                    kind: m[1] === 'src' ? 'src' : 'href',
                });
            }
        }
    }
    // Scans outlive page texts: `own` copies, and `slice` drops the spare room an array grown by push keeps.
    return {
        frontmatter: frontmatter !== undefined && READ_KEYS.test(frontmatter) ? own(frontmatter) : undefined,
        bodyLine,
        imports,
        links: links.slice(),
    };
}
/**
 * A copy of a piece of the page. V8 keeps a substring as a view of the whole page text; scans outlive
 * the texts (tens of MB on a large site), so what they keep must not hold a page alive.
 */
function own(s) {
    return s.length < 13 ? s : (' ' + s).slice(1);
}
//# sourceMappingURL=scan.js.map

/***/ }),

/***/ 4539:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Fd: () => (/* binding */ normalizePath),
/* harmony export */   LC: () => (/* binding */ extname),
/* harmony export */   M9: () => (/* binding */ builderPagePath),
/* harmony export */   MV: () => (/* binding */ isPageFile),
/* harmony export */   P8: () => (/* binding */ basename),
/* harmony export */   pD: () => (/* binding */ dirname),
/* harmony export */   pQ: () => (/* binding */ stripPageExt),
/* harmony export */   uJ: () => (/* binding */ joinPath)
/* harmony export */ });
// POSIX path helpers for docs-root-relative paths. They never produce a path that leaves the root.
function dirname(path) {
    const i = path.lastIndexOf('/');
    return i === -1 ? '' : path.slice(0, i);
}
function basename(path) {
    return path.slice(path.lastIndexOf('/') + 1);
}
function joinPath(a, b) {
    if (!a)
        return b;
    if (!b)
        return a;
    return `${a}/${b}`;
}
/** A path with a leading, trailing or doubled slash, or a `.`/`..` segment; most paths have none. */
const NEEDS_NORMALIZING = /^\/|\/$|\/\/|(^|\/)\.\.?(\/|$)|^$/;
/**
 * Collapse `.`, `..` and repeated slashes. Returns undefined when the path climbs above the root,
 * so callers can report it instead of reading outside.
 */
function normalizePath(path) {
    if (!NEEDS_NORMALIZING.test(path))
        return path;
    const out = [];
    for (const seg of path.split('/')) {
        if (seg === '' || seg === '.')
            continue;
        if (seg === '..') {
            if (out.length === 0)
                return undefined;
            out.pop();
        }
        else
            out.push(seg);
    }
    return out.join('/');
}
/**
 * How the site builder normalises a navigation page string: resolved as a POSIX path against `/`
 * (so `..` can never climb out: `../x` becomes `x`), leading slash removed, one trailing slash dropped.
 */
function builderPagePath(entry) {
    if (!NEEDS_NORMALIZING.test(entry))
        return entry;
    const out = [];
    for (const seg of entry.split('/')) {
        if (seg === '' || seg === '.')
            continue;
        if (seg === '..')
            out.pop();
        else
            out.push(seg);
    }
    return out.join('/');
}
/** File path without a page extension (`.md`/`.mdx`), the way pages become URLs. */
function stripPageExt(path) {
    return path.replace(/\.mdx?$/i, '');
}
function isPageFile(path) {
    return /\.mdx?$/i.test(path);
}
function extname(path) {
    const b = basename(path);
    const i = b.lastIndexOf('.');
    return i <= 0 ? '' : b.slice(i).toLowerCase();
}
//# sourceMappingURL=paths.js.map

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};
/* harmony import */ var _main_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3335);

(0,_main_js__WEBPACK_IMPORTED_MODULE_0__/* .main */ .i)(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
}, (e) => {
    process.stderr.write(`navguard: internal error: ${String(e)}\n`);
    process.exitCode = 2;
});
//# sourceMappingURL=index.js.map
