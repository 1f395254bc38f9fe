#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 1916:
/***/ ((__unused_webpack_module, exports) => {

var __webpack_unused_export__;

__webpack_unused_export__ = true;
exports.Io = exports.kp = void 0;
var peq = new Uint32Array(0x10000);
var myers_32 = function (a, b) {
    var n = a.length;
    var m = b.length;
    var lst = 1 << (n - 1);
    var pv = -1;
    var mv = 0;
    var sc = n;
    var i = n;
    while (i--) {
        peq[a.charCodeAt(i)] |= 1 << i;
    }
    for (i = 0; i < m; i++) {
        var eq = peq[b.charCodeAt(i)];
        var xv = eq | mv;
        eq |= ((eq & pv) + pv) ^ pv;
        mv |= ~(eq | pv);
        pv &= eq;
        if (mv & lst) {
            sc++;
        }
        if (pv & lst) {
            sc--;
        }
        mv = (mv << 1) | 1;
        pv = (pv << 1) | ~(xv | mv);
        mv &= xv;
    }
    i = n;
    while (i--) {
        peq[a.charCodeAt(i)] = 0;
    }
    return sc;
};
var myers_x = function (b, a) {
    var n = a.length;
    var m = b.length;
    var mhc = [];
    var phc = [];
    var hsize = Math.ceil(n / 32);
    var vsize = Math.ceil(m / 32);
    for (var i = 0; i < hsize; i++) {
        phc[i] = -1;
        mhc[i] = 0;
    }
    var j = 0;
    for (; j < vsize - 1; j++) {
        var mv_1 = 0;
        var pv_1 = -1;
        var start_1 = j * 32;
        var vlen_1 = Math.min(32, m) + start_1;
        for (var k = start_1; k < vlen_1; k++) {
            peq[b.charCodeAt(k)] |= 1 << k;
        }
        for (var i = 0; i < n; i++) {
            var eq = peq[a.charCodeAt(i)];
            var pb = (phc[(i / 32) | 0] >>> i) & 1;
            var mb = (mhc[(i / 32) | 0] >>> i) & 1;
            var xv = eq | mv_1;
            var xh = ((((eq | mb) & pv_1) + pv_1) ^ pv_1) | eq | mb;
            var ph = mv_1 | ~(xh | pv_1);
            var mh = pv_1 & xh;
            if ((ph >>> 31) ^ pb) {
                phc[(i / 32) | 0] ^= 1 << i;
            }
            if ((mh >>> 31) ^ mb) {
                mhc[(i / 32) | 0] ^= 1 << i;
            }
            ph = (ph << 1) | pb;
            mh = (mh << 1) | mb;
            pv_1 = mh | ~(xv | ph);
            mv_1 = ph & xv;
        }
        for (var k = start_1; k < vlen_1; k++) {
            peq[b.charCodeAt(k)] = 0;
        }
    }
    var mv = 0;
    var pv = -1;
    var start = j * 32;
    var vlen = Math.min(32, m - start) + start;
    for (var k = start; k < vlen; k++) {
        peq[b.charCodeAt(k)] |= 1 << k;
    }
    var score = m;
    for (var i = 0; i < n; i++) {
        var eq = peq[a.charCodeAt(i)];
        var pb = (phc[(i / 32) | 0] >>> i) & 1;
        var mb = (mhc[(i / 32) | 0] >>> i) & 1;
        var xv = eq | mv;
        var xh = ((((eq | mb) & pv) + pv) ^ pv) | eq | mb;
        var ph = mv | ~(xh | pv);
        var mh = pv & xh;
        score += (ph >>> (m - 1)) & 1;
        score -= (mh >>> (m - 1)) & 1;
        if ((ph >>> 31) ^ pb) {
            phc[(i / 32) | 0] ^= 1 << i;
        }
        if ((mh >>> 31) ^ mb) {
            mhc[(i / 32) | 0] ^= 1 << i;
        }
        ph = (ph << 1) | pb;
        mh = (mh << 1) | mb;
        pv = mh | ~(xv | ph);
        mv = ph & xv;
    }
    for (var k = start; k < vlen; k++) {
        peq[b.charCodeAt(k)] = 0;
    }
    return score;
};
var distance = function (a, b) {
    if (a.length < b.length) {
        var tmp = b;
        b = a;
        a = tmp;
    }
    if (b.length === 0) {
        return a.length;
    }
    if (a.length <= 32) {
        return myers_32(a, b);
    }
    return myers_x(a, b);
};
exports.Io = distance;
var closest = function (str, arr) {
    var min_distance = Infinity;
    var min_index = 0;
    for (var i = 0; i < arr.length; i++) {
        var dist = distance(str, arr[i]);
        if (dist < min_distance) {
            min_distance = dist;
            min_index = i;
        }
    }
    return arr[min_index];
};
exports.kp = closest;


/***/ }),

/***/ 298:
/***/ ((module) => {

// A simple implementation of make-array
function makeArray (subject) {
  return Array.isArray(subject)
    ? subject
    : [subject]
}

const UNDEFINED = undefined
const EMPTY = ''
const SPACE = ' '
const ESCAPE = '\\'

// The characters that carry a meaning of their own inside a regular
//   expression, so a literal one has to be escaped before it is emitted.
const REGEX_LITERAL_SPECIAL = /[.*+?()[\]{}^$|\\/]/
const BOM = '\uFEFF'
// A run of two or more asterisks is a globstar (#175)
const REGEX_ANCHORED_GLOBSTAR = /^\/\*{2,}$/
const REGEX_REPLACE_LEADING_EXCAPED_EXCLAMATION = /^\\!/
const REGEX_REPLACE_LEADING_EXCAPED_HASH = /^\\#/
const REGEX_SPLITALL_CRLF = /\r?\n/g

// Invalid:
// - /foo,
// - ./foo,
// - ../foo,
// - .
// - ..
// Valid:
// - .foo
const DOUBLE_SLASH = '//'
const SLASH_CODE = 47
const DOT_CODE = 46


const SLASH = '/'

// Do not use ternary expression here, since "istanbul ignore next" is buggy
let TMP_KEY_IGNORE = 'node-ignore'
/* istanbul ignore else */
if (typeof Symbol !== 'undefined') {
  TMP_KEY_IGNORE = Symbol.for('node-ignore')
}
const KEY_IGNORE = TMP_KEY_IGNORE

const define = (object, key, value) => {
  Object.defineProperty(object, key, {value})
  return value
}

const RETURN_FALSE = () => false

// > The range notation, e.g. [a-zA-Z],
// > can be used to match one of the characters in a range.
//
// gitignore(5) defers to fnmatch(3) for this, and git implements it in
//   `wildmatch.c`.  A bracket expression has a sub-grammar of its own, which
//   is neither the surrounding pattern grammar nor the JavaScript one:
//
//   - a `]` right after `[` or `[!` is a literal member, not the terminator
//   - `[:alpha:]` names one of twelve POSIX classes
//   - `\` escapes the next member, `]` included
//   - `*`, `?` and `.` are plain literal members
//   - an unterminated expression makes the whole pattern match nothing
//
// which means the expression can not be located -- let alone translated -- by
//   a regular expression.  It is scanned out of the pattern before the
//   replacers below run, and put back once they are done, so that neither the
//   metacharacter escaper nor the `?` / `*` replacers ever see its body.

// git classifies with its own ASCII-only ctype macros (`wildmatch.c`), never
//   with the C library ones, so these must not be mapped onto `\d` / `\w` /
//   `\s`, which are wider.  `/` is left out of every expansion, because a
//   bracket expression never matches a path separator.
const POSIX_CLASSES = {
  alnum: '0-9A-Za-z',
  alpha: 'A-Za-z',
  blank: ' \\t',
  cntrl: '\\x00-\\x1f\\x7f',
  digit: '0-9',
  graph: '!-.0-~',
  lower: 'a-z',
  print: ' -.0-~',
  punct: '!-.:-@\\[-`{-~',
  // git's `sane-ctype.h` classifies \v and \f as control, not space,
  //   unlike C's `isspace`
  space: ' \\t\\n\\r',
  upper: 'A-Z',
  xdigit: '0-9A-Fa-f'
}

const CLASS_MEMBERS_TO_ESCAPE = '\\]^-['

const escapeMember = char => CLASS_MEMBERS_TO_ESCAPE.indexOf(char) < 0
  ? char
  : ESCAPE + char

// > if (matched == negated || ((flags & WM_PATHNAME) && text_ch == '/'))
// >   return WM_ABORT_TO_STARSTAR;                     (git, `wildmatch.c`)
// A bracket expression never matches a path separator, whatever its members
//   say, so a negated class gets `/` as one more excluded character, while a
//   plain one -- where a literal member or a range could still let `/` in --
//   is guarded with a lookahead, `/` being impossible to subtract from a
//   JavaScript character class.
const NON_SLASH = '(?!\\/)'

const classSource = (negated, body) => {
  if (negated) {
    return `[^\\/${body}]`
  }

  const source = `[${body}]`

  return new RegExp(source).test('/')
    ? NON_SLASH + source
    : source
}

// Scan the bracket expression that starts at `pattern[start] === '['`,
//   mirroring the member loop of git's `wildmatch.c`.
// @returns {{end: number, source: string} | null} `null` if the expression is
//   never terminated, which makes the whole pattern match nothing.
const scanBracket = (pattern, start) => {
  const {length} = pattern
  let index = start + 1
  let negated = EMPTY

  const lead = pattern[index]
  if (lead === '!' || lead === '^') {
    negated = '^'
    index ++
  }

  let body = EMPTY

  // The member a `-` could start a range from, or EMPTY when the previous
  //   member can not open one (start of the body, or a range / POSIX class
  //   that has just closed)
  let prev = EMPTY

  // git scans the members with a do-while, so the first one is consumed
  //   unconditionally.  That is the whole reason a leading `]` is a member
  //   and not the terminator.
  for (;;) {
    const char = pattern[index]

    if (char === UNDEFINED) {
      return null
    }

    if (char === ESCAPE) {
      // A pattern can not end on a lone backslash -- `createRule` has
      //   already thrown it away -- so there is a character to read.
      const escaped = pattern[++ index]
      body += escapeMember(escaped)
      prev = escaped
    } else if (
      char === '-'
      && prev
      && index + 1 < length
      && pattern[index + 1] !== ']'
    ) {
      index ++
      let to = pattern[index]
      if (to === ESCAPE) {
        to = pattern[index += 1]
      }
      // An out-of-order range matches nothing in git but is a syntax error in
      //   JavaScript, so it is dropped.  Its lower bound stays: git tests it
      //   as a plain member before it ever looks at the `-`, so `[c-a]` does
      //   match `c`.
      if (prev <= to) {
        body += `-${escapeMember(to)}`
      }
      prev = EMPTY
    } else if (char === '[' && pattern[index + 1] === ':') {
      const nameStart = index + 2
      let end = nameStart
      while (end < length && pattern[end] !== ']') {
        end ++
      }

      if (end === length) {
        return null
      }

      if (end > nameStart && pattern[end - 1] === ':') {
        const name = pattern.slice(nameStart, end - 1)

        // An unknown class name makes the whole pattern match nothing
        if (!Object.prototype.hasOwnProperty.call(POSIX_CLASSES, name)) {
          return null
        }

        body += POSIX_CLASSES[name]
        prev = EMPTY
        index = end
      } else {
        // No `:]` to close it, so the `[` is a plain member and scanning
        //   resumes right after it.
        body += escapeMember('[')
        prev = '['
        index = nameStart - 2
      }
    } else {
      body += escapeMember(char)
      prev = char
    }

    index ++

    if (pattern[index] === ']') {
      return {
        end: index,
        source: classSource(negated, body)
      }
    }
  }
}

// An empty JavaScript class can never match, which is how a pattern that git
//   gives up on (`WM_ABORT_ALL`) is expressed here.
const NEVER_MATCH = '[]'

// A NUL can appear in neither a `.gitignore` line nor a path, which makes it
//   the one safe placeholder character.  A literal one in the pattern is
//   held aside all the same, so a collision is impossible by construction.
const PLACEHOLDER = '\u0000'
const REGEX_RESTORE_PLACEHOLDER = new RegExp(
  `${PLACEHOLDER}(\\d+)${PLACEHOLDER}`, 'g'
)

// The one wildcard the chain does not expand for itself is a trailing `*`. How
//   it expands depends on the mode (`regex` vs `checkRegex`), so `_make` is
//   left to do it, and until then the pending wildcard travels as this marker.
//   That is what keeps it apart from a user-escaped literal `\*`: the unescape
//   steps collapse the escaped one to the exact `\*` a wildcard would leave
//   behind, so by the time `_make` runs the two are otherwise the same string
//   and a literal star gets wrongly rewritten into a wildcard. The marker is a
//   private-use character, and `extractBrackets` keeps one that came out of the
//   pattern apart from it, so the only marker `_make` ever turns back into a
//   real wildcard is the one this chain put there itself.
const TRAILING_WILDCARD = '\uE000'

// A trailing "/**" is deferred the same way, because `checkRegex` has to tell
//   it apart from a trailing "/*" (see `checkSourceOf`). For `.ignores()` it
//   still never matches the folder itself (#21).
const TRAILING_DOUBLESTAR = '\uE001'

// The three characters above mean something to the chain that builds the
//   source rather than to the path, so one that came out of the pattern is
//   held aside like a bracket expression instead of going straight out. Being
//   held is what makes it safe: the restore runs after the step that anchors
//   the source, so the character comes back in the middle of the source and
//   not at its end, which is the one place `_make` and `checkSourceOf` look
//   for a marker. Without it a pattern's own character lands where a pending
//   marker sits, and `_make` turns it into a real trailing wildcard.
//
// It is held as a one-member class rather than bare, in both of the branches
//   a reserved character can reach, so that the property can be
//   read off this function alone -- a reserved character never goes out on
//   its own -- rather than depending on where in the chain the restore
//   happens to run. In the expression built here `[x]` matches exactly what
//   `x` matches, none of the three being special to a regular expression or
//   inside a class, so no test can tell the two apart: the class is insurance,
//   and the paragraph above is the reason it is not needed.
const isReserved = char =>
  char === PLACEHOLDER
  || char === TRAILING_WILDCARD
  || char === TRAILING_DOUBLESTAR

// Replace every bracket expression with a placeholder the replacers below
//   leave alone, and translate it separately.
const extractBrackets = pattern => {
  const sources = []
  const hold = source =>
    `${PLACEHOLDER}${sources.push(source) - 1}${PLACEHOLDER}`

  const {length} = pattern
  let out = EMPTY
  let index = 0

  while (index < length) {
    const char = pattern[index]

    if (char === ESCAPE) {
      // > Put a backslash ("\") in front of ... a character to make it literal.
      //                                            (gitignore(5) -> fnmatch(3))
      // A backslash quotes the next character, whatever it is, so `\d` is a
      //   literal `d`, not the regex digit class, and `\?` is a literal `?`,
      //   not a wildcard. Held aside as its literal here, the escape never
      //   reaches the replacers below, which would otherwise let `\d`, `\b`,
      //   `\1`, `\/` keep their regular-expression meaning, and would turn a
      //   `\?` into `[^\/]`.
      //
      // Three escapes are still left for the chain: `\*` (a literal star,
      //   told apart from a wildcard by `TRAILING_WILDCARD` and the wildcard
      //   replacers), `\[` (a literal bracket, the one `[` the bracket
      //   replacer still expects), and `\ ` (a quoted space, which one pass
      //   below rewrites in bulk -- holding each one aside instead costs more
      //   on a pattern built out of them).
      //
      // A quoted backslash is not among them. The chain doubles every
      //   backslash, then takes the doubling back out again, and a quoted one
      //   standing next to a character the chain also escapes left the two
      //   counts sharing a run, so one of the escapes was lost. Held here as
      //   the literal it means, it never joins that run.
      const escaped = pattern[index + 1]

      if (escaped === SLASH && index + 2 === length) {
        // Git removes a final directory slash before matching. An escape
        //   without a character after that removal makes the pattern invalid.
        out += hold(NEVER_MATCH)
      } else if (
        escaped === '*'
        || escaped === '['
        || escaped === SPACE
      ) {
        out += pattern.slice(index, index + 2)
      } else {
        out += hold(
          REGEX_LITERAL_SPECIAL.test(escaped)
            ? ESCAPE + escaped
            : isReserved(escaped)
              ? `[${escaped}]`
              : escaped
        )
      }

      index += 2
    } else if (isReserved(char)) {
      out += hold(`[${char}]`)
      index ++
    } else if (char === '[') {
      const scanned = scanBracket(pattern, index)

      if (scanned === null) {
        // git gives up on the whole pattern (`WM_ABORT_ALL`), so whatever
        //   follows can not make it match either.
        out += hold(NEVER_MATCH)
        index = length
      } else {
        out += hold(scanned.source)
        index = scanned.end + 1
      }
    } else {
      out += char
      index ++
    }
  }

  return {
    source: out,
    sources
  }
}

// A step of the chain below is normally a `[matcher, replacer]` pair handed
//   to `String.replace`. `DIRECT` marks the ones that are plain string work
//   instead, and take `(source, pattern)`.
//
// Anchoring the two ends is exactly that -- a test of one character and a
//   concatenation -- and putting it through the regular expression engine
//   cost a third of this chain for nothing: 167ns where 10ns does the same
//   job. The two are still steps in the same list, in the same places,
//   because their position in the order is part of what they mean.
const DIRECT = null

// A separator at the beginning or in the middle of a pattern, as opposed to
//   one at the very end.
const REGEX_INNER_SLASH = /\/(?!$)/
const WILDCARD = '[^\\/]*'

// > If the pattern ends with a slash,
// > it is removed for the purpose of the following description,
// > but it would only find a match with a directory.
// > In other words, foo/ will match a directory foo and paths underneath it,
// > but will not match a regular file or a symbolic link foo
// >  (this is consistent with the way how pathspec works in general in Git).
// '`foo/`' will not match regular file '`foo`' or symbolic link '`foo`'
// -> ignore-rules will not deal with it, because it costs extra `fs.stat` call
//      you could use option `mark: true` with `glob`

// '`foo/`' should not continue with the '`..`'
// The chain that turns one gitignore pattern into a regular expression
//   source, in order. A step is either
//
//   [matcher, replacer]            handed to `String.replace`
//   [matcher, replacer, required]  the same, but skipped outright unless
//                                    `required` appears in the string, which
//                                    the matcher cannot match without
//   [DIRECT, transform]            plain string work, taking (source, pattern)
//
// The `required` character is only ever a shortcut: finding it does not mean
//   the matcher will match, and not finding it means it cannot. It is there
//   because scanning for one character costs a fraction of running a matcher
//   that then finds nothing -- for the wildcard step, whose `[^\\]+`
//   backtracks its way through the whole string before giving up, 11ns
//   against 400ns.
const REPLACERS = [

  // Replace (\ ) with ' '
  // Only a space: an escaped tab or other whitespace is already a literal by
  //   the time it reaches here, and a bare tab must be left as one, not turned
  //   into a space.
  // (\ ) -> ' '
  // (\\ ) -> '\\ '
  // (\\\ ) -> '\\ '
  [
    // A run of backslashes is taken whole, from its first one, so no match
    //   ever starts again inside it -- `(\\+?) ` did, which made a long run
    //   quadratic.
    /(\\+)( ?)/g,
    (_, run, space) => space
      ? run.slice(0, run.length - run.length % 2) + SPACE
      : run,
    ESCAPE + SPACE
  ],

  // git's wildmatch() reads a run of two or more asterisks as one globstar
  //   whenever the run fills a path segment: it starts the pattern or follows
  //   a `/`, and it ends the pattern or comes before a `/`. A run of two is
  //   already `**`; a longer one is folded into `**` here, so the steps
  //   below only ever have to know `**`.
  // `***/foo` -> `**/foo`, `a/***/b` -> `a/**/b`, `a/***` -> `a/**`
  // git also takes a run beside a literal prefix (`a***/b`) or beside an
  //   escaped slash (`***\/b`) as a globstar, and this does not; the README
  //   lists both, under "A run of asterisks".
  [
    /(^|\/)\*{3,}(?=\/|$)/g,
    (_, start) => `${start}**`,
    '*'
  ],

  // Escape metacharacters
  // which is written down by users but means special for regular expressions.

  // > There are 12 characters with special meanings:
  // > - the backslash \,
  // > - the caret ^,
  // > - the dollar sign $,
  // > - the period or dot .,
  // > - the vertical bar or pipe symbol |,
  // > - the question mark ?,
  // > - the asterisk or star *,
  // > - the plus sign +,
  // > - the opening parenthesis (,
  // > - the closing parenthesis ),
  // > - and the opening square bracket [,
  // > - the opening curly brace {,
  // > These special characters are often called "metacharacters".
  [
    /[\\$.|*+(){^]/g,
    match => `\\${match}`
  ],

  [
    // > a question mark (?) matches a single character
    /(?!\\)\?/g,
    () => '[^/]',
    '?'
  ],

  // leading slash
  [

    // > A leading slash matches the beginning of the pathname.
    // > For example, "/*.c" matches "cat-file.c" but not "mozilla-sha1/sha1.c".
    // A leading slash matches the beginning of the pathname
    /^\//,
    () => '^',
    SLASH
  ],

  // replace special metacharacter slash after the leading slash
  [
    /\//g,
    () => '\\/',
    SLASH
  ],

  [
    // > A leading "**" followed by a slash means match in all directories.
    // > For example, "**/foo" matches file or directory "foo" anywhere,
    // > the same as pattern "foo".
    // > "**/foo/bar" matches file or directory "bar" anywhere that is directly
    // >   under directory "foo".
    // Notice that the '*'s have been replaced as '\\*'
    /^\^*(?:\\\*\\\*\\\/)+/,

    // '**/foo' <-> 'foo'
    () => '(?:^|\\/)',
    '*'
  ],

  // starting
  [
    // there will be no leading '/'
    //   (which has been replaced by section "leading slash")
    // If starts with '**', adding a '^' to the regular expression also works
    DIRECT,
    (source, pattern) => {
      // Nothing to anchor to, or already anchored (`^` or `(?:^|\/)`)
      if (!source || source[0] === '^' || source[0] === '(') {
        return source
      }

      // If has a slash `/` at the beginning or middle
      const anchor = !REGEX_INNER_SLASH.test(pattern)
        // > Prior to 2.22.1
        // > If the pattern does not contain a slash /,
        // >   Git treats it as a shell glob pattern
        // Actually, if there is only a trailing slash,
        //   git also treats it as a shell glob pattern

        // After 2.22.1 (compatible but clearer)
        // > If there is a separator at the beginning or middle (or both)
        // > of the pattern, then the pattern is relative to the directory
        // > level of the particular .gitignore file itself.
        // > Otherwise the pattern may also match at any level below
        // > the .gitignore level.
        ? '(?:^|\\/)'

        // > Otherwise, Git treats the pattern as a shell glob suitable for
        // >   consumption by fnmatch(3)
        : '^'

      return anchor + source
    }
  ],

  // two globstars
  [
    // Use lookahead assertions so that we could match more than one `'/**'`
    /\\\/\\\*\\\*(?=\\\/|$)/g,

    // Zero, one or several directories
    // should not use '*', or it will be replaced by the next replacer

    // Check if it is not the last `'/**'`
    (_, index, str) => index + 6 < str.length

      // case: /**/ at the end of the pattern, i.e. a trailing `'/**/'`
      // > A trailing `"/**/"` (a trailing `"/**"` restricted to directories)
      // >   matches everything inside, but it should not match the current
      // >   folder itself, so it requires at least one directory segment.
      // 'a/**/' matches 'a/b/', 'a/x/y/' but not 'a/'
      ? str.slice(index + 6) === '\\/'
        ? '(?:\\/[^\\/]+)+'

        // case: /**/
        // > A slash followed by two consecutive asterisks then a slash matches
        // >   zero or more directories.
        // > For example, "a/**/b" matches "a/b", "a/x/b", "a/x/y/b" and so on.
        // '/**/'
        : '(?:\\/[^\\/]+)*'

      // case: /**
      // > A trailing `"/**"` matches everything inside.

      // #21: everything inside but it should not include the current folder,
      //   resolved by `_make`
      : `\\/${TRAILING_DOUBLESTAR}`,
    '*'
  ],

  // normal intermediate wildcards
  [
    // Never replace escaped '*'
    // ignore rule '\*' will match the path '*'

    // 'abc.*/' -> go
    // 'abc.*'  -> skip this rule,
    //    coz trailing single wildcard will be handed by [trailing wildcard]
    /(^|[^\\])(?:\\\*)+(?!$)/g,

    // '*.js' matches '.js'
    // '*.js' doesn't match 'abc'
    // 1. An asterisk "*" matches anything except a slash.
    // 2. Other consecutive asterisks are considered regular asterisks
    //    and collapse into one non-slash wildcard run.
    (_, p1) => p1 + WILDCARD,
    '*'
  ],

  // trailing wildcard, held apart from a literal star
  [
    // The step above leaves a trailing `*` alone, so a single `\*` is all that
    //   can be left at the end here, and what stands in front of it says which
    //   kind it is. A wildcard arrives as the escaper wrote it, `\*` with
    //   nothing before it; a literal arrives as the user's own escape, which
    //   the escaper doubled, and then the star's own -- `\\` and then `\*`.
    //   There is no third case: every backslash still reaching the chain is
    //   one `\*`, `\[` or `\ ` carries itself, and each is followed by its
    //   own character, so a longer run can never form. This runs while the
    //   two are still distinct, before the unescape steps below collapse the
    //   literal onto the very `\*` a wildcard leaves behind.
    /(^|[^\\])((?:\\\\)*)\\\*$/,

    (match, p1, p2) =>
      p2 === EMPTY
        // A real wildcard: carry it to `_make` as the marker, so the unescape
        //   steps and the trailing-wildcard rewrite can never mistake it for a
        //   literal `\*` (nor the reverse).
        ? p1 + TRAILING_WILDCARD
        // A literal star: leave it exactly as it stands for the unescape steps.
        : match,
    '*'
  ],

  [
    // unescape, revert step 3 except for back slash
    // For example, if a user escape a '\\*',
    // after step 3, the result will be '\\\\\\*'
    /\\\\\\(?=[$.|*+(){^])/g,
    () => ESCAPE,
    ESCAPE + ESCAPE
  ],

  [
    // '\\\\' -> '\\'
    /\\\\/g,
    () => ESCAPE,
    ESCAPE + ESCAPE
  ],

  [
    // Every real bracket expression -- POSIX classes included -- has already
    //   been held aside by `extractBrackets`, so the only `[` left in the
    //   pattern is an escaped, literal one.

    // A backslash could only stand at the end of the range if it quoted the
    //   `]`, and `\]` is held aside long before this.
    /\\\[([^\]/]*?)($|\])/g,

    // '\\[bar]' -> '\\\\[bar]'
    (match, range, close) => `\\[${range}${close}`,
    '['
  ],

  // ending
  [
    // 'js' will not match 'js.'
    // 'ab' will not match 'abc'
    DIRECT,

    // WTF!
    // https://git-scm.com/docs/gitignore
    // changes in [2.22.1](https://git-scm.com/docs/gitignore/2.22.1)
    // which re-fixes #24, #38

    // > If there is a separator at the end of the pattern then the pattern
    // > will only match directories, otherwise the pattern can match both
    // > files and directories.

    // 'js*' will not match 'a.js'
    // 'js/' will not match 'a.js'
    // 'js' will match 'a.js' and 'a.js/'
    source => {
      const last = source[source.length - 1]

      // The pattern is empty, or ends in a pending marker `_make` owns --
      //   the trailing wildcard, or a trailing "/**". A trailing `*` that is
      //   not the marker is a literal star, which anchors like any other
      //   final character.
      if (!last || last === TRAILING_WILDCARD || last === TRAILING_DOUBLESTAR) {
        return source
      }

      return last === SLASH
        // foo/ will not match 'foo'
        ? `${source}$`
        // foo matches 'foo' and 'foo/'
        : `${source}(?=$|\\/$)`
    }
  ]
]

const REGEX_REPLACE_TRAILING_WILDCARD = /(^|\\\/)?\uE000$/
const MODE_IGNORE = 'regex'
const MODE_CHECK_IGNORE = 'checkRegex'
const UNDERSCORE = '_'

const replaceTrailingWildcard = (_, p1) => {
  const prefix = p1
    // '\^':
    // '/*' does not match EMPTY
    // '/*' does not match everything

    // '\\\/':
    // 'abc/*' does not match 'abc/'
    ? `${p1}[^/]+`

    // 'a*' matches 'a'
    // 'a*' matches 'aa'
    : '[^/]*'

  return `${prefix}(?=$|\\/$)`
}

const REGEX_REPLACE_TRAILING_DOUBLESTAR = /\uE001$/

// 'abc/**' matches everything under 'abc', but not 'abc/' itself (#21):
//   requiring one arbitrary character (line terminators included, #176)
//   after 'abc/' is necessary and sufficient for `.test(path)`.
const replaceTrailingDoublestar = () => '[\\s\\S]'

// The fixed piece between the wildcard at `at` and the next wildcard of the
//   run: the tokens that separate them, joined as they appear in the source.
//   A run never holds two wildcards in a row, so there is always at least one
//   token.
const separatorAfter = (run, at) => {
  let separator = EMPTY

  for (let index = at + 1; index < run.length && !run[index].wildcard; index ++) {
    separator += run[index].single
  }

  return separator
}

// Where a run of non-slash wildcards is split by fixed pieces --
//   `[^/]*ab[^/]*cd...` -- the engine has many equivalent ways to lay the
//   input across the wildcards, and on input that does not match it works
//   through all of them, so the time grows with the number of wildcards
//   rather than the length of the path. Every wildcard but the last in such a
//   run can be pinned to stop where the piece after it begins, which leaves
//   one way to lay out the input and no rewinding, without changing which
//   paths match: the fixed pieces still bound the count, and the last
//   wildcard still absorbs the rest.
//
// A wildcard is pinned to the whole piece, never to the piece's first
//   character. The pin leaves no way back, so a wildcard that stopped at that
//   first character would hand over wherever the character happens to turn
//   up, including the places the rest of the piece cannot follow -- which is
//   how `f*o/*/*` came to miss `foo/b/c`, the first `o` of `foo` not being
//   the one the `o/` after it needs. Every token of a piece matches exactly
//   one character, so the first place the whole piece fits is the leftmost
//   place it can sit, and whatever is left over goes to the wildcards that
//   follow.
//
// The source is read one token at a time -- a wildcard, a single-character
//   piece (a literal, an escape, a class), or a parenthesised group or anchor
//   that ends the run -- so only a genuine wildcard is touched.
const pinWildcards = source => {
  if (source.indexOf(WILDCARD) < 0) {
    return source
  }

  const tokens = []
  const {length} = source
  let index = 0

  while (index < length) {
    const char = source[index]

    if (source.startsWith(WILDCARD, index)) {
      tokens.push({wildcard: true})
      index += WILDCARD.length
    } else if (char === '[') {
      let end = index + 1

      if (source[end] === '^') {
        end ++
      }

      if (source[end] === ']') {
        end ++
      }

      while (end < length && source[end] !== ']') {
        end += source[end] === ESCAPE
          ? 2
          : 1
      }

      end ++
      tokens.push({single: source.slice(index, end)})
      index = end
    } else if (char === ESCAPE) {
      tokens.push({single: source.slice(index, index + 2)})
      index += 2
    } else if (char === '(') {
      let depth = 0
      let end = index

      do {
        if (source[end] === ESCAPE) {
          end ++
        } else if (source[end] === '(') {
          depth ++
        } else if (source[end] === ')') {
          depth --
        }

        end ++
      } while (end < length && depth > 0)

      if ('*+?'.indexOf(source[end]) >= 0) {
        end ++
      }

      tokens.push({boundary: source.slice(index, end)})
      index = end
    } else if (char === '^' || char === '$') {
      tokens.push({boundary: char})
      index ++
    } else {
      tokens.push({single: char})
      index ++
    }
  }

  let out = EMPTY
  let run = []

  const flush = () => {
    let lastWildcard

    run.forEach((token, at) => {
      if (token.wildcard) {
        lastWildcard = at
      }
    })

    run.forEach((token, at) => {
      if (!token.wildcard) {
        out += token.single
        return
      }

      // Every wildcard but the last is pinned to the whole piece that
      //   follows it, for the reason set out above this function. The last
      //   one stays as it is and takes up the rest.
      out += at === lastWildcard
        ? WILDCARD
        : `(?:(?!${separatorAfter(run, at)})[^\\/])*`
    })

    run = []
  }

  tokens.forEach(token => {
    if (token.boundary === undefined) {
      run.push(token)
      return
    }

    flush()
    out += token.boundary
  })

  flush()

  return out
}

// @param {pattern}
const makeRegexPrefix = pattern => {
  // `/**` matches every path, as `**` does. The translation below only finds
  //   a globstar beside a slash it keeps, and the leading one is turned into
  //   an anchor, so `/**` would come out as `/*` and match one level only.
  //   Here rather than in `createRule`, so that `checkSourceOf`, which
  //   compiles `/**/` again without its trailing slash, gets it too.
  if (REGEX_ANCHORED_GLOBSTAR.test(pattern)) {
    pattern = '**'
  }

  const {source, sources} = extractBrackets(pattern)

  const replaced = REPLACERS.reduce(
    // A pass whose matcher finds nothing hands back the very string it was
    //   given, so asking first costs a search and saves a rewrite. Ten of the
    //   fifteen passes never fire for a typical .gitignore line, and between
    //   them they were 45% of this chain.
    (prev, [matcher, replacer, required]) => {
      if (matcher === DIRECT) {
        return replacer(prev, pattern)
      }

      if (required !== UNDEFINED && prev.indexOf(required) < 0) {
        return prev
      }

      // A pass whose matcher finds nothing hands back the very string it was
      //   given, so asking first costs a search and saves a rewrite.
      return matcher.test(prev)
        ? prev.replace(matcher, replacer.bind(pattern))
        : prev
    },
    source
  )

  // Most patterns hold no bracket expression at all, and then there is
  //   nothing to put back.
  return sources.length
    ? replaced.replace(
      REGEX_RESTORE_PLACEHOLDER,
      (match, index) => sources[index]
    )
    : replaced
}

// `checkRegex` tests a path with a trailing slash, 'abc/', the way
//   `git check-ignore` matches that literal string once the directory itself
//   is known not to be excluded (see `checkIgnore`): a trailing '/' of the
//   pattern is dropped, a basename pattern sees an empty basename, and only a
//   pattern whose last segment is a pending wildcard can match what is left
//   after the final slash -- 'abc/*' and 'abc/**' match 'abc/', and 'abc/**'
//   also matches 'abc/d/' (#77, #169).
const checkSourceOf = (body, prefix) => {
  if (body[body.length - 1] === SLASH) {
    prefix = makeRegexPrefix(body.slice(0, - 1))
  }

  const head = prefix.slice(0, - 1)
  const last = prefix[prefix.length - 1]

  return last === TRAILING_WILDCARD
    ? `${head}$`
    : last === TRAILING_DOUBLESTAR
      ? head
      : NEVER_MATCH
}

// A trailing slash does not stop a pattern being basename-only: it restricts
//   the match to a directory, it does not let the pattern reach across one.
//   Everything else a pattern can hold -- a wildcard, a character class, an
//   escape -- stays inside a single path segment too, so a pattern with no
//   separator in it can only ever describe the last one.
const matchesBasename = body => {
  const index = body.indexOf(SLASH)

  return index < 0 || index === body.length - 1
}

// The last segment of a path, keeping a trailing slash, because a pattern that
//   ends in one matches only a directory.
// 'a/b/c.js' -> 'c.js';  'a/b/' -> 'b/';  'c.js' -> 'c.js' (no copy made)
const basenameOf = path => {
  const end = path.length - 1

  const index = path.lastIndexOf(
    SLASH,
    path[end] === SLASH
      ? end - 1
      : end
  )

  return index < 0
    ? path
    : path.slice(index + 1)
}

// The parent directory of a path, with its trailing separator, or EMPTY when
//   the path has none.
// 'a/b/c' -> 'a/b/';  'a/b/' -> 'a/';  'a' -> EMPTY;  'a/' -> EMPTY
//
// A path holding an empty segment has to be taken apart, because its
//   ancestors are not prefixes of it: the parent of 'a//b' is 'a/', not
//   'a//', and the parent of '/a/' is nothing at all. Both shapes reach here
//   -- 'a//b' is accepted outright, and `checkIgnore` does not put the path
//   it is given through the relative-path check.
//
// Every other path is a prefix of itself, and cutting one costs a fraction of
//   splitting it into an array and joining that back at every level: 73ns
//   against 207ns.
const parentOf = path => {
  if (
    path.charCodeAt(0) === SLASH_CODE
    || path.indexOf(DOUBLE_SLASH) >= 0
  ) {
    const slices = path.split(SLASH).filter(Boolean)

    slices.pop()

    return slices.length
      ? slices.join(SLASH) + SLASH
      : EMPTY
  }

  const end = path.length - 1

  // Look back from before a trailing separator, since that one belongs to the
  //   path itself.
  //
  // A negative place to start would be a trap here: `lastIndexOf` clamps one
  //   to 0 and searches there rather than reporting no match, so '/' would
  //   come back as its own parent and the walk would never end. It cannot
  //   happen -- that is the only path short enough to produce one, and the
  //   test above has already sent it the other way.
  const cut = path.lastIndexOf(
    SLASH,
    path.charCodeAt(end) === SLASH_CODE
      ? end - 1
      : end
  )

  return cut < 0
    ? EMPTY
    : path.slice(0, cut + 1)
}

const isString = subject => typeof subject === 'string'

// Blank lines, comments and trailing lone backslashes are told by
//   `createRule`, once the pattern is normalized.
const checkPattern = pattern => pattern
  && isString(pattern)

// Git drops one CR before each LF, and one at the end of a final line that
//   has no LF after it.
const splitPattern = pattern => (
  pattern[pattern.length - 1] === '\r'
    ? pattern.slice(0, - 1)
    : pattern
)
.split(REGEX_SPLITALL_CRLF)
.filter(Boolean)

class IgnoreRule {
  constructor (
    pattern,
    mark,
    body,
    ignoreCase,
    negative,
    prefix
  ) {
    this.pattern = pattern
    this.mark = mark
    this.negative = negative

    define(this, 'body', body)
    define(this, 'ignoreCase', ignoreCase)
    define(this, 'regexPrefix', prefix)
  }

  // Worked out on first use and kept behind an own property, the way `regex`
  //   caches itself in `_regex`. Deciding it in the constructor instead would
  //   add a fourth `defineProperty` to every rule ever built, which cost 4% of
  //   every compile -- including the compiles of rules that are never matched
  //   against anything.
  get _basenameOnly () {
    return define(this, '_basenameOnly', matchesBasename(this.body))
  }

  get regex () {
    const key = UNDERSCORE + MODE_IGNORE

    if (this[key]) {
      return this[key]
    }

    return this._make(MODE_IGNORE, key)
  }

  get checkRegex () {
    const key = UNDERSCORE + MODE_CHECK_IGNORE

    if (this[key]) {
      return this[key]
    }

    return this._make(MODE_CHECK_IGNORE, key)
  }

  _make (mode, key) {
    const str = pinWildcards(
      mode === MODE_IGNORE
        ? this.regexPrefix
        .replace(REGEX_REPLACE_TRAILING_WILDCARD, replaceTrailingWildcard)
        .replace(REGEX_REPLACE_TRAILING_DOUBLESTAR, replaceTrailingDoublestar)
        : checkSourceOf(this.body, this.regexPrefix)
    )

    const regex = this.ignoreCase
      ? new RegExp(str, 'i')
      : new RegExp(str)

    return define(this, key, regex)
  }
}

const hasTrailingBackslash = str => {
  let count = 0

  while (str[str.length - count - 1] === ESCAPE) {
    count ++
  }

  return count % 2 === 1
}

// Read a line the way git does: when `stripLineEnd` is set (an unsplit array
//   or object pattern), drop any trailing blank lines along with the LF
//   before each and at most one CR at the end of the line; then trim trailing
//   spaces in the same backward pass. Git trims spaces only, and a space
//   escaped by an odd run of backslashes stays, unescaped, as the last one.
// Scanned from the end: a regular expression can only try each start in
//   turn, which is quadratic over a long run of spaces or backslashes.
// 'a  ' -> 'a';  'a\ ' -> 'a ';  'a\\ ' -> 'a\\';  'a\t' -> 'a\t'
// 'a\r\n' -> 'a';  'a\r\r' -> 'a\r';  'a\n\r' -> 'a'
const trimEnd = (body, stripLineEnd) => {
  let lineEnd = body.length
  let end

  for (;;) {
    if (stripLineEnd && body[lineEnd - 1] === '\r') {
      lineEnd --
    }

    end = lineEnd

    while (body[end - 1] === SPACE) {
      end --
    }

    if (!stripLineEnd || body[end - 1] !== '\n') {
      break
    }

    lineEnd = end - 1
  }

  if (end === lineEnd) {
    return body.slice(0, lineEnd)
  }

  let backslashes = 0

  while (body[end - backslashes - 1] === ESCAPE) {
    backslashes ++
  }

  return backslashes % 2
    ? body.slice(0, end - 1) + SPACE
    : body.slice(0, end)
}

const createRule = (
  pattern,
  mark,
  ignoreCase,
  stripLineEnd,
  stripBOM
) => {
  // Git drops a BOM before it reads the first line, so before anything else.
  let body = stripBOM && pattern[0] === BOM
    ? pattern.slice(1)
    : pattern

  // > A line starting with # serves as a comment.
  if (body[0] === '#') {
    return
  }

  let negative = false

  // > An optional prefix "!" which negates the pattern;
  if (body[0] === '!') {
    negative = true
    body = body.slice(1)
  }

  // Normalize the body before checking which slashes anchor the pattern.
  //   Otherwise `bar/ ` is mistaken for a pattern containing an inner slash.
  //   A line from `splitPattern` has already lost its line ending, so only a
  //   trailing space remains to trim there.
  const last = body[body.length - 1]

  if (
    last === SPACE
    || stripLineEnd && (last === '\r' || last === '\n')
  ) {
    body = trimEnd(body, stripLineEnd)
  }

  // > A blank line matches no files, so it can serve as a separator for
  // >   readability.
  // Nor does a lone "!", a pattern ending on an unpaired backslash, or
  //   anything else left empty here: an empty pattern would compile to a
  //   regex matching every path.
  if (!body || hasTrailingBackslash(body)) {
    return
  }

  body = body
  // > Put a backslash ("\") in front of the first "!" for patterns that
  // >   begin with a literal "!", for example, `"\!important!.txt"`.
  .replace(REGEX_REPLACE_LEADING_EXCAPED_EXCLAMATION, '!')
  // > Put a backslash ("\") in front of the first hash for patterns that
  // >   begin with a hash.
  .replace(REGEX_REPLACE_LEADING_EXCAPED_HASH, '#')

  const regexPrefix = makeRegexPrefix(body)

  return new IgnoreRule(
    pattern,
    mark,
    body,
    ignoreCase,
    negative,
    regexPrefix
  )
}

class RuleManager {
  constructor (ignoreCase) {
    this._ignoreCase = ignoreCase
    this._rules = []

    // How many of the rules git would tag `EXC_FLAG_NODIR`.
    //
    // The scan uses it to decide, once for the whole set, whether handing
    //   those rules the basename is worth what it costs the others. The
    //   shortcut saves a full-path scan on every rule it applies to and costs
    //   a check on every rule it does not, so a set where almost nothing is
    //   basename-only comes out behind -- a 955 pattern set with 44 of them
    //   measured 19% slower with the shortcut always on.
    //
    // Deciding this by measurement rather than by meaning is safe: a
    //   basename-only pattern gives the very same answer against the whole
    //   path, it just takes longer to say so. The choice can only change how
    //   fast the scan runs, never what it returns.
    this._basenameCount = 0
  }

  _add (pattern, index) {
    // #32
    if (pattern && pattern[KEY_IGNORE]) {
      this._rules = this._rules.concat(pattern._rules._rules)
      this._basenameCount += pattern._rules._basenameCount
      this._added = true
      return
    }

    const isStr = isString(pattern)
    const raw = isStr
      ? pattern
      : pattern.pattern

    const rule = checkPattern(raw)
      && createRule(
        raw,
        isStr ? UNDEFINED : pattern.mark,
        this._ignoreCase,
        !this._split,
        this._stripBOM && !index
      )

    if (rule) {
      this._added = true
      this._rules.push(rule)

      // Deliberately not `rule._basenameOnly`: reading that would materialise
      //   the rule's own copy, and the whole point of leaving it lazy is that
      //   a rule which is compiled and never matched never pays for it.
      if (matchesBasename(rule.body)) {
        this._basenameCount ++
      }
    }
  }

  // @param {Array<string> | string | Ignore} pattern
  add (pattern) {
    this._added = false
    this._split = isString(pattern)
    this._stripBOM = !this._split || pattern[0] === BOM

    makeArray(
      this._split
        ? splitPattern(pattern)
        : pattern
    ).forEach(this._add, this)

    if (this._added) {
      this._literalRules = UNDEFINED
    }

    return this._added
  }

  // Match the literal 'abc/' for `checkIgnore`, last rule wins. Only a rule
  //   ending in a wildcard can match it (see `checkSourceOf`), so the rest
  //   are left out once, rather than tested or compiled for every path.
  testLiteral (path) {
    const rules = this._literalRules || (
      this._literalRules = this._rules.filter(
        ({body}) => body[body.length - (
          body[body.length - 1] === SLASH ? 2 : 1
        )] === '*'
      )
    )

    let ignored = false
    let unignored = false
    let matchedRule

    for (let index = rules.length - 1; index >= 0; index --) {
      const rule = rules[index]

      if (rule.checkRegex.test(path)) {
        ignored = !rule.negative
        unignored = rule.negative
        matchedRule = rule.negative
          ? UNDEFINED
          : rule
        break
      }
    }

    const ret = {
      ignored,
      unignored
    }

    if (matchedRule) {
      ret.rule = matchedRule
    }

    return ret
  }

  // Test one single path without recursively checking parent directories
  //
  // - mode `string` either `MODE_IGNORE` or `MODE_CHECK_IGNORE`

  // @returns {TestResult}
  test (path, mode) {
    // Most of a .gitignore is patterns with no slash in them, and running
    //   those against the whole path makes the regular expression engine walk
    //   every directory name on the way to the only segment that could match.
    //   Handing them the basename instead is what git does, and it is where
    //   the time in a directory walk goes: the rule scan was two thirds of it.
    const rules = this._rules
    const {length} = rules

    const shortcut = this._basenameCount * 2 >= length

    const basename = shortcut
      ? basenameOf(path)
      : path

    // The last rule to match decides, as in git, and it is the rule
    //   `git check-ignore -v` reports, so the scan runs from the end and stops
    //   at the first match.
    // A plain loop rather than `forEach`, so that `path`, `basename` and
    //   `shortcut` are locals. As a callback they became closure variables,
    //   and reaching for one of those once per rule cost 10% of a scan over a
    //   large rule set -- more than the shortcut they were there to serve.
    for (let index = length - 1; index >= 0; index --) {
      const rule = rules[index]

      if (rule[mode].test(
        shortcut && rule._basenameOnly
          ? basename
          : path
      )) {
        const {negative} = rule

        const ret = {
          ignored: !negative,
          unignored: negative
        }

        if (!negative) {
          ret.rule = rule
        }

        return ret
      }
    }

    return {
      ignored: false,
      unignored: false
    }
  }
}

const throwError = (message, Ctor) => {
  throw new Ctor(message)
}

const checkPath = (path, originalPath, doThrow) => {
  if (!isString(path)) {
    return doThrow(
      `path must be a string, but got \`${originalPath}\``,
      TypeError
    )
  }

  // We don't know if we should ignore EMPTY, so throw
  if (!path) {
    return doThrow(`path must not be empty`, TypeError)
  }

  // Check if it is a relative path
  if (checkPath.isNotRelative(path)) {
    const r = '`path.relative()`d'
    return doThrow(
      `path should be a ${r} string, but got "${originalPath}"`,
      RangeError
    )
  }

  return true
}

// > pathname should be a `path.relative()`d one
//
// The same thing `REGEX_TEST_INVALID_PATH` says, spelled out: a path is not
//   relative if it begins with a separator, or with `./` or `../`, or is
//   nothing but `.` or `..`. Every match is decided by the first three
//   characters, and this runs on every path handed to the library -- where it
//   was 55% of a cached lookup, more than the cache lookup itself.
const isNotRelative = path => {
  const first = path.charCodeAt(0)

  if (first === SLASH_CODE) {
    return true
  }

  if (first !== DOT_CODE) {
    return false
  }

  // '.'
  if (path.length === 1) {
    return true
  }

  const second = path.charCodeAt(1)

  // './'
  if (second === SLASH_CODE) {
    return true
  }

  if (second !== DOT_CODE) {
    return false
  }

  // '..' or '../'
  return path.length === 2 || path.charCodeAt(2) === SLASH_CODE
}

checkPath.isNotRelative = isNotRelative

// On windows, the following function will be replaced
/* istanbul ignore next */
checkPath.convert = p => p


const convertPath = target =>
  isString(target) && checkPath.convert(target)


class Ignore {
  constructor ({
    ignorecase = true,
    ignoreCase = ignorecase,
    allowRelativePaths = false
  } = {}) {
    define(this, KEY_IGNORE, true)

    this._rules = new RuleManager(ignoreCase)
    this._strictPathCheck = !allowRelativePaths
    this._initCache()
  }

  _initCache () {
    // A cache for the result of `.ignores()`
    this._ignoreCache = Object.create(null)

    // A cache for the result of `.test()`
    this._testCache = Object.create(null)
  }

  add (pattern) {
    if (this._rules.add(pattern)) {
      // Some rules have just added to the ignore,
      //   making the behavior changed,
      //   so we need to re-initialize the result cache
      this._initCache()
    }

    return this
  }

  // legacy
  addPattern (pattern) {
    return this.add(pattern)
  }

  // @returns {TestResult}
  _test (originalPath, cache, path) {
    checkPath(
      path,
      originalPath,
      this._strictPathCheck
        ? throwError
        : RETURN_FALSE
    )

    return path
      ? this._t(path, cache)
      : {
        ignored: false,
        unignored: false
      }
  }

  checkIgnore (target) {
    // A Windows path is converted first, so that a directory given with a
    //   trailing separator, `\` or `/`, is told the same way
    const path = convertPath(target)

    // If the path does not end with a slash, `.ignores()` is much equivalent
    //   to `git check-ignore`
    if (!path || path.charCodeAt(path.length - 1) !== SLASH_CODE) {
      return this._test(target, this._testCache, path)
    }

    // Like `git check-ignore`: a directory excluded by itself or by an
    //   ancestor settles it, and only then is the literal 'abc/' matched
    //   against the rules (see `checkSourceOf`).
    const dir = this._t(path, this._testCache)

    if (dir.ignored) {
      return dir
    }

    const literal = this._rules.testLiteral(path)

    return literal.ignored || literal.unignored
      ? literal
      : dir
  }

  _t (
    // The path to be tested
    path,

    // The cache for the result of a certain checking
    cache
  ) {
    if (path in cache) {
      return cache[path]
    }

    const parentPath = parentOf(path)

    // If the path contains a parent directory, check the parent first
    const parent = parentPath
      ? this._t(parentPath, cache)
      : UNDEFINED

    return cache[path] = parent && parent.ignored
      // > It is not possible to re-include a file if a parent directory of
      // >   that file is excluded.
      ? parent
      : this._rules.test(path, MODE_IGNORE)
  }

  ignores (path) {
    return this._test(path, this._ignoreCache, convertPath(path)).ignored
  }

  createFilter () {
    return path => !this.ignores(path)
  }

  filter (paths) {
    return makeArray(paths).filter(this.createFilter())
  }

  // @returns {TestResult}
  test (path) {
    return this._test(path, this._testCache, convertPath(path))
  }
}

const factory = options => new Ignore(options)

const isPathValid = path =>
  checkPath(convertPath(path), path, RETURN_FALSE)

/* istanbul ignore next */
const setupWindows = () => {
  /* eslint no-control-regex: "off" */
  const makePosix = str => /^\\\\\?\\/.test(str)
  || /["<>|\u0000-\u001F]+/u.test(str)
    ? str
    : str.replace(/\\/g, '/')

  checkPath.convert = makePosix

  // 'C:\\foo'     <- 'C:\\foo' has been converted to 'C:/'
  // 'd:\\foo'
  const REGEX_TEST_WINDOWS_PATH_ABSOLUTE = /^[a-z]:\//i
  checkPath.isNotRelative = path =>
    REGEX_TEST_WINDOWS_PATH_ABSOLUTE.test(path)
    || isNotRelative(path)
}


// Windows
// --------------------------------------------------------------
/* istanbul ignore next */
if (
  // Detect `process` so that it can run in browsers.
  typeof process !== 'undefined'
  && process.platform === 'win32'
) {
  setupWindows()
}

// COMMONJS_EXPORTS ////////////////////////////////////////////////////////////

module.exports = factory

// Although it is an anti-pattern,
//   it is still widely misused by a lot of libraries in github
// Ref: https://github.com/search?q=ignore.default%28%29&type=code
factory.default = factory

module.exports.isPathValid = isPathValid

// For testing purposes
define(module.exports, Symbol.for('setupWindows'), setupWindows)


/***/ }),

/***/ 4807:
/***/ ((module, exports, __nccwpck_require__) => {

(function (factory) {
    if ( true && typeof module.exports === "object") {
        var v = factory(__WEBPACK_EXTERNAL_createRequire(import.meta.url), exports);
        if (v !== undefined) module.exports = v;
    }
    else if (typeof define === "function" && define.amd) {
        define(["require", "exports", "./format", "./parser"], factory);
    }
})(function () {
    /*---------------------------------------------------------------------------------------------
     *  Copyright (c) Microsoft Corporation. All rights reserved.
     *  Licensed under the MIT License. See License.txt in the project root for license information.
     *--------------------------------------------------------------------------------------------*/
    'use strict';
    Object.defineProperty(exports, "__esModule", ({ value: true }));
    exports.isWS = exports.applyEdit = exports.setProperty = exports.removeProperty = void 0;
    const format_1 = __nccwpck_require__(6612);
    const parser_1 = __nccwpck_require__(5152);
    function removeProperty(text, path, options) {
        return setProperty(text, path, void 0, options);
    }
    exports.removeProperty = removeProperty;
    function setProperty(text, originalPath, value, options) {
        const path = originalPath.slice();
        const errors = [];
        const root = (0, parser_1.parseTree)(text, errors);
        let parent = void 0;
        let lastSegment = void 0;
        while (path.length > 0) {
            lastSegment = path.pop();
            parent = (0, parser_1.findNodeAtLocation)(root, path);
            if (parent === void 0 && value !== void 0) {
                if (typeof lastSegment === 'string') {
                    value = { [lastSegment]: value };
                }
                else {
                    value = [value];
                }
            }
            else {
                break;
            }
        }
        if (!parent) {
            // empty document
            if (value === void 0) { // delete
                throw new Error('Can not delete in empty document');
            }
            return withFormatting(text, { offset: root ? root.offset : 0, length: root ? root.length : 0, content: JSON.stringify(value) }, options);
        }
        else if (parent.type === 'object' && typeof lastSegment === 'string' && Array.isArray(parent.children)) {
            const existing = (0, parser_1.findNodeAtLocation)(parent, [lastSegment]);
            if (existing !== void 0) {
                if (value === void 0) { // delete
                    if (!existing.parent) {
                        throw new Error('Malformed AST');
                    }
                    const propertyIndex = parent.children.indexOf(existing.parent);
                    let removeBegin;
                    let removeEnd = existing.parent.offset + existing.parent.length;
                    if (propertyIndex > 0) {
                        // remove the comma of the previous node
                        let previous = parent.children[propertyIndex - 1];
                        removeBegin = previous.offset + previous.length;
                    }
                    else {
                        removeBegin = parent.offset + 1;
                        if (parent.children.length > 1) {
                            // remove the comma of the next node
                            let next = parent.children[1];
                            removeEnd = next.offset;
                        }
                    }
                    return withFormatting(text, { offset: removeBegin, length: removeEnd - removeBegin, content: '' }, options);
                }
                else {
                    // set value of existing property
                    return withFormatting(text, { offset: existing.offset, length: existing.length, content: JSON.stringify(value) }, options);
                }
            }
            else {
                if (value === void 0) { // delete
                    return []; // property does not exist, nothing to do
                }
                const newProperty = `${JSON.stringify(lastSegment)}: ${JSON.stringify(value)}`;
                const index = options.getInsertionIndex ? options.getInsertionIndex(parent.children.map(p => p.children[0].value)) : parent.children.length;
                let edit;
                if (index > 0) {
                    let previous = parent.children[index - 1];
                    edit = { offset: previous.offset + previous.length, length: 0, content: ',' + newProperty };
                }
                else if (parent.children.length === 0) {
                    edit = { offset: parent.offset + 1, length: 0, content: newProperty };
                }
                else {
                    edit = { offset: parent.offset + 1, length: 0, content: newProperty + ',' };
                }
                return withFormatting(text, edit, options);
            }
        }
        else if (parent.type === 'array' && typeof lastSegment === 'number' && Array.isArray(parent.children)) {
            const insertIndex = lastSegment;
            if (insertIndex === -1) {
                // Insert
                const newProperty = `${JSON.stringify(value)}`;
                let edit;
                if (parent.children.length === 0) {
                    edit = { offset: parent.offset + 1, length: 0, content: newProperty };
                }
                else {
                    const previous = parent.children[parent.children.length - 1];
                    edit = { offset: previous.offset + previous.length, length: 0, content: ',' + newProperty };
                }
                return withFormatting(text, edit, options);
            }
            else if (value === void 0 && parent.children.length >= 0) {
                // Removal
                const removalIndex = lastSegment;
                const toRemove = parent.children[removalIndex];
                let edit;
                if (parent.children.length === 1) {
                    // only item
                    edit = { offset: parent.offset + 1, length: parent.length - 2, content: '' };
                }
                else if (parent.children.length - 1 === removalIndex) {
                    // last item
                    let previous = parent.children[removalIndex - 1];
                    let offset = previous.offset + previous.length;
                    let parentEndOffset = parent.offset + parent.length;
                    edit = { offset, length: parentEndOffset - 2 - offset, content: '' };
                }
                else {
                    edit = { offset: toRemove.offset, length: parent.children[removalIndex + 1].offset - toRemove.offset, content: '' };
                }
                return withFormatting(text, edit, options);
            }
            else if (value !== void 0) {
                let edit;
                const newProperty = `${JSON.stringify(value)}`;
                if (!options.isArrayInsertion && parent.children.length > lastSegment) {
                    const toModify = parent.children[lastSegment];
                    edit = { offset: toModify.offset, length: toModify.length, content: newProperty };
                }
                else if (parent.children.length === 0 || lastSegment === 0) {
                    edit = { offset: parent.offset + 1, length: 0, content: parent.children.length === 0 ? newProperty : newProperty + ',' };
                }
                else {
                    const index = lastSegment > parent.children.length ? parent.children.length : lastSegment;
                    const previous = parent.children[index - 1];
                    edit = { offset: previous.offset + previous.length, length: 0, content: ',' + newProperty };
                }
                return withFormatting(text, edit, options);
            }
            else {
                throw new Error(`Can not ${value === void 0 ? 'remove' : (options.isArrayInsertion ? 'insert' : 'modify')} Array index ${insertIndex} as length is not sufficient`);
            }
        }
        else {
            throw new Error(`Can not add ${typeof lastSegment !== 'number' ? 'index' : 'property'} to parent of type ${parent.type}`);
        }
    }
    exports.setProperty = setProperty;
    function withFormatting(text, edit, options) {
        if (!options.formattingOptions) {
            return [edit];
        }
        // apply the edit
        let newText = applyEdit(text, edit);
        // format the new text
        let begin = edit.offset;
        let end = edit.offset + edit.content.length;
        if (edit.length === 0 || edit.content.length === 0) { // insert or remove
            while (begin > 0 && !(0, format_1.isEOL)(newText, begin - 1)) {
                begin--;
            }
            while (end < newText.length && !(0, format_1.isEOL)(newText, end)) {
                end++;
            }
        }
        const edits = (0, format_1.format)(newText, { offset: begin, length: end - begin }, { ...options.formattingOptions, keepLines: false });
        // apply the formatting edits and track the begin and end offsets of the changes
        for (let i = edits.length - 1; i >= 0; i--) {
            const edit = edits[i];
            newText = applyEdit(newText, edit);
            begin = Math.min(begin, edit.offset);
            end = Math.max(end, edit.offset + edit.length);
            end += edit.content.length - edit.length;
        }
        // create a single edit with all changes
        const editLength = text.length - (newText.length - end) - begin;
        return [{ offset: begin, length: editLength, content: newText.substring(begin, end) }];
    }
    function applyEdit(text, edit) {
        return text.substring(0, edit.offset) + edit.content + text.substring(edit.offset + edit.length);
    }
    exports.applyEdit = applyEdit;
    function isWS(text, offset) {
        return '\r\n \t'.indexOf(text.charAt(offset)) !== -1;
    }
    exports.isWS = isWS;
});


/***/ }),

/***/ 6612:
/***/ ((module, exports, __nccwpck_require__) => {

(function (factory) {
    if ( true && typeof module.exports === "object") {
        var v = factory(__WEBPACK_EXTERNAL_createRequire(import.meta.url), exports);
        if (v !== undefined) module.exports = v;
    }
    else if (typeof define === "function" && define.amd) {
        define(["require", "exports", "./scanner", "./string-intern"], factory);
    }
})(function () {
    /*---------------------------------------------------------------------------------------------
     *  Copyright (c) Microsoft Corporation. All rights reserved.
     *  Licensed under the MIT License. See License.txt in the project root for license information.
     *--------------------------------------------------------------------------------------------*/
    'use strict';
    Object.defineProperty(exports, "__esModule", ({ value: true }));
    exports.isEOL = exports.format = void 0;
    const scanner_1 = __nccwpck_require__(8525);
    const string_intern_1 = __nccwpck_require__(4579);
    function format(documentText, range, options) {
        let initialIndentLevel;
        let formatText;
        let formatTextStart;
        let rangeStart;
        let rangeEnd;
        if (range) {
            rangeStart = range.offset;
            rangeEnd = rangeStart + range.length;
            formatTextStart = rangeStart;
            while (formatTextStart > 0 && !isEOL(documentText, formatTextStart - 1)) {
                formatTextStart--;
            }
            let endOffset = rangeEnd;
            while (endOffset < documentText.length && !isEOL(documentText, endOffset)) {
                endOffset++;
            }
            formatText = documentText.substring(formatTextStart, endOffset);
            initialIndentLevel = computeIndentLevel(formatText, options);
        }
        else {
            formatText = documentText;
            initialIndentLevel = 0;
            formatTextStart = 0;
            rangeStart = 0;
            rangeEnd = documentText.length;
        }
        const eol = getEOL(options, documentText);
        const eolFastPathSupported = string_intern_1.supportedEols.includes(eol);
        let numberLineBreaks = 0;
        let indentLevel = 0;
        let indentValue;
        if (options.insertSpaces) {
            indentValue = string_intern_1.cachedSpaces[options.tabSize || 4] ?? repeat(string_intern_1.cachedSpaces[1], options.tabSize || 4);
        }
        else {
            indentValue = '\t';
        }
        const indentType = indentValue === '\t' ? '\t' : ' ';
        let scanner = (0, scanner_1.createScanner)(formatText, false);
        let hasError = false;
        function newLinesAndIndent() {
            if (numberLineBreaks > 1) {
                return repeat(eol, numberLineBreaks) + repeat(indentValue, initialIndentLevel + indentLevel);
            }
            const amountOfSpaces = indentValue.length * (initialIndentLevel + indentLevel);
            if (!eolFastPathSupported || amountOfSpaces > string_intern_1.cachedBreakLinesWithSpaces[indentType][eol].length) {
                return eol + repeat(indentValue, initialIndentLevel + indentLevel);
            }
            if (amountOfSpaces <= 0) {
                return eol;
            }
            return string_intern_1.cachedBreakLinesWithSpaces[indentType][eol][amountOfSpaces];
        }
        function scanNext() {
            let token = scanner.scan();
            numberLineBreaks = 0;
            while (token === 15 /* SyntaxKind.Trivia */ || token === 14 /* SyntaxKind.LineBreakTrivia */) {
                if (token === 14 /* SyntaxKind.LineBreakTrivia */ && options.keepLines) {
                    numberLineBreaks += 1;
                }
                else if (token === 14 /* SyntaxKind.LineBreakTrivia */) {
                    numberLineBreaks = 1;
                }
                token = scanner.scan();
            }
            hasError = token === 16 /* SyntaxKind.Unknown */ || scanner.getTokenError() !== 0 /* ScanError.None */;
            return token;
        }
        const editOperations = [];
        function addEdit(text, startOffset, endOffset) {
            if (!hasError && (!range || (startOffset < rangeEnd && endOffset > rangeStart)) && documentText.substring(startOffset, endOffset) !== text) {
                editOperations.push({ offset: startOffset, length: endOffset - startOffset, content: text });
            }
        }
        let firstToken = scanNext();
        if (options.keepLines && numberLineBreaks > 0) {
            addEdit(repeat(eol, numberLineBreaks), 0, 0);
        }
        if (firstToken !== 17 /* SyntaxKind.EOF */) {
            let firstTokenStart = scanner.getTokenOffset() + formatTextStart;
            let initialIndent = (indentValue.length * initialIndentLevel < 20) && options.insertSpaces
                ? string_intern_1.cachedSpaces[indentValue.length * initialIndentLevel]
                : repeat(indentValue, initialIndentLevel);
            addEdit(initialIndent, formatTextStart, firstTokenStart);
        }
        while (firstToken !== 17 /* SyntaxKind.EOF */) {
            let firstTokenEnd = scanner.getTokenOffset() + scanner.getTokenLength() + formatTextStart;
            let secondToken = scanNext();
            let replaceContent = '';
            let needsLineBreak = false;
            while (numberLineBreaks === 0 && (secondToken === 12 /* SyntaxKind.LineCommentTrivia */ || secondToken === 13 /* SyntaxKind.BlockCommentTrivia */)) {
                let commentTokenStart = scanner.getTokenOffset() + formatTextStart;
                addEdit(string_intern_1.cachedSpaces[1], firstTokenEnd, commentTokenStart);
                firstTokenEnd = scanner.getTokenOffset() + scanner.getTokenLength() + formatTextStart;
                needsLineBreak = secondToken === 12 /* SyntaxKind.LineCommentTrivia */;
                replaceContent = needsLineBreak ? newLinesAndIndent() : '';
                secondToken = scanNext();
            }
            if (secondToken === 2 /* SyntaxKind.CloseBraceToken */) {
                if (firstToken !== 1 /* SyntaxKind.OpenBraceToken */) {
                    indentLevel--;
                }
                ;
                if (options.keepLines && numberLineBreaks > 0 || !options.keepLines && firstToken !== 1 /* SyntaxKind.OpenBraceToken */) {
                    replaceContent = newLinesAndIndent();
                }
                else if (options.keepLines) {
                    replaceContent = string_intern_1.cachedSpaces[1];
                }
            }
            else if (secondToken === 4 /* SyntaxKind.CloseBracketToken */) {
                if (firstToken !== 3 /* SyntaxKind.OpenBracketToken */) {
                    indentLevel--;
                }
                ;
                if (options.keepLines && numberLineBreaks > 0 || !options.keepLines && firstToken !== 3 /* SyntaxKind.OpenBracketToken */) {
                    replaceContent = newLinesAndIndent();
                }
                else if (options.keepLines) {
                    replaceContent = string_intern_1.cachedSpaces[1];
                }
            }
            else {
                switch (firstToken) {
                    case 3 /* SyntaxKind.OpenBracketToken */:
                    case 1 /* SyntaxKind.OpenBraceToken */:
                        indentLevel++;
                        if (options.keepLines && numberLineBreaks > 0 || !options.keepLines) {
                            replaceContent = newLinesAndIndent();
                        }
                        else {
                            replaceContent = string_intern_1.cachedSpaces[1];
                        }
                        break;
                    case 5 /* SyntaxKind.CommaToken */:
                        if (options.keepLines && numberLineBreaks > 0 || !options.keepLines) {
                            replaceContent = newLinesAndIndent();
                        }
                        else {
                            replaceContent = string_intern_1.cachedSpaces[1];
                        }
                        break;
                    case 12 /* SyntaxKind.LineCommentTrivia */:
                        replaceContent = newLinesAndIndent();
                        break;
                    case 13 /* SyntaxKind.BlockCommentTrivia */:
                        if (numberLineBreaks > 0) {
                            replaceContent = newLinesAndIndent();
                        }
                        else if (!needsLineBreak) {
                            replaceContent = string_intern_1.cachedSpaces[1];
                        }
                        break;
                    case 6 /* SyntaxKind.ColonToken */:
                        if (options.keepLines && numberLineBreaks > 0) {
                            replaceContent = newLinesAndIndent();
                        }
                        else if (!needsLineBreak) {
                            replaceContent = string_intern_1.cachedSpaces[1];
                        }
                        break;
                    case 10 /* SyntaxKind.StringLiteral */:
                        if (options.keepLines && numberLineBreaks > 0) {
                            replaceContent = newLinesAndIndent();
                        }
                        else if (secondToken === 6 /* SyntaxKind.ColonToken */ && !needsLineBreak) {
                            replaceContent = '';
                        }
                        break;
                    case 7 /* SyntaxKind.NullKeyword */:
                    case 8 /* SyntaxKind.TrueKeyword */:
                    case 9 /* SyntaxKind.FalseKeyword */:
                    case 11 /* SyntaxKind.NumericLiteral */:
                    case 2 /* SyntaxKind.CloseBraceToken */:
                    case 4 /* SyntaxKind.CloseBracketToken */:
                        if (options.keepLines && numberLineBreaks > 0) {
                            replaceContent = newLinesAndIndent();
                        }
                        else {
                            if ((secondToken === 12 /* SyntaxKind.LineCommentTrivia */ || secondToken === 13 /* SyntaxKind.BlockCommentTrivia */) && !needsLineBreak) {
                                replaceContent = string_intern_1.cachedSpaces[1];
                            }
                            else if (secondToken !== 5 /* SyntaxKind.CommaToken */ && secondToken !== 17 /* SyntaxKind.EOF */) {
                                hasError = true;
                            }
                        }
                        break;
                    case 16 /* SyntaxKind.Unknown */:
                        hasError = true;
                        break;
                }
                if (numberLineBreaks > 0 && (secondToken === 12 /* SyntaxKind.LineCommentTrivia */ || secondToken === 13 /* SyntaxKind.BlockCommentTrivia */)) {
                    replaceContent = newLinesAndIndent();
                }
            }
            if (secondToken === 17 /* SyntaxKind.EOF */) {
                if (options.keepLines && numberLineBreaks > 0) {
                    replaceContent = newLinesAndIndent();
                }
                else {
                    replaceContent = options.insertFinalNewline ? eol : '';
                }
            }
            const secondTokenStart = scanner.getTokenOffset() + formatTextStart;
            addEdit(replaceContent, firstTokenEnd, secondTokenStart);
            firstToken = secondToken;
        }
        return editOperations;
    }
    exports.format = format;
    function repeat(s, count) {
        let result = '';
        for (let i = 0; i < count; i++) {
            result += s;
        }
        return result;
    }
    function computeIndentLevel(content, options) {
        let i = 0;
        let nChars = 0;
        const tabSize = options.tabSize || 4;
        while (i < content.length) {
            let ch = content.charAt(i);
            if (ch === string_intern_1.cachedSpaces[1]) {
                nChars++;
            }
            else if (ch === '\t') {
                nChars += tabSize;
            }
            else {
                break;
            }
            i++;
        }
        return Math.floor(nChars / tabSize);
    }
    function getEOL(options, text) {
        for (let i = 0; i < text.length; i++) {
            const ch = text.charAt(i);
            if (ch === '\r') {
                if (i + 1 < text.length && text.charAt(i + 1) === '\n') {
                    return '\r\n';
                }
                return '\r';
            }
            else if (ch === '\n') {
                return '\n';
            }
        }
        return (options && options.eol) || '\n';
    }
    function isEOL(text, offset) {
        return '\r\n'.indexOf(text.charAt(offset)) !== -1;
    }
    exports.isEOL = isEOL;
});


/***/ }),

/***/ 5152:
/***/ ((module, exports, __nccwpck_require__) => {

(function (factory) {
    if ( true && typeof module.exports === "object") {
        var v = factory(__WEBPACK_EXTERNAL_createRequire(import.meta.url), exports);
        if (v !== undefined) module.exports = v;
    }
    else if (typeof define === "function" && define.amd) {
        define(["require", "exports", "./scanner"], factory);
    }
})(function () {
    /*---------------------------------------------------------------------------------------------
     *  Copyright (c) Microsoft Corporation. All rights reserved.
     *  Licensed under the MIT License. See License.txt in the project root for license information.
     *--------------------------------------------------------------------------------------------*/
    'use strict';
    Object.defineProperty(exports, "__esModule", ({ value: true }));
    exports.getNodeType = exports.stripComments = exports.visit = exports.findNodeAtOffset = exports.contains = exports.getNodeValue = exports.getNodePath = exports.findNodeAtLocation = exports.parseTree = exports.parse = exports.getLocation = void 0;
    const scanner_1 = __nccwpck_require__(8525);
    var ParseOptions;
    (function (ParseOptions) {
        ParseOptions.DEFAULT = {
            allowTrailingComma: false
        };
    })(ParseOptions || (ParseOptions = {}));
    /**
     * For a given offset, evaluate the location in the JSON document. Each segment in the location path is either a property name or an array index.
     */
    function getLocation(text, position) {
        const segments = []; // strings or numbers
        const earlyReturnException = new Object();
        let previousNode = undefined;
        const previousNodeInst = {
            value: {},
            offset: 0,
            length: 0,
            type: 'object',
            parent: undefined
        };
        let isAtPropertyKey = false;
        function setPreviousNode(value, offset, length, type) {
            previousNodeInst.value = value;
            previousNodeInst.offset = offset;
            previousNodeInst.length = length;
            previousNodeInst.type = type;
            previousNodeInst.colonOffset = undefined;
            previousNode = previousNodeInst;
        }
        try {
            visit(text, {
                onObjectBegin: (offset, length) => {
                    if (position <= offset) {
                        throw earlyReturnException;
                    }
                    previousNode = undefined;
                    isAtPropertyKey = position > offset;
                    segments.push(''); // push a placeholder (will be replaced)
                },
                onObjectProperty: (name, offset, length) => {
                    if (position < offset) {
                        throw earlyReturnException;
                    }
                    setPreviousNode(name, offset, length, 'property');
                    segments[segments.length - 1] = name;
                    if (position <= offset + length) {
                        throw earlyReturnException;
                    }
                },
                onObjectEnd: (offset, length) => {
                    if (position <= offset) {
                        throw earlyReturnException;
                    }
                    previousNode = undefined;
                    segments.pop();
                },
                onArrayBegin: (offset, length) => {
                    if (position <= offset) {
                        throw earlyReturnException;
                    }
                    previousNode = undefined;
                    segments.push(0);
                },
                onArrayEnd: (offset, length) => {
                    if (position <= offset) {
                        throw earlyReturnException;
                    }
                    previousNode = undefined;
                    segments.pop();
                },
                onLiteralValue: (value, offset, length) => {
                    if (position < offset) {
                        throw earlyReturnException;
                    }
                    setPreviousNode(value, offset, length, getNodeType(value));
                    if (position <= offset + length) {
                        throw earlyReturnException;
                    }
                },
                onSeparator: (sep, offset, length) => {
                    if (position <= offset) {
                        throw earlyReturnException;
                    }
                    if (sep === ':' && previousNode && previousNode.type === 'property') {
                        previousNode.colonOffset = offset;
                        isAtPropertyKey = false;
                        previousNode = undefined;
                    }
                    else if (sep === ',') {
                        const last = segments[segments.length - 1];
                        if (typeof last === 'number') {
                            segments[segments.length - 1] = last + 1;
                        }
                        else {
                            isAtPropertyKey = true;
                            segments[segments.length - 1] = '';
                        }
                        previousNode = undefined;
                    }
                }
            });
        }
        catch (e) {
            if (e !== earlyReturnException) {
                throw e;
            }
        }
        return {
            path: segments,
            previousNode,
            isAtPropertyKey,
            matches: (pattern) => {
                let k = 0;
                for (let i = 0; k < pattern.length && i < segments.length; i++) {
                    if (pattern[k] === segments[i] || pattern[k] === '*') {
                        k++;
                    }
                    else if (pattern[k] !== '**') {
                        return false;
                    }
                }
                return k === pattern.length;
            }
        };
    }
    exports.getLocation = getLocation;
    /**
     * Parses the given text and returns the object the JSON content represents. On invalid input, the parser tries to be as fault tolerant as possible, but still return a result.
     * Therefore always check the errors list to find out if the input was valid.
     */
    function parse(text, errors = [], options = ParseOptions.DEFAULT) {
        let currentProperty = null;
        let currentParent = [];
        const previousParents = [];
        function onValue(value) {
            if (Array.isArray(currentParent)) {
                currentParent.push(value);
            }
            else if (currentProperty !== null) {
                currentParent[currentProperty] = value;
            }
        }
        const visitor = {
            onObjectBegin: () => {
                const object = {};
                onValue(object);
                previousParents.push(currentParent);
                currentParent = object;
                currentProperty = null;
            },
            onObjectProperty: (name) => {
                currentProperty = name;
            },
            onObjectEnd: () => {
                currentParent = previousParents.pop();
            },
            onArrayBegin: () => {
                const array = [];
                onValue(array);
                previousParents.push(currentParent);
                currentParent = array;
                currentProperty = null;
            },
            onArrayEnd: () => {
                currentParent = previousParents.pop();
            },
            onLiteralValue: onValue,
            onError: (error, offset, length) => {
                errors.push({ error, offset, length });
            }
        };
        visit(text, visitor, options);
        return currentParent[0];
    }
    exports.parse = parse;
    /**
     * Parses the given text and returns a tree representation the JSON content. On invalid input, the parser tries to be as fault tolerant as possible, but still return a result.
     */
    function parseTree(text, errors = [], options = ParseOptions.DEFAULT) {
        let currentParent = { type: 'array', offset: -1, length: -1, children: [], parent: undefined }; // artificial root
        function ensurePropertyComplete(endOffset) {
            if (currentParent.type === 'property') {
                currentParent.length = endOffset - currentParent.offset;
                currentParent = currentParent.parent;
            }
        }
        function onValue(valueNode) {
            currentParent.children.push(valueNode);
            return valueNode;
        }
        const visitor = {
            onObjectBegin: (offset) => {
                currentParent = onValue({ type: 'object', offset, length: -1, parent: currentParent, children: [] });
            },
            onObjectProperty: (name, offset, length) => {
                currentParent = onValue({ type: 'property', offset, length: -1, parent: currentParent, children: [] });
                currentParent.children.push({ type: 'string', value: name, offset, length, parent: currentParent });
            },
            onObjectEnd: (offset, length) => {
                ensurePropertyComplete(offset + length); // in case of a missing value for a property: make sure property is complete
                currentParent.length = offset + length - currentParent.offset;
                currentParent = currentParent.parent;
                ensurePropertyComplete(offset + length);
            },
            onArrayBegin: (offset, length) => {
                currentParent = onValue({ type: 'array', offset, length: -1, parent: currentParent, children: [] });
            },
            onArrayEnd: (offset, length) => {
                currentParent.length = offset + length - currentParent.offset;
                currentParent = currentParent.parent;
                ensurePropertyComplete(offset + length);
            },
            onLiteralValue: (value, offset, length) => {
                onValue({ type: getNodeType(value), offset, length, parent: currentParent, value });
                ensurePropertyComplete(offset + length);
            },
            onSeparator: (sep, offset, length) => {
                if (currentParent.type === 'property') {
                    if (sep === ':') {
                        currentParent.colonOffset = offset;
                    }
                    else if (sep === ',') {
                        ensurePropertyComplete(offset);
                    }
                }
            },
            onError: (error, offset, length) => {
                errors.push({ error, offset, length });
            }
        };
        visit(text, visitor, options);
        const result = currentParent.children[0];
        if (result) {
            delete result.parent;
        }
        return result;
    }
    exports.parseTree = parseTree;
    /**
     * Finds the node at the given path in a JSON DOM.
     */
    function findNodeAtLocation(root, path) {
        if (!root) {
            return undefined;
        }
        let node = root;
        for (let segment of path) {
            if (typeof segment === 'string') {
                if (node.type !== 'object' || !Array.isArray(node.children)) {
                    return undefined;
                }
                let found = false;
                for (const propertyNode of node.children) {
                    if (Array.isArray(propertyNode.children) && propertyNode.children[0].value === segment && propertyNode.children.length === 2) {
                        node = propertyNode.children[1];
                        found = true;
                        break;
                    }
                }
                if (!found) {
                    return undefined;
                }
            }
            else {
                const index = segment;
                if (node.type !== 'array' || index < 0 || !Array.isArray(node.children) || index >= node.children.length) {
                    return undefined;
                }
                node = node.children[index];
            }
        }
        return node;
    }
    exports.findNodeAtLocation = findNodeAtLocation;
    /**
     * Gets the JSON path of the given JSON DOM node
     */
    function getNodePath(node) {
        if (!node.parent || !node.parent.children) {
            return [];
        }
        const path = getNodePath(node.parent);
        if (node.parent.type === 'property') {
            const key = node.parent.children[0].value;
            path.push(key);
        }
        else if (node.parent.type === 'array') {
            const index = node.parent.children.indexOf(node);
            if (index !== -1) {
                path.push(index);
            }
        }
        return path;
    }
    exports.getNodePath = getNodePath;
    /**
     * Evaluates the JavaScript object of the given JSON DOM node
     */
    function getNodeValue(node) {
        switch (node.type) {
            case 'array':
                return node.children.map(getNodeValue);
            case 'object':
                const obj = Object.create(null);
                for (let prop of node.children) {
                    const valueNode = prop.children[1];
                    if (valueNode) {
                        obj[prop.children[0].value] = getNodeValue(valueNode);
                    }
                }
                return obj;
            case 'null':
            case 'string':
            case 'number':
            case 'boolean':
                return node.value;
            default:
                return undefined;
        }
    }
    exports.getNodeValue = getNodeValue;
    function contains(node, offset, includeRightBound = false) {
        return (offset >= node.offset && offset < (node.offset + node.length)) || includeRightBound && (offset === (node.offset + node.length));
    }
    exports.contains = contains;
    /**
     * Finds the most inner node at the given offset. If includeRightBound is set, also finds nodes that end at the given offset.
     */
    function findNodeAtOffset(node, offset, includeRightBound = false) {
        if (contains(node, offset, includeRightBound)) {
            const children = node.children;
            if (Array.isArray(children)) {
                for (let i = 0; i < children.length && children[i].offset <= offset; i++) {
                    const item = findNodeAtOffset(children[i], offset, includeRightBound);
                    if (item) {
                        return item;
                    }
                }
            }
            return node;
        }
        return undefined;
    }
    exports.findNodeAtOffset = findNodeAtOffset;
    /**
     * Parses the given text and invokes the visitor functions for each object, array and literal reached.
     */
    function visit(text, visitor, options = ParseOptions.DEFAULT) {
        const _scanner = (0, scanner_1.createScanner)(text, false);
        // Important: Only pass copies of this to visitor functions to prevent accidental modification, and
        // to not affect visitor functions which stored a reference to a previous JSONPath
        const _jsonPath = [];
        // Depth of onXXXBegin() callbacks suppressed. onXXXEnd() decrements this if it isn't 0 already.
        // Callbacks are only called when this value is 0.
        let suppressedCallbacks = 0;
        function toNoArgVisit(visitFunction) {
            return visitFunction ? () => suppressedCallbacks === 0 && visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
        }
        function toOneArgVisit(visitFunction) {
            return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
        }
        function toOneArgVisitWithPath(visitFunction) {
            return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice()) : () => true;
        }
        function toBeginVisit(visitFunction) {
            return visitFunction ?
                () => {
                    if (suppressedCallbacks > 0) {
                        suppressedCallbacks++;
                    }
                    else {
                        let cbReturn = visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice());
                        if (cbReturn === false) {
                            suppressedCallbacks = 1;
                        }
                    }
                }
                : () => true;
        }
        function toEndVisit(visitFunction) {
            return visitFunction ?
                () => {
                    if (suppressedCallbacks > 0) {
                        suppressedCallbacks--;
                    }
                    if (suppressedCallbacks === 0) {
                        visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter());
                    }
                }
                : () => true;
        }
        const onObjectBegin = toBeginVisit(visitor.onObjectBegin), onObjectProperty = toOneArgVisitWithPath(visitor.onObjectProperty), onObjectEnd = toEndVisit(visitor.onObjectEnd), onArrayBegin = toBeginVisit(visitor.onArrayBegin), onArrayEnd = toEndVisit(visitor.onArrayEnd), onLiteralValue = toOneArgVisitWithPath(visitor.onLiteralValue), onSeparator = toOneArgVisit(visitor.onSeparator), onComment = toNoArgVisit(visitor.onComment), onError = toOneArgVisit(visitor.onError);
        const disallowComments = options && options.disallowComments;
        const allowTrailingComma = options && options.allowTrailingComma;
        function scanNext() {
            while (true) {
                const token = _scanner.scan();
                switch (_scanner.getTokenError()) {
                    case 4 /* ScanError.InvalidUnicode */:
                        handleError(14 /* ParseErrorCode.InvalidUnicode */);
                        break;
                    case 5 /* ScanError.InvalidEscapeCharacter */:
                        handleError(15 /* ParseErrorCode.InvalidEscapeCharacter */);
                        break;
                    case 3 /* ScanError.UnexpectedEndOfNumber */:
                        handleError(13 /* ParseErrorCode.UnexpectedEndOfNumber */);
                        break;
                    case 1 /* ScanError.UnexpectedEndOfComment */:
                        if (!disallowComments) {
                            handleError(11 /* ParseErrorCode.UnexpectedEndOfComment */);
                        }
                        break;
                    case 2 /* ScanError.UnexpectedEndOfString */:
                        handleError(12 /* ParseErrorCode.UnexpectedEndOfString */);
                        break;
                    case 6 /* ScanError.InvalidCharacter */:
                        handleError(16 /* ParseErrorCode.InvalidCharacter */);
                        break;
                }
                switch (token) {
                    case 12 /* SyntaxKind.LineCommentTrivia */:
                    case 13 /* SyntaxKind.BlockCommentTrivia */:
                        if (disallowComments) {
                            handleError(10 /* ParseErrorCode.InvalidCommentToken */);
                        }
                        else {
                            onComment();
                        }
                        break;
                    case 16 /* SyntaxKind.Unknown */:
                        handleError(1 /* ParseErrorCode.InvalidSymbol */);
                        break;
                    case 15 /* SyntaxKind.Trivia */:
                    case 14 /* SyntaxKind.LineBreakTrivia */:
                        break;
                    default:
                        return token;
                }
            }
        }
        function handleError(error, skipUntilAfter = [], skipUntil = []) {
            onError(error);
            if (skipUntilAfter.length + skipUntil.length > 0) {
                let token = _scanner.getToken();
                while (token !== 17 /* SyntaxKind.EOF */) {
                    if (skipUntilAfter.indexOf(token) !== -1) {
                        scanNext();
                        break;
                    }
                    else if (skipUntil.indexOf(token) !== -1) {
                        break;
                    }
                    token = scanNext();
                }
            }
        }
        function parseString(isValue) {
            const value = _scanner.getTokenValue();
            if (isValue) {
                onLiteralValue(value);
            }
            else {
                onObjectProperty(value);
                // add property name afterwards
                _jsonPath.push(value);
            }
            scanNext();
            return true;
        }
        function parseLiteral() {
            switch (_scanner.getToken()) {
                case 11 /* SyntaxKind.NumericLiteral */:
                    const tokenValue = _scanner.getTokenValue();
                    let value = Number(tokenValue);
                    if (isNaN(value)) {
                        handleError(2 /* ParseErrorCode.InvalidNumberFormat */);
                        value = 0;
                    }
                    onLiteralValue(value);
                    break;
                case 7 /* SyntaxKind.NullKeyword */:
                    onLiteralValue(null);
                    break;
                case 8 /* SyntaxKind.TrueKeyword */:
                    onLiteralValue(true);
                    break;
                case 9 /* SyntaxKind.FalseKeyword */:
                    onLiteralValue(false);
                    break;
                default:
                    return false;
            }
            scanNext();
            return true;
        }
        function parseProperty() {
            if (_scanner.getToken() !== 10 /* SyntaxKind.StringLiteral */) {
                handleError(3 /* ParseErrorCode.PropertyNameExpected */, [], [2 /* SyntaxKind.CloseBraceToken */, 5 /* SyntaxKind.CommaToken */]);
                return false;
            }
            parseString(false);
            if (_scanner.getToken() === 6 /* SyntaxKind.ColonToken */) {
                onSeparator(':');
                scanNext(); // consume colon
                if (!parseValue()) {
                    handleError(4 /* ParseErrorCode.ValueExpected */, [], [2 /* SyntaxKind.CloseBraceToken */, 5 /* SyntaxKind.CommaToken */]);
                }
            }
            else {
                handleError(5 /* ParseErrorCode.ColonExpected */, [], [2 /* SyntaxKind.CloseBraceToken */, 5 /* SyntaxKind.CommaToken */]);
            }
            _jsonPath.pop(); // remove processed property name
            return true;
        }
        function parseObject() {
            onObjectBegin();
            scanNext(); // consume open brace
            let needsComma = false;
            while (_scanner.getToken() !== 2 /* SyntaxKind.CloseBraceToken */ && _scanner.getToken() !== 17 /* SyntaxKind.EOF */) {
                if (_scanner.getToken() === 5 /* SyntaxKind.CommaToken */) {
                    if (!needsComma) {
                        handleError(4 /* ParseErrorCode.ValueExpected */, [], []);
                    }
                    onSeparator(',');
                    scanNext(); // consume comma
                    if (_scanner.getToken() === 2 /* SyntaxKind.CloseBraceToken */ && allowTrailingComma) {
                        break;
                    }
                }
                else if (needsComma) {
                    handleError(6 /* ParseErrorCode.CommaExpected */, [], []);
                }
                if (!parseProperty()) {
                    handleError(4 /* ParseErrorCode.ValueExpected */, [], [2 /* SyntaxKind.CloseBraceToken */, 5 /* SyntaxKind.CommaToken */]);
                }
                needsComma = true;
            }
            onObjectEnd();
            if (_scanner.getToken() !== 2 /* SyntaxKind.CloseBraceToken */) {
                handleError(7 /* ParseErrorCode.CloseBraceExpected */, [2 /* SyntaxKind.CloseBraceToken */], []);
            }
            else {
                scanNext(); // consume close brace
            }
            return true;
        }
        function parseArray() {
            onArrayBegin();
            scanNext(); // consume open bracket
            let isFirstElement = true;
            let needsComma = false;
            while (_scanner.getToken() !== 4 /* SyntaxKind.CloseBracketToken */ && _scanner.getToken() !== 17 /* SyntaxKind.EOF */) {
                if (_scanner.getToken() === 5 /* SyntaxKind.CommaToken */) {
                    if (!needsComma) {
                        handleError(4 /* ParseErrorCode.ValueExpected */, [], []);
                    }
                    onSeparator(',');
                    scanNext(); // consume comma
                    if (_scanner.getToken() === 4 /* SyntaxKind.CloseBracketToken */ && allowTrailingComma) {
                        break;
                    }
                }
                else if (needsComma) {
                    handleError(6 /* ParseErrorCode.CommaExpected */, [], []);
                }
                if (isFirstElement) {
                    _jsonPath.push(0);
                    isFirstElement = false;
                }
                else {
                    _jsonPath[_jsonPath.length - 1]++;
                }
                if (!parseValue()) {
                    handleError(4 /* ParseErrorCode.ValueExpected */, [], [4 /* SyntaxKind.CloseBracketToken */, 5 /* SyntaxKind.CommaToken */]);
                }
                needsComma = true;
            }
            onArrayEnd();
            if (!isFirstElement) {
                _jsonPath.pop(); // remove array index
            }
            if (_scanner.getToken() !== 4 /* SyntaxKind.CloseBracketToken */) {
                handleError(8 /* ParseErrorCode.CloseBracketExpected */, [4 /* SyntaxKind.CloseBracketToken */], []);
            }
            else {
                scanNext(); // consume close bracket
            }
            return true;
        }
        function parseValue() {
            switch (_scanner.getToken()) {
                case 3 /* SyntaxKind.OpenBracketToken */:
                    return parseArray();
                case 1 /* SyntaxKind.OpenBraceToken */:
                    return parseObject();
                case 10 /* SyntaxKind.StringLiteral */:
                    return parseString(true);
                default:
                    return parseLiteral();
            }
        }
        scanNext();
        if (_scanner.getToken() === 17 /* SyntaxKind.EOF */) {
            if (options.allowEmptyContent) {
                return true;
            }
            handleError(4 /* ParseErrorCode.ValueExpected */, [], []);
            return false;
        }
        if (!parseValue()) {
            handleError(4 /* ParseErrorCode.ValueExpected */, [], []);
            return false;
        }
        if (_scanner.getToken() !== 17 /* SyntaxKind.EOF */) {
            handleError(9 /* ParseErrorCode.EndOfFileExpected */, [], []);
        }
        return true;
    }
    exports.visit = visit;
    /**
     * Takes JSON with JavaScript-style comments and remove
     * them. Optionally replaces every none-newline character
     * of comments with a replaceCharacter
     */
    function stripComments(text, replaceCh) {
        let _scanner = (0, scanner_1.createScanner)(text), parts = [], kind, offset = 0, pos;
        do {
            pos = _scanner.getPosition();
            kind = _scanner.scan();
            switch (kind) {
                case 12 /* SyntaxKind.LineCommentTrivia */:
                case 13 /* SyntaxKind.BlockCommentTrivia */:
                case 17 /* SyntaxKind.EOF */:
                    if (offset !== pos) {
                        parts.push(text.substring(offset, pos));
                    }
                    if (replaceCh !== undefined) {
                        parts.push(_scanner.getTokenValue().replace(/[^\r\n]/g, replaceCh));
                    }
                    offset = _scanner.getPosition();
                    break;
            }
        } while (kind !== 17 /* SyntaxKind.EOF */);
        return parts.join('');
    }
    exports.stripComments = stripComments;
    function getNodeType(value) {
        switch (typeof value) {
            case 'boolean': return 'boolean';
            case 'number': return 'number';
            case 'string': return 'string';
            case 'object': {
                if (!value) {
                    return 'null';
                }
                else if (Array.isArray(value)) {
                    return 'array';
                }
                return 'object';
            }
            default: return 'null';
        }
    }
    exports.getNodeType = getNodeType;
});


/***/ }),

/***/ 8525:
/***/ ((module, exports) => {

(function (factory) {
    if ( true && typeof module.exports === "object") {
        var v = factory(__WEBPACK_EXTERNAL_createRequire(import.meta.url), exports);
        if (v !== undefined) module.exports = v;
    }
    else if (typeof define === "function" && define.amd) {
        define(["require", "exports"], factory);
    }
})(function () {
    /*---------------------------------------------------------------------------------------------
     *  Copyright (c) Microsoft Corporation. All rights reserved.
     *  Licensed under the MIT License. See License.txt in the project root for license information.
     *--------------------------------------------------------------------------------------------*/
    'use strict';
    Object.defineProperty(exports, "__esModule", ({ value: true }));
    exports.createScanner = void 0;
    /**
     * Creates a JSON scanner on the given text.
     * If ignoreTrivia is set, whitespaces or comments are ignored.
     */
    function createScanner(text, ignoreTrivia = false) {
        const len = text.length;
        let pos = 0, value = '', tokenOffset = 0, token = 16 /* SyntaxKind.Unknown */, lineNumber = 0, lineStartOffset = 0, tokenLineStartOffset = 0, prevTokenLineStartOffset = 0, scanError = 0 /* ScanError.None */;
        function scanHexDigits(count, exact) {
            let digits = 0;
            let value = 0;
            while (digits < count || !exact) {
                let ch = text.charCodeAt(pos);
                if (ch >= 48 /* CharacterCodes._0 */ && ch <= 57 /* CharacterCodes._9 */) {
                    value = value * 16 + ch - 48 /* CharacterCodes._0 */;
                }
                else if (ch >= 65 /* CharacterCodes.A */ && ch <= 70 /* CharacterCodes.F */) {
                    value = value * 16 + ch - 65 /* CharacterCodes.A */ + 10;
                }
                else if (ch >= 97 /* CharacterCodes.a */ && ch <= 102 /* CharacterCodes.f */) {
                    value = value * 16 + ch - 97 /* CharacterCodes.a */ + 10;
                }
                else {
                    break;
                }
                pos++;
                digits++;
            }
            if (digits < count) {
                value = -1;
            }
            return value;
        }
        function setPosition(newPosition) {
            pos = newPosition;
            value = '';
            tokenOffset = 0;
            token = 16 /* SyntaxKind.Unknown */;
            scanError = 0 /* ScanError.None */;
        }
        function scanNumber() {
            let start = pos;
            if (text.charCodeAt(pos) === 48 /* CharacterCodes._0 */) {
                pos++;
            }
            else {
                pos++;
                while (pos < text.length && isDigit(text.charCodeAt(pos))) {
                    pos++;
                }
            }
            if (pos < text.length && text.charCodeAt(pos) === 46 /* CharacterCodes.dot */) {
                pos++;
                if (pos < text.length && isDigit(text.charCodeAt(pos))) {
                    pos++;
                    while (pos < text.length && isDigit(text.charCodeAt(pos))) {
                        pos++;
                    }
                }
                else {
                    scanError = 3 /* ScanError.UnexpectedEndOfNumber */;
                    return text.substring(start, pos);
                }
            }
            let end = pos;
            if (pos < text.length && (text.charCodeAt(pos) === 69 /* CharacterCodes.E */ || text.charCodeAt(pos) === 101 /* CharacterCodes.e */)) {
                pos++;
                if (pos < text.length && text.charCodeAt(pos) === 43 /* CharacterCodes.plus */ || text.charCodeAt(pos) === 45 /* CharacterCodes.minus */) {
                    pos++;
                }
                if (pos < text.length && isDigit(text.charCodeAt(pos))) {
                    pos++;
                    while (pos < text.length && isDigit(text.charCodeAt(pos))) {
                        pos++;
                    }
                    end = pos;
                }
                else {
                    scanError = 3 /* ScanError.UnexpectedEndOfNumber */;
                }
            }
            return text.substring(start, end);
        }
        function scanString() {
            let result = '', start = pos;
            while (true) {
                if (pos >= len) {
                    result += text.substring(start, pos);
                    scanError = 2 /* ScanError.UnexpectedEndOfString */;
                    break;
                }
                const ch = text.charCodeAt(pos);
                if (ch === 34 /* CharacterCodes.doubleQuote */) {
                    result += text.substring(start, pos);
                    pos++;
                    break;
                }
                if (ch === 92 /* CharacterCodes.backslash */) {
                    result += text.substring(start, pos);
                    pos++;
                    if (pos >= len) {
                        scanError = 2 /* ScanError.UnexpectedEndOfString */;
                        break;
                    }
                    const ch2 = text.charCodeAt(pos++);
                    switch (ch2) {
                        case 34 /* CharacterCodes.doubleQuote */:
                            result += '\"';
                            break;
                        case 92 /* CharacterCodes.backslash */:
                            result += '\\';
                            break;
                        case 47 /* CharacterCodes.slash */:
                            result += '/';
                            break;
                        case 98 /* CharacterCodes.b */:
                            result += '\b';
                            break;
                        case 102 /* CharacterCodes.f */:
                            result += '\f';
                            break;
                        case 110 /* CharacterCodes.n */:
                            result += '\n';
                            break;
                        case 114 /* CharacterCodes.r */:
                            result += '\r';
                            break;
                        case 116 /* CharacterCodes.t */:
                            result += '\t';
                            break;
                        case 117 /* CharacterCodes.u */:
                            const ch3 = scanHexDigits(4, true);
                            if (ch3 >= 0) {
                                result += String.fromCharCode(ch3);
                            }
                            else {
                                scanError = 4 /* ScanError.InvalidUnicode */;
                            }
                            break;
                        default:
                            scanError = 5 /* ScanError.InvalidEscapeCharacter */;
                    }
                    start = pos;
                    continue;
                }
                if (ch >= 0 && ch <= 0x1f) {
                    if (isLineBreak(ch)) {
                        result += text.substring(start, pos);
                        scanError = 2 /* ScanError.UnexpectedEndOfString */;
                        break;
                    }
                    else {
                        scanError = 6 /* ScanError.InvalidCharacter */;
                        // mark as error but continue with string
                    }
                }
                pos++;
            }
            return result;
        }
        function scanNext() {
            value = '';
            scanError = 0 /* ScanError.None */;
            tokenOffset = pos;
            lineStartOffset = lineNumber;
            prevTokenLineStartOffset = tokenLineStartOffset;
            if (pos >= len) {
                // at the end
                tokenOffset = len;
                return token = 17 /* SyntaxKind.EOF */;
            }
            let code = text.charCodeAt(pos);
            // trivia: whitespace
            if (isWhiteSpace(code)) {
                do {
                    pos++;
                    value += String.fromCharCode(code);
                    code = text.charCodeAt(pos);
                } while (isWhiteSpace(code));
                return token = 15 /* SyntaxKind.Trivia */;
            }
            // trivia: newlines
            if (isLineBreak(code)) {
                pos++;
                value += String.fromCharCode(code);
                if (code === 13 /* CharacterCodes.carriageReturn */ && text.charCodeAt(pos) === 10 /* CharacterCodes.lineFeed */) {
                    pos++;
                    value += '\n';
                }
                lineNumber++;
                tokenLineStartOffset = pos;
                return token = 14 /* SyntaxKind.LineBreakTrivia */;
            }
            switch (code) {
                // tokens: []{}:,
                case 123 /* CharacterCodes.openBrace */:
                    pos++;
                    return token = 1 /* SyntaxKind.OpenBraceToken */;
                case 125 /* CharacterCodes.closeBrace */:
                    pos++;
                    return token = 2 /* SyntaxKind.CloseBraceToken */;
                case 91 /* CharacterCodes.openBracket */:
                    pos++;
                    return token = 3 /* SyntaxKind.OpenBracketToken */;
                case 93 /* CharacterCodes.closeBracket */:
                    pos++;
                    return token = 4 /* SyntaxKind.CloseBracketToken */;
                case 58 /* CharacterCodes.colon */:
                    pos++;
                    return token = 6 /* SyntaxKind.ColonToken */;
                case 44 /* CharacterCodes.comma */:
                    pos++;
                    return token = 5 /* SyntaxKind.CommaToken */;
                // strings
                case 34 /* CharacterCodes.doubleQuote */:
                    pos++;
                    value = scanString();
                    return token = 10 /* SyntaxKind.StringLiteral */;
                // comments
                case 47 /* CharacterCodes.slash */:
                    const start = pos - 1;
                    // Single-line comment
                    if (text.charCodeAt(pos + 1) === 47 /* CharacterCodes.slash */) {
                        pos += 2;
                        while (pos < len) {
                            if (isLineBreak(text.charCodeAt(pos))) {
                                break;
                            }
                            pos++;
                        }
                        value = text.substring(start, pos);
                        return token = 12 /* SyntaxKind.LineCommentTrivia */;
                    }
                    // Multi-line comment
                    if (text.charCodeAt(pos + 1) === 42 /* CharacterCodes.asterisk */) {
                        pos += 2;
                        const safeLength = len - 1; // For lookahead.
                        let commentClosed = false;
                        while (pos < safeLength) {
                            const ch = text.charCodeAt(pos);
                            if (ch === 42 /* CharacterCodes.asterisk */ && text.charCodeAt(pos + 1) === 47 /* CharacterCodes.slash */) {
                                pos += 2;
                                commentClosed = true;
                                break;
                            }
                            pos++;
                            if (isLineBreak(ch)) {
                                if (ch === 13 /* CharacterCodes.carriageReturn */ && text.charCodeAt(pos) === 10 /* CharacterCodes.lineFeed */) {
                                    pos++;
                                }
                                lineNumber++;
                                tokenLineStartOffset = pos;
                            }
                        }
                        if (!commentClosed) {
                            pos++;
                            scanError = 1 /* ScanError.UnexpectedEndOfComment */;
                        }
                        value = text.substring(start, pos);
                        return token = 13 /* SyntaxKind.BlockCommentTrivia */;
                    }
                    // just a single slash
                    value += String.fromCharCode(code);
                    pos++;
                    return token = 16 /* SyntaxKind.Unknown */;
                // numbers
                case 45 /* CharacterCodes.minus */:
                    value += String.fromCharCode(code);
                    pos++;
                    if (pos === len || !isDigit(text.charCodeAt(pos))) {
                        return token = 16 /* SyntaxKind.Unknown */;
                    }
                // found a minus, followed by a number so
                // we fall through to proceed with scanning
                // numbers
                case 48 /* CharacterCodes._0 */:
                case 49 /* CharacterCodes._1 */:
                case 50 /* CharacterCodes._2 */:
                case 51 /* CharacterCodes._3 */:
                case 52 /* CharacterCodes._4 */:
                case 53 /* CharacterCodes._5 */:
                case 54 /* CharacterCodes._6 */:
                case 55 /* CharacterCodes._7 */:
                case 56 /* CharacterCodes._8 */:
                case 57 /* CharacterCodes._9 */:
                    value += scanNumber();
                    return token = 11 /* SyntaxKind.NumericLiteral */;
                // literals and unknown symbols
                default:
                    // is a literal? Read the full word.
                    while (pos < len && isUnknownContentCharacter(code)) {
                        pos++;
                        code = text.charCodeAt(pos);
                    }
                    if (tokenOffset !== pos) {
                        value = text.substring(tokenOffset, pos);
                        // keywords: true, false, null
                        switch (value) {
                            case 'true': return token = 8 /* SyntaxKind.TrueKeyword */;
                            case 'false': return token = 9 /* SyntaxKind.FalseKeyword */;
                            case 'null': return token = 7 /* SyntaxKind.NullKeyword */;
                        }
                        return token = 16 /* SyntaxKind.Unknown */;
                    }
                    // some
                    value += String.fromCharCode(code);
                    pos++;
                    return token = 16 /* SyntaxKind.Unknown */;
            }
        }
        function isUnknownContentCharacter(code) {
            if (isWhiteSpace(code) || isLineBreak(code)) {
                return false;
            }
            switch (code) {
                case 125 /* CharacterCodes.closeBrace */:
                case 93 /* CharacterCodes.closeBracket */:
                case 123 /* CharacterCodes.openBrace */:
                case 91 /* CharacterCodes.openBracket */:
                case 34 /* CharacterCodes.doubleQuote */:
                case 58 /* CharacterCodes.colon */:
                case 44 /* CharacterCodes.comma */:
                case 47 /* CharacterCodes.slash */:
                    return false;
            }
            return true;
        }
        function scanNextNonTrivia() {
            let result;
            do {
                result = scanNext();
            } while (result >= 12 /* SyntaxKind.LineCommentTrivia */ && result <= 15 /* SyntaxKind.Trivia */);
            return result;
        }
        return {
            setPosition: setPosition,
            getPosition: () => pos,
            scan: ignoreTrivia ? scanNextNonTrivia : scanNext,
            getToken: () => token,
            getTokenValue: () => value,
            getTokenOffset: () => tokenOffset,
            getTokenLength: () => pos - tokenOffset,
            getTokenStartLine: () => lineStartOffset,
            getTokenStartCharacter: () => tokenOffset - prevTokenLineStartOffset,
            getTokenError: () => scanError,
        };
    }
    exports.createScanner = createScanner;
    function isWhiteSpace(ch) {
        return ch === 32 /* CharacterCodes.space */ || ch === 9 /* CharacterCodes.tab */;
    }
    function isLineBreak(ch) {
        return ch === 10 /* CharacterCodes.lineFeed */ || ch === 13 /* CharacterCodes.carriageReturn */;
    }
    function isDigit(ch) {
        return ch >= 48 /* CharacterCodes._0 */ && ch <= 57 /* CharacterCodes._9 */;
    }
    var CharacterCodes;
    (function (CharacterCodes) {
        CharacterCodes[CharacterCodes["lineFeed"] = 10] = "lineFeed";
        CharacterCodes[CharacterCodes["carriageReturn"] = 13] = "carriageReturn";
        CharacterCodes[CharacterCodes["space"] = 32] = "space";
        CharacterCodes[CharacterCodes["_0"] = 48] = "_0";
        CharacterCodes[CharacterCodes["_1"] = 49] = "_1";
        CharacterCodes[CharacterCodes["_2"] = 50] = "_2";
        CharacterCodes[CharacterCodes["_3"] = 51] = "_3";
        CharacterCodes[CharacterCodes["_4"] = 52] = "_4";
        CharacterCodes[CharacterCodes["_5"] = 53] = "_5";
        CharacterCodes[CharacterCodes["_6"] = 54] = "_6";
        CharacterCodes[CharacterCodes["_7"] = 55] = "_7";
        CharacterCodes[CharacterCodes["_8"] = 56] = "_8";
        CharacterCodes[CharacterCodes["_9"] = 57] = "_9";
        CharacterCodes[CharacterCodes["a"] = 97] = "a";
        CharacterCodes[CharacterCodes["b"] = 98] = "b";
        CharacterCodes[CharacterCodes["c"] = 99] = "c";
        CharacterCodes[CharacterCodes["d"] = 100] = "d";
        CharacterCodes[CharacterCodes["e"] = 101] = "e";
        CharacterCodes[CharacterCodes["f"] = 102] = "f";
        CharacterCodes[CharacterCodes["g"] = 103] = "g";
        CharacterCodes[CharacterCodes["h"] = 104] = "h";
        CharacterCodes[CharacterCodes["i"] = 105] = "i";
        CharacterCodes[CharacterCodes["j"] = 106] = "j";
        CharacterCodes[CharacterCodes["k"] = 107] = "k";
        CharacterCodes[CharacterCodes["l"] = 108] = "l";
        CharacterCodes[CharacterCodes["m"] = 109] = "m";
        CharacterCodes[CharacterCodes["n"] = 110] = "n";
        CharacterCodes[CharacterCodes["o"] = 111] = "o";
        CharacterCodes[CharacterCodes["p"] = 112] = "p";
        CharacterCodes[CharacterCodes["q"] = 113] = "q";
        CharacterCodes[CharacterCodes["r"] = 114] = "r";
        CharacterCodes[CharacterCodes["s"] = 115] = "s";
        CharacterCodes[CharacterCodes["t"] = 116] = "t";
        CharacterCodes[CharacterCodes["u"] = 117] = "u";
        CharacterCodes[CharacterCodes["v"] = 118] = "v";
        CharacterCodes[CharacterCodes["w"] = 119] = "w";
        CharacterCodes[CharacterCodes["x"] = 120] = "x";
        CharacterCodes[CharacterCodes["y"] = 121] = "y";
        CharacterCodes[CharacterCodes["z"] = 122] = "z";
        CharacterCodes[CharacterCodes["A"] = 65] = "A";
        CharacterCodes[CharacterCodes["B"] = 66] = "B";
        CharacterCodes[CharacterCodes["C"] = 67] = "C";
        CharacterCodes[CharacterCodes["D"] = 68] = "D";
        CharacterCodes[CharacterCodes["E"] = 69] = "E";
        CharacterCodes[CharacterCodes["F"] = 70] = "F";
        CharacterCodes[CharacterCodes["G"] = 71] = "G";
        CharacterCodes[CharacterCodes["H"] = 72] = "H";
        CharacterCodes[CharacterCodes["I"] = 73] = "I";
        CharacterCodes[CharacterCodes["J"] = 74] = "J";
        CharacterCodes[CharacterCodes["K"] = 75] = "K";
        CharacterCodes[CharacterCodes["L"] = 76] = "L";
        CharacterCodes[CharacterCodes["M"] = 77] = "M";
        CharacterCodes[CharacterCodes["N"] = 78] = "N";
        CharacterCodes[CharacterCodes["O"] = 79] = "O";
        CharacterCodes[CharacterCodes["P"] = 80] = "P";
        CharacterCodes[CharacterCodes["Q"] = 81] = "Q";
        CharacterCodes[CharacterCodes["R"] = 82] = "R";
        CharacterCodes[CharacterCodes["S"] = 83] = "S";
        CharacterCodes[CharacterCodes["T"] = 84] = "T";
        CharacterCodes[CharacterCodes["U"] = 85] = "U";
        CharacterCodes[CharacterCodes["V"] = 86] = "V";
        CharacterCodes[CharacterCodes["W"] = 87] = "W";
        CharacterCodes[CharacterCodes["X"] = 88] = "X";
        CharacterCodes[CharacterCodes["Y"] = 89] = "Y";
        CharacterCodes[CharacterCodes["Z"] = 90] = "Z";
        CharacterCodes[CharacterCodes["asterisk"] = 42] = "asterisk";
        CharacterCodes[CharacterCodes["backslash"] = 92] = "backslash";
        CharacterCodes[CharacterCodes["closeBrace"] = 125] = "closeBrace";
        CharacterCodes[CharacterCodes["closeBracket"] = 93] = "closeBracket";
        CharacterCodes[CharacterCodes["colon"] = 58] = "colon";
        CharacterCodes[CharacterCodes["comma"] = 44] = "comma";
        CharacterCodes[CharacterCodes["dot"] = 46] = "dot";
        CharacterCodes[CharacterCodes["doubleQuote"] = 34] = "doubleQuote";
        CharacterCodes[CharacterCodes["minus"] = 45] = "minus";
        CharacterCodes[CharacterCodes["openBrace"] = 123] = "openBrace";
        CharacterCodes[CharacterCodes["openBracket"] = 91] = "openBracket";
        CharacterCodes[CharacterCodes["plus"] = 43] = "plus";
        CharacterCodes[CharacterCodes["slash"] = 47] = "slash";
        CharacterCodes[CharacterCodes["formFeed"] = 12] = "formFeed";
        CharacterCodes[CharacterCodes["tab"] = 9] = "tab";
    })(CharacterCodes || (CharacterCodes = {}));
});


/***/ }),

/***/ 4579:
/***/ ((module, exports) => {

(function (factory) {
    if ( true && typeof module.exports === "object") {
        var v = factory(__WEBPACK_EXTERNAL_createRequire(import.meta.url), exports);
        if (v !== undefined) module.exports = v;
    }
    else if (typeof define === "function" && define.amd) {
        define(["require", "exports"], factory);
    }
})(function () {
    "use strict";
    Object.defineProperty(exports, "__esModule", ({ value: true }));
    exports.supportedEols = exports.cachedBreakLinesWithSpaces = exports.cachedSpaces = void 0;
    exports.cachedSpaces = new Array(20).fill(0).map((_, index) => {
        return ' '.repeat(index);
    });
    const maxCachedValues = 200;
    exports.cachedBreakLinesWithSpaces = {
        ' ': {
            '\n': new Array(maxCachedValues).fill(0).map((_, index) => {
                return '\n' + ' '.repeat(index);
            }),
            '\r': new Array(maxCachedValues).fill(0).map((_, index) => {
                return '\r' + ' '.repeat(index);
            }),
            '\r\n': new Array(maxCachedValues).fill(0).map((_, index) => {
                return '\r\n' + ' '.repeat(index);
            }),
        },
        '\t': {
            '\n': new Array(maxCachedValues).fill(0).map((_, index) => {
                return '\n' + '\t'.repeat(index);
            }),
            '\r': new Array(maxCachedValues).fill(0).map((_, index) => {
                return '\r' + '\t'.repeat(index);
            }),
            '\r\n': new Array(maxCachedValues).fill(0).map((_, index) => {
                return '\r\n' + '\t'.repeat(index);
            }),
        }
    };
    exports.supportedEols = ['\n', '\r', '\r\n'];
});


/***/ }),

/***/ 9547:
/***/ ((module, exports, __nccwpck_require__) => {

(function (factory) {
    if ( true && typeof module.exports === "object") {
        var v = factory(__WEBPACK_EXTERNAL_createRequire(import.meta.url), exports);
        if (v !== undefined) module.exports = v;
    }
    else if (typeof define === "function" && define.amd) {
        define(["require", "exports", "./impl/format", "./impl/edit", "./impl/scanner", "./impl/parser"], factory);
    }
})(function () {
    /*---------------------------------------------------------------------------------------------
     *  Copyright (c) Microsoft Corporation. All rights reserved.
     *  Licensed under the MIT License. See License.txt in the project root for license information.
     *--------------------------------------------------------------------------------------------*/
    'use strict';
    Object.defineProperty(exports, "__esModule", ({ value: true }));
    exports.applyEdits = exports.modify = exports.format = exports.printParseErrorCode = exports.ParseErrorCode = exports.stripComments = exports.visit = exports.getNodeValue = exports.getNodePath = exports.findNodeAtOffset = exports.findNodeAtLocation = exports.parseTree = exports.parse = exports.getLocation = exports.SyntaxKind = exports.ScanError = exports.createScanner = void 0;
    const formatter = __nccwpck_require__(6612);
    const edit = __nccwpck_require__(4807);
    const scanner = __nccwpck_require__(8525);
    const parser = __nccwpck_require__(5152);
    /**
     * Creates a JSON scanner on the given text.
     * If ignoreTrivia is set, whitespaces or comments are ignored.
     */
    exports.createScanner = scanner.createScanner;
    var ScanError;
    (function (ScanError) {
        ScanError[ScanError["None"] = 0] = "None";
        ScanError[ScanError["UnexpectedEndOfComment"] = 1] = "UnexpectedEndOfComment";
        ScanError[ScanError["UnexpectedEndOfString"] = 2] = "UnexpectedEndOfString";
        ScanError[ScanError["UnexpectedEndOfNumber"] = 3] = "UnexpectedEndOfNumber";
        ScanError[ScanError["InvalidUnicode"] = 4] = "InvalidUnicode";
        ScanError[ScanError["InvalidEscapeCharacter"] = 5] = "InvalidEscapeCharacter";
        ScanError[ScanError["InvalidCharacter"] = 6] = "InvalidCharacter";
    })(ScanError || (exports.ScanError = ScanError = {}));
    var SyntaxKind;
    (function (SyntaxKind) {
        SyntaxKind[SyntaxKind["OpenBraceToken"] = 1] = "OpenBraceToken";
        SyntaxKind[SyntaxKind["CloseBraceToken"] = 2] = "CloseBraceToken";
        SyntaxKind[SyntaxKind["OpenBracketToken"] = 3] = "OpenBracketToken";
        SyntaxKind[SyntaxKind["CloseBracketToken"] = 4] = "CloseBracketToken";
        SyntaxKind[SyntaxKind["CommaToken"] = 5] = "CommaToken";
        SyntaxKind[SyntaxKind["ColonToken"] = 6] = "ColonToken";
        SyntaxKind[SyntaxKind["NullKeyword"] = 7] = "NullKeyword";
        SyntaxKind[SyntaxKind["TrueKeyword"] = 8] = "TrueKeyword";
        SyntaxKind[SyntaxKind["FalseKeyword"] = 9] = "FalseKeyword";
        SyntaxKind[SyntaxKind["StringLiteral"] = 10] = "StringLiteral";
        SyntaxKind[SyntaxKind["NumericLiteral"] = 11] = "NumericLiteral";
        SyntaxKind[SyntaxKind["LineCommentTrivia"] = 12] = "LineCommentTrivia";
        SyntaxKind[SyntaxKind["BlockCommentTrivia"] = 13] = "BlockCommentTrivia";
        SyntaxKind[SyntaxKind["LineBreakTrivia"] = 14] = "LineBreakTrivia";
        SyntaxKind[SyntaxKind["Trivia"] = 15] = "Trivia";
        SyntaxKind[SyntaxKind["Unknown"] = 16] = "Unknown";
        SyntaxKind[SyntaxKind["EOF"] = 17] = "EOF";
    })(SyntaxKind || (exports.SyntaxKind = SyntaxKind = {}));
    /**
     * For a given offset, evaluate the location in the JSON document. Each segment in the location path is either a property name or an array index.
     */
    exports.getLocation = parser.getLocation;
    /**
     * Parses the given text and returns the object the JSON content represents. On invalid input, the parser tries to be as fault tolerant as possible, but still return a result.
     * Therefore, always check the errors list to find out if the input was valid.
     */
    exports.parse = parser.parse;
    /**
     * Parses the given text and returns a tree representation the JSON content. On invalid input, the parser tries to be as fault tolerant as possible, but still return a result.
     */
    exports.parseTree = parser.parseTree;
    /**
     * Finds the node at the given path in a JSON DOM.
     */
    exports.findNodeAtLocation = parser.findNodeAtLocation;
    /**
     * Finds the innermost node at the given offset. If includeRightBound is set, also finds nodes that end at the given offset.
     */
    exports.findNodeAtOffset = parser.findNodeAtOffset;
    /**
     * Gets the JSON path of the given JSON DOM node
     */
    exports.getNodePath = parser.getNodePath;
    /**
     * Evaluates the JavaScript object of the given JSON DOM node
     */
    exports.getNodeValue = parser.getNodeValue;
    /**
     * Parses the given text and invokes the visitor functions for each object, array and literal reached.
     */
    exports.visit = parser.visit;
    /**
     * Takes JSON with JavaScript-style comments and remove
     * them. Optionally replaces every none-newline character
     * of comments with a replaceCharacter
     */
    exports.stripComments = parser.stripComments;
    var ParseErrorCode;
    (function (ParseErrorCode) {
        ParseErrorCode[ParseErrorCode["InvalidSymbol"] = 1] = "InvalidSymbol";
        ParseErrorCode[ParseErrorCode["InvalidNumberFormat"] = 2] = "InvalidNumberFormat";
        ParseErrorCode[ParseErrorCode["PropertyNameExpected"] = 3] = "PropertyNameExpected";
        ParseErrorCode[ParseErrorCode["ValueExpected"] = 4] = "ValueExpected";
        ParseErrorCode[ParseErrorCode["ColonExpected"] = 5] = "ColonExpected";
        ParseErrorCode[ParseErrorCode["CommaExpected"] = 6] = "CommaExpected";
        ParseErrorCode[ParseErrorCode["CloseBraceExpected"] = 7] = "CloseBraceExpected";
        ParseErrorCode[ParseErrorCode["CloseBracketExpected"] = 8] = "CloseBracketExpected";
        ParseErrorCode[ParseErrorCode["EndOfFileExpected"] = 9] = "EndOfFileExpected";
        ParseErrorCode[ParseErrorCode["InvalidCommentToken"] = 10] = "InvalidCommentToken";
        ParseErrorCode[ParseErrorCode["UnexpectedEndOfComment"] = 11] = "UnexpectedEndOfComment";
        ParseErrorCode[ParseErrorCode["UnexpectedEndOfString"] = 12] = "UnexpectedEndOfString";
        ParseErrorCode[ParseErrorCode["UnexpectedEndOfNumber"] = 13] = "UnexpectedEndOfNumber";
        ParseErrorCode[ParseErrorCode["InvalidUnicode"] = 14] = "InvalidUnicode";
        ParseErrorCode[ParseErrorCode["InvalidEscapeCharacter"] = 15] = "InvalidEscapeCharacter";
        ParseErrorCode[ParseErrorCode["InvalidCharacter"] = 16] = "InvalidCharacter";
    })(ParseErrorCode || (exports.ParseErrorCode = ParseErrorCode = {}));
    function printParseErrorCode(code) {
        switch (code) {
            case 1 /* ParseErrorCode.InvalidSymbol */: return 'InvalidSymbol';
            case 2 /* ParseErrorCode.InvalidNumberFormat */: return 'InvalidNumberFormat';
            case 3 /* ParseErrorCode.PropertyNameExpected */: return 'PropertyNameExpected';
            case 4 /* ParseErrorCode.ValueExpected */: return 'ValueExpected';
            case 5 /* ParseErrorCode.ColonExpected */: return 'ColonExpected';
            case 6 /* ParseErrorCode.CommaExpected */: return 'CommaExpected';
            case 7 /* ParseErrorCode.CloseBraceExpected */: return 'CloseBraceExpected';
            case 8 /* ParseErrorCode.CloseBracketExpected */: return 'CloseBracketExpected';
            case 9 /* ParseErrorCode.EndOfFileExpected */: return 'EndOfFileExpected';
            case 10 /* ParseErrorCode.InvalidCommentToken */: return 'InvalidCommentToken';
            case 11 /* ParseErrorCode.UnexpectedEndOfComment */: return 'UnexpectedEndOfComment';
            case 12 /* ParseErrorCode.UnexpectedEndOfString */: return 'UnexpectedEndOfString';
            case 13 /* ParseErrorCode.UnexpectedEndOfNumber */: return 'UnexpectedEndOfNumber';
            case 14 /* ParseErrorCode.InvalidUnicode */: return 'InvalidUnicode';
            case 15 /* ParseErrorCode.InvalidEscapeCharacter */: return 'InvalidEscapeCharacter';
            case 16 /* ParseErrorCode.InvalidCharacter */: return 'InvalidCharacter';
        }
        return '<unknown ParseErrorCode>';
    }
    exports.printParseErrorCode = printParseErrorCode;
    /**
     * Computes the edit operations needed to format a JSON document.
     *
     * @param documentText The input text
     * @param range The range to format or `undefined` to format the full content
     * @param options The formatting options
     * @returns The edit operations describing the formatting changes to the original document following the format described in {@linkcode EditResult}.
     * To apply the edit operations to the input, use {@linkcode applyEdits}.
     */
    function format(documentText, range, options) {
        return formatter.format(documentText, range, options);
    }
    exports.format = format;
    /**
     * Computes the edit operations needed to modify a value in the JSON document.
     *
     * @param documentText The input text
     * @param path The path of the value to change. The path represents either to the document root, a property or an array item.
     * If the path points to an non-existing property or item, it will be created.
     * @param value The new value for the specified property or item. If the value is undefined,
     * the property or item will be removed.
     * @param options Options
     * @returns The edit operations describing the changes to the original document, following the format described in {@linkcode EditResult}.
     * To apply the edit operations to the input, use {@linkcode applyEdits}.
     */
    function modify(text, path, value, options) {
        return edit.setProperty(text, path, value, options);
    }
    exports.modify = modify;
    /**
     * Applies edits to an input string.
     * @param text The input text
     * @param edits Edit operations following the format described in {@linkcode EditResult}.
     * @returns The text with the applied edits.
     * @throws An error if the edit operations are not well-formed as described in {@linkcode EditResult}.
     */
    function applyEdits(text, edits) {
        let sortedEdits = edits.slice(0).sort((a, b) => {
            const diff = a.offset - b.offset;
            if (diff === 0) {
                return a.length - b.length;
            }
            return diff;
        });
        let lastModifiedOffset = text.length;
        for (let i = sortedEdits.length - 1; i >= 0; i--) {
            let e = sortedEdits[i];
            if (e.offset + e.length <= lastModifiedOffset) {
                text = edit.applyEdit(text, e);
            }
            else {
                throw new Error('Overlapping edit');
            }
            lastModifiedOffset = e.offset;
        }
        return text;
    }
    exports.applyEdits = applyEdits;
});


/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:process");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

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

/***/ 7349:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var resolveBlockMap = __nccwpck_require__(7103);
var resolveBlockSeq = __nccwpck_require__(334);
var resolveFlowCollection = __nccwpck_require__(3142);

function resolveCollection(CN, ctx, token, onError, tagName, tag) {
    const coll = token.type === 'block-map'
        ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag)
        : token.type === 'block-seq'
            ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag)
            : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag);
    const Coll = coll.constructor;
    // If we got a tagName matching the class, or the tag name is '!',
    // then use the tagName from the node class used to create it.
    if (tagName === '!' || tagName === Coll.tagName) {
        coll.tag = Coll.tagName;
        return coll;
    }
    if (tagName)
        coll.tag = tagName;
    return coll;
}
function composeCollection(CN, ctx, token, props, onError) {
    const tagToken = props.tag;
    const tagName = !tagToken
        ? null
        : ctx.directives.tagName(tagToken.source, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg));
    if (token.type === 'block-seq') {
        const { anchor, newlineAfterProp: nl } = props;
        const lastProp = anchor && tagToken
            ? anchor.offset > tagToken.offset
                ? anchor
                : tagToken
            : (anchor ?? tagToken);
        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
            const message = 'Missing newline after block sequence props';
            onError(lastProp, 'MISSING_CHAR', message);
        }
    }
    const expType = token.type === 'block-map'
        ? 'map'
        : token.type === 'block-seq'
            ? 'seq'
            : token.start.source === '{'
                ? 'map'
                : 'seq';
    // shortcut: check if it's a generic YAMLMap or YAMLSeq
    // before jumping into the custom tag logic.
    if (!tagToken ||
        !tagName ||
        tagName === '!' ||
        (tagName === YAMLMap.YAMLMap.tagName && expType === 'map') ||
        (tagName === YAMLSeq.YAMLSeq.tagName && expType === 'seq')) {
        return resolveCollection(CN, ctx, token, onError, tagName);
    }
    let tag = ctx.schema.tags.find(t => t.tag === tagName && t.collection === expType);
    if (!tag) {
        const kt = ctx.schema.knownTags[tagName];
        if (kt?.collection === expType) {
            ctx.schema.tags.push(Object.assign({}, kt, { default: false }));
            tag = kt;
        }
        else {
            if (kt) {
                onError(tagToken, 'BAD_COLLECTION_TYPE', `${kt.tag} used for ${expType} collection, but expects ${kt.collection ?? 'scalar'}`, true);
            }
            else {
                onError(tagToken, 'TAG_RESOLVE_FAILED', `Unresolved tag: ${tagName}`, true);
            }
            return resolveCollection(CN, ctx, token, onError, tagName);
        }
    }
    const coll = resolveCollection(CN, ctx, token, onError, tagName, tag);
    const res = tag.resolve?.(coll, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg), ctx.options) ?? coll;
    const node = identity.isNode(res)
        ? res
        : new Scalar.Scalar(res);
    node.range = coll.range;
    node.tag = tagName;
    if (tag?.format)
        node.format = tag.format;
    return node;
}

exports.composeCollection = composeCollection;


/***/ }),

/***/ 3683:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Document = __nccwpck_require__(3021);
var composeNode = __nccwpck_require__(5937);
var resolveEnd = __nccwpck_require__(7788);
var resolveProps = __nccwpck_require__(4631);

function composeDoc(options, directives, { offset, start, value, end }, onError) {
    const opts = Object.assign({ _directives: directives }, options);
    const doc = new Document.Document(undefined, opts);
    const ctx = {
        atKey: false,
        atRoot: true,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
    };
    const props = resolveProps.resolveProps(start, {
        indicator: 'doc-start',
        next: value ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: true
    });
    if (props.found) {
        doc.directives.docStart = true;
        if (value &&
            (value.type === 'block-map' || value.type === 'block-seq') &&
            !props.hasNewline)
            onError(props.end, 'MISSING_CHAR', 'Block collection cannot start on same line with directives-end marker');
    }
    // @ts-expect-error If Contents is set, let's trust the user
    doc.contents = value
        ? composeNode.composeNode(ctx, value, props, onError)
        : composeNode.composeEmptyNode(ctx, props.end, start, null, props, onError);
    const contentEnd = doc.contents.range[2];
    const re = resolveEnd.resolveEnd(end, contentEnd, false, onError);
    if (re.comment)
        doc.comment = re.comment;
    doc.range = [offset, contentEnd, re.offset];
    return doc;
}

exports.composeDoc = composeDoc;


/***/ }),

/***/ 5937:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Alias = __nccwpck_require__(4065);
var identity = __nccwpck_require__(1127);
var composeCollection = __nccwpck_require__(7349);
var composeScalar = __nccwpck_require__(5413);
var resolveEnd = __nccwpck_require__(7788);
var utilEmptyScalarPosition = __nccwpck_require__(2599);

const CN = { composeNode, composeEmptyNode };
function composeNode(ctx, token, props, onError) {
    const atKey = ctx.atKey;
    const { spaceBefore, comment, anchor, tag } = props;
    let node;
    let isSrcToken = true;
    switch (token.type) {
        case 'alias':
            node = composeAlias(ctx, token, onError);
            if (anchor || tag)
                onError(token, 'ALIAS_PROPS', 'An alias node must not specify any properties');
            break;
        case 'scalar':
        case 'single-quoted-scalar':
        case 'double-quoted-scalar':
        case 'block-scalar':
            node = composeScalar.composeScalar(ctx, token, tag, onError);
            if (anchor)
                node.anchor = anchor.source.substring(1);
            break;
        case 'block-map':
        case 'block-seq':
        case 'flow-collection':
            try {
                node = composeCollection.composeCollection(CN, ctx, token, props, onError);
                if (anchor)
                    node.anchor = anchor.source.substring(1);
            }
            catch (error) {
                // Almost certainly here due to a stack overflow
                const message = error instanceof Error ? error.message : String(error);
                onError(token, 'RESOURCE_EXHAUSTION', message);
            }
            break;
        default: {
            const message = token.type === 'error'
                ? token.message
                : `Unsupported token (type: ${token.type})`;
            onError(token, 'UNEXPECTED_TOKEN', message);
            isSrcToken = false;
        }
    }
    node ?? (node = composeEmptyNode(ctx, token.offset, undefined, null, props, onError));
    if (anchor && node.anchor === '')
        onError(anchor, 'BAD_ALIAS', 'Anchor cannot be an empty string');
    if (atKey &&
        ctx.options.stringKeys &&
        (!identity.isScalar(node) ||
            typeof node.value !== 'string' ||
            (node.tag && node.tag !== 'tag:yaml.org,2002:str'))) {
        const msg = 'With stringKeys, all keys must be strings';
        onError(tag ?? token, 'NON_STRING_KEY', msg);
    }
    if (spaceBefore)
        node.spaceBefore = true;
    if (comment) {
        if (token.type === 'scalar' && token.source === '')
            node.comment = comment;
        else
            node.commentBefore = comment;
    }
    // @ts-expect-error Type checking misses meaning of isSrcToken
    if (ctx.options.keepSourceTokens && isSrcToken)
        node.srcToken = token;
    return node;
}
function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor, tag, end }, onError) {
    const token = {
        type: 'scalar',
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
        indent: -1,
        source: ''
    };
    const node = composeScalar.composeScalar(ctx, token, tag, onError);
    if (anchor) {
        node.anchor = anchor.source.substring(1);
        if (node.anchor === '')
            onError(anchor, 'BAD_ALIAS', 'Anchor cannot be an empty string');
    }
    if (spaceBefore)
        node.spaceBefore = true;
    if (comment) {
        node.comment = comment;
        node.range[2] = end;
    }
    return node;
}
function composeAlias({ options }, { offset, source, end }, onError) {
    const alias = new Alias.Alias(source.substring(1));
    if (alias.source === '')
        onError(offset, 'BAD_ALIAS', 'Alias cannot be an empty string');
    if (alias.source.endsWith(':'))
        onError(offset + source.length - 1, 'BAD_ALIAS', 'Alias ending in : is ambiguous', true);
    const valueEnd = offset + source.length;
    const re = resolveEnd.resolveEnd(end, valueEnd, options.strict, onError);
    alias.range = [offset, valueEnd, re.offset];
    if (re.comment)
        alias.comment = re.comment;
    return alias;
}

exports.composeEmptyNode = composeEmptyNode;
exports.composeNode = composeNode;


/***/ }),

/***/ 5413:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var resolveBlockScalar = __nccwpck_require__(8913);
var resolveFlowScalar = __nccwpck_require__(6842);

function composeScalar(ctx, token, tagToken, onError) {
    const { value, type, comment, range } = token.type === 'block-scalar'
        ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError)
        : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError);
    const tagName = tagToken
        ? ctx.directives.tagName(tagToken.source, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg))
        : null;
    let tag;
    if (ctx.options.stringKeys && ctx.atKey) {
        tag = ctx.schema[identity.SCALAR];
    }
    else if (tagName)
        tag = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError);
    else if (token.type === 'scalar')
        tag = findScalarTagByTest(ctx, value, token, onError);
    else
        tag = ctx.schema[identity.SCALAR];
    let scalar;
    try {
        const res = tag.resolve(value, msg => onError(tagToken ?? token, 'TAG_RESOLVE_FAILED', msg), ctx.options);
        scalar = identity.isScalar(res) ? res : new Scalar.Scalar(res);
    }
    catch (error) {
        const msg = error instanceof Error ? error.message : String(error);
        onError(tagToken ?? token, 'TAG_RESOLVE_FAILED', msg);
        scalar = new Scalar.Scalar(value);
    }
    scalar.range = range;
    scalar.source = value;
    if (type)
        scalar.type = type;
    if (tagName)
        scalar.tag = tagName;
    if (tag.format)
        scalar.format = tag.format;
    if (comment)
        scalar.comment = comment;
    return scalar;
}
function findScalarTagByName(schema, value, tagName, tagToken, onError) {
    if (tagName === '!')
        return schema[identity.SCALAR]; // non-specific tag
    const matchWithTest = [];
    for (const tag of schema.tags) {
        if (!tag.collection && tag.tag === tagName) {
            if (tag.default && tag.test)
                matchWithTest.push(tag);
            else
                return tag;
        }
    }
    for (const tag of matchWithTest)
        if (tag.test?.test(value))
            return tag;
    const kt = schema.knownTags[tagName];
    if (kt && !kt.collection) {
        // Ensure that the known tag is available for stringifying,
        // but does not get used by default.
        schema.tags.push(Object.assign({}, kt, { default: false, test: undefined }));
        return kt;
    }
    onError(tagToken, 'TAG_RESOLVE_FAILED', `Unresolved tag: ${tagName}`, tagName !== 'tag:yaml.org,2002:str');
    return schema[identity.SCALAR];
}
function findScalarTagByTest({ atKey, directives, schema }, value, token, onError) {
    const tag = schema.tags.find(tag => (tag.default === true || (atKey && tag.default === 'key')) &&
        tag.test?.test(value)) || schema[identity.SCALAR];
    if (schema.compat) {
        const compat = schema.compat.find(tag => tag.default && tag.test?.test(value)) ??
            schema[identity.SCALAR];
        if (tag.tag !== compat.tag) {
            const ts = directives.tagString(tag.tag);
            const cs = directives.tagString(compat.tag);
            const msg = `Value may be parsed as either ${ts} or ${cs}`;
            onError(token, 'TAG_RESOLVE_FAILED', msg, true);
        }
    }
    return tag;
}

exports.composeScalar = composeScalar;


/***/ }),

/***/ 9984:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_process = __nccwpck_require__(932);
var directives = __nccwpck_require__(1342);
var Document = __nccwpck_require__(3021);
var errors = __nccwpck_require__(1464);
var identity = __nccwpck_require__(1127);
var composeDoc = __nccwpck_require__(3683);
var resolveEnd = __nccwpck_require__(7788);

function getErrorPos(src) {
    if (typeof src === 'number')
        return [src, src + 1];
    if (Array.isArray(src))
        return src.length === 2 ? src : [src[0], src[1]];
    const { offset, source } = src;
    return [offset, offset + (typeof source === 'string' ? source.length : 1)];
}
function parsePrelude(prelude) {
    let comment = '';
    let atComment = false;
    let afterEmptyLine = false;
    for (let i = 0; i < prelude.length; ++i) {
        const source = prelude[i];
        switch (source[0]) {
            case '#':
                comment +=
                    (comment === '' ? '' : afterEmptyLine ? '\n\n' : '\n') +
                        (source.substring(1) || ' ');
                atComment = true;
                afterEmptyLine = false;
                break;
            case '%':
                if (prelude[i + 1]?.[0] !== '#')
                    i += 1;
                atComment = false;
                break;
            default:
                // This may be wrong after doc-end, but in that case it doesn't matter
                if (!atComment)
                    afterEmptyLine = true;
                atComment = false;
        }
    }
    return { comment, afterEmptyLine };
}
/**
 * Compose a stream of CST nodes into a stream of YAML Documents.
 *
 * ```ts
 * import { Composer, Parser } from 'yaml'
 *
 * const src: string = ...
 * const tokens = new Parser().parse(src)
 * const docs = new Composer().compose(tokens)
 * ```
 */
class Composer {
    constructor(options = {}) {
        this.doc = null;
        this.atDirectives = false;
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
        this.onError = (source, code, message, warning) => {
            const pos = getErrorPos(source);
            if (warning)
                this.warnings.push(new errors.YAMLWarning(pos, code, message));
            else
                this.errors.push(new errors.YAMLParseError(pos, code, message));
        };
        // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
        this.directives = new directives.Directives({ version: options.version || '1.2' });
        this.options = options;
    }
    decorate(doc, afterDoc) {
        const { comment, afterEmptyLine } = parsePrelude(this.prelude);
        //console.log({ dc: doc.comment, prelude, comment })
        if (comment) {
            const dc = doc.contents;
            if (afterDoc) {
                doc.comment = doc.comment ? `${doc.comment}\n${comment}` : comment;
            }
            else if (afterEmptyLine || doc.directives.docStart || !dc) {
                doc.commentBefore = comment;
            }
            else if (identity.isCollection(dc) && !dc.flow && dc.items.length > 0) {
                let it = dc.items[0];
                if (identity.isPair(it))
                    it = it.key;
                const cb = it.commentBefore;
                it.commentBefore = cb ? `${comment}\n${cb}` : comment;
            }
            else {
                const cb = dc.commentBefore;
                dc.commentBefore = cb ? `${comment}\n${cb}` : comment;
            }
        }
        if (afterDoc) {
            for (let i = 0; i < this.errors.length; ++i)
                doc.errors.push(this.errors[i]);
            for (let i = 0; i < this.warnings.length; ++i)
                doc.warnings.push(this.warnings[i]);
        }
        else {
            doc.errors = this.errors;
            doc.warnings = this.warnings;
        }
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
    }
    /**
     * Current stream status information.
     *
     * Mostly useful at the end of input for an empty stream.
     */
    streamInfo() {
        return {
            comment: parsePrelude(this.prelude).comment,
            directives: this.directives,
            errors: this.errors,
            warnings: this.warnings
        };
    }
    /**
     * Compose tokens into documents.
     *
     * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
     * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
     */
    *compose(tokens, forceDoc = false, endOffset = -1) {
        for (const token of tokens)
            yield* this.next(token);
        yield* this.end(forceDoc, endOffset);
    }
    /** Advance the composer by one CST token. */
    *next(token) {
        if (node_process.env.LOG_STREAM)
            console.dir(token, { depth: null });
        switch (token.type) {
            case 'directive':
                this.directives.add(token.source, (offset, message, warning) => {
                    const pos = getErrorPos(token);
                    pos[0] += offset;
                    this.onError(pos, 'BAD_DIRECTIVE', message, warning);
                });
                this.prelude.push(token.source);
                this.atDirectives = true;
                break;
            case 'document': {
                const doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
                if (this.atDirectives && !doc.directives.docStart)
                    this.onError(token, 'MISSING_CHAR', 'Missing directives-end/doc-start indicator line');
                this.decorate(doc, false);
                if (this.doc)
                    yield this.doc;
                this.doc = doc;
                this.atDirectives = false;
                break;
            }
            case 'byte-order-mark':
            case 'space':
                break;
            case 'comment':
            case 'newline':
                this.prelude.push(token.source);
                break;
            case 'error': {
                const msg = token.source
                    ? `${token.message}: ${JSON.stringify(token.source)}`
                    : token.message;
                const error = new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', msg);
                if (this.atDirectives || !this.doc)
                    this.errors.push(error);
                else
                    this.doc.errors.push(error);
                break;
            }
            case 'doc-end': {
                if (!this.doc) {
                    const msg = 'Unexpected doc-end without preceding document';
                    this.errors.push(new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', msg));
                    break;
                }
                this.doc.directives.docEnd = true;
                const end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
                this.decorate(this.doc, true);
                if (end.comment) {
                    const dc = this.doc.comment;
                    this.doc.comment = dc ? `${dc}\n${end.comment}` : end.comment;
                }
                this.doc.range[2] = end.offset;
                break;
            }
            default:
                this.errors.push(new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', `Unsupported token ${token.type}`));
        }
    }
    /**
     * Call at end of input to yield any remaining document.
     *
     * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
     * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
     */
    *end(forceDoc = false, endOffset = -1) {
        if (this.doc) {
            this.decorate(this.doc, true);
            yield this.doc;
            this.doc = null;
        }
        else if (forceDoc) {
            const opts = Object.assign({ _directives: this.directives }, this.options);
            const doc = new Document.Document(undefined, opts);
            if (this.atDirectives)
                this.onError(endOffset, 'MISSING_CHAR', 'Missing directives-end indicator line');
            doc.range = [0, endOffset, endOffset];
            this.decorate(doc, false);
            yield doc;
        }
    }
}

exports.Composer = Composer;


/***/ }),

/***/ 7103:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Pair = __nccwpck_require__(7165);
var YAMLMap = __nccwpck_require__(4454);
var resolveProps = __nccwpck_require__(4631);
var utilContainsNewline = __nccwpck_require__(9499);
var utilFlowIndentCheck = __nccwpck_require__(4051);
var utilMapIncludes = __nccwpck_require__(1187);

const startColMsg = 'All mapping items must start at the same column';
function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag) {
    const NodeClass = tag?.nodeClass ?? YAMLMap.YAMLMap;
    const map = new NodeClass(ctx.schema);
    if (ctx.atRoot)
        ctx.atRoot = false;
    let offset = bm.offset;
    let commentEnd = null;
    for (const collItem of bm.items) {
        const { start, key, sep, value } = collItem;
        // key properties
        const keyProps = resolveProps.resolveProps(start, {
            indicator: 'explicit-key-ind',
            next: key ?? sep?.[0],
            offset,
            onError,
            parentIndent: bm.indent,
            startOnNewline: true
        });
        const implicitKey = !keyProps.found;
        if (implicitKey) {
            if (key) {
                if (key.type === 'block-seq')
                    onError(offset, 'BLOCK_AS_IMPLICIT_KEY', 'A block sequence may not be used as an implicit map key');
                else if ('indent' in key && key.indent !== bm.indent)
                    onError(offset, 'BAD_INDENT', startColMsg);
            }
            if (!keyProps.anchor && !keyProps.tag && !sep) {
                commentEnd = keyProps.end;
                if (keyProps.comment) {
                    if (map.comment)
                        map.comment += '\n' + keyProps.comment;
                    else
                        map.comment = keyProps.comment;
                }
                continue;
            }
            if (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key)) {
                onError(key ?? start[start.length - 1], 'MULTILINE_IMPLICIT_KEY', 'Implicit keys need to be on a single line');
            }
        }
        else if (keyProps.found?.indent !== bm.indent) {
            onError(offset, 'BAD_INDENT', startColMsg);
        }
        // key value
        ctx.atKey = true;
        const keyStart = keyProps.end;
        const keyNode = key
            ? composeNode(ctx, key, keyProps, onError)
            : composeEmptyNode(ctx, keyStart, start, null, keyProps, onError);
        if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bm.indent, key, onError);
        ctx.atKey = false;
        if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
            onError(keyStart, 'DUPLICATE_KEY', 'Map keys must be unique');
        // value properties
        const valueProps = resolveProps.resolveProps(sep ?? [], {
            indicator: 'map-value-ind',
            next: value,
            offset: keyNode.range[2],
            onError,
            parentIndent: bm.indent,
            startOnNewline: !key || key.type === 'block-scalar'
        });
        offset = valueProps.end;
        if (valueProps.found) {
            if (implicitKey) {
                if (value?.type === 'block-map' && !valueProps.hasNewline)
                    onError(offset, 'BLOCK_AS_IMPLICIT_KEY', 'Nested mappings are not allowed in compact mappings');
                if (ctx.options.strict &&
                    keyProps.start < valueProps.found.offset - 1024)
                    onError(keyNode.range, 'KEY_OVER_1024_CHARS', 'The : indicator must be at most 1024 chars after the start of an implicit block mapping key');
            }
            // value value
            const valueNode = value
                ? composeNode(ctx, value, valueProps, onError)
                : composeEmptyNode(ctx, offset, sep, null, valueProps, onError);
            if (ctx.schema.compat)
                utilFlowIndentCheck.flowIndentCheck(bm.indent, value, onError);
            offset = valueNode.range[2];
            const pair = new Pair.Pair(keyNode, valueNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            map.items.push(pair);
        }
        else {
            // key with no value
            if (implicitKey)
                onError(keyNode.range, 'MISSING_CHAR', 'Implicit map keys need to be followed by map values');
            if (valueProps.comment) {
                if (keyNode.comment)
                    keyNode.comment += '\n' + valueProps.comment;
                else
                    keyNode.comment = valueProps.comment;
            }
            const pair = new Pair.Pair(keyNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            map.items.push(pair);
        }
    }
    if (commentEnd && commentEnd < offset)
        onError(commentEnd, 'IMPOSSIBLE', 'Map comment with trailing content');
    map.range = [bm.offset, offset, commentEnd ?? offset];
    return map;
}

exports.resolveBlockMap = resolveBlockMap;


/***/ }),

/***/ 8913:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

function resolveBlockScalar(ctx, scalar, onError) {
    const start = scalar.offset;
    const header = parseBlockScalarHeader(scalar, ctx.options.strict, onError);
    if (!header)
        return { value: '', type: null, comment: '', range: [start, start, start] };
    const type = header.mode === '>' ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
    const lines = scalar.source ? splitLines(scalar.source) : [];
    // determine the end of content & start of chomping
    let chompStart = lines.length;
    for (let i = lines.length - 1; i >= 0; --i) {
        const content = lines[i][1];
        if (content === '' || content === '\r')
            chompStart = i;
        else
            break;
    }
    // shortcut for empty contents
    if (chompStart === 0) {
        const value = header.chomp === '+' && lines.length > 0
            ? '\n'.repeat(Math.max(1, lines.length - 1))
            : '';
        let end = start + header.length;
        if (scalar.source)
            end += scalar.source.length;
        return { value, type, comment: header.comment, range: [start, end, end] };
    }
    // find the indentation level to trim from start
    let trimIndent = scalar.indent + header.indent;
    let offset = scalar.offset + header.length;
    let contentStart = 0;
    for (let i = 0; i < chompStart; ++i) {
        const [indent, content] = lines[i];
        if (content === '' || content === '\r') {
            if (header.indent === 0 && indent.length > trimIndent)
                trimIndent = indent.length;
        }
        else {
            if (indent.length < trimIndent) {
                const message = 'Block scalars with more-indented leading empty lines must use an explicit indentation indicator';
                onError(offset + indent.length, 'MISSING_CHAR', message);
            }
            if (header.indent === 0)
                trimIndent = indent.length;
            contentStart = i;
            if (trimIndent === 0 && !ctx.atRoot) {
                const message = 'Block scalar values in collections must be indented';
                onError(offset, 'BAD_INDENT', message);
            }
            break;
        }
        offset += indent.length + content.length + 1;
    }
    // include trailing more-indented empty lines in content
    for (let i = lines.length - 1; i >= chompStart; --i) {
        if (lines[i][0].length > trimIndent)
            chompStart = i + 1;
    }
    let value = '';
    let sep = '';
    let prevMoreIndented = false;
    // leading whitespace is kept intact
    for (let i = 0; i < contentStart; ++i)
        value += lines[i][0].slice(trimIndent) + '\n';
    for (let i = contentStart; i < chompStart; ++i) {
        let [indent, content] = lines[i];
        offset += indent.length + content.length + 1;
        const crlf = content[content.length - 1] === '\r';
        if (crlf)
            content = content.slice(0, -1);
        /* istanbul ignore if already caught in lexer */
        if (content && indent.length < trimIndent) {
            const src = header.indent
                ? 'explicit indentation indicator'
                : 'first line';
            const message = `Block scalar lines must not be less indented than their ${src}`;
            onError(offset - content.length - (crlf ? 2 : 1), 'BAD_INDENT', message);
            indent = '';
        }
        if (type === Scalar.Scalar.BLOCK_LITERAL) {
            value += sep + indent.slice(trimIndent) + content;
            sep = '\n';
        }
        else if (indent.length > trimIndent || content[0] === '\t') {
            // more-indented content within a folded block
            if (sep === ' ')
                sep = '\n';
            else if (!prevMoreIndented && sep === '\n')
                sep = '\n\n';
            value += sep + indent.slice(trimIndent) + content;
            sep = '\n';
            prevMoreIndented = true;
        }
        else if (content === '') {
            // empty line
            if (sep === '\n')
                value += '\n';
            else
                sep = '\n';
        }
        else {
            value += sep + content;
            sep = ' ';
            prevMoreIndented = false;
        }
    }
    switch (header.chomp) {
        case '-':
            break;
        case '+':
            for (let i = chompStart; i < lines.length; ++i)
                value += '\n' + lines[i][0].slice(trimIndent);
            if (value[value.length - 1] !== '\n')
                value += '\n';
            break;
        default:
            value += '\n';
    }
    const end = start + header.length + scalar.source.length;
    return { value, type, comment: header.comment, range: [start, end, end] };
}
function parseBlockScalarHeader({ offset, props }, strict, onError) {
    /* istanbul ignore if should not happen */
    if (props[0].type !== 'block-scalar-header') {
        onError(props[0], 'IMPOSSIBLE', 'Block scalar header not found');
        return null;
    }
    const { source } = props[0];
    const mode = source[0];
    let indent = 0;
    let chomp = '';
    let error = -1;
    for (let i = 1; i < source.length; ++i) {
        const ch = source[i];
        if (!chomp && (ch === '-' || ch === '+'))
            chomp = ch;
        else {
            const n = Number(ch);
            if (!indent && n)
                indent = n;
            else if (error === -1)
                error = offset + i;
        }
    }
    if (error !== -1)
        onError(error, 'UNEXPECTED_TOKEN', `Block scalar header includes extra characters: ${source}`);
    let hasSpace = false;
    let comment = '';
    let length = source.length;
    for (let i = 1; i < props.length; ++i) {
        const token = props[i];
        switch (token.type) {
            case 'space':
                hasSpace = true;
            // fallthrough
            case 'newline':
                length += token.source.length;
                break;
            case 'comment':
                if (strict && !hasSpace) {
                    const message = 'Comments must be separated from other tokens by white space characters';
                    onError(token, 'MISSING_CHAR', message);
                }
                length += token.source.length;
                comment = token.source.substring(1);
                break;
            case 'error':
                onError(token, 'UNEXPECTED_TOKEN', token.message);
                length += token.source.length;
                break;
            /* istanbul ignore next should not happen */
            default: {
                const message = `Unexpected token in block scalar header: ${token.type}`;
                onError(token, 'UNEXPECTED_TOKEN', message);
                const ts = token.source;
                if (ts && typeof ts === 'string')
                    length += ts.length;
            }
        }
    }
    return { mode, indent, chomp, comment, length };
}
/** @returns Array of lines split up as `[indent, content]` */
function splitLines(source) {
    const split = source.split(/\n( *)/);
    const first = split[0];
    const m = first.match(/^( *)/);
    const line0 = m?.[1]
        ? [m[1], first.slice(m[1].length)]
        : ['', first];
    const lines = [line0];
    for (let i = 1; i < split.length; i += 2)
        lines.push([split[i], split[i + 1]]);
    return lines;
}

exports.resolveBlockScalar = resolveBlockScalar;


/***/ }),

/***/ 334:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var YAMLSeq = __nccwpck_require__(2223);
var resolveProps = __nccwpck_require__(4631);
var utilFlowIndentCheck = __nccwpck_require__(4051);

function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs, onError, tag) {
    const NodeClass = tag?.nodeClass ?? YAMLSeq.YAMLSeq;
    const seq = new NodeClass(ctx.schema);
    if (ctx.atRoot)
        ctx.atRoot = false;
    if (ctx.atKey)
        ctx.atKey = false;
    let offset = bs.offset;
    let commentEnd = null;
    for (const { start, value } of bs.items) {
        const props = resolveProps.resolveProps(start, {
            indicator: 'seq-item-ind',
            next: value,
            offset,
            onError,
            parentIndent: bs.indent,
            startOnNewline: true
        });
        if (!props.found) {
            if (props.anchor || props.tag || value) {
                if (value?.type === 'block-seq')
                    onError(props.end, 'BAD_INDENT', 'All sequence items must start at the same column');
                else
                    onError(offset, 'MISSING_CHAR', 'Sequence item without - indicator');
            }
            else {
                commentEnd = props.end;
                if (props.comment)
                    seq.comment = props.comment;
                continue;
            }
        }
        const node = value
            ? composeNode(ctx, value, props, onError)
            : composeEmptyNode(ctx, props.end, start, null, props, onError);
        if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bs.indent, value, onError);
        offset = node.range[2];
        seq.items.push(node);
    }
    seq.range = [bs.offset, offset, commentEnd ?? offset];
    return seq;
}

exports.resolveBlockSeq = resolveBlockSeq;


/***/ }),

/***/ 7788:
/***/ ((__unused_webpack_module, exports) => {



function resolveEnd(end, offset, reqSpace, onError) {
    let comment = '';
    if (end) {
        let hasSpace = false;
        let sep = '';
        for (const token of end) {
            const { source, type } = token;
            switch (type) {
                case 'space':
                    hasSpace = true;
                    break;
                case 'comment': {
                    if (reqSpace && !hasSpace)
                        onError(token, 'MISSING_CHAR', 'Comments must be separated from other tokens by white space characters');
                    const cb = source.substring(1) || ' ';
                    if (!comment)
                        comment = cb;
                    else
                        comment += sep + cb;
                    sep = '';
                    break;
                }
                case 'newline':
                    if (comment)
                        sep += source;
                    hasSpace = true;
                    break;
                default:
                    onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${type} at node end`);
            }
            offset += source.length;
        }
    }
    return { comment, offset };
}

exports.resolveEnd = resolveEnd;


/***/ }),

/***/ 3142:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var resolveEnd = __nccwpck_require__(7788);
var resolveProps = __nccwpck_require__(4631);
var utilContainsNewline = __nccwpck_require__(9499);
var utilMapIncludes = __nccwpck_require__(1187);

const blockMsg = 'Block collections are not allowed within flow collections';
const isBlock = (token) => token && (token.type === 'block-map' || token.type === 'block-seq');
function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag) {
    const isMap = fc.start.source === '{';
    const fcName = isMap ? 'flow map' : 'flow sequence';
    const NodeClass = (tag?.nodeClass ?? (isMap ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq));
    const coll = new NodeClass(ctx.schema);
    coll.flow = true;
    const atRoot = ctx.atRoot;
    if (atRoot)
        ctx.atRoot = false;
    if (ctx.atKey)
        ctx.atKey = false;
    let offset = fc.offset + fc.start.source.length;
    for (let i = 0; i < fc.items.length; ++i) {
        const collItem = fc.items[i];
        const { start, key, sep, value } = collItem;
        const props = resolveProps.resolveProps(start, {
            flow: fcName,
            indicator: 'explicit-key-ind',
            next: key ?? sep?.[0],
            offset,
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
        });
        if (!props.found) {
            if (!props.anchor && !props.tag && !sep && !value) {
                if (i === 0 && props.comma)
                    onError(props.comma, 'UNEXPECTED_TOKEN', `Unexpected , in ${fcName}`);
                else if (i < fc.items.length - 1)
                    onError(props.start, 'UNEXPECTED_TOKEN', `Unexpected empty item in ${fcName}`);
                if (props.comment) {
                    if (coll.comment)
                        coll.comment += '\n' + props.comment;
                    else
                        coll.comment = props.comment;
                }
                offset = props.end;
                continue;
            }
            if (!isMap && ctx.options.strict && utilContainsNewline.containsNewline(key))
                onError(key, // checked by containsNewline()
                'MULTILINE_IMPLICIT_KEY', 'Implicit keys of flow sequence pairs need to be on a single line');
        }
        if (i === 0) {
            if (props.comma)
                onError(props.comma, 'UNEXPECTED_TOKEN', `Unexpected , in ${fcName}`);
        }
        else {
            if (!props.comma)
                onError(props.start, 'MISSING_CHAR', `Missing , between ${fcName} items`);
            if (props.comment) {
                let prevItemComment = '';
                loop: for (const st of start) {
                    switch (st.type) {
                        case 'comma':
                        case 'space':
                            break;
                        case 'comment':
                            prevItemComment = st.source.substring(1);
                            break loop;
                        default:
                            break loop;
                    }
                }
                if (prevItemComment) {
                    let prev = coll.items[coll.items.length - 1];
                    if (identity.isPair(prev))
                        prev = prev.value ?? prev.key;
                    if (prev.comment)
                        prev.comment += '\n' + prevItemComment;
                    else
                        prev.comment = prevItemComment;
                    props.comment = props.comment.substring(prevItemComment.length + 1);
                }
            }
        }
        if (!isMap && !sep && !props.found) {
            // item is a value in a seq
            // → key & sep are empty, start does not include ? or :
            const valueNode = value
                ? composeNode(ctx, value, props, onError)
                : composeEmptyNode(ctx, props.end, sep, null, props, onError);
            coll.items.push(valueNode);
            offset = valueNode.range[2];
            if (isBlock(value))
                onError(valueNode.range, 'BLOCK_IN_FLOW', blockMsg);
        }
        else {
            // item is a key+value pair
            // key value
            ctx.atKey = true;
            const keyStart = props.end;
            const keyNode = key
                ? composeNode(ctx, key, props, onError)
                : composeEmptyNode(ctx, keyStart, start, null, props, onError);
            if (isBlock(key))
                onError(keyNode.range, 'BLOCK_IN_FLOW', blockMsg);
            ctx.atKey = false;
            // value properties
            const valueProps = resolveProps.resolveProps(sep ?? [], {
                flow: fcName,
                indicator: 'map-value-ind',
                next: value,
                offset: keyNode.range[2],
                onError,
                parentIndent: fc.indent,
                startOnNewline: false
            });
            if (valueProps.found) {
                if (!isMap && !props.found && ctx.options.strict) {
                    if (sep)
                        for (const st of sep) {
                            if (st === valueProps.found)
                                break;
                            if (st.type === 'newline') {
                                onError(st, 'MULTILINE_IMPLICIT_KEY', 'Implicit keys of flow sequence pairs need to be on a single line');
                                break;
                            }
                        }
                    if (props.start < valueProps.found.offset - 1024)
                        onError(valueProps.found, 'KEY_OVER_1024_CHARS', 'The : indicator must be at most 1024 chars after the start of an implicit flow sequence key');
                }
            }
            else if (value) {
                if ('source' in value && value.source?.[0] === ':')
                    onError(value, 'MISSING_CHAR', `Missing space after : in ${fcName}`);
                else
                    onError(valueProps.start, 'MISSING_CHAR', `Missing , or : between ${fcName} items`);
            }
            // value value
            const valueNode = value
                ? composeNode(ctx, value, valueProps, onError)
                : valueProps.found
                    ? composeEmptyNode(ctx, valueProps.end, sep, null, valueProps, onError)
                    : null;
            if (valueNode) {
                if (isBlock(value))
                    onError(valueNode.range, 'BLOCK_IN_FLOW', blockMsg);
            }
            else if (valueProps.comment) {
                if (keyNode.comment)
                    keyNode.comment += '\n' + valueProps.comment;
                else
                    keyNode.comment = valueProps.comment;
            }
            const pair = new Pair.Pair(keyNode, valueNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            if (isMap) {
                const map = coll;
                if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
                    onError(keyStart, 'DUPLICATE_KEY', 'Map keys must be unique');
                map.items.push(pair);
            }
            else {
                const map = new YAMLMap.YAMLMap(ctx.schema);
                map.flow = true;
                map.items.push(pair);
                const endRange = (valueNode ?? keyNode).range;
                map.range = [keyNode.range[0], endRange[1], endRange[2]];
                coll.items.push(map);
            }
            offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
    }
    const expectedEnd = isMap ? '}' : ']';
    const [ce, ...ee] = fc.end;
    let cePos = offset;
    if (ce?.source === expectedEnd)
        cePos = ce.offset + ce.source.length;
    else {
        const name = fcName[0].toUpperCase() + fcName.substring(1);
        const msg = atRoot
            ? `${name} must end with a ${expectedEnd}`
            : `${name} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
        onError(offset, atRoot ? 'MISSING_CHAR' : 'BAD_INDENT', msg);
        if (ce && ce.source.length !== 1)
            ee.unshift(ce);
    }
    if (ee.length > 0) {
        const end = resolveEnd.resolveEnd(ee, cePos, ctx.options.strict, onError);
        if (end.comment) {
            if (coll.comment)
                coll.comment += '\n' + end.comment;
            else
                coll.comment = end.comment;
        }
        coll.range = [fc.offset, cePos, end.offset];
    }
    else {
        coll.range = [fc.offset, cePos, cePos];
    }
    return coll;
}

exports.resolveFlowCollection = resolveFlowCollection;


/***/ }),

/***/ 6842:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var resolveEnd = __nccwpck_require__(7788);

function resolveFlowScalar(scalar, strict, onError) {
    const { offset, type, source, end } = scalar;
    let _type;
    let value;
    const _onError = (rel, code, msg) => onError(offset + rel, code, msg);
    switch (type) {
        case 'scalar':
            _type = Scalar.Scalar.PLAIN;
            value = plainValue(source, _onError);
            break;
        case 'single-quoted-scalar':
            _type = Scalar.Scalar.QUOTE_SINGLE;
            value = singleQuotedValue(source, _onError);
            break;
        case 'double-quoted-scalar':
            _type = Scalar.Scalar.QUOTE_DOUBLE;
            value = doubleQuotedValue(source, _onError);
            break;
        /* istanbul ignore next should not happen */
        default:
            onError(scalar, 'UNEXPECTED_TOKEN', `Expected a flow scalar value, but found: ${type}`);
            return {
                value: '',
                type: null,
                comment: '',
                range: [offset, offset + source.length, offset + source.length]
            };
    }
    const valueEnd = offset + source.length;
    const re = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
    return {
        value,
        type: _type,
        comment: re.comment,
        range: [offset, valueEnd, re.offset]
    };
}
function plainValue(source, onError) {
    let badChar = '';
    switch (source[0]) {
        /* istanbul ignore next should not happen */
        case '\t':
            badChar = 'a tab character';
            break;
        case ',':
            badChar = 'flow indicator character ,';
            break;
        case '%':
            badChar = 'directive indicator character %';
            break;
        case '|':
        case '>': {
            badChar = `block scalar indicator ${source[0]}`;
            break;
        }
        case '@':
        case '`': {
            badChar = `reserved character ${source[0]}`;
            break;
        }
    }
    if (badChar)
        onError(0, 'BAD_SCALAR_START', `Plain value cannot start with ${badChar}`);
    return unfoldLines(source);
}
function singleQuotedValue(source, onError) {
    if (source[source.length - 1] !== "'" || source.length === 1)
        onError(source.length, 'MISSING_CHAR', "Missing closing 'quote");
    return unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
}
function unfoldLines(source) {
    const line = /(.*?)\r?\n/sy;
    let match = line.exec(source);
    if (!match)
        return source;
    /**
     * The negative lookbehinds in these RegExps are to
     * prevent causing a polynomial search time in certain cases.
     *
     * The try-catch is for Safari < 16.4 and other old browsers:
     * https://caniuse.com/js-regexp-lookbehind
     */
    let trimEnd, trimBoth;
    try {
        trimEnd = new RegExp('(?<![ \t])[ \t]+$');
        trimBoth = new RegExp('^[ \t]+|(?<![ \t])[ \t]+$', 'g');
    }
    catch {
        trimEnd = /[ \t]+$/;
        trimBoth = /^[ \t]+|[ \t]+$/g;
    }
    let res = match[1].replace(trimEnd, '');
    let sep = ' ';
    let pos = line.lastIndex;
    while ((match = line.exec(source))) {
        const lm = match[1].replace(trimBoth, '');
        if (lm === '') {
            if (sep === '\n')
                res += sep;
            else
                sep = '\n';
        }
        else {
            res += sep + lm;
            sep = ' ';
        }
        pos = line.lastIndex;
    }
    const last = /[ \t]*(.*)/sy;
    last.lastIndex = pos;
    match = last.exec(source);
    return res + sep + (match?.[1] ?? '');
}
function doubleQuotedValue(source, onError) {
    let res = '';
    for (let i = 1; i < source.length - 1; ++i) {
        const ch = source[i];
        if (ch === '\r' && source[i + 1] === '\n')
            continue;
        if (ch === '\n') {
            const { fold, offset } = foldNewline(source, i);
            res += fold;
            i = offset;
        }
        else if (ch === '\\') {
            let next = source[++i];
            const cc = escapeCodes[next];
            if (cc)
                res += cc;
            else if (next === '\n') {
                // skip escaped newlines, but still trim the following line
                next = source[i + 1];
                while (next === ' ' || next === '\t')
                    next = source[++i + 1];
            }
            else if (next === '\r' && source[i + 1] === '\n') {
                // skip escaped CRLF newlines, but still trim the following line
                next = source[++i + 1];
                while (next === ' ' || next === '\t')
                    next = source[++i + 1];
            }
            else if (next === 'x' || next === 'u' || next === 'U') {
                const length = next === 'x' ? 2 : next === 'u' ? 4 : 8;
                res += parseCharCode(source, i + 1, length, onError);
                i += length;
            }
            else {
                const raw = source.substr(i - 1, 2);
                onError(i - 1, 'BAD_DQ_ESCAPE', `Invalid escape sequence ${raw}`);
                res += raw;
            }
        }
        else if (ch === ' ' || ch === '\t') {
            // trim trailing whitespace
            const wsStart = i;
            let next = source[i + 1];
            while (next === ' ' || next === '\t')
                next = source[++i + 1];
            if (next !== '\n' && !(next === '\r' && source[i + 2] === '\n'))
                res += i > wsStart ? source.slice(wsStart, i + 1) : ch;
        }
        else {
            res += ch;
        }
    }
    if (source[source.length - 1] !== '"' || source.length === 1)
        onError(source.length, 'MISSING_CHAR', 'Missing closing "quote');
    return res;
}
/**
 * Fold a single newline into a space, multiple newlines to N - 1 newlines.
 * Presumes `source[offset] === '\n'`
 */
function foldNewline(source, offset) {
    let fold = '';
    let ch = source[offset + 1];
    while (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') {
        if (ch === '\r' && source[offset + 2] !== '\n')
            break;
        if (ch === '\n')
            fold += '\n';
        offset += 1;
        ch = source[offset + 1];
    }
    if (!fold)
        fold = ' ';
    return { fold, offset };
}
const escapeCodes = {
    '0': '\0', // null character
    a: '\x07', // bell character
    b: '\b', // backspace
    e: '\x1b', // escape character
    f: '\f', // form feed
    n: '\n', // line feed
    r: '\r', // carriage return
    t: '\t', // horizontal tab
    v: '\v', // vertical tab
    N: '\u0085', // Unicode next line
    _: '\u00a0', // Unicode non-breaking space
    L: '\u2028', // Unicode line separator
    P: '\u2029', // Unicode paragraph separator
    ' ': ' ',
    '"': '"',
    '/': '/',
    '\\': '\\',
    '\t': '\t'
};
function parseCharCode(source, offset, length, onError) {
    const cc = source.substr(offset, length);
    const ok = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
    const code = ok ? parseInt(cc, 16) : NaN;
    try {
        return String.fromCodePoint(code);
    }
    catch {
        const raw = source.substr(offset - 2, length + 2);
        onError(offset - 2, 'BAD_DQ_ESCAPE', `Invalid escape sequence ${raw}`);
        return raw;
    }
}

exports.resolveFlowScalar = resolveFlowScalar;


/***/ }),

/***/ 4631:
/***/ ((__unused_webpack_module, exports) => {



function resolveProps(tokens, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
    let spaceBefore = false;
    let atNewline = startOnNewline;
    let hasSpace = startOnNewline;
    let comment = '';
    let commentSep = '';
    let hasNewline = false;
    let reqSpace = false;
    let tab = null;
    let anchor = null;
    let tag = null;
    let newlineAfterProp = null;
    let comma = null;
    let found = null;
    let start = null;
    for (const token of tokens) {
        if (reqSpace) {
            if (token.type !== 'space' &&
                token.type !== 'newline' &&
                token.type !== 'comma')
                onError(token.offset, 'MISSING_CHAR', 'Tags and anchors must be separated from the next token by white space');
            reqSpace = false;
        }
        if (tab) {
            if (atNewline && token.type !== 'comment' && token.type !== 'newline') {
                onError(tab, 'TAB_AS_INDENT', 'Tabs are not allowed as indentation');
            }
            tab = null;
        }
        switch (token.type) {
            case 'space':
                // At the doc level, tabs at line start may be parsed
                // as leading white space rather than indentation.
                // In a flow collection, only the parser handles indent.
                if (!flow &&
                    (indicator !== 'doc-start' || next?.type !== 'flow-collection') &&
                    token.source.includes('\t')) {
                    tab = token;
                }
                hasSpace = true;
                break;
            case 'comment': {
                if (!hasSpace)
                    onError(token, 'MISSING_CHAR', 'Comments must be separated from other tokens by white space characters');
                const cb = token.source.substring(1) || ' ';
                if (!comment)
                    comment = cb;
                else
                    comment += commentSep + cb;
                commentSep = '';
                atNewline = false;
                break;
            }
            case 'newline':
                if (atNewline) {
                    if (comment)
                        comment += token.source;
                    else if (!found || indicator !== 'seq-item-ind')
                        spaceBefore = true;
                }
                else
                    commentSep += token.source;
                atNewline = true;
                hasNewline = true;
                if (anchor || tag)
                    newlineAfterProp = token;
                hasSpace = true;
                break;
            case 'anchor':
                if (anchor)
                    onError(token, 'MULTIPLE_ANCHORS', 'A node can have at most one anchor');
                if (token.source.endsWith(':'))
                    onError(token.offset + token.source.length - 1, 'BAD_ALIAS', 'Anchor ending in : is ambiguous', true);
                anchor = token;
                start ?? (start = token.offset);
                atNewline = false;
                hasSpace = false;
                reqSpace = true;
                break;
            case 'tag': {
                if (tag)
                    onError(token, 'MULTIPLE_TAGS', 'A node can have at most one tag');
                tag = token;
                start ?? (start = token.offset);
                atNewline = false;
                hasSpace = false;
                reqSpace = true;
                break;
            }
            case indicator:
                // Could here handle preceding comments differently
                if (anchor || tag)
                    onError(token, 'BAD_PROP_ORDER', `Anchors and tags must be after the ${token.source} indicator`);
                if (found)
                    onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${token.source} in ${flow ?? 'collection'}`);
                found = token;
                atNewline =
                    indicator === 'seq-item-ind' || indicator === 'explicit-key-ind';
                hasSpace = false;
                break;
            case 'comma':
                if (flow) {
                    if (comma)
                        onError(token, 'UNEXPECTED_TOKEN', `Unexpected , in ${flow}`);
                    comma = token;
                    atNewline = false;
                    hasSpace = false;
                    break;
                }
            // else fallthrough
            default:
                onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${token.type} token`);
                atNewline = false;
                hasSpace = false;
        }
    }
    const last = tokens[tokens.length - 1];
    const end = last ? last.offset + last.source.length : offset;
    if (reqSpace &&
        next &&
        next.type !== 'space' &&
        next.type !== 'newline' &&
        next.type !== 'comma' &&
        (next.type !== 'scalar' || next.source !== '')) {
        onError(next.offset, 'MISSING_CHAR', 'Tags and anchors must be separated from the next token by white space');
    }
    if (tab &&
        ((atNewline && tab.indent <= parentIndent) ||
            next?.type === 'block-map' ||
            next?.type === 'block-seq'))
        onError(tab, 'TAB_AS_INDENT', 'Tabs are not allowed as indentation');
    return {
        comma,
        found,
        spaceBefore,
        comment,
        hasNewline,
        anchor,
        tag,
        newlineAfterProp,
        end,
        start: start ?? end
    };
}

exports.resolveProps = resolveProps;


/***/ }),

/***/ 9499:
/***/ ((__unused_webpack_module, exports) => {



function containsNewline(key) {
    if (!key)
        return null;
    switch (key.type) {
        case 'alias':
        case 'scalar':
        case 'double-quoted-scalar':
        case 'single-quoted-scalar':
            if (key.source.includes('\n'))
                return true;
            if (key.end)
                for (const st of key.end)
                    if (st.type === 'newline')
                        return true;
            return false;
        case 'flow-collection':
            for (const it of key.items) {
                for (const st of it.start)
                    if (st.type === 'newline')
                        return true;
                if (it.sep)
                    for (const st of it.sep)
                        if (st.type === 'newline')
                            return true;
                if (containsNewline(it.key) || containsNewline(it.value))
                    return true;
            }
            return false;
        default:
            return true;
    }
}

exports.containsNewline = containsNewline;


/***/ }),

/***/ 2599:
/***/ ((__unused_webpack_module, exports) => {



function emptyScalarPosition(offset, before, pos) {
    if (before) {
        pos ?? (pos = before.length);
        for (let i = pos - 1; i >= 0; --i) {
            let st = before[i];
            switch (st.type) {
                case 'space':
                case 'comment':
                case 'newline':
                    offset -= st.source.length;
                    continue;
            }
            // Technically, an empty scalar is immediately after the last non-empty
            // node, but it's more useful to place it after any whitespace.
            st = before[++i];
            while (st?.type === 'space') {
                offset += st.source.length;
                st = before[++i];
            }
            break;
        }
    }
    return offset;
}

exports.emptyScalarPosition = emptyScalarPosition;


/***/ }),

/***/ 4051:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var utilContainsNewline = __nccwpck_require__(9499);

function flowIndentCheck(indent, fc, onError) {
    if (fc?.type === 'flow-collection') {
        const end = fc.end[0];
        if (end.indent === indent &&
            (end.source === ']' || end.source === '}') &&
            utilContainsNewline.containsNewline(fc)) {
            const msg = 'Flow end indicator should be more indented than parent';
            onError(end, 'BAD_INDENT', msg, true);
        }
    }
}

exports.flowIndentCheck = flowIndentCheck;


/***/ }),

/***/ 1187:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);

function mapIncludes(ctx, items, search) {
    const { uniqueKeys } = ctx.options;
    if (uniqueKeys === false)
        return false;
    const isEqual = typeof uniqueKeys === 'function'
        ? uniqueKeys
        : (a, b) => a === b || (identity.isScalar(a) && identity.isScalar(b) && a.value === b.value);
    return items.some(pair => isEqual(pair.key, search));
}

exports.mapIncludes = mapIncludes;


/***/ }),

/***/ 3021:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Alias = __nccwpck_require__(4065);
var Collection = __nccwpck_require__(101);
var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var toJS = __nccwpck_require__(4043);
var Schema = __nccwpck_require__(5840);
var stringifyDocument = __nccwpck_require__(6829);
var anchors = __nccwpck_require__(1596);
var applyReviver = __nccwpck_require__(3661);
var createNode = __nccwpck_require__(2404);
var directives = __nccwpck_require__(1342);

class Document {
    constructor(value, replacer, options) {
        /** A comment before this Document */
        this.commentBefore = null;
        /** A comment immediately after this Document */
        this.comment = null;
        /** Errors encountered during parsing. */
        this.errors = [];
        /** Warnings encountered during parsing. */
        this.warnings = [];
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.DOC });
        let _replacer = null;
        if (typeof replacer === 'function' || Array.isArray(replacer)) {
            _replacer = replacer;
        }
        else if (options === undefined && replacer) {
            options = replacer;
            replacer = undefined;
        }
        const opt = Object.assign({
            intAsBigInt: false,
            keepSourceTokens: false,
            logLevel: 'warn',
            prettyErrors: true,
            strict: true,
            stringKeys: false,
            uniqueKeys: true,
            version: '1.2'
        }, options);
        this.options = opt;
        let { version } = opt;
        if (options?._directives) {
            this.directives = options._directives.atDocument();
            if (this.directives.yaml.explicit)
                version = this.directives.yaml.version;
        }
        else
            this.directives = new directives.Directives({ version });
        this.setSchema(version, options);
        // @ts-expect-error We can't really know that this matches Contents.
        this.contents =
            value === undefined ? null : this.createNode(value, _replacer, options);
    }
    /**
     * Create a deep copy of this Document and its contents.
     *
     * Custom Node values that inherit from `Object` still refer to their original instances.
     */
    clone() {
        const copy = Object.create(Document.prototype, {
            [identity.NODE_TYPE]: { value: identity.DOC }
        });
        copy.commentBefore = this.commentBefore;
        copy.comment = this.comment;
        copy.errors = this.errors.slice();
        copy.warnings = this.warnings.slice();
        copy.options = Object.assign({}, this.options);
        if (this.directives)
            copy.directives = this.directives.clone();
        copy.schema = this.schema.clone();
        // @ts-expect-error We can't really know that this matches Contents.
        copy.contents = identity.isNode(this.contents)
            ? this.contents.clone(copy.schema)
            : this.contents;
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /** Adds a value to the document. */
    add(value) {
        if (assertCollection(this.contents))
            this.contents.add(value);
    }
    /** Adds a value to the document. */
    addIn(path, value) {
        if (assertCollection(this.contents))
            this.contents.addIn(path, value);
    }
    /**
     * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
     *
     * If `node` already has an anchor, `name` is ignored.
     * Otherwise, the `node.anchor` value will be set to `name`,
     * or if an anchor with that name is already present in the document,
     * `name` will be used as a prefix for a new unique anchor.
     * If `name` is undefined, the generated anchor will use 'a' as a prefix.
     */
    createAlias(node, name) {
        if (!node.anchor) {
            const prev = anchors.anchorNames(this);
            node.anchor =
                // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
                !name || prev.has(name) ? anchors.findNewAnchor(name || 'a', prev) : name;
        }
        return new Alias.Alias(node.anchor);
    }
    createNode(value, replacer, options) {
        let _replacer = undefined;
        if (typeof replacer === 'function') {
            value = replacer.call({ '': value }, '', value);
            _replacer = replacer;
        }
        else if (Array.isArray(replacer)) {
            const keyToStr = (v) => typeof v === 'number' || v instanceof String || v instanceof Number;
            const asStr = replacer.filter(keyToStr).map(String);
            if (asStr.length > 0)
                replacer = replacer.concat(asStr);
            _replacer = replacer;
        }
        else if (options === undefined && replacer) {
            options = replacer;
            replacer = undefined;
        }
        const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag } = options ?? {};
        const { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(this, 
        // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
        anchorPrefix || 'a');
        const ctx = {
            aliasDuplicateObjects: aliasDuplicateObjects ?? true,
            keepUndefined: keepUndefined ?? false,
            onAnchor,
            onTagObj,
            replacer: _replacer,
            schema: this.schema,
            sourceObjects
        };
        const node = createNode.createNode(value, tag, ctx);
        if (flow && identity.isCollection(node))
            node.flow = true;
        setAnchors();
        return node;
    }
    /**
     * Convert a key and a value into a `Pair` using the current schema,
     * recursively wrapping all values as `Scalar` or `Collection` nodes.
     */
    createPair(key, value, options = {}) {
        const k = this.createNode(key, null, options);
        const v = this.createNode(value, null, options);
        return new Pair.Pair(k, v);
    }
    /**
     * Removes a value from the document.
     * @returns `true` if the item was found and removed.
     */
    delete(key) {
        return assertCollection(this.contents) ? this.contents.delete(key) : false;
    }
    /**
     * Removes a value from the document.
     * @returns `true` if the item was found and removed.
     */
    deleteIn(path) {
        if (Collection.isEmptyPath(path)) {
            if (this.contents == null)
                return false;
            // @ts-expect-error Presumed impossible if Strict extends false
            this.contents = null;
            return true;
        }
        return assertCollection(this.contents)
            ? this.contents.deleteIn(path)
            : false;
    }
    /**
     * Returns item at `key`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    get(key, keepScalar) {
        return identity.isCollection(this.contents)
            ? this.contents.get(key, keepScalar)
            : undefined;
    }
    /**
     * Returns item at `path`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    getIn(path, keepScalar) {
        if (Collection.isEmptyPath(path))
            return !keepScalar && identity.isScalar(this.contents)
                ? this.contents.value
                : this.contents;
        return identity.isCollection(this.contents)
            ? this.contents.getIn(path, keepScalar)
            : undefined;
    }
    /**
     * Checks if the document includes a value with the key `key`.
     */
    has(key) {
        return identity.isCollection(this.contents) ? this.contents.has(key) : false;
    }
    /**
     * Checks if the document includes a value at `path`.
     */
    hasIn(path) {
        if (Collection.isEmptyPath(path))
            return this.contents !== undefined;
        return identity.isCollection(this.contents) ? this.contents.hasIn(path) : false;
    }
    /**
     * Sets a value in this document. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    set(key, value) {
        if (this.contents == null) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = Collection.collectionFromPath(this.schema, [key], value);
        }
        else if (assertCollection(this.contents)) {
            this.contents.set(key, value);
        }
    }
    /**
     * Sets a value in this document. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    setIn(path, value) {
        if (Collection.isEmptyPath(path)) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = value;
        }
        else if (this.contents == null) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = Collection.collectionFromPath(this.schema, Array.from(path), value);
        }
        else if (assertCollection(this.contents)) {
            this.contents.setIn(path, value);
        }
    }
    /**
     * Change the YAML version and schema used by the document.
     * A `null` version disables support for directives, explicit tags, anchors, and aliases.
     * It also requires the `schema` option to be given as a `Schema` instance value.
     *
     * Overrides all previously set schema options.
     */
    setSchema(version, options = {}) {
        if (typeof version === 'number')
            version = String(version);
        let opt;
        switch (version) {
            case '1.1':
                if (this.directives)
                    this.directives.yaml.version = '1.1';
                else
                    this.directives = new directives.Directives({ version: '1.1' });
                opt = { resolveKnownTags: false, schema: 'yaml-1.1' };
                break;
            case '1.2':
            case 'next':
                if (this.directives)
                    this.directives.yaml.version = version;
                else
                    this.directives = new directives.Directives({ version });
                opt = { resolveKnownTags: true, schema: 'core' };
                break;
            case null:
                if (this.directives)
                    delete this.directives;
                opt = null;
                break;
            default: {
                const sv = JSON.stringify(version);
                throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
            }
        }
        // Not using `instanceof Schema` to allow for duck typing
        if (options.schema instanceof Object)
            this.schema = options.schema;
        else if (opt)
            this.schema = new Schema.Schema(Object.assign(opt, options));
        else
            throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
    }
    // json & jsonArg are only used from toJSON()
    toJS({ json, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        const ctx = {
            anchors: new Map(),
            doc: this,
            keep: !json,
            mapAsMap: mapAsMap === true,
            mapKeyWarned: false,
            maxAliasCount: typeof maxAliasCount === 'number' ? maxAliasCount : 100
        };
        const res = toJS.toJS(this.contents, jsonArg ?? '', ctx);
        if (typeof onAnchor === 'function')
            for (const { count, res } of ctx.anchors.values())
                onAnchor(res, count);
        return typeof reviver === 'function'
            ? applyReviver.applyReviver(reviver, { '': res }, '', res)
            : res;
    }
    /**
     * A JSON representation of the document `contents`.
     *
     * @param jsonArg Used by `JSON.stringify` to indicate the array index or
     *   property name.
     */
    toJSON(jsonArg, onAnchor) {
        return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
    }
    /** A YAML representation of the document. */
    toString(options = {}) {
        if (this.errors.length > 0)
            throw new Error('Document with errors cannot be stringified');
        if ('indent' in options &&
            (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
            const s = JSON.stringify(options.indent);
            throw new Error(`"indent" option must be a positive integer, not ${s}`);
        }
        return stringifyDocument.stringifyDocument(this, options);
    }
}
function assertCollection(contents) {
    if (identity.isCollection(contents))
        return true;
    throw new Error('Expected a YAML collection as document contents');
}

exports.Document = Document;


/***/ }),

/***/ 1596:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var visit = __nccwpck_require__(204);

/**
 * Verify that the input string is a valid anchor.
 *
 * Will throw on errors.
 */
function anchorIsValid(anchor) {
    if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
        const sa = JSON.stringify(anchor);
        const msg = `Anchor must not contain whitespace or control characters: ${sa}`;
        throw new Error(msg);
    }
    return true;
}
function anchorNames(root) {
    const anchors = new Set();
    visit.visit(root, {
        Value(_key, node) {
            if (node.anchor)
                anchors.add(node.anchor);
        }
    });
    return anchors;
}
/** Find a new anchor name with the given `prefix` and a one-indexed suffix. */
function findNewAnchor(prefix, exclude) {
    for (let i = 1; true; ++i) {
        const name = `${prefix}${i}`;
        if (!exclude.has(name))
            return name;
    }
}
function createNodeAnchors(doc, prefix) {
    const aliasObjects = [];
    const sourceObjects = new Map();
    let prevAnchors = null;
    return {
        onAnchor: (source) => {
            aliasObjects.push(source);
            prevAnchors ?? (prevAnchors = anchorNames(doc));
            const anchor = findNewAnchor(prefix, prevAnchors);
            prevAnchors.add(anchor);
            return anchor;
        },
        /**
         * With circular references, the source node is only resolved after all
         * of its child nodes are. This is why anchors are set only after all of
         * the nodes have been created.
         */
        setAnchors: () => {
            for (const source of aliasObjects) {
                const ref = sourceObjects.get(source);
                if (typeof ref === 'object' &&
                    ref.anchor &&
                    (identity.isScalar(ref.node) || identity.isCollection(ref.node))) {
                    ref.node.anchor = ref.anchor;
                }
                else {
                    const error = new Error('Failed to resolve repeated object (this should not happen)');
                    error.source = source;
                    throw error;
                }
            }
        },
        sourceObjects
    };
}

exports.anchorIsValid = anchorIsValid;
exports.anchorNames = anchorNames;
exports.createNodeAnchors = createNodeAnchors;
exports.findNewAnchor = findNewAnchor;


/***/ }),

/***/ 3661:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Applies the JSON.parse reviver algorithm as defined in the ECMA-262 spec,
 * in section 24.5.1.1 "Runtime Semantics: InternalizeJSONProperty" of the
 * 2021 edition: https://tc39.es/ecma262/#sec-json.parse
 *
 * Includes extensions for handling Map and Set objects.
 */
function applyReviver(reviver, obj, key, val) {
    if (val && typeof val === 'object') {
        if (Array.isArray(val)) {
            for (let i = 0, len = val.length; i < len; ++i) {
                const v0 = val[i];
                const v1 = applyReviver(reviver, val, String(i), v0);
                // eslint-disable-next-line @typescript-eslint/no-array-delete
                if (v1 === undefined)
                    delete val[i];
                else if (v1 !== v0)
                    val[i] = v1;
            }
        }
        else if (val instanceof Map) {
            for (const k of Array.from(val.keys())) {
                const v0 = val.get(k);
                const v1 = applyReviver(reviver, val, k, v0);
                if (v1 === undefined)
                    val.delete(k);
                else if (v1 !== v0)
                    val.set(k, v1);
            }
        }
        else if (val instanceof Set) {
            for (const v0 of Array.from(val)) {
                const v1 = applyReviver(reviver, val, v0, v0);
                if (v1 === undefined)
                    val.delete(v0);
                else if (v1 !== v0) {
                    val.delete(v0);
                    val.add(v1);
                }
            }
        }
        else {
            for (const [k, v0] of Object.entries(val)) {
                const v1 = applyReviver(reviver, val, k, v0);
                if (v1 === undefined)
                    delete val[k];
                else if (v1 !== v0)
                    val[k] = v1;
            }
        }
    }
    return reviver.call(obj, key, val);
}

exports.applyReviver = applyReviver;


/***/ }),

/***/ 2404:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Alias = __nccwpck_require__(4065);
var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);

const defaultTagPrefix = 'tag:yaml.org,2002:';
function findTagObject(value, tagName, tags) {
    if (tagName) {
        const match = tags.filter(t => t.tag === tagName);
        const tagObj = match.find(t => !t.format) ?? match[0];
        if (!tagObj)
            throw new Error(`Tag ${tagName} not found`);
        return tagObj;
    }
    return tags.find(t => t.identify?.(value) && !t.format);
}
function createNode(value, tagName, ctx) {
    if (identity.isDocument(value))
        value = value.contents;
    if (identity.isNode(value))
        return value;
    if (identity.isPair(value)) {
        const map = ctx.schema[identity.MAP].createNode?.(ctx.schema, null, ctx);
        map.items.push(value);
        return map;
    }
    if (value instanceof String ||
        value instanceof Number ||
        value instanceof Boolean ||
        (typeof BigInt !== 'undefined' && value instanceof BigInt) // not supported everywhere
    ) {
        // https://tc39.es/ecma262/#sec-serializejsonproperty
        value = value.valueOf();
    }
    const { aliasDuplicateObjects, onAnchor, onTagObj, schema, sourceObjects } = ctx;
    // Detect duplicate references to the same object & use Alias nodes for all
    // after first. The `ref` wrapper allows for circular references to resolve.
    let ref = undefined;
    if (aliasDuplicateObjects && value && typeof value === 'object') {
        ref = sourceObjects.get(value);
        if (ref) {
            ref.anchor ?? (ref.anchor = onAnchor(value));
            return new Alias.Alias(ref.anchor);
        }
        else {
            ref = { anchor: null, node: null };
            sourceObjects.set(value, ref);
        }
    }
    if (tagName?.startsWith('!!'))
        tagName = defaultTagPrefix + tagName.slice(2);
    let tagObj = findTagObject(value, tagName, schema.tags);
    if (!tagObj) {
        if (value && typeof value.toJSON === 'function') {
            // eslint-disable-next-line @typescript-eslint/no-unsafe-call
            value = value.toJSON();
        }
        if (!value || typeof value !== 'object') {
            const node = new Scalar.Scalar(value);
            if (ref)
                ref.node = node;
            return node;
        }
        tagObj =
            value instanceof Map
                ? schema[identity.MAP]
                : Symbol.iterator in Object(value)
                    ? schema[identity.SEQ]
                    : schema[identity.MAP];
    }
    if (onTagObj) {
        onTagObj(tagObj);
        delete ctx.onTagObj;
    }
    const node = tagObj?.createNode
        ? tagObj.createNode(ctx.schema, value, ctx)
        : typeof tagObj?.nodeClass?.from === 'function'
            ? tagObj.nodeClass.from(ctx.schema, value, ctx)
            : new Scalar.Scalar(value);
    if (tagName)
        node.tag = tagName;
    else if (!tagObj.default)
        node.tag = tagObj.tag;
    if (ref)
        ref.node = node;
    return node;
}

exports.createNode = createNode;


/***/ }),

/***/ 1342:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var visit = __nccwpck_require__(204);

const escapeChars = {
    '!': '%21',
    ',': '%2C',
    '[': '%5B',
    ']': '%5D',
    '{': '%7B',
    '}': '%7D'
};
const escapeTagName = (tn) => tn.replace(/[!,[\]{}]/g, ch => escapeChars[ch]);
class Directives {
    constructor(yaml, tags) {
        /**
         * The directives-end/doc-start marker `---`. If `null`, a marker may still be
         * included in the document's stringified representation.
         */
        this.docStart = null;
        /** The doc-end marker `...`.  */
        this.docEnd = false;
        this.yaml = Object.assign({}, Directives.defaultYaml, yaml);
        this.tags = Object.assign({}, Directives.defaultTags, tags);
    }
    clone() {
        const copy = new Directives(this.yaml, this.tags);
        copy.docStart = this.docStart;
        return copy;
    }
    /**
     * During parsing, get a Directives instance for the current document and
     * update the stream state according to the current version's spec.
     */
    atDocument() {
        const res = new Directives(this.yaml, this.tags);
        switch (this.yaml.version) {
            case '1.1':
                this.atNextDocument = true;
                break;
            case '1.2':
                this.atNextDocument = false;
                this.yaml = {
                    explicit: Directives.defaultYaml.explicit,
                    version: '1.2'
                };
                this.tags = Object.assign({}, Directives.defaultTags);
                break;
        }
        return res;
    }
    /**
     * @param onError - May be called even if the action was successful
     * @returns `true` on success
     */
    add(line, onError) {
        if (this.atNextDocument) {
            this.yaml = { explicit: Directives.defaultYaml.explicit, version: '1.1' };
            this.tags = Object.assign({}, Directives.defaultTags);
            this.atNextDocument = false;
        }
        const parts = line.trim().split(/[ \t]+/);
        const name = parts.shift();
        switch (name) {
            case '%TAG': {
                if (parts.length !== 2) {
                    onError(0, '%TAG directive should contain exactly two parts');
                    if (parts.length < 2)
                        return false;
                }
                const [handle, prefix] = parts;
                this.tags[handle] = prefix;
                return true;
            }
            case '%YAML': {
                this.yaml.explicit = true;
                if (parts.length !== 1) {
                    onError(0, '%YAML directive should contain exactly one part');
                    return false;
                }
                const [version] = parts;
                if (version === '1.1' || version === '1.2') {
                    this.yaml.version = version;
                    return true;
                }
                else {
                    const isValid = /^\d+\.\d+$/.test(version);
                    onError(6, `Unsupported YAML version ${version}`, isValid);
                    return false;
                }
            }
            default:
                onError(0, `Unknown directive ${name}`, true);
                return false;
        }
    }
    /**
     * Resolves a tag, matching handles to those defined in %TAG directives.
     *
     * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
     *   `'!local'` tag, or `null` if unresolvable.
     */
    tagName(source, onError) {
        if (source === '!')
            return '!'; // non-specific tag
        if (source[0] !== '!') {
            onError(`Not a valid tag: ${source}`);
            return null;
        }
        if (source[1] === '<') {
            const verbatim = source.slice(2, -1);
            if (verbatim === '!' || verbatim === '!!') {
                onError(`Verbatim tags aren't resolved, so ${source} is invalid.`);
                return null;
            }
            if (source[source.length - 1] !== '>')
                onError('Verbatim tags must end with a >');
            return verbatim;
        }
        const [, handle, suffix] = source.match(/^(.*!)([^!]*)$/s);
        if (!suffix)
            onError(`The ${source} tag has no suffix`);
        const prefix = this.tags[handle];
        if (prefix) {
            try {
                return prefix + decodeURIComponent(suffix);
            }
            catch (error) {
                onError(String(error));
                return null;
            }
        }
        if (handle === '!')
            return source; // local tag
        onError(`Could not resolve tag: ${source}`);
        return null;
    }
    /**
     * Given a fully resolved tag, returns its printable string form,
     * taking into account current tag prefixes and defaults.
     */
    tagString(tag) {
        for (const [handle, prefix] of Object.entries(this.tags)) {
            if (tag.startsWith(prefix))
                return handle + escapeTagName(tag.substring(prefix.length));
        }
        return tag[0] === '!' ? tag : `!<${tag}>`;
    }
    toString(doc) {
        const lines = this.yaml.explicit
            ? [`%YAML ${this.yaml.version || '1.2'}`]
            : [];
        const tagEntries = Object.entries(this.tags);
        let tagNames;
        if (doc && tagEntries.length > 0 && identity.isNode(doc.contents)) {
            const tags = {};
            visit.visit(doc.contents, (_key, node) => {
                if (identity.isNode(node) && node.tag)
                    tags[node.tag] = true;
            });
            tagNames = Object.keys(tags);
        }
        else
            tagNames = [];
        for (const [handle, prefix] of tagEntries) {
            if (handle === '!!' && prefix === 'tag:yaml.org,2002:')
                continue;
            if (!doc || tagNames.some(tn => tn.startsWith(prefix)))
                lines.push(`%TAG ${handle} ${prefix}`);
        }
        return lines.join('\n');
    }
}
Directives.defaultYaml = { explicit: false, version: '1.2' };
Directives.defaultTags = { '!!': 'tag:yaml.org,2002:' };

exports.Directives = Directives;


/***/ }),

/***/ 1464:
/***/ ((__unused_webpack_module, exports) => {



class YAMLError extends Error {
    constructor(name, pos, code, message) {
        super();
        this.name = name;
        this.code = code;
        this.message = message;
        this.pos = pos;
    }
}
class YAMLParseError extends YAMLError {
    constructor(pos, code, message) {
        super('YAMLParseError', pos, code, message);
    }
}
class YAMLWarning extends YAMLError {
    constructor(pos, code, message) {
        super('YAMLWarning', pos, code, message);
    }
}
const prettifyError = (src, lc) => (error) => {
    if (error.pos[0] === -1)
        return;
    error.linePos = error.pos.map(pos => lc.linePos(pos));
    const { line, col } = error.linePos[0];
    error.message += ` at line ${line}, column ${col}`;
    let ci = col - 1;
    let lineStr = src
        .substring(lc.lineStarts[line - 1], lc.lineStarts[line])
        .replace(/[\n\r]+$/, '');
    // Trim to max 80 chars, keeping col position near the middle
    if (ci >= 60 && lineStr.length > 80) {
        const trimStart = Math.min(ci - 39, lineStr.length - 79);
        lineStr = '…' + lineStr.substring(trimStart);
        ci -= trimStart - 1;
    }
    if (lineStr.length > 80)
        lineStr = lineStr.substring(0, 79) + '…';
    // Include previous line in context if pointing at line start
    if (line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
        // Regexp won't match if start is trimmed
        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
        if (prev.length > 80)
            prev = prev.substring(0, 79) + '…\n';
        lineStr = prev + lineStr;
    }
    if (/[^ ]/.test(lineStr)) {
        let count = 1;
        const end = error.linePos[1];
        if (end?.line === line && end.col > col) {
            count = Math.max(1, Math.min(end.col - col, 80 - ci));
        }
        const pointer = ' '.repeat(ci) + '^'.repeat(count);
        error.message += `:\n\n${lineStr}\n${pointer}\n`;
    }
};

exports.YAMLError = YAMLError;
exports.YAMLParseError = YAMLParseError;
exports.YAMLWarning = YAMLWarning;
exports.prettifyError = prettifyError;


/***/ }),

/***/ 8815:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

var __webpack_unused_export__;


var composer = __nccwpck_require__(9984);
var Document = __nccwpck_require__(3021);
var Schema = __nccwpck_require__(5840);
var errors = __nccwpck_require__(1464);
var Alias = __nccwpck_require__(4065);
var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var Scalar = __nccwpck_require__(3301);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var cst = __nccwpck_require__(3461);
var lexer = __nccwpck_require__(361);
var lineCounter = __nccwpck_require__(6628);
var parser = __nccwpck_require__(3456);
var publicApi = __nccwpck_require__(4047);
var visit = __nccwpck_require__(204);



exports.Dk = composer.Composer;
__webpack_unused_export__ = Document.Document;
__webpack_unused_export__ = Schema.Schema;
__webpack_unused_export__ = errors.YAMLError;
__webpack_unused_export__ = errors.YAMLParseError;
__webpack_unused_export__ = errors.YAMLWarning;
__webpack_unused_export__ = Alias.Alias;
__webpack_unused_export__ = identity.isAlias;
__webpack_unused_export__ = identity.isCollection;
__webpack_unused_export__ = identity.isDocument;
__webpack_unused_export__ = identity.isMap;
__webpack_unused_export__ = identity.isNode;
__webpack_unused_export__ = identity.isPair;
__webpack_unused_export__ = identity.isScalar;
__webpack_unused_export__ = identity.isSeq;
__webpack_unused_export__ = Pair.Pair;
__webpack_unused_export__ = Scalar.Scalar;
__webpack_unused_export__ = YAMLMap.YAMLMap;
__webpack_unused_export__ = YAMLSeq.YAMLSeq;
__webpack_unused_export__ = cst;
__webpack_unused_export__ = lexer.Lexer;
__webpack_unused_export__ = lineCounter.LineCounter;
exports.iX = parser.Parser;
exports.qg = publicApi.parse;
__webpack_unused_export__ = publicApi.parseAllDocuments;
__webpack_unused_export__ = publicApi.parseDocument;
__webpack_unused_export__ = publicApi.stringify;
__webpack_unused_export__ = visit.visit;
__webpack_unused_export__ = visit.visitAsync;


/***/ }),

/***/ 7249:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_process = __nccwpck_require__(932);

function debug(logLevel, ...messages) {
    if (logLevel === 'debug')
        console.log(...messages);
}
function warn(logLevel, warning) {
    if (logLevel === 'debug' || logLevel === 'warn') {
        if (typeof node_process.emitWarning === 'function')
            node_process.emitWarning(warning);
        else
            console.warn(warning);
    }
}

exports.debug = debug;
exports.warn = warn;


/***/ }),

/***/ 4065:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var anchors = __nccwpck_require__(1596);
var visit = __nccwpck_require__(204);
var identity = __nccwpck_require__(1127);
var Node = __nccwpck_require__(6673);
var toJS = __nccwpck_require__(4043);

class Alias extends Node.NodeBase {
    constructor(source) {
        super(identity.ALIAS);
        this.source = source;
        Object.defineProperty(this, 'tag', {
            set() {
                throw new Error('Alias nodes cannot have tags');
            }
        });
    }
    /**
     * Resolve the value of this alias within `doc`, finding the last
     * instance of the `source` anchor before this node.
     */
    resolve(doc, ctx) {
        if (ctx?.maxAliasCount === 0)
            throw new ReferenceError('Alias resolution is disabled');
        let nodes;
        if (ctx?.aliasResolveCache) {
            nodes = ctx.aliasResolveCache;
        }
        else {
            nodes = [];
            visit.visit(doc, {
                Node: (_key, node) => {
                    if (identity.isAlias(node) || identity.hasAnchor(node))
                        nodes.push(node);
                }
            });
            if (ctx)
                ctx.aliasResolveCache = nodes;
        }
        let found = undefined;
        for (const node of nodes) {
            if (node === this)
                break;
            if (node.anchor === this.source)
                found = node;
        }
        if (found && ctx) {
            const { anchors, doc, maxAliasCount } = ctx;
            let data = anchors.get(found);
            if (!data) {
                // Resolve anchors for Node.prototype.toJS()
                toJS.toJS(found, null, ctx);
                data = anchors.get(found);
            }
            /* istanbul ignore if */
            if (data?.res === undefined) {
                const msg = 'This should not happen: Alias anchor was not resolved?';
                throw new ReferenceError(msg);
            }
            if (maxAliasCount >= 0) {
                data.count += 1;
                if (data.aliasCount === 0)
                    data.aliasCount = getAliasCount(doc, found, anchors);
                if (data.count * data.aliasCount > maxAliasCount) {
                    const msg = 'Excessive alias count indicates a resource exhaustion attack';
                    throw new ReferenceError(msg);
                }
            }
        }
        return found;
    }
    toJSON(_arg, ctx) {
        if (!ctx)
            return { source: this.source };
        const source = this.resolve(ctx.doc, ctx);
        if (!source) {
            const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
            throw new ReferenceError(msg);
        }
        return ctx.anchors.get(source).res;
    }
    toString(ctx, _onComment, _onChompKeep) {
        const src = `*${this.source}`;
        if (ctx) {
            anchors.anchorIsValid(this.source);
            if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
                const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
                throw new Error(msg);
            }
            if (ctx.implicitKey)
                return `${src} `;
        }
        return src;
    }
}
function getAliasCount(doc, node, anchors) {
    if (identity.isAlias(node)) {
        const source = node.resolve(doc);
        const anchor = anchors && source && anchors.get(source);
        return anchor ? anchor.count * anchor.aliasCount : 0;
    }
    else if (identity.isCollection(node)) {
        let count = 0;
        for (const item of node.items) {
            const c = getAliasCount(doc, item, anchors);
            if (c > count)
                count = c;
        }
        return count;
    }
    else if (identity.isPair(node)) {
        const kc = getAliasCount(doc, node.key, anchors);
        const vc = getAliasCount(doc, node.value, anchors);
        return Math.max(kc, vc);
    }
    return 1;
}

exports.Alias = Alias;


/***/ }),

/***/ 101:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var createNode = __nccwpck_require__(2404);
var identity = __nccwpck_require__(1127);
var Node = __nccwpck_require__(6673);

function collectionFromPath(schema, path, value) {
    let v = value;
    for (let i = path.length - 1; i >= 0; --i) {
        const k = path[i];
        if (typeof k === 'number' && Number.isInteger(k) && k >= 0) {
            const a = [];
            a[k] = v;
            v = a;
        }
        else {
            v = new Map([[k, v]]);
        }
    }
    return createNode.createNode(v, undefined, {
        aliasDuplicateObjects: false,
        keepUndefined: false,
        onAnchor: () => {
            throw new Error('This should not happen, please report a bug.');
        },
        schema,
        sourceObjects: new Map()
    });
}
// Type guard is intentionally a little wrong so as to be more useful,
// as it does not cover untypable empty non-string iterables (e.g. []).
const isEmptyPath = (path) => path == null ||
    (typeof path === 'object' && !!path[Symbol.iterator]().next().done);
class Collection extends Node.NodeBase {
    constructor(type, schema) {
        super(type);
        Object.defineProperty(this, 'schema', {
            value: schema,
            configurable: true,
            enumerable: false,
            writable: true
        });
    }
    /**
     * Create a copy of this collection.
     *
     * @param schema - If defined, overwrites the original's schema
     */
    clone(schema) {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (schema)
            copy.schema = schema;
        copy.items = copy.items.map(it => identity.isNode(it) || identity.isPair(it) ? it.clone(schema) : it);
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /**
     * Adds a value to the collection. For `!!map` and `!!omap` the value must
     * be a Pair instance or a `{ key, value }` object, which may not have a key
     * that already exists in the map.
     */
    addIn(path, value) {
        if (isEmptyPath(path))
            this.add(value);
        else {
            const [key, ...rest] = path;
            const node = this.get(key, true);
            if (identity.isCollection(node))
                node.addIn(rest, value);
            else if (node === undefined && this.schema)
                this.set(key, collectionFromPath(this.schema, rest, value));
            else
                throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
    }
    /**
     * Removes a value from the collection.
     * @returns `true` if the item was found and removed.
     */
    deleteIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
            return this.delete(key);
        const node = this.get(key, true);
        if (identity.isCollection(node))
            return node.deleteIn(rest);
        else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
    }
    /**
     * Returns item at `key`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    getIn(path, keepScalar) {
        const [key, ...rest] = path;
        const node = this.get(key, true);
        if (rest.length === 0)
            return !keepScalar && identity.isScalar(node) ? node.value : node;
        else
            return identity.isCollection(node) ? node.getIn(rest, keepScalar) : undefined;
    }
    hasAllNullValues(allowScalar) {
        return this.items.every(node => {
            if (!identity.isPair(node))
                return false;
            const n = node.value;
            return (n == null ||
                (allowScalar &&
                    identity.isScalar(n) &&
                    n.value == null &&
                    !n.commentBefore &&
                    !n.comment &&
                    !n.tag));
        });
    }
    /**
     * Checks if the collection includes a value with the key `key`.
     */
    hasIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
            return this.has(key);
        const node = this.get(key, true);
        return identity.isCollection(node) ? node.hasIn(rest) : false;
    }
    /**
     * Sets a value in this collection. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    setIn(path, value) {
        const [key, ...rest] = path;
        if (rest.length === 0) {
            this.set(key, value);
        }
        else {
            const node = this.get(key, true);
            if (identity.isCollection(node))
                node.setIn(rest, value);
            else if (node === undefined && this.schema)
                this.set(key, collectionFromPath(this.schema, rest, value));
            else
                throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
    }
}

exports.Collection = Collection;
exports.collectionFromPath = collectionFromPath;
exports.isEmptyPath = isEmptyPath;


/***/ }),

/***/ 6673:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var applyReviver = __nccwpck_require__(3661);
var identity = __nccwpck_require__(1127);
var toJS = __nccwpck_require__(4043);

class NodeBase {
    constructor(type) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: type });
    }
    /** Create a copy of this node.  */
    clone() {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /** A plain JavaScript representation of this node. */
    toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        if (!identity.isDocument(doc))
            throw new TypeError('A document argument is required');
        const ctx = {
            anchors: new Map(),
            doc,
            keep: true,
            mapAsMap: mapAsMap === true,
            mapKeyWarned: false,
            maxAliasCount: typeof maxAliasCount === 'number' ? maxAliasCount : 100
        };
        const res = toJS.toJS(this, '', ctx);
        if (typeof onAnchor === 'function')
            for (const { count, res } of ctx.anchors.values())
                onAnchor(res, count);
        return typeof reviver === 'function'
            ? applyReviver.applyReviver(reviver, { '': res }, '', res)
            : res;
    }
}

exports.NodeBase = NodeBase;


/***/ }),

/***/ 7165:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var createNode = __nccwpck_require__(2404);
var stringifyPair = __nccwpck_require__(9748);
var addPairToJSMap = __nccwpck_require__(7104);
var identity = __nccwpck_require__(1127);

function createPair(key, value, ctx) {
    const k = createNode.createNode(key, undefined, ctx);
    const v = createNode.createNode(value, undefined, ctx);
    return new Pair(k, v);
}
class Pair {
    constructor(key, value = null) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.PAIR });
        this.key = key;
        this.value = value;
    }
    clone(schema) {
        let { key, value } = this;
        if (identity.isNode(key))
            key = key.clone(schema);
        if (identity.isNode(value))
            value = value.clone(schema);
        return new Pair(key, value);
    }
    toJSON(_, ctx) {
        const pair = ctx?.mapAsMap ? new Map() : {};
        return addPairToJSMap.addPairToJSMap(ctx, pair, this);
    }
    toString(ctx, onComment, onChompKeep) {
        return ctx?.doc
            ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep)
            : JSON.stringify(this);
    }
}

exports.Pair = Pair;
exports.createPair = createPair;


/***/ }),

/***/ 3301:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Node = __nccwpck_require__(6673);
var toJS = __nccwpck_require__(4043);

const isScalarValue = (value) => !value || (typeof value !== 'function' && typeof value !== 'object');
class Scalar extends Node.NodeBase {
    constructor(value) {
        super(identity.SCALAR);
        this.value = value;
    }
    toJSON(arg, ctx) {
        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
    }
    toString() {
        return String(this.value);
    }
}
Scalar.BLOCK_FOLDED = 'BLOCK_FOLDED';
Scalar.BLOCK_LITERAL = 'BLOCK_LITERAL';
Scalar.PLAIN = 'PLAIN';
Scalar.QUOTE_DOUBLE = 'QUOTE_DOUBLE';
Scalar.QUOTE_SINGLE = 'QUOTE_SINGLE';

exports.Scalar = Scalar;
exports.isScalarValue = isScalarValue;


/***/ }),

/***/ 4454:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyCollection = __nccwpck_require__(1212);
var addPairToJSMap = __nccwpck_require__(7104);
var Collection = __nccwpck_require__(101);
var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var Scalar = __nccwpck_require__(3301);

function findPair(items, key) {
    const k = identity.isScalar(key) ? key.value : key;
    for (const it of items) {
        if (identity.isPair(it)) {
            if (it.key === key || it.key === k)
                return it;
            if (identity.isScalar(it.key) && it.key.value === k)
                return it;
        }
    }
    return undefined;
}
class YAMLMap extends Collection.Collection {
    static get tagName() {
        return 'tag:yaml.org,2002:map';
    }
    constructor(schema) {
        super(identity.MAP, schema);
        this.items = [];
    }
    /**
     * A generic collection parsing method that can be extended
     * to other node classes that inherit from YAMLMap
     */
    static from(schema, obj, ctx) {
        const { keepUndefined, replacer } = ctx;
        const map = new this(schema);
        const add = (key, value) => {
            if (typeof replacer === 'function')
                value = replacer.call(obj, key, value);
            else if (Array.isArray(replacer) && !replacer.includes(key))
                return;
            if (value !== undefined || keepUndefined)
                map.items.push(Pair.createPair(key, value, ctx));
        };
        if (obj instanceof Map) {
            for (const [key, value] of obj)
                add(key, value);
        }
        else if (obj && typeof obj === 'object') {
            for (const key of Object.keys(obj))
                add(key, obj[key]);
        }
        if (typeof schema.sortMapEntries === 'function') {
            map.items.sort(schema.sortMapEntries);
        }
        return map;
    }
    /**
     * Adds a value to the collection.
     *
     * @param overwrite - If not set `true`, using a key that is already in the
     *   collection will throw. Otherwise, overwrites the previous value.
     */
    add(pair, overwrite) {
        let _pair;
        if (identity.isPair(pair))
            _pair = pair;
        else if (!pair || typeof pair !== 'object' || !('key' in pair)) {
            // In TypeScript, this never happens.
            _pair = new Pair.Pair(pair, pair?.value);
        }
        else
            _pair = new Pair.Pair(pair.key, pair.value);
        const prev = findPair(this.items, _pair.key);
        const sortEntries = this.schema?.sortMapEntries;
        if (prev) {
            if (!overwrite)
                throw new Error(`Key ${_pair.key} already set`);
            // For scalars, keep the old node & its comments and anchors
            if (identity.isScalar(prev.value) && Scalar.isScalarValue(_pair.value))
                prev.value.value = _pair.value;
            else
                prev.value = _pair.value;
        }
        else if (sortEntries) {
            const i = this.items.findIndex(item => sortEntries(_pair, item) < 0);
            if (i === -1)
                this.items.push(_pair);
            else
                this.items.splice(i, 0, _pair);
        }
        else {
            this.items.push(_pair);
        }
    }
    delete(key) {
        const it = findPair(this.items, key);
        if (!it)
            return false;
        const del = this.items.splice(this.items.indexOf(it), 1);
        return del.length > 0;
    }
    get(key, keepScalar) {
        const it = findPair(this.items, key);
        const node = it?.value;
        return (!keepScalar && identity.isScalar(node) ? node.value : node) ?? undefined;
    }
    has(key) {
        return !!findPair(this.items, key);
    }
    set(key, value) {
        this.add(new Pair.Pair(key, value), true);
    }
    /**
     * @param ctx - Conversion context, originally set in Document#toJS()
     * @param {Class} Type - If set, forces the returned collection type
     * @returns Instance of Type, Map, or Object
     */
    toJSON(_, ctx, Type) {
        const map = Type ? new Type() : ctx?.mapAsMap ? new Map() : {};
        if (ctx?.onCreate)
            ctx.onCreate(map);
        for (const item of this.items)
            addPairToJSMap.addPairToJSMap(ctx, map, item);
        return map;
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        for (const item of this.items) {
            if (!identity.isPair(item))
                throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
        }
        if (!ctx.allNullValues && this.hasAllNullValues(false))
            ctx = Object.assign({}, ctx, { allNullValues: true });
        return stringifyCollection.stringifyCollection(this, ctx, {
            blockItemPrefix: '',
            flowChars: { start: '{', end: '}' },
            itemIndent: ctx.indent || '',
            onChompKeep,
            onComment
        });
    }
}

exports.YAMLMap = YAMLMap;
exports.findPair = findPair;


/***/ }),

/***/ 2223:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var createNode = __nccwpck_require__(2404);
var stringifyCollection = __nccwpck_require__(1212);
var Collection = __nccwpck_require__(101);
var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var toJS = __nccwpck_require__(4043);

class YAMLSeq extends Collection.Collection {
    static get tagName() {
        return 'tag:yaml.org,2002:seq';
    }
    constructor(schema) {
        super(identity.SEQ, schema);
        this.items = [];
    }
    add(value) {
        this.items.push(value);
    }
    /**
     * Removes a value from the collection.
     *
     * `key` must contain a representation of an integer for this to succeed.
     * It may be wrapped in a `Scalar`.
     *
     * @returns `true` if the item was found and removed.
     */
    delete(key) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            return false;
        const del = this.items.splice(idx, 1);
        return del.length > 0;
    }
    get(key, keepScalar) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            return undefined;
        const it = this.items[idx];
        return !keepScalar && identity.isScalar(it) ? it.value : it;
    }
    /**
     * Checks if the collection includes a value with the key `key`.
     *
     * `key` must contain a representation of an integer for this to succeed.
     * It may be wrapped in a `Scalar`.
     */
    has(key) {
        const idx = asItemIndex(key);
        return typeof idx === 'number' && idx < this.items.length;
    }
    /**
     * Sets a value in this collection. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     *
     * If `key` does not contain a representation of an integer, this will throw.
     * It may be wrapped in a `Scalar`.
     */
    set(key, value) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            throw new Error(`Expected a valid index, not ${key}.`);
        const prev = this.items[idx];
        if (identity.isScalar(prev) && Scalar.isScalarValue(value))
            prev.value = value;
        else
            this.items[idx] = value;
    }
    toJSON(_, ctx) {
        const seq = [];
        if (ctx?.onCreate)
            ctx.onCreate(seq);
        let i = 0;
        for (const item of this.items)
            seq.push(toJS.toJS(item, String(i++), ctx));
        return seq;
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        return stringifyCollection.stringifyCollection(this, ctx, {
            blockItemPrefix: '- ',
            flowChars: { start: '[', end: ']' },
            itemIndent: (ctx.indent || '') + '  ',
            onChompKeep,
            onComment
        });
    }
    static from(schema, obj, ctx) {
        const { replacer } = ctx;
        const seq = new this(schema);
        if (obj && Symbol.iterator in Object(obj)) {
            let i = 0;
            for (let it of obj) {
                if (typeof replacer === 'function') {
                    const key = obj instanceof Set ? it : String(i++);
                    it = replacer.call(obj, key, it);
                }
                seq.items.push(createNode.createNode(it, undefined, ctx));
            }
        }
        return seq;
    }
}
function asItemIndex(key) {
    let idx = identity.isScalar(key) ? key.value : key;
    if (idx && typeof idx === 'string')
        idx = Number(idx);
    return typeof idx === 'number' && Number.isInteger(idx) && idx >= 0
        ? idx
        : null;
}

exports.YAMLSeq = YAMLSeq;


/***/ }),

/***/ 7104:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var log = __nccwpck_require__(7249);
var merge = __nccwpck_require__(452);
var stringify = __nccwpck_require__(2148);
var identity = __nccwpck_require__(1127);
var toJS = __nccwpck_require__(4043);

function addPairToJSMap(ctx, map, { key, value }) {
    if (identity.isNode(key) && key.addToJSMap)
        key.addToJSMap(ctx, map, value);
    // TODO: Should drop this special case for bare << handling
    else if (merge.isMergeKey(ctx, key))
        merge.addMergeToJSMap(ctx, map, value);
    else {
        const jsKey = toJS.toJS(key, '', ctx);
        if (map instanceof Map) {
            map.set(jsKey, toJS.toJS(value, jsKey, ctx));
        }
        else if (map instanceof Set) {
            map.add(jsKey);
        }
        else {
            const stringKey = stringifyKey(key, jsKey, ctx);
            const jsValue = toJS.toJS(value, stringKey, ctx);
            if (stringKey in map)
                Object.defineProperty(map, stringKey, {
                    value: jsValue,
                    writable: true,
                    enumerable: true,
                    configurable: true
                });
            else
                map[stringKey] = jsValue;
        }
    }
    return map;
}
function stringifyKey(key, jsKey, ctx) {
    if (jsKey === null)
        return '';
    // eslint-disable-next-line @typescript-eslint/no-base-to-string
    if (typeof jsKey !== 'object')
        return String(jsKey);
    if (identity.isNode(key) && ctx?.doc) {
        const strCtx = stringify.createStringifyContext(ctx.doc, {});
        strCtx.anchors = new Set();
        for (const node of ctx.anchors.keys())
            strCtx.anchors.add(node.anchor);
        strCtx.inFlow = true;
        strCtx.inStringifyKey = true;
        const strKey = key.toString(strCtx);
        if (!ctx.mapKeyWarned) {
            let jsonStr = JSON.stringify(strKey);
            if (jsonStr.length > 40)
                jsonStr = jsonStr.substring(0, 36) + '..."';
            log.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
            ctx.mapKeyWarned = true;
        }
        return strKey;
    }
    return JSON.stringify(jsKey);
}

exports.addPairToJSMap = addPairToJSMap;


/***/ }),

/***/ 1127:
/***/ ((__unused_webpack_module, exports) => {



const ALIAS = Symbol.for('yaml.alias');
const DOC = Symbol.for('yaml.document');
const MAP = Symbol.for('yaml.map');
const PAIR = Symbol.for('yaml.pair');
const SCALAR = Symbol.for('yaml.scalar');
const SEQ = Symbol.for('yaml.seq');
const NODE_TYPE = Symbol.for('yaml.node.type');
const isAlias = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === ALIAS;
const isDocument = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === DOC;
const isMap = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === MAP;
const isPair = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === PAIR;
const isScalar = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === SCALAR;
const isSeq = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === SEQ;
function isCollection(node) {
    if (node && typeof node === 'object')
        switch (node[NODE_TYPE]) {
            case MAP:
            case SEQ:
                return true;
        }
    return false;
}
function isNode(node) {
    if (node && typeof node === 'object')
        switch (node[NODE_TYPE]) {
            case ALIAS:
            case MAP:
            case SCALAR:
            case SEQ:
                return true;
        }
    return false;
}
const hasAnchor = (node) => (isScalar(node) || isCollection(node)) && !!node.anchor;

exports.ALIAS = ALIAS;
exports.DOC = DOC;
exports.MAP = MAP;
exports.NODE_TYPE = NODE_TYPE;
exports.PAIR = PAIR;
exports.SCALAR = SCALAR;
exports.SEQ = SEQ;
exports.hasAnchor = hasAnchor;
exports.isAlias = isAlias;
exports.isCollection = isCollection;
exports.isDocument = isDocument;
exports.isMap = isMap;
exports.isNode = isNode;
exports.isPair = isPair;
exports.isScalar = isScalar;
exports.isSeq = isSeq;


/***/ }),

/***/ 4043:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);

/**
 * Recursively convert any node or its contents to native JavaScript
 *
 * @param value - The input value
 * @param arg - If `value` defines a `toJSON()` method, use this
 *   as its first argument
 * @param ctx - Conversion context, originally set in Document#toJS(). If
 *   `{ keep: true }` is not set, output should be suitable for JSON
 *   stringification.
 */
function toJS(value, arg, ctx) {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-return
    if (Array.isArray(value))
        return value.map((v, i) => toJS(v, String(i), ctx));
    if (value && typeof value.toJSON === 'function') {
        // eslint-disable-next-line @typescript-eslint/no-unsafe-call
        if (!ctx || !identity.hasAnchor(value))
            return value.toJSON(arg, ctx);
        const data = { aliasCount: 0, count: 1, res: undefined };
        ctx.anchors.set(value, data);
        ctx.onCreate = res => {
            data.res = res;
            delete ctx.onCreate;
        };
        const res = value.toJSON(arg, ctx);
        if (ctx.onCreate)
            ctx.onCreate(res);
        return res;
    }
    if (typeof value === 'bigint' && !ctx?.keep)
        return Number(value);
    return value;
}

exports.toJS = toJS;


/***/ }),

/***/ 110:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var resolveBlockScalar = __nccwpck_require__(8913);
var resolveFlowScalar = __nccwpck_require__(6842);
var errors = __nccwpck_require__(1464);
var stringifyString = __nccwpck_require__(3069);

function resolveAsScalar(token, strict = true, onError) {
    if (token) {
        const _onError = (pos, code, message) => {
            const offset = typeof pos === 'number' ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
            if (onError)
                onError(offset, code, message);
            else
                throw new errors.YAMLParseError([offset, offset + 1], code, message);
        };
        switch (token.type) {
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
            case 'block-scalar':
                return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
        }
    }
    return null;
}
/**
 * Create a new scalar token with `value`
 *
 * Values that represent an actual string but may be parsed as a different type should use a `type` other than `'PLAIN'`,
 * as this function does not support any schema operations and won't check for such conflicts.
 *
 * @param value The string representation of the value, which will have its content properly indented.
 * @param context.end Comments and whitespace after the end of the value, or after the block scalar header. If undefined, a newline will be added.
 * @param context.implicitKey Being within an implicit key may affect the resolved type of the token's value.
 * @param context.indent The indent level of the token.
 * @param context.inFlow Is this scalar within a flow collection? This may affect the resolved type of the token's value.
 * @param context.offset The offset position of the token.
 * @param context.type The preferred type of the scalar token. If undefined, the previous type of the `token` will be used, defaulting to `'PLAIN'`.
 */
function createScalarToken(value, context) {
    const { implicitKey = false, indent, inFlow = false, offset = -1, type = 'PLAIN' } = context;
    const source = stringifyString.stringifyString({ type, value }, {
        implicitKey,
        indent: indent > 0 ? ' '.repeat(indent) : '',
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
    });
    const end = context.end ?? [
        { type: 'newline', offset: -1, indent, source: '\n' }
    ];
    switch (source[0]) {
        case '|':
        case '>': {
            const he = source.indexOf('\n');
            const head = source.substring(0, he);
            const body = source.substring(he + 1) + '\n';
            const props = [
                { type: 'block-scalar-header', offset, indent, source: head }
            ];
            if (!addEndtoBlockProps(props, end))
                props.push({ type: 'newline', offset: -1, indent, source: '\n' });
            return { type: 'block-scalar', offset, indent, props, source: body };
        }
        case '"':
            return { type: 'double-quoted-scalar', offset, indent, source, end };
        case "'":
            return { type: 'single-quoted-scalar', offset, indent, source, end };
        default:
            return { type: 'scalar', offset, indent, source, end };
    }
}
/**
 * Set the value of `token` to the given string `value`, overwriting any previous contents and type that it may have.
 *
 * Best efforts are made to retain any comments previously associated with the `token`,
 * though all contents within a collection's `items` will be overwritten.
 *
 * Values that represent an actual string but may be parsed as a different type should use a `type` other than `'PLAIN'`,
 * as this function does not support any schema operations and won't check for such conflicts.
 *
 * @param token Any token. If it does not include an `indent` value, the value will be stringified as if it were an implicit key.
 * @param value The string representation of the value, which will have its content properly indented.
 * @param context.afterKey In most cases, values after a key should have an additional level of indentation.
 * @param context.implicitKey Being within an implicit key may affect the resolved type of the token's value.
 * @param context.inFlow Being within a flow collection may affect the resolved type of the token's value.
 * @param context.type The preferred type of the scalar token. If undefined, the previous type of the `token` will be used, defaulting to `'PLAIN'`.
 */
function setScalarValue(token, value, context = {}) {
    let { afterKey = false, implicitKey = false, inFlow = false, type } = context;
    let indent = 'indent' in token ? token.indent : null;
    if (afterKey && typeof indent === 'number')
        indent += 2;
    if (!type)
        switch (token.type) {
            case 'single-quoted-scalar':
                type = 'QUOTE_SINGLE';
                break;
            case 'double-quoted-scalar':
                type = 'QUOTE_DOUBLE';
                break;
            case 'block-scalar': {
                const header = token.props[0];
                if (header.type !== 'block-scalar-header')
                    throw new Error('Invalid block scalar header');
                type = header.source[0] === '>' ? 'BLOCK_FOLDED' : 'BLOCK_LITERAL';
                break;
            }
            default:
                type = 'PLAIN';
        }
    const source = stringifyString.stringifyString({ type, value }, {
        implicitKey: implicitKey || indent === null,
        indent: indent !== null && indent > 0 ? ' '.repeat(indent) : '',
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
    });
    switch (source[0]) {
        case '|':
        case '>':
            setBlockScalarValue(token, source);
            break;
        case '"':
            setFlowScalarValue(token, source, 'double-quoted-scalar');
            break;
        case "'":
            setFlowScalarValue(token, source, 'single-quoted-scalar');
            break;
        default:
            setFlowScalarValue(token, source, 'scalar');
    }
}
function setBlockScalarValue(token, source) {
    const he = source.indexOf('\n');
    const head = source.substring(0, he);
    const body = source.substring(he + 1) + '\n';
    if (token.type === 'block-scalar') {
        const header = token.props[0];
        if (header.type !== 'block-scalar-header')
            throw new Error('Invalid block scalar header');
        header.source = head;
        token.source = body;
    }
    else {
        const { offset } = token;
        const indent = 'indent' in token ? token.indent : -1;
        const props = [
            { type: 'block-scalar-header', offset, indent, source: head }
        ];
        if (!addEndtoBlockProps(props, 'end' in token ? token.end : undefined))
            props.push({ type: 'newline', offset: -1, indent, source: '\n' });
        for (const key of Object.keys(token))
            if (key !== 'type' && key !== 'offset')
                delete token[key];
        Object.assign(token, { type: 'block-scalar', indent, props, source: body });
    }
}
/** @returns `true` if last token is a newline */
function addEndtoBlockProps(props, end) {
    if (end)
        for (const st of end)
            switch (st.type) {
                case 'space':
                case 'comment':
                    props.push(st);
                    break;
                case 'newline':
                    props.push(st);
                    return true;
            }
    return false;
}
function setFlowScalarValue(token, source, type) {
    switch (token.type) {
        case 'scalar':
        case 'double-quoted-scalar':
        case 'single-quoted-scalar':
            token.type = type;
            token.source = source;
            break;
        case 'block-scalar': {
            const end = token.props.slice(1);
            let oa = source.length;
            if (token.props[0].type === 'block-scalar-header')
                oa -= token.props[0].source.length;
            for (const tok of end)
                tok.offset += oa;
            delete token.props;
            Object.assign(token, { type, source, end });
            break;
        }
        case 'block-map':
        case 'block-seq': {
            const offset = token.offset + source.length;
            const nl = { type: 'newline', offset, indent: token.indent, source: '\n' };
            delete token.items;
            Object.assign(token, { type, source, end: [nl] });
            break;
        }
        default: {
            const indent = 'indent' in token ? token.indent : -1;
            const end = 'end' in token && Array.isArray(token.end)
                ? token.end.filter(st => st.type === 'space' ||
                    st.type === 'comment' ||
                    st.type === 'newline')
                : [];
            for (const key of Object.keys(token))
                if (key !== 'type' && key !== 'offset')
                    delete token[key];
            Object.assign(token, { type, indent, source, end });
        }
    }
}

exports.createScalarToken = createScalarToken;
exports.resolveAsScalar = resolveAsScalar;
exports.setScalarValue = setScalarValue;


/***/ }),

/***/ 1733:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Stringify a CST document, token, or collection item
 *
 * Fair warning: This applies no validation whatsoever, and
 * simply concatenates the sources in their logical order.
 */
const stringify = (cst) => 'type' in cst ? stringifyToken(cst) : stringifyItem(cst);
function stringifyToken(token) {
    switch (token.type) {
        case 'block-scalar': {
            let res = '';
            for (const tok of token.props)
                res += stringifyToken(tok);
            return res + token.source;
        }
        case 'block-map':
        case 'block-seq': {
            let res = '';
            for (const item of token.items)
                res += stringifyItem(item);
            return res;
        }
        case 'flow-collection': {
            let res = token.start.source;
            for (const item of token.items)
                res += stringifyItem(item);
            for (const st of token.end)
                res += st.source;
            return res;
        }
        case 'document': {
            let res = stringifyItem(token);
            if (token.end)
                for (const st of token.end)
                    res += st.source;
            return res;
        }
        default: {
            let res = token.source;
            if ('end' in token && token.end)
                for (const st of token.end)
                    res += st.source;
            return res;
        }
    }
}
function stringifyItem({ start, key, sep, value }) {
    let res = '';
    for (const st of start)
        res += st.source;
    if (key)
        res += stringifyToken(key);
    if (sep)
        for (const st of sep)
            res += st.source;
    if (value)
        res += stringifyToken(value);
    return res;
}

exports.stringify = stringify;


/***/ }),

/***/ 7715:
/***/ ((__unused_webpack_module, exports) => {



const BREAK = Symbol('break visit');
const SKIP = Symbol('skip children');
const REMOVE = Symbol('remove item');
/**
 * Apply a visitor to a CST document or item.
 *
 * Walks through the tree (depth-first) starting from the root, calling a
 * `visitor` function with two arguments when entering each item:
 *   - `item`: The current item, which included the following members:
 *     - `start: SourceToken[]` – Source tokens before the key or value,
 *       possibly including its anchor or tag.
 *     - `key?: Token | null` – Set for pair values. May then be `null`, if
 *       the key before the `:` separator is empty.
 *     - `sep?: SourceToken[]` – Source tokens between the key and the value,
 *       which should include the `:` map value indicator if `value` is set.
 *     - `value?: Token` – The value of a sequence item, or of a map pair.
 *   - `path`: The steps from the root to the current node, as an array of
 *     `['key' | 'value', number]` tuples.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this token, continue with
 *      next sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current item, then continue with the next one
 *   - `number`: Set the index of the next step. This is useful especially if
 *     the index of the current token has changed.
 *   - `function`: Define the next visitor for this item. After the original
 *     visitor is called on item entry, next visitors are called after handling
 *     a non-empty `key` and when exiting the item.
 */
function visit(cst, visitor) {
    if ('type' in cst && cst.type === 'document')
        cst = { start: cst.start, value: cst.value };
    _visit(Object.freeze([]), cst, visitor);
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visit.BREAK = BREAK;
/** Do not visit the children of the current item */
visit.SKIP = SKIP;
/** Remove the current item */
visit.REMOVE = REMOVE;
/** Find the item at `path` from `cst` as the root */
visit.itemAtPath = (cst, path) => {
    let item = cst;
    for (const [field, index] of path) {
        const tok = item?.[field];
        if (tok && 'items' in tok) {
            item = tok.items[index];
        }
        else
            return undefined;
    }
    return item;
};
/**
 * Get the immediate parent collection of the item at `path` from `cst` as the root.
 *
 * Throws an error if the collection is not found, which should never happen if the item itself exists.
 */
visit.parentCollection = (cst, path) => {
    const parent = visit.itemAtPath(cst, path.slice(0, -1));
    const field = path[path.length - 1][0];
    const coll = parent?.[field];
    if (coll && 'items' in coll)
        return coll;
    throw new Error('Parent collection not found');
};
function _visit(path, item, visitor) {
    let ctrl = visitor(item, path);
    if (typeof ctrl === 'symbol')
        return ctrl;
    for (const field of ['key', 'value']) {
        const token = item[field];
        if (token && 'items' in token) {
            for (let i = 0; i < token.items.length; ++i) {
                const ci = _visit(Object.freeze(path.concat([[field, i]])), token.items[i], visitor);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    token.items.splice(i, 1);
                    i -= 1;
                }
            }
            if (typeof ctrl === 'function' && field === 'key')
                ctrl = ctrl(item, path);
        }
    }
    return typeof ctrl === 'function' ? ctrl(item, path) : ctrl;
}

exports.visit = visit;


/***/ }),

/***/ 3461:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var cstScalar = __nccwpck_require__(110);
var cstStringify = __nccwpck_require__(1733);
var cstVisit = __nccwpck_require__(7715);

/** The byte order mark */
const BOM = '\u{FEFF}';
/** Start of doc-mode */
const DOCUMENT = '\x02'; // C0: Start of Text
/** Unexpected end of flow-mode */
const FLOW_END = '\x18'; // C0: Cancel
/** Next token is a scalar value */
const SCALAR = '\x1f'; // C0: Unit Separator
/** @returns `true` if `token` is a flow or block collection */
const isCollection = (token) => !!token && 'items' in token;
/** @returns `true` if `token` is a flow or block scalar; not an alias */
const isScalar = (token) => !!token &&
    (token.type === 'scalar' ||
        token.type === 'single-quoted-scalar' ||
        token.type === 'double-quoted-scalar' ||
        token.type === 'block-scalar');
/* istanbul ignore next */
/** Get a printable representation of a lexer token */
function prettyToken(token) {
    switch (token) {
        case BOM:
            return '<BOM>';
        case DOCUMENT:
            return '<DOC>';
        case FLOW_END:
            return '<FLOW_END>';
        case SCALAR:
            return '<SCALAR>';
        default:
            return JSON.stringify(token);
    }
}
/** Identify the type of a lexer token. May return `null` for unknown tokens. */
function tokenType(source) {
    switch (source) {
        case BOM:
            return 'byte-order-mark';
        case DOCUMENT:
            return 'doc-mode';
        case FLOW_END:
            return 'flow-error-end';
        case SCALAR:
            return 'scalar';
        case '---':
            return 'doc-start';
        case '...':
            return 'doc-end';
        case '':
        case '\n':
        case '\r\n':
            return 'newline';
        case '-':
            return 'seq-item-ind';
        case '?':
            return 'explicit-key-ind';
        case ':':
            return 'map-value-ind';
        case '{':
            return 'flow-map-start';
        case '}':
            return 'flow-map-end';
        case '[':
            return 'flow-seq-start';
        case ']':
            return 'flow-seq-end';
        case ',':
            return 'comma';
    }
    switch (source[0]) {
        case ' ':
        case '\t':
            return 'space';
        case '#':
            return 'comment';
        case '%':
            return 'directive-line';
        case '*':
            return 'alias';
        case '&':
            return 'anchor';
        case '!':
            return 'tag';
        case "'":
            return 'single-quoted-scalar';
        case '"':
            return 'double-quoted-scalar';
        case '|':
        case '>':
            return 'block-scalar-header';
    }
    return null;
}

exports.createScalarToken = cstScalar.createScalarToken;
exports.resolveAsScalar = cstScalar.resolveAsScalar;
exports.setScalarValue = cstScalar.setScalarValue;
exports.stringify = cstStringify.stringify;
exports.visit = cstVisit.visit;
exports.BOM = BOM;
exports.DOCUMENT = DOCUMENT;
exports.FLOW_END = FLOW_END;
exports.SCALAR = SCALAR;
exports.isCollection = isCollection;
exports.isScalar = isScalar;
exports.prettyToken = prettyToken;
exports.tokenType = tokenType;


/***/ }),

/***/ 361:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var cst = __nccwpck_require__(3461);

/*
START -> stream

stream
  directive -> line-end -> stream
  indent + line-end -> stream
  [else] -> line-start

line-end
  comment -> line-end
  newline -> .
  input-end -> END

line-start
  doc-start -> doc
  doc-end -> stream
  [else] -> indent -> block-start

block-start
  seq-item-start -> block-start
  explicit-key-start -> block-start
  map-value-start -> block-start
  [else] -> doc

doc
  line-end -> line-start
  spaces -> doc
  anchor -> doc
  tag -> doc
  flow-start -> flow -> doc
  flow-end -> error -> doc
  seq-item-start -> error -> doc
  explicit-key-start -> error -> doc
  map-value-start -> doc
  alias -> doc
  quote-start -> quoted-scalar -> doc
  block-scalar-header -> line-end -> block-scalar(min) -> line-start
  [else] -> plain-scalar(false, min) -> doc

flow
  line-end -> flow
  spaces -> flow
  anchor -> flow
  tag -> flow
  flow-start -> flow -> flow
  flow-end -> .
  seq-item-start -> error -> flow
  explicit-key-start -> flow
  map-value-start -> flow
  alias -> flow
  quote-start -> quoted-scalar -> flow
  comma -> flow
  [else] -> plain-scalar(true, 0) -> flow

quoted-scalar
  quote-end -> .
  [else] -> quoted-scalar

block-scalar(min)
  newline + peek(indent < min) -> .
  [else] -> block-scalar(min)

plain-scalar(is-flow, min)
  scalar-end(is-flow) -> .
  peek(newline + (indent < min)) -> .
  [else] -> plain-scalar(min)
*/
function isEmpty(ch) {
    switch (ch) {
        case undefined:
        case ' ':
        case '\n':
        case '\r':
        case '\t':
            return true;
        default:
            return false;
    }
}
const hexDigits = new Set('0123456789ABCDEFabcdef');
const tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
const flowIndicatorChars = new Set(',[]{}');
const invalidAnchorChars = new Set(' ,[]{}\n\r\t');
const isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch);
/**
 * Splits an input string into lexical tokens, i.e. smaller strings that are
 * easily identifiable by `tokens.tokenType()`.
 *
 * Lexing starts always in a "stream" context. Incomplete input may be buffered
 * until a complete token can be emitted.
 *
 * In addition to slices of the original input, the following control characters
 * may also be emitted:
 *
 * - `\x02` (Start of Text): A document starts with the next token
 * - `\x18` (Cancel): Unexpected end of flow-mode (indicates an error)
 * - `\x1f` (Unit Separator): Next token is a scalar value
 * - `\u{FEFF}` (Byte order mark): Emitted separately outside documents
 */
class Lexer {
    constructor() {
        /**
         * Flag indicating whether the end of the current buffer marks the end of
         * all input
         */
        this.atEnd = false;
        /**
         * Explicit indent set in block scalar header, as an offset from the current
         * minimum indent, so e.g. set to 1 from a header `|2+`. Set to -1 if not
         * explicitly set.
         */
        this.blockScalarIndent = -1;
        /**
         * Block scalars that include a + (keep) chomping indicator in their header
         * include trailing empty lines, which are otherwise excluded from the
         * scalar's contents.
         */
        this.blockScalarKeep = false;
        /** Current input */
        this.buffer = '';
        /**
         * Flag noting whether the map value indicator : can immediately follow this
         * node within a flow context.
         */
        this.flowKey = false;
        /** Count of surrounding flow collection levels. */
        this.flowLevel = 0;
        /**
         * Minimum level of indentation required for next lines to be parsed as a
         * part of the current scalar value.
         */
        this.indentNext = 0;
        /** Indentation level of the current line. */
        this.indentValue = 0;
        /** Position of the next \n character. */
        this.lineEndPos = null;
        /** Stores the state of the lexer if reaching the end of incpomplete input */
        this.next = null;
        /** A pointer to `buffer`; the current position of the lexer. */
        this.pos = 0;
    }
    /**
     * Generate YAML tokens from the `source` string. If `incomplete`,
     * a part of the last line may be left as a buffer for the next call.
     *
     * @returns A generator of lexical tokens
     */
    *lex(source, incomplete = false) {
        if (source) {
            if (typeof source !== 'string')
                throw TypeError('source is not a string');
            this.buffer = this.buffer ? this.buffer + source : source;
            this.lineEndPos = null;
        }
        this.atEnd = !incomplete;
        let next = this.next ?? 'stream';
        while (next && (incomplete || this.hasChars(1)))
            next = yield* this.parseNext(next);
    }
    atLineEnd() {
        let i = this.pos;
        let ch = this.buffer[i];
        while (ch === ' ' || ch === '\t')
            ch = this.buffer[++i];
        if (!ch || ch === '#' || ch === '\n')
            return true;
        if (ch === '\r')
            return this.buffer[i + 1] === '\n';
        return false;
    }
    charAt(n) {
        return this.buffer[this.pos + n];
    }
    continueScalar(offset) {
        let ch = this.buffer[offset];
        if (this.indentNext > 0) {
            let indent = 0;
            while (ch === ' ')
                ch = this.buffer[++indent + offset];
            if (ch === '\r') {
                const next = this.buffer[indent + offset + 1];
                if (next === '\n' || (!next && !this.atEnd))
                    return offset + indent + 1;
            }
            return ch === '\n' || indent >= this.indentNext || (!ch && !this.atEnd)
                ? offset + indent
                : -1;
        }
        if (ch === '-' || ch === '.') {
            const dt = this.buffer.substr(offset, 3);
            if ((dt === '---' || dt === '...') && isEmpty(this.buffer[offset + 3]))
                return -1;
        }
        return offset;
    }
    getLine() {
        let end = this.lineEndPos;
        if (typeof end !== 'number' || (end !== -1 && end < this.pos)) {
            end = this.buffer.indexOf('\n', this.pos);
            this.lineEndPos = end;
        }
        if (end === -1)
            return this.atEnd ? this.buffer.substring(this.pos) : null;
        if (this.buffer[end - 1] === '\r')
            end -= 1;
        return this.buffer.substring(this.pos, end);
    }
    hasChars(n) {
        return this.pos + n <= this.buffer.length;
    }
    setNext(state) {
        this.buffer = this.buffer.substring(this.pos);
        this.pos = 0;
        this.lineEndPos = null;
        this.next = state;
        return null;
    }
    peek(n) {
        return this.buffer.substr(this.pos, n);
    }
    *parseNext(next) {
        switch (next) {
            case 'stream':
                return yield* this.parseStream();
            case 'line-start':
                return yield* this.parseLineStart();
            case 'block-start':
                return yield* this.parseBlockStart();
            case 'doc':
                return yield* this.parseDocument();
            case 'flow':
                return yield* this.parseFlowCollection();
            case 'quoted-scalar':
                return yield* this.parseQuotedScalar();
            case 'block-scalar':
                return yield* this.parseBlockScalar();
            case 'plain-scalar':
                return yield* this.parsePlainScalar();
        }
    }
    *parseStream() {
        let line = this.getLine();
        if (line === null)
            return this.setNext('stream');
        if (line[0] === cst.BOM) {
            yield* this.pushCount(1);
            line = line.substring(1);
        }
        if (line[0] === '%') {
            let dirEnd = line.length;
            let cs = line.indexOf('#');
            while (cs !== -1) {
                const ch = line[cs - 1];
                if (ch === ' ' || ch === '\t') {
                    dirEnd = cs - 1;
                    break;
                }
                else {
                    cs = line.indexOf('#', cs + 1);
                }
            }
            while (true) {
                const ch = line[dirEnd - 1];
                if (ch === ' ' || ch === '\t')
                    dirEnd -= 1;
                else
                    break;
            }
            const n = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
            yield* this.pushCount(line.length - n); // possible comment
            this.pushNewline();
            return 'stream';
        }
        if (this.atLineEnd()) {
            const sp = yield* this.pushSpaces(true);
            yield* this.pushCount(line.length - sp);
            yield* this.pushNewline();
            return 'stream';
        }
        yield cst.DOCUMENT;
        return yield* this.parseLineStart();
    }
    *parseLineStart() {
        const ch = this.charAt(0);
        if (!ch && !this.atEnd)
            return this.setNext('line-start');
        if (ch === '-' || ch === '.') {
            if (!this.atEnd && !this.hasChars(4))
                return this.setNext('line-start');
            const s = this.peek(3);
            if ((s === '---' || s === '...') && isEmpty(this.charAt(3))) {
                yield* this.pushCount(3);
                this.indentValue = 0;
                this.indentNext = 0;
                return s === '---' ? 'doc' : 'stream';
            }
        }
        this.indentValue = yield* this.pushSpaces(false);
        if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
            this.indentNext = this.indentValue;
        return yield* this.parseBlockStart();
    }
    *parseBlockStart() {
        const [ch0, ch1] = this.peek(2);
        if (!ch1 && !this.atEnd)
            return this.setNext('block-start');
        if ((ch0 === '-' || ch0 === '?' || ch0 === ':') && isEmpty(ch1)) {
            const n = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
            this.indentNext = this.indentValue + 1;
            this.indentValue += n;
            return 'block-start';
        }
        return 'doc';
    }
    *parseDocument() {
        yield* this.pushSpaces(true);
        const line = this.getLine();
        if (line === null)
            return this.setNext('doc');
        let n = yield* this.pushIndicators();
        switch (line[n]) {
            case '#':
                yield* this.pushCount(line.length - n);
            // fallthrough
            case undefined:
                yield* this.pushNewline();
                return yield* this.parseLineStart();
            case '{':
            case '[':
                yield* this.pushCount(1);
                this.flowKey = false;
                this.flowLevel = 1;
                return 'flow';
            case '}':
            case ']':
                // this is an error
                yield* this.pushCount(1);
                return 'doc';
            case '*':
                yield* this.pushUntil(isNotAnchorChar);
                return 'doc';
            case '"':
            case "'":
                return yield* this.parseQuotedScalar();
            case '|':
            case '>':
                n += yield* this.parseBlockScalarHeader();
                n += yield* this.pushSpaces(true);
                yield* this.pushCount(line.length - n);
                yield* this.pushNewline();
                return yield* this.parseBlockScalar();
            default:
                return yield* this.parsePlainScalar();
        }
    }
    *parseFlowCollection() {
        let nl, sp;
        let indent = -1;
        do {
            nl = yield* this.pushNewline();
            if (nl > 0) {
                sp = yield* this.pushSpaces(false);
                this.indentValue = indent = sp;
            }
            else {
                sp = 0;
            }
            sp += yield* this.pushSpaces(true);
        } while (nl + sp > 0);
        const line = this.getLine();
        if (line === null)
            return this.setNext('flow');
        if ((indent !== -1 && indent < this.indentNext && line[0] !== '#') ||
            (indent === 0 &&
                (line.startsWith('---') || line.startsWith('...')) &&
                isEmpty(line[3]))) {
            // Allowing for the terminal ] or } at the same (rather than greater)
            // indent level as the initial [ or { is technically invalid, but
            // failing here would be surprising to users.
            const atFlowEndMarker = indent === this.indentNext - 1 &&
                this.flowLevel === 1 &&
                (line[0] === ']' || line[0] === '}');
            if (!atFlowEndMarker) {
                // this is an error
                this.flowLevel = 0;
                yield cst.FLOW_END;
                return yield* this.parseLineStart();
            }
        }
        let n = 0;
        while (line[n] === ',') {
            n += yield* this.pushCount(1);
            n += yield* this.pushSpaces(true);
            this.flowKey = false;
        }
        n += yield* this.pushIndicators();
        switch (line[n]) {
            case undefined:
                return 'flow';
            case '#':
                yield* this.pushCount(line.length - n);
                return 'flow';
            case '{':
            case '[':
                yield* this.pushCount(1);
                this.flowKey = false;
                this.flowLevel += 1;
                return 'flow';
            case '}':
            case ']':
                yield* this.pushCount(1);
                this.flowKey = true;
                this.flowLevel -= 1;
                return this.flowLevel ? 'flow' : 'doc';
            case '*':
                yield* this.pushUntil(isNotAnchorChar);
                return 'flow';
            case '"':
            case "'":
                this.flowKey = true;
                return yield* this.parseQuotedScalar();
            case ':': {
                const next = this.charAt(1);
                if (this.flowKey || isEmpty(next) || next === ',') {
                    this.flowKey = false;
                    yield* this.pushCount(1);
                    yield* this.pushSpaces(true);
                    return 'flow';
                }
            }
            // fallthrough
            default:
                this.flowKey = false;
                return yield* this.parsePlainScalar();
        }
    }
    *parseQuotedScalar() {
        const quote = this.charAt(0);
        let end = this.buffer.indexOf(quote, this.pos + 1);
        if (quote === "'") {
            while (end !== -1 && this.buffer[end + 1] === "'")
                end = this.buffer.indexOf("'", end + 2);
        }
        else {
            // double-quote
            while (end !== -1) {
                let n = 0;
                while (this.buffer[end - 1 - n] === '\\')
                    n += 1;
                if (n % 2 === 0)
                    break;
                end = this.buffer.indexOf('"', end + 1);
            }
        }
        // Only looking for newlines within the quotes
        const qb = this.buffer.substring(0, end);
        let nl = qb.indexOf('\n', this.pos);
        if (nl !== -1) {
            while (nl !== -1) {
                const cs = this.continueScalar(nl + 1);
                if (cs === -1)
                    break;
                nl = qb.indexOf('\n', cs);
            }
            if (nl !== -1) {
                // this is an error caused by an unexpected unindent
                end = nl - (qb[nl - 1] === '\r' ? 2 : 1);
            }
        }
        if (end === -1) {
            if (!this.atEnd)
                return this.setNext('quoted-scalar');
            end = this.buffer.length;
        }
        yield* this.pushToIndex(end + 1, false);
        return this.flowLevel ? 'flow' : 'doc';
    }
    *parseBlockScalarHeader() {
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        let i = this.pos;
        while (true) {
            const ch = this.buffer[++i];
            if (ch === '+')
                this.blockScalarKeep = true;
            else if (ch > '0' && ch <= '9')
                this.blockScalarIndent = Number(ch) - 1;
            else if (ch !== '-')
                break;
        }
        return yield* this.pushUntil(ch => isEmpty(ch) || ch === '#');
    }
    *parseBlockScalar() {
        let nl = this.pos - 1; // may be -1 if this.pos === 0
        let indent = 0;
        let ch;
        loop: for (let i = this.pos; (ch = this.buffer[i]); ++i) {
            switch (ch) {
                case ' ':
                    indent += 1;
                    break;
                case '\n':
                    nl = i;
                    indent = 0;
                    break;
                case '\r': {
                    const next = this.buffer[i + 1];
                    if (!next && !this.atEnd)
                        return this.setNext('block-scalar');
                    if (next === '\n')
                        break;
                } // fallthrough
                default:
                    break loop;
            }
        }
        if (!ch && !this.atEnd)
            return this.setNext('block-scalar');
        if (indent >= this.indentNext) {
            if (this.blockScalarIndent === -1)
                this.indentNext = indent;
            else {
                this.indentNext =
                    this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
            }
            do {
                const cs = this.continueScalar(nl + 1);
                if (cs === -1)
                    break;
                nl = this.buffer.indexOf('\n', cs);
            } while (nl !== -1);
            if (nl === -1) {
                if (!this.atEnd)
                    return this.setNext('block-scalar');
                nl = this.buffer.length;
            }
        }
        // Trailing insufficiently indented tabs are invalid.
        // To catch that during parsing, we include them in the block scalar value.
        let i = nl + 1;
        ch = this.buffer[i];
        while (ch === ' ')
            ch = this.buffer[++i];
        if (ch === '\t') {
            while (ch === '\t' || ch === ' ' || ch === '\r' || ch === '\n')
                ch = this.buffer[++i];
            nl = i - 1;
        }
        else if (!this.blockScalarKeep) {
            do {
                let i = nl - 1;
                let ch = this.buffer[i];
                if (ch === '\r')
                    ch = this.buffer[--i];
                const lastChar = i; // Drop the line if last char not more indented
                while (ch === ' ')
                    ch = this.buffer[--i];
                if (ch === '\n' && i >= this.pos && i + 1 + indent > lastChar)
                    nl = i;
                else
                    break;
            } while (true);
        }
        yield cst.SCALAR;
        yield* this.pushToIndex(nl + 1, true);
        return yield* this.parseLineStart();
    }
    *parsePlainScalar() {
        const inFlow = this.flowLevel > 0;
        let end = this.pos - 1;
        let i = this.pos - 1;
        let ch;
        while ((ch = this.buffer[++i])) {
            if (ch === ':') {
                const next = this.buffer[i + 1];
                if (isEmpty(next) || (inFlow && flowIndicatorChars.has(next)))
                    break;
                end = i;
            }
            else if (isEmpty(ch)) {
                let next = this.buffer[i + 1];
                if (ch === '\r') {
                    if (next === '\n') {
                        i += 1;
                        ch = '\n';
                        next = this.buffer[i + 1];
                    }
                    else
                        end = i;
                }
                if (next === '#' || (inFlow && flowIndicatorChars.has(next)))
                    break;
                if (ch === '\n') {
                    const cs = this.continueScalar(i + 1);
                    if (cs === -1)
                        break;
                    i = Math.max(i, cs - 2); // to advance, but still account for ' #'
                }
            }
            else {
                if (inFlow && flowIndicatorChars.has(ch))
                    break;
                end = i;
            }
        }
        if (!ch && !this.atEnd)
            return this.setNext('plain-scalar');
        yield cst.SCALAR;
        yield* this.pushToIndex(end + 1, true);
        return inFlow ? 'flow' : 'doc';
    }
    *pushCount(n) {
        if (n > 0) {
            yield this.buffer.substr(this.pos, n);
            this.pos += n;
            return n;
        }
        return 0;
    }
    *pushToIndex(i, allowEmpty) {
        const s = this.buffer.slice(this.pos, i);
        if (s) {
            yield s;
            this.pos += s.length;
            return s.length;
        }
        else if (allowEmpty)
            yield '';
        return 0;
    }
    *pushIndicators() {
        let n = 0;
        loop: while (true) {
            switch (this.charAt(0)) {
                case '!':
                    n += yield* this.pushTag();
                    n += yield* this.pushSpaces(true);
                    continue loop;
                case '&':
                    n += yield* this.pushUntil(isNotAnchorChar);
                    n += yield* this.pushSpaces(true);
                    continue loop;
                case '-': // this is an error
                case '?': // this is an error outside flow collections
                case ':': {
                    const inFlow = this.flowLevel > 0;
                    const ch1 = this.charAt(1);
                    if (isEmpty(ch1) || (inFlow && flowIndicatorChars.has(ch1))) {
                        if (!inFlow)
                            this.indentNext = this.indentValue + 1;
                        else if (this.flowKey)
                            this.flowKey = false;
                        n += yield* this.pushCount(1);
                        n += yield* this.pushSpaces(true);
                        continue loop;
                    }
                }
            }
            break loop;
        }
        return n;
    }
    *pushTag() {
        if (this.charAt(1) === '<') {
            let i = this.pos + 2;
            let ch = this.buffer[i];
            while (!isEmpty(ch) && ch !== '>')
                ch = this.buffer[++i];
            return yield* this.pushToIndex(ch === '>' ? i + 1 : i, false);
        }
        else {
            let i = this.pos + 1;
            let ch = this.buffer[i];
            while (ch) {
                if (tagChars.has(ch))
                    ch = this.buffer[++i];
                else if (ch === '%' &&
                    hexDigits.has(this.buffer[i + 1]) &&
                    hexDigits.has(this.buffer[i + 2])) {
                    ch = this.buffer[(i += 3)];
                }
                else
                    break;
            }
            return yield* this.pushToIndex(i, false);
        }
    }
    *pushNewline() {
        const ch = this.buffer[this.pos];
        if (ch === '\n')
            return yield* this.pushCount(1);
        else if (ch === '\r' && this.charAt(1) === '\n')
            return yield* this.pushCount(2);
        else
            return 0;
    }
    *pushSpaces(allowTabs) {
        let i = this.pos - 1;
        let ch;
        do {
            ch = this.buffer[++i];
        } while (ch === ' ' || (allowTabs && ch === '\t'));
        const n = i - this.pos;
        if (n > 0) {
            yield this.buffer.substr(this.pos, n);
            this.pos = i;
        }
        return n;
    }
    *pushUntil(test) {
        let i = this.pos;
        let ch = this.buffer[i];
        while (!test(ch))
            ch = this.buffer[++i];
        return yield* this.pushToIndex(i, false);
    }
}

exports.Lexer = Lexer;


/***/ }),

/***/ 6628:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Tracks newlines during parsing in order to provide an efficient API for
 * determining the one-indexed `{ line, col }` position for any offset
 * within the input.
 */
class LineCounter {
    constructor() {
        this.lineStarts = [];
        /**
         * Should be called in ascending order. Otherwise, call
         * `lineCounter.lineStarts.sort()` before calling `linePos()`.
         */
        this.addNewLine = (offset) => this.lineStarts.push(offset);
        /**
         * Performs a binary search and returns the 1-indexed { line, col }
         * position of `offset`. If `line === 0`, `addNewLine` has never been
         * called or `offset` is before the first known newline.
         */
        this.linePos = (offset) => {
            let low = 0;
            let high = this.lineStarts.length;
            while (low < high) {
                const mid = (low + high) >> 1; // Math.floor((low + high) / 2)
                if (this.lineStarts[mid] < offset)
                    low = mid + 1;
                else
                    high = mid;
            }
            if (this.lineStarts[low] === offset)
                return { line: low + 1, col: 1 };
            if (low === 0)
                return { line: 0, col: offset };
            const start = this.lineStarts[low - 1];
            return { line: low, col: offset - start + 1 };
        };
    }
}

exports.LineCounter = LineCounter;


/***/ }),

/***/ 3456:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_process = __nccwpck_require__(932);
var cst = __nccwpck_require__(3461);
var lexer = __nccwpck_require__(361);

function includesToken(list, type) {
    for (let i = 0; i < list.length; ++i)
        if (list[i].type === type)
            return true;
    return false;
}
function findNonEmptyIndex(list) {
    for (let i = 0; i < list.length; ++i) {
        switch (list[i].type) {
            case 'space':
            case 'comment':
            case 'newline':
                break;
            default:
                return i;
        }
    }
    return -1;
}
function isFlowToken(token) {
    switch (token?.type) {
        case 'alias':
        case 'scalar':
        case 'single-quoted-scalar':
        case 'double-quoted-scalar':
        case 'flow-collection':
            return true;
        default:
            return false;
    }
}
function getPrevProps(parent) {
    switch (parent.type) {
        case 'document':
            return parent.start;
        case 'block-map': {
            const it = parent.items[parent.items.length - 1];
            return it.sep ?? it.start;
        }
        case 'block-seq':
            return parent.items[parent.items.length - 1].start;
        /* istanbul ignore next should not happen */
        default:
            return [];
    }
}
/** Note: May modify input array */
function getFirstKeyStartProps(prev) {
    if (prev.length === 0)
        return [];
    let i = prev.length;
    loop: while (--i >= 0) {
        switch (prev[i].type) {
            case 'doc-start':
            case 'explicit-key-ind':
            case 'map-value-ind':
            case 'seq-item-ind':
            case 'newline':
                break loop;
        }
    }
    while (prev[++i]?.type === 'space') {
        /* loop */
    }
    return prev.splice(i, prev.length);
}
function arrayPushArray(target, source) {
    // May exhaust call stack with large `source` array
    if (source.length < 1e5)
        Array.prototype.push.apply(target, source);
    else
        for (let i = 0; i < source.length; ++i)
            target.push(source[i]);
}
function fixFlowSeqItems(fc) {
    if (fc.start.type === 'flow-seq-start') {
        for (const it of fc.items) {
            if (it.sep &&
                !it.value &&
                !includesToken(it.start, 'explicit-key-ind') &&
                !includesToken(it.sep, 'map-value-ind')) {
                if (it.key)
                    it.value = it.key;
                delete it.key;
                if (isFlowToken(it.value)) {
                    if (it.value.end)
                        arrayPushArray(it.value.end, it.sep);
                    else
                        it.value.end = it.sep;
                }
                else
                    arrayPushArray(it.start, it.sep);
                delete it.sep;
            }
        }
    }
}
/**
 * A YAML concrete syntax tree (CST) parser
 *
 * ```ts
 * const src: string = ...
 * for (const token of new Parser().parse(src)) {
 *   // token: Token
 * }
 * ```
 *
 * To use the parser with a user-provided lexer:
 *
 * ```ts
 * function* parse(source: string, lexer: Lexer) {
 *   const parser = new Parser()
 *   for (const lexeme of lexer.lex(source))
 *     yield* parser.next(lexeme)
 *   yield* parser.end()
 * }
 *
 * const src: string = ...
 * const lexer = new Lexer()
 * for (const token of parse(src, lexer)) {
 *   // token: Token
 * }
 * ```
 */
class Parser {
    /**
     * @param onNewLine - If defined, called separately with the start position of
     *   each new line (in `parse()`, including the start of input).
     */
    constructor(onNewLine) {
        /** If true, space and sequence indicators count as indentation */
        this.atNewLine = true;
        /** If true, next token is a scalar value */
        this.atScalar = false;
        /** Current indentation level */
        this.indent = 0;
        /** Current offset since the start of parsing */
        this.offset = 0;
        /** On the same line with a block map key */
        this.onKeyLine = false;
        /** Top indicates the node that's currently being built */
        this.stack = [];
        /** The source of the current token, set in parse() */
        this.source = '';
        /** The type of the current token, set in parse() */
        this.type = '';
        // Must be defined after `next()`
        this.lexer = new lexer.Lexer();
        this.onNewLine = onNewLine;
    }
    /**
     * Parse `source` as a YAML stream.
     * If `incomplete`, a part of the last line may be left as a buffer for the next call.
     *
     * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
     *
     * @returns A generator of tokens representing each directive, document, and other structure.
     */
    *parse(source, incomplete = false) {
        if (this.onNewLine && this.offset === 0)
            this.onNewLine(0);
        for (const lexeme of this.lexer.lex(source, incomplete))
            yield* this.next(lexeme);
        if (!incomplete)
            yield* this.end();
    }
    /**
     * Advance the parser by the `source` of one lexical token.
     */
    *next(source) {
        this.source = source;
        if (node_process.env.LOG_TOKENS)
            console.log('|', cst.prettyToken(source));
        if (this.atScalar) {
            this.atScalar = false;
            yield* this.step();
            this.offset += source.length;
            return;
        }
        const type = cst.tokenType(source);
        if (!type) {
            const message = `Not a YAML token: ${source}`;
            yield* this.pop({ type: 'error', offset: this.offset, message, source });
            this.offset += source.length;
        }
        else if (type === 'scalar') {
            this.atNewLine = false;
            this.atScalar = true;
            this.type = 'scalar';
        }
        else {
            this.type = type;
            yield* this.step();
            switch (type) {
                case 'newline':
                    this.atNewLine = true;
                    this.indent = 0;
                    if (this.onNewLine)
                        this.onNewLine(this.offset + source.length);
                    break;
                case 'space':
                    if (this.atNewLine && source[0] === ' ')
                        this.indent += source.length;
                    break;
                case 'explicit-key-ind':
                case 'map-value-ind':
                case 'seq-item-ind':
                    if (this.atNewLine)
                        this.indent += source.length;
                    break;
                case 'doc-mode':
                case 'flow-error-end':
                    return;
                default:
                    this.atNewLine = false;
            }
            this.offset += source.length;
        }
    }
    /** Call at end of input to push out any remaining constructions */
    *end() {
        while (this.stack.length > 0)
            yield* this.pop();
    }
    get sourceToken() {
        const st = {
            type: this.type,
            offset: this.offset,
            indent: this.indent,
            source: this.source
        };
        return st;
    }
    *step() {
        const top = this.peek(1);
        if (this.type === 'doc-end' && top?.type !== 'doc-end') {
            while (this.stack.length > 0)
                yield* this.pop();
            this.stack.push({
                type: 'doc-end',
                offset: this.offset,
                source: this.source
            });
            return;
        }
        if (!top)
            return yield* this.stream();
        switch (top.type) {
            case 'document':
                return yield* this.document(top);
            case 'alias':
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return yield* this.scalar(top);
            case 'block-scalar':
                return yield* this.blockScalar(top);
            case 'block-map':
                return yield* this.blockMap(top);
            case 'block-seq':
                return yield* this.blockSequence(top);
            case 'flow-collection':
                return yield* this.flowCollection(top);
            case 'doc-end':
                return yield* this.documentEnd(top);
        }
        /* istanbul ignore next should not happen */
        yield* this.pop();
    }
    peek(n) {
        return this.stack[this.stack.length - n];
    }
    *pop(error) {
        const token = error ?? this.stack.pop();
        /* istanbul ignore if should not happen */
        if (!token) {
            const message = 'Tried to pop an empty stack';
            yield { type: 'error', offset: this.offset, source: '', message };
        }
        else if (this.stack.length === 0) {
            yield token;
        }
        else {
            const top = this.peek(1);
            if (token.type === 'block-scalar') {
                // Block scalars use their parent rather than header indent
                token.indent = 'indent' in top ? top.indent : 0;
            }
            else if (token.type === 'flow-collection' && top.type === 'document') {
                // Ignore all indent for top-level flow collections
                token.indent = 0;
            }
            if (token.type === 'flow-collection')
                fixFlowSeqItems(token);
            switch (top.type) {
                case 'document':
                    top.value = token;
                    break;
                case 'block-scalar':
                    top.props.push(token); // error
                    break;
                case 'block-map': {
                    const it = top.items[top.items.length - 1];
                    if (it.value) {
                        top.items.push({ start: [], key: token, sep: [] });
                        this.onKeyLine = true;
                        return;
                    }
                    else if (it.sep) {
                        it.value = token;
                    }
                    else {
                        Object.assign(it, { key: token, sep: [] });
                        this.onKeyLine = !it.explicitKey;
                        return;
                    }
                    break;
                }
                case 'block-seq': {
                    const it = top.items[top.items.length - 1];
                    if (it.value)
                        top.items.push({ start: [], value: token });
                    else
                        it.value = token;
                    break;
                }
                case 'flow-collection': {
                    const it = top.items[top.items.length - 1];
                    if (!it || it.value)
                        top.items.push({ start: [], key: token, sep: [] });
                    else if (it.sep)
                        it.value = token;
                    else
                        Object.assign(it, { key: token, sep: [] });
                    return;
                }
                /* istanbul ignore next should not happen */
                default:
                    yield* this.pop();
                    yield* this.pop(token);
            }
            if ((top.type === 'document' ||
                top.type === 'block-map' ||
                top.type === 'block-seq') &&
                (token.type === 'block-map' || token.type === 'block-seq')) {
                const last = token.items[token.items.length - 1];
                if (last &&
                    !last.sep &&
                    !last.value &&
                    last.start.length > 0 &&
                    findNonEmptyIndex(last.start) === -1 &&
                    (token.indent === 0 ||
                        last.start.every(st => st.type !== 'comment' || st.indent < token.indent))) {
                    if (top.type === 'document')
                        top.end = last.start;
                    else
                        top.items.push({ start: last.start });
                    token.items.splice(-1, 1);
                }
            }
        }
    }
    *stream() {
        switch (this.type) {
            case 'directive-line':
                yield { type: 'directive', offset: this.offset, source: this.source };
                return;
            case 'byte-order-mark':
            case 'space':
            case 'comment':
            case 'newline':
                yield this.sourceToken;
                return;
            case 'doc-mode':
            case 'doc-start': {
                const doc = {
                    type: 'document',
                    offset: this.offset,
                    start: []
                };
                if (this.type === 'doc-start')
                    doc.start.push(this.sourceToken);
                this.stack.push(doc);
                return;
            }
        }
        yield {
            type: 'error',
            offset: this.offset,
            message: `Unexpected ${this.type} token in YAML stream`,
            source: this.source
        };
    }
    *document(doc) {
        if (doc.value)
            return yield* this.lineEnd(doc);
        switch (this.type) {
            case 'doc-start': {
                if (findNonEmptyIndex(doc.start) !== -1) {
                    yield* this.pop();
                    yield* this.step();
                }
                else
                    doc.start.push(this.sourceToken);
                return;
            }
            case 'anchor':
            case 'tag':
            case 'space':
            case 'comment':
            case 'newline':
                doc.start.push(this.sourceToken);
                return;
        }
        const bv = this.startBlockValue(doc);
        if (bv)
            this.stack.push(bv);
        else {
            yield {
                type: 'error',
                offset: this.offset,
                message: `Unexpected ${this.type} token in YAML document`,
                source: this.source
            };
        }
    }
    *scalar(scalar) {
        if (this.type === 'map-value-ind') {
            const prev = getPrevProps(this.peek(2));
            const start = getFirstKeyStartProps(prev);
            let sep;
            if (scalar.end) {
                sep = scalar.end;
                sep.push(this.sourceToken);
                delete scalar.end;
            }
            else
                sep = [this.sourceToken];
            const map = {
                type: 'block-map',
                offset: scalar.offset,
                indent: scalar.indent,
                items: [{ start, key: scalar, sep }]
            };
            this.onKeyLine = true;
            this.stack[this.stack.length - 1] = map;
        }
        else
            yield* this.lineEnd(scalar);
    }
    *blockScalar(scalar) {
        switch (this.type) {
            case 'space':
            case 'comment':
            case 'newline':
                scalar.props.push(this.sourceToken);
                return;
            case 'scalar':
                scalar.source = this.source;
                // block-scalar source includes trailing newline
                this.atNewLine = true;
                this.indent = 0;
                if (this.onNewLine) {
                    let nl = this.source.indexOf('\n') + 1;
                    while (nl !== 0) {
                        this.onNewLine(this.offset + nl);
                        nl = this.source.indexOf('\n', nl) + 1;
                    }
                }
                yield* this.pop();
                break;
            /* istanbul ignore next should not happen */
            default:
                yield* this.pop();
                yield* this.step();
        }
    }
    *blockMap(map) {
        const it = map.items[map.items.length - 1];
        // it.sep is true-ish if pair already has key or : separator
        switch (this.type) {
            case 'newline':
                this.onKeyLine = false;
                if (it.value) {
                    const end = 'end' in it.value ? it.value.end : undefined;
                    const last = Array.isArray(end) ? end[end.length - 1] : undefined;
                    if (last?.type === 'comment')
                        end?.push(this.sourceToken);
                    else
                        map.items.push({ start: [this.sourceToken] });
                }
                else if (it.sep) {
                    it.sep.push(this.sourceToken);
                }
                else {
                    it.start.push(this.sourceToken);
                }
                return;
            case 'space':
            case 'comment':
                if (it.value) {
                    map.items.push({ start: [this.sourceToken] });
                }
                else if (it.sep) {
                    it.sep.push(this.sourceToken);
                }
                else {
                    if (this.atIndentedComment(it.start, map.indent)) {
                        const prev = map.items[map.items.length - 2];
                        const end = prev?.value?.end;
                        if (Array.isArray(end)) {
                            arrayPushArray(end, it.start);
                            end.push(this.sourceToken);
                            map.items.pop();
                            return;
                        }
                    }
                    it.start.push(this.sourceToken);
                }
                return;
        }
        if (this.indent >= map.indent) {
            const atMapIndent = !this.onKeyLine && this.indent === map.indent;
            const atNextItem = atMapIndent &&
                (it.sep || it.explicitKey) &&
                this.type !== 'seq-item-ind';
            // For empty nodes, assign newline-separated not indented empty tokens to following node
            let start = [];
            if (atNextItem && it.sep && !it.value) {
                const nl = [];
                for (let i = 0; i < it.sep.length; ++i) {
                    const st = it.sep[i];
                    switch (st.type) {
                        case 'newline':
                            nl.push(i);
                            break;
                        case 'space':
                            break;
                        case 'comment':
                            if (st.indent > map.indent)
                                nl.length = 0;
                            break;
                        default:
                            nl.length = 0;
                    }
                }
                if (nl.length >= 2)
                    start = it.sep.splice(nl[1]);
            }
            switch (this.type) {
                case 'anchor':
                case 'tag':
                    if (atNextItem || it.value) {
                        start.push(this.sourceToken);
                        map.items.push({ start });
                        this.onKeyLine = true;
                    }
                    else if (it.sep) {
                        it.sep.push(this.sourceToken);
                    }
                    else {
                        it.start.push(this.sourceToken);
                    }
                    return;
                case 'explicit-key-ind':
                    if (!it.sep && !it.explicitKey) {
                        it.start.push(this.sourceToken);
                        it.explicitKey = true;
                    }
                    else if (atNextItem || it.value) {
                        start.push(this.sourceToken);
                        map.items.push({ start, explicitKey: true });
                    }
                    else {
                        this.stack.push({
                            type: 'block-map',
                            offset: this.offset,
                            indent: this.indent,
                            items: [{ start: [this.sourceToken], explicitKey: true }]
                        });
                    }
                    this.onKeyLine = true;
                    return;
                case 'map-value-ind':
                    if (it.explicitKey) {
                        if (!it.sep) {
                            if (includesToken(it.start, 'newline')) {
                                Object.assign(it, { key: null, sep: [this.sourceToken] });
                            }
                            else {
                                const start = getFirstKeyStartProps(it.start);
                                this.stack.push({
                                    type: 'block-map',
                                    offset: this.offset,
                                    indent: this.indent,
                                    items: [{ start, key: null, sep: [this.sourceToken] }]
                                });
                            }
                        }
                        else if (it.value) {
                            map.items.push({ start: [], key: null, sep: [this.sourceToken] });
                        }
                        else if (includesToken(it.sep, 'map-value-ind')) {
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start, key: null, sep: [this.sourceToken] }]
                            });
                        }
                        else if (isFlowToken(it.key) &&
                            !includesToken(it.sep, 'newline')) {
                            const start = getFirstKeyStartProps(it.start);
                            const key = it.key;
                            const sep = it.sep;
                            sep.push(this.sourceToken);
                            // @ts-expect-error type guard is wrong here
                            delete it.key;
                            // @ts-expect-error type guard is wrong here
                            delete it.sep;
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start, key, sep }]
                            });
                        }
                        else if (start.length > 0) {
                            // Not actually at next item
                            it.sep = it.sep.concat(start, this.sourceToken);
                        }
                        else {
                            it.sep.push(this.sourceToken);
                        }
                    }
                    else {
                        if (!it.sep) {
                            Object.assign(it, { key: null, sep: [this.sourceToken] });
                        }
                        else if (it.value || atNextItem) {
                            map.items.push({ start, key: null, sep: [this.sourceToken] });
                        }
                        else if (includesToken(it.sep, 'map-value-ind')) {
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start: [], key: null, sep: [this.sourceToken] }]
                            });
                        }
                        else {
                            it.sep.push(this.sourceToken);
                        }
                    }
                    this.onKeyLine = true;
                    return;
                case 'alias':
                case 'scalar':
                case 'single-quoted-scalar':
                case 'double-quoted-scalar': {
                    const fs = this.flowScalar(this.type);
                    if (atNextItem || it.value) {
                        map.items.push({ start, key: fs, sep: [] });
                        this.onKeyLine = true;
                    }
                    else if (it.sep) {
                        this.stack.push(fs);
                    }
                    else {
                        Object.assign(it, { key: fs, sep: [] });
                        this.onKeyLine = true;
                    }
                    return;
                }
                default: {
                    const bv = this.startBlockValue(map);
                    if (bv) {
                        if (bv.type === 'block-seq') {
                            if (!it.explicitKey &&
                                it.sep &&
                                !includesToken(it.sep, 'newline')) {
                                yield* this.pop({
                                    type: 'error',
                                    offset: this.offset,
                                    message: 'Unexpected block-seq-ind on same line with key',
                                    source: this.source
                                });
                                return;
                            }
                        }
                        else if (atMapIndent) {
                            map.items.push({ start });
                        }
                        this.stack.push(bv);
                        return;
                    }
                }
            }
        }
        yield* this.pop();
        yield* this.step();
    }
    *blockSequence(seq) {
        const it = seq.items[seq.items.length - 1];
        switch (this.type) {
            case 'newline':
                if (it.value) {
                    const end = 'end' in it.value ? it.value.end : undefined;
                    const last = Array.isArray(end) ? end[end.length - 1] : undefined;
                    if (last?.type === 'comment')
                        end?.push(this.sourceToken);
                    else
                        seq.items.push({ start: [this.sourceToken] });
                }
                else
                    it.start.push(this.sourceToken);
                return;
            case 'space':
            case 'comment':
                if (it.value)
                    seq.items.push({ start: [this.sourceToken] });
                else {
                    if (this.atIndentedComment(it.start, seq.indent)) {
                        const prev = seq.items[seq.items.length - 2];
                        const end = prev?.value?.end;
                        if (Array.isArray(end)) {
                            arrayPushArray(end, it.start);
                            end.push(this.sourceToken);
                            seq.items.pop();
                            return;
                        }
                    }
                    it.start.push(this.sourceToken);
                }
                return;
            case 'anchor':
            case 'tag':
                if (it.value || this.indent <= seq.indent)
                    break;
                it.start.push(this.sourceToken);
                return;
            case 'seq-item-ind':
                if (this.indent !== seq.indent)
                    break;
                if (it.value || includesToken(it.start, 'seq-item-ind'))
                    seq.items.push({ start: [this.sourceToken] });
                else
                    it.start.push(this.sourceToken);
                return;
        }
        if (this.indent > seq.indent) {
            const bv = this.startBlockValue(seq);
            if (bv) {
                this.stack.push(bv);
                return;
            }
        }
        yield* this.pop();
        yield* this.step();
    }
    *flowCollection(fc) {
        const it = fc.items[fc.items.length - 1];
        if (this.type === 'flow-error-end') {
            let top;
            do {
                yield* this.pop();
                top = this.peek(1);
            } while (top?.type === 'flow-collection');
        }
        else if (fc.end.length === 0) {
            switch (this.type) {
                case 'comma':
                case 'explicit-key-ind':
                    if (!it || it.sep)
                        fc.items.push({ start: [this.sourceToken] });
                    else
                        it.start.push(this.sourceToken);
                    return;
                case 'map-value-ind':
                    if (!it || it.value)
                        fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
                    else if (it.sep)
                        it.sep.push(this.sourceToken);
                    else
                        Object.assign(it, { key: null, sep: [this.sourceToken] });
                    return;
                case 'space':
                case 'comment':
                case 'newline':
                case 'anchor':
                case 'tag':
                    if (!it || it.value)
                        fc.items.push({ start: [this.sourceToken] });
                    else if (it.sep)
                        it.sep.push(this.sourceToken);
                    else
                        it.start.push(this.sourceToken);
                    return;
                case 'alias':
                case 'scalar':
                case 'single-quoted-scalar':
                case 'double-quoted-scalar': {
                    const fs = this.flowScalar(this.type);
                    if (!it || it.value)
                        fc.items.push({ start: [], key: fs, sep: [] });
                    else if (it.sep)
                        this.stack.push(fs);
                    else
                        Object.assign(it, { key: fs, sep: [] });
                    return;
                }
                case 'flow-map-end':
                case 'flow-seq-end':
                    fc.end.push(this.sourceToken);
                    return;
            }
            const bv = this.startBlockValue(fc);
            /* istanbul ignore else should not happen */
            if (bv)
                this.stack.push(bv);
            else {
                yield* this.pop();
                yield* this.step();
            }
        }
        else {
            const parent = this.peek(2);
            if (parent.type === 'block-map' &&
                ((this.type === 'map-value-ind' && parent.indent === fc.indent) ||
                    (this.type === 'newline' &&
                        !parent.items[parent.items.length - 1].sep))) {
                yield* this.pop();
                yield* this.step();
            }
            else if (this.type === 'map-value-ind' &&
                parent.type !== 'flow-collection') {
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                fixFlowSeqItems(fc);
                const sep = fc.end.splice(1, fc.end.length);
                sep.push(this.sourceToken);
                const map = {
                    type: 'block-map',
                    offset: fc.offset,
                    indent: fc.indent,
                    items: [{ start, key: fc, sep }]
                };
                this.onKeyLine = true;
                this.stack[this.stack.length - 1] = map;
            }
            else {
                yield* this.lineEnd(fc);
            }
        }
    }
    flowScalar(type) {
        if (this.onNewLine) {
            let nl = this.source.indexOf('\n') + 1;
            while (nl !== 0) {
                this.onNewLine(this.offset + nl);
                nl = this.source.indexOf('\n', nl) + 1;
            }
        }
        return {
            type,
            offset: this.offset,
            indent: this.indent,
            source: this.source
        };
    }
    startBlockValue(parent) {
        switch (this.type) {
            case 'alias':
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return this.flowScalar(this.type);
            case 'block-scalar-header':
                return {
                    type: 'block-scalar',
                    offset: this.offset,
                    indent: this.indent,
                    props: [this.sourceToken],
                    source: ''
                };
            case 'flow-map-start':
            case 'flow-seq-start':
                return {
                    type: 'flow-collection',
                    offset: this.offset,
                    indent: this.indent,
                    start: this.sourceToken,
                    items: [],
                    end: []
                };
            case 'seq-item-ind':
                return {
                    type: 'block-seq',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: [this.sourceToken] }]
                };
            case 'explicit-key-ind': {
                this.onKeyLine = true;
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                start.push(this.sourceToken);
                return {
                    type: 'block-map',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, explicitKey: true }]
                };
            }
            case 'map-value-ind': {
                this.onKeyLine = true;
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                return {
                    type: 'block-map',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, key: null, sep: [this.sourceToken] }]
                };
            }
        }
        return null;
    }
    atIndentedComment(start, indent) {
        if (this.type !== 'comment')
            return false;
        if (this.indent <= indent)
            return false;
        return start.every(st => st.type === 'newline' || st.type === 'space');
    }
    *documentEnd(docEnd) {
        if (this.type !== 'doc-mode') {
            if (docEnd.end)
                docEnd.end.push(this.sourceToken);
            else
                docEnd.end = [this.sourceToken];
            if (this.type === 'newline')
                yield* this.pop();
        }
    }
    *lineEnd(token) {
        switch (this.type) {
            case 'comma':
            case 'doc-start':
            case 'doc-end':
            case 'flow-seq-end':
            case 'flow-map-end':
            case 'map-value-ind':
                yield* this.pop();
                yield* this.step();
                break;
            case 'newline':
                this.onKeyLine = false;
            // fallthrough
            case 'space':
            case 'comment':
            default:
                // all other values are errors
                if (token.end)
                    token.end.push(this.sourceToken);
                else
                    token.end = [this.sourceToken];
                if (this.type === 'newline')
                    yield* this.pop();
        }
    }
}

exports.Parser = Parser;


/***/ }),

/***/ 4047:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var composer = __nccwpck_require__(9984);
var Document = __nccwpck_require__(3021);
var errors = __nccwpck_require__(1464);
var log = __nccwpck_require__(7249);
var identity = __nccwpck_require__(1127);
var lineCounter = __nccwpck_require__(6628);
var parser = __nccwpck_require__(3456);

function parseOptions(options) {
    const prettyErrors = options.prettyErrors !== false;
    const lineCounter$1 = options.lineCounter || (prettyErrors && new lineCounter.LineCounter()) || null;
    return { lineCounter: lineCounter$1, prettyErrors };
}
/**
 * Parse the input as a stream of YAML documents.
 *
 * Documents should be separated from each other by `...` or `---` marker lines.
 *
 * @returns If an empty `docs` array is returned, it will be of type
 *   EmptyStream and contain additional stream information. In
 *   TypeScript, you should use `'empty' in docs` as a type guard for it.
 */
function parseAllDocuments(source, options = {}) {
    const { lineCounter, prettyErrors } = parseOptions(options);
    const parser$1 = new parser.Parser(lineCounter?.addNewLine);
    const composer$1 = new composer.Composer(options);
    const docs = Array.from(composer$1.compose(parser$1.parse(source)));
    if (prettyErrors && lineCounter)
        for (const doc of docs) {
            doc.errors.forEach(errors.prettifyError(source, lineCounter));
            doc.warnings.forEach(errors.prettifyError(source, lineCounter));
        }
    if (docs.length > 0)
        return docs;
    return Object.assign([], { empty: true }, composer$1.streamInfo());
}
/** Parse an input string into a single YAML.Document */
function parseDocument(source, options = {}) {
    const { lineCounter, prettyErrors } = parseOptions(options);
    const parser$1 = new parser.Parser(lineCounter?.addNewLine);
    const composer$1 = new composer.Composer(options);
    // `doc` is always set by compose.end(true) at the very latest
    let doc = null;
    for (const _doc of composer$1.compose(parser$1.parse(source), true, source.length)) {
        if (!doc)
            doc = _doc;
        else if (doc.options.logLevel !== 'silent') {
            doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), 'MULTIPLE_DOCS', 'Source contains multiple documents; please use YAML.parseAllDocuments()'));
            break;
        }
    }
    if (prettyErrors && lineCounter) {
        doc.errors.forEach(errors.prettifyError(source, lineCounter));
        doc.warnings.forEach(errors.prettifyError(source, lineCounter));
    }
    return doc;
}
function parse(src, reviver, options) {
    let _reviver = undefined;
    if (typeof reviver === 'function') {
        _reviver = reviver;
    }
    else if (options === undefined && reviver && typeof reviver === 'object') {
        options = reviver;
    }
    const doc = parseDocument(src, options);
    if (!doc)
        return null;
    doc.warnings.forEach(warning => log.warn(doc.options.logLevel, warning));
    if (doc.errors.length > 0) {
        if (doc.options.logLevel !== 'silent')
            throw doc.errors[0];
        else
            doc.errors = [];
    }
    return doc.toJS(Object.assign({ reviver: _reviver }, options));
}
function stringify(value, replacer, options) {
    let _replacer = null;
    if (typeof replacer === 'function' || Array.isArray(replacer)) {
        _replacer = replacer;
    }
    else if (options === undefined && replacer) {
        options = replacer;
    }
    if (typeof options === 'string')
        options = options.length;
    if (typeof options === 'number') {
        const indent = Math.round(options);
        options = indent < 1 ? undefined : indent > 8 ? { indent: 8 } : { indent };
    }
    if (value === undefined) {
        const { keepUndefined } = options ?? replacer ?? {};
        if (!keepUndefined)
            return undefined;
    }
    if (identity.isDocument(value) && !_replacer)
        return value.toString(options);
    return new Document.Document(value, _replacer, options).toString(options);
}

exports.parse = parse;
exports.parseAllDocuments = parseAllDocuments;
exports.parseDocument = parseDocument;
exports.stringify = stringify;


/***/ }),

/***/ 5840:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var map = __nccwpck_require__(7451);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var tags = __nccwpck_require__(18);

const sortMapEntriesByKey = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
class Schema {
    constructor({ compat, customTags, merge, resolveKnownTags, schema, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat)
            ? tags.getTags(compat, 'compat')
            : compat
                ? tags.getTags(null, compat)
                : null;
        this.name = (typeof schema === 'string' && schema) || 'core';
        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
        this.tags = tags.getTags(customTags, this.name, merge);
        this.toStringOptions = toStringDefaults ?? null;
        Object.defineProperty(this, identity.MAP, { value: map.map });
        Object.defineProperty(this, identity.SCALAR, { value: string.string });
        Object.defineProperty(this, identity.SEQ, { value: seq.seq });
        // Used by createMap()
        this.sortMapEntries =
            typeof sortMapEntries === 'function'
                ? sortMapEntries
                : sortMapEntries === true
                    ? sortMapEntriesByKey
                    : null;
    }
    clone() {
        const copy = Object.create(Schema.prototype, Object.getOwnPropertyDescriptors(this));
        copy.tags = this.tags.slice();
        return copy;
    }
}

exports.Schema = Schema;


/***/ }),

/***/ 7451:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var YAMLMap = __nccwpck_require__(4454);

const map = {
    collection: 'map',
    default: true,
    nodeClass: YAMLMap.YAMLMap,
    tag: 'tag:yaml.org,2002:map',
    resolve(map, onError) {
        if (!identity.isMap(map))
            onError('Expected a mapping for this tag');
        return map;
    },
    createNode: (schema, obj, ctx) => YAMLMap.YAMLMap.from(schema, obj, ctx)
};

exports.map = map;


/***/ }),

/***/ 3632:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

const nullTag = {
    identify: value => value == null,
    createNode: () => new Scalar.Scalar(null),
    default: true,
    tag: 'tag:yaml.org,2002:null',
    test: /^(?:~|[Nn]ull|NULL)?$/,
    resolve: () => new Scalar.Scalar(null),
    stringify: ({ source }, ctx) => typeof source === 'string' && nullTag.test.test(source)
        ? source
        : ctx.options.nullStr
};

exports.nullTag = nullTag;


/***/ }),

/***/ 1706:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var YAMLSeq = __nccwpck_require__(2223);

const seq = {
    collection: 'seq',
    default: true,
    nodeClass: YAMLSeq.YAMLSeq,
    tag: 'tag:yaml.org,2002:seq',
    resolve(seq, onError) {
        if (!identity.isSeq(seq))
            onError('Expected a sequence for this tag');
        return seq;
    },
    createNode: (schema, obj, ctx) => YAMLSeq.YAMLSeq.from(schema, obj, ctx)
};

exports.seq = seq;


/***/ }),

/***/ 6464:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyString = __nccwpck_require__(3069);

const string = {
    identify: value => typeof value === 'string',
    default: true,
    tag: 'tag:yaml.org,2002:str',
    resolve: str => str,
    stringify(item, ctx, onComment, onChompKeep) {
        ctx = Object.assign({ actualString: true }, ctx);
        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
    }
};

exports.string = string;


/***/ }),

/***/ 3959:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

const boolTag = {
    identify: value => typeof value === 'boolean',
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
    resolve: str => new Scalar.Scalar(str[0] === 't' || str[0] === 'T'),
    stringify({ source, value }, ctx) {
        if (source && boolTag.test.test(source)) {
            const sv = source[0] === 't' || source[0] === 'T';
            if (value === sv)
                return source;
        }
        return value ? ctx.options.trueStr : ctx.options.falseStr;
    }
};

exports.boolTag = boolTag;


/***/ }),

/***/ 8405:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var stringifyNumber = __nccwpck_require__(8689);

const floatNaN = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
    resolve: str => str.slice(-3).toLowerCase() === 'nan'
        ? NaN
        : str[0] === '-'
            ? Number.NEGATIVE_INFINITY
            : Number.POSITIVE_INFINITY,
    stringify: stringifyNumber.stringifyNumber
};
const floatExp = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'EXP',
    test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
    resolve: str => parseFloat(str),
    stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
    }
};
const float = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
    resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str));
        const dot = str.indexOf('.');
        if (dot !== -1 && str[str.length - 1] === '0')
            node.minFractionDigits = str.length - dot - 1;
        return node;
    },
    stringify: stringifyNumber.stringifyNumber
};

exports.float = float;
exports.floatExp = floatExp;
exports.floatNaN = floatNaN;


/***/ }),

/***/ 9874:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyNumber = __nccwpck_require__(8689);

const intIdentify = (value) => typeof value === 'bigint' || Number.isInteger(value);
const intResolve = (str, offset, radix, { intAsBigInt }) => (intAsBigInt ? BigInt(str) : parseInt(str.substring(offset), radix));
function intStringify(node, radix, prefix) {
    const { value } = node;
    if (intIdentify(value) && value >= 0)
        return prefix + value.toString(radix);
    return stringifyNumber.stringifyNumber(node);
}
const intOct = {
    identify: value => intIdentify(value) && value >= 0,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'OCT',
    test: /^0o[0-7]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 8, opt),
    stringify: node => intStringify(node, 8, '0o')
};
const int = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    test: /^[-+]?[0-9]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
    stringify: stringifyNumber.stringifyNumber
};
const intHex = {
    identify: value => intIdentify(value) && value >= 0,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'HEX',
    test: /^0x[0-9a-fA-F]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
    stringify: node => intStringify(node, 16, '0x')
};

exports.int = int;
exports.intHex = intHex;
exports.intOct = intOct;


/***/ }),

/***/ 896:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var map = __nccwpck_require__(7451);
var _null = __nccwpck_require__(3632);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var bool = __nccwpck_require__(3959);
var float = __nccwpck_require__(8405);
var int = __nccwpck_require__(9874);

const schema = [
    map.map,
    seq.seq,
    string.string,
    _null.nullTag,
    bool.boolTag,
    int.intOct,
    int.int,
    int.intHex,
    float.floatNaN,
    float.floatExp,
    float.float
];

exports.schema = schema;


/***/ }),

/***/ 3559:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var map = __nccwpck_require__(7451);
var seq = __nccwpck_require__(1706);

function intIdentify(value) {
    return typeof value === 'bigint' || Number.isInteger(value);
}
const stringifyJSON = ({ value }) => JSON.stringify(value);
const jsonScalars = [
    {
        identify: value => typeof value === 'string',
        default: true,
        tag: 'tag:yaml.org,2002:str',
        resolve: str => str,
        stringify: stringifyJSON
    },
    {
        identify: value => value == null,
        createNode: () => new Scalar.Scalar(null),
        default: true,
        tag: 'tag:yaml.org,2002:null',
        test: /^null$/,
        resolve: () => null,
        stringify: stringifyJSON
    },
    {
        identify: value => typeof value === 'boolean',
        default: true,
        tag: 'tag:yaml.org,2002:bool',
        test: /^true$|^false$/,
        resolve: str => str === 'true',
        stringify: stringifyJSON
    },
    {
        identify: intIdentify,
        default: true,
        tag: 'tag:yaml.org,2002:int',
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str, 10),
        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
    },
    {
        identify: value => typeof value === 'number',
        default: true,
        tag: 'tag:yaml.org,2002:float',
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: str => parseFloat(str),
        stringify: stringifyJSON
    }
];
const jsonError = {
    default: true,
    tag: '',
    test: /^/,
    resolve(str, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str)}`);
        return str;
    }
};
const schema = [map.map, seq.seq].concat(jsonScalars, jsonError);

exports.schema = schema;


/***/ }),

/***/ 18:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var map = __nccwpck_require__(7451);
var _null = __nccwpck_require__(3632);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var bool = __nccwpck_require__(3959);
var float = __nccwpck_require__(8405);
var int = __nccwpck_require__(9874);
var schema = __nccwpck_require__(896);
var schema$1 = __nccwpck_require__(3559);
var binary = __nccwpck_require__(6083);
var merge = __nccwpck_require__(452);
var omap = __nccwpck_require__(303);
var pairs = __nccwpck_require__(8385);
var schema$2 = __nccwpck_require__(5913);
var set = __nccwpck_require__(1528);
var timestamp = __nccwpck_require__(6752);

const schemas = new Map([
    ['core', schema.schema],
    ['failsafe', [map.map, seq.seq, string.string]],
    ['json', schema$1.schema],
    ['yaml11', schema$2.schema],
    ['yaml-1.1', schema$2.schema]
]);
const tagsByName = {
    binary: binary.binary,
    bool: bool.boolTag,
    float: float.float,
    floatExp: float.floatExp,
    floatNaN: float.floatNaN,
    floatTime: timestamp.floatTime,
    int: int.int,
    intHex: int.intHex,
    intOct: int.intOct,
    intTime: timestamp.intTime,
    map: map.map,
    merge: merge.merge,
    null: _null.nullTag,
    omap: omap.omap,
    pairs: pairs.pairs,
    seq: seq.seq,
    set: set.set,
    timestamp: timestamp.timestamp
};
const coreKnownTags = {
    'tag:yaml.org,2002:binary': binary.binary,
    'tag:yaml.org,2002:merge': merge.merge,
    'tag:yaml.org,2002:omap': omap.omap,
    'tag:yaml.org,2002:pairs': pairs.pairs,
    'tag:yaml.org,2002:set': set.set,
    'tag:yaml.org,2002:timestamp': timestamp.timestamp
};
function getTags(customTags, schemaName, addMergeTag) {
    const schemaTags = schemas.get(schemaName);
    if (schemaTags && !customTags) {
        return addMergeTag && !schemaTags.includes(merge.merge)
            ? schemaTags.concat(merge.merge)
            : schemaTags.slice();
    }
    let tags = schemaTags;
    if (!tags) {
        if (Array.isArray(customTags))
            tags = [];
        else {
            const keys = Array.from(schemas.keys())
                .filter(key => key !== 'yaml11')
                .map(key => JSON.stringify(key))
                .join(', ');
            throw new Error(`Unknown schema "${schemaName}"; use one of ${keys} or define customTags array`);
        }
    }
    if (Array.isArray(customTags)) {
        for (const tag of customTags)
            tags = tags.concat(tag);
    }
    else if (typeof customTags === 'function') {
        tags = customTags(tags.slice());
    }
    if (addMergeTag)
        tags = tags.concat(merge.merge);
    return tags.reduce((tags, tag) => {
        const tagObj = typeof tag === 'string' ? tagsByName[tag] : tag;
        if (!tagObj) {
            const tagName = JSON.stringify(tag);
            const keys = Object.keys(tagsByName)
                .map(key => JSON.stringify(key))
                .join(', ');
            throw new Error(`Unknown custom tag ${tagName}; use one of ${keys}`);
        }
        if (!tags.includes(tagObj))
            tags.push(tagObj);
        return tags;
    }, []);
}

exports.coreKnownTags = coreKnownTags;
exports.getTags = getTags;


/***/ }),

/***/ 6083:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_buffer = __nccwpck_require__(181);
var Scalar = __nccwpck_require__(3301);
var stringifyString = __nccwpck_require__(3069);

const binary = {
    identify: value => value instanceof Uint8Array, // Buffer inherits from Uint8Array
    default: false,
    tag: 'tag:yaml.org,2002:binary',
    /**
     * Returns a Buffer in node and an Uint8Array in browsers
     *
     * To use the resulting buffer as an image, you'll want to do something like:
     *
     *   const blob = new Blob([buffer], { type: 'image/jpeg' })
     *   document.querySelector('#photo').src = URL.createObjectURL(blob)
     */
    resolve(src, onError) {
        if (typeof node_buffer.Buffer === 'function') {
            return node_buffer.Buffer.from(src, 'base64');
        }
        else if (typeof atob === 'function') {
            // On IE 11, atob() can't handle newlines
            const str = atob(src.replace(/[\n\r]/g, ''));
            const buffer = new Uint8Array(str.length);
            for (let i = 0; i < str.length; ++i)
                buffer[i] = str.charCodeAt(i);
            return buffer;
        }
        else {
            onError('This environment does not support reading binary tags; either Buffer or atob is required');
            return src;
        }
    },
    stringify({ comment, type, value }, ctx, onComment, onChompKeep) {
        if (!value)
            return '';
        const buf = value; // checked earlier by binary.identify()
        let str;
        if (typeof node_buffer.Buffer === 'function') {
            str =
                buf instanceof node_buffer.Buffer
                    ? buf.toString('base64')
                    : node_buffer.Buffer.from(buf.buffer).toString('base64');
        }
        else if (typeof btoa === 'function') {
            let s = '';
            for (let i = 0; i < buf.length; ++i)
                s += String.fromCharCode(buf[i]);
            str = btoa(s);
        }
        else {
            throw new Error('This environment does not support writing binary tags; either Buffer or btoa is required');
        }
        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
            const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
            const n = Math.ceil(str.length / lineWidth);
            const lines = new Array(n);
            for (let i = 0, o = 0; i < n; ++i, o += lineWidth) {
                lines[i] = str.substr(o, lineWidth);
            }
            str = lines.join(type === Scalar.Scalar.BLOCK_LITERAL ? '\n' : ' ');
        }
        return stringifyString.stringifyString({ comment, type, value: str }, ctx, onComment, onChompKeep);
    }
};

exports.binary = binary;


/***/ }),

/***/ 8398:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

function boolStringify({ value, source }, ctx) {
    const boolObj = value ? trueTag : falseTag;
    if (source && boolObj.test.test(source))
        return source;
    return value ? ctx.options.trueStr : ctx.options.falseStr;
}
const trueTag = {
    identify: value => value === true,
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
    resolve: () => new Scalar.Scalar(true),
    stringify: boolStringify
};
const falseTag = {
    identify: value => value === false,
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
    resolve: () => new Scalar.Scalar(false),
    stringify: boolStringify
};

exports.falseTag = falseTag;
exports.trueTag = trueTag;


/***/ }),

/***/ 5782:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var stringifyNumber = __nccwpck_require__(8689);

const floatNaN = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
    resolve: (str) => str.slice(-3).toLowerCase() === 'nan'
        ? NaN
        : str[0] === '-'
            ? Number.NEGATIVE_INFINITY
            : Number.POSITIVE_INFINITY,
    stringify: stringifyNumber.stringifyNumber
};
const floatExp = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'EXP',
    test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
    resolve: (str) => parseFloat(str.replace(/_/g, '')),
    stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
    }
};
const float = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
    resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str.replace(/_/g, '')));
        const dot = str.indexOf('.');
        if (dot !== -1) {
            const f = str.substring(dot + 1).replace(/_/g, '');
            if (f[f.length - 1] === '0')
                node.minFractionDigits = f.length;
        }
        return node;
    },
    stringify: stringifyNumber.stringifyNumber
};

exports.float = float;
exports.floatExp = floatExp;
exports.floatNaN = floatNaN;


/***/ }),

/***/ 873:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyNumber = __nccwpck_require__(8689);

const intIdentify = (value) => typeof value === 'bigint' || Number.isInteger(value);
function intResolve(str, offset, radix, { intAsBigInt }) {
    const sign = str[0];
    if (sign === '-' || sign === '+')
        offset += 1;
    str = str.substring(offset).replace(/_/g, '');
    if (intAsBigInt) {
        switch (radix) {
            case 2:
                str = `0b${str}`;
                break;
            case 8:
                str = `0o${str}`;
                break;
            case 16:
                str = `0x${str}`;
                break;
        }
        const n = BigInt(str);
        return sign === '-' ? BigInt(-1) * n : n;
    }
    const n = parseInt(str, radix);
    return sign === '-' ? -1 * n : n;
}
function intStringify(node, radix, prefix) {
    const { value } = node;
    if (intIdentify(value)) {
        const str = value.toString(radix);
        return value < 0 ? '-' + prefix + str.substr(1) : prefix + str;
    }
    return stringifyNumber.stringifyNumber(node);
}
const intBin = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'BIN',
    test: /^[-+]?0b[0-1_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 2, opt),
    stringify: node => intStringify(node, 2, '0b')
};
const intOct = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'OCT',
    test: /^[-+]?0[0-7_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 1, 8, opt),
    stringify: node => intStringify(node, 8, '0')
};
const int = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    test: /^[-+]?[0-9][0-9_]*$/,
    resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
    stringify: stringifyNumber.stringifyNumber
};
const intHex = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'HEX',
    test: /^[-+]?0x[0-9a-fA-F_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
    stringify: node => intStringify(node, 16, '0x')
};

exports.int = int;
exports.intBin = intBin;
exports.intHex = intHex;
exports.intOct = intOct;


/***/ }),

/***/ 452:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);

// If the value associated with a merge key is a single mapping node, each of
// its key/value pairs is inserted into the current mapping, unless the key
// already exists in it. If the value associated with the merge key is a
// sequence, then this sequence is expected to contain mapping nodes and each
// of these nodes is merged in turn according to its order in the sequence.
// Keys in mapping nodes earlier in the sequence override keys specified in
// later mapping nodes. -- http://yaml.org/type/merge.html
const MERGE_KEY = '<<';
const merge = {
    identify: value => value === MERGE_KEY ||
        (typeof value === 'symbol' && value.description === MERGE_KEY),
    default: 'key',
    tag: 'tag:yaml.org,2002:merge',
    test: /^<<$/,
    resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
    }),
    stringify: () => MERGE_KEY
};
const isMergeKey = (ctx, key) => (merge.identify(key) ||
    (identity.isScalar(key) &&
        (!key.type || key.type === Scalar.Scalar.PLAIN) &&
        merge.identify(key.value))) &&
    ctx?.doc.schema.tags.some(tag => tag.tag === merge.tag && tag.default);
function addMergeToJSMap(ctx, map, value) {
    const source = resolveAliasValue(ctx, value);
    if (identity.isSeq(source))
        for (const it of source.items)
            mergeValue(ctx, map, it);
    else if (Array.isArray(source))
        for (const it of source)
            mergeValue(ctx, map, it);
    else
        mergeValue(ctx, map, source);
}
function mergeValue(ctx, map, value) {
    const source = resolveAliasValue(ctx, value);
    if (!identity.isMap(source))
        throw new Error('Merge sources must be maps or map aliases');
    const srcMap = source.toJSON(null, ctx, Map);
    for (const [key, value] of srcMap) {
        if (map instanceof Map) {
            if (!map.has(key))
                map.set(key, value);
        }
        else if (map instanceof Set) {
            map.add(key);
        }
        else if (!Object.prototype.hasOwnProperty.call(map, key)) {
            Object.defineProperty(map, key, {
                value,
                writable: true,
                enumerable: true,
                configurable: true
            });
        }
    }
    return map;
}
function resolveAliasValue(ctx, value) {
    return ctx && identity.isAlias(value) ? value.resolve(ctx.doc, ctx) : value;
}

exports.addMergeToJSMap = addMergeToJSMap;
exports.isMergeKey = isMergeKey;
exports.merge = merge;


/***/ }),

/***/ 303:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var toJS = __nccwpck_require__(4043);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var pairs = __nccwpck_require__(8385);

class YAMLOMap extends YAMLSeq.YAMLSeq {
    constructor() {
        super();
        this.add = YAMLMap.YAMLMap.prototype.add.bind(this);
        this.delete = YAMLMap.YAMLMap.prototype.delete.bind(this);
        this.get = YAMLMap.YAMLMap.prototype.get.bind(this);
        this.has = YAMLMap.YAMLMap.prototype.has.bind(this);
        this.set = YAMLMap.YAMLMap.prototype.set.bind(this);
        this.tag = YAMLOMap.tag;
    }
    /**
     * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
     * but TypeScript won't allow widening the signature of a child method.
     */
    toJSON(_, ctx) {
        if (!ctx)
            return super.toJSON(_);
        const map = new Map();
        if (ctx?.onCreate)
            ctx.onCreate(map);
        for (const pair of this.items) {
            let key, value;
            if (identity.isPair(pair)) {
                key = toJS.toJS(pair.key, '', ctx);
                value = toJS.toJS(pair.value, key, ctx);
            }
            else {
                key = toJS.toJS(pair, '', ctx);
            }
            if (map.has(key))
                throw new Error('Ordered maps must not include duplicate keys');
            map.set(key, value);
        }
        return map;
    }
    static from(schema, iterable, ctx) {
        const pairs$1 = pairs.createPairs(schema, iterable, ctx);
        const omap = new this();
        omap.items = pairs$1.items;
        return omap;
    }
}
YAMLOMap.tag = 'tag:yaml.org,2002:omap';
const omap = {
    collection: 'seq',
    identify: value => value instanceof Map,
    nodeClass: YAMLOMap,
    default: false,
    tag: 'tag:yaml.org,2002:omap',
    resolve(seq, onError) {
        const pairs$1 = pairs.resolvePairs(seq, onError);
        const seenKeys = [];
        for (const { key } of pairs$1.items) {
            if (identity.isScalar(key)) {
                if (seenKeys.includes(key.value)) {
                    onError(`Ordered maps must not include duplicate keys: ${key.value}`);
                }
                else {
                    seenKeys.push(key.value);
                }
            }
        }
        return Object.assign(new YAMLOMap(), pairs$1);
    },
    createNode: (schema, iterable, ctx) => YAMLOMap.from(schema, iterable, ctx)
};

exports.YAMLOMap = YAMLOMap;
exports.omap = omap;


/***/ }),

/***/ 8385:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var Scalar = __nccwpck_require__(3301);
var YAMLSeq = __nccwpck_require__(2223);

function resolvePairs(seq, onError) {
    if (identity.isSeq(seq)) {
        for (let i = 0; i < seq.items.length; ++i) {
            let item = seq.items[i];
            if (identity.isPair(item))
                continue;
            else if (identity.isMap(item)) {
                if (item.items.length > 1)
                    onError('Each pair must have its own sequence indicator');
                const pair = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
                if (item.commentBefore)
                    pair.key.commentBefore = pair.key.commentBefore
                        ? `${item.commentBefore}\n${pair.key.commentBefore}`
                        : item.commentBefore;
                if (item.comment) {
                    const cn = pair.value ?? pair.key;
                    cn.comment = cn.comment
                        ? `${item.comment}\n${cn.comment}`
                        : item.comment;
                }
                item = pair;
            }
            seq.items[i] = identity.isPair(item) ? item : new Pair.Pair(item);
        }
    }
    else
        onError('Expected a sequence for this tag');
    return seq;
}
function createPairs(schema, iterable, ctx) {
    const { replacer } = ctx;
    const pairs = new YAMLSeq.YAMLSeq(schema);
    pairs.tag = 'tag:yaml.org,2002:pairs';
    let i = 0;
    if (iterable && Symbol.iterator in Object(iterable))
        for (let it of iterable) {
            if (typeof replacer === 'function')
                it = replacer.call(iterable, String(i++), it);
            let key, value;
            if (Array.isArray(it)) {
                if (it.length === 2) {
                    key = it[0];
                    value = it[1];
                }
                else
                    throw new TypeError(`Expected [key, value] tuple: ${it}`);
            }
            else if (it && it instanceof Object) {
                const keys = Object.keys(it);
                if (keys.length === 1) {
                    key = keys[0];
                    value = it[key];
                }
                else {
                    throw new TypeError(`Expected tuple with one key, not ${keys.length} keys`);
                }
            }
            else {
                key = it;
            }
            pairs.items.push(Pair.createPair(key, value, ctx));
        }
    return pairs;
}
const pairs = {
    collection: 'seq',
    default: false,
    tag: 'tag:yaml.org,2002:pairs',
    resolve: resolvePairs,
    createNode: createPairs
};

exports.createPairs = createPairs;
exports.pairs = pairs;
exports.resolvePairs = resolvePairs;


/***/ }),

/***/ 5913:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var map = __nccwpck_require__(7451);
var _null = __nccwpck_require__(3632);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var binary = __nccwpck_require__(6083);
var bool = __nccwpck_require__(8398);
var float = __nccwpck_require__(5782);
var int = __nccwpck_require__(873);
var merge = __nccwpck_require__(452);
var omap = __nccwpck_require__(303);
var pairs = __nccwpck_require__(8385);
var set = __nccwpck_require__(1528);
var timestamp = __nccwpck_require__(6752);

const schema = [
    map.map,
    seq.seq,
    string.string,
    _null.nullTag,
    bool.trueTag,
    bool.falseTag,
    int.intBin,
    int.intOct,
    int.int,
    int.intHex,
    float.floatNaN,
    float.floatExp,
    float.float,
    binary.binary,
    merge.merge,
    omap.omap,
    pairs.pairs,
    set.set,
    timestamp.intTime,
    timestamp.floatTime,
    timestamp.timestamp
];

exports.schema = schema;


/***/ }),

/***/ 1528:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var YAMLMap = __nccwpck_require__(4454);

class YAMLSet extends YAMLMap.YAMLMap {
    constructor(schema) {
        super(schema);
        this.tag = YAMLSet.tag;
    }
    add(key) {
        let pair;
        if (identity.isPair(key))
            pair = key;
        else if (key &&
            typeof key === 'object' &&
            'key' in key &&
            'value' in key &&
            key.value === null)
            pair = new Pair.Pair(key.key, null);
        else
            pair = new Pair.Pair(key, null);
        const prev = YAMLMap.findPair(this.items, pair.key);
        if (!prev)
            this.items.push(pair);
    }
    /**
     * If `keepPair` is `true`, returns the Pair matching `key`.
     * Otherwise, returns the value of that Pair's key.
     */
    get(key, keepPair) {
        const pair = YAMLMap.findPair(this.items, key);
        return !keepPair && identity.isPair(pair)
            ? identity.isScalar(pair.key)
                ? pair.key.value
                : pair.key
            : pair;
    }
    set(key, value) {
        if (typeof value !== 'boolean')
            throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
        const prev = YAMLMap.findPair(this.items, key);
        if (prev && !value) {
            this.items.splice(this.items.indexOf(prev), 1);
        }
        else if (!prev && value) {
            this.items.push(new Pair.Pair(key));
        }
    }
    toJSON(_, ctx) {
        return super.toJSON(_, ctx, Set);
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        if (this.hasAllNullValues(true))
            return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
        else
            throw new Error('Set items must all have null values');
    }
    static from(schema, iterable, ctx) {
        const { replacer } = ctx;
        const set = new this(schema);
        if (iterable && Symbol.iterator in Object(iterable))
            for (let value of iterable) {
                if (typeof replacer === 'function')
                    value = replacer.call(iterable, value, value);
                set.items.push(Pair.createPair(value, null, ctx));
            }
        return set;
    }
}
YAMLSet.tag = 'tag:yaml.org,2002:set';
const set = {
    collection: 'map',
    identify: value => value instanceof Set,
    nodeClass: YAMLSet,
    default: false,
    tag: 'tag:yaml.org,2002:set',
    createNode: (schema, iterable, ctx) => YAMLSet.from(schema, iterable, ctx),
    resolve(map, onError) {
        if (identity.isMap(map)) {
            if (map.hasAllNullValues(true))
                return Object.assign(new YAMLSet(), map);
            else
                onError('Set items must all have null values');
        }
        else
            onError('Expected a mapping for this tag');
        return map;
    }
};

exports.YAMLSet = YAMLSet;
exports.set = set;


/***/ }),

/***/ 6752:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyNumber = __nccwpck_require__(8689);

/** Internal types handle bigint as number, because TS can't figure it out. */
function parseSexagesimal(str, asBigInt) {
    const sign = str[0];
    const parts = sign === '-' || sign === '+' ? str.substring(1) : str;
    const num = (n) => asBigInt ? BigInt(n) : Number(n);
    const res = parts
        .replace(/_/g, '')
        .split(':')
        .reduce((res, p) => res * num(60) + num(p), num(0));
    return (sign === '-' ? num(-1) * res : res);
}
/**
 * hhhh:mm:ss.sss
 *
 * Internal types handle bigint as number, because TS can't figure it out.
 */
function stringifySexagesimal(node) {
    let { value } = node;
    let num = (n) => n;
    if (typeof value === 'bigint')
        num = n => BigInt(n);
    else if (isNaN(value) || !isFinite(value))
        return stringifyNumber.stringifyNumber(node);
    let sign = '';
    if (value < 0) {
        sign = '-';
        value *= num(-1);
    }
    const _60 = num(60);
    const parts = [value % _60]; // seconds, including ms
    if (value < 60) {
        parts.unshift(0); // at least one : is required
    }
    else {
        value = (value - parts[0]) / _60;
        parts.unshift(value % _60); // minutes
        if (value >= 60) {
            value = (value - parts[0]) / _60;
            parts.unshift(value); // hours
        }
    }
    return (sign +
        parts
            .map(n => String(n).padStart(2, '0'))
            .join(':')
            .replace(/000000\d*$/, '') // % 60 may introduce error
    );
}
const intTime = {
    identify: value => typeof value === 'bigint' || Number.isInteger(value),
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'TIME',
    test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
    resolve: (str, _onError, { intAsBigInt }) => parseSexagesimal(str, intAsBigInt),
    stringify: stringifySexagesimal
};
const floatTime = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'TIME',
    test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
    resolve: str => parseSexagesimal(str, false),
    stringify: stringifySexagesimal
};
const timestamp = {
    identify: value => value instanceof Date,
    default: true,
    tag: 'tag:yaml.org,2002:timestamp',
    // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
    // may be omitted altogether, resulting in a date format. In such a case, the time part is
    // assumed to be 00:00:00Z (start of day, UTC).
    test: RegExp('^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})' + // YYYY-Mm-Dd
        '(?:' + // time is optional
        '(?:t|T|[ \\t]+)' + // t | T | whitespace
        '([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)' + // Hh:Mm:Ss(.ss)?
        '(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?' + // Z | +5 | -03:30
        ')?$'),
    resolve(str) {
        const match = str.match(timestamp.test);
        if (!match)
            throw new Error('!!timestamp expects a date, starting with yyyy-mm-dd');
        const [, year, month, day, hour, minute, second] = match.map(Number);
        const millisec = match[7] ? Number((match[7] + '00').substr(1, 3)) : 0;
        let date = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
        const tz = match[8];
        if (tz && tz !== 'Z') {
            let d = parseSexagesimal(tz, false);
            if (Math.abs(d) < 30)
                d *= 60;
            date -= 60000 * d;
        }
        return new Date(date);
    },
    stringify: ({ value }) => value?.toISOString().replace(/(T00:00:00)?\.000Z$/, '') ?? ''
};

exports.floatTime = floatTime;
exports.intTime = intTime;
exports.timestamp = timestamp;


/***/ }),

/***/ 4475:
/***/ ((__unused_webpack_module, exports) => {



const FOLD_FLOW = 'flow';
const FOLD_BLOCK = 'block';
const FOLD_QUOTED = 'quoted';
/**
 * Tries to keep input at up to `lineWidth` characters, splitting only on spaces
 * not followed by newlines or spaces unless `mode` is `'quoted'`. Lines are
 * terminated with `\n` and started with `indent`.
 */
function foldFlowLines(text, indent, mode = 'flow', { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
    if (!lineWidth || lineWidth < 0)
        return text;
    if (lineWidth < minContentWidth)
        minContentWidth = 0;
    const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent.length);
    if (text.length <= endStep)
        return text;
    const folds = [];
    const escapedFolds = {};
    let end = lineWidth - indent.length;
    if (typeof indentAtStart === 'number') {
        if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
            folds.push(0);
        else
            end = lineWidth - indentAtStart;
    }
    let split = undefined;
    let prev = undefined;
    let overflow = false;
    let i = -1;
    let escStart = -1;
    let escEnd = -1;
    if (mode === FOLD_BLOCK) {
        i = consumeMoreIndentedLines(text, i, indent.length);
        if (i !== -1)
            end = i + endStep;
    }
    for (let ch; (ch = text[(i += 1)]);) {
        if (mode === FOLD_QUOTED && ch === '\\') {
            escStart = i;
            switch (text[i + 1]) {
                case 'x':
                    i += 3;
                    break;
                case 'u':
                    i += 5;
                    break;
                case 'U':
                    i += 9;
                    break;
                default:
                    i += 1;
            }
            escEnd = i;
        }
        if (ch === '\n') {
            if (mode === FOLD_BLOCK)
                i = consumeMoreIndentedLines(text, i, indent.length);
            end = i + indent.length + endStep;
            split = undefined;
        }
        else {
            if (ch === ' ' &&
                prev &&
                prev !== ' ' &&
                prev !== '\n' &&
                prev !== '\t') {
                // space surrounded by non-space can be replaced with newline + indent
                const next = text[i + 1];
                if (next && next !== ' ' && next !== '\n' && next !== '\t')
                    split = i;
            }
            if (i >= end) {
                if (split) {
                    folds.push(split);
                    end = split + endStep;
                    split = undefined;
                }
                else if (mode === FOLD_QUOTED) {
                    // white-space collected at end may stretch past lineWidth
                    while (prev === ' ' || prev === '\t') {
                        prev = ch;
                        ch = text[(i += 1)];
                        overflow = true;
                    }
                    // Account for newline escape, but don't break preceding escape
                    const j = i > escEnd + 1 ? i - 2 : escStart - 1;
                    // Bail out if lineWidth & minContentWidth are shorter than an escape string
                    if (escapedFolds[j])
                        return text;
                    folds.push(j);
                    escapedFolds[j] = true;
                    end = j + endStep;
                    split = undefined;
                }
                else {
                    overflow = true;
                }
            }
        }
        prev = ch;
    }
    if (overflow && onOverflow)
        onOverflow();
    if (folds.length === 0)
        return text;
    if (onFold)
        onFold();
    let res = text.slice(0, folds[0]);
    for (let i = 0; i < folds.length; ++i) {
        const fold = folds[i];
        const end = folds[i + 1] || text.length;
        if (fold === 0)
            res = `\n${indent}${text.slice(0, end)}`;
        else {
            if (mode === FOLD_QUOTED && escapedFolds[fold])
                res += `${text[fold]}\\`;
            res += `\n${indent}${text.slice(fold + 1, end)}`;
        }
    }
    return res;
}
/**
 * Presumes `i + 1` is at the start of a line
 * @returns index of last newline in more-indented block
 */
function consumeMoreIndentedLines(text, i, indent) {
    let end = i;
    let start = i + 1;
    let ch = text[start];
    while (ch === ' ' || ch === '\t') {
        if (i < start + indent) {
            ch = text[++i];
        }
        else {
            do {
                ch = text[++i];
            } while (ch && ch !== '\n');
            end = i;
            start = i + 1;
            ch = text[start];
        }
    }
    return end;
}

exports.FOLD_BLOCK = FOLD_BLOCK;
exports.FOLD_FLOW = FOLD_FLOW;
exports.FOLD_QUOTED = FOLD_QUOTED;
exports.foldFlowLines = foldFlowLines;


/***/ }),

/***/ 2148:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var anchors = __nccwpck_require__(1596);
var identity = __nccwpck_require__(1127);
var stringifyComment = __nccwpck_require__(9799);
var stringifyString = __nccwpck_require__(3069);

function createStringifyContext(doc, options) {
    const opt = Object.assign({
        blockQuote: true,
        commentString: stringifyComment.stringifyComment,
        defaultKeyType: null,
        defaultStringType: 'PLAIN',
        directives: null,
        doubleQuotedAsJSON: false,
        doubleQuotedMinMultiLineLength: 40,
        falseStr: 'false',
        flowCollectionPadding: true,
        indentSeq: true,
        lineWidth: 80,
        minContentWidth: 20,
        nullStr: 'null',
        simpleKeys: false,
        singleQuote: null,
        trailingComma: false,
        trueStr: 'true',
        verifyAliasOrder: true
    }, doc.schema.toStringOptions, options);
    let inFlow;
    switch (opt.collectionStyle) {
        case 'block':
            inFlow = false;
            break;
        case 'flow':
            inFlow = true;
            break;
        default:
            inFlow = null;
    }
    return {
        anchors: new Set(),
        doc,
        flowCollectionPadding: opt.flowCollectionPadding ? ' ' : '',
        indent: '',
        indentStep: typeof opt.indent === 'number' ? ' '.repeat(opt.indent) : '  ',
        inFlow,
        options: opt
    };
}
function getTagObject(tags, item) {
    if (item.tag) {
        const match = tags.filter(t => t.tag === item.tag);
        if (match.length > 0)
            return match.find(t => t.format === item.format) ?? match[0];
    }
    let tagObj = undefined;
    let obj;
    if (identity.isScalar(item)) {
        obj = item.value;
        let match = tags.filter(t => t.identify?.(obj));
        if (match.length > 1) {
            const testMatch = match.filter(t => t.test);
            if (testMatch.length > 0)
                match = testMatch;
        }
        tagObj =
            match.find(t => t.format === item.format) ?? match.find(t => !t.format);
    }
    else {
        obj = item;
        tagObj = tags.find(t => t.nodeClass && obj instanceof t.nodeClass);
    }
    if (!tagObj) {
        const name = obj?.constructor?.name ?? (obj === null ? 'null' : typeof obj);
        throw new Error(`Tag not resolved for ${name} value`);
    }
    return tagObj;
}
// needs to be called before value stringifier to allow for circular anchor refs
function stringifyProps(node, tagObj, { anchors: anchors$1, doc }) {
    if (!doc.directives)
        return '';
    const props = [];
    const anchor = (identity.isScalar(node) || identity.isCollection(node)) && node.anchor;
    if (anchor && anchors.anchorIsValid(anchor)) {
        anchors$1.add(anchor);
        props.push(`&${anchor}`);
    }
    const tag = node.tag ?? (tagObj.default ? null : tagObj.tag);
    if (tag)
        props.push(doc.directives.tagString(tag));
    return props.join(' ');
}
function stringify(item, ctx, onComment, onChompKeep) {
    if (identity.isPair(item))
        return item.toString(ctx, onComment, onChompKeep);
    if (identity.isAlias(item)) {
        if (ctx.doc.directives)
            return item.toString(ctx);
        if (ctx.resolvedAliases?.has(item)) {
            throw new TypeError(`Cannot stringify circular structure without alias nodes`);
        }
        else {
            if (ctx.resolvedAliases)
                ctx.resolvedAliases.add(item);
            else
                ctx.resolvedAliases = new Set([item]);
            item = item.resolve(ctx.doc);
        }
    }
    let tagObj = undefined;
    const node = identity.isNode(item)
        ? item
        : ctx.doc.createNode(item, { onTagObj: o => (tagObj = o) });
    tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node));
    const props = stringifyProps(node, tagObj, ctx);
    if (props.length > 0)
        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1;
    const str = typeof tagObj.stringify === 'function'
        ? tagObj.stringify(node, ctx, onComment, onChompKeep)
        : identity.isScalar(node)
            ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep)
            : node.toString(ctx, onComment, onChompKeep);
    if (!props)
        return str;
    return identity.isScalar(node) || str[0] === '{' || str[0] === '['
        ? `${props} ${str}`
        : `${props}\n${ctx.indent}${str}`;
}

exports.createStringifyContext = createStringifyContext;
exports.stringify = stringify;


/***/ }),

/***/ 1212:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var stringify = __nccwpck_require__(2148);
var stringifyComment = __nccwpck_require__(9799);

function stringifyCollection(collection, ctx, options) {
    const flow = ctx.inFlow ?? collection.flow;
    const stringify = flow ? stringifyFlowCollection : stringifyBlockCollection;
    return stringify(collection, ctx, options);
}
function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
    const { indent, options: { commentString } } = ctx;
    const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
    let chompKeep = false; // flag for the preceding node's status
    const lines = [];
    for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
            if (!chompKeep && item.spaceBefore)
                lines.push('');
            addCommentBefore(ctx, lines, item.commentBefore, chompKeep);
            if (item.comment)
                comment = item.comment;
        }
        else if (identity.isPair(item)) {
            const ik = identity.isNode(item.key) ? item.key : null;
            if (ik) {
                if (!chompKeep && ik.spaceBefore)
                    lines.push('');
                addCommentBefore(ctx, lines, ik.commentBefore, chompKeep);
            }
        }
        chompKeep = false;
        let str = stringify.stringify(item, itemCtx, () => (comment = null), () => (chompKeep = true));
        if (comment)
            str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        if (chompKeep && comment)
            chompKeep = false;
        lines.push(blockItemPrefix + str);
    }
    let str;
    if (lines.length === 0) {
        str = flowChars.start + flowChars.end;
    }
    else {
        str = lines[0];
        for (let i = 1; i < lines.length; ++i) {
            const line = lines[i];
            str += line ? `\n${indent}${line}` : '\n';
        }
    }
    if (comment) {
        str += '\n' + stringifyComment.indentComment(commentString(comment), indent);
        if (onComment)
            onComment();
    }
    else if (chompKeep && onChompKeep)
        onChompKeep();
    return str;
}
function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
    const { indent, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
    itemIndent += indentStep;
    const itemCtx = Object.assign({}, ctx, {
        indent: itemIndent,
        inFlow: true,
        type: null
    });
    let reqNewline = false;
    let linesAtValue = 0;
    const lines = [];
    for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
            if (item.spaceBefore)
                lines.push('');
            addCommentBefore(ctx, lines, item.commentBefore, false);
            if (item.comment)
                comment = item.comment;
        }
        else if (identity.isPair(item)) {
            const ik = identity.isNode(item.key) ? item.key : null;
            if (ik) {
                if (ik.spaceBefore)
                    lines.push('');
                addCommentBefore(ctx, lines, ik.commentBefore, false);
                if (ik.comment)
                    reqNewline = true;
            }
            const iv = identity.isNode(item.value) ? item.value : null;
            if (iv) {
                if (iv.comment)
                    comment = iv.comment;
                if (iv.commentBefore)
                    reqNewline = true;
            }
            else if (item.value == null && ik?.comment) {
                comment = ik.comment;
            }
        }
        if (comment)
            reqNewline = true;
        let str = stringify.stringify(item, itemCtx, () => (comment = null));
        reqNewline || (reqNewline = lines.length > linesAtValue || str.includes('\n'));
        if (i < items.length - 1) {
            str += ',';
        }
        else if (ctx.options.trailingComma) {
            if (ctx.options.lineWidth > 0) {
                reqNewline || (reqNewline = lines.reduce((sum, line) => sum + line.length + 2, 2) +
                    (str.length + 2) >
                    ctx.options.lineWidth);
            }
            if (reqNewline) {
                str += ',';
            }
        }
        if (comment)
            str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        lines.push(str);
        linesAtValue = lines.length;
    }
    const { start, end } = flowChars;
    if (lines.length === 0) {
        return start + end;
    }
    else {
        if (!reqNewline) {
            const len = lines.reduce((sum, line) => sum + line.length + 2, 2);
            reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
        }
        if (reqNewline) {
            let str = start;
            for (const line of lines)
                str += line ? `\n${indentStep}${indent}${line}` : '\n';
            return `${str}\n${indent}${end}`;
        }
        else {
            return `${start}${fcPadding}${lines.join(' ')}${fcPadding}${end}`;
        }
    }
}
function addCommentBefore({ indent, options: { commentString } }, lines, comment, chompKeep) {
    if (comment && chompKeep)
        comment = comment.replace(/^\n+/, '');
    if (comment) {
        const ic = stringifyComment.indentComment(commentString(comment), indent);
        lines.push(ic.trimStart()); // Avoid double indent on first line
    }
}

exports.stringifyCollection = stringifyCollection;


/***/ }),

/***/ 9799:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Stringifies a comment.
 *
 * Empty comment lines are left empty,
 * lines consisting of a single space are replaced by `#`,
 * and all other lines are prefixed with a `#`.
 */
const stringifyComment = (str) => str.replace(/^(?!$)(?: $)?/gm, '#');
function indentComment(comment, indent) {
    if (/^\n+$/.test(comment))
        return comment.substring(1);
    return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
}
const lineComment = (str, indent, comment) => str.endsWith('\n')
    ? indentComment(comment, indent)
    : comment.includes('\n')
        ? '\n' + indentComment(comment, indent)
        : (str.endsWith(' ') ? '' : ' ') + comment;

exports.indentComment = indentComment;
exports.lineComment = lineComment;
exports.stringifyComment = stringifyComment;


/***/ }),

/***/ 6829:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var stringify = __nccwpck_require__(2148);
var stringifyComment = __nccwpck_require__(9799);

function stringifyDocument(doc, options) {
    const lines = [];
    let hasDirectives = options.directives === true;
    if (options.directives !== false && doc.directives) {
        const dir = doc.directives.toString(doc);
        if (dir) {
            lines.push(dir);
            hasDirectives = true;
        }
        else if (doc.directives.docStart)
            hasDirectives = true;
    }
    if (hasDirectives)
        lines.push('---');
    const ctx = stringify.createStringifyContext(doc, options);
    const { commentString } = ctx.options;
    if (doc.commentBefore) {
        if (lines.length !== 1)
            lines.unshift('');
        const cs = commentString(doc.commentBefore);
        lines.unshift(stringifyComment.indentComment(cs, ''));
    }
    let chompKeep = false;
    let contentComment = null;
    if (doc.contents) {
        if (identity.isNode(doc.contents)) {
            if (doc.contents.spaceBefore && hasDirectives)
                lines.push('');
            if (doc.contents.commentBefore) {
                const cs = commentString(doc.contents.commentBefore);
                lines.push(stringifyComment.indentComment(cs, ''));
            }
            // top-level block scalars need to be indented if followed by a comment
            ctx.forceBlockIndent = !!doc.comment;
            contentComment = doc.contents.comment;
        }
        const onChompKeep = contentComment ? undefined : () => (chompKeep = true);
        let body = stringify.stringify(doc.contents, ctx, () => (contentComment = null), onChompKeep);
        if (contentComment)
            body += stringifyComment.lineComment(body, '', commentString(contentComment));
        if ((body[0] === '|' || body[0] === '>') &&
            lines[lines.length - 1] === '---') {
            // Top-level block scalars with a preceding doc marker ought to use the
            // same line for their header.
            lines[lines.length - 1] = `--- ${body}`;
        }
        else
            lines.push(body);
    }
    else {
        lines.push(stringify.stringify(doc.contents, ctx));
    }
    if (doc.directives?.docEnd) {
        if (doc.comment) {
            const cs = commentString(doc.comment);
            if (cs.includes('\n')) {
                lines.push('...');
                lines.push(stringifyComment.indentComment(cs, ''));
            }
            else {
                lines.push(`... ${cs}`);
            }
        }
        else {
            lines.push('...');
        }
    }
    else {
        let dc = doc.comment;
        if (dc && chompKeep)
            dc = dc.replace(/^\n+/, '');
        if (dc) {
            if ((!chompKeep || contentComment) && lines[lines.length - 1] !== '')
                lines.push('');
            lines.push(stringifyComment.indentComment(commentString(dc), ''));
        }
    }
    return lines.join('\n') + '\n';
}

exports.stringifyDocument = stringifyDocument;


/***/ }),

/***/ 8689:
/***/ ((__unused_webpack_module, exports) => {



function stringifyNumber({ format, minFractionDigits, tag, value }) {
    if (typeof value === 'bigint')
        return String(value);
    const num = typeof value === 'number' ? value : Number(value);
    if (!isFinite(num))
        return isNaN(num) ? '.nan' : num < 0 ? '-.inf' : '.inf';
    let n = Object.is(value, -0) ? '-0' : JSON.stringify(value);
    if (!format &&
        minFractionDigits &&
        (!tag || tag === 'tag:yaml.org,2002:float') &&
        /^-?\d/.test(n) &&
        !n.includes('e')) {
        let i = n.indexOf('.');
        if (i < 0) {
            i = n.length;
            n += '.';
        }
        let d = minFractionDigits - (n.length - i - 1);
        while (d-- > 0)
            n += '0';
    }
    return n;
}

exports.stringifyNumber = stringifyNumber;


/***/ }),

/***/ 9748:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var stringify = __nccwpck_require__(2148);
var stringifyComment = __nccwpck_require__(9799);

function stringifyPair({ key, value }, ctx, onComment, onChompKeep) {
    const { allNullValues, doc, indent, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
    let keyComment = (identity.isNode(key) && key.comment) || null;
    if (simpleKeys) {
        if (keyComment) {
            throw new Error('With simple keys, key nodes cannot have comments');
        }
        if (identity.isCollection(key) || (!identity.isNode(key) && typeof key === 'object')) {
            const msg = 'With simple keys, collection cannot be used as a key value';
            throw new Error(msg);
        }
    }
    let explicitKey = !simpleKeys &&
        (!key ||
            (keyComment && value == null && !ctx.inFlow) ||
            identity.isCollection(key) ||
            (identity.isScalar(key)
                ? key.type === Scalar.Scalar.BLOCK_FOLDED || key.type === Scalar.Scalar.BLOCK_LITERAL
                : typeof key === 'object'));
    ctx = Object.assign({}, ctx, {
        allNullValues: false,
        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
        indent: indent + indentStep
    });
    let keyCommentDone = false;
    let chompKeep = false;
    let str = stringify.stringify(key, ctx, () => (keyCommentDone = true), () => (chompKeep = true));
    if (!explicitKey && !ctx.inFlow && str.length > 1024) {
        if (simpleKeys)
            throw new Error('With simple keys, single line scalar must not span more than 1024 characters');
        explicitKey = true;
    }
    if (ctx.inFlow) {
        if (allNullValues || value == null) {
            if (keyCommentDone && onComment)
                onComment();
            return str === '' ? '?' : explicitKey ? `? ${str}` : str;
        }
    }
    else if ((allNullValues && !simpleKeys) || (value == null && explicitKey)) {
        str = `? ${str}`;
        if (keyComment && !keyCommentDone) {
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        }
        else if (chompKeep && onChompKeep)
            onChompKeep();
        return str;
    }
    if (keyCommentDone)
        keyComment = null;
    if (explicitKey) {
        if (keyComment)
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        str = `? ${str}\n${indent}:`;
    }
    else {
        str = `${str}:`;
        if (keyComment)
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
    }
    let vsb, vcb, valueComment;
    if (identity.isNode(value)) {
        vsb = !!value.spaceBefore;
        vcb = value.commentBefore;
        valueComment = value.comment;
    }
    else {
        vsb = false;
        vcb = null;
        valueComment = null;
        if (value && typeof value === 'object')
            value = doc.createNode(value);
    }
    ctx.implicitKey = false;
    if (!explicitKey && !keyComment && identity.isScalar(value))
        ctx.indentAtStart = str.length + 1;
    chompKeep = false;
    if (!indentSeq &&
        indentStep.length >= 2 &&
        !ctx.inFlow &&
        !explicitKey &&
        identity.isSeq(value) &&
        !value.flow &&
        !value.tag &&
        !value.anchor) {
        // If indentSeq === false, consider '- ' as part of indentation where possible
        ctx.indent = ctx.indent.substring(2);
    }
    let valueCommentDone = false;
    const valueStr = stringify.stringify(value, ctx, () => (valueCommentDone = true), () => (chompKeep = true));
    let ws = ' ';
    if (keyComment || vsb || vcb) {
        ws = vsb ? '\n' : '';
        if (vcb) {
            const cs = commentString(vcb);
            ws += `\n${stringifyComment.indentComment(cs, ctx.indent)}`;
        }
        if (valueStr === '' && !ctx.inFlow) {
            if (ws === '\n' && valueComment)
                ws = '\n\n';
        }
        else {
            ws += `\n${ctx.indent}`;
        }
    }
    else if (!explicitKey && identity.isCollection(value)) {
        const vs0 = valueStr[0];
        const nl0 = valueStr.indexOf('\n');
        const hasNewline = nl0 !== -1;
        const flow = ctx.inFlow ?? value.flow ?? value.items.length === 0;
        if (hasNewline || !flow) {
            let hasPropsLine = false;
            if (hasNewline && (vs0 === '&' || vs0 === '!')) {
                let sp0 = valueStr.indexOf(' ');
                if (vs0 === '&' &&
                    sp0 !== -1 &&
                    sp0 < nl0 &&
                    valueStr[sp0 + 1] === '!') {
                    sp0 = valueStr.indexOf(' ', sp0 + 1);
                }
                if (sp0 === -1 || nl0 < sp0)
                    hasPropsLine = true;
            }
            if (!hasPropsLine)
                ws = `\n${ctx.indent}`;
        }
    }
    else if (valueStr === '' || valueStr[0] === '\n') {
        ws = '';
    }
    str += ws + valueStr;
    if (ctx.inFlow) {
        if (valueCommentDone && onComment)
            onComment();
    }
    else if (valueComment && !valueCommentDone) {
        str += stringifyComment.lineComment(str, ctx.indent, commentString(valueComment));
    }
    else if (chompKeep && onChompKeep) {
        onChompKeep();
    }
    return str;
}

exports.stringifyPair = stringifyPair;


/***/ }),

/***/ 3069:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var foldFlowLines = __nccwpck_require__(4475);

const getFoldOptions = (ctx, isBlock) => ({
    indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
    lineWidth: ctx.options.lineWidth,
    minContentWidth: ctx.options.minContentWidth
});
// Also checks for lines starting with %, as parsing the output as YAML 1.1 will
// presume that's starting a new document.
const containsDocumentMarker = (str) => /^(%|---|\.\.\.)/m.test(str);
function lineLengthOverLimit(str, lineWidth, indentLength) {
    if (!lineWidth || lineWidth < 0)
        return false;
    const limit = lineWidth - indentLength;
    const strLen = str.length;
    if (strLen <= limit)
        return false;
    for (let i = 0, start = 0; i < strLen; ++i) {
        if (str[i] === '\n') {
            if (i - start > limit)
                return true;
            start = i + 1;
            if (strLen - start <= limit)
                return false;
        }
    }
    return true;
}
function doubleQuotedString(value, ctx) {
    const json = JSON.stringify(value);
    if (ctx.options.doubleQuotedAsJSON)
        return json;
    const { implicitKey } = ctx;
    const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
    const indent = ctx.indent || (containsDocumentMarker(value) ? '  ' : '');
    let str = '';
    let start = 0;
    for (let i = 0, ch = json[i]; ch; ch = json[++i]) {
        if (ch === ' ' && json[i + 1] === '\\' && json[i + 2] === 'n') {
            // space before newline needs to be escaped to not be folded
            str += json.slice(start, i) + '\\ ';
            i += 1;
            start = i;
            ch = '\\';
        }
        if (ch === '\\')
            switch (json[i + 1]) {
                case 'u':
                    {
                        str += json.slice(start, i);
                        const code = json.substr(i + 2, 4);
                        switch (code) {
                            case '0000':
                                str += '\\0';
                                break;
                            case '0007':
                                str += '\\a';
                                break;
                            case '000b':
                                str += '\\v';
                                break;
                            case '001b':
                                str += '\\e';
                                break;
                            case '0085':
                                str += '\\N';
                                break;
                            case '00a0':
                                str += '\\_';
                                break;
                            case '2028':
                                str += '\\L';
                                break;
                            case '2029':
                                str += '\\P';
                                break;
                            default:
                                if (code.substr(0, 2) === '00')
                                    str += '\\x' + code.substr(2);
                                else
                                    str += json.substr(i, 6);
                        }
                        i += 5;
                        start = i + 1;
                    }
                    break;
                case 'n':
                    if (implicitKey ||
                        json[i + 2] === '"' ||
                        json.length < minMultiLineLength) {
                        i += 1;
                    }
                    else {
                        // folding will eat first newline
                        str += json.slice(start, i) + '\n\n';
                        while (json[i + 2] === '\\' &&
                            json[i + 3] === 'n' &&
                            json[i + 4] !== '"') {
                            str += '\n';
                            i += 2;
                        }
                        str += indent;
                        // space after newline needs to be escaped to not be folded
                        if (json[i + 2] === ' ')
                            str += '\\';
                        i += 1;
                        start = i + 1;
                    }
                    break;
                default:
                    i += 1;
            }
    }
    str = start ? str + json.slice(start) : json;
    return implicitKey
        ? str
        : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
}
function singleQuotedString(value, ctx) {
    if (ctx.options.singleQuote === false ||
        (ctx.implicitKey && value.includes('\n')) ||
        /[ \t]\n|\n[ \t]/.test(value) // single quoted string can't have leading or trailing whitespace around newline
    )
        return doubleQuotedString(value, ctx);
    const indent = ctx.indent || (containsDocumentMarker(value) ? '  ' : '');
    const res = "'" + value.replace(/'/g, "''").replace(/\n+/g, `$&\n${indent}`) + "'";
    return ctx.implicitKey
        ? res
        : foldFlowLines.foldFlowLines(res, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
}
function quotedString(value, ctx) {
    const { singleQuote } = ctx.options;
    let qs;
    if (singleQuote === false)
        qs = doubleQuotedString;
    else {
        const hasDouble = value.includes('"');
        const hasSingle = value.includes("'");
        if (hasDouble && !hasSingle)
            qs = singleQuotedString;
        else if (hasSingle && !hasDouble)
            qs = doubleQuotedString;
        else
            qs = singleQuote ? singleQuotedString : doubleQuotedString;
    }
    return qs(value, ctx);
}
// The negative lookbehind avoids a polynomial search,
// but isn't supported yet on Safari: https://caniuse.com/js-regexp-lookbehind
let blockEndNewlines;
try {
    blockEndNewlines = new RegExp('(^|(?<!\n))\n+(?!\n|$)', 'g');
}
catch {
    blockEndNewlines = /\n+(?!\n|$)/g;
}
function blockString({ comment, type, value }, ctx, onComment, onChompKeep) {
    const { blockQuote, commentString, lineWidth } = ctx.options;
    // 1. Block can't end in whitespace unless the last line is non-empty.
    // 2. Strings consisting of only whitespace are best rendered explicitly.
    if (!blockQuote || /\n[\t ]+$/.test(value)) {
        return quotedString(value, ctx);
    }
    const indent = ctx.indent ||
        (ctx.forceBlockIndent || containsDocumentMarker(value) ? '  ' : '');
    const literal = blockQuote === 'literal'
        ? true
        : blockQuote === 'folded' || type === Scalar.Scalar.BLOCK_FOLDED
            ? false
            : type === Scalar.Scalar.BLOCK_LITERAL
                ? true
                : !lineLengthOverLimit(value, lineWidth, indent.length);
    if (!value)
        return literal ? '|\n' : '>\n';
    // determine chomping from whitespace at value end
    let chomp;
    let endStart;
    for (endStart = value.length; endStart > 0; --endStart) {
        const ch = value[endStart - 1];
        if (ch !== '\n' && ch !== '\t' && ch !== ' ')
            break;
    }
    let end = value.substring(endStart);
    const endNlPos = end.indexOf('\n');
    if (endNlPos === -1) {
        chomp = '-'; // strip
    }
    else if (value === end || endNlPos !== end.length - 1) {
        chomp = '+'; // keep
        if (onChompKeep)
            onChompKeep();
    }
    else {
        chomp = ''; // clip
    }
    if (end) {
        value = value.slice(0, -end.length);
        if (end[end.length - 1] === '\n')
            end = end.slice(0, -1);
        end = end.replace(blockEndNewlines, `$&${indent}`);
    }
    // determine indent indicator from whitespace at value start
    let startWithSpace = false;
    let startEnd;
    let startNlPos = -1;
    for (startEnd = 0; startEnd < value.length; ++startEnd) {
        const ch = value[startEnd];
        if (ch === ' ')
            startWithSpace = true;
        else if (ch === '\n')
            startNlPos = startEnd;
        else
            break;
    }
    let start = value.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
    if (start) {
        value = value.substring(start.length);
        start = start.replace(/\n+/g, `$&${indent}`);
    }
    const indentSize = indent ? '2' : '1'; // root is at -1
    // Leading | or > is added later
    let header = (startWithSpace ? indentSize : '') + chomp;
    if (comment) {
        header += ' ' + commentString(comment.replace(/ ?[\r\n]+/g, ' '));
        if (onComment)
            onComment();
    }
    if (!literal) {
        const foldedValue = value
            .replace(/\n+/g, '\n$&')
            .replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, '$1$2') // more-indented lines aren't folded
            //                ^ more-ind. ^ empty     ^ capture next empty lines only at end of indent
            .replace(/\n+/g, `$&${indent}`);
        let literalFallback = false;
        const foldOptions = getFoldOptions(ctx, true);
        if (blockQuote !== 'folded' && type !== Scalar.Scalar.BLOCK_FOLDED) {
            foldOptions.onOverflow = () => {
                literalFallback = true;
            };
        }
        const body = foldFlowLines.foldFlowLines(`${start}${foldedValue}${end}`, indent, foldFlowLines.FOLD_BLOCK, foldOptions);
        if (!literalFallback)
            return `>${header}\n${indent}${body}`;
    }
    value = value.replace(/\n+/g, `$&${indent}`);
    return `|${header}\n${indent}${start}${value}${end}`;
}
function plainString(item, ctx, onComment, onChompKeep) {
    const { type, value } = item;
    const { actualString, implicitKey, indent, indentStep, inFlow } = ctx;
    if ((implicitKey && value.includes('\n')) ||
        (inFlow && /[[\]{},]/.test(value))) {
        return quotedString(value, ctx);
    }
    if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value)) {
        // not allowed:
        // - '-' or '?'
        // - start with an indicator character (except [?:-]) or /[?-] /
        // - '\n ', ': ' or ' \n' anywhere
        // - '#' not preceded by a non-space char
        // - end with ' ' or ':'
        return implicitKey || inFlow || !value.includes('\n')
            ? quotedString(value, ctx)
            : blockString(item, ctx, onComment, onChompKeep);
    }
    if (!implicitKey &&
        !inFlow &&
        type !== Scalar.Scalar.PLAIN &&
        value.includes('\n')) {
        // Where allowed & type not set explicitly, prefer block style for multiline strings
        return blockString(item, ctx, onComment, onChompKeep);
    }
    if (containsDocumentMarker(value)) {
        if (indent === '') {
            ctx.forceBlockIndent = true;
            return blockString(item, ctx, onComment, onChompKeep);
        }
        else if (implicitKey && indent === indentStep) {
            return quotedString(value, ctx);
        }
    }
    const str = value.replace(/\n+/g, `$&\n${indent}`);
    // Verify that output will be parsed as a string, as e.g. plain numbers and
    // booleans get parsed with those types in v1.2 (e.g. '42', 'true' & '0.9e-3'),
    // and others in v1.1.
    if (actualString) {
        const test = (tag) => tag.default && tag.tag !== 'tag:yaml.org,2002:str' && tag.test?.test(str);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
            return quotedString(value, ctx);
    }
    return implicitKey
        ? str
        : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
}
function stringifyString(item, ctx, onComment, onChompKeep) {
    const { implicitKey, inFlow } = ctx;
    const ss = typeof item.value === 'string'
        ? item
        : Object.assign({}, item, { value: String(item.value) });
    let { type } = item;
    if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
        // force double quotes on control characters & unpaired surrogates
        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss.value))
            type = Scalar.Scalar.QUOTE_DOUBLE;
    }
    const _stringify = (_type) => {
        switch (_type) {
            case Scalar.Scalar.BLOCK_FOLDED:
            case Scalar.Scalar.BLOCK_LITERAL:
                return implicitKey || inFlow
                    ? quotedString(ss.value, ctx) // blocks are not valid inside flow containers
                    : blockString(ss, ctx, onComment, onChompKeep);
            case Scalar.Scalar.QUOTE_DOUBLE:
                return doubleQuotedString(ss.value, ctx);
            case Scalar.Scalar.QUOTE_SINGLE:
                return singleQuotedString(ss.value, ctx);
            case Scalar.Scalar.PLAIN:
                return plainString(ss, ctx, onComment, onChompKeep);
            default:
                return null;
        }
    };
    let res = _stringify(type);
    if (res === null) {
        const { defaultKeyType, defaultStringType } = ctx.options;
        const t = (implicitKey && defaultKeyType) || defaultStringType;
        res = _stringify(t);
        if (res === null)
            throw new Error(`Unsupported default string type ${t}`);
    }
    return res;
}

exports.stringifyString = stringifyString;


/***/ }),

/***/ 204:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);

const BREAK = Symbol('break visit');
const SKIP = Symbol('skip children');
const REMOVE = Symbol('remove node');
/**
 * Apply a visitor to an AST node or document.
 *
 * Walks through the tree (depth-first) starting from `node`, calling a
 * `visitor` function with three arguments:
 *   - `key`: For sequence values and map `Pair`, the node's index in the
 *     collection. Within a `Pair`, `'key'` or `'value'`, correspondingly.
 *     `null` for the root node.
 *   - `node`: The current node.
 *   - `path`: The ancestry of the current node.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this node, continue with next
 *     sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current node, then continue with the next one
 *   - `Node`: Replace the current node, then continue by visiting it
 *   - `number`: While iterating the items of a sequence or map, set the index
 *     of the next step. This is useful especially if the index of the current
 *     node has changed.
 *
 * If `visitor` is a single function, it will be called with all values
 * encountered in the tree, including e.g. `null` values. Alternatively,
 * separate visitor functions may be defined for each `Map`, `Pair`, `Seq`,
 * `Alias` and `Scalar` node. To define the same visitor function for more than
 * one node type, use the `Collection` (map and seq), `Value` (map, seq & scalar)
 * and `Node` (alias, map, seq & scalar) targets. Of all these, only the most
 * specific defined one will be used for each node.
 */
function visit(node, visitor) {
    const visitor_ = initVisitor(visitor);
    if (identity.isDocument(node)) {
        const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
            node.contents = null;
    }
    else
        visit_(null, node, visitor_, Object.freeze([]));
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visit.BREAK = BREAK;
/** Do not visit the children of the current node */
visit.SKIP = SKIP;
/** Remove the current node */
visit.REMOVE = REMOVE;
function visit_(key, node, visitor, path) {
    const ctrl = callVisitor(key, node, visitor, path);
    if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visit_(key, ctrl, visitor, path);
    }
    if (typeof ctrl !== 'symbol') {
        if (identity.isCollection(node)) {
            path = Object.freeze(path.concat(node));
            for (let i = 0; i < node.items.length; ++i) {
                const ci = visit_(i, node.items[i], visitor, path);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    node.items.splice(i, 1);
                    i -= 1;
                }
            }
        }
        else if (identity.isPair(node)) {
            path = Object.freeze(path.concat(node));
            const ck = visit_('key', node.key, visitor, path);
            if (ck === BREAK)
                return BREAK;
            else if (ck === REMOVE)
                node.key = null;
            const cv = visit_('value', node.value, visitor, path);
            if (cv === BREAK)
                return BREAK;
            else if (cv === REMOVE)
                node.value = null;
        }
    }
    return ctrl;
}
/**
 * Apply an async visitor to an AST node or document.
 *
 * Walks through the tree (depth-first) starting from `node`, calling a
 * `visitor` function with three arguments:
 *   - `key`: For sequence values and map `Pair`, the node's index in the
 *     collection. Within a `Pair`, `'key'` or `'value'`, correspondingly.
 *     `null` for the root node.
 *   - `node`: The current node.
 *   - `path`: The ancestry of the current node.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `Promise`: Must resolve to one of the following values
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this node, continue with next
 *     sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current node, then continue with the next one
 *   - `Node`: Replace the current node, then continue by visiting it
 *   - `number`: While iterating the items of a sequence or map, set the index
 *     of the next step. This is useful especially if the index of the current
 *     node has changed.
 *
 * If `visitor` is a single function, it will be called with all values
 * encountered in the tree, including e.g. `null` values. Alternatively,
 * separate visitor functions may be defined for each `Map`, `Pair`, `Seq`,
 * `Alias` and `Scalar` node. To define the same visitor function for more than
 * one node type, use the `Collection` (map and seq), `Value` (map, seq & scalar)
 * and `Node` (alias, map, seq & scalar) targets. Of all these, only the most
 * specific defined one will be used for each node.
 */
async function visitAsync(node, visitor) {
    const visitor_ = initVisitor(visitor);
    if (identity.isDocument(node)) {
        const cd = await visitAsync_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
            node.contents = null;
    }
    else
        await visitAsync_(null, node, visitor_, Object.freeze([]));
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visitAsync.BREAK = BREAK;
/** Do not visit the children of the current node */
visitAsync.SKIP = SKIP;
/** Remove the current node */
visitAsync.REMOVE = REMOVE;
async function visitAsync_(key, node, visitor, path) {
    const ctrl = await callVisitor(key, node, visitor, path);
    if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visitAsync_(key, ctrl, visitor, path);
    }
    if (typeof ctrl !== 'symbol') {
        if (identity.isCollection(node)) {
            path = Object.freeze(path.concat(node));
            for (let i = 0; i < node.items.length; ++i) {
                const ci = await visitAsync_(i, node.items[i], visitor, path);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    node.items.splice(i, 1);
                    i -= 1;
                }
            }
        }
        else if (identity.isPair(node)) {
            path = Object.freeze(path.concat(node));
            const ck = await visitAsync_('key', node.key, visitor, path);
            if (ck === BREAK)
                return BREAK;
            else if (ck === REMOVE)
                node.key = null;
            const cv = await visitAsync_('value', node.value, visitor, path);
            if (cv === BREAK)
                return BREAK;
            else if (cv === REMOVE)
                node.value = null;
        }
    }
    return ctrl;
}
function initVisitor(visitor) {
    if (typeof visitor === 'object' &&
        (visitor.Collection || visitor.Node || visitor.Value)) {
        return Object.assign({
            Alias: visitor.Node,
            Map: visitor.Node,
            Scalar: visitor.Node,
            Seq: visitor.Node
        }, visitor.Value && {
            Map: visitor.Value,
            Scalar: visitor.Value,
            Seq: visitor.Value
        }, visitor.Collection && {
            Map: visitor.Collection,
            Seq: visitor.Collection
        }, visitor);
    }
    return visitor;
}
function callVisitor(key, node, visitor, path) {
    if (typeof visitor === 'function')
        return visitor(key, node, path);
    if (identity.isMap(node))
        return visitor.Map?.(key, node, path);
    if (identity.isSeq(node))
        return visitor.Seq?.(key, node, path);
    if (identity.isPair(node))
        return visitor.Pair?.(key, node, path);
    if (identity.isScalar(node))
        return visitor.Scalar?.(key, node, path);
    if (identity.isAlias(node))
        return visitor.Alias?.(key, node, path);
    return undefined;
}
function replaceNode(key, path, node) {
    const parent = path[path.length - 1];
    if (identity.isCollection(parent)) {
        parent.items[key] = node;
    }
    else if (identity.isPair(parent)) {
        if (key === 'key')
            parent.key = node;
        else
            parent.value = node;
    }
    else if (identity.isDocument(parent)) {
        parent.contents = node;
    }
    else {
        const pt = identity.isAlias(parent) ? 'alias' : 'scalar';
        throw new Error(`Cannot replace node with ${pt} parent`);
    }
}

exports.visit = visit;
exports.visitAsync = visitAsync;


/***/ }),

/***/ 3033:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  gZ: () => (/* binding */ MAX_FILE_BYTES),
  dD: () => (/* binding */ MAX_LINKED_FILES),
  _6: () => (/* binding */ decodeUtf8),
  gE: () => (/* binding */ listedFile),
  T3: () => (/* binding */ notUtf8),
  yR: () => (/* binding */ readText),
  Vc: () => (/* binding */ readUpTo),
  g$: () => (/* binding */ tooLarge),
  HM: () => (/* binding */ tooManyLinked),
  $Z: () => (/* binding */ unreadableProblem)
});

;// CONCATENATED MODULE: external "node:buffer"
const external_node_buffer_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
;// CONCATENATED MODULE: ./lib/adapters/file-text.js
// What both site sources (a folder on disk, a git revision) do with a file's bytes: the size they read up
// to (and a file on disk read up to it), strict UTF-8 decoding, and the load problems they report when a file is
// too large or not text.



/** Larger files are not read: no page or docs.json is this big, and reading one would stall the run. */
const MAX_FILE_BYTES = 64 * 1024 * 1024;
/**
 * The absolute path of a file listed under `root` (a real path) by its `/`-separated relative path. Listed paths are
 * normal already: path.join's normalizing was a tenth of listing a large site.
 */
function listedFile(root, rel) {
    return root.endsWith(external_node_path_.sep) ? root + rel : root + external_node_path_.sep + rel;
}
/**
 * A file's bytes, or its size when it is over MAX_FILE_BYTES (then not read). One open, fstat, read and close:
 * a stat before fs.readFileSync (which stats again) was a fifth of the system calls of reading a large site.
 */
function readUpTo(abs) {
    const fd = external_node_fs_.openSync(abs, 'r');
    try {
        const { size } = external_node_fs_.fstatSync(fd);
        if (size > MAX_FILE_BYTES)
            return size;
        const buf = Buffer.allocUnsafe(size);
        let got = 0;
        while (got < size) {
            const n = external_node_fs_.readSync(fd, buf, got, size - got, got);
            if (n === 0)
                break;
            got += n;
        }
        return got === size ? buf : buf.subarray(0, got);
    }
    finally {
        external_node_fs_.closeSync(fd);
    }
}
/** Decode UTF-8 strictly; undefined when the bytes are not UTF-8 text. */
function decodeUtf8(buf) {
    return (0,external_node_buffer_namespaceObject.isUtf8)(buf) ? buf.toString('utf8') : undefined;
}
/** A file's text on disk, or why it has none (unreadableProblem says it to the user). */
function readText(abs) {
    const bytes = readUpTo(abs);
    if (typeof bytes === 'number')
        return { tooLarge: bytes };
    return decodeUtf8(bytes) ?? { notUtf8: true };
}
function unreadableProblem(path, why) {
    return 'tooLarge' in why ? tooLarge(path, why.tooLarge) : notUtf8(path);
}
function tooLarge(path, size) {
    return {
        path,
        kind: 'too-large',
        detail: `the file is ${(size / 1048576).toFixed(0)} MB; navguard reads files up to ${MAX_FILE_BYTES / 1048576} MB`,
    };
}
function notUtf8(path) {
    return { path, kind: 'not-utf8', detail: 'the file is not valid UTF-8 text, so it was not read' };
}
/** Files reached through symlinked folders, at most: links between folders can multiply a tree. */
const MAX_LINKED_FILES = 100_000;
function tooManyLinked() {
    return {
        path: '.',
        kind: 'too-large',
        detail: `symlinked folders lead to more than ${MAX_LINKED_FILES} files; navguard listed the first ${MAX_LINKED_FILES} and stopped following them`,
    };
}
//# sourceMappingURL=file-text.js.map

/***/ }),

/***/ 1485:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  X5: () => (/* binding */ directorySource),
  Gn: () => (/* binding */ findRepoRoot)
});

// UNUSED EXPORTS: gitBlobId

;// CONCATENATED MODULE: external "node:crypto"
const external_node_crypto_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: ./lib/adapters/file-text.js + 1 modules
var file_text = __nccwpck_require__(3033);
// EXTERNAL MODULE: ./lib/core/site/ignores.js
var ignores = __nccwpck_require__(5620);
// EXTERNAL MODULE: ./lib/core/paths.js
var paths = __nccwpck_require__(4539);
// EXTERNAL MODULE: ./lib/core/mdx/scan.js + 1 modules
var scan = __nccwpck_require__(5133);
// EXTERNAL MODULE: ./lib/adapters/scan-thread.js + 1 modules
var scan_thread = __nccwpck_require__(6938);
;// CONCATENATED MODULE: ./lib/adapters/fs-source.js
// A docs folder on disk as a SiteSource. The only place the engine touches the file system for a site:
// it lists what is under the root (following symlinks that stay inside it, skipping what the site builder
// ignores), refuses symlinks that lead out of it, and reads only listed files (on a large site, some of them on a
// second thread: ./scan-thread.ts, which is handed the listed files it may read).








function findRepoRoot(dir) {
    for (let d = external_node_path_.resolve(dir);; d = external_node_path_.dirname(d)) {
        if (external_node_fs_.existsSync(external_node_path_.join(d, '.git')))
            return d;
        if (external_node_path_.dirname(d) === d)
            return undefined;
    }
}
/** Characters of page text a folder source keeps after the first read (~16 MB as one-byte strings). */
const KEPT_PAGE_CHARS = 16 * 1024 * 1024;
function directorySource(rootDir, repoRoot = findRepoRoot(rootDir), 
/** Content ids known without reading (worktreeBlobIds): the file's git blob id, by root-relative path. */
knownIds, 
/** Whether pages may be read and scanned by a second thread too (./scan-thread.ts), when there are many. */
threads = false, 
/**
 * Whether a file `knownIds` lacks gets its id by reading and hashing it (what a cache wants: the id it is kept
 * under); otherwise it has none, and is only read when its text is wanted.
 */
hashUnknown = true) {
    const root = external_node_fs_.realpathSync(external_node_path_.resolve(rootDir));
    const problems = [];
    const files = [];
    let linkedBudget = file_text/* MAX_LINKED_FILES */.dD;
    // `dir` is always a real path. `within`: the folders being walked, so that a symlink back up one of them
    // (a loop) is not followed.
    const walk = (dir, rel, within, viaLink) => {
        for (const ent of external_node_fs_.readdirSync(dir, { withFileTypes: true })) {
            const relPath = rel ? `${rel}/${ent.name}` : ent.name;
            if (ent.isSymbolicLink()) {
                if ((0,ignores/* builderIgnores */.fE)(relPath))
                    continue;
                let real;
                try {
                    real = external_node_fs_.realpathSync(external_node_path_.join(dir, ent.name));
                }
                catch {
                    if (!(0,ignores/* inBuilderFolder */.xQ)(relPath))
                        problems.push({ path: relPath, kind: 'unreadable', detail: 'this symlink points at nothing' });
                    continue;
                }
                if (real !== root && !real.startsWith(root + external_node_path_.sep)) {
                    if (!(0,ignores/* inBuilderFolder */.xQ)(relPath))
                        problems.push({
                            path: relPath,
                            kind: 'symlink-outside-root',
                            detail: 'this symlink points outside the docs folder; navguard did not follow it, and the site builder will not publish what it points to',
                        });
                    continue;
                }
                const stat = external_node_fs_.statSync(real);
                if (stat.isFile()) {
                    if (viaLink && linkedBudget-- <= 0)
                        continue;
                    files.push(relPath);
                }
                else if (stat.isDirectory() && !within.has(real) && !(0,ignores/* builderIgnores */.fE)(`${relPath}/`))
                    walk(real, relPath, new Set(within).add(real), true);
                continue;
            }
            if (ent.isDirectory()) {
                const abs = external_node_path_.join(dir, ent.name);
                if (!(0,ignores/* builderIgnores */.fE)(`${relPath}/`))
                    walk(abs, relPath, new Set(within).add(abs), viaLink);
            }
            else if (ent.isFile()) {
                if (viaLink && linkedBudget-- <= 0)
                    continue;
                files.push(relPath);
            }
        }
    };
    walk(root, '', new Set([root]), false);
    if (linkedBudget < 0)
        problems.push((0,file_text/* tooManyLinked */.HM)());
    files.sort();
    const listed = new Set(files);
    const cache = new Map();
    let keptPageChars = 0;
    const ids = new Map();
    const rootPrefix = repoRoot ? external_node_path_.relative(external_node_fs_.realpathSync(repoRoot), root).split(external_node_path_.sep).join('/') : '';
    const read = (p) => {
        if (!listed.has(p))
            return undefined;
        if (cache.has(p))
            return cache.get(p);
        const got = (0,file_text/* readText */.yR)((0,file_text/* listedFile */.gE)(root, p));
        const text = typeof got === 'string' ? got : undefined;
        if (typeof got !== 'string')
            problems.push((0,file_text/* unreadableProblem */.$Z)(p, got));
        // A page is read to be scanned, and again when a link in it or into it needs a closer look (on a site
        // with many broken links, most pages). Pages are kept up to a budget: beyond it, the texts of a large
        // site's pages would be most of its memory, and a second read goes back to the disk.
        if (text === undefined || !(0,paths/* isPageFile */.MV)(p))
            cache.set(p, text);
        else if (keptPageChars + text.length <= KEPT_PAGE_CHARS) {
            keptPageChars += text.length;
            cache.set(p, text);
        }
        return text;
    };
    let scannedByThread = 0;
    // Pages read and scanned by this thread and a second one: what is left out (the thread failed on it) is read
    // and scanned by the caller, as ever. Problems are reported in the order of the files, as reading one by one.
    const scanFiles = (paths) => {
        const out = new Map();
        const wanted = paths.filter((p) => listed.has(p) && !cache.has(p));
        if (!(0,scan_thread/* scanThreadWanted */.BZ)(wanted.length))
            return out;
        const before = problems.length;
        scannedByThread += (0,scan_thread/* scanWithThread */.g3)(root, wanted, {
            own(i) {
                const text = read(wanted[i]);
                if (text !== undefined)
                    out.set(wanted[i], (0,scan/* scanPage */.DA)(text));
            },
            scanned: (i, scan) => out.set(wanted[i], scan),
            unread(i, why) {
                problems.push((0,file_text/* unreadableProblem */.$Z)(wanted[i], why));
                cache.set(wanted[i], undefined);
            },
        });
        const order = new Map(wanted.map((p, i) => [p, i]));
        problems.push(...problems.splice(before).sort((a, b) => order.get(a.path) - order.get(b.path)));
        return out;
    };
    return {
        files,
        problems,
        rootPrefix: rootPrefix.startsWith('..') ? '' : rootPrefix,
        read,
        ...(threads && { scanFiles }),
        get scannedByThread() {
            return scannedByThread;
        },
        knownContentId(p) {
            return ids.get(p) ?? (listed.has(p) ? knownIds?.get(p) : undefined);
        },
        // The id git would give the file (a blob's SHA-1), so that a folder and a git revision compare by
        // content too: scans are shared and identical pages under new names are renames, without texts.
        contentId(p) {
            if (!listed.has(p))
                return undefined;
            if (ids.has(p))
                return ids.get(p);
            const known = knownIds?.get(p);
            if (known !== undefined || !hashUnknown)
                return known;
            const bytes = (0,file_text/* readUpTo */.Vc)((0,file_text/* listedFile */.gE)(root, p));
            const id = typeof bytes === 'number' ? undefined : gitBlobId(bytes);
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

/***/ 9048:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   zQ: () => (/* binding */ gitSources)
/* harmony export */ });
/* unused harmony exports limitKeptTexts, batchReader */
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8161);
/* harmony import */ var _file_text_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3033);
/* harmony import */ var _core_site_ignores_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(5620);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(4539);
/* harmony import */ var _core_mdx_scan_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(5133);
/* harmony import */ var _core_site_pages_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(5162);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(3962);
/* harmony import */ var _records_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(9258);
// A revision's docs folder read from git as a SiteSource, without a checkout: trees listed with ls-tree,
// blobs read with `git cat-file --batch` in the background, pages scanned as they arrive.








const TEXT_FILE = /\.(mdx?|json|ya?ml)$|(^|\/)\.mintignore$/i;
const SYMLINK_MODE = Buffer.from('120000 ');
const BLOB_TYPE = Buffer.from(' blob ');
/**
 * The blobs of a tree under `prefix` (files and symlinks; not submodules), parsed from git's output as it
 * streams in: a 25,000-file tree is 2 MB of output, which as one string and 25,000 record strings cost more
 * fresh memory than the entries themselves.
 */
async function lsTree(repo, commit, prefix) {
    const entries = [];
    // "<mode> <type> <id>\t<path>\0"
    const record = (rec) => {
        const space = rec.indexOf(32);
        if (space < 0 || !rec.subarray(space, space + BLOB_TYPE.length).equals(BLOB_TYPE))
            return;
        const idStart = space + BLOB_TYPE.length;
        const tab = rec.indexOf(9, idStart);
        if (tab < 0)
            return;
        const path = rec.toString('utf8', tab + 1);
        if (!path.startsWith(prefix))
            return;
        const link = rec.subarray(0, SYMLINK_MODE.length).equals(SYMLINK_MODE);
        entries.push({ link, sha: rec.toString('latin1', idStart, tab), path });
    };
    const records = (0,_records_js__WEBPACK_IMPORTED_MODULE_6__/* .splitRecords */ .D)(0, record);
    await (0,_git_js__WEBPACK_IMPORTED_MODULE_5__/* .gitAsync */ .$Z)(repo, ['ls-tree', '-r', '-z', '--full-tree', commit, ...(prefix ? ['--', prefix] : [])], '', records);
    records.end();
    return entries;
}
/**
 * Characters of page text a BlobCache keeps after their first read. Rules read some pages again (to confirm
 * links, for a page's ids), and each read that goes back to git costs a process. A site whose page texts all
 * fit (most do: 24 MB is ~2,500 long pages) keeps them; on a larger one every kept text is let go as soon as
 * one does not fit, and none is kept after: its memory stays bounded, and its re-reads are batched (prefetch).
 */
const KEPT_TEXT_CHARS = 24 << 20;
/** Past this many pages a site's texts hardly ever fit: none is kept, rather than some kept and then let go. */
const KEPT_MAX_PAGES = 4000;
const KEPT = new WeakMap();
/** Sets a cache's budget of kept page texts (before its first use), in characters: tests read pages back from git. */
function limitKeptTexts(cache, chars) {
    KEPT.set(cache, { left: chars, entries: [] });
}
/** Whether an entry's page text may stay in the cache for good (and, when not, lets go of those kept). */
function keepText(cache, entry, text) {
    let kept = KEPT.get(cache);
    if (!kept)
        KEPT.set(cache, (kept = { left: KEPT_TEXT_CHARS, entries: [] }));
    if (kept.left >= text.length) {
        kept.left -= text.length;
        kept.entries.push(entry);
        return true;
    }
    for (const e of kept.entries) {
        e.text = undefined;
        e.released = true;
        e.kept = false;
    }
    kept.entries = [];
    kept.left = -1;
    return false;
}
/**
 * Read many blobs, skipping those already in the cache. Large batches are split over one `git cat-file
 * --batch` per core; each output is parsed as it streams in, so the whole of it is never held at once.
 */
async function readBlobs(repo, shas, cache, consume) {
    const unique = [...new Set(shas)].filter((s) => !cache.has(s));
    if (!unique.length)
        return;
    const parts = unique.length < 1000 ? 1 : Math.min(4, (0,node_os__WEBPACK_IMPORTED_MODULE_0__.availableParallelism)());
    const size = Math.ceil(unique.length / parts);
    const batches = [];
    for (let i = 0; i < unique.length; i += size)
        batches.push(unique.slice(i, i + size));
    await Promise.all(batches.map((batch) => (0,_git_js__WEBPACK_IMPORTED_MODULE_5__/* .gitAsync */ .$Z)(repo, ['cat-file', '--batch', '--buffer'], batch.join('\n') + '\n', batchReader(cache, consume))));
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
            if (size <= _file_text_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_FILE_BYTES */ .gZ)
                pending.push(chunk.subarray(pos, pos + take));
            pos += take;
            need -= take;
            if (need === 0) {
                const bytes = pending.length === 1 ? pending[0] : Buffer.concat(pending);
                // Oversized blobs are not decoded: the caller reports them from the size.
                const text = size > _file_text_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_FILE_BYTES */ .gZ ? undefined : (0,_file_text_js__WEBPACK_IMPORTED_MODULE_1__/* .decodeUtf8 */ ._6)(bytes.subarray(0, size));
                const entry = { size, text };
                const taken = text !== undefined && consume?.(sha, text, entry);
                if (taken) {
                    entry.text = undefined;
                    entry.released = true;
                }
                cache.set(sha, entry);
                pending = [];
                need = -1;
            }
        }
    };
}
const MAX_LINK_HOPS = 8;
function isAncestorOrSelf(dir, of) {
    return dir === '' || of === dir || of.startsWith(`${dir}/`);
}
/**
 * What a revision lists under the docs root, as a walk of the folder would see it: folders the site builder
 * skips are left out, and symlinks that stay inside the root are followed (to a file, or to a folder whose
 * files then appear under the link's path too), never into a loop.
 */
function planTree(entries, prefix, linkTargets) {
    const problems = [];
    // Asked only to follow symlinks, which most trees have none of.
    let byPathMap;
    const byPath = () => {
        if (!byPathMap) {
            byPathMap = new Map();
            for (const e of entries)
                byPathMap.set(e.path.slice(prefix.length), e);
        }
        return byPathMap;
    };
    const files = [];
    const wanted = [];
    const assets = new Map();
    const skippedFolder = new Map();
    const skipped = (rel) => {
        const dir = (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .dirname */ .pD)(rel);
        if (!dir)
            return false;
        let s = skippedFolder.get(dir);
        if (s === undefined)
            skippedFolder.set(dir, (s = (0,_core_site_ignores_js__WEBPACK_IMPORTED_MODULE_2__/* .builderIgnores */ .fE)(`${dir}/`)));
        return s;
    };
    let linkedBudget = _file_text_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_LINKED_FILES */ .dD;
    const list = (rel, entry, viaLink) => {
        if (viaLink && linkedBudget-- <= 0)
            return;
        files.push(rel);
        if (TEXT_FILE.test(rel))
            wanted.push(entry.path === prefix + rel ? entry : { ...entry, path: prefix + rel });
        else
            assets.set(rel, entry.sha);
    };
    /** Where a symlink (at its real place `real`) leads inside the root: a file entry, a folder, or nothing. */
    const resolve = (real, entry) => {
        let at = real;
        let e = entry;
        let target = '';
        for (let hop = 0; hop < MAX_LINK_HOPS; hop++) {
            target = linkTargets.get(e.sha)?.text ?? '';
            const next = target.startsWith('/') ? undefined : (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .normalizePath */ .Fd)((0,_core_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .joinPath */ .uJ)((0,_core_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .dirname */ .pD)(at), target));
            if (next === undefined)
                return { target };
            const dest = byPath().get(next);
            if (!dest)
                return isFolder(next) ? { folder: next, target } : { target };
            if (!dest.link)
                return { file: dest, target };
            at = next;
            e = dest;
        }
        return { target };
    };
    const isFolder = (dir) => dir === '' || entries.some((e) => e.path.startsWith(`${prefix}${dir}/`));
    /**
     * A symlink at `real` in the tree, listed as `rel`. `within`: the real folders this walk is in (the one
     * holding the first link, and each folder entered through a link since).
     */
    const follow = (rel, real, entry, within) => {
        if ((0,_core_site_ignores_js__WEBPACK_IMPORTED_MODULE_2__/* .builderIgnores */ .fE)(rel))
            return;
        const { file, folder, target } = resolve(real, entry);
        if (file)
            return list(rel, file, within.length > 1);
        if (folder === undefined) {
            if (!(0,_core_site_ignores_js__WEBPACK_IMPORTED_MODULE_2__/* .inBuilderFolder */ .xQ)(rel))
                problems.push({
                    path: rel,
                    kind: 'symlink-outside-root',
                    detail: `this symlink points to "${target}", outside the docs folder (or at nothing); navguard did not follow it`,
                });
            return;
        }
        // A link to a folder that holds it, or to one this walk came through, is a loop: the builder's walk
        // would not end there either.
        if (isAncestorOrSelf(folder, (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .dirname */ .pD)(real)) || within.some((w) => isAncestorOrSelf(folder, w)))
            return;
        if ((0,_core_site_ignores_js__WEBPACK_IMPORTED_MODULE_2__/* .builderIgnores */ .fE)(`${rel}/`))
            return;
        const inner = [...within, folder];
        const from = folder ? `${prefix}${folder}/` : prefix;
        for (const e of entries) {
            if (!e.path.startsWith(from))
                continue;
            const innerReal = e.path.slice(prefix.length);
            const innerRel = `${rel}/${e.path.slice(from.length)}`;
            if (skipped(innerRel))
                continue;
            if (e.link)
                follow(innerRel, innerReal, e, inner);
            else
                list(innerRel, e, true);
        }
    };
    for (const e of entries) {
        const rel = e.path.slice(prefix.length);
        if (skipped(rel))
            continue;
        if (e.link)
            follow(rel, rel, e, [(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .dirname */ .pD)(rel)]);
        else
            list(rel, e, false);
    }
    if (linkedBudget < 0)
        problems.push((0,_file_text_js__WEBPACK_IMPORTED_MODULE_1__/* .tooManyLinked */ .HM)());
    files.sort();
    return { files, wanted, assets, problems };
}
/** The blob ids of a plan's pages. */
function pageBlobs(plan) {
    return new Set(plan.wanted.filter((w) => (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .isPageFile */ .MV)(w.path)).map((w) => w.sha));
}
/**
 * Blob ids of the pages `head` has at a path where `base` has none, while `base` has the blob elsewhere: pages a
 * change moved (or copied). Both plans list their pages in git's order, by path, so one walk through the two
 * finds the paths only `head` has; a page listed through a symlink may sit out of that order, and then at worst
 * counts as moved or not when it is not — which decides whether a text is kept, never an answer.
 */
function movedPages(base, head, baseBlobs) {
    const out = new Set();
    const before = base.wanted;
    let i = 0;
    for (const w of head.wanted) {
        while (i < before.length && before[i].path < w.path)
            i++;
        if (before[i]?.path !== w.path && baseBlobs.has(w.sha) && (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .isPageFile */ .MV)(w.path))
            out.add(w.sha);
    }
    return out;
}
/** Blob ids in one set and not in the other. */
function eitherNotBoth(x, y) {
    const out = new Set();
    for (const sha of x)
        if (!y.has(sha))
            out.add(sha);
    for (const sha of y)
        if (!x.has(sha))
            out.add(sha);
    return out;
}
function missingObject(path, sha) {
    return {
        path,
        kind: 'missing-object',
        detail: `git has no object ${sha.slice(0, 12)} for this file (a partial or damaged clone), so it was not read and nothing in it was checked`,
    };
}
function sourceFromPlan(repo, plan, prefix, rootPrefix, blobs) {
    const { files, problems } = plan;
    const ids = new Map();
    for (const w of plan.wanted) {
        const rel = w.path.slice(prefix.length);
        const blob = blobs.get(w.sha);
        if (!blob) {
            // git has no such object (a partial or damaged clone): said, so that what it holds is not taken as checked.
            problems.push(missingObject(rel, w.sha));
            continue;
        }
        if (blob.size > _file_text_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_FILE_BYTES */ .gZ) {
            problems.push((0,_file_text_js__WEBPACK_IMPORTED_MODULE_1__/* .tooLarge */ .g$)(rel, blob.size));
            continue;
        }
        if (blob.text === undefined && !blob.released)
            problems.push((0,_file_text_js__WEBPACK_IMPORTED_MODULE_1__/* .notUtf8 */ .T3)(rel));
        ids.set(rel, w.sha);
    }
    // The engine reads most pages once, to scan them (a state whose page has the same id reuses that scan), so
    // on a site too large for the cache's budget of kept texts (keepText) a page's text is let go after its first
    // read and a second read goes back to git: on a 30,000-page site that is ~60 MB that need not stay alive.
    // Texts fetched again in one batch for files about to be read a second time (say, to confirm their links).
    const fetched = new Map();
    const prefetch = (paths) => {
        const want = [
            ...new Set(paths.map((p) => ids.get(p)).filter((id) => id && blobs.get(id)?.released && !fetched.has(id))),
        ];
        if (want.length < 2)
            return;
        const again = new Map();
        batchReader(again)((0,_git_js__WEBPACK_IMPORTED_MODULE_5__/* .git */ .$Y)(repo, ['cat-file', '--batch'], `${want.join('\n')}\n`));
        for (const [id, b] of again)
            if (b.text !== undefined)
                fetched.set(id, b.text);
    };
    const read = (p) => {
        const id = ids.get(p);
        const blob = id === undefined ? undefined : blobs.get(id);
        if (!blob)
            return undefined;
        if (blob.released) {
            const early = fetched.get(id);
            fetched.delete(id);
            const text = early ?? (0,_git_js__WEBPACK_IMPORTED_MODULE_5__/* .git */ .$Y)(repo, ['cat-file', 'blob', id]).toString('utf8');
            // A text read alone is kept until its next read at least: the other revision of a diff often wants it too.
            blob.text = text;
            blob.released = false;
            blob.kept = keepText(blobs, blob, text);
            return text;
        }
        const text = blob.text;
        // Snippets are read again for every page that imports them: kept.
        if (text !== undefined && !blob.kept && (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .isPageFile */ .MV)(p) && !(0,_core_site_pages_js__WEBPACK_IMPORTED_MODULE_4__/* .isSnippetPath */ .j5)(p)) {
            if (keepText(blobs, blob, text))
                blob.kept = true;
            else {
                blob.text = undefined;
                blob.released = true;
            }
        }
        return text;
    };
    return {
        files,
        problems,
        rootPrefix: rootPrefix.replace(/\/+$/, ''),
        read,
        prefetch,
        contentId: (p) => ids.get(p) ?? plan.assets.get(p),
        knownContentId: (p) => ids.get(p) ?? plan.assets.get(p),
    };
}
/**
 * Revisions' docs folders as SiteSources, in the order of `commits`. Trees are listed and blobs read by
 * git processes running beside each other (and beside whatever the caller does meanwhile); a blob the
 * revisions share is read once. Given `scans`, pages are scanned as they arrive, while git is still
 * reading, and only their scans are kept (by blob id, as the engine's scan cache wants them).
 */
async function gitSources(repo, commits, rootPrefix, cache = new Map(), scans) {
    const prefix = rootPrefix ? `${rootPrefix.replace(/\/+$/, '')}/` : '';
    const trees = await Promise.all(commits.map((c) => lsTree(repo, c, prefix)));
    await readBlobs(repo, trees.flatMap((t) => t.filter((e) => e.link).map((e) => e.sha)), cache);
    const plans = trees.map((t) => planTree(t, prefix, cache));
    const pagesPerPlan = plans.map(pageBlobs);
    const pages = new Set(pagesPerPlan.flatMap((p) => [...p]));
    if (pages.size > KEPT_MAX_PAGES && !KEPT.has(cache))
        limitKeptTexts(cache, -1);
    // The pages one revision has and the other has not (a change's pages, as both revisions have them), and those
    // it moved, are read again by the rules of a diff (their ids, their links, what links into them): their texts
    // are kept, whatever the budget, unless the change is larger than a site whose texts are all kept.
    const changed = commits.length === 2 ? eitherNotBoth(pagesPerPlan[0], pagesPerPlan[1]) : new Set();
    if (commits.length === 2)
        for (const sha of movedPages(plans[0], plans[1], pagesPerPlan[0]))
            changed.add(sha);
    if (changed.size > KEPT_MAX_PAGES)
        changed.clear();
    // Pages are scanned just after the chunk of git's output that completed them, not inside its handler:
    // a chunk still held while scanning allocates survives into the old generation, and on a large site
    // those chunks pile up to tens of MB until the next full collection.
    const queue = [];
    const drain = () => {
        for (let job = queue.shift(); job; job = queue.shift())
            scans.set(job[0], (0,_core_mdx_scan_js__WEBPACK_IMPORTED_MODULE_3__/* .scanPage */ .DA)(job[1]));
    };
    const snippets = new Set(plans.flatMap((p) => p.wanted.filter((w) => (0,_core_site_pages_js__WEBPACK_IMPORTED_MODULE_4__/* .isSnippetPath */ .j5)(w.path.slice(prefix.length))).map((w) => w.sha)));
    const scan = scans &&
        ((sha, text, entry) => {
            if (!pages.has(sha))
                return false;
            if (queue.push([sha, text]) === 1)
                queueMicrotask(drain);
            // Snippets are scanned too, but their texts are kept: each page that imports one reads it again.
            if (snippets.has(sha) || changed.has(sha))
                return false;
            entry.kept = keepText(cache, entry, text);
            return !entry.kept;
        });
    // A page scanned before (this run, or a run whose scans were kept: ./scan-index.ts) is not read: only a
    // rule that needs its text reads it, as it reads a page whose text was let go. Snippets are read still.
    if (scans)
        for (const sha of pages)
            if (!snippets.has(sha) && !changed.has(sha) && scans.has(sha) && !cache.has(sha))
                cache.set(sha, { size: 0, text: undefined, released: true });
    await readBlobs(repo, plans.flatMap((p) => p.wanted.map((w) => w.sha)), cache, scan);
    for (const sha of changed) {
        const entry = cache.get(sha);
        if (entry?.text !== undefined)
            entry.kept = true;
    }
    if (scans)
        drain();
    return plans.map((p) => sourceFromPlan(repo, p, prefix, rootPrefix, cache));
}
//# sourceMappingURL=git-source.js.map

/***/ }),

/***/ 3962:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  XS: () => (/* binding */ GitError),
  WT: () => (/* binding */ SITE_FILES),
  oe: () => (/* binding */ commonGitDir),
  $Y: () => (/* binding */ git),
  $Z: () => (/* binding */ gitAsync),
  IF: () => (/* binding */ gitChanges),
  wu: () => (/* binding */ mergeBase),
  vA: () => (/* binding */ movedDocsRoot),
  em: () => (/* binding */ repoTop),
  WL: () => (/* binding */ resolveCommit),
  x0: () => (/* binding */ topAndCommits),
  jU: () => (/* binding */ worktreeBlobIds)
});

// UNUSED EXPORTS: gitExec

;// CONCATENATED MODULE: external "node:child_process"
const external_node_child_process_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
;// CONCATENATED MODULE: ./lib/adapters/git.js
// A thin adapter over the git CLI: run git (blocking or not), resolve revisions (fetching a missing one in
// shallow clones), and ask git what changed. Reading a revision's files is in ./git-source.ts.


class GitError extends Error {
}
/** The files that make a folder a docs root: docs.json, or mint.json on a site still on the older format (read as upgraded). */
const SITE_FILES = ['docs.json', 'mint.json'];
// Every git call runs with this environment and these options: never prompt for credentials (a CI job
// would hang), and print paths as they are (not octal-quoted).
const GIT_ENV = { ...process.env, GIT_TERMINAL_PROMPT: '0' };
const GIT_ARGS = ['-c', 'core.quotepath=off'];
const MAX_OUTPUT = 4 * 1024 * 1024 * 1024;
function gitFailed(args, stderr) {
    return new GitError(`git ${args.join(' ')} failed: ${stderr.trim()}`);
}
/**
 * The one place git runs blocking. A non-zero exit throws a GitError unless `allowFailure` is set; then
 * the caller reads `exitCode` and `stderr` (for questions whose "no" is an answer, e.g. "is this a repository?").
 */
function gitExec(repo, args, opts = {}) {
    const r = (0,external_node_child_process_namespaceObject.spawnSync)('git', [...GIT_ARGS, ...args], {
        cwd: repo,
        input: opts.input,
        maxBuffer: MAX_OUTPUT,
        env: GIT_ENV,
    });
    if (r.error) {
        if (opts.allowFailure)
            return { exitCode: -1, stdout: Buffer.alloc(0), stderr: r.error.message };
        throw new GitError(`git could not be run: ${r.error.message}`);
    }
    const result = { exitCode: r.status ?? -1, stdout: r.stdout, stderr: r.stderr.toString() };
    if (result.exitCode !== 0 && !opts.allowFailure)
        throw gitFailed(args, result.stderr);
    return result;
}
function git(repo, args, input) {
    return gitExec(repo, args, { input }).stdout;
}
/** git's trimmed output, or undefined when it fails. */
function gitAnswer(repo, args) {
    const r = gitExec(repo, args, { allowFailure: true });
    return r.exitCode === 0 ? r.stdout.toString().trim() : undefined;
}
/**
 * Run git without blocking, so that several git processes and the caller's own work overlap. Output goes
 * to `consume` as it arrives when given (the result is then empty), else is returned whole.
 */
function gitAsync(repo, args, input = '', consume) {
    return new Promise((resolve, reject) => {
        const child = (0,external_node_child_process_namespaceObject.spawn)('git', [...GIT_ARGS, ...args], { cwd: repo, env: GIT_ENV });
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
    return gitAnswer(dir, ['rev-parse', '--show-toplevel']) || undefined;
}
/**
 * The blob ids git's index gives the regular files under `dir` whose working copy it holds to be unchanged
 * (paths relative to `dir`): what a folder's files hash to, without reading them. Files git lists as modified,
 * marked assume-unchanged or skip-worktree, in a conflict, or symlinks are left out; undefined when git cannot
 * tell (no repository, no git).
 */
function worktreeBlobIds(dir) {
    const listed = gitExec(dir, ['ls-files', '--stage', '-v', '-z', '--', '.'], { allowFailure: true });
    const modified = gitExec(dir, ['diff-files', '--name-only', '--relative', '-z'], { allowFailure: true });
    if (listed.exitCode !== 0 || modified.exitCode !== 0)
        return undefined;
    const changed = new Set(modified.stdout.toString('utf8').split('\0'));
    const ids = new Map();
    // "H <mode> <id> <stage>\t<path>": H is a tracked file with no assume-unchanged or skip-worktree mark.
    for (const rec of listed.stdout.toString('utf8').split('\0')) {
        const tab = rec.indexOf('\t');
        if (tab < 0 || !rec.startsWith('H 100') || !rec.endsWith(' 0', tab))
            continue;
        const [, mode, id] = rec.slice(0, tab).split(' ');
        const file = rec.slice(tab + 1);
        if ((mode === '100644' || mode === '100755') && id && !changed.has(file))
            ids.set(file, id);
    }
    return ids;
}
/** The repository's own folder (`.git`, shared by its worktrees). */
function commonGitDir(repo) {
    const dir = gitAnswer(repo, ['rev-parse', '--git-common-dir']);
    return dir ? external_node_path_.resolve(repo, dir) : undefined;
}
/**
 * The commit a revision names. In a shallow clone (as actions/checkout makes) the base commit is often
 * absent: fetch just that commit from origin, then try again.
 */
function resolveCommit(repo, rev, fetch = true) {
    const tryResolve = () => gitAnswer(repo, ['rev-parse', '--verify', '--quiet', `${rev}^{commit}`]);
    let sha = tryResolve();
    if (!sha && fetch) {
        const r = gitExec(repo, ['fetch', '--no-tags', '--quiet', '--depth=1', 'origin', rev], { allowFailure: true });
        if (r.exitCode === 0)
            sha =
                tryResolve() ??
                    (/^[0-9a-f]{7,40}$/i.test(rev) ? undefined : gitAnswer(repo, ['rev-parse', 'FETCH_HEAD']) || undefined);
        if (!sha) {
            const why = r.exitCode === 0 ? '' : ` (fetching it from origin failed: ${r.stderr.trim().split('\n').pop()})`;
            throw new GitError(`the revision "${rev}" is not in this clone${why}. With actions/checkout, set fetch-depth: 0 or let navguard fetch the base commit.`);
        }
    }
    if (!sha)
        throw new GitError(`the revision "${rev}" is not in this clone`);
    return sha;
}
/** A full object id, SHA-1 or SHA-256. */
const OBJECT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
/**
 * The repository's top folder (repoTop) and the commits `revs` name (resolveCommit), asked of one git process
 * rather than one each (a process costs ~20 ms where memory is slow). Undefined unless git answers each plainly —
 * not a repository, a revision it lacks (which resolveCommit may fetch), one that names a range or could read as
 * an option or a path —: the callers then ask one at a time, as before, and say why.
 */
function topAndCommits(dir, revs) {
    if (revs.some((r) => !r || r.startsWith('-') || /\s/.test(r)))
        return undefined;
    const r = gitExec(dir, ['rev-parse', '--show-toplevel', ...revs.map((rev) => `${rev}^{commit}`)], {
        allowFailure: true,
    });
    if (r.exitCode !== 0)
        return undefined;
    const lines = r.stdout.toString().split('\n');
    // The top folder, a line per revision, and the newline that ends the last.
    if (lines.length !== revs.length + 2 || lines.pop() !== '')
        return undefined;
    const top = lines[0].trim();
    const commits = lines.slice(1);
    return top && commits.every((c) => OBJECT_ID.test(c)) ? { top, commits } : undefined;
}
/** Files git sees as renamed between two commits (or a commit and the working tree), docs-root-relative. */
async function gitChanges(repo, base, head, rootPrefix) {
    const prefix = rootPrefix ? `${rootPrefix}/` : '';
    const args = (renames) => [
        'diff',
        renames ? '--find-renames' : '--no-renames',
        '-z',
        '--name-status',
        base,
        ...(head ? [head] : []),
        '--',
        ...(rootPrefix ? [rootPrefix] : ['.']),
    ];
    let output;
    let note;
    try {
        output = await gitAsync(repo, args(true));
    }
    catch (e) {
        // Finding renames reads the contents of files that differ, and a repository may lack some (a partial or
        // trimmed clone: mcp-use's mirror lacks a 4 MB image). Without renames the change is still known; pages
        // renamed as they were are still paired by their content.
        try {
            output = await gitAsync(repo, args(false));
        }
        catch {
            throw e;
        }
        const why = e.message.replace(/^git .*? failed: /s, '').split('\n')[0];
        note = `git could not read every file it needed to find renames (${why}): a file it would have found moved is compared as removed and added`;
    }
    const parts = output.toString('utf8').split('\0');
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
    return { renames, changed, ...(note && { note }) };
}
/** The commit where two histories meet: what a PR's "before" really is. */
function mergeBase(repo, a, b) {
    return gitAnswer(repo, ['merge-base', a, b]);
}
/**
 * Where the head's docs root came from when the base has no site there: the folder whose docs.json (or mint.json)
 * the change renamed or copied into it. A copy counts too: a workflow that copies `docs/` into `mintlify/` leaves
 * the old folder in place (OpenMind/OM1 0b0f82ff), and the site it copied is what the new root's pages were.
 */
async function movedDocsRoot(repo, base, head, rootPrefix) {
    const targets = SITE_FILES.map((n) => (rootPrefix ? `${rootPrefix}/${n}` : n));
    // Copies are looked for among the unchanged site files too; the pathspec keeps that to a handful of files.
    const args = [
        'diff',
        '--find-renames',
        '--find-copies-harder',
        '-z',
        '--name-status',
        base,
        ...(head ? [head] : []),
        '--',
    ];
    const globs = SITE_FILES.map((n) => `:(glob)**/${n}`);
    const parts = (await gitAsync(repo, [...args, ...globs])).toString('utf8').split('\0');
    let copy;
    for (let i = 0; i < parts.length;) {
        const status = parts[i++];
        if (!status)
            continue;
        if (!status.startsWith('R') && !status.startsWith('C')) {
            i++;
            continue;
        }
        const from = parts[i++];
        const to = parts[i++];
        if (!targets.includes(to) || !SITE_FILES.some((n) => from === n || from.endsWith(`/${n}`)))
            continue;
        const folder = from.includes('/') ? from.slice(0, from.lastIndexOf('/')) : '';
        // A rename says more than a copy: it is taken first.
        if (status.startsWith('R'))
            return { from: folder, copied: false };
        copy ??= { from: folder, copied: true };
    }
    return copy;
}
//# sourceMappingURL=git.js.map

/***/ }),

/***/ 9258:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ splitRecords)
/* harmony export */ });
// A byte stream cut into records at a separator byte (git's NUL-terminated listings, a file's lines), read chunk by
// chunk: a record may span chunks, and its parts are joined once it ends.
/**
 * A consumer of chunks that hands on each record whole, without its separator, before it returns (so the caller
 * may reuse a chunk's memory afterwards); `end` hands on what follows the last separator, if anything does.
 */
function splitRecords(separator, record) {
    let carry = [];
    const consume = (chunk) => {
        let start = 0;
        for (let at = chunk.indexOf(separator); at >= 0; at = chunk.indexOf(separator, start)) {
            const part = chunk.subarray(start, at);
            if (carry.length) {
                carry.push(part);
                record(Buffer.concat(carry), true);
                carry = [];
            }
            else
                record(part, true);
            start = at + 1;
        }
        // Copied: the chunk's memory may be reused once this returns.
        if (start < chunk.length)
            carry.push(Buffer.from(chunk.subarray(start)));
    };
    const end = () => {
        if (carry.length)
            record(Buffer.concat(carry), false);
        carry = [];
    };
    return Object.assign(consume, { end });
}
//# sourceMappingURL=records.js.map

/***/ }),

/***/ 1116:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  C: () => (/* binding */ RunCache)
});

;// CONCATENATED MODULE: ./lib/core/cache-fingerprints.generated.js
// GENERATED by scripts/generators/cache-fingerprints.ts from the sources of what is kept: do not edit.
// Regenerate with `npm run generate`; CI fails when this file is out of date.
const SCAN_FINGERPRINT = "5cd68a9eb18ad993";
const ANCHORS_FINGERPRINT = "eb5141d50ae8530d";
const LINKS_FINGERPRINT = "261c5eb4edaa9815";
const SPECS_FINGERPRINT = "681bec0351040388";
const SYNTAX_FINGERPRINT = "0cda7a95f463015b";
//# sourceMappingURL=cache-fingerprints.generated.js.map
// EXTERNAL MODULE: ./lib/core/site/memos.js
var memos = __nccwpck_require__(2060);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: ./lib/adapters/records.js
var records = __nccwpck_require__(9258);
;// CONCATENATED MODULE: ./lib/adapters/kept-entries.js
// Entries kept in a file between runs, by a key that names content (a git blob id, say): what a run computed
// from a page's bytes serves the next run that meets the same bytes. An entry is right for as long as the code
// that computed it is the same: the file is named by a fingerprint of that code, and files of other
// fingerprints are removed. Anything unreadable in the file is skipped (computed again), never trusted; failing
// to write costs the next run time, not this run its result. One JSON header line, then one entry per line:
// appended as runs add them (a later entry for a key replaces an earlier one), rewritten when the file holds
// far more than a run uses.



const FORMAT = 1;
/** Entries beyond those a run used that the file may hold (other branches, other docs roots) before it is rewritten. */
const SLACK = 10_000;
/** Bytes read from the file at a time. */
const READ_CHUNK = 1 << 20;
/** Characters written to the file at a time. */
const WRITE_PIECE = 1 << 20;
/** How old a file another run was writing must be before it is taken for one that run left behind. */
const STALE_MS = 10 * 60 * 1000;
class KeptEntries {
    dir;
    kind;
    fingerprint;
    reader;
    /** The entries the file held, and those this run adds (a map the caller shares, or one of its own). */
    entries;
    /** What went wrong reading or writing the file, for the user: each costs time, not correctness. */
    notes = [];
    loaded = new Set();
    /** The file must be written whole (absent, of another format, or with a line that could not be read). */
    rewrite = true;
    read = false;
    /** Entries beyond those a run used that the file may hold before it is rewritten. */
    slack;
    chunk;
    constructor(
    /** The folder, or undefined for no file (entries are then kept for this run only). */
    dir, 
    /** What the file holds, its name's first part: "scans". */
    kind, fingerprint, 
    /** How a value read back is told to have the shape the code expects (and decoded, when stored otherwise). */
    reader, options = {}) {
        this.dir = dir;
        this.kind = kind;
        this.fingerprint = fingerprint;
        this.reader = reader;
        this.slack = options.slack ?? SLACK;
        this.chunk = options.chunk ?? READ_CHUNK;
        this.entries = options.entries ?? new Map();
    }
    get file() {
        return this.dir && external_node_path_.join(this.dir, `${this.kind}-${this.fingerprint}.jsonl`);
    }
    /** How many entries the file gave. */
    get size() {
        return this.loaded.size;
    }
    /** Reads the file (once): its entries join `entries`. */
    load() {
        if (!this.dir || this.read)
            return;
        this.read = true;
        let fd;
        try {
            fd = external_node_fs_.openSync(this.file, 'r');
        }
        catch (e) {
            if (e.code !== 'ENOENT')
                this.notes.push(`could not read the cache ${this.file}: ${e.message}`);
            return;
        }
        let bad = 0;
        let header = true;
        let wellFormed = false;
        let endsWithNewline = false;
        try {
            // Line by line through one buffer: a 16 MB file read whole was a 16 MB buffer and a 16 MB string, both
            // fresh memory, for entries of a kilobyte.
            for (const line of fileLines(fd, this.chunk)) {
                endsWithNewline = line.complete;
                if (header) {
                    header = false;
                    if (line.text !== this.header())
                        return;
                    wellFormed = true;
                    continue;
                }
                if (!line.text)
                    continue;
                const entries = this.parseLine(line.text);
                if (!entries) {
                    bad++;
                    continue;
                }
                // A later line replaces an earlier one; what this process already holds for a key is not replaced.
                for (const [key, value] of entries) {
                    if (this.loaded.has(key) || !this.entries.has(key))
                        this.entries.set(key, value);
                    this.loaded.add(key);
                }
            }
        }
        catch (e) {
            this.notes.push(`could not read the cache ${this.file}: ${e.message}`);
            return;
        }
        finally {
            external_node_fs_.closeSync(fd);
        }
        if (!wellFormed)
            return;
        if (bad)
            this.notes.push(`skipped ${bad} unreadable line(s) of the cache ${this.file}; it will be rewritten`);
        // A last line without its newline was cut short: appending after it would spoil the next one too.
        this.rewrite = bad > 0 || !endsWithNewline;
    }
    /**
     * Keeps the entries of `used` (those this run needed): those the file lacks, and those of `changed` (values
     * this run completed), are appended; the file is rewritten with only these when it holds many more.
     */
    save(used, changed = new Set()) {
        const file = this.file;
        if (!file)
            return;
        const keep = [...used].filter((k) => this.entries.has(k));
        const fresh = keep.filter((k) => !this.loaded.has(k) || changed.has(k));
        const whole = this.rewrite || this.loaded.size + fresh.length > 2 * keep.length + this.slack;
        if (!whole && !fresh.length)
            return;
        try {
            external_node_fs_.mkdirSync(this.dir, { recursive: true });
            if (!whole)
                this.writeEntries(file, 'a', fresh);
            else {
                // Written aside and renamed: a reader never sees half a file.
                const tmp = `${file}.${process.pid}.tmp`;
                this.writeEntries(tmp, 'w', keep, `${this.header()}\n`);
                external_node_fs_.renameSync(tmp, file);
                this.removeOthers(external_node_path_.basename(file));
            }
            if (whole)
                this.loaded.clear();
            for (const k of whole ? keep : fresh)
                this.loaded.add(k);
            this.rewrite = false;
        }
        catch (e) {
            this.notes.push(`could not write the cache ${file}: ${e.message}`);
        }
    }
    /**
     * Removes this kind's files of other fingerprints, and what runs that stopped half-way left (`….tmp`, aside
     * for STALE_MS: another run may be writing one right now).
     */
    removeOthers(own) {
        const mine = new RegExp(`^${this.kind}-[0-9a-f]+\\.jsonl(\\.\\d+\\.tmp)?$`);
        for (const name of external_node_fs_.readdirSync(this.dir)) {
            const m = mine.exec(name);
            if (!m || name === own)
                continue;
            const other = external_node_path_.join(this.dir, name);
            // Gone meanwhile (another run renamed it): nothing to remove.
            const at = external_node_fs_.statSync(other, { throwIfNoEntry: false })?.mtimeMs;
            if (at === undefined || (m[1] && Date.now() - at < STALE_MS))
                continue;
            external_node_fs_.rmSync(other, { force: true });
        }
    }
    header() {
        return JSON.stringify({ navguard: this.kind, format: FORMAT, fingerprint: this.fingerprint });
    }
    /**
     * One entry per line, written a piece at a time: a run cut short leaves whole lines (each an entry that
     * stands alone) and at most one line cut short, which the next load skips.
     */
    writeEntries(file, flags, keys, first = '') {
        const fd = external_node_fs_.openSync(file, flags);
        try {
            let piece = first;
            for (const k of keys) {
                const v = this.entries.get(k);
                piece += `${JSON.stringify([k, typeof this.reader === 'function' ? v : this.reader.encode(v)])}\n`;
                if (piece.length >= WRITE_PIECE) {
                    writeAll(fd, piece);
                    piece = '';
                }
            }
            if (piece)
                writeAll(fd, piece);
        }
        finally {
            external_node_fs_.closeSync(fd);
        }
    }
    /**
     * A line's entries, or undefined when they are not well-formed: one entry (`[key, value]`), or a list of
     * them (`[[key, value], …]`, as files written before one entry per line hold them).
     */
    parseLine(line) {
        let parsed;
        try {
            parsed = JSON.parse(line);
        }
        catch {
            return undefined;
        }
        if (!Array.isArray(parsed))
            return undefined;
        const entries = (typeof parsed[0] === 'string' ? [parsed] : parsed);
        const out = [];
        const { reader } = this;
        for (const e of entries) {
            if (!Array.isArray(e) || e.length !== 2 || typeof e[0] !== 'string')
                return undefined;
            const v = typeof reader === 'function' ? (reader(e[1]) ? e[1] : undefined) : reader.decode(e[1]);
            if (v === undefined)
                return undefined;
            out.push([e[0], v]);
        }
        return out;
    }
}
function writeAll(fd, text) {
    const bytes = Buffer.from(text);
    for (let at = 0; at < bytes.length;)
        at += external_node_fs_.writeSync(fd, bytes, at);
}
/** A file's lines, read through one buffer of `chunk` bytes; `complete`: the line ended with a newline. */
function* fileLines(fd, chunk) {
    const buf = Buffer.allocUnsafeSlow(chunk);
    // Decoded as they are cut: the buffer is read into again for the next chunk.
    let lines = [];
    const split = (0,records/* splitRecords */.D)(10, (rec, complete) => lines.push({ text: rec.toString('utf8'), complete }));
    for (let n = external_node_fs_.readSync(fd, buf, 0, chunk, null); n > 0; n = external_node_fs_.readSync(fd, buf, 0, chunk, null)) {
        split(buf.subarray(0, n));
        yield* lines;
        lines = [];
    }
    split.end();
    yield* lines;
}
//# sourceMappingURL=kept-entries.js.map
// EXTERNAL MODULE: ./lib/core/paths.js
var paths = __nccwpck_require__(4539);
// EXTERNAL MODULE: ./lib/adapters/stored-scan.js
var stored_scan = __nccwpck_require__(3383);
;// CONCATENATED MODULE: ./lib/adapters/scan-index.js
// Page scans kept between runs, by blob id (./kept-entries.ts). A pull request changes a few pages; reading and
// scanning the thousands it left alone was most of what a diff of a large site cost (≈1 s at 25,000 pages). A
// scan depends only on the page's bytes and on the scanner (SCAN_FINGERPRINT, a hash of its sources).




const BLOB_ID = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
class ScanIndex {
    kept;
    constructor(
    /** The folder, or undefined for no file (scans are then kept for this run only). */
    dir, fingerprint = SCAN_FINGERPRINT, slack) {
        this.kept = new KeptEntries(dir, 'scans', fingerprint, stored_scan/* STORED_SCAN */.qr, { slack });
    }
    /** Scans by blob id: those the file held, and those this run adds. Hand it to the loaders as their scan cache. */
    get scans() {
        return this.kept.entries;
    }
    get notes() {
        return this.kept.notes;
    }
    get file() {
        return this.kept.file;
    }
    /** How many scans the file gave. */
    get size() {
        return this.kept.size;
    }
    /** Reads the file (once): its scans join `scans`. */
    load() {
        this.kept.load();
    }
    /**
     * Keeps the scans of the pages of `sources` (the states this run read): appended when the file holds all
     * the others already, or the file is rewritten with only these when it holds many more than they are.
     */
    save(sources) {
        const used = new Set();
        for (const source of sources)
            for (const f of source?.files ?? []) {
                if (!(0,paths/* isPageFile */.MV)(f))
                    continue;
                const id = source.contentId?.(f);
                if (id !== undefined && BLOB_ID.test(id))
                    used.add(id);
            }
        this.kept.save(used);
    }
}
//# sourceMappingURL=scan-index.js.map
;// CONCATENATED MODULE: ./lib/adapters/run-cache.js
// What a run keeps for the next, in one folder (`--cache`, the action's `cache` input), all by content: page
// scans by blob id (./scan-index.ts), what the anchor check computed of target pages — their plain headings'
// ids (read without the parser) and the ids the MDX parser gave —, the parser's reading of suspect links'
// lines, the OpenAPI specs as read and pages' MDX syntax verdicts (the memos of core/site/memos.ts). With them a
// run reads, scans and parses only the pages and specs that are new since. Each kind of entry is named by a fingerprint of the code
// that computed it (those of ids, links, specs and syntax also cover the libraries, through the lockfile).




class RunCache {
    index;
    texts;
    parsed;
    confirmed;
    specs;
    syntax;
    constructor(dir, anchorsFingerprint = ANCHORS_FINGERPRINT, linksFingerprint = LINKS_FINGERPRINT, specsFingerprint = SPECS_FINGERPRINT, syntaxFingerprint = SYNTAX_FINGERPRINT) {
        this.index = new ScanIndex(dir);
        // Texts' ids and confirmations are kept as the memos hold them: the stores read into and save from those maps.
        this.texts = new KeptEntries(dir, 'ids', anchorsFingerprint, isTextIds, { entries: memos/* ID_MEMO */.T2.texts });
        this.parsed = new KeptEntries(dir, 'parsed-ids', anchorsFingerprint, isStoredParsed);
        this.confirmed = new KeptEntries(dir, 'confirmed-links', linksFingerprint, isConfirmed, {
            entries: memos/* CONFIRM_MEMO */.q1.confirmed,
        });
        this.specs = new KeptEntries(dir, 'specs', specsFingerprint, isStoredSpec);
        this.syntax = new KeptEntries(dir, 'syntax', syntaxFingerprint, isSyntaxVerdict, { entries: memos/* SYNTAX_MEMO */.FM.verdicts });
    }
    get scans() {
        return this.index.scans;
    }
    /** What went wrong reading or writing the folder, in order: each costs time, not correctness. */
    notes = [];
    /** Runs `step`, and adds the notes the stores took meanwhile. */
    noting(step) {
        const stores = [
            this.index.notes,
            this.texts.notes,
            this.parsed.notes,
            this.confirmed.notes,
            this.specs.notes,
            this.syntax.notes,
        ];
        const before = stores.map((n) => n.length);
        step();
        stores.forEach((n, i) => this.notes.push(...n.slice(before[i])));
    }
    /** Reads the folder (once): scans join `scans`, ids the anchor check's memo. */
    load() {
        this.noting(() => {
            this.index.load();
            this.texts.load();
            this.parsed.load();
            this.confirmed.load();
            this.specs.load();
            this.syntax.load();
        });
        for (const [key, p] of this.parsed.entries)
            if (!memos/* ID_MEMO */.T2.parsed.has(key))
                memos/* ID_MEMO */.T2.parsed.set(key, decode(p));
        for (const [key, s] of this.specs.entries)
            if (!memos/* SPEC_MEMO */.Pv.read.has(key))
                memos/* SPEC_MEMO */.Pv.read.set(key, decodeSpec(s));
    }
    /** Keeps what this run used: the scans of the pages of `sources`, and the ids its analyses looked up. */
    save(sources) {
        this.noting(() => this.keep(sources));
    }
    keep(sources) {
        this.index.save(sources);
        const { used, completed } = memos/* ID_MEMO */.T2;
        this.texts.save(used.texts, completed);
        for (const key of used.parsed) {
            const p = memos/* ID_MEMO */.T2.parsed.get(key);
            if (p)
                this.parsed.entries.set(key, encode(p));
        }
        this.parsed.save(used.parsed);
        this.confirmed.save(memos/* CONFIRM_MEMO */.q1.used);
        for (const key of memos/* SPEC_MEMO */.Pv.used) {
            const spec = memos/* SPEC_MEMO */.Pv.read.get(key);
            if (spec)
                this.specs.entries.set(key, encodeSpec(spec));
        }
        this.specs.save(memos/* SPEC_MEMO */.Pv.used);
        this.syntax.save(memos/* SYNTAX_MEMO */.FM.used);
    }
}
function encodeSpec(r) {
    return r.ok ? { ok: true, file: r.spec.file, operations: r.spec.operations } : r;
}
function decodeSpec(s) {
    if (!s.ok)
        return { ok: false, message: s.message, ...(s.tooDeep ? { tooDeep: true } : {}) };
    // As parseSpec builds them: every field present (undefined when the spec has none), a later key over an earlier.
    const operations = s.operations.map((o) => ({
        method: o.method,
        path: o.path,
        tag: o.tag,
        summary: o.summary,
        href: o.href,
    }));
    const byKey = new Map(operations.map((o) => [`${o.method} ${o.path}`, o]));
    return { ok: true, spec: { file: s.file, operations, byKey } };
}
function isStoredSpec(v) {
    const s = v;
    if (typeof s !== 'object' || s === null)
        return false;
    if (s.ok === false)
        return typeof s.message === 'string' && (s.tooDeep === undefined || s.tooDeep === true);
    const text = (x) => x === undefined || typeof x === 'string';
    return (s.ok === true &&
        typeof s.file === 'string' &&
        Array.isArray(s.operations) &&
        s.operations.every((o) => typeof o === 'object' &&
            o !== null &&
            typeof o.method === 'string' &&
            typeof o.path === 'string' &&
            text(o.tag) &&
            text(o.summary) &&
            text(o.href)));
}
function encode(p) {
    const anchors = p.anchors.known
        ? { known: true, anchors: p.anchors.anchors }
        : { known: false, reason: p.anchors.reason };
    return { anchors, dir: p.dir, imports: p.imports.map(([path, id]) => [path, id ?? null]) };
}
function decode(p) {
    const anchors = p.anchors.known
        ? { known: true, anchors: p.anchors.anchors, ids: new Set(p.anchors.anchors.map((a) => a.id)) }
        : { known: false, reason: p.anchors.reason };
    return { anchors, dir: p.dir, imports: p.imports.map(([path, id]) => [path, id ?? undefined]), kept: true };
}
function isTextIds(v) {
    const t = v;
    return (typeof t === 'object' &&
        t !== null &&
        Array.isArray(t.plain) &&
        t.plain.every((x) => typeof x === 'string') &&
        Number.isInteger(t.size) &&
        (t.complete === undefined || typeof t.complete === 'boolean'));
}
const REASONS = new Set(['mode', 'api', 'invalid-mdx']);
function isStoredParsed(v) {
    const p = v;
    if (typeof p !== 'object' || p === null || typeof p.dir !== 'string' || !Array.isArray(p.imports))
        return false;
    if (!p.imports.every((i) => Array.isArray(i) && typeof i[0] === 'string' && (i[1] === null || typeof i[1] === 'string')))
        return false;
    const a = p.anchors;
    if (a?.known === false)
        return typeof a.reason === 'string' && REASONS.has(a.reason);
    return (a?.known === true &&
        Array.isArray(a.anchors) &&
        a.anchors.every((x) => typeof x?.id === 'string' &&
            typeof x.kind === 'string' &&
            (x.line === undefined || Number.isInteger(x.line)) &&
            (x.snippet === undefined || typeof x.snippet === 'string')));
}
function isConfirmed(v) {
    const c = v;
    return (typeof c === 'object' &&
        c !== null &&
        typeof c.whole === 'boolean' &&
        Array.isArray(c.blocks) &&
        c.blocks.every((b) => Array.isArray(b) && b.length === 2 && b.every((n) => Number.isInteger(n))) &&
        Array.isArray(c.links) &&
        c.links.every(isLink));
}
/** A link as the parser gives it. */
function isLink(l) {
    return (typeof l?.url === 'string' && typeof l.kind === 'string' && Number.isInteger(l.line) && Number.isInteger(l.column));
}
function isSyntaxVerdict(v) {
    const s = v;
    if (typeof s !== 'object' || s === null || !Number.isInteger(s.counted) || s.counted < 0)
        return false;
    const e = s.error;
    return (e === undefined ||
        (typeof e === 'object' &&
            e !== null &&
            typeof e.reason === 'string' &&
            Number.isInteger(e.line) &&
            Number.isInteger(e.column)));
}
//# sourceMappingURL=run-cache.js.map

/***/ }),

/***/ 6938:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  rU: () => (/* binding */ allowScanThread),
  iy: () => (/* binding */ isScanThread),
  BZ: () => (/* binding */ scanThreadWanted),
  g3: () => (/* binding */ scanWithThread),
  mF: () => (/* binding */ serveScans)
});

// UNUSED EXPORTS: THREAD_MIN_FILES

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(8161);
;// CONCATENATED MODULE: external "node:worker_threads"
const external_node_worker_threads_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");
// EXTERNAL MODULE: ./lib/core/mdx/scan.js + 1 modules
var scan = __nccwpck_require__(5133);
// EXTERNAL MODULE: ./lib/adapters/file-text.js + 1 modules
var file_text = __nccwpck_require__(3033);
// EXTERNAL MODULE: ./lib/adapters/stored-scan.js
var stored_scan = __nccwpck_require__(3383);
;// CONCATENATED MODULE: ./lib/adapters/scan-thread.js
// Pages read and scanned by two threads at once. On a large site, reading and scanning every page is a third of a
// `check`, and each page is read and scanned on its own: a second thread (a worker running the command line's own
// entry module) takes chunks of the files from a shared counter while the main thread takes others, so neither
// waits for the other to start or to catch up. The main thread stays synchronous: it takes the thread's scans with
// receiveMessageOnPort and waits for the last ones with Atomics.wait.





const ROLE = 'navguard-scan-thread';
/** Files a thread takes at a time: small enough to share the end of the work evenly, large enough that messages are few. */
const CHUNK = 32;
/**
 * Fewer pages than this are read by the main thread alone. Two threads scan at ~1.4× the speed of one (measured on
 * 2 cores: the scan is bound by memory more than by the processor), and the second thread's start and the transfer
 * of its scans eat that below ~20,000 pages: a check of the synthetic 10k site was 5% slower with it, the legacy
 * 6k 1–5% slower; the synthetic 30k 11% faster, the versioned 25k and 75k 11% and 14%.
 */
const THREAD_MIN_FILES = 20_000;
/** A chunk the thread took but has not sent back after this long is read by the main thread instead. */
const STALL_MS = 10_000;
/** Counters shared by both threads, as Int32Array indexes. */
const NEXT = 0; // the next file to take
const SENT = 1; // chunks the second thread has sent back
let entry;
/**
 * Lets scans use a second thread, which runs this entry module (a URL); it must call serveScans when
 * isScanThread() is true instead of doing its own work. Only a bundled or built entry can: tests run sources.
 */
function allowScanThread(entryUrl) {
    entry = entryUrl;
}
/** Whether this thread was started to scan pages (the entry module then calls serveScans). */
function isScanThread() {
    return !external_node_worker_threads_namespaceObject.isMainThread && external_node_worker_threads_namespaceObject.workerData?.role === ROLE;
}
/**
 * Whether a second thread would scan `count` files: allowed, and worth it (enough pages, a second core). The
 * environment decides first: NAVGUARD_THREADS=1 never uses one, NAVGUARD_THREADS=2 always does.
 */
function scanThreadWanted(count) {
    const asked = process.env.NAVGUARD_THREADS;
    if (entry === undefined || asked === '1' || count === 0)
        return false;
    return asked === '2' || (count >= THREAD_MIN_FILES && external_node_os_.availableParallelism() >= 2);
}
/** The files [from, to) of the next chunk, or undefined once all are taken. */
function takeChunk(counters, total) {
    const from = Atomics.add(counters, NEXT, CHUNK);
    return from < total ? [from, Math.min(from + CHUNK, total)] : undefined;
}
/** The second thread's work: chunks of files read and scanned, each sent back as `[from, results]`. */
function serveScans() {
    const { root, files, counters: shared, port } = external_node_worker_threads_namespaceObject.workerData;
    const counters = new Int32Array(shared);
    for (let chunk = takeChunk(counters, files.length); chunk; chunk = takeChunk(counters, files.length)) {
        const results = [];
        for (let i = chunk[0]; i < chunk[1]; i++)
            results.push(readAndScan((0,file_text/* listedFile */.gE)(root, files[i])));
        port.postMessage([chunk[0], results]);
        Atomics.add(counters, SENT, 1);
        Atomics.notify(counters, SENT);
    }
    port.close();
}
function readAndScan(abs) {
    try {
        const text = (0,file_text/* readText */.yR)(abs);
        return typeof text === 'string' ? { scan: (0,stored_scan/* storedScan */.dD)((0,scan/* scanPage */.DA)(text)) } : text;
    }
    catch {
        // The main thread reads it again, and meets the error as it would have alone.
        return { failed: true };
    }
}
/**
 * The files under `root` read and scanned by this thread and a second one. A file whose result never comes back
 * (the thread failed on it, or stopped) is left to the caller, who reads it as if there were no second thread.
 * Returns how many files the second thread scanned.
 */
function scanWithThread(root, files, work) {
    const counters = new Int32Array(new SharedArrayBuffer(8));
    const { port1, port2 } = new external_node_worker_threads_namespaceObject.MessageChannel();
    const data = {
        role: ROLE,
        root,
        files,
        counters: counters.buffer,
        port: port2,
    };
    const worker = new external_node_worker_threads_namespaceObject.Worker(new URL(entry), { workerData: data, transferList: [port2] });
    worker.unref();
    // A thread that fails (even to start) only leaves its files to this one.
    worker.on('error', () => undefined);
    let byThread = 0;
    let received = 0;
    const take = () => {
        for (let m = (0,external_node_worker_threads_namespaceObject.receiveMessageOnPort)(port1); m; m = (0,external_node_worker_threads_namespaceObject.receiveMessageOnPort)(port1)) {
            const [from, results] = m.message;
            received++;
            results.forEach((r, k) => {
                if ('scan' in r) {
                    const scan = (0,stored_scan/* scanFromStored */.Bx)(r.scan);
                    if (scan) {
                        work.scanned(from + k, scan);
                        byThread++;
                    }
                }
                else if (!('failed' in r))
                    work.unread(from + k, r);
            });
        }
    };
    let mine = 0;
    for (let chunk = takeChunk(counters, files.length); chunk; chunk = takeChunk(counters, files.length)) {
        for (let i = chunk[0]; i < chunk[1]; i++)
            work.own(i);
        mine++;
        take();
    }
    // The chunks the second thread took: all the others. Wait for them while it sends them back.
    const theirs = Math.ceil(files.length / CHUNK) - mine;
    let sent = -1;
    let since = 0;
    for (take(); received < theirs; take()) {
        const now = Atomics.load(counters, SENT);
        if (now !== sent) {
            sent = now;
            since = Date.now();
        }
        else if (Date.now() - since > STALL_MS)
            break;
        Atomics.wait(counters, SENT, now, 50);
    }
    port1.close();
    void worker.terminate();
    return byThread;
}
//# sourceMappingURL=scan-thread.js.map

/***/ }),

/***/ 7480:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $g: () => (/* binding */ defaultCacheDir),
/* harmony export */   SZ: () => (/* binding */ missingBase),
/* harmony export */   v6: () => (/* binding */ loadStates)
/* harmony export */ });
/* unused harmony exports docsAt, changedBetween */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var _fs_source_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1485);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(3962);
/* harmony import */ var _run_cache_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(1116);
/* harmony import */ var _git_source_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(9048);
/* harmony import */ var _core_site_mint_json_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(5914);
// The two states a comparison needs — each a git revision (read without checkout) or a plain folder —
// plus what changed between them. Shared by the CLI and the action.







const DEFAULT_BASES = ['origin/HEAD', 'origin/main', 'origin/master', 'main', 'master'];
function isDir(p) {
    return !!p && node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync(p) && node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync(p).isDirectory();
}
function folderState(dir) {
    const abs = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(dir);
    const source = ['docs.json', 'mint.json'].some((f) => node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync(node_path__WEBPACK_IMPORTED_MODULE_1__.join(abs, f)))
        ? (0,_core_site_mint_json_js__WEBPACK_IMPORTED_MODULE_6__/* .siteAsBuilt */ .Ov)((0,_fs_source_js__WEBPACK_IMPORTED_MODULE_2__/* .directorySource */ .X5)(abs, undefined))
        : undefined;
    return { source, label: dir };
}
/**
 * Resolve the two states and start reading them. Revisions are resolved before this returns a promise;
 * git then lists and reads them in the background while the caller loads the engine.
 */
async function loadStates(opts) {
    const notes = [];
    const root = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(opts.root);
    const baseIsDir = isDir(opts.base);
    const headIsDir = isDir(opts.head);
    const needsGit = !baseIsDir || (opts.head !== undefined && !headIsDir);
    let repo;
    let prefix = '';
    // The revisions named on the command line, resolved with the repository's top in one git process when they can be.
    const named = [headIsDir ? undefined : opts.head, baseIsDir ? undefined : opts.base].filter((r) => r !== undefined);
    const resolved = new Map();
    if (needsGit) {
        // Both sides may come from git, so the root need not exist on disk: its nearest existing folder finds
        // the repository, and the rest of the path is the docs folder inside it.
        let onDisk = root;
        while (!isDir(onDisk) && node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(onDisk) !== onDisk)
            onDisk = node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(onDisk);
        const early = (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .topAndCommits */ .x0)(onDisk, named);
        if (early)
            named.forEach((rev, i) => resolved.set(rev, early.commits[i]));
        repo = early?.top ?? (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .repoTop */ .em)(onDisk);
        if (!repo)
            throw new _git_js__WEBPACK_IMPORTED_MODULE_3__/* .GitError */ .XS(`${root} is not inside a git repository; pass folders with --base DIR --head DIR to compare without git`);
        const real = node_path__WEBPACK_IMPORTED_MODULE_1__.join(node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync(onDisk), node_path__WEBPACK_IMPORTED_MODULE_1__.relative(onDisk, root));
        prefix = node_path__WEBPACK_IMPORTED_MODULE_1__.relative(node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync(repo), real).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/');
        if (prefix.startsWith('..'))
            throw new _git_js__WEBPACK_IMPORTED_MODULE_3__/* .GitError */ .XS(`${root} is outside the git repository ${repo}`);
    }
    const revision = (rev) => {
        const commit = resolved.get(rev) ?? (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveCommit */ .WL)(repo, rev, opts.fetch ?? true);
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
                    (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveCommit */ .WL)(repo, b, false);
                    return true;
                }
                catch {
                    return false;
                }
            });
            if (!found)
                throw new _git_js__WEBPACK_IMPORTED_MODULE_3__/* .GitError */ .XS('no base revision given and none of origin/HEAD, origin/main, origin/master, main, master exists; pass --base REV');
            const mb = (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .mergeBase */ .wu)(repo, found, head.commit ?? 'HEAD');
            rev = mb ?? found;
            notes.push(`comparing against ${found}${mb ? ` (merge base ${mb.slice(0, 12)})` : ''}`);
        }
        base = revision(rev);
    }
    const atCommit = [base, head].filter((s) => s.commit !== undefined);
    const changes = repo && base.commit && (head.commit || !headIsDir) ? (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .gitChanges */ .IF)(repo, base.commit, head.commit, prefix) : undefined;
    const index = new _run_cache_js__WEBPACK_IMPORTED_MODULE_4__/* .RunCache */ .C(opts.cache === false ? undefined : (opts.cache ?? (repo && defaultCacheDir(repo))));
    const scans = index.scans;
    // Shared with a second look at the base (a moved root, mint.json): what was read is not read again.
    const blobs = new Map();
    const reading = Promise.all([
        atCommit.length
            ? docsAt(repo, atCommit.map((s) => s.commit), prefix, blobs, scans)
            : [],
        changes,
    ]);
    // While git lists the trees: the scans kept are looked up only once their blob ids are known.
    index.load();
    const [sources, changed] = await reading;
    atCommit.forEach((s, i) => (s.source = sources[i]));
    if (!base.source && head.source && repo && base.commit) {
        const moved = await missingBase(repo, base.commit, head.commit, prefix, blobs, scans);
        if (moved) {
            base.source = moved.source;
            notes.push(moved.note);
        }
    }
    for (const [side, s] of [
        ['base', base],
        ['head', head],
    ])
        if (s.source?.upgradedFrom)
            notes.push((0,_core_site_mint_json_js__WEBPACK_IMPORTED_MODULE_6__/* .mintJsonNote */ .BV)(`the ${side}`));
    const renames = changed?.renames ?? [];
    if (changed?.note)
        notes.push(changed.note);
    const changedFiles = changed
        ? new Set(changed.changed)
        : base.source && head.source
            ? changedBetween(base.source, head.source)
            : new Set();
    if (!base.source && head.source)
        notes.push(`the base (${base.label}) has no docs.json: the change adds it, so every finding counts as new`);
    return {
        base,
        head,
        renames,
        changed: changedFiles,
        scans,
        index,
        rootLabel: repo ? prefix || '.' : '.',
        notes: [...index.notes, ...notes],
    };
}
/** Where a repository keeps page scans between runs unless told otherwise: inside its git folder, out of sight. */
function defaultCacheDir(repo) {
    const dir = (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .commonGitDir */ .oe)(repo);
    return dir && node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, 'navguard');
}
/** Revisions' docs folders, each undefined when it has no docs.json there (a PR that adds or deletes it). */
async function docsAt(repo, commits, prefix, blobs, scans) {
    const sources = await (0,_git_source_js__WEBPACK_IMPORTED_MODULE_5__/* .gitSources */ .zQ)(repo, commits, prefix, blobs, scans);
    return sources.map(_core_site_mint_json_js__WEBPACK_IMPORTED_MODULE_6__/* .siteAsBuilt */ .Ov);
}
/**
 * Files whose text differs between two folder states (added ones included): by content id where both have one
 * (the scans use those ids too, so no page is read just for this), else by text.
 */
function changedBetween(a, b) {
    const out = new Set();
    const before = new Set(a.files);
    const same = (f) => {
        const [x, y] = [a.contentId?.(f), b.contentId?.(f)];
        return x !== undefined && y !== undefined ? x === y : a.read(f) === b.read(f);
    };
    for (const f of b.files)
        if (!before.has(f) || !same(f))
            out.add(f);
    return out;
}
/**
 * What to compare with when the base has no site in the docs root (neither docs.json nor mint.json, which
 * `docsAt` already reads as upgraded) but the head has: the folder the change moved or copied the docs root from
 * (docs.json renamed or copied into it). The old site is then compared with the new one, not with nothing, so what it
 * already had is not called new.
 */
async function missingBase(repo, base, head, prefix, blobs, scans) {
    const name = (p) => (p ? `${p}/` : 'the repository root');
    const moved = await (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .movedDocsRoot */ .vA)(repo, base, head, prefix);
    if (moved !== undefined) {
        const [source] = await docsAt(repo, [base], moved.from, blobs, scans);
        if (source)
            return {
                source,
                note: `the docs root ${moved.copied ? 'was copied' : 'moved'} from ${name(moved.from)} to ${name(prefix)}: the base is read from ${name(moved.from)}`,
            };
    }
    return undefined;
}
//# sourceMappingURL=states.js.map

/***/ }),

/***/ 3383:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Bx: () => (/* binding */ scanFromStored),
/* harmony export */   dD: () => (/* binding */ storedScan),
/* harmony export */   qr: () => (/* binding */ STORED_SCAN)
/* harmony export */ });
/** Link kinds as the file holds them: by their index here. */
const KINDS = ['markdown', 'image', 'definition', 'href', 'src'];
const KIND_INDEX = new Map(KINDS.map((k, i) => [k, i]));
/**
 * A scan as the file holds it: its links as one flat list, `[url, line, column, kind index, …]`. With an object
 * per link (171,752 in the 16,284 distinct pages of the 25k-page bench site) the file was 16.3 MB and took 145 ms
 * to load; so it is 9.5 MB and takes 120 ms (its lines' JSON parsed and checked: 57 → 23 ms).
 */
const STORED_SCAN = { encode: storedScan, decode: scanFromStored };
/** A scan from the form storedScan gives it (in a file, or sent by another thread); undefined when it is not one. */
function scanFromStored(stored) {
    const s = stored;
    if (typeof s !== 'object' || s === null || !Array.isArray(s.links) || s.links.length % 4 !== 0)
        return undefined;
    const flat = s.links;
    const links = new Array(flat.length / 4);
    for (let i = 0, j = 0; i < flat.length; i += 4, j++) {
        const url = flat[i];
        const line = flat[i + 1];
        const column = flat[i + 2];
        const index = flat[i + 3];
        // Only a number indexes the kinds: "length" or "map" would name the list's own properties.
        const kind = typeof index === 'number' ? KINDS[index] : undefined;
        if (typeof url !== 'string' || !Number.isInteger(line) || !Number.isInteger(column) || kind === undefined)
            return undefined;
        links[j] = { url, line: line, column: column, kind };
    }
    const scan = { ...s, links };
    return isScanBesideLinks(scan) ? scan : undefined;
}
/** A scan in the form the file holds it (STORED_SCAN). */
function storedScan(scan) {
    const links = [];
    for (const l of scan.links)
        links.push(l.url, l.line, l.column, KIND_INDEX.get(l.kind));
    return { ...scan, links };
}
/** Whether a scan read back has the shape the scanner gives, its links aside (STORED_SCAN reads those). */
function isScanBesideLinks(s) {
    return (Number.isInteger(s.bodyLine) &&
        (s.frontmatter === undefined || typeof s.frontmatter === 'string') &&
        Array.isArray(s.imports) &&
        s.imports.every((i) => typeof i?.source === 'string' && isPlace(i)) &&
        (s.suppressions === undefined ||
            (Array.isArray(s.suppressions) &&
                s.suppressions.every((x) => typeof x?.scope === 'string' && Array.isArray(x.rules) && isPlace(x) && Number.isInteger(x.endColumn)))));
}
function isPlace(x) {
    return Number.isInteger(x.line) && Number.isInteger(x.column);
}
//# sourceMappingURL=stored-scan.js.map

/***/ }),

/***/ 8908:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ UsageError)
/* harmony export */ });
// What every CLI command shares: where it writes, and the error that means "the command line was wrong"
// (exit 2 with a message). Kept apart from main.ts so that the commands do not import their dispatcher.
class UsageError extends Error {
}
//# sourceMappingURL=io.js.map

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

/***/ 5524:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   T9: () => (/* binding */ planFixes),
/* harmony export */   _4: () => (/* binding */ SAFE_FIXES)
/* harmony export */ });
/* unused harmony export safeFix */
/**
 * The fixes `navguard fix` applies by default, one line each for its help and the README: what safeFix lets
 * through, rule by rule.
 */
const SAFE_FIXES = [
    { rule: 'missing-redirect', what: 'a redirect for a page or folder the change renamed or moved' },
    {
        rule: 'broken-link',
        what: 'a link retargeted to the page it was renamed to (unless the redirect for the rename mends it), or its path written in the letter case of the file',
    },
    { rule: 'redirect-target-missing', what: 'a redirect destination retargeted to the page it was renamed to' },
    { rule: 'broken-anchor', what: "a link's #fragment retargeted to the heading the change renamed" },
    { rule: 'redirect-chain', what: 'a redirect pointed straight at its final page' },
    { rule: 'unused-suppression', what: 'a navguard-disable comment that silences nothing, deleted' },
    { rule: 'mdx-syntax', what: 'HTML comments turned into MDX comments' },
];
/** Fixes that keep the meaning: what the change itself did (a rename), said where it was not yet said. */
function safeFix(f) {
    switch (f.rule) {
        case 'broken-link':
            // Or the path written in the letter case of the file it names: the link the writer's preview showed working.
            // Not where the rename's redirect mends it: the redirect is the fix, and pages (old versions' snapshots among
            // them) keep their text unless broken-link is asked for.
            return (f.data.renamedTo !== undefined && f.data.viaRedirect === undefined) || f.data.casedAs !== undefined;
        case 'missing-redirect':
        case 'broken-anchor':
        case 'redirect-target-missing':
            return f.data.renamedTo !== undefined;
        case 'redirect-chain':
            return true;
        case 'unused-suppression':
            // It silenced nothing, so deleting it changes no finding, and an MDX/HTML comment renders nothing.
            return true;
        case 'mdx-syntax':
            // Its only edits turn HTML comments, which the writer meant to hide, into MDX comments, which hide them.
            return true;
        default:
            return false;
    }
}
const before = (a, b) => a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);
/** An insertion that adds a key to a JSON object (`, "redirects": [...]`): two at one point would add it twice. */
const ADDS_KEY = /^\s*,?\s*"[^"]*"\s*:/;
/**
 * Two edits overlap when each starts before the other ends. Insertions at one point go together (in order),
 * unless one adds a key: the other waits for the next round, when the key is there to add to.
 */
function overlap(a, b) {
    if (a.file !== b.file)
        return false;
    const samePoint = a.line === b.line && a.column === b.column && a.endLine === a.line && a.endColumn === a.column;
    const insertsAtOnePoint = samePoint && b.endLine === b.line && b.endColumn === b.column;
    if (insertsAtOnePoint)
        return ADDS_KEY.test(a.newText) || ADDS_KEY.test(b.newText);
    return before([a.line, a.column], [b.endLine, b.endColumn]) && before([b.line, b.column], [a.endLine, a.endColumn]);
}
const sameEdit = (a, b) => a.file === b.file &&
    a.line === b.line &&
    a.column === b.column &&
    a.endLine === b.endLine &&
    a.endColumn === b.endColumn &&
    a.newText === b.newText;
/**
 * The edits to apply. `rules`: only these rules' fixes, safe or not (the user asked for them); otherwise the
 * safe ones of every rule.
 */
function planFixes(findings, rules) {
    const plan = { edits: [], applied: [], skipped: [] };
    for (const f of findings) {
        const edits = f.fix?.edits ?? [];
        if (!edits.length)
            continue;
        if (rules ? !rules.has(f.rule) : !safeFix(f)) {
            plan.skipped.push({ finding: f, reason: rules ? 'not a rule asked for' : 'may change what the site means' });
            continue;
        }
        // The same edit twice (two findings about one cause) is made once.
        const fresh = edits.filter((e) => !plan.edits.some((x) => sameEdit(x, e)));
        const clash = fresh.find((e) => plan.edits.some((x) => overlap(x, e)));
        if (clash) {
            plan.skipped.push({
                finding: f,
                reason: `its edit overlaps another fix's in ${clash.file}:${clash.line}`,
                overlaps: true,
            });
            continue;
        }
        plan.edits.push(...fresh);
        plan.applied.push(f);
    }
    return plan;
}
//# sourceMappingURL=plan.js.map

/***/ }),

/***/ 4997:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   BA: () => (/* binding */ toValue),
/* harmony export */   Jt: () => (/* binding */ get),
/* harmony export */   KX: () => (/* binding */ MAX_JSON_DEPTH),
/* harmony export */   _Q: () => (/* binding */ jsonNodes),
/* harmony export */   at: () => (/* binding */ at),
/* harmony export */   gx: () => (/* binding */ str),
/* harmony export */   lc: () => (/* binding */ bool),
/* harmony export */   qF: () => (/* binding */ parseJson)
/* harmony export */ });
/* unused harmony exports nestingDepth, prop */
/* harmony import */ var jsonc_parser__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9547);
/* harmony import */ var _positions_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5206);
// docs.json (and the files it pulls in with $ref) as a tree of values that remember where they came from.


/** Deeper than this, navguard refuses to walk a file: no real navigation nests this far. */
const MAX_JSON_DEPTH = 256;
const SYNTAX_TEXT = {
    InvalidSymbol: 'this is not a JSON value (strings need double quotes; true, false and null are lower-case)',
    InvalidNumberFormat: 'this number is not written the way JSON allows',
    PropertyNameExpected: 'a field name in double quotes was expected here',
    ValueExpected: 'a value was expected here',
    ColonExpected: 'a colon (:) was expected after the field name',
    CommaExpected: 'a comma is missing before this',
    CloseBraceExpected: 'a closing } is missing',
    CloseBracketExpected: 'a closing ] is missing',
    EndOfFileExpected: 'there is text after the end of the JSON value',
    InvalidCommentToken: 'JSON does not allow comments',
    UnexpectedEndOfComment: 'a comment is not closed (and JSON does not allow comments)',
    UnexpectedEndOfString: 'a string is not closed with a double quote',
    UnexpectedEndOfNumber: 'a number ends unexpectedly',
    InvalidUnicode: 'this \\u escape is not valid',
    InvalidEscapeCharacter: 'this backslash escape is not valid in JSON',
    InvalidCharacter: 'this character is not allowed inside a JSON string (control characters must be escaped)',
};
/** Deepest bracket nesting outside strings; a cheap guard before any recursive walk. */
function nestingDepth(text) {
    let depth = 0;
    let max = 0;
    let at = 0;
    let inString = false;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (inString) {
            if (c === 92)
                i++;
            else if (c === 34)
                inString = false;
        }
        else if (c === 34)
            inString = true;
        else if (c === 123 || c === 91) {
            depth++;
            if (depth > max) {
                max = depth;
                at = i;
            }
        }
        else if (c === 125 || c === 93)
            depth--;
    }
    return { depth: max, offset: at };
}
function describeSyntax(err, text) {
    const name = (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_0__.printParseErrorCode)(err.error);
    // A trailing comma shows up as "value/property expected" at a closing bracket: say what it really is.
    if (name === 'ValueExpected' || name === 'PropertyNameExpected') {
        const here = text[err.offset];
        const before = text.slice(0, err.offset).trimEnd();
        if ((here === ']' || here === '}') && before.endsWith(','))
            return { message: 'a trailing comma before this closing bracket is not allowed in JSON', trailingComma: true };
    }
    return { message: SYNTAX_TEXT[name] ?? name };
}
/** Parser errors this many lines after a reported one follow from it (see parseJson). */
const CASCADE_LINES = 2;
/**
 * Parse a JSON file into positioned nodes. `fast`: valid JSON (most files) is read by readValid, several times
 * faster than the general parser, which reads the rest and says what is wrong with it.
 */
function parseJson(file, text, fast = true) {
    const lines = new _positions_js__WEBPACK_IMPORTED_MODULE_1__/* .LineIndex */ .r(text);
    const problems = [];
    const { depth, offset } = nestingDepth(text);
    if (depth > MAX_JSON_DEPTH) {
        problems.push({
            kind: 'too-deep',
            message: `values are nested ${depth} levels deep here; navguard reads at most ${MAX_JSON_DEPTH} levels`,
            span: { file, offset, length: 1 },
        });
        return { lines, problems };
    }
    if (fast && isJson(text))
        return { root: readValid(text, file, problems), lines, problems };
    const errors = [];
    // JSON.parse rejects a byte-order mark, so the build would too: report it, then read past it.
    let start = 0;
    if (text.charCodeAt(0) === 0xfeff) {
        problems.push({
            kind: 'syntax',
            message: 'the file starts with a byte-order mark (BOM), which JSON.parse rejects',
            span: { file, offset: 0, length: 1 },
        });
        start = 1;
    }
    // A committed merge conflict is what is wrong: the parser's errors would only follow from its markers.
    const conflict = conflictMarkers(text, file, lines);
    if (conflict) {
        problems.push(conflict);
        return { lines, problems };
    }
    const tree = (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_0__.parseTree)(start ? ' ' + text.slice(1) : text, errors, {
        disallowComments: true,
        allowTrailingComma: false,
        allowEmptyContent: false,
    });
    let lastLine = -Infinity;
    for (const err of errors) {
        const { message, trailingComma } = describeSyntax(err, text);
        // One mistake makes the parser stumble several times where it is and on the line or two after: a trailing
        // comma in an object is both "property expected" and "value expected"; runpod/docs 27074910's stray `]` was
        // "a value was expected", "a comma is missing" and "a field name was expected". The first is the one to fix.
        const line = lines.at(err.offset).line;
        if (line - lastLine <= CASCADE_LINES)
            continue;
        lastLine = line;
        const span = { file, offset: err.offset, length: Math.max(1, err.length) };
        problems.push({ kind: 'syntax', message, span, ...(trailingComma ? { trailingComma } : {}) });
    }
    if (problems.some((p) => p.kind === 'syntax') || !tree)
        return { lines, problems };
    return { root: convert(tree, file, problems), lines, problems };
}
const CONFLICT_MARKER = /^(<{7}|\|{7}|={7}|>{7})(?:[ \t][^\n]*)?\r?$/gm;
/**
 * A file committed in the middle of a merge holds git's markers (`<<<<<<< HEAD`, `=======`, `>>>>>>> branch`) and
 * both sides between them: one problem at the first marker, in place of the parser's dozen that follow from them.
 */
function conflictMarkers(text, file, lines) {
    const starts = [];
    let end;
    for (const m of text.matchAll(CONFLICT_MARKER)) {
        if (m[1][0] === '<')
            starts.push({ line: lines.at(m.index).line, offset: m.index });
        else if (m[1][0] === '>' && starts.length)
            end ??= lines.at(m.index).line;
    }
    const first = starts[0];
    if (!first)
        return undefined;
    const where = starts.length === 1
        ? `the conflict markers from line ${first.line}${end ? ` to line ${end}` : ''}`
        : `${starts.length} conflicts, the first from line ${first.line}${end ? ` to line ${end}` : ''}`;
    return {
        kind: 'syntax',
        message: `it holds an unresolved merge conflict (${where}), committed with both sides in it`,
        span: { file, offset: first.offset, length: 7 },
        conflict: true,
    };
}
function isJson(text) {
    try {
        JSON.parse(text);
        return true;
    }
    catch {
        return false;
    }
}
const NUMBER = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
/**
 * Text that JSON.parse accepts, read into the nodes `convert` makes of the general parser's tree (same spans,
 * values, duplicate keys), without that tree. Being valid, it needs no checks: each token is where it must be.
 */
function readValid(text, file, problems) {
    let i = 0;
    const space = () => {
        for (let c = text.charCodeAt(i); c === 32 || c === 10 || c === 13 || c === 9; c = text.charCodeAt(++i))
            ;
    };
    const string = () => {
        const start = i;
        let j = i + 1;
        let escaped = false;
        for (let c = text.charCodeAt(j); c !== 34; c = text.charCodeAt(j)) {
            if (c === 92) {
                escaped = true;
                j += 2;
            }
            else
                j++;
        }
        i = j + 1;
        return escaped ? JSON.parse(text.slice(start, i)) : text.slice(start + 1, j);
    };
    const value = () => {
        const offset = i;
        const c = text.charCodeAt(i);
        if (c === 123) {
            const span = { file, offset, length: 0 };
            const props = [];
            const seen = new Map();
            i++;
            space();
            while (text.charCodeAt(i) === 34) {
                const keyAt = i;
                const key = string();
                const keySpan = { file, offset: keyAt, length: i - keyAt };
                space();
                i++; // :
                space();
                addProp(props, seen, { key, keySpan, value: value() }, problems);
                space();
                if (text.charCodeAt(i) === 44)
                    i++;
                space();
            }
            i++; // }
            span.length = i - offset;
            return { type: 'object', span, props };
        }
        if (c === 91) {
            const span = { file, offset, length: 0 };
            const items = [];
            i++;
            space();
            while (text.charCodeAt(i) !== 93) {
                items.push(value());
                space();
                if (text.charCodeAt(i) === 44)
                    i++;
                space();
            }
            i++; // ]
            span.length = i - offset;
            return { type: 'array', span, items };
        }
        if (c === 34) {
            const v = string();
            return { type: 'string', span: { file, offset, length: i - offset }, value: v };
        }
        if (c === 116 || c === 102 || c === 110) {
            const word = c === 116 ? 'true' : c === 102 ? 'false' : 'null';
            i += word.length;
            const span = { file, offset, length: word.length };
            return word === 'null' ? { type: 'null', span, value: null } : { type: 'boolean', span, value: word === 'true' };
        }
        NUMBER.lastIndex = i;
        const token = NUMBER.exec(text)[0];
        i += token.length;
        return { type: 'number', span: { file, offset, length: token.length }, value: Number(token) };
    };
    space();
    return value();
}
function convert(node, file, problems) {
    const span = { file, offset: node.offset, length: node.length };
    switch (node.type) {
        case 'object': {
            const props = [];
            const seen = new Map();
            for (const p of node.children ?? []) {
                const [k, v] = p.children ?? [];
                if (!k || !v)
                    continue;
                const key = String(k.value);
                const keySpan = { file, offset: k.offset, length: k.length };
                addProp(props, seen, { key, keySpan, value: convert(v, file, problems) }, problems);
            }
            return { type: 'object', span, props };
        }
        case 'array':
            return { type: 'array', span, items: (node.children ?? []).map((c) => convert(c, file, problems)) };
        case 'property':
            // Not reached: properties are unwrapped above.
            return { type: 'null', span, value: null };
        default:
            return { type: node.type, span, value: node.value };
    }
}
// ---- small accessors used everywhere ----
/** Every node of a tree (the root first, then depth first), without recursion: a docs.json may nest deep. */
function* jsonNodes(root) {
    const stack = root ? [root] : [];
    while (stack.length) {
        const n = stack.pop();
        yield n;
        for (const item of n.items ?? [])
            stack.push(item);
        for (const p of n.props ?? [])
            stack.push(p.value);
    }
}
function prop(node, key) {
    return node?.props?.find((p) => p.key === key);
}
function get(node, key) {
    return prop(node, key)?.value;
}
function str(node) {
    return node?.type === 'string' ? node.value : undefined;
}
function bool(node) {
    return node?.type === 'boolean' ? node.value : undefined;
}
/** Plain JS value of a subtree (for schema validation and for data that needs no positions). */
function toValue(node) {
    switch (node.type) {
        case 'object': {
            const o = Object.create(null);
            for (const p of node.props ?? [])
                o[p.key] = toValue(p.value);
            return o;
        }
        case 'array':
            return (node.items ?? []).map(toValue);
        default:
            return node.value;
    }
}
/** Follow a JSON-pointer-like path (keys and indices) down a tree. */
function at(node, path) {
    let cur = node;
    for (const seg of path) {
        if (!cur)
            return undefined;
        cur = typeof seg === 'number' ? cur.items?.[seg] : get(cur, seg);
    }
    return cur;
}
/** A property in order; a key met again replaces the earlier one (as JSON.parse does) and is reported. */
function addProp(props, seen, prop, problems) {
    const earlier = seen.get(prop.key);
    if (earlier) {
        problems.push({ kind: 'duplicate-key', message: prop.key, span: earlier.keySpan });
        props.splice(props.indexOf(earlier), 1);
    }
    seen.set(prop.key, prop);
    props.push(prop);
}
//# sourceMappingURL=document.js.map

/***/ }),

/***/ 5206:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ LineIndex)
/* harmony export */ });
// Offsets → 1-based line/column, computed once per text.
class LineIndex {
    text;
    starts;
    constructor(text) {
        this.text = text;
        const starts = [0];
        for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
            starts.push(i + 1);
        this.starts = starts;
    }
    get lineCount() {
        return this.starts.length;
    }
    at(offset) {
        const o = Math.max(0, Math.min(offset, this.text.length));
        let lo = 0;
        let hi = this.starts.length - 1;
        while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if (this.starts[mid] <= o)
                lo = mid;
            else
                hi = mid - 1;
        }
        return { line: lo + 1, column: o - this.starts[lo] + 1 };
    }
    /** Where a 1-based line starts, or undefined past the last line. */
    lineStart(line) {
        return this.starts[line - 1];
    }
    /** The text of a 1-based line, without its line break. */
    lineText(line) {
        const start = this.starts[line - 1];
        if (start === undefined)
            return '';
        const next = this.starts[line];
        const end = next === undefined ? this.text.length : next - 1;
        return this.text.slice(start, end).replace(/\r$/, '');
    }
}
//# sourceMappingURL=positions.js.map

/***/ }),

/***/ 655:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ parseYamlWithin)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8815);
// How deep a YAML text nests, measured without recursion. The `yaml` package composes documents
// recursively and runs out of stack near 1,000 levels; when that happens inside V8's regular-expression
// compiler the process dies ("RegExpCompiler Allocation failed") instead of throwing. So YAML (OpenAPI
// specs, page frontmatter) is measured first and refused past MAX_JSON_DEPTH, like JSON.

const COLLECTIONS = new Set(['block-map', 'block-seq', 'flow-collection']);
/**
 * Cheap upper bound: each level needs a flow bracket, more indentation or one more `- `/`? ` on a line.
 * Real specs stay far below any limit on this unless they have many `{param}` paths.
 */
function depthBound(text) {
    let brackets = 0;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 91 || c === 123)
            brackets++;
    }
    let block = 0;
    for (const m of text.matchAll(/^[ \t]*(?:[-?:][ \t]+)*/gm))
        if (m[0].length > block)
            block = m[0].length;
    // Nested block levels sit at strictly increasing columns, so the widest line start bounds them.
    return brackets + block + 1;
}
/** Deepest nesting of collections in a YAML text's CST tokens. */
function tokenDepth(tokens) {
    let max = 0;
    for (const doc of tokens) {
        const stack = [[doc, 0]];
        while (stack.length) {
            const [node, depth] = stack.pop();
            if (!node || typeof node !== 'object')
                continue;
            const t = node;
            const d = t.type && COLLECTIONS.has(t.type) ? depth + 1 : depth;
            if (d > max)
                max = d;
            for (const it of t.items ?? [])
                stack.push([it.key, d], [it.value, d]);
            if (t.value && typeof t.value === 'object')
                stack.push([t.value, d]);
        }
    }
    return max;
}
/**
 * `parse(text, options)` of the `yaml` package, unless the text nests deeper than `limit` (then its depth).
 * Throws what `parse` throws. A text whose cheap bound is over the limit (a large spec with many `{param}`
 * paths) is tokenized once for both the depth and the document, not twice.
 */
function parseYamlWithin(text, limit, options) {
    if (depthBound(text) <= limit)
        return { data: (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg)(text, options) };
    const tokens = [...new yaml__WEBPACK_IMPORTED_MODULE_0__/* .Parser */ .iX().parse(text)];
    const depth = tokenDepth(tokens);
    if (depth > limit)
        return { depth };
    const docs = [...new yaml__WEBPACK_IMPORTED_MODULE_0__/* .Composer */ .Dk(options).compose(tokens, true, text.length)];
    const doc = docs[0];
    // Problems are rare: `parse` reports them with its own wording (positions, warnings, several documents).
    if (docs.length !== 1 || doc.errors.length || doc.warnings.length)
        return { data: (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg)(text, options) };
    return { data: doc.toJS({ ...options, reviver: undefined }) };
}
//# sourceMappingURL=yaml-depth.js.map

/***/ }),

/***/ 5133:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  vR: () => (/* binding */ SNIPPET_FILE),
  nx: () => (/* binding */ nextAt),
  DA: () => (/* binding */ scanPage),
  XW: () => (/* binding */ splitFrontmatter)
});

// UNUSED EXPORTS: unescapeDestination

;// CONCATENATED MODULE: ./lib/core/mdx/suppressions.js
// Inline suppression comments in pages: `{/* navguard-disable-next-line broken-link */}` (or, read too though it
// breaks the page for the builder, which reads `.md` as MDX: `<!-- … -->`) silence the named rules on the next line;
// `navguard-disable-file` silences them in the whole file. No rule ids: every rule. Text after ` -- ` is the
// reason, for the reader. Read by the page scan (fenced code is skipped there, so examples in docs don't count).
const MARKER = 'navguard-disable-';
const COMMENT = /(?:\{\s*\/\*|<!--)\s*navguard-disable-(next-line|file)\b([^]*?)(?:\*\/\s*\}|-->)/g;
/** Where the marker's `vg` sits in it: few pages hold a `vg` at all (see hasSuppressions). */
const MARKER_VG = MARKER.indexOf('vg');
/**
 * Whether a page may hold a suppression comment: one search per page, so that most lines are never looked at.
 * The search is for `vg` first, then for the marker from there: the engine looks for a pattern's first letter
 * and compares from each, and `n` is a frequent letter where `v` is not (the versioned bench site's 161 MB of
 * pages: 78 ms searched for the marker, 24 ms for `vg`).
 */
function hasSuppressions(text, 
/** Where the text's first `vg` is (-1: none); a caller that knows (or reads from there on only) saves the search. */
vg = text.indexOf('vg')) {
    return vg !== -1 && text.includes(MARKER, vg - MARKER_VG);
}
/** The suppressions on one line of a page (1-based line number), or none. */
function lineSuppressions(line, lineNo) {
    if (!line.includes(MARKER))
        return [];
    const out = [];
    COMMENT.lastIndex = 0;
    for (let m = COMMENT.exec(line); m; m = COMMENT.exec(line)) {
        const list = (m[2] ?? '').split(/\s--\s/)[0];
        out.push({
            scope: m[1] === 'file' ? 'file' : 'next-line',
            rules: list.split(/[\s,]+/).filter(Boolean),
            line: lineNo,
            column: m.index + 1,
            endColumn: m.index + m[0].length + 1,
            alone: line.trim() === m[0],
        });
    }
    return out;
}
//# sourceMappingURL=suppressions.js.map
// EXTERNAL MODULE: ./lib/core/own-text.js
var own_text = __nccwpck_require__(703);
;// CONCATENATED MODULE: ./lib/core/mdx/scan.js
// Fast, deliberately over-inclusive scan of an MDX/Markdown page: frontmatter block, imports and link
// candidates. Written by hand because the micromark MDX parser runs at ~2 MB/s (19 MB corpus: 8–11 s),
// too slow to read every page of a 10k-page site on each PR. The scan only has to find a *superset* of the
// links a real parser finds; files with a candidate that does not resolve are re-read with micromark
// (./parse.ts), whose answer is the one reported. A corpus test checks the superset property.


// MDX has no indented code, so a fence opens at any indentation (`    ```mdx` inside a <Step>); a backtick
// fence's info string holds no backtick (```` ```a``` [x](/y) ```` is inline code, then a link).
const FENCE = /^( *)(`{3,}|~{3,})(.*)$/;
/** Frontmatter keys navguard reads (see ScannedPage.frontmatter). */
const READ_KEYS = /^(hidden|openapi|url)\s*:/m;
const IMPORT = /^import\s+(?:[\w*{}\s,$]+\s+from\s+)?["']([^"']+)["']/;
/**
 * Mintlify's older snippet form, `<Snippet file="x.mdx" />`: the file is named from the snippets folder (`snippets/`,
 * or `_snippets/` as older sites have it) and rendered in its place like an imported one. Recorded as an import
 * whose source starts with SNIPPET_FILE (resolveImport tries both folders).
 */
const LEGACY_SNIPPET = /<Snippet\s+file\s*=\s*["']([^"']+)["']/g;
const SNIPPET_FILE = 'snippet-file:';
// `[^label]:` with no space in the label is a GFM footnote, not a link definition.
const DEFINITION = /^ {0,3}\[(?!\^[^\]\s[]+\]:)[^\]]+\]:\s*<?([^\s>]+)/;
// Not `xlink:href` or `data-href`: only `href` and `src` themselves are links.
const ATTR = /(?<![\w:-])(href|src)\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*(?:"([^"]*)"|'([^']*)'|`([^`$]*)`)\s*\})/g;
/** Tags that open or close inline SVG, and the `>`/`/>` that ends an opening tag. */
const SVG_TAG = /<(\/?)svg(?=[\s/>]|$)|\/?>/g;
/**
 * The [start, end) column ranges of a line that lie inside `<svg …>…</svg>` (its own tag included): attributes
 * there (`<use href="icons.svg#i">`) are no page links. Advances `state` past the line.
 */
function svgRanges(line, state) {
    const ranges = [];
    let start = state.depth > 0 || state.inTag ? 0 : -1;
    SVG_TAG.lastIndex = 0;
    for (let m = SVG_TAG.exec(line); m; m = SVG_TAG.exec(line)) {
        if (m[0].startsWith('<')) {
            if (m[1]) {
                if (state.depth === 0)
                    continue;
                state.depth--;
                if (state.depth === 0 && !state.inTag) {
                    const close = line.indexOf('>', m.index);
                    const end = close === -1 ? line.length : close + 1;
                    ranges.push([start, end]);
                    start = -1;
                    SVG_TAG.lastIndex = end;
                }
            }
            else {
                if (start === -1)
                    start = m.index;
                state.inTag = true;
            }
        }
        else if (state.inTag) {
            state.inTag = false;
            if (m[0] === '>')
                state.depth++;
            else if (state.depth === 0) {
                ranges.push([start, m.index + 2]);
                start = -1;
            }
        }
    }
    if (start !== -1)
        ranges.push([start, line.length]);
    return ranges;
}
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
    let tick = line.indexOf('`');
    if (tick === -1)
        return line;
    // Pieces joined once: adding a character at a time made a string per character (a fifth of a scan was GC).
    let out = '';
    let from = 0;
    while (tick !== -1) {
        let run = 1;
        while (line.charCodeAt(tick + run) === 96)
            run++;
        const end = line.indexOf('`'.repeat(run), tick + run);
        if (end === -1)
            break;
        out += line.slice(from, tick) + ' '.repeat(end + run - tick);
        from = end + run;
        tick = line.indexOf('`', from);
    }
    return from === 0 ? line : out + line.slice(from);
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
    const suppressions = [];
    let fence;
    let fenceIndent = 0;
    // Set once a fence's content line was less indented than the fence: the fence may have ended with a
    // list item holding it, and the scan can no longer tell code from text, so it skips no fence after it.
    let lostFences = false;
    const svg = { depth: 0, inTag: false };
    // Lines are visited by offset, and only those that may hold something the scan looks for are cut out of the
    // page (most lines hold none): for each needle, where it occurs next, from the line on.
    let ticks = text.indexOf('``', bodyOffset);
    let tildes = text.indexOf('~~', bodyOffset);
    let bracket = text.indexOf(']', bodyOffset);
    let equals = text.indexOf('=', bodyOffset);
    // Any `vg` for `svg`: as hasSuppressions says, a search for `svg` tries each `s` of the page; `vg` is rare.
    let svgAt = text.indexOf('vg', bodyOffset);
    // The suppression marker holds a `vg` too: one in the body is after its first. (One in the frontmatter, which
    // hasSuppressions(text) would see, is never read: lines are read from the body on.)
    const maySuppress = hasSuppressions(text, svgAt);
    for (let start = bodyOffset, lineNo = bodyLine; start <= text.length; lineNo++) {
        let end = text.indexOf('\n', start);
        if (end === -1)
            end = text.length;
        const at = start;
        start = end + 1;
        ticks = nextAt(text, '``', ticks, at);
        tildes = nextAt(text, '~~', tildes, at);
        const fenceMark = (ticks !== -1 && ticks < end) || (tildes !== -1 && tildes < end);
        // In a fence at the margin, only a line with a fence marker may close it: any other is code.
        if (fence !== undefined && fenceIndent === 0 && !fenceMark)
            continue;
        bracket = nextAt(text, ']', bracket, at);
        equals = nextAt(text, '=', equals, at);
        svgAt = nextAt(text, 'vg', svgAt, at);
        // Nothing below can match a line without `]` (links, definitions: a link's text may start on an earlier
        // line), `=` (attributes) or `import`, unless it moves the inline-SVG state.
        const mayLink = (bracket !== -1 && bracket < end) ||
            (equals !== -1 && equals < end) ||
            (svgAt !== -1 && svgAt < end) ||
            text.startsWith('import', at) ||
            svg.depth > 0 ||
            svg.inTag;
        if (fence === undefined && !fenceMark && !maySuppress && !mayLink)
            continue;
        const raw = text.slice(at, end);
        const f = lostFences || !fenceMark ? null : FENCE.exec(raw);
        if (fence) {
            if (f && f[2][0] === fence[0] && f[2].length >= fence.length && f[3].trim() === '') {
                fence = undefined;
                continue;
            }
            const indent = raw.length - raw.trimStart().length;
            if (indent >= fenceIndent || raw.trim() === '')
                continue;
            fence = undefined;
            lostFences = true;
        }
        else if (f && !(f[2][0] === '`' && f[3].includes('`'))) {
            fence = f[2];
            fenceIndent = f[1].length;
            continue;
        }
        // Suppression comments are read first: they hold none of those.
        if (maySuppress)
            for (const s of lineSuppressions(raw, lineNo))
                suppressions.push({ ...s, rules: s.rules.map(own_text/* ownText */.U) });
        if (!mayLink)
            continue;
        if (raw.startsWith('import')) {
            const m = IMPORT.exec(raw);
            if (m)
                imports.push({ source: (0,own_text/* ownText */.U)(m[1]), line: lineNo, column: raw.indexOf(m[1]) + 1 });
        }
        const line = maskCode(raw);
        if (line.includes('<Snippet'))
            for (const m of line.matchAll(LEGACY_SNIPPET))
                imports.push({ source: `${SNIPPET_FILE}${(0,own_text/* ownText */.U)(m[1])}`, line: lineNo, column: m.index + 1 });
        const def = DEFINITION.exec(line);
        if (def)
            links.push({
                url: (0,own_text/* ownText */.U)(unescapeDestination(def[1])),
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
                url: (0,own_text/* ownText */.U)(unescapeDestination(dest.raw)),
                line: lineNo,
                column: dest.at + 1,
                kind: isImage ? 'image' : 'markdown',
            });
        }
        // A line without `vg` holds no `svg` (searching for it tries each `s`).
        const mayHoldSvg = svgAt !== -1 && svgAt < end && line.includes('svg');
        const inSvg = svg.depth > 0 || svg.inTag || mayHoldSvg ? svgRanges(line, svg) : undefined;
        if (line.includes('=')) {
            ATTR.lastIndex = 0;
            for (let m = ATTR.exec(line); m; m = ATTR.exec(line)) {
                const url = m[2] ?? m[3] ?? m[4] ?? m[5] ?? m[6] ?? '';
                if (!url)
                    continue;
                const at = m.index;
                if (inSvg?.some(([from, to]) => at >= from && at < to))
                    continue;
                links.push({
                    url: (0,own_text/* ownText */.U)(url),
                    line: lineNo,
                    column: m.index + m[0].indexOf(url) + 1,
                    kind: m[1] === 'src' ? 'src' : 'href',
                });
            }
        }
    }
    // Scans outlive page texts: `ownText` copies, and `slice` drops the spare room an array grown by push keeps.
    return {
        frontmatter: frontmatter !== undefined && READ_KEYS.test(frontmatter) ? (0,own_text/* ownText */.U)(frontmatter) : undefined,
        bodyLine,
        imports,
        links: links.slice(),
        ...(suppressions.length ? { suppressions } : {}),
    };
}
/**
 * Where `needle` occurs next in `text` from `from` on, given `at`, where it occurred next before (-1: nowhere;
 * less than -1: not looked for yet). Asked with `from` increasing, the text is searched once per needle in all.
 */
function nextAt(text, needle, at, from) {
    return at === -1 || at >= from ? at : text.indexOf(needle, from);
}
//# sourceMappingURL=scan.js.map

/***/ }),

/***/ 703:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ ownText)
/* harmony export */ });
// Pieces of a page kept past it. V8 keeps a substring (a slice, a regex's capture, a line cut from a page) as a view
// of the whole text, so a piece that a scan, a memo or a finding keeps must be a copy, or it keeps the page alive:
// on a large site, tens to hundreds of MB of pages nobody reads again.
/** A copy of a piece of a text that does not keep the text alive. */
function ownText(piece) {
    // Shorter pieces are copies already; a slice of a concatenation is a view of the concatenation, made for it.
    return piece.length < 13 ? piece : (' ' + piece).slice(1);
}
//# sourceMappingURL=own-text.js.map

/***/ }),

/***/ 4539:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Fd: () => (/* binding */ normalizePath),
/* harmony export */   LC: () => (/* binding */ extname),
/* harmony export */   M9: () => (/* binding */ builderPagePath),
/* harmony export */   MV: () => (/* binding */ isPageFile),
/* harmony export */   P8: () => (/* binding */ basename),
/* harmony export */   Ti: () => (/* binding */ languageFolder),
/* harmony export */   iq: () => (/* binding */ topFolder),
/* harmony export */   m_: () => (/* binding */ versionFolders),
/* harmony export */   pD: () => (/* binding */ dirname),
/* harmony export */   pQ: () => (/* binding */ stripPageExt),
/* harmony export */   uJ: () => (/* binding */ joinPath)
/* harmony export */ });
// POSIX path helpers for docs-root-relative paths. They never produce a path that leaves the root.
function dirname(path) {
    const i = path.lastIndexOf('/');
    return i === -1 ? '' : path.slice(0, i);
}
/** A path's first folder ('' for a path at the top): `ja` of `ja/guides/x`. */
function topFolder(path) {
    const slash = path.indexOf('/');
    return slash === -1 ? '' : path.slice(0, slash);
}
/** A path's first folder when it reads as a language code (`ja`, `pt-BR`, `zh-CN`), lower-cased; else ''. */
function languageFolder(path) {
    const first = topFolder(path);
    return /^[a-z]{2}(?:-[a-z]{2,4})?$/i.test(first) ? first.toLowerCase() : '';
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
 * Collapse `.`, `..` and repeated slashes. Returns undefined when the path climbs above the root, so callers can
 * report it instead of reading outside; with `clampAtRoot`, a `..` at the root stays there, as a browser resolves a URL.
 */
function normalizePath(path, clampAtRoot = false) {
    if (!NEEDS_NORMALIZING.test(path))
        return path;
    const out = [];
    for (const seg of path.split('/')) {
        if (seg === '' || seg === '.')
            continue;
        if (seg === '..') {
            if (out.length === 0 && !clampAtRoot)
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
/**
 * The folders (docs-root-relative, up to the one that differs) of two paths (a copy's and its source's) that differ in
 * exactly one folder: `['evm/v0.6.0', 'evm/next']`; undefined when they differ otherwise.
 */
function versionFolders(copy, source) {
    const a = copy.split('/');
    const b = source.split('/');
    if (a.length !== b.length || a.length < 2)
        return undefined;
    let at = -1;
    for (let i = 0; i < a.length; i++) {
        if (a[i] === b[i])
            continue;
        if (at !== -1 || i === a.length - 1)
            return undefined;
        at = i;
    }
    return at === -1 ? undefined : [a.slice(0, at + 1).join('/'), b.slice(0, at + 1).join('/')];
}
//# sourceMappingURL=paths.js.map

/***/ }),

/***/ 5620:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   e_: () => (/* binding */ isUnpublished),
/* harmony export */   fE: () => (/* binding */ builderIgnores),
/* harmony export */   xQ: () => (/* binding */ inBuilderFolder)
/* harmony export */ });
/* harmony import */ var ignore__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(298);
// What the site builder never publishes: its built-in ignore list (DEFAULT_MINT_IGNORES, see
// shared/design/anchors-redirects-pages.md §3), with gitignore semantics, at any depth and in any case.
// The one definition: the core decides pages with it, and the adapters skip the same paths early.

const BUILTIN = ignore__WEBPACK_IMPORTED_MODULE_0__({ ignorecase: true }).add([
    '.git',
    '.github',
    '.claude',
    '.agents',
    '.idea',
    '.vscode',
    '.cursor',
    'node_modules',
    'README.md',
    'LICENSE.md',
    'CHANGELOG.md',
    'CONTRIBUTING.md',
    // The builder's own folder: skipped except its skills and its JSON/YAML files.
    '**/.mintlify/**',
    '!**/.mintlify/**/',
    '!**/.mintlify/skills/**',
    '!**/.mintlify/**/*.json',
    '!**/.mintlify/**/*.yaml',
    '!**/.mintlify/**/*.yml',
]);
const BUILDER_FOLDER = /(^|\/)\.mintlify(\/|$)/i;
/**
 * True when the builder skips this docs-root-relative path. Write a folder with a trailing `/`: a
 * skipped folder is skipped whole, so a walk need not enter it.
 */
function builderIgnores(path) {
    // The library throws on paths that are not plain relative ones ('', '../x'); no listed file is one.
    return ignore__WEBPACK_IMPORTED_MODULE_0__.isPathValid(path) && BUILTIN.ignores(path);
}
/**
 * True for paths in the builder's own `.mintlify/` folder. Even what the builder reads there (agent
 * skills, settings) is never a page, so navguard neither publishes nor reports anything in it.
 */
function inBuilderFolder(path) {
    return BUILDER_FOLDER.test(path);
}
/** Never a page and never worth a finding: skipped by the builder, or in its own folder. */
function isUnpublished(path) {
    return inBuilderFolder(path) || builderIgnores(path);
}
//# sourceMappingURL=ignores.js.map

/***/ }),

/***/ 2060:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   FM: () => (/* binding */ SYNTAX_MEMO),
/* harmony export */   Pv: () => (/* binding */ SPEC_MEMO),
/* harmony export */   T2: () => (/* binding */ ID_MEMO),
/* harmony export */   q1: () => (/* binding */ CONFIRM_MEMO)
/* harmony export */ });
/**
 * The ids the anchor check computed: `texts` by content id, `parsed` by file type, content id and docs.json
 * variables; `used`, the keys this process's analyses needed; `completed`, the text entries they added to (read
 * back without `complete`, then asked).
 */
const ID_MEMO = {
    texts: new Map(),
    parsed: new Map(),
    used: { texts: new Set(), parsed: new Set() },
    completed: new Set(),
};
/**
 * The parser's reading of suspect files' lines, by content id and the lines asked (what confirmLinks gives for
 * that text and those lines): a diff's two states and consecutive runs confirm the same pages.
 */
const CONFIRM_MEMO = { confirmed: new Map(), used: new Set() };
/**
 * OpenAPI specs as read (parseSpec), by path and content id: the two states of a diff share theirs, and a large
 * YAML spec costs a fifth of a second to parse. `used`: the keys this process's loads needed. Callers must not
 * change a SpecResult.
 */
const SPEC_MEMO = { read: new Map(), used: new Set() };
const SYNTAX_MEMO = { verdicts: new Map(), used: new Set() };
//# sourceMappingURL=memos.js.map

/***/ }),

/***/ 5914:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   BV: () => (/* binding */ mintJsonNote),
/* harmony export */   Ov: () => (/* binding */ siteAsBuilt),
/* harmony export */   ZJ: () => (/* binding */ mintJsonProblems)
/* harmony export */ });
/* unused harmony exports upgradeMintJson, mintJsonAsDocs */
/* harmony import */ var jsonc_parser__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9547);
// mint.json, the format before docs.json, read as the site builder reads it when a folder has no docs.json: upgraded
// on the fly. Its groups go under tabs split by each tab's URL prefix (the rest under one "Documentation" tab),
// the top-level `openapi` moves to `api.openapi`, redirects are kept. Used for the base of a comparison whose
// change migrates to docs.json, so that what the old site already had is not called new.

const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/** The first page a group (or nested group) lists, to place it under the tab whose URL prefix it starts with. */
function firstPage(group) {
    if (!isObject(group) || !Array.isArray(group.pages))
        return undefined;
    for (const p of group.pages) {
        if (typeof p === 'string')
            return p.replace(/^\/+/, '');
        const inner = firstPage(p);
        if (inner)
            return inner;
    }
    return undefined;
}
/** Tabs or anchors of mint.json that lead somewhere: a name and a URL (a path prefix, or an external address). */
function divisions(list) {
    return (Array.isArray(list) ? list : [])
        .filter(isObject)
        .filter((d) => typeof d.name === 'string' && typeof d.url === 'string');
}
const isExternal = (d) => /^[a-z]+:/i.test(d.url);
/** What the upgrade takes for another site (`http(s)://` only: a `mailto:` anchor stays among the anchors). */
const isRemote = (d) => /^https?:\/\//i.test(d.url);
/**
 * The groups of no division, and those of each division (tab or anchor) in `within`: a group goes to the division
 * whose URL prefix its first page starts with; of nested prefixes (`api`, `api/v2`) the longest, of divisions with
 * the same prefix the first (the upgrade gives each page to one).
 */
function placeGroups(groups, within) {
    const prefixOf = (d) => d.url.replace(/^\/+|\/+$/g, '');
    const divisionOf = (g) => {
        const page = firstPage(g);
        let best;
        for (const d of within) {
            const prefix = prefixOf(d);
            if (isExternal(d) || page === undefined || !(page === prefix || page.startsWith(`${prefix}/`)))
                continue;
            if (!best || prefix.length > prefixOf(best).length)
                best = d;
        }
        return best;
    };
    const placed = new Map(groups.map((g) => [g, divisionOf(g)]));
    return { rest: groups.filter((g) => !placed.get(g)), held: (d) => groups.filter((g) => placed.get(g) === d) };
}
/** The name of mint.json's `primaryTab` or `topAnchor`, else the builder's "Documentation". */
function firstName(division) {
    return isObject(division) && typeof division.name === 'string' ? division.name : 'Documentation';
}
/**
 * The spec objects the upgrade makes of a tab's or anchor's `openapi` (a source generating pages under its URL), with
 * the mint.json tab or anchor each was made from: findings about the spec are placed at its `openapi`.
 */
const SPEC_ORIGIN = new WeakMap();
/**
 * A tab or anchor of the upgrade (`made`, holding its label) from a mint.json one: its `openapi` as the builder
 * turns it into a spec for its URL's folder (placed in mint.json: SPEC_ORIGIN), and its groups if it has any.
 */
function division(made, from, groups) {
    const out = { ...made };
    if (typeof from.openapi === 'string' && from.openapi.trim()) {
        const spec = { source: from.openapi, directory: from.url };
        SPEC_ORIGIN.set(spec, from);
        out.openapi = spec;
    }
    if (groups.length)
        out.groups = groups;
    return out;
}
/**
 * The navigation the builder's upgrade makes of mint.json's groups, tabs and anchors: groups under the tabs their
 * pages' URL prefixes name, the rest under a first tab (`primaryTab`, else "Documentation"); without tabs, the same
 * with anchors, the rest under a first anchor (`topAnchor`, else "Documentation"), and external anchors as links (all
 * of them external: global links). A tab or anchor with an `openapi` spec keeps it (its pages are generated under
 * its URL), and is kept without groups. Versions are not split out: their groups stay together.
 */
function upgradeNavigation(mint, groups) {
    const tabs = divisions(mint.tabs).filter((t) => !isExternal(t));
    const anchors = divisions(mint.anchors);
    const global = anchors.length > 0 && anchors.every(isRemote);
    const links = global ? { global: { anchors: anchors.map((a) => ({ anchor: a.name, href: a.url })) } } : {};
    if (tabs.length) {
        const { rest, held } = placeGroups(groups, tabs);
        return {
            tabs: [
                ...(rest.length ? [{ tab: firstName(mint.primaryTab), groups: rest }] : []),
                ...tabs.map((t) => division({ tab: t.name }, t, held(t))),
            ].filter((t) => t.groups?.length || t.openapi),
            ...links,
        };
    }
    if (!anchors.length || Array.isArray(mint.versions))
        return { groups, ...links };
    const { rest, held } = placeGroups(groups, global ? [] : anchors);
    const own = global
        ? []
        : anchors.flatMap((a) => {
            if (isExternal(a))
                return [{ anchor: a.name, href: a.url }];
            const made = division({ anchor: a.name }, a, held(a));
            return made.groups || made.openapi ? [made] : [];
        });
    return { anchors: [...(rest.length ? [{ anchor: firstName(mint.topAnchor), groups: rest }] : []), ...own], ...links };
}
/** docs.json as the builder's upgrade makes it from a parsed mint.json; undefined when mint.json is no object. */
function upgradeMintJson(mint) {
    if (!isObject(mint))
        return undefined;
    const groups = Array.isArray(mint.navigation) ? mint.navigation.filter(isObject) : [];
    const navigation = upgradeNavigation(mint, groups);
    const docs = {
        $schema: 'https://mintlify.com/docs.json',
        theme: 'mint',
        name: typeof mint.name === 'string' ? mint.name : 'Documentation',
        colors: {
            primary: isObject(mint.colors) && typeof mint.colors.primary === 'string' ? mint.colors.primary : '#000000',
        },
        navigation,
    };
    if (mint.openapi !== undefined)
        docs.api = { openapi: mint.openapi };
    if (Array.isArray(mint.redirects))
        docs.redirects = mint.redirects;
    return docs;
}
/** Every object and array of a parsed value, with its path: the upgrade reuses mint.json's own groups and redirects. */
function pathsOf(value, path = [], out = new Map()) {
    if (typeof value !== 'object' || value === null)
        return out;
    out.set(value, path);
    if (Array.isArray(value))
        value.forEach((v, i) => pathsOf(v, [...path, i], out));
    else
        for (const [k, v] of Object.entries(value))
            pathsOf(v, [...path, k], out);
    return out;
}
// Values the upgrade copies into new places (not shared objects): where each came from in mint.json.
const MOVED = [
    [['api', 'openapi'], ['openapi']],
    [['name'], ['name']],
    [
        ['colors', 'primary'],
        ['colors', 'primary'],
    ],
];
/**
 * Where a place in the upgraded docs.json comes from in mint.json: `exact` when it is the same value (an edit to
 * it is an edit to mint.json), otherwise the nearest enclosing value the upgrade kept (a tab it made: its group).
 */
function mapper(mintText, mint, docsText, docs) {
    const mintTree = (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_0__.parseTree)(mintText);
    const docsTree = (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_0__.parseTree)(docsText);
    const origins = pathsOf(mint);
    return (offset) => {
        const whole = { offset: 0, length: 0, exact: false };
        const node = docsTree && (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_0__.findNodeAtOffset)(docsTree, offset, true);
        if (!mintTree || !node)
            return whole;
        // A property name's span: map the property's value, then take its key.
        const path = (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_0__.getNodePath)(node);
        const moved = MOVED.find(([from]) => from.length <= path.length && from.every((k, i) => path[i] === k));
        let anchor = moved ? moved[1] : [];
        let rest = moved ? path.slice(moved[0].length) : [];
        // Within a spec the upgrade made of a string, nothing is that string itself: placed at it, not exactly.
        let made = false;
        if (!moved) {
            let cur = docs;
            for (const key of path) {
                cur = cur?.[key];
                const object = typeof cur === 'object' && cur !== null ? cur : undefined;
                const from = object && SPEC_ORIGIN.get(object);
                const origin = object && (from ? origins.get(from)?.concat('openapi') : origins.get(object));
                if (origin) {
                    anchor = origin;
                    rest = [];
                    made = !!from;
                }
                else
                    rest.push(key);
            }
        }
        const target = made ? undefined : (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_0__.findNodeAtLocation)(mintTree, [...anchor, ...rest]);
        const isKey = node.parent?.type === 'property' && node.parent.children?.[0] === node;
        const hit = target && isKey && target.parent?.type === 'property' ? target.parent.children?.[0] : target;
        if (hit)
            return { offset: hit.offset, length: hit.length, exact: true };
        const near = (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_0__.findNodeAtLocation)(mintTree, anchor);
        return near ? { offset: near.offset, length: Math.min(near.length, 1), exact: false } : whole;
    };
}
/**
 * A folder that has mint.json and no docs.json, as a source whose docs.json is the upgraded mint.json; undefined
 * when there is no readable mint.json (or there is a docs.json, which the builder would use instead).
 */
function mintJsonAsDocs(source) {
    if (source.files.includes('docs.json') || !source.files.includes('mint.json'))
        return undefined;
    const mintText = source.read('mint.json');
    if (mintText === undefined)
        return undefined;
    let parsed;
    let text;
    let mapSpan;
    try {
        parsed = JSON.parse(mintText);
        const docs = upgradeMintJson(parsed);
        if (!docs)
            throw new Error('not an object');
        text = `${JSON.stringify(docs, null, 2)}\n`;
        mapSpan = mapper(mintText, parsed, text, docs);
    }
    catch {
        // Not valid JSON, or no object: read as written, so its problems are reported where they are.
        text = mintText;
        mapSpan = (offset, length) => ({ offset, length, exact: true });
    }
    return {
        ...source,
        files: [...source.files, 'docs.json'].sort(),
        read: (p) => (p === 'docs.json' ? text : source.read(p)),
        contentId: source.contentId && ((p) => (p === 'docs.json' ? undefined : source.contentId(p))),
        knownContentId: source.knownContentId && ((p) => (p === 'docs.json' ? undefined : source.knownContentId(p))),
        prefetch: source.prefetch && ((paths) => source.prefetch(paths.filter((p) => p !== 'docs.json'))),
        upgradedFrom: { file: 'mint.json', mapSpan },
    };
}
/**
 * Why the builder would reject a mint.json (its required fields; a subset of `@mintlify/validation`'s
 * mint.json schema, so never a false alarm: test/compare/mint-json.test.ts holds it against the schema).
 */
function mintJsonProblems(text) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (e) {
        return [{ path: '', problem: `it is not valid JSON (${e.message})` }];
    }
    if (!isObject(value))
        return [{ path: '', problem: 'it is not a JSON object' }];
    const out = [];
    if (typeof value.name !== 'string')
        out.push({ path: 'name', problem: 'has no "name"' });
    if (typeof value.favicon !== 'string')
        out.push({ path: 'favicon', problem: 'has no "favicon"' });
    const primary = isObject(value.colors) ? value.colors.primary : undefined;
    if (typeof primary !== 'string' || !/^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(primary))
        out.push({ path: 'colors.primary', problem: '"colors.primary" is not a hex colour like "#0D9373"' });
    if (!Array.isArray(value.navigation) || value.navigation.length === 0)
        out.push({ path: 'navigation', problem: '"navigation" is not a non-empty list of groups' });
    else {
        // A group's `version` must name a version of the `versions` list (one without a `url`).
        const names = new Set((Array.isArray(value.versions) ? value.versions : []).map((v) => typeof v === 'string' ? v : isObject(v) && v.url === undefined ? v.name : undefined));
        for (const v of new Set(groupVersions(value.navigation)))
            if (!names.has(v))
                out.push({
                    path: 'versions',
                    problem: `a group has "version": ${JSON.stringify(v)}, which "versions" does not list`,
                });
    }
    return out;
}
/** The `version` of every group of a mint.json navigation, nested ones first, as the builder's check collects them. */
function groupVersions(items) {
    return items.flatMap((g) => {
        if (!isObject(g))
            return [];
        const inner = Array.isArray(g.pages) ? groupVersions(g.pages) : [];
        return g.version !== undefined ? [...inner, g.version] : inner;
    });
}
/**
 * The site a docs folder publishes, as the builder reads it: its docs.json, or else its mint.json upgraded;
 * undefined when it has neither (or an unreadable mint.json).
 */
function siteAsBuilt(source) {
    return source.files.includes('docs.json') ? source : mintJsonAsDocs(source);
}
/** The note a comparison prints for a side read from mint.json. */
function mintJsonNote(side) {
    return `${side} has mint.json, not docs.json: read as the site builder upgrades it`;
}
//# sourceMappingURL=mint-json.js.map

/***/ }),

/***/ 5162:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  kR: () => (/* binding */ buildSiteIndex),
  j5: () => (/* binding */ isSnippetPath),
  zT: () => (/* binding */ readFrontmatter),
  ZR: () => (/* binding */ renderers),
  Ui: () => (/* binding */ resolveImport)
});

// UNUSED EXPORTS: yamlFrontmatter

// EXTERNAL MODULE: ./node_modules/ignore/index.js
var ignore = __nccwpck_require__(298);
// EXTERNAL MODULE: ./lib/core/json/document.js
var json_document = __nccwpck_require__(4997);
// EXTERNAL MODULE: ./lib/core/json/yaml-depth.js
var yaml_depth = __nccwpck_require__(655);
;// CONCATENATED MODULE: ./lib/core/site/frontmatter-lines.js
// Page frontmatter of the one shape most pages have, read without the YAML library: one `key: value` per line,
// each value a quoted string, a plain word-like string or a one-line list of quoted strings. The library takes
// ~50 µs a page, and a site's API pages are all read at load (their `openapi:`). Anything else, or anything
// this reading is not sure to read as YAML does, is left to the library (undefined). A corpus test holds the
// two equal on every page this reads.
const LINE = /^([A-Za-z_][\w-]*):(?:[ ]+(.*?))?[ ]*\r?$/;
/** A double-quoted string with nothing to unescape. */
const DOUBLE = /^"([^"\\]*)"$/;
/** A single-quoted string with no quote doubled inside. */
const SINGLE = /^'([^']*)'$/;
/** A list of such double-quoted strings on one line (`keywords: ["a", "b"]`). */
const LIST = /^\[(?:[ ]*"[^"\\]*"[ ]*(?:,[ ]*"[^"\\]*"[ ]*)*)?\]$/;
/**
 * A plain scalar that is a string under YAML 1.2's core schema: no indicator first, no `:` or `#` (mapping and
 * comment marks), nothing that may read as null, a boolean or a number (those start with a digit, sign, dot
 * or `~`, or are true/false/null in some case).
 */
const PLAIN = /^[\p{L}_/(][^:#\t\r]*$/u;
const NOT_STRING = /^(?:true|false|null)$/i;
function value(raw) {
    const double = DOUBLE.exec(raw) ?? SINGLE.exec(raw);
    if (double)
        return { value: double[1] };
    if (LIST.test(raw))
        return { value: [...raw.matchAll(/"([^"\\]*)"/g)].map((m) => m[1]) };
    if (PLAIN.test(raw) && !NOT_STRING.test(raw))
        return { value: raw };
    return undefined;
}
/** The frontmatter's data as the YAML library reads it, when every line has the simple shape; else undefined. */
function simpleFrontmatter(text) {
    // A carriage return ends a line only before a line feed: the library reads a last one as text.
    if (text.endsWith('\r'))
        return undefined;
    const out = {};
    for (const line of text.split('\n')) {
        if (line === '' || line === '\r')
            continue;
        const m = LINE.exec(line);
        // A key twice is an error to the library; `__proto__` would not be an own key here.
        if (!m || m[2] === undefined || m[1] === '__proto__' || Object.hasOwn(out, m[1]))
            return undefined;
        const v = value(m[2]);
        if (!v)
            return undefined;
        out[m[1]] = v.value;
    }
    return Object.keys(out).length ? out : undefined;
}
//# sourceMappingURL=frontmatter-lines.js.map
// EXTERNAL MODULE: ./lib/core/paths.js
var paths = __nccwpck_require__(4539);
// EXTERNAL MODULE: ./lib/core/mdx/scan.js + 1 modules
var mdx_scan = __nccwpck_require__(5133);
// EXTERNAL MODULE: ./lib/core/site/ignores.js
var ignores = __nccwpck_require__(5620);
;// CONCATENATED MODULE: ./lib/core/site/pages.js
// Which files are pages, decided the way the site build decides, with each page's scan and frontmatter.







const RESERVED = new Set(['readme.md', 'license.md', 'contributing.md', 'contribute.md', 'changelog.md']);
const SNIPPET_SEGMENT = /(^|\/)_?snippets(\/|$)/;
function isSnippetPath(path) {
    return SNIPPET_SEGMENT.test(path);
}
/** Resolve an MDX import source to a docs-root file, trying the extensions the bundler would. */
function resolveImport(from, source, files) {
    if (source.startsWith(mdx_scan/* SNIPPET_FILE */.vR)) {
        const file = (0,paths/* normalizePath */.Fd)(source.slice(mdx_scan/* SNIPPET_FILE */.vR.length).replace(/^\/+/, ''));
        if (file === undefined)
            return undefined;
        return [`snippets/${file}`, `_snippets/${file}`].find((f) => files.has(f));
    }
    if (!source.startsWith('.') && !source.startsWith('/'))
        return undefined;
    const base = source.startsWith('/') ? (0,paths/* normalizePath */.Fd)(source.slice(1)) : (0,paths/* normalizePath */.Fd)((0,paths/* joinPath */.uJ)((0,paths/* dirname */.pD)(from), source));
    if (base === undefined)
        return undefined;
    for (const candidate of [base, `${base}.mdx`, `${base}.md`, `${base}/index.mdx`])
        if (files.has(candidate))
            return candidate;
    return undefined;
}
/**
 * `files` and every file that renders one of them: imports it, or imports a file that does, and so on (in the order
 * reached, breadth first). `importersOf` gives a file's importers, as SiteIndex.importers holds them.
 */
function renderers(files, importersOf) {
    const reached = new Set(files);
    // A Set visits what is added while it is walked: each file's importers are walked in turn.
    for (const f of reached)
        for (const by of importersOf(f))
            reached.add(by);
    return reached;
}
function buildSiteIndex(source, scanCache) {
    const files = new Set(source.files);
    const dirs = new Set();
    for (const f of source.files)
        for (let d = (0,paths/* dirname */.pD)(f); d && !dirs.has(d); d = (0,paths/* dirname */.pD)(d))
            dirs.add(d);
    const ignoreText = files.has('.mintignore') ? source.read('.mintignore') : undefined;
    const mintignore = ignoreText !== undefined ? ignore().add(ignoreText) : undefined;
    const scans = new Map();
    const candidates = [];
    const notPages = new Map();
    // The builder's ignore list asked once per folder, and once per file name in folders it publishes: its
    // patterns name files by their name alone (README.md), and everything under `.mintlify/` by the folder.
    const folderSkipped = new Map();
    const nameSkipped = new Map();
    for (const f of source.files) {
        if (!(0,paths/* isPageFile */.MV)(f))
            continue;
        let reason;
        const folder = (0,paths/* dirname */.pD)(f);
        const name = (0,paths/* basename */.P8)(f);
        let skippedFolder = folderSkipped.get(folder);
        if (skippedFolder === undefined)
            folderSkipped.set(folder, (skippedFolder = !!folder && (0,ignores/* isUnpublished */.e_)(`${folder}/`)));
        let skippedName = skippedFolder ? true : nameSkipped.get(name);
        if (skippedName === undefined)
            nameSkipped.set(name, (skippedName = (0,ignores/* isUnpublished */.e_)(f)));
        if (skippedFolder)
            reason = 'default-ignore';
        else if (isSnippetPath(f))
            reason = 'snippet';
        else if (RESERVED.has(name.toLowerCase()) && f.toLowerCase().endsWith('.md'))
            reason = 'reserved-name';
        else if (skippedName)
            reason = 'default-ignore';
        else if (mintignore?.ignores(f))
            reason = 'mintignore';
        if (reason) {
            notPages.set((0,paths/* stripPageExt */.pQ)(f), { path: f, reason });
            if (reason === 'snippet')
                candidates.push(f); // snippets can import other files too
            continue;
        }
        candidates.push(f);
    }
    const importers = new Map();
    const ids = candidates.map((f) => scanCache && source.contentId?.(f));
    // Pages the source can scan as it reads them (with a second thread), all at once: those not scanned before,
    // and one of each content (the others take its scan below).
    const wanted = new Set();
    const early = source.scanFiles?.(candidates.filter((_, i) => {
        const id = ids[i];
        if (id === undefined)
            return true;
        if (scanCache.has(id) || wanted.has(id))
            return false;
        wanted.add(id);
        return true;
    }));
    for (const [i, f] of candidates.entries()) {
        const id = ids[i];
        let scan = (id && scanCache.get(id)) || early?.get(f);
        if (scan && id && !scanCache.has(id))
            scanCache.set(id, scan);
        if (!scan) {
            const text = source.read(f);
            scan = (0,mdx_scan/* scanPage */.DA)(text ?? '');
            // Kept only for a text that was read: a file too large or not UTF-8 must be reported as such next time.
            if (id && text !== undefined)
                scanCache.set(id, scan);
        }
        scans.set(f, scan);
        for (const imp of scan.imports) {
            const target = resolveImport(f, imp.source, files);
            if (target === undefined || target === f)
                continue;
            const list = importers.get(target);
            if (list)
                list.push(f);
            else
                importers.set(target, [f]);
        }
    }
    const pages = new Map();
    for (const f of candidates) {
        const slug = (0,paths/* stripPageExt */.pQ)(f);
        if (notPages.has(slug) && notPages.get(slug).path === f)
            continue;
        if (importers.has(f)) {
            notPages.set(slug, { path: f, reason: 'imported' });
            continue;
        }
        if (pages.has(slug))
            continue;
        pages.set(slug, { path: f, slug, scan: scans.get(f) });
    }
    const slugsLike = sameButForCase(() => pages.keys());
    const filesLike = sameButForCase(() => files);
    const fmCache = new Map();
    const frontmatter = (page) => {
        let fm = fmCache.get(page.path);
        if (!fm) {
            fm = sharedFrontmatter(page.scan.frontmatter);
            fmCache.set(page.path, fm);
        }
        return fm;
    };
    return { source, files, dirs, pages, notPages, slugsLike, filesLike, scans, importers, frontmatter, mintignore };
}
/** A lookup of the names that are a given one but for letter case, built from `names` when first asked. */
function sameButForCase(names) {
    let byLower;
    return (name) => {
        if (!byLower) {
            byLower = new Map();
            for (const n of names()) {
                const list = byLower.get(n.toLowerCase());
                if (list)
                    list.push(n);
                else
                    byLower.set(n.toLowerCase(), [n]);
            }
        }
        return byLower.get(name.toLowerCase()) ?? [];
    };
}
// Frontmatter read once per text: the two states of a diff, and the copies of a versioned site, share most of
// theirs, and YAML parsing was a tenth of a diff. Bounded, as a long-running process may read many sites.
const FRONTMATTER_READ = new Map();
const FRONTMATTER_READ_MAX = 50_000;
/** readFrontmatter, shared by every page with the same frontmatter text: callers must not change it. */
function sharedFrontmatter(text) {
    if (text === undefined)
        return {};
    let fm = FRONTMATTER_READ.get(text);
    if (!fm) {
        if (FRONTMATTER_READ.size >= FRONTMATTER_READ_MAX)
            FRONTMATTER_READ.clear();
        fm = Object.freeze(readFrontmatter(text));
        FRONTMATTER_READ.set(text, fm);
    }
    return fm;
}
const INTERESTING = /^(title|hidden|noindex|url|openapi)\s*:/m;
/** The frontmatter's data as the YAML library reads it, or why it cannot. */
function yamlFrontmatter(text) {
    let read;
    try {
        read = (0,yaml_depth/* parseYamlWithin */.e)(text, json_document/* MAX_JSON_DEPTH */.KX, { maxAliasCount: 50 });
    }
    catch (e) {
        return { error: e.message.split('\n')[0] };
    }
    return 'data' in read ? read : { error: `nested deeper than ${json_document/* MAX_JSON_DEPTH */.KX} levels; not read` };
}
function readFrontmatter(text) {
    if (!text || !INTERESTING.test(text))
        return {};
    const simple = simpleFrontmatter(text);
    const read = simple ? { data: simple } : yamlFrontmatter(text);
    if ('error' in read)
        return { error: read.error };
    const { data } = read;
    if (!data || typeof data !== 'object')
        return {};
    const d = data;
    const fm = {};
    if (typeof d.title === 'string')
        fm.title = d.title;
    if (d.hidden === true || d.hidden === 'true')
        fm.hidden = true;
    if (d.noindex === true || d.noindex === 'true')
        fm.noindex = true;
    if (typeof d.url === 'string' && /^https?:\/\//i.test(d.url.trim()))
        fm.url = d.url.trim();
    if (typeof d.openapi === 'string') {
        fm.openapi = d.openapi;
        const lines = text.split('\n');
        const idx = lines.findIndex((l) => /^openapi\s*:/.test(l));
        fm.openapiLine = idx + 2; // +1 for 1-based, +1 for the opening fence
        const value = /^openapi\s*:\s*/.exec(lines[idx] ?? '');
        fm.openapiColumn = (value?.[0].length ?? 0) + 1;
    }
    return fm;
}
//# sourceMappingURL=pages.js.map

/***/ }),

/***/ 3029:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ suggest)
/* harmony export */ });
/* harmony import */ var fastest_levenshtein__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1916);
// "Did you mean": the nearest of the known words to a mistyped one, when it is near enough to be what was meant.

function suggest(word, known) {
    if (!known.length)
        return undefined;
    const lower = word.toLowerCase();
    const folded = known.map((k) => k.toLowerCase());
    // `CHECK` for check; `warn` for warning (the start of exactly one known word, three letters or more).
    const same = folded.indexOf(lower);
    if (same >= 0)
        return known[same];
    const starts = lower.length >= 3 ? folded.flatMap((k, i) => (k.startsWith(lower) ? [known[i]] : [])) : [];
    if (starts.length === 1)
        return starts[0];
    const best = (0,fastest_levenshtein__WEBPACK_IMPORTED_MODULE_0__/* .closest */ .kp)(lower, folded);
    return (0,fastest_levenshtein__WEBPACK_IMPORTED_MODULE_0__/* .distance */ .Io)(lower, best) <= Math.max(2, Math.floor(best.length / 3)) ? known[folded.indexOf(best)] : undefined;
}
//# sourceMappingURL=suggest.js.map

/***/ }),

/***/ 5220:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
// GENERATED from package.json by scripts/generators/version.ts: do not edit.
// Regenerate with `npm run generate`; CI fails when this file is out of date.
const VERSION = "0.1.0";
//# sourceMappingURL=version.generated.js.map

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

// EXTERNAL MODULE: ./lib/adapters/scan-thread.js + 1 modules
var scan_thread = __nccwpck_require__(6938);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: ./lib/core/errors.js
var errors = __nccwpck_require__(3828);
// EXTERNAL MODULE: ./lib/adapters/git.js + 1 modules
var git = __nccwpck_require__(3962);
// EXTERNAL MODULE: ./lib/adapters/states.js
var adapters_states = __nccwpck_require__(7480);
// EXTERNAL MODULE: ./lib/core/version.generated.js
var version_generated = __nccwpck_require__(5220);
// EXTERNAL MODULE: ./lib/cli/io.js
var cli_io = __nccwpck_require__(8908);
;// CONCATENATED MODULE: external "node:util"
const external_node_util_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");
// EXTERNAL MODULE: ./lib/core/suggest.js
var suggest = __nccwpck_require__(3029);
// EXTERNAL MODULE: ./lib/core/fix/plan.js
var plan = __nccwpck_require__(5524);
;// CONCATENATED MODULE: ./lib/cli/options.js
// The command line's grammar: one declarative table of options per command, from which come parsing
// (node:util parseArgs, strict), checking of allowed values, per-command help and "did you mean"
// suggestions. parseArgs rather than a framework: it is built into Node, and commander 15 needs Node 22.




const root = {
    type: 'string',
    value: 'DIR',
    help: 'the docs root, the folder that holds docs.json',
    default: '.',
};
const config = {
    type: 'string',
    value: 'FILE',
    help: 'the config file (default: .navguard.json or package.json "navguard" in the docs root, then the repository root)',
};
const color = {
    type: 'boolean',
    help: 'colour the text output (default: on a terminal unless NO_COLOR is set)',
};
const noColor = { type: 'boolean', help: 'plain text output' };
// Adopting on a site with known problems (README "Adopting navguard on an existing site").
const baseline = {
    type: 'string',
    value: 'FILE',
    help: 'findings listed in FILE are counted, not reported and not failing',
};
const cache = {
    type: 'string',
    value: 'DIR|off',
    help: "where what was computed from pages (scans, ids, the parser's reading of broken links) is kept between runs, by git blob id, so that the next run reads, scans and parses only the pages that changed (default: the repository's .git/navguard; off: keep none)",
};
const quiet = { type: 'boolean', help: 'report errors only' };
const maxWarnings = {
    type: 'string',
    value: 'N',
    help: 'exit 1 when more than N warnings are reported',
};
const COMMANDS = {
    check: {
        name: 'check',
        summary: 'validate one state of the docs site',
        description: 'Validate one state of the docs site on disk: docs.json syntax and shape, nesting, pages, orphans,\nOpenAPI endpoints, redirects and links. Every finding has a file, line and column.\nA site of 20,000 pages or more is read on two threads (NAVGUARD_THREADS=1: one; =2: two at any size).',
        options: {
            root,
            config,
            format: { type: 'string', choices: ['text', 'json', 'sarif'], default: 'text', help: 'output format' },
            links: {
                type: 'string',
                choices: ['changed', 'all', 'none'],
                default: 'all',
                help: 'check links in all pages or none (changed means all: check has no base to compare with)',
            },
            syntax: {
                type: 'string',
                choices: ['budget', 'all'],
                default: 'budget',
                help: "read pages for MDX syntax up to 1 MB of page text holding tags or braces (a large site's first run stays fast; the rest are counted), or every page",
            },
            cache,
            baseline,
            'update-baseline': { type: 'boolean', help: 'write every current finding to the --baseline FILE, exit 0' },
            quiet,
            'max-warnings': maxWarnings,
            color,
            'no-color': noColor,
        },
    },
    diff: {
        name: 'diff',
        summary: 'compare two states and show what a change does to the navigation',
        description: 'Compare two states (git revisions or folders) and show the navigation outline with what was added,\nremoved, moved or renamed, and which findings the change introduced.',
        options: {
            root,
            base: {
                type: 'string',
                value: 'REV|DIR',
                help: 'the state before: a git revision or a folder (default: the merge base with the default branch)',
            },
            head: {
                type: 'string',
                value: 'REV|DIR',
                help: 'the state after: a git revision or a folder (default: the working tree)',
            },
            config,
            format: { type: 'string', choices: ['text', 'markdown', 'json'], default: 'text', help: 'output format' },
            report: {
                type: 'string',
                choices: ['new', 'all'],
                default: 'new',
                help: 'report only the findings the change introduced, or all of them',
            },
            links: {
                type: 'string',
                choices: ['changed', 'all', 'none'],
                default: 'changed',
                help: 'check links in the changed pages only, in all pages, or not at all',
            },
            cache,
            baseline,
            quiet,
            'max-warnings': maxWarnings,
            color,
            'no-color': noColor,
        },
    },
    fix: {
        name: 'fix',
        summary: 'apply the exact edits findings carry, then check again',
        description: [
            'Apply the edits that findings carry to the files on disk, check again, and say what changed and what is',
            'left for a person. By default only edits that cannot change what the site means:',
            ...plan/* SAFE_FIXES */._4.map((f) => `  - ${f.what} (${f.rule})`),
            'Others (guesses such as "did you mean", a removed page\'s redirect) wait for --rule.',
            'In a git repository the working tree is compared with --base (as for diff).',
        ].join('\n'),
        options: {
            root,
            base: {
                type: 'string',
                value: 'REV',
                help: 'the revision the change is compared with (default: the merge base with the default branch)',
            },
            config,
            rule: {
                type: 'string',
                value: 'ID[,ID…]',
                help: "apply these rules' fixes only, including those that may change meaning",
            },
            'dry-run': { type: 'boolean', help: 'print the edits as a unified diff and write nothing' },
            color,
            'no-color': noColor,
        },
    },
    history: {
        name: 'history',
        summary: 'replay diff over the recent commits that touched the docs',
        description: 'Replay diff over the last N commits that touched the docs root, each against its first parent, reading\nonly git objects (a bare --repo works): per commit the verdict diff would give, its time and the\nfindings it would call new. A merge is blamed only for what is new against each of its parents.',
        exitCodes: "Exit codes: 0 the replay ran (each commit's verdict is in the report, 1 included), 2 usage or internal error.",
        options: {
            last: { type: 'string', value: 'N', default: '20', help: 'how many commits to replay' },
            repo: { type: 'string', value: 'DIR', default: '.', help: 'the repository: a work tree or a bare repository' },
            root: {
                type: 'string',
                value: 'DIR',
                help: 'the docs root, relative to the repository (default: the folder holding docs.json at HEAD)',
            },
            config,
            format: { type: 'string', choices: ['text', 'json'], default: 'text', help: 'output format' },
            links: {
                type: 'string',
                choices: ['changed', 'all', 'none'],
                default: 'changed',
                help: 'as for diff',
            },
            // Accepted as on the other commands; history's text has no colour yet.
            color,
            'no-color': noColor,
        },
    },
};
function meant(best) {
    return best ? `; did you mean ${best}?` : '';
}
function commandFor(word) {
    if (Object.hasOwn(COMMANDS, word))
        return word;
    const names = Object.keys(COMMANDS);
    const hint = meant((0,suggest/* suggest */.Z)(word, [...names, 'help'])) || '.';
    throw new cli_io/* UsageError */.e(`unknown command "${word}"${hint} The commands are ${names.join(', ')}.`);
}
function optionLabel(name, spec) {
    if (spec.type === 'boolean')
        return `--${name}`;
    return `--${name} ${spec.choices ? spec.choices.join('|') : (spec.value ?? 'VALUE')}`;
}
/** `navguard check [--root DIR] …`: every option of the command, wrapped to `width` columns. */
function synopsis(spec, width = 112) {
    const head = `navguard ${spec.name}`;
    const lines = [head];
    for (const [name, o] of Object.entries(spec.options)) {
        const word = ` [${optionLabel(name, o)}]`;
        if (lines.at(-1).length + word.length > width)
            lines.push(' '.repeat(head.length));
        lines[lines.length - 1] += word;
    }
    return lines.join('\n');
}
function commandHelp(spec) {
    const rows = Object.entries(spec.options).map(([name, o]) => {
        const dflt = o.default !== undefined ? ` (default: ${o.default})` : '';
        return [optionLabel(name, o), o.help + dflt];
    });
    rows.push(['-h, --help', 'show this help']);
    const width = Math.max(...rows.map(([l]) => l.length)) + 2;
    return [
        `navguard ${spec.name} — ${spec.summary}`,
        '',
        `Usage: navguard ${spec.name} [options]`,
        '',
        spec.description,
        '',
        'Options:',
        ...rows.map(([label, help]) => `  ${label.padEnd(width)}${help}`),
        '',
        spec.exitCodes ?? 'Exit codes: 0 no errors, 1 errors found, 2 usage or internal error.',
        '',
    ].join('\n');
}
function wantsHelp(args) {
    const end = args.indexOf('--');
    return (end < 0 ? args : args.slice(0, end)).some((a) => a === '--help' || a === '-h');
}
/** The command's arguments as values, every option known and every choice allowed, or a UsageError. */
function parseCommand(spec, given) {
    const known = Object.keys(spec.options);
    // A negative number after an option that takes a value is that value (`--max-warnings -1`, which its own check
    // then refuses with a reason), not an option: written as `--max-warnings=-1` for the parser.
    const args = [];
    for (let i = 0; i < given.length; i++) {
        const [a, next] = [given[i], given[i + 1]];
        const takesValue = /^--[^=]+$/.test(a) && spec.options[a.slice(2)]?.type === 'string';
        if (takesValue && next !== undefined && /^-\d+$/.test(next)) {
            args.push(`${a}=${next}`);
            i++;
        }
        else
            args.push(a);
    }
    const options = Object.fromEntries(known.map((name) => [name, { type: spec.options[name].type }]));
    // A lenient pass first, to name an unknown option (and suggest one) rather than fail on it.
    const { tokens } = (0,external_node_util_namespaceObject.parseArgs)({ args, options, strict: false, tokens: true, allowPositionals: true });
    for (const t of tokens) {
        if (t.kind === 'positional')
            throw new cli_io/* UsageError */.e(`navguard ${spec.name} takes no arguments besides options (got "${t.value}")`);
        if (t.kind !== 'option')
            continue;
        const o = spec.options[t.name];
        // `--root --format json`: the next option is no value (write `--root=-x` for one that starts with "-").
        if (o?.type === 'string' && (t.value === undefined || (!t.inlineValue && t.value.startsWith('-'))))
            throw new cli_io/* UsageError */.e(`${t.rawName} needs a value (${optionLabel(t.name, o)})`);
        if (o?.type === 'boolean' && t.inlineValue)
            throw new cli_io/* UsageError */.e(`${t.rawName} takes no value`);
        if (o)
            continue;
        const near = (0,suggest/* suggest */.Z)(t.name, known);
        const elsewhere = Object.values(COMMANDS)
            .filter((c) => Object.hasOwn(c.options, t.name))
            .map((c) => c.name);
        const hint = elsewhere.length ? `; it is an option of ${elsewhere.join(' and ')}` : meant(near && `--${near}`);
        throw new cli_io/* UsageError */.e(`unknown option ${t.rawName} for navguard ${spec.name}${hint}`);
    }
    let values;
    try {
        values = (0,external_node_util_namespaceObject.parseArgs)({ args, options, strict: true, allowPositionals: false }).values;
    }
    catch (e) {
        // What the lenient pass lets through, e.g. a value that looks like an option (`--root --format`).
        throw new cli_io/* UsageError */.e(e.message);
    }
    for (const [name, o] of Object.entries(spec.options)) {
        const v = values[name];
        if (!o.choices || typeof v !== 'string' || o.choices.includes(v))
            continue;
        throw new cli_io/* UsageError */.e(`--${name} must be one of ${o.choices.join(', ')} (got "${v}")${meant((0,suggest/* suggest */.Z)(v, o.choices))}`);
    }
    for (const [name, o] of Object.entries(spec.options))
        values[name] ??= o.default;
    return values;
}
//# sourceMappingURL=options.js.map
;// CONCATENATED MODULE: ./lib/cli/main.js
// navguard's command line: `navguard check`, `navguard diff` and `navguard history`. Exit 0: no error finding; 1: at least
// one; 2: usage or internal error, with a message. The engine is imported once the command is known, so
// that for `diff` git reads both revisions while the engine loads.








function help() {
    const rows = Object.values(COMMANDS).map((c) => `  ${c.name.padEnd(8)}${c.summary}`);
    return [
        'navguard — checks Mintlify docs.json navigation',
        '',
        'Usage: navguard <command> [options]',
        '',
        'Commands:',
        ...rows,
        '',
        'Run "navguard <command> --help" for the options of a command, "navguard --version" for the version.',
        'Exit codes: 0 no errors, 1 errors found, 2 usage or internal error.',
        '',
    ].join('\n');
}
/** A folder with no docs.json: the ones below it that have one (a monorepo's roots), or where to point --root. */
async function noSiteIn(root) {
    const { sitesBelow } = await Promise.all(/* import() */[__nccwpck_require__.e(785), __nccwpck_require__.e(177)]).then(__nccwpck_require__.bind(__nccwpck_require__, 177));
    const below = sitesBelow(root);
    if (!below.length)
        return `no docs.json in ${root}. Pass --root with the folder that holds docs.json.`;
    const shown = below.map((f) => external_node_path_.join(root, f)).join(', ');
    return `no docs.json in ${root}; ${below.length === 1 ? 'one is' : 'these hold one'} below it: ${shown}. Pass that folder with --root (one run per docs root).`;
}
/** `--max-warnings N`: a whole number, 0 or more. */
function parseMaxWarnings(value) {
    if (value === undefined)
        return undefined;
    if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(Number(value)))
        throw new cli_io/* UsageError */.e(`--max-warnings must be a whole number, 0 or more (got "${value}")`);
    return Number(value);
}
/** A string option's value (the tables in options.ts say which options are strings). */
const str = (v) => (typeof v === 'string' ? v : undefined);
async function main(argv, io = { out: process.stdout, err: process.stderr }) {
    const [command, ...rest] = argv;
    let usage = 'navguard --help';
    try {
        if (!command || command === '--help' || command === '-h') {
            io.out.write(help());
            return command ? 0 : 2;
        }
        if (command === '--version') {
            io.out.write(`${version_generated/* VERSION */.x}\n`);
            return 0;
        }
        if (command === 'help') {
            io.out.write(rest[0] ? commandHelp(COMMANDS[commandFor(rest[0])]) : help());
            return 0;
        }
        const spec = COMMANDS[commandFor(command)];
        usage = `navguard ${spec.name} --help`;
        if (wantsHelp(rest)) {
            io.out.write(commandHelp(spec));
            return 0;
        }
        // parseCommand checked every choice against the table, so the casts below only name the allowed values.
        const values = parseCommand(spec, rest);
        const color = values['no-color'] ? false : values.color ? true : !!io.out.isTTY && !process.env.NO_COLOR;
        const root = external_node_path_.resolve(str(values.root) ?? '.');
        const configFile = str(values.config);
        const adoption = {
            baseline: str(values.baseline),
            quiet: values.quiet === true,
            maxWarnings: parseMaxWarnings(str(values['max-warnings'])),
        };
        if (spec.name === 'check') {
            const format = values.format;
            const links = values.links;
            if (!external_node_fs_.existsSync(root) || !external_node_fs_.statSync(root).isDirectory())
                throw new cli_io/* UsageError */.e(`--root ${root} is not a folder`);
            // A folder with only mint.json is checked as the builder reads it (upgraded to docs.json).
            if (!external_node_fs_.existsSync(external_node_path_.join(root, 'docs.json')) && !external_node_fs_.existsSync(external_node_path_.join(root, 'mint.json')))
                throw new cli_io/* UsageError */.e(await noSiteIn(root));
            const { runCheck } = await Promise.all(/* import() */[__nccwpck_require__.e(785), __nccwpck_require__.e(466), __nccwpck_require__.e(746), __nccwpck_require__.e(387), __nccwpck_require__.e(394)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2394));
            return await runCheck({
                root,
                config: configFile,
                format,
                links: links === 'changed' ? 'all' : links,
                syntaxAll: values.syntax === 'all',
                color,
                ...adoption,
                updateBaseline: values['update-baseline'] === true,
                cache: cacheOption(values.cache),
            }, io);
        }
        if (spec.name === 'diff') {
            const format = values.format;
            const report = values.report;
            const links = values.links;
            const head = str(values.head);
            // The root must be on disk only where a side is read from it: the working tree (no --head).
            if (head === undefined && !external_node_fs_.existsSync(root))
                throw new cli_io/* UsageError */.e(`--root ${root} does not exist; to compare revisions without it, pass --base REV --head REV`);
            const states = (0,adapters_states/* loadStates */.v6)({ root, base: str(values.base), head, cache: cacheOption(values.cache) });
            states.catch(() => undefined); // awaited below; this only keeps a failure from counting as unhandled meanwhile
            const { runDiff } = await Promise.all(/* import() */[__nccwpck_require__.e(785), __nccwpck_require__.e(466), __nccwpck_require__.e(746), __nccwpck_require__.e(387), __nccwpck_require__.e(47), __nccwpck_require__.e(42), __nccwpck_require__.e(269)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8269));
            const loaded = await states;
            const code = runDiff({ root, config: configFile, format, report, links, color, ...adoption }, loaded, io);
            // After the output: keeping the scans for the next run is not part of this one's answer.
            const noted = loaded.index.notes.length;
            loaded.index.save([loaded.base.source, loaded.head.source]);
            for (const note of loaded.index.notes.slice(noted))
                io.err.write(`navguard: ${note}\n`);
            return code;
        }
        if (spec.name === 'fix') {
            if (!external_node_fs_.existsSync(root) || !external_node_fs_.statSync(root).isDirectory())
                throw new cli_io/* UsageError */.e(`--root ${root} is not a folder`);
            const rules = str(values.rule)
                ?.split(',')
                .map((r) => r.trim())
                .filter(Boolean);
            const { runFix } = await Promise.all(/* import() */[__nccwpck_require__.e(785), __nccwpck_require__.e(466), __nccwpck_require__.e(746), __nccwpck_require__.e(387), __nccwpck_require__.e(47), __nccwpck_require__.e(784)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5784));
            return await runFix({
                root,
                config: configFile,
                base: str(values.base),
                rules: rules?.length ? rules : undefined,
                dryRun: values['dry-run'] === true,
            }, io);
        }
        const format = values.format;
        const links = values.links;
        const last = Number(values.last);
        if (!Number.isInteger(last) || last < 1)
            throw new cli_io/* UsageError */.e(`--last must be a whole number of commits (got "${str(values.last)}")`);
        const repo = external_node_path_.resolve(str(values.repo) ?? '.');
        if (!external_node_fs_.existsSync(repo))
            throw new cli_io/* UsageError */.e(`--repo ${repo} does not exist`);
        const docsRoot = str(values.root);
        const [{ loadConfigFile }, { runHistory }] = await Promise.all([
            Promise.all(/* import() */[__nccwpck_require__.e(785), __nccwpck_require__.e(746), __nccwpck_require__.e(144)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5475)),
            Promise.all(/* import() */[__nccwpck_require__.e(785), __nccwpck_require__.e(466), __nccwpck_require__.e(746), __nccwpck_require__.e(387), __nccwpck_require__.e(47), __nccwpck_require__.e(42), __nccwpck_require__.e(258)]).then(__nccwpck_require__.bind(__nccwpck_require__, 258)),
        ]);
        const config = loadConfigFile(configFile, [external_node_path_.join(repo, docsRoot ?? '.'), repo]).config;
        return await runHistory({ repo, root: docsRoot?.replace(/^\.\/+|\/+$/g, '') || undefined, last, format, links, config }, io);
    }
    catch (e) {
        if (e instanceof cli_io/* UsageError */.e ||
            e instanceof errors/* ConfigError */.x ||
            e instanceof git/* GitError */.XS ||
            e.code?.startsWith('ERR_PARSE_ARGS')) {
            io.err.write(`navguard: ${e.message}\nRun "${usage}" for usage.\n`);
            return 2;
        }
        io.err.write(`navguard: internal error: ${e.stack ?? String(e)}\nPlease report this with the command you ran.\n`);
        return 2;
    }
}
/** --cache DIR|off: a folder (absolute), false for none, undefined for the repository's default. */
function cacheOption(value) {
    if (typeof value !== 'string')
        return undefined;
    return value === 'off' ? false : external_node_path_.resolve(value);
}
//# sourceMappingURL=main.js.map
;// CONCATENATED MODULE: ./lib/cli/index.js


// This module is also the entry of the thread that shares the reading and scanning of a large site's pages.
if ((0,scan_thread/* isScanThread */.iy)())
    (0,scan_thread/* serveScans */.mF)();
else {
    (0,scan_thread/* allowScanThread */.rU)(import.meta.url);
    main(process.argv.slice(2)).then((code) => {
        process.exitCode = code;
    }, (e) => {
        process.stderr.write(`navguard: internal error: ${String(e)}\n`);
        process.exitCode = 2;
    });
}
//# sourceMappingURL=index.js.map
