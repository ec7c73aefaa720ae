// The changelog that scripts/changelog/ generates (src/generated/changelog.json), typed, and the sentences the page
// and its Markdown version share.
import generated from '../../generated/changelog.json';
import type {TOCItem} from '@docusaurus/mdx-loader';
import type {Changelog} from '../../lib/api-history';
import {CHANGELOG_PATH} from '../../../config/site-paths.mjs';

export const changelog = generated as Changelog;

export {CHANGELOG_PATH};

/** Which version the reference shows and which release is in use, as inline Markdown. */
export function versionSentence({api, latest, unreleased}: Changelog): string {
  const released = `${latest.version}, released on ${latest.label}`;
  if (!unreleased)
    return `The reference describes version ${api.version} of the ${api.title}, the latest release (${latest.label}).`;
  return `The reference describes version ${api.version} of the ${api.title}: the latest release, ${released}, and the changes under [Unreleased](${CHANGELOG_PATH}#unreleased), which ship with ${api.version}.`;
}

/** How to follow the changelog, as inline Markdown with the feeds' addresses. */
export const followSentence = ({feeds}: Changelog): string =>
  `Follow it in a feed reader as [RSS](pathname://${feeds.rss}) or [Atom](pathname://${feeds.atom}).`;

/** An entry's heading text: its day (or Unreleased) and its title. */
export const entryHeading = (entry: Changelog['releases'][number]): string =>
  `${entry.label ?? 'Unreleased'}: ${entry.title}`;

/** The anchor of an entry's heading (`unreleased`, or the release's day), and of each of its sections. */
export const entryAnchor = (entry: Changelog['releases'][number]): string => entry.id;
export const sectionAnchor = (entry: Changelog['releases'][number], section: string): string =>
  `${entry.id}-${section}`;
/** The anchor and the text of the deprecations' heading. */
export const DEPRECATIONS_ANCHOR = 'deprecations';
export const DEPRECATIONS_HEADING = 'Deprecations and sunsets';

/** Every anchor the changelog page has (links such as `/docs/api/changelog#unreleased` land on them). */
export function changelogAnchors({unreleased, releases, deprecations}: Changelog): string[] {
  const entries = unreleased ? [unreleased, ...releases] : releases;
  return [
    ...(deprecations.length > 0 ? [DEPRECATIONS_ANCHOR] : []),
    ...entries.flatMap((entry) => [
      entryAnchor(entry),
      ...entry.sections.map(({section}) => sectionAnchor(entry, section)),
    ]),
  ];
}

/** The page's "On this page" list (api/changelog.mdx exports it as `toc`): the deprecations, then each entry. */
export function changelogToc({unreleased, releases, deprecations}: Changelog): TOCItem[] {
  const entries = unreleased ? [unreleased, ...releases] : releases;
  return [
    ...(deprecations.length > 0 ? [{value: DEPRECATIONS_HEADING, id: DEPRECATIONS_ANCHOR, level: 2}] : []),
    ...entries.map((entry) => ({value: entryHeading(entry), id: entryAnchor(entry), level: 2})),
  ];
}
