// The `_headers` format of Netlify and Cloudflare Pages: a path pattern, then indented `Name: value` lines.
export function headersFile(headers: Record<string, string>, pattern = '/*'): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return [`# Written by plugins/security-headers at build time; do not edit.`, pattern, ...lines, ''].join('\n');
}
