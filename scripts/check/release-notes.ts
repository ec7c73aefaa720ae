// The release notes (openapi/releases/*.md) are checked like the page that shows them, the API changelog: their
// links and anchors resolve from that page, and a note has one H1, its first line, which the changelog turns into
// the release's heading (a second `# ` line would render as another H1 in the middle of the page). Their spelling
// is checked with the pages' (./style.ts).
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {CHANGELOG_PATH} from '../../config/site-paths.mjs';
import {error, type Finding} from './finding';
import {linkProblem} from './links';
import type {Site} from './site';

export const RELEASE_NOTES_DIR = 'openapi/releases';
/** The page that renders the notes: links resolve from it. */
const CHANGELOG_PAGE = 'api/changelog.mdx';
const LINK = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;

/** The release notes' files, relative to the root. */
export function releaseNoteFiles(root: string): string[] {
  return readdirSync(path.join(root, RELEASE_NOTES_DIR))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `${RELEASE_NOTES_DIR}/${name}`);
}

export async function checkReleaseNotes(site: Site): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const file of releaseNoteFiles(site.root)) {
    const lines = readFileSync(path.join(site.root, file), 'utf8').split('\n');
    let fenced = false;
    for (const [index, text] of lines.entries()) {
      if (/^\s*(```|~~~)/.test(text)) fenced = !fenced;
      if (fenced) continue;
      if (/^# /.test(text) && index > 0)
        findings.push(
          error(
            'pages',
            file,
            index + 1,
            'a second H1: the first line is the release\'s title, which the changelog shows as its heading; start a section with "## " instead',
          ),
        );
      for (const match of text.matchAll(LINK)) {
        const problem = await linkProblem(site, {file: CHANGELOG_PAGE, route: CHANGELOG_PATH}, match[1]);
        if (problem)
          findings.push(error('links', file, index + 1, `link to ${match[1]} (from the changelog page): ${problem}`));
      }
    }
    if (lines[0] !== undefined && lines[0].trim() !== '' && !/^# \S/.test(lines[0]))
      findings.push(
        error(
          'pages',
          file,
          1,
          'the first line is the release\'s title: "# " and a few words, such as "# Archive state by name"',
        ),
      );
  }
  return findings;
}
