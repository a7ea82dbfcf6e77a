#!/usr/bin/env python3
"""Finds uses of Apple APIs newer than the package's minimum OS versions.

Package.swift declares minimum Apple OS versions (`platforms:`). A Linux build never
checks Apple availability, so a call such as `FileHandle.read(upToCount:)` (macOS
10.15.4) compiles there even when the manifest says macOS 10.15. This script matches
the rules in Scripts/availability-rules.txt (regex, version per platform, description)
against every .swift file of Sources/, Tests/ and Benchmarks/ and reports each match
whose required version is above what is guaranteed at that point: the manifest's
minimum, raised by an enclosing `if #available(...) { }` / `while #available(...) { }`,
the code after `guard #available(...) else { }`, or an `@available(...)` declaration.

Comments and the contents of string literals are blanked before matching (kept as
spaces, so lines and columns stay right). Scopes come from the braces of the blanked
text; the script does not evaluate `#if`, so a match in a branch that an Apple build
never compiles is still reported.

  Scripts/availability-check.py                      scan the package (minimums from
                                                     `swift package dump-package`)
  Scripts/availability-check.py PATH...              scan these files or directories
  Scripts/availability-check.py --minimums macos=10.15.4,ios=13.4,tvos=13.4,watchos=6.2
                                                     use these minimums, skip swift
  Scripts/availability-check.py --self-test          run the built-in cases

Exit status: 0 no findings, 1 findings (or a failed self-test), 2 usage or rules error.
"""
import argparse
import bisect
import json
import os
import re
import subprocess
import sys

SCRIPT_DIR = os.path.dirname(os.path.abspath(__file__))
PACKAGE_ROOT = os.path.dirname(SCRIPT_DIR)
DEFAULT_RULES = os.path.join(SCRIPT_DIR, 'availability-rules.txt')
SCANNED_DIRECTORIES = ('Sources', 'Tests', 'Benchmarks')

# The platforms a rule names, in the order of its version column: (manifest name, display).
RULE_PLATFORMS = (
    ('macos', 'macOS'),
    ('ios', 'iOS'),
    ('tvos', 'tvOS'),
    ('watchos', 'watchOS'),
    ('visionos', 'visionOS'),
)
DISPLAY_NAMES = dict(RULE_PLATFORMS)
# Spellings Swift accepts besides the manifest's lower-case names.
PLATFORM_ALIASES = {'osx': 'macos', 'xros': 'visionos'}


class UsageError(Exception):
    """A bad option, rules file or manifest: reported and exit status 2."""


# --- Versions and platforms ------------------------------------------------------------


class Version:
    """A dotted OS version such as 10.15.4, compared numerically (13 == 13.0)."""

    __slots__ = ('text', 'key')

    def __init__(self, text):
        if not re.fullmatch(r'\d+(\.\d+)*', text):
            raise ValueError('not a version: %r' % text)
        self.text = text
        parts = [int(part) for part in text.split('.')]
        while len(parts) > 1 and parts[-1] == 0:
            parts.pop()
        self.key = tuple(parts)

    def __lt__(self, other):
        return self.key < other.key

    def __gt__(self, other):
        return self.key > other.key

    def __str__(self):
        return self.text

    def __repr__(self):
        return 'Version(%r)' % self.text


def platform_key(name):
    """The manifest's name for a platform as written in Swift (`macOS` -> `macos`)."""
    key = name.strip().lower()
    return PLATFORM_ALIASES.get(key, key)


def display_name(key):
    """How messages spell a platform (`macos` -> `macOS`)."""
    return DISPLAY_NAMES.get(key, key)


def parse_minimums_option(text):
    """Parses `--minimums macos=10.15.4,ios=13.4` into {platform: Version}."""
    minimums = {}
    for item in text.split(','):
        if not item.strip():
            continue
        name, equals, version = item.partition('=')
        if not equals:
            raise UsageError('--minimums: expected PLATFORM=VERSION, got %r' % item.strip())
        try:
            minimums[platform_key(name)] = Version(version.strip())
        except ValueError as error:
            raise UsageError('--minimums: %s' % error)
    return minimums


