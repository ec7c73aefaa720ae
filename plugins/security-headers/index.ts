// Writes the site's security headers into the build, `_headers` (read by scripts/serve.mjs), and every host's files
// beside the build, in `<outDir>-hosting/` (scripts/lib/host-files.mjs, outside the served tree). The Content-Security-Policy allows inline scripts only by the SHA-256 hashes of the inline
// scripts the build actually contains, so it is computed here, after every page has been rendered and minified.
import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {parse} from 'yaml';
import {securityHeaders} from '../../config/security';
import type {AnalyticsSettings} from '../../config/analytics';
import {headersFile, hostFiles, hostingDirOf} from '../../scripts/lib/host-files.mjs';
import {inlineScriptHashes} from './inline-scripts';

export interface Options {
  analytics: AnalyticsSettings;
  /** The OpenAPI document the reference pages are built from; its servers are what the explorer calls. */
  specFile: string;
}

/**
 * A server's source in `connect-src`: its origin, or, when its port is a server variable (the mock server that
 * development and test builds offer, whose port the reader sets in "Try it"), its host on any port,
 * `http://127.0.0.1:*`. A variable anywhere else cannot be allowed in advance and stops the build.
 */
export function serverSource(url: string): string {
  if (!url.includes('{')) return new URL(url).origin;
  const portVariable = /^(https?:\/\/[^/:{}]+):\{[^{}]+\}(?:\/[^{}]*)?$/.exec(url);
  if (!portVariable)
    throw new Error(`the server ${url} has a variable outside its port, which the policy cannot allow`);
  return `${portVariable[1]}:*`;
}

export async function serverOrigins(specFile: string): Promise<string[]> {
  const spec = parse(await readFile(specFile, 'utf8')) as {servers?: {url: string}[]};
  return [...new Set((spec.servers ?? []).map((server) => serverSource(server.url)))];
}

/** A plugin module (no options object to validate): `plugins: [securityHeadersPlugin({analytics, specFile})]`. */
export default function securityHeadersPlugin(options: Options): () => Plugin {
  return () => ({
    name: 'security-headers',
    async postBuild({outDir}) {
      const scriptHashes = await inlineScriptHashes(outDir);
      const apiOrigins = await serverOrigins(options.specFile);
      const headers = securityHeaders({scriptHashes, apiOrigins, analytics: options.analytics});
      await writeFile(path.join(outDir, '_headers'), headersFile(headers));
      const hostingDir = hostingDirOf(outDir);
      await rm(hostingDir, {recursive: true, force: true});
      for (const [file, content] of Object.entries(hostFiles(headers))) {
        await mkdir(path.dirname(path.join(hostingDir, file)), {recursive: true});
        await writeFile(path.join(hostingDir, file), content);
      }
    },
  });
}
