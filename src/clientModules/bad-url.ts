// Runs before the router starts. A path with a broken percent-encoding (for example /docs/%E0%A4%A) makes the
// navigation history throw "URI malformed" before any error boundary exists, which leaves a blank page. Such an
// address is sent, without a new request, to the page that explains it.
import siteConfig from '@generated/docusaurus.config';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

export const INVALID_ADDRESS_PATH = `${siteConfig.baseUrl}invalid-address`;

export function isDecodablePath(pathname: string): boolean {
  try {
    decodeURI(pathname);
    return true;
  } catch {
    return false;
  }
}

if (ExecutionEnvironment.canUseDOM && !isDecodablePath(window.location.pathname)) {
  const original = window.location.pathname + window.location.search;
  window.history.replaceState(null, '', `${INVALID_ADDRESS_PATH}?from=${encodeURIComponent(original)}`);
}
