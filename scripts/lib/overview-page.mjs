// The REST API overview (the generated info page) stays out of the sidebar, as the specification asks, so Docusaurus
// derives neither its previous/next links nor its breadcrumbs (src/theme/DocBreadcrumbs adds those). This module:
// - gives it `pagination_prev` / `pagination_next`: the API sidebar's docs on either side of its link, read from
//   sidebarsApi.ts (the sidebar is the owner of the reading order), and the link's label for the pages around it;
//   points the next page back at it;
// - replaces the generator's "Version: 1.0.0" badge, which stacked under the docs' "Next" label, and its smaller
//   heading with an h1 at the site's size and the API's version as plain text beside it.

/** Every doc id and link of a sidebar, in reading order (a category's own doc comes before its items). */
export function sidebarOrder(items) {
  const out = [];
  for (const item of items) {
    if (typeof item === 'string') out.push({doc: item});
    else if (item.type === 'doc') out.push({doc: item.id});
    else if (item.type === 'link') out.push({href: item.href, label: item.label});
    else if (item.type === 'category') {
      if (item.link?.type === 'doc') out.push({doc: item.link.id});
      out.push(...sidebarOrder(item.items ?? []));
    }
  }
  return out;
}

/** The docs before and after the sidebar's link to `href`, and the link's label. */
export function neighbors(items, href) {
  const order = sidebarOrder(items);
  const at = order.findIndex((entry) => entry.href === href);
  if (at < 0) throw new Error(`The API sidebar has no link to ${href}`);
  const prev = order
    .slice(0, at)
    .reverse()
    .find((entry) => entry.doc)?.doc;
  const next = order.slice(at + 1).find((entry) => entry.doc)?.doc;
  if (!prev || !next) throw new Error(`The API sidebar has no page on both sides of ${href}`);
  return {prev, next, label: order[at].label};
}

const replaceOnce = (source, pattern, replacement, file) => {
  if (!pattern.test(source)) throw new Error(`${file}: the generator's output changed (${pattern} not found)`);
  return source.replace(pattern, replacement);
};

/** The overview page's source with its pagination and a single version label. */
export function overviewPage(source, {version, prev, next, label}, file) {
  const title = /^title: "(.*)"$/m.exec(source)?.[1];
  if (!title) throw new Error(`${file}: no title in the front matter`);
  const edits = [
    // The neighbors' previous/next links name it as the sidebar does.
    [/^---\n/, `---\npagination_prev: ${prev}\npagination_next: ${next}\npagination_label: ${JSON.stringify(label)}\n`],
    // The badge the generator writes, a second version badge under the docs' own "Next" label.
    [
      /<span\n\s*className=\{"theme-doc-version-badge badge badge--secondary"\}\n\s*children=\{"Version: [^"]*"\}\n>\n<\/span>\n/,
      '',
    ],
    [
      /<Heading\n\s*as=\{"h1"\}\n\s*className=\{"openapi__heading"\}\n\s*children=\{"[^"]*"\}\n>\n<\/Heading>/,
      `<div className="api-overview-title">\n<Heading as="h1">${title}</Heading>\n<p>Version ${version}</p>\n</div>`,
    ],
  ];
  return edits.reduce((page, [pattern, replacement]) => replaceOnce(page, pattern, replacement, file), source);
}

/** The page after the overview points back at it. */
export function pointBackAt(source, docId, file) {
  if (/^pagination_prev:/m.test(source)) return source;
  return replaceOnce(source, /^---\n/, `---\npagination_prev: ${docId}\n`, file);
}