def read_manifest_minimums(root):
    """The `platforms` of the manifest in `root`, via `swift package dump-package`."""
    try:
        result = subprocess.run(
            ['swift', 'package', 'dump-package'], cwd=root, capture_output=True, text=True)
    except OSError as error:
        raise UsageError('cannot run swift (%s); pass --minimums instead' % error)
    if result.returncode != 0:
        raise UsageError('swift package dump-package failed:\n%s' % result.stderr.strip())
    try:
        platforms = json.loads(result.stdout).get('platforms') or []
        return {platform_key(p['platformName']): Version(p['version']) for p in platforms}
    except (ValueError, KeyError, TypeError, AttributeError) as error:
        raise UsageError('cannot read the platforms of dump-package output: %s' % error)


# --- Rules -----------------------------------------------------------------------------


class Rule:
    """One line of the rules file: a pattern and the versions that introduced the API."""

    __slots__ = ('pattern', 'versions', 'description', 'origin', 'candidates')

    def __init__(self, pattern, versions, description, origin):
        self.pattern = pattern          # compiled regex
        self.versions = versions        # {platform: Version}; platforms with `-` left out
        self.description = description
        self.origin = origin            # "file:line", for error messages
        self.candidates = _candidate_pattern(pattern)

    def finditer(self, code):
        """The matches of the pattern in `code`, as `pattern.finditer` gives them."""
        if self.candidates is None:
            yield from self.pattern.finditer(code)
            return
        position = 0
        while True:
            candidate = self.candidates.search(code, position)
            if not candidate:
                return
            match = self.pattern.match(code, candidate.start())
            if match:
                yield match
                position = max(match.end(), candidate.start() + 1)
            else:
                position = candidate.start() + 1


def _candidate_pattern(pattern):
    """For a pattern starting with `\\b`: the rest of it, else None.

    Python's `re` skips quickly to a pattern's leading literal, but not past a leading
    `\\b`, which makes such a search tens of times slower. Every match of the pattern
    starts where the rest matches, so `Rule.finditer` finds candidates with the rest
    and confirms each with the whole pattern: the same matches, found faster.
    """
    source = pattern.pattern
    if not source.startswith('\\b') or len(source) == 2:
        return None
    try:
        return re.compile(source[2:], pattern.flags)
    except re.error:
        return None


def parse_rule_line(line, origin):
    """Parses `<regex> | <macOS> <iOS> <tvOS> <watchOS> <visionOS> | <description>`."""
    fields = line.rsplit(' | ', 2)
    if len(fields) != 3:
        raise UsageError('%s: expected "<regex> | <versions> | <description>"' % origin)
    source, version_field, description = (field.strip() for field in fields)
    try:
        pattern = re.compile(source)
    except re.error as error:
        raise UsageError('%s: bad regex %r: %s' % (origin, source, error))
    words = version_field.split()
    if len(words) != len(RULE_PLATFORMS):
        raise UsageError('%s: expected %d versions (%s), got %r' % (
            origin, len(RULE_PLATFORMS), ' '.join(d for _, d in RULE_PLATFORMS), version_field))
    versions = {}
    for (key, _), word in zip(RULE_PLATFORMS, words):
        if word == '-':
            continue
        try:
            versions[key] = Version(word)
        except ValueError as error:
            raise UsageError('%s: %s' % (origin, error))
    if not description:
        raise UsageError('%s: the description is empty' % origin)
    return Rule(pattern, versions, description, origin)


def parse_rules(text, name):
    """All rules of a rules file's text; `#` comments and blank lines are skipped."""
    rules = []
    for number, line in enumerate(text.splitlines(), 1):
        stripped = line.strip()
        if stripped and not stripped.startswith('#'):
            rules.append(parse_rule_line(stripped, '%s:%d' % (name, number)))
    return rules


def load_rules(path):
    """The rules of the file at `path`."""
    try:
        with open(path, encoding='utf-8') as file:
            text = file.read()
    except OSError as error:
        raise UsageError('cannot read the rules: %s' % error)
    return parse_rules(text, shown_path(path))


# --- Blanking comments and string literals ---------------------------------------------

_CODE_TOKEN = re.compile(r'//|/\*|#*"|#+/')
_INTERPOLATION_TOKEN = re.compile(r'//|/\*|#*"|#+/|[()]')
_COMMENT_TOKEN = re.compile(r'/\*|\*/')
_NOT_NEWLINE = re.compile(r'[^\n]')
_string_tokens = {}


