// The API changelog's feeds (static/api/changelog.rss and changelog.atom, written by gen-api): a feed parser reads
// both, each has the elements RSS 2.0 and Atom require, and they list the same entries as the changelog page, newest
// first, with absolute links to each entry's anchor on the page.
// cspell:ignore rowanmanning -- the feed parser package’s scope
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {parseFeed} from '@rowanmanning/feed-parser';
import changelog from '../../src/generated/changelog.json';
import {SITE_URL} from '../../config/site-paths.mjs';

const STATIC = path.join(import.meta.dirname, '..', '..', 'static');
const read = (url: string) => readFileSync(path.join(STATIC, url.replace(/^\/docs\//, '')), 'utf8');
const PAGE = `${SITE_URL}/docs/api/changelog`;
const entries = changelog.releases.map((entry) => ({
  link: `${PAGE}#${entry.id}`,
  date: entry.date,
  title: entry.title,
}));

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
  assert.equal($('feed > updated').text(), `${changelog.latest.date}T00:00:00.000Z`);
  $('entry').each((_, entry) => {
    for (const element of ['id', 'title', 'updated']) {
      assert.ok($(entry).children(element).text().trim(), `entry <${element}>`);
    }
    assert.match($(entry).children('link').attr('href') ?? '', /^https:\/\//);
  });
});

test('both feeds list the page’s entries, newest first, linked to their anchors, with their changes', () => {
  for (const url of [changelog.feeds.rss, changelog.feeds.atom]) {
    const feed = parseFeed(read(url));
    assert.deepEqual(
      feed.items.map((item) => item.url),
      entries.map((entry) => entry.link),
      url,
    );
    feed.items.forEach((item, index) => {
      const entry = changelog.releases[index]!;
      assert.ok(item.title?.includes(entry.title), `${url}: ${item.title}`);
      assert.equal(item.published?.toISOString().slice(0, 10) ?? item.updated?.toISOString().slice(0, 10), entry.date);
      // The content holds the entry's changes, with absolute links.
      assert.match(item.content ?? '', /<li>/);
      assert.doesNotMatch(item.content ?? '', /href="\/docs\//);
    });
  }
});
