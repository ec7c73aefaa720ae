// Where a link goes, and why it goes nowhere: a page (with the anchor it names), a static file, a React page or a
// reference page of the document, as the build resolves it. Used for the pages' links and for the links written in
// the OpenAPI document's descriptions, which the reference pages render.
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {BASE_URL, SITE_URL} from '../../config/site-paths.mjs';
import {areaOf, normalizeRoute, relativeTo, splitFrontMatter} from '../lib/pages.mjs';
import {pageAnchors} from './anchors';
import {parseBody} from './mdx';
import {REFERENCE_ROUTE, type Site, type SitePage} from './site';

const BASE = BASE_URL.replace(/\/$/, '');

/** Where a link was written: the file, and its page's route when it is a page (for relative URLs). */
export interface LinkSource {
  file: string;
  route?: string;
}

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** Why a link is broken, or undefined when it resolves (anchors included). */
export async function linkProblem(site: Site, from: LinkSource, url: string): Promise<string | undefined> {
  if (!url || url.startsWith('//')) return undefined;
  const hashAt = url.indexOf('#');
  const anchor = hashAt === -1 ? undefined : safeDecode(url.slice(hashAt + 1));
  if (url.startsWith('#')) {
    const page = site.byFile.get(from.file);
    return page && anchor ? anchorProblem(site, page, anchor) : undefined;
  }
  if (url.startsWith('pathname://')) {
    const target = url.slice('pathname://'.length);
    if (target !== BASE && !target.startsWith(BASE_URL)) {
      return `a pathname:// link gets no base path: start it with ${BASE_URL}`;
    }
    return absoluteProblem(site, target.split(/[?#]/)[0], anchor);
  }
  if (url.startsWith(`${SITE_URL}${BASE_URL}`) || url === `${SITE_URL}${BASE}`) {
    return absoluteProblem(site, url.slice(SITE_URL.length).split(/[?#]/)[0], anchor);
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return undefined; // https:, mailto:, tel: …
  const target = safeDecode(url.split(/[?#]/)[0]);
  if (target === '') return undefined;
  if (target.startsWith('/')) return absoluteProblem(site, target, anchor);

  // Relative: a page file, another file (an image, a download), or a URL relative to this page's route.
  const resolved = path.resolve(site.root, path.dirname(from.file), target);
  const shown = relativeTo(site.root, resolved) || '.';
  if (/\.mdx?$/.test(target)) {
    if (!existsSync(resolved)) return `${shown} does not exist`;
    const fromArea = areaOf(path.join(site.root, from.file), site.root);
    const targetArea = areaOf(resolved, site.root);
    if (fromArea && targetArea && targetArea.id !== fromArea.id) {
      return `${shown} is in the other docs area; link to its address instead (${site.byFile.get(shown)?.route ?? `${BASE_URL}…`})`;
    }
    const page = site.byFile.get(shown);
    return page && anchor ? anchorProblem(site, page, anchor) : undefined;
  }
  if (path.extname(target) !== '') {
    return existsSync(resolved) && statSync(resolved).isFile() ? undefined : `${shown} does not exist`;
  }
  if (!from.route) return undefined;
  return absoluteProblem(site, new URL(target, `https://site.invalid${from.route}`).pathname, anchor);
}

/** Why an absolute path (with or without the base path) matches no page, route or static file. */
async function absoluteProblem(site: Site, target: string, anchor: string | undefined): Promise<string | undefined> {
  // @docusaurus/Link adds the base path to a path that lacks it.
  const withBase = target === BASE || target.startsWith(BASE_URL) ? target : `${BASE}${target}`;
  const route = normalizeRoute(safeDecode(withBase));
  const page = site.byRoute.get(route);
  if (page) return anchor ? anchorProblem(site, page, anchor) : undefined;
  if (site.otherRoutes.has(route) || site.staticFiles.has(route)) return undefined;
  if (route.startsWith(REFERENCE_ROUTE) && site.referenceSlugs) {
    const slug = route.slice(REFERENCE_ROUTE.length);
    return site.referenceSlugs.has(slug)
      ? undefined
      : `no operation, event or tag of the OpenAPI document has the reference page "${slug}"`;
  }
  return `no page or static file has the address ${route}`;
}

/**
 * The few anchors of a page closest to a missing one. A heading renamed since the last commit comes first (the
 * missing anchor is most likely its old name); then those sharing the most words with it.
 */
export function closest(missing: string, ids: Iterable<string>, renamed: ReadonlySet<string> = new Set()): string[] {
  const words = new Set(missing.split(/[-_]/).filter(Boolean));
  return [...ids]
    .map((id) => ({id, renamed: renamed.has(id), shared: id.split(/[-_]/).filter((word) => words.has(word)).length}))
    .filter((candidate) => candidate.renamed || candidate.shared > 0)
    .sort((a, b) => Number(b.renamed) - Number(a.renamed) || b.shared - a.shared || a.id.localeCompare(b.id))
    .slice(0, 3)
    .map((candidate) => `#${candidate.id}`);
}

/** The headings a page has now and had not at the last commit, each with its line in the page's file. */
type Renamed = Map<string, number | undefined>;
const renamedByPage = new WeakMap<SitePage, Promise<Renamed>>();

/** The anchors a page has now and had not at the last commit (none outside git), read once per page of a run. */
function renamedHeadings(site: Site, page: SitePage, ids: ReadonlySet<string>): Promise<Renamed> {
  if (!renamedByPage.has(page)) renamedByPage.set(page, readRenamedHeadings(site, page, ids));
  return renamedByPage.get(page)!;
}

async function readRenamedHeadings(site: Site, page: SitePage, ids: ReadonlySet<string>): Promise<Renamed> {
  const committed = spawnSync('git', ['show', `HEAD:${page.file}`], {cwd: site.root, encoding: 'utf8'});
  if (committed.status !== 0) return new Map();
  // Both versions read alike (headings and literal ids, no component's rows), so only a changed heading differs.
  const written = async (text: string) => {
    const {content, bodyLine} = splitFrontMatter(text);
    const {ids: anchors, headingLines} = await pageAnchors(site.root, parseBody(page.file, content), undefined);
    return {anchors, line: (id: string) => (headingLines.get(id) ?? NaN) + bodyLine - 1};
  };
  const before = await written(committed.stdout);
  const now = await written(readFileSync(path.join(site.root, page.file), 'utf8'));
  return new Map(
    [...now.anchors]
      .filter((id) => ids.has(id) && !before.anchors.has(id))
      .map((id) => [id, Number.isNaN(now.line(id)) ? undefined : now.line(id)]),
  );
}

async function anchorProblem(site: Site, page: SitePage, anchor: string): Promise<string | undefined> {
  const {ids, unknown} = await site.anchorsOf(page);
  if (ids.has(anchor) || unknown.length > 0) return undefined;
  const renamed = await renamedHeadings(site, page, ids);
  // A heading renamed since the last commit is named with its line: the likeliest fix is to link to it.
  const near = closest(anchor, ids, new Set(renamed.keys())).map((suggestion) => {
    const line = renamed.get(suggestion.slice(1));
    return renamed.has(suggestion.slice(1))
      ? `${suggestion}, the heading at ${page.file}${line ? `:${line}` : ''} renamed since the last commit`
      : suggestion;
  });
  return (
    `${page.file} has no heading or anchor #${anchor}` +
    (near.length > 0 ? ` (did you mean ${near.join('; ')}?)` : '') +
    '; link to a heading that exists, or give the heading a fixed id: ## Its title {/* #id */}'
  );
}