def _string_token(hashes, multiline):
    """The regex finding an escape, the closing delimiter (or a newline) in a literal."""
    key = (hashes, multiline)
    if key not in _string_tokens:
        marks = '#' * hashes
        close = '"""' if multiline else '"'
        alternatives = [re.escape('\\' + marks), re.escape(close + marks)]
        if not multiline:
            alternatives.append(r'\n')  # an unterminated literal ends with its line
        _string_tokens[key] = re.compile('|'.join(alternatives))
    return _string_tokens[key]


def _skip_block_comment(text, start):
    """The index just past the (nested) `/* */` comment starting at `start`."""
    depth = 0
    position = start
    while True:
        match = _COMMENT_TOKEN.search(text, position)
        if not match:
            return len(text)
        depth += 1 if match.group() == '/*' else -1
        position = match.end()
        if depth == 0:
            return position


def _skip_string(text, start, hashes, spans):
    """Records the contents of the literal at `start` in `spans`; returns its end.

    `hashes` is the number of `#` before the opening quote (raw strings). Escapes are
    skipped, and an interpolation `\\(...)` is scanned as code to its closing paren (it
    may hold strings and parentheses of its own); it is blanked with the rest.
    """
    quote = start + hashes
    multiline = text.startswith('"""', quote)
    if multiline and hashes:
        # As Swift's lexer: `#""""#` is a one-line raw string when its closing
        # delimiter is on the same line.
        line_end = text.find('\n', quote)
        closing = text.find('"' + '#' * hashes, quote + 1, len(text) if line_end < 0 else line_end)
        multiline = closing < 0
    content_start = quote + (3 if multiline else 1)
    token = _string_token(hashes, multiline)
    position = content_start
    while True:
        match = token.search(text, position)
        if not match:
            spans.append((content_start, len(text)))
            return len(text)
        if match.group().startswith('\\'):
            after = match.end()
            if text.startswith('(', after):
                position = _skip_code(text, after + 1, spans, _INTERPOLATION_TOKEN)
            else:
                position = after + 1  # the escaped character
        else:
            spans.append((content_start, match.start()))
            return match.start() if match.group() == '\n' else match.end()


def _skip_code(text, position, spans, token):
    """Scans code from `position`, recording comments and literals in `spans`.

    With `_CODE_TOKEN` it runs to the end of the text; with `_INTERPOLATION_TOKEN` it
    stops after the `)` that closes an interpolation and returns that index.
    """
    depth = 0
    while True:
        match = token.search(text, position)
        if not match:
            return len(text)
        kind = match.group()
        if kind == '//':
            end = text.find('\n', match.end())
            end = len(text) if end < 0 else end
            spans.append((match.start(), end))
        elif kind == '/*':
            end = _skip_block_comment(text, match.start())
            spans.append((match.start(), end))
        elif kind.endswith('"'):
            end = _skip_string(text, match.start(), len(kind) - 1, spans)
        elif kind.endswith('/'):  # extended regex literal #/.../#
            close = text.find('/' + kind[:-1], match.end())
            end = len(text) if close < 0 else close + len(kind)
            spans.append((match.end(), max(match.end(), end - len(kind))))
        elif kind == '(':
            depth += 1
            end = match.end()
        else:  # ')'
            if depth == 0:
                return match.end()
            depth -= 1
            end = match.end()
        position = end


def blank_source(text):
    """`text` with comments and string contents replaced by spaces, newlines kept."""
    spans = []
    _skip_code(text, 0, spans, _CODE_TOKEN)
    pieces = []
    position = 0
    for start, end in sorted(spans):
        if end <= position:
            continue
        start = max(start, position)
        pieces.append(text[position:start])
        pieces.append(_NOT_NEWLINE.sub(' ', text[start:end]))
        position = end
    pieces.append(text[position:])
    return ''.join(pieces)


# --- Availability scopes ---------------------------------------------------------------

