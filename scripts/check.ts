// `npm run check`: the writer's check, the one command to run before a pull request (CONTRIBUTING.md). It
// generates the API files that changed, then checks the pages (front matter, MDX, components, links and anchors
// across pages), the content rules, the product data, ESLint, Prettier and spelling on the writers' files, the
// OpenAPI document (`npm run lint:openapi`) and the mock's coverage, and reports every failure with its file and
// line, then a summary by file. Safe while `npm start` runs: generation writes only what changed.
//
//   npm run check                         everything
//   npm run check -- docs/features/x.mdx  ESLint, Prettier and spelling on these files only (pages, links and
//                                         content rules are always checked: a change breaks other files too)
//   npm run check -- --skip eslint,spelling
import path from 'node:path';
import {formatFinding, runCheck, sortFindings, STEPS, summarize, type StepName} from './check/index';

function parseArguments(argv: string[]): {files?: string[]; skip: StepName[]} {
  const files: string[] = [];
  const skip: StepName[] = [];
  for (let i = 0; i < argv.length; i++) {
    const argument = argv[i];
    if (argument === '--skip' || argument.startsWith('--skip=')) {
      const value = argument.includes('=') ? argument.slice('--skip='.length) : argv[++i];
      for (const name of (value ?? '').split(',').filter(Boolean)) {
        if (!(STEPS as readonly string[]).includes(name))
          throw new Error(`unknown step "${name}"; the steps are ${STEPS.join(', ')}`);
        skip.push(name as StepName);
      }
    } else if (argument.startsWith('--')) {
      throw new Error(`unknown option ${argument}`);
    } else {
      files.push(path.relative(process.cwd(), path.resolve(argument)).split(path.sep).join('/'));
    }
  }
  return {files: files.length > 0 ? files : undefined, skip};
}

async function main(): Promise<void> {
  const started = performance.now();
  const {files, skip} = parseArguments(process.argv.slice(2));
  const result = await runCheck({
    root: process.cwd(),
    files,
    skip,
    onStep: (step, seconds, found) =>
      console.error(
        `  ${step.padEnd(9)} ${seconds.toFixed(1).padStart(5)} s  ${found === 0 ? 'ok' : `${found} finding(s)`}`,
      ),
  });
  const findings = sortFindings(result.findings);
  if (findings.length > 0) console.log(`\n${findings.map(formatFinding).join('\n')}`);
  console.log(`\n${summarize(findings)}`);
  console.log(`check: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  process.exitCode = findings.some((finding) => finding.severity === 'error') ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(`check: ${(error as Error).message}`);
  process.exitCode = 1;
});
