// The changelog as RSS 2.0 and Atom feeds, written with the `feed` package from the same data as the page
// (src/generated/changelog.json), with the same entries: Unreleased first (id `…#unreleased`, dated by the last change
// to the working document: `unreleasedDate`), one item per release dated by its release, and one per current
// deprecation dated by the day it took effect. Each item's content is the entry's prose and its list of changes, as
// the page shows them. Links are absolute, as feed readers need.
import {createHash} from 'node:crypto';
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

/** The feed items of the page's entries, newest first: `{title, id, link, date, description, content}`. */
export function feedItems(changelog, unreleasedDate) {
  const page = `${SITE_URL}${CHANGELOG_PATH}`;
  const plain = (markdown) => markdown.replace(/\[([^\]]+)\]\([^)]*\)/g, '$1').replace(/`/g, '');
  const entries = [
    ...(changelog.unreleased ? [{...changelog.unreleased, date: unreleasedDate, label: 'Unreleased'}] : []),
    ...changelog.releases,
  ].map((entry) => ({
    title: `${entry.label}: ${entry.title} (${entry.version})`,
    id: `${page}#${entry.id}`,
    link: `${page}#${entry.id}`,
    date: entry.date,
    description: entry.title,
    content: html(entryMarkdown(entry)),
  }));
  const deprecations = changelog.deprecations.map((deprecation) => {
    const what = plain(deprecation.what);
    const sentence = `Deprecated ${deprecation.what} from ${deprecation.dateLabel}. Use ${deprecation.replacement} instead: ${deprecation.what} stops working on ${deprecation.sunsetLabel}.`;
    return {
      title: `${deprecation.dateLabel}: deprecated ${what}`,
      id: `${page}#deprecations-${createHash('sha256').update(deprecation.what).digest('hex').slice(0, 12)}`,
      link: `${page}#deprecations`,
      date: deprecation.date,
      description: `Deprecated ${what}, which stops working on ${deprecation.sunsetLabel}.`,
      content: html([sentence, deprecation.note].filter(Boolean).join('\n\n')),
    };
  });
  return [...entries, ...deprecations].sort((a, b) => b.date.localeCompare(a.date));
}

/** `{rss, atom}`: the two feeds of the changelog (see the header); `unreleasedDate` dates its Unreleased item. */
export function changelogFeeds(changelog, unreleasedDate = changelog.latest.date) {
  const page = `${SITE_URL}${CHANGELOG_PATH}`;
  const items = feedItems(changelog, unreleasedDate);
  const feed = new Feed({
    title: `${changelog.api.title} changelog`,
    description: `Every release of the ${changelog.api.title}: what was added, changed, deprecated or removed.`,
    id: page,
    link: page,
    language: 'en',
    copyright: 'Berthline',
    updated: new Date(`${items[0].date}T00:00:00Z`),
    feedLinks: {rss: `${SITE_URL}${FEED_PATHS.rss}`, atom: `${SITE_URL}${FEED_PATHS.atom}`},
  });
  for (const {date, ...item} of items) feed.addItem({...item, date: new Date(`${date}T00:00:00Z`)});
  return {rss: feed.rss2(), atom: feed.atom1()};
}