_SCOPE_TOKEN = re.compile(r'[{}()\[\];]')
_AVAILABLE_CONDITION = re.compile(r'#available\s*\(([^()]*)\)')
_AVAILABLE_ATTRIBUTE = re.compile(r'@available\s*\(([^()]*)\)')
_GUARD = re.compile(r'\bguard\b')
_ELSE_AT_END = re.compile(r'\belse\s*\Z')
# A switch's `case ...:` or `default:` label, at the start of its line.
_CASE_LABEL = re.compile(r'^[ \t]*(?:@unknown[ \t]+)?(?:case|default)\b', re.MULTILINE)
_SHORT_FORM_ITEM = re.compile(r'([A-Za-z]\w*)\s+(\d+(?:\.\d+)*)\Z')
_INTRODUCED = re.compile(r'introduced\s*:\s*(\d+(?:\.\d+)*)')
# Words that start a declaration (not after a `.`, not an argument label `init:`).
_DECLARATION_KEYWORD = re.compile(
    r'(?<![.\w$])(func|init|deinit|subscript|var|let|class|struct|enum|protocol|extension|'
    r'actor|typealias|associatedtype|case|macro|import|operator|precedencegroup)\b(?!\s*:)')
# `class func`, `class var`, ...: there `class` is a modifier.
_CLASS_MODIFIER = re.compile(
    r'\s+(func|var|let|subscript|override|final|static|open|public|internal|fileprivate|'
    r'private|nonisolated|convenience|required)\b')


def parse_availability(arguments):
    """The versions an `#available(...)` / `@available(...)` argument list guarantees.

    Short form `macOS 10.15.4, iOS 13.4, *` gives each listed platform; long form
    `macOS, introduced: 10.15.4` gives that platform; `*, deprecated`, `iOS, unavailable`
    and the like give nothing. Returns {platform: Version}.
    """
    items = [item.strip() for item in arguments.split(',')]
    grant = {}
    if len(items) > 1 and re.fullmatch(r'[A-Za-z]\w*', items[0]) and ':' in arguments:
        introduced = _INTRODUCED.search(arguments)
        if introduced:
            grant[platform_key(items[0])] = Version(introduced.group(1))
        return grant
    for item in items:
        match = _SHORT_FORM_ITEM.match(item)
        if match:
            grant[platform_key(match.group(1))] = Version(match.group(2))
    return grant


def merge_grants(grants):
    """The highest version per platform of several grants."""
    merged = {}
    for grant in grants:
        for platform, version in grant.items():
            if platform not in merged or version > merged[platform]:
                merged[platform] = version
    return merged


def declaration_keywords(text):
    """Start offsets of the declarations in `text` (see `_DECLARATION_KEYWORD`)."""
    starts = []
    for match in _DECLARATION_KEYWORD.finditer(text):
        if match.group(1) == 'class' and _CLASS_MODIFIER.match(text, match.end()):
            continue
        starts.append(match.start())
    return starts


def attribute_grants(code, start, end):
    """The `@available` attributes in the header `code[start:end]`.

    Yields (grant, attribute offset, declaration end, owns_block): an attribute covers
    its declaration, which ends where the next declaration starts; when none follows in
    the header, the declaration runs to the header's end and owns the block (if any)
    that the header opens.
    """
    header = code[start:end]
    for match in _AVAILABLE_ATTRIBUTE.finditer(header):
        grant = parse_availability(match.group(1))
        if not grant:
            continue
        keywords = declaration_keywords(header[match.end():])
        if len(keywords) > 1:
            yield grant, start + match.start(), start + match.end() + keywords[1], False
        else:
            yield grant, start + match.start(), end, True


def guard_condition(header):
    """For a `guard ... #available(...) ... else` header: (grant, start, end) of the
    conditions the availability covers (offsets in `header`); None otherwise."""
    guards = list(_GUARD.finditer(header))
    if not guards or not _ELSE_AT_END.search(header):
        return None
    conditions = list(_AVAILABLE_CONDITION.finditer(header, guards[-1].end()))
    if not conditions:
        return None
    grant = merge_grants(parse_availability(c.group(1)) for c in conditions)
    return grant, conditions[0].end(), _ELSE_AT_END.search(header).start()


class _Frame:
    """An open `{`, `(` or `[` while scanning; brace frames collect grants."""

    __slots__ = ('kind', 'header_start', 'grants', 'guard_tails', 'guard_grant')

    def __init__(self, kind, header_start=0):
        self.kind = kind
        self.header_start = header_start  # where the current statement's header began
        self.grants = []                  # (start offset, grant) running to the close
        self.guard_tails = []             # (start, grant) after a guard: to a case label
        self.guard_grant = None           # set on the else block of `guard #available`


