// The HTML page Docusaurus writes for every route: its default template (@docusaurus/core 3.10, ssgTemplate.html),
// with one change. The site's scripts are requested and run only once the first frame has been painted, instead of
// as `defer` scripts: those ran before the first paint whenever they had arrived first, so the content a reader came
// for waited for 175 KB of JavaScript to be evaluated (about 1 s on Lighthouse's mobile CPU, the "bimodal" LCP of
// issue 35: 1.3 s when the paint won the race, 2.1 s when the scripts did). Nor are they preloaded: on a slow
// connection their download shared the bandwidth with the page and its style sheet before the first paint (and
// Lighthouse counts every request that ends before the largest paint into its simulated LCP). The page's
// HTML is complete without them (tests/e2e/static-html.spec.ts); they hydrate it a frame later. A page opened in the
// background, which paints no frame, runs them at once. The loader is one inline script, the same on every page, so
// the Content-Security-Policy holds one hash for it (plugins/security-headers).
// Until the page has hydrated, the controls that need its scripts look unavailable and take no pointer input
// (src/css/custom.css, issue 42); the loader also stops a key or a click from reaching one (a key on a folded row or
// a select acted, and hydration then undid it or kept it): any control the style sheet has made pointer-inert.
/**
 * Adds the site's scripts (named in the head) in their order (`async = false` keeps it: the runtime before main) after the first
 * paint: a frame's callback runs before that frame paints, the timeout after it.
 */
const BOOT = `
(function () {
  var root = document.documentElement;
  function inert(event) {
    var target = event.target;
    if (root.getAttribute('data-has-hydrated') === 'true' || !(target instanceof Element)) return;
    if (event.type === 'keydown' && !/^(Enter| |Arrow|Home|End|Page)/.test(event.key)) return;
    if (getComputedStyle(target).pointerEvents === 'none') event.preventDefault();
  }
  document.addEventListener('keydown', inert, true);
  document.addEventListener('click', inert, true);
  function run() {
    document.querySelectorAll('meta[name="site-script"]').forEach(function (meta) {
      var script = document.createElement('script');
      script.src = meta.content;
      script.async = false;
      document.body.appendChild(script);
    });
  }
  if (document.visibilityState === 'visible') {
    requestAnimationFrame(function () {
      setTimeout(run, 0);
    });
  } else {
    run();
  }
})();
`;

export const SSR_TEMPLATE = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <meta name="site-script" content="<%= it.baseUrl %><%= script %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <script>${BOOT.trim()}</script>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
