// A copy of the repository as a writer or a maintainer has it (sources and generated files, packages linked, not
// copied; no builds, caches or history), in a temporary folder, for the tests that change files and run a tool on
// them. `git: true` commits it as copied, for the checks that compare with the last commit.
import {execFileSync} from 'node:child_process';
import {cp, mkdtemp, rm, symlink} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');
/** What the copy leaves out: installed packages (linked instead), builds, caches and history. */
const LEFT_OUT = new Set([
  'node_modules',
  '.git',
  '.node',
  '.docusaurus',
  'build',
  'build-analytics',
  'build-hosting',
  'build-analytics-hosting',
  'test-results',
  'playwright-report',
  'bench',
]);

export async function copyRepository(
  name: string,
  {git = false} = {},
): Promise<{dir: string; remove(): Promise<void>}> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `berthline-${name}-`));
  await cp(ROOT, dir, {
    recursive: true,
    filter: (source) => !LEFT_OUT.has(path.relative(ROOT, source).split(path.sep)[0]),
  });
  await symlink(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'junction');
  if (git) {
    const run = (...args: string[]) => execFileSync('git', args, {cwd: dir, stdio: 'ignore'});
    run('init', '-q');
    run('add', '-A');
    run('-c', 'user.name=writer', '-c', 'user.email=writer@localhost', 'commit', '-q', '-m', 'The copy');
  }
  return {dir, remove: () => rm(dir, {recursive: true, force: true})};
}