class ScopeScanner:
    """Turns blanked code into grant intervals: (start, end, {platform: Version}).

    A header is the text since the previous `{`, `}` or `;` at the same brace level;
    braces of a closure inside parentheses (an argument) do not end a header. What a
    `guard #available` grants ends with its block, or at the next `case`/`default`
    label in that block (a guard in a switch case covers that case only).
    """

    def __init__(self, code):
        self.code = code
        self.intervals = []
        self.balanced = True

    def scan(self):
        """Scans the whole text; returns the intervals."""
        stack = [_Frame('{')]
        for match in _SCOPE_TOKEN.finditer(self.code):
            self._token(stack, match.group(), match.start())
        owner = self._innermost_block(stack)
        if stack[-1] is owner:
            self._end_header(owner, len(self.code))
        if len(stack) > 1:
            self.balanced = False
        for frame in reversed(stack):
            if frame.kind == '{':
                self._close(frame, len(self.code))
        return self.intervals

    def _token(self, stack, token, position):
        """Handles one bracket or semicolon."""
        if token in '([':
            stack.append(_Frame(token))
            return
        if token in ')]':
            if stack[-1].kind == ('(' if token == ')' else '['):
                stack.pop()
            else:
                self.balanced = False
            return
        owner = self._innermost_block(stack)
        at_block_level = stack[-1] is owner
        if token == '{':
            frame = _Frame('{', position + 1)
            self._open(frame, owner, position)
            stack.append(frame)
        elif token == ';':
            if at_block_level:
                self._end_header(owner, position)
                owner.header_start = position + 1
        elif owner is stack[0]:
            self.balanced = False  # a `}` with no block open
        else:
            if at_block_level:
                self._end_header(owner, position)
            while stack[-1].kind != '{':
                stack.pop()
                self.balanced = False
            frame = stack.pop()
            self._close(frame, position)
            parent = self._innermost_block(stack)
            if frame.guard_grant:
                parent.guard_tails.append((position + 1, frame.guard_grant))
            if stack[-1] is parent:
                parent.header_start = position + 1

    @staticmethod
    def _innermost_block(stack):
        """The innermost open brace frame (the file itself at the bottom)."""
        for frame in reversed(stack):
            if frame.kind == '{':
                return frame
        return stack[0]

    def _open(self, frame, owner, position):
        """Records what the header of `owner` ending at `position` grants the new block."""
        header_start = owner.header_start
        header = self.code[header_start:position]
        self._end_guard_tails(owner, header_start, position)
        if '#available' in header:
            guard = guard_condition(header)
            if guard:
                grant, start, end = guard
                self.intervals.append((header_start + start, header_start + end, grant))
                frame.guard_grant = grant  # for the code after the else block
            else:
                conditions = list(_AVAILABLE_CONDITION.finditer(header))
                if conditions:
                    grant = merge_grants(parse_availability(c.group(1)) for c in conditions)
                    frame.grants.append((header_start + conditions[0].end(), grant))
        if '@available' in header:
            attributes = attribute_grants(self.code, header_start, position)
            for grant, start, end, owns_block in attributes:
                if owns_block:
                    frame.grants.append((start, grant))
                else:
                    self.intervals.append((start, end, grant))

    def _end_header(self, owner, end):
        """Records `@available` declarations without a body in a finished header."""
        start = owner.header_start
        self._end_guard_tails(owner, start, end)
        if '@available' in self.code[start:end]:
            for grant, attribute, declaration_end, _ in attribute_grants(self.code, start, end):
                self.intervals.append((attribute, declaration_end, grant))

    def _end_guard_tails(self, owner, start, end):
        """Ends the guard grants of `owner` at a case label in its header `start:end`."""
        if owner.guard_tails:
            label = _CASE_LABEL.search(self.code, start, end)
            if label:
                for tail_start, grant in owner.guard_tails:
                    self.intervals.append((tail_start, label.start(), grant))
                owner.guard_tails = []

    def _close(self, frame, position):
        """Turns a closing block's grants into intervals ending at `position`."""
        for start, grant in frame.grants + frame.guard_tails:
            self.intervals.append((start, position, grant))


# --- Checking --------------------------------------------------------------------------


class Finding:
    """A rule match whose versions are not all guaranteed where it is."""

    __slots__ = ('line', 'column', 'rule', 'shortfalls')

    def __init__(self, line, column, rule, shortfalls):
        self.line = line
        self.column = column
        self.rule = rule
        self.shortfalls = shortfalls  # [(platform, needed, guaranteed here)]


