// Writes robots.txt into the build from the site's own URL and base path, so its Sitemap line can never point at
// another host. It is served at /docs/robots.txt; a host that serves the docs beside other pages copies the Sitemap
// line into its root /robots.txt (see the README).
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Pages with nothing for a search engine: the search results and the bad-address page. */
export const NOT_FOR_CRAWLERS = ['search', 'invalid-address'];

export function robotsTxtContent(url: string, baseUrl: string): string {
  return [
    'User-agent: *',
    `Allow: ${baseUrl}`,
    ...NOT_FOR_CRAWLERS.map((page) => `Disallow: ${baseUrl}${page}`),
    '',
    `Sitemap: ${new URL(`${baseUrl}sitemap.xml`, url).href}`,
    '',
  ].join('\n');
}

export default function robotsTxt(): Plugin {
  return {
    name: 'robots-txt',
    async postBuild({siteConfig, outDir}) {
      await writeFile(path.join(outDir, 'robots.txt'), robotsTxtContent(siteConfig.url, siteConfig.baseUrl));
    },
  };
}
