// The API changelog's feeds (static/api/changelog.rss and changelog.atom, written by gen-api): a feed parser reads
// both, each has the elements RSS 2.0 and Atom require, and they carry the same entries as the changelog page
// (Unreleased and the deprecations included), newest first, with absolute links to each entry's anchor on the page.
// cspell:ignore rowanmanning -- the feed parser package’s scope
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {parseFeed} from '@rowanmanning/feed-parser';
import changelog from '../../src/generated/changelog.json';
import {SITE_URL} from '../../config/site-paths.mjs';
import {changelogFeeds, feedItems} from '../../scripts/changelog/feeds.mjs';
import {unreleasedDate} from '../../scripts/changelog/index.mjs';
import type {Changelog} from '../../src/lib/api-history';

const STATIC = path.join(import.meta.dirname, '..', '..', 'static');
const read = (url: string) => readFileSync(path.join(STATIC, url.replace(/^\/docs\//, '')), 'utf8');
const PAGE = `${SITE_URL}/docs/api/changelog`;
/** A change's Markdown as its list item reads: no links, no code marks. */
const plain = (markdown: string) => markdown.replace(/\[([^\]]+)\]\([^)]*\)/g, '$1').replace(/`/g, '');

test('the RSS feed parses and has RSS 2.0’s required elements, for the channel and each item', () => {
  const xml = read(changelog.feeds.rss);
  const feed = parseFeed(xml);
  assert.equal(feed.meta.type, 'rss');
  assert.equal(feed.meta.version, '2.0');
  const $ = load(xml, {xml: true});
  assert.equal($('rss').attr('version'), '2.0');
  for (const element of ['title', 'link', 'description']) {
    assert.ok($(`channel > ${element}`).text().trim(), `channel <${element}>`);
  }
  assert.equal($('channel > link').text(), PAGE);
  $('item').each((_, item) => {
    const title = $(item).children('title').text();
    assert.ok(title || $(item).children('description').text(), 'an item has a title or a description');
    assert.match($(item).children('guid').text(), /^https:\/\//);
    assert.ok(!Number.isNaN(Date.parse($(item).children('pubDate').text())), `${title}: pubDate`);
  });
});

test('the Atom feed parses and has Atom’s required elements, for the feed and each entry', () => {
  const xml = read(changelog.feeds.atom);
  const feed = parseFeed(xml);
  assert.equal(feed.meta.type, 'atom');
  const $ = load(xml, {xml: true});
  assert.equal($('feed').attr('xmlns'), 'http://www.w3.org/2005/Atom');
  for (const element of ['id', 'title', 'updated'])
    assert.ok($(`feed > ${element}`).text().trim(), `feed <${element}>`);
  const newest = feedItems(changelog as Changelog, unreleasedDate(changelog.latest))[0]!;
  assert.equal($('feed > updated').text(), `${newest.date}T00:00:00.000Z`);
  $('entry').each((_, entry) => {
    for (const element of ['id', 'title', 'updated']) {
      assert.ok($(entry).children(element).text().trim(), `entry <${element}>`);
    }
    assert.match($(entry).children('link').attr('href') ?? '', /^https:\/\//);
  });
});

test('both feeds carry the page’s entries: Unreleased, every release and every deprecation, newest first', () => {
  const expected = feedItems(changelog as Changelog, unreleasedDate(changelog.latest));
  assert.ok(expected.length >= changelog.releases.length + changelog.deprecations.length);
  if (changelog.unreleased) assert.ok(expected.some((item) => item.link === `${PAGE}#unreleased`));
  for (const url of [changelog.feeds.rss, changelog.feeds.atom]) {
    const feed = parseFeed(read(url));
    assert.deepEqual(
      feed.items.map((item) => item.url),
      expected.map((item) => item.link),
      url,
    );
    const dates = feed.items.map((item) => (item.published ?? item.updated)!.toISOString().slice(0, 10));
    assert.deepEqual(dates, [...dates].sort().reverse(), `${url}: newest first`);
    for (const deprecation of changelog.deprecations) {
      assert.ok(
        feed.items.some(
          (item) =>
            item.published?.toISOString().startsWith(deprecation.date) ||
            item.updated?.toISOString().startsWith(deprecation.date),
        ),
      );
    }
  }
});

test('each entry’s item lists exactly the changes the page lists, with absolute links', () => {
  const feed = parseFeed(read(changelog.feeds.rss));
  const log = changelog as Changelog;
  const entries = [...(log.unreleased ? [log.unreleased] : []), ...log.releases];
  for (const entry of entries) {
    const item = feed.items.find((candidate) => candidate.url === `${PAGE}#${entry.id}`);
    assert.ok(item, `${entry.id} is in the feed`);
    assert.ok(item.title?.includes(entry.title), `${item.title}`);
    if (entry.date) assert.equal(item.published?.toISOString().slice(0, 10), entry.date);
    const $ = load(item.content ?? '');
    const listed = $('li')
      .map((_, li) =>
        $(li)
          .text()
          .replace(/^Breaking: /, ''),
      )
      .get();
    assert.deepEqual(
      listed,
      entry.sections.flatMap((section) => section.items.map((change) => plain(change.markdown))),
    );
    assert.doesNotMatch(item.content ?? '', /href="\/docs\//);
  }
});

test('a planted Unreleased entry and deprecation reach the feeds, dated by their rule', () => {
  const planted = structuredClone(changelog) as Changelog;
  planted.unreleased = {...planted.releases[0]!, id: 'unreleased', date: undefined, label: undefined, title: 'Planted'};
  planted.deprecations = [
    {
      ...planted.deprecations[0]!,
      what: 'the `planted` query parameter',
      date: '2026-12-24',
      dateLabel: 'December 24, 2026',
    },
  ];
  const items = feedItems(planted, '2026-12-20');
  assert.equal(items[0]!.date, '2026-12-24');
  assert.match(items[0]!.title, /deprecated the planted query parameter/);
  const unreleased = items.find((item) => item.link === `${PAGE}#unreleased`)!;
  assert.equal(unreleased.date, '2026-12-20');
  assert.match(unreleased.title, /^Unreleased: Planted/);
  const {rss, atom} = changelogFeeds(planted, '2026-12-20');
  for (const xml of [rss, atom]) assert.equal(parseFeed(xml).items.length, items.length);
});