def guaranteed_at(position, intervals, minimums):
    """The version of each manifest platform guaranteed at `position`."""
    guaranteed = dict(minimums)
    for start, end, grant in intervals:
        if start <= position < end:
            for platform, version in grant.items():
                if platform in guaranteed and version > guaranteed[platform]:
                    guaranteed[platform] = version
    return guaranteed


def check_source(text, rules, minimums):
    """The findings in one file's text, in order, and whether its braces balanced."""
    code = blank_source(text)
    scanner = ScopeScanner(code)
    intervals = scanner.scan()
    line_starts = [0] + [m.end() for m in re.finditer('\n', code)]
    findings = []
    for rule in rules:
        if not any(p in minimums and minimums[p] < v for p, v in rule.versions.items()):
            continue  # the minimums already cover this rule everywhere
        for match in rule.finditer(code):
            guaranteed = guaranteed_at(match.start(), intervals, minimums)
            shortfalls = [
                (platform, rule.versions[platform], guaranteed[platform])
                for platform, _ in RULE_PLATFORMS
                if platform in rule.versions and platform in guaranteed
                and guaranteed[platform] < rule.versions[platform]]
            if shortfalls:
                line = bisect.bisect_right(line_starts, match.start())
                column = match.start() - line_starts[line - 1] + 1
                findings.append(Finding(line, column, rule, shortfalls))
    findings.sort(key=lambda f: (f.line, f.column, f.rule.description))
    return findings, scanner.balanced


def format_finding(path, finding, minimums):
    """The report line of one finding."""
    needed = ', '.join('%s %s' % (display_name(p), v) for p, v, _ in finding.shortfalls)
    minimum = ', '.join('%s %s' % (display_name(p), minimums[p]) for p, _, _ in finding.shortfalls)
    raised = ', '.join(
        '%s %s' % (display_name(p), here) for p, _, here in finding.shortfalls
        if here > minimums[p])
    note = ' (an enclosing availability check guarantees only %s here)' % raised if raised else ''
    return ("%s:%d:%d: %s needs %s but the manifest's minimums are %s%s; "
            "put the call inside `if #available(%s, *)` or raise the minimum" % (
                path, finding.line, finding.column, finding.rule.description, needed,
                minimum, note, needed))


# --- Files and the command line --------------------------------------------------------


def swift_files(path):
    """The .swift files at `path` (a file, or a directory searched recursively,
    skipping `.build*` directories), sorted."""
    if os.path.isfile(path):
        return [path]
    found = []
    for directory, subdirectories, files in os.walk(path):
        subdirectories[:] = sorted(d for d in subdirectories if not d.startswith('.build'))
        found.extend(os.path.join(directory, f) for f in sorted(files) if f.endswith('.swift'))
    return found


def default_paths(root):
    """Sources/, Tests/ and Benchmarks/ of the package, those that exist."""
    return [os.path.join(root, name) for name in SCANNED_DIRECTORIES
            if os.path.isdir(os.path.join(root, name))]


def shown_path(path):
    """`path` relative to the current directory when it is inside it."""
    relative = os.path.relpath(path)
    return path if relative.startswith('..') else relative


def run_check(paths, rules, minimums):
    """Scans `paths`, prints the findings and the summary; returns the exit status."""
    if not any(p in minimums for p, _ in RULE_PLATFORMS):
        print('availability-check: warning: the manifest lists none of %s; nothing to check'
              % ', '.join(d for _, d in RULE_PLATFORMS), file=sys.stderr)
    total = 0
    files_with_findings = 0
    for root in paths:
        if not os.path.exists(root):
            raise UsageError('no such file or directory: %s' % root)
        for path in swift_files(root):
            with open(path, encoding='utf-8', errors='replace') as file:
                findings, balanced = check_source(file.read(), rules, minimums)
            if not balanced:
                print('availability-check: warning: %s: unbalanced brackets (an `#if` branch?); '
                      'scopes there may be wrong' % shown_path(path), file=sys.stderr)
            for finding in findings:
                print(format_finding(shown_path(path), finding, minimums))
            total += len(findings)
            files_with_findings += bool(findings)
    print('availability-check: %d finding(s) in %d file(s)' % (total, files_with_findings))
    return 1 if total else 0


# --- Self-test -------------------------------------------------------------------------

