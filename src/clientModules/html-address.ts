// Runs before the router starts, right after bad-url.ts. Hosts serve a page's file at `/docs/x.html` as well as at
// `/docs/x`, but the page was rendered at build time for `/docs/x`: if the router saw the `.html` address, React would
// find different HTML (error #418), render the page afresh, and derive the canonical URL and the Markdown link from
// the wrong address. The address is made clean before the first render, without a new request; the query (search
// highlighting, shared calculator inputs), the hash and the history state are kept.
import siteConfig from '@generated/docusaurus.config';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {cleanHtmlPath} from '../lib/clean-address';

if (ExecutionEnvironment.canUseDOM) {
  const clean = cleanHtmlPath(window.location.pathname, siteConfig.baseUrl);
  if (clean !== null) {
    window.history.replaceState(window.history.state, '', clean + window.location.search + window.location.hash);
  }
}
