// The docs check (scripts/test.sh runs it after the Rust tests): every relative link, image and
// anchor in README.md, CHANGELOG.md and docs/**/*.md resolves inside the repository, anchors by
// GitHub's heading rules; and every command in a `sh` code block of docs/cli.md runs, with the
// `quintet` the Rust tests built, and exits 0, or with the status its block names (```sh exit=2).
// A `text output` block right after a block of one command is that command's exact output.
// New files under docs/ are checked without being named here.
//
// Usage: node scripts/docs.mjs [--links-only] [--bin PATH]
//   --bin PATH    the quintet binary to run (default: `cargo build --bin quintet`, the debug
//                 build that `cargo test` has already made, so in CI this costs nothing)
//   --links-only  skip the commands
// Fails with one line per problem: file:line, the link or command, and what is wrong.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const linksOnly = args.includes('--links-only');
const binArg = args.includes('--bin') ? args[args.indexOf('--bin') + 1] : null;
const COMMAND_TIMEOUT_MS = 60_000;

/** The Markdown files checked: README.md, CHANGELOG.md and everything under docs/. */
function markdownFiles() {
  const files = ['README.md', 'CHANGELOG.md'].filter((f) => existsSync(join(root, f)));
  const walk = (dir) => {
    for (const name of readdirSync(join(root, dir)).sort()) {
      const path = join(dir, name);
      if (statSync(join(root, path)).isDirectory()) walk(path);
      else if (name.endsWith('.md')) files.push(path);
    }
  };
  if (existsSync(join(root, 'docs'))) walk('docs');
  return files;
}

/**
 * The text with fenced code blocks blanked (lines kept, so that positions still give line
 * numbers) and the blocks themselves: { info, line, body: [{ text, line }] }.
 */
function splitFences(text) {
  const lines = text.split('\n');
  const blocks = [];
  let open = null;
  for (let i = 0; i < lines.length; i++) {
    const fence = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(lines[i]);
    if (open) {
      if (fence && fence[1][0] === open.marker[0] && fence[1].length >= open.marker.length && !fence[2].trim()) {
        blocks.push(open.block);
        open = null;
      } else {
        open.block.body.push({ text: lines[i], line: i + 1 });
      }
      lines[i] = '';
    } else if (fence) {
      open = { marker: fence[1], block: { info: fence[2].trim(), line: i + 1, body: [] } };
      lines[i] = '';
    }
  }
  if (open) blocks.push(open.block);
  return { prose: lines.join('\n'), blocks };
}

/** Inline code spans replaced by spaces (newlines kept): links inside them are not links. */
function blankCodeSpans(text) {
  return text.replace(/(`+)([\s\S]*?[^`])\1(?!`)/g, (m) => m.replace(/[^\n]/g, ' '));
}

/** A heading's text as GitHub renders it: code, links and emphasis reduced to their text. */
function headingText(raw) {
  // Code spans are text as written; markup outside them is reduced to its text.
  return raw
    .replace(/\s+#+\s*$/, '')
    .split(/(`+[^`]*`+)/)
    .map((part, i) => (i % 2 ? part.replace(/^`+|`+$/g, '') : part
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<\/?[a-z][^>]*>/gi, '')
      .replace(/(\*\*|__)(.+?)\1/g, '$2')
      .replace(/\*(.+?)\*/g, '$1')
      .replace(/\\([\\`*_{}[\]()#+\-.!<>])/g, '$1')))
    .join('')
    .trim();
}

/** GitHub's anchor for a heading (github-slugger): lower case, punctuation out, spaces to -. */
function slug(text) {
  return text.toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '').replace(/ /g, '-');
}

/** Every anchor a Markdown file offers: its headings' slugs (repeats numbered) and HTML ids. */
function anchorsOf(text) {
  const { prose } = splitFences(text);
  const anchors = new Set();
  const seen = new Map();
  for (const line of prose.split('\n')) {
    const heading = /^ {0,3}#{1,6}\s+(.*)$/.exec(line);
    if (heading) {
      const base = slug(headingText(heading[1]));
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      anchors.add(n === 0 ? base : `${base}-${n}`);
    }
    for (const m of line.matchAll(/<a\s[^>]*\b(?:id|name)="([^"]+)"/g)) anchors.add(m[1]);
  }
  return anchors;
}

/** The links of a Markdown text, each { target, line }: inline, images, references and HTML. */
function linksOf(text) {
  const prose = blankCodeSpans(splitFences(text).prose);
  const lineAt = (index) => prose.slice(0, index).split('\n').length;
  const links = [];
  for (const m of prose.matchAll(/!?\[((?:[^\[\]]|\[[^\]]*\])*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    links.push({ target: m[2], line: lineAt(m.index) });
  }
  for (const m of prose.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)) {
    links.push({ target: m[1], line: lineAt(m.index) });
  }
  for (const m of prose.matchAll(/<(?:a|img)\b[^>]*?\b(?:href|src)="([^"]+)"/g)) {
    links.push({ target: m[1], line: lineAt(m.index) });
  }
  return links;
}

const problems = [];
const report = (file, line, what, why) => problems.push(`${file}:${line}: ${what}: ${why}`);

function checkLinks(files) {
  const anchorCache = new Map();
  const anchorsIn = (path) => {
    if (!anchorCache.has(path)) anchorCache.set(path, anchorsOf(readFileSync(path, 'utf8')));
    return anchorCache.get(path);
  };
  let count = 0;
  let anchored = 0;
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const { target, line } of linksOf(text)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue; // not relative
      count++;
      const hash = target.indexOf('#');
      const pathPart = hash < 0 ? target : target.slice(0, hash);
      let fragment = hash < 0 ? null : target.slice(hash + 1);
      let path;
      try {
        path = pathPart ? resolve(join(root, dirname(file)), decodeURI(pathPart)) : join(root, file);
        if (fragment !== null) fragment = decodeURIComponent(fragment);
      } catch {
        report(file, line, target, 'malformed percent-encoding');
        continue;
      }
      const inside = relative(root, path);
      if (inside.startsWith('..') || inside.split(sep)[0] === '..') {
        report(file, line, target, 'points outside the repository');
        continue;
      }
      if (!existsSync(path)) {
        report(file, line, target, `no such file: ${inside}`);
        continue;
      }
      if (fragment === null || fragment === '') continue;
      if (!path.endsWith('.md')) continue; // line anchors of source files (#L10) are GitHub's
      anchored++;
      if (!anchorsIn(path).has(fragment)) {
        const near = [...anchorsIn(path)].filter((a) => a.includes(fragment.split('-')[0])).slice(0, 4);
        report(file, line, target, `no heading in ${inside} makes the anchor #${fragment}` +
          (near.length ? ` (there are: ${near.map((a) => '#' + a).join(', ')})` : ''));
      }
    }
  }
  return { count, anchored };
}