_SELF_TEST_RULES = (
    r'\.read\(upToCount: | 10.15.4 13.4 13.4 6.2 1.0 | FileHandle.read(upToCount:)'
)
_SELF_TEST_MINIMUMS = 'macos=10.15,ios=13,tvos=13,watchos=6,visionos=1'
_FULL_CHECK = 'macOS 10.15.4, iOS 13.4, tvOS 13.4, watchOS 6.2, *'

# (name, Swift source, expected findings as "line:column" or line numbers)
SELF_TEST_CASES = [
    ('an uncovered call is found', '''\
func f(h: FileHandle) throws {
    _ = try h.read(upToCount: 4)
}
''', ['2:14']),
    ('if #available covers its block, not its else', '''\
func f(h: FileHandle) throws {
    if #available(FULL) {
        _ = try h.read(upToCount: 4)
        if true { _ = try h.read(upToCount: 1) }
    } else {
        _ = try h.read(upToCount: 5)
    }
    _ = try h.read(upToCount: 6)
}
''', [6, 8]),
    ('else if #available covers its own block only', '''\
func f(h: FileHandle, x: Bool) throws {
    if x {
        _ = try h.read(upToCount: 1)
    } else if #available(FULL) {
        _ = try h.read(upToCount: 2)
    } else if x {
        _ = try h.read(upToCount: 3)
    }
}
''', [3, 7]),
    ('further conditions and closures in the condition are covered', '''\
func f(h: FileHandle, xs: [Int]) throws {
    if #available(FULL), let d = try h.read(upToCount: 1), xs.allSatisfy({ $0 > 0 }) {
        _ = try h.read(upToCount: 2)
    }
}
''', []),
    ('guard #available covers what follows, not its else block', '''\
func f(h: FileHandle) throws {
    _ = try h.read(upToCount: 1)
    guard #available(FULL) else {
        _ = try h.read(upToCount: 2)
        return
    }
    _ = try h.read(upToCount: 3)
    if true { _ = try h.read(upToCount: 4) }
    _ = [1].map { _ in try? h.read(upToCount: 5) }
}
func g(h: FileHandle) throws {
    _ = try h.read(upToCount: 6)
}
''', [2, 4, 12]),
    ('guard #available in a switch case covers that case only', '''\
func f(h: FileHandle, x: Int) throws {
    switch x {
    case 1:
        guard #available(FULL) else { return }
        _ = try h.read(upToCount: 1)
    case 2:
        _ = try h.read(upToCount: 2)
    default:
        _ = try h.read(upToCount: 3)
    }
}
''', [7, 9]),
    ('@available on a func covers its body, not the next func', '''\
@available(FULL)
func f(h: FileHandle) throws {
    _ = try h.read(upToCount: 1)
    _ = [1].map { _ in try? h.read(upToCount: 2) }
}
func g(h: FileHandle) throws {
    _ = try h.read(upToCount: 3)
}
''', [7]),
    ('long-form @available attributes combine; deprecated grants nothing', '''\
@available(macOS, introduced: 10.15.4)
@available(iOS, introduced: 13.4)
@available(tvOS, introduced: 13.4) @available(watchOS, introduced: 6.2, message: "x")
extension FileHandle {
    func first() throws -> Data? { try self.read(upToCount: 1) }
}
@available(*, deprecated, message: "old")
func old(h: FileHandle) throws { _ = try h.read(upToCount: 2) }
@available(iOS, unavailable)
func ios(h: FileHandle) throws { _ = try h.read(upToCount: 3) }
''', [8, 10]),
    ('@available on a property without a body covers only that declaration', '''\
struct S {
    @available(FULL)
    var first: Data? { try? FileHandle.standardInput.read(upToCount: 1) }
    @available(FULL)
    var handle: FileHandle
    let count = 1
    func f(h: FileHandle) throws { _ = try h.read(upToCount: 2) }
    @available(FULL) static let g = { (h: FileHandle) in try h.read(upToCount: 3) }
    class func c(h: FileHandle) throws { _ = try h.read(upToCount: 4) }
}
''', [7, 9]),
    ('calls in comments and strings are ignored', '''\
func f(h: FileHandle) throws {
    // _ = try h.read(upToCount: 1)
    /* outer /* nested h.read(upToCount: 2) */ h.read(upToCount: 3) */
    /// h.read(upToCount: 4)
    let s = "h.read(upToCount: 5) \\(h.description + ")") \\" h.read(upToCount: 6)"
    _ = try h.read(upToCount: 7) // h.read(upToCount: 8)
}
''', ['6:14']),
    ('a grant lower than the rule does not cover', '''\
func f(h: FileHandle) throws {
    if #available(macOS 10.15, iOS 13.4, tvOS 13.4, watchOS 6.2, *) {
        _ = try h.read(upToCount: 1)
    }
    if #available(macOS 10.15.4, *) {
        _ = try h.read(upToCount: 2)
    }
    if #available(macOS 10.15.4, iOS 13.4, tvOS 13.4, watchOS 6.2, visionOS 1, *) {
        _ = try h.read(upToCount: 3)
    }
}
''', [3, 6]),
    ('multi-line and raw strings are blanked', '''\
let a = #"h.read(upToCount: 1) "quoted" \\(x) \\#(h.read(upToCount: 2))"#
let b = ##"""
    h.read(upToCount: 3) """# "# still inside
    """##
let c = """
    h.read(upToCount: 4) \\(h.read(upToCount: 5)) "" \\"""
    """
func f(h: FileHandle) throws { _ = try h.read(upToCount: 6) }
let d = #/h.read(upToCount: 7)/#
let e = [#""""#, #"h.read(upToCount: 8)"#]; func g(h: FileHandle) { try? h.read(upToCount: 9) }
''', [8, 10]),
]


