// Before the e2e suite: makes sure Chromium is there. With CHROMIUM_PATH set it only checks that path; else,
// when Debian's /usr/bin/chromium is missing, it installs Debian's package (as root, or through sudo without a
// password) and otherwise stops saying what to do.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { DEFAULT_CHROMIUM_PATH } from '../packages/server/src/chromium.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function run(command: string[]): boolean {
  const [file, ...args] = command;
  if (!file) return false;
  const result = spawnSync(file, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

const chosen = process.env.CHROMIUM_PATH;
if (chosen) {
  if (!fs.existsSync(chosen)) fail(`CHROMIUM_PATH is ${chosen}, but there is no file there.`);
  process.exit(0);
}
if (fs.existsSync(DEFAULT_CHROMIUM_PATH)) process.exit(0);

const manual =
  "Install Debian's package by hand (`apt-get install -y chromium`) or set CHROMIUM_PATH to a Chromium binary.";
if (!fs.existsSync('/usr/bin/apt-get')) fail(`Chromium is not at ${DEFAULT_CHROMIUM_PATH}. ${manual}`);
const isRoot = process.getuid?.() === 0;
const asRoot = isRoot ? [] : ['sudo', '-n'];
if (!isRoot && !run(['sudo', '-n', 'true'])) {
  fail(`Chromium is not at ${DEFAULT_CHROMIUM_PATH}, and installing it needs root. ${manual}`);
}
console.log("Chromium is missing: installing Debian's chromium package for the e2e suite…");
if (
  !run([...asRoot, 'apt-get', 'update', '-qq']) ||
  !run([...asRoot, 'apt-get', 'install', '-y', '-qq', 'chromium'])
) {
  fail(`Installing Debian's chromium failed (see above). ${manual}`);
}
if (!fs.existsSync(DEFAULT_CHROMIUM_PATH))
  fail(`Debian's chromium installed, yet ${DEFAULT_CHROMIUM_PATH} is missing.`);
