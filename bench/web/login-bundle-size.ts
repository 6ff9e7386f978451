/**
 * Initial JavaScript of the login route, gzipped: builds the web app (skip with --no-build), then follows
 * what the browser loads before the login screen can render — the entry script of index.html, its
 * modulepreload links and every chunk they import statically — and sums the gzip size of each file.
 * Dynamic imports (the lazy pages) are not counted: the login route does not load them.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 250 * 1024;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'packages/web/dist');

// `import{a as b}from"./x.js"` and `export*from"./x.js"`, but not `import("./x.js")`.
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[^'"();]*?\bfrom\s*)?["']([^"']+\.js)["']/g;
const HTML_SCRIPT = /<script[^>]*\bsrc="([^"]+\.js)"/g;
const HTML_PRELOAD = /<link[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+\.js)"/g;
const HTML_CSS = /<link[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+\.css)"/g;

function matches(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map((match) => match[1] ?? '');
}

function distPath(url: string): string {
  return path.join(dist, url.replace(/^\//, ''));
}

function initialScripts(html: string): string[] {
  const seen = new Set<string>();
  const queue = [...matches(html, HTML_SCRIPT), ...matches(html, HTML_PRELOAD)].map(distPath);
  while (queue.length > 0) {
    const file = queue.shift() ?? '';
    if (seen.has(file)) continue;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const specifier of matches(source, STATIC_IMPORT)) {
      if (specifier.startsWith('.')) queue.push(path.resolve(path.dirname(file), specifier));
    }
  }
  return [...seen];
}

function gzipBytes(file: string): number {
  return gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

if (!process.argv.includes('--no-build')) {
  execFileSync('npm', ['run', 'build', '-w', '@mirante/web'], { cwd: root, stdio: 'inherit' });
}

const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const scripts = initialScripts(html);
let total = 0;
for (const file of scripts) {
  const size = gzipBytes(file);
  total += size;
  console.log(`${kib(size).padStart(11)}  ${path.relative(dist, file)}`);
}
const css = matches(html, HTML_CSS).reduce((sum, url) => sum + gzipBytes(distPath(url)), 0);
console.log(`login route initial JS: ${kib(total)} gzipped in ${scripts.length} files`);
console.log(`budget ${kib(BUDGET_BYTES)}: ${((total / BUDGET_BYTES) * 100).toFixed(0)}% used`);
console.log(`(initial CSS: ${kib(css)} gzipped)`);
if (total > BUDGET_BYTES) process.exitCode = 1;