def _expected_matches(expected, findings):
    """Whether `findings` are exactly `expected` (line numbers or "line:column")."""
    if len(expected) != len(findings):
        return False
    for want, finding in zip(expected, findings):
        got = '%d:%d' % (finding.line, finding.column) if isinstance(want, str) else finding.line
        if got != want:
            return False
    return True


def run_self_test():
    """Runs the built-in cases and checks the rules file parses; returns the exit status."""
    rules = parse_rules(_SELF_TEST_RULES, 'self-test rules')
    minimums = parse_minimums_option(_SELF_TEST_MINIMUMS)
    failures = 0
    for name, source, expected in SELF_TEST_CASES:
        findings, balanced = check_source(source.replace('FULL', _FULL_CHECK), rules, minimums)
        if _expected_matches(expected, findings) and balanced:
            print('ok    %s' % name)
        else:
            failures += 1
            print('FAIL  %s: expected %s, got %s%s' % (
                name, expected, ['%d:%d' % (f.line, f.column) for f in findings],
                '' if balanced else ' (unbalanced brackets)'))
    try:
        count = len(load_rules(DEFAULT_RULES))
        print('ok    %s parses (%d rules)' % (os.path.relpath(DEFAULT_RULES), count))
    except UsageError as error:
        failures += 1
        print('FAIL  %s' % error)
    print('availability-check self-test: %d case(s), %d failed'
          % (len(SELF_TEST_CASES) + 1, failures))
    return 1 if failures else 0


def parse_arguments(argv):
    """The command-line options."""
    parser = argparse.ArgumentParser(
        description='Reports uses of Apple APIs newer than the manifest\'s minimum OS '
                    'versions outside an availability scope.')
    parser.add_argument('paths', nargs='*', metavar='PATH',
                        help='files or directories to scan (default: Sources, Tests and '
                             'Benchmarks of the package)')
    parser.add_argument('--minimums', metavar='LIST',
                        help='minimums such as macos=10.15.4,ios=13.4 instead of the '
                             'manifest\'s (swift is not run)')
    parser.add_argument('--rules', default=DEFAULT_RULES, metavar='FILE',
                        help='the rules file (default: %(default)s)')
    parser.add_argument('--self-test', action='store_true', help='run the built-in cases')
    return parser.parse_args(argv)


def main(argv):
    """Entry point; returns the exit status."""
    arguments = parse_arguments(argv)
    if arguments.self_test:
        return run_self_test()
    try:
        rules = load_rules(arguments.rules)
        if arguments.minimums is not None:
            minimums = parse_minimums_option(arguments.minimums)
        else:
            minimums = read_manifest_minimums(PACKAGE_ROOT)
        return run_check(arguments.paths or default_paths(PACKAGE_ROOT), rules, minimums)
    except UsageError as error:
        print('availability-check: error: %s' % error, file=sys.stderr)
        return 2


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
