// The servers the API explorer offers, in the order a reader meets them: the sandbox first (the guides say every
// example uses it), then the local mock server that development and test builds add (scripts/gen-api.mjs), then the
// rest of the document's servers (production). The first one is selected when the reader has chosen none. The mock
// server's port is a server variable, `http://127.0.0.1:{port}/v1`, which the explorer's server field lets the reader
// set (src/theme/ApiExplorer/Server).

import {isLocalServer, isSandbox} from '@site/src/lib/servers.mjs';

export interface ServerVariable {
  default: string;
  description?: string;
  enum?: string[];
}

export interface ExplorerServer {
  url: string;
  description?: string;
  variables?: Record<string, ServerVariable>;
}

export {isLocalServer};

function rank(server: ExplorerServer): number {
  if (isSandbox(server)) return 0;
  if (isLocalServer(server)) return 1;
  return 2;
}

/** A copy of `servers`, sandbox first and the mock server second; the document's order otherwise. */
export function orderServers<T extends ExplorerServer>(servers: readonly T[]): T[] {
  return servers
    .map((server, index) => ({server, index}))
    .sort((a, b) => rank(a.server) - rank(b.server) || a.index - b.index)
    .map(({server}) => server);
}

/** A server's URL with its variables' current values: the address a request goes to. */
export function serverUrl(server: ExplorerServer): string {
  return server.url.replace(/\{([^{}]+)\}/g, (whole, name: string) => server.variables?.[name]?.default ?? whole);
}

/** The label of a server in the explorer's list: its description's name part, then its URL. */
export function serverLabel(server: ExplorerServer): string {
  const name = server.description?.split(/\s*\(/)[0]?.trim();
  return name ? `${name}: ${server.url}` : server.url;
}