/** The quintet binary's folder, built if need be (a no-op after `cargo test`). */
function quintetDir() {
  if (binArg) return dirname(resolve(binArg));
  const build = spawnSync('cargo', ['build', '--locked', '--quiet', '--bin', 'quintet'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (build.status !== 0) {
    console.error('docs: `cargo build --bin quintet` failed');
    process.exit(1);
  }
  return join(root, 'target', 'debug');
}

/** The commands of docs/cli.md's `sh` blocks, with their expected status and output. */
function commandsOf(file) {
  const { blocks } = splitFences(readFileSync(join(root, file), 'utf8'));
  const commands = [];
  blocks.forEach((block, i) => {
    const [lang, ...opts] = block.info.split(/\s+/);
    if (!['sh', 'bash', 'shell'].includes(lang)) return;
    const exit = Number((opts.find((o) => o.startsWith('exit=')) ?? 'exit=0').slice(5));
    const inBlock = [];
    let pending = null;
    for (const { text, line } of block.body) {
      if (pending) {
        pending.text += '\n' + text;
      } else {
        if (!text.trim() || text.trim().startsWith('#')) continue;
        pending = { text, line, exit };
      }
      if (!text.endsWith('\\')) {
        inBlock.push(pending);
        pending = null;
      }
    }
    if (pending) inBlock.push(pending);
    const next = blocks[i + 1];
    if (next && /^text\s+output$/.test(next.info)) {
      if (inBlock.length !== 1) {
        report(file, next.line, 'text output', 'must follow a block of exactly one command');
      } else {
        inBlock[0].output = next.body.map((l) => l.text).join('\n');
        inBlock[0].outputLine = next.line;
      }
    }
    commands.push(...inBlock);
  });
  return commands;
}

/** Output as a reader sees it: a no-break space (the tool writes one before units) is a space. */
const same = (text) => text.replace(/\u00a0/g, ' ').trimEnd();

function runCommands(file) {
  if (!existsSync(join(root, file))) return 0;
  const commands = commandsOf(file);
  const bin = quintetDir();
  const work = mkdtempSync(join(tmpdir(), 'quintet-docs-'));
  try {
    for (const command of commands) {
      const started = Date.now();
      const run = spawnSync('sh', ['-c', command.text], {
        cwd: work,
        env: { ...process.env, PATH: `${bin}:${process.env.PATH}` },
        encoding: 'utf8',
        timeout: COMMAND_TIMEOUT_MS,
        maxBuffer: 64 * 1024 * 1024,
      });
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const shown = command.text.replace(/\s*\\\n\s*/g, ' ');
      if (run.error) {
        report(file, command.line, shown, `did not finish: ${run.error.message} (${seconds} s)`);
      } else if (run.status !== command.exit) {
        const err = (run.stderr || run.stdout).trim().split('\n').slice(-3).join(' | ');
        report(file, command.line, shown, `exit status ${run.status}, expected ${command.exit}` +
          (err ? `: ${err}` : ''));
      } else if (command.output !== undefined && same(run.stdout) !== same(command.output)) {
        report(file, command.outputLine, shown, `printed\n${run.stdout.trimEnd()}\n  but the page shows\n${command.output.trimEnd()}`);
      } else if (Number(seconds) > 5) {
        console.log(`docs: note: ${file}:${command.line} took ${seconds} s: ${shown}`);
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return commands.length;
}

const started = Date.now();
const files = markdownFiles();
const { count, anchored } = checkLinks(files);
const commands = linksOnly ? 0 : runCommands('docs/cli.md');
const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (problems.length) {
  for (const problem of problems) console.error(`docs: ${problem}`);
  console.error(`docs: ${problems.length} problem(s) in ${files.length} files`);
  process.exit(1);
}
console.log(`docs: ${files.length} files, ${count} relative links (${anchored} to headings), ` +
  `${commands} commands of docs/cli.md: all good (${seconds} s)`);
