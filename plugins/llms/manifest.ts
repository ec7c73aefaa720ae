// What the plugin (./index.ts) hands to the generator (./generate.ts): the site, and each docs area's pages and
// sidebars as Docusaurus loaded them.
import type {LoadedContent} from '@docusaurus/plugin-content-docs';

export type Sidebars = LoadedContent['loadedVersions'][number]['sidebars'];
export type SidebarItem = Sidebars[string][number];

export interface LlmsOptions {
  /** Each sidebar to list in llms.txt, by id, with the title of its section (`docsSidebar: 'Documentation'`). */
  sidebars: Record<string, string>;
  /** Sidebar categories listed under a title of their own instead of "<sidebar title>: <category>". */
  sections?: Record<string, string>;
}

export interface ManifestDoc {
  id: string;
  title: string;
  description: string;
  /** The page's file from the repository root: `docs/features/custom-fields.mdx`. */
  source: string;
  permalink: string;
}

export interface ManifestArea {
  pluginId: string;
  docs: ManifestDoc[];
  sidebars: Sidebars;
}

export interface Manifest {
  /** `https://www.berthline.example` */
  siteUrl: string;
  /** `/docs/` */
  baseUrl: string;
  title: string;
  tagline: string;
  outDir: string;
  /** Every route of the build, to check that each page got its Markdown version. */
  routes: string[];
  areas: ManifestArea[];
  options: LlmsOptions;
}
