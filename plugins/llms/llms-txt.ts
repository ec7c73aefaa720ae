// llms.txt and llms-full.txt (https://llmstxt.org): the site's name, a one-line summary, then one section per sidebar
// group with a link to each page's Markdown version and its description. llms-full.txt has every page's Markdown in
// the same order. Pages that no sidebar lists still get a section, so both files cover every page.
import {markdownPath} from '../../src/lib/markdown-url';
import type {Manifest, ManifestDoc, SidebarItem} from './manifest';
import {SPEC_BASENAME} from '../../config/site-paths.mjs';

export interface Section {
  title: string;
  docs: ManifestDoc[];
}

/** The pages of every sidebar, grouped by section in sidebar order, then the pages no sidebar lists. */
export function sections(manifest: Manifest): Section[] {
  const result: Section[] = [];
  const listed = new Set<ManifestDoc>();
  const allDocs = manifest.areas.flatMap((area) => area.docs);
  const byPermalink = new Map(allDocs.map((doc) => [doc.permalink, doc]));
  const {sidebars: titles, sections: named = {}} = manifest.options;

  for (const area of manifest.areas) {
    const byId = new Map(area.docs.map((doc) => [doc.id, doc]));
    const walk = (items: SidebarItem[], title: string) => {
      const section: Section = {title, docs: []};
      result.push(section);
      const add = (doc: ManifestDoc | undefined) => {
        if (doc && !listed.has(doc)) {
          listed.add(doc);
          section.docs.push(doc);
        }
      };
      for (const item of items) {
        if (item.type === 'doc' || item.type === 'ref') add(byId.get(item.id));
        else if (item.type === 'link') add(byPermalink.get(item.href));
        else if (item.type === 'category') {
          const link = item.link?.type === 'doc' ? byId.get(item.link.id) : undefined;
          const childTitle = named[item.label] ?? `${title}: ${item.label}`;
          // A category's own page leads its section.
          walk([...(link ? [{type: 'doc' as const, id: link.id}] : []), ...item.items], childTitle);
        }
      }
    };
    for (const [sidebarId, items] of Object.entries(area.sidebars)) {
      const title = titles[sidebarId];
      if (title) walk(items, title);
    }
  }
  const unlisted = allDocs.filter((doc) => !listed.has(doc));
  if (unlisted.length > 0) result.push({title: 'Other pages', docs: unlisted});
  return result.filter((section) => section.docs.length > 0);
}

const summary = (manifest: Manifest) =>
  `> ${manifest.tagline} Documentation of the Berthline web app and of the Berthline Tracking API.`;

export const markdownUrl = (manifest: Manifest, doc: ManifestDoc): string =>
  manifest.siteUrl + markdownPath(doc.permalink);

export function llmsTxt(manifest: Manifest, groups: Section[]): string {
  const site = manifest.siteUrl + manifest.baseUrl;
  const intro =
    'Every page below is a Markdown file: the address of the web page plus `.md`. ' +
    `[llms-full.txt](${site}llms-full.txt) holds all of them in one file. The API is described by an OpenAPI 3.1 ` +
    `document: [YAML](${site}openapi/${SPEC_BASENAME}.yaml), [JSON](${site}openapi/${SPEC_BASENAME}.json).`;
  const body = groups.map(
    (group) =>
      `## ${group.title}\n\n${group.docs
        .map((doc) => `- [${doc.title}](${markdownUrl(manifest, doc)})${doc.description ? `: ${doc.description}` : ''}`)
        .join('\n')}`,
  );
  return `${[`# ${manifest.title}`, summary(manifest), intro, ...body].join('\n\n')}\n`;
}

export function llmsFullTxt(manifest: Manifest, groups: Section[], markdown: Map<ManifestDoc, string>): string {
  const pages = groups
    .flatMap((group) => group.docs)
    .map((doc) => `---\n\nSource: ${manifest.siteUrl}${doc.permalink}\n\n${(markdown.get(doc) ?? '').trim()}\n`);
  return [`# ${manifest.title}\n\n${summary(manifest)}\n`, ...pages].join('\n');
}
