// `npm start`: builds the web app when its build is missing or older than its sources, then runs the server
// in this same process, on Node's own TypeScript support (so signals reach it directly: npm passes SIGTERM and
// SIGINT to this process, and the server closes cleanly on both).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MIN_NODE_MAJOR = 24;
const major = Number(process.versions.node.split('.')[0]);
if (major < MIN_NODE_MAJOR) {
  console.error(
    `Mirante Studio needs Node ${MIN_NODE_MAJOR} or later; this is Node ${process.versions.node}.\n` +
      'On Linux (x64 or arm64) `npm install` brings Node 24 into node_modules and `npm start` uses it: run ' +
      '`npm install` again if it was installed with --omit=optional. Elsewhere, install Node 24 LTS.',
  );
  process.exit(1);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'packages/web/dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** Whether Vite (a dev dependency) is installed: a production install serves the build it was given. */
function canBuild() {
  try {
    createRequire(path.join(root, 'packages/web/package.json')).resolve('vite/package.json');
    return true;
  } catch {
    return false;
  }
}

const sources = ['packages/web/src', 'packages/web/index.html', 'packages/core/src'].map((p) =>
  path.join(root, p),
);
const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
const sourcesAt = Math.max(
  ...sources.map((p) => (fs.statSync(p).isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs)),
);
if (sourcesAt > builtAt) {
  if (canBuild()) {
    console.log('Building the web app…');
    const build = spawnSync('npm', ['run', 'build', '-w', '@mirante/web'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  } else if (builtAt === 0) {
    console.error(
      'The web app is not built and this install has no dev dependencies to build it: run `npm run build` ' +
        'where they are installed (`npm ci`) and copy packages/web/dist here, or install with `npm ci`.',
    );
    process.exit(1);
  } else {
    console.warn('The web app build is older than its sources; serving it as it is (no Vite to rebuild).');
  }
}

await import(path.join(root, 'packages/server/src/main.ts'));
