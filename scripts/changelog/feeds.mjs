// The changelog as RSS 2.0 and Atom feeds, written with the `feed` package from the same data as the page
// (src/generated/changelog.json): one item per release, newest first, dated by its release, whose content is the
// entry's prose and its list of changes. Links are absolute, as feed readers need.
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {compiler} from 'markdown-to-jsx';
import {Feed} from 'feed';
import {CHANGELOG_FEEDS, CHANGELOG_PATH, SITE_URL} from '../../config/site-paths.mjs';

/** Where the feeds are served: beside the page, `/docs/api/changelog.rss` and `/docs/api/changelog.atom`. */
export const FEED_PATHS = CHANGELOG_FEEDS;

const absolute = (markdown) => markdown.replace(/\]\(\//g, `](${SITE_URL}/`);
const html = (markdown) =>
  renderToStaticMarkup(createElement('div', null, compiler(absolute(markdown), {forceBlock: true})));

/** An entry's content: its prose, its sections' lists (breaking changes marked), its documentation line. */
export function entryMarkdown(entry) {
  const sections = entry.sections.map(
    ({title, items}) =>
      `**${title}**\n\n${items.map(({markdown, breaking}) => `- ${breaking ? '**Breaking:** ' : ''}${markdown}`).join('\n')}`,
  );
  return [entry.notes, ...sections, entry.docs ?? ''].filter(Boolean).join('\n\n');
}

/** `{rss, atom}`: the two feeds of the changelog's releases. */
export function changelogFeeds(changelog) {
  const page = `${SITE_URL}${CHANGELOG_PATH}`;
  const [latest] = changelog.releases;
  const feed = new Feed({
    title: `${changelog.api.title} changelog`,
    description: `Every release of the ${changelog.api.title}: what was added, changed, deprecated or removed.`,
    id: page,
    link: page,
    language: 'en',
    copyright: 'Berthline',
    updated: new Date(`${latest.date}T00:00:00Z`),
    feedLinks: {rss: `${SITE_URL}${FEED_PATHS.rss}`, atom: `${SITE_URL}${FEED_PATHS.atom}`},
  });
  for (const entry of changelog.releases) {
    feed.addItem({
      title: `${entry.label}: ${entry.title} (${entry.version})`,
      id: `${page}#${entry.id}`,
      link: `${page}#${entry.id}`,
      date: new Date(`${entry.date}T00:00:00Z`),
      description: entry.title,
      content: html(entryMarkdown(entry)),
    });
  }
  return {rss: feed.rss2(), atom: feed.atom1()};
}
