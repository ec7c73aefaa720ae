// Reads the `_headers` file the build writes (plugins/security-headers): the headers of its `/*` block, which the
// serve command sends with every answer, as Netlify and Cloudflare Pages would.
import {readFileSync} from 'node:fs';

export function parseHeadersFile(text) {
  const headers = {};
  let inAllPaths = false;
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      inAllPaths = line.trim() === '/*';
      continue;
    }
    const separator = line.indexOf(':');
    if (inAllPaths && separator > 0) headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return headers;
}

export function readHeadersFile(file) {
  try {
    return parseHeadersFile(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read the security headers in ${file} (${error.code ?? error.message}): rebuild the site.`);
  }
}
