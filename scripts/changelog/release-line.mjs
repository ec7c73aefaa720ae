// The release in use, as the REST API overview states it under its title (plugins/reference-pages) and its Markdown
// version (plugins/llms): the latest release of openapi/releases/, and what this reference documents beyond it.
/** The latest release (`{id, date, label, version}`), from its snapshot in openapi/releases/. */
export {latestReleaseSync as latestRelease} from './releases.mjs';

/**
 * The sentence under the overview's title. `changelog` is the link to the changelog: HTML on the page, Markdown in its
 * Markdown version.
 */
export function releaseLine(version, latest, changelog = '<a href="/docs/api/changelog">changelog</a>') {
  if (latest.version === version)
    return `The latest release, of ${latest.label}. Every release is in the ${changelog}.`;
  return `Latest release: ${latest.version}, of ${latest.label}. This reference also shows what ships with ${version}, listed under Unreleased in the ${changelog}.`;
}
