// The security headers of the built site, as one pure function of what the build contains: the SHA-256 hashes of
// its inline scripts, the origins the API explorer may call (the document's servers), and the analytics services
// switched on by environment variables. plugins/security-headers writes them into the build for static hosts, and
// scripts/serve.mjs sends the same file's headers.
import type {AnalyticsSettings} from './analytics';

export interface PolicyInputs {
  /** 'sha256-…' sources for every inline script of every page. */
  scriptHashes: string[];
  /**
   * Origins of the API document's servers, plus the mock server's host on any port in development and test builds
   * (`http://127.0.0.1:*`: the reader sets its port in "Try it").
   */
  apiOrigins: string[];
  analytics: AnalyticsSettings;
}

/** PostHog Cloud serves its scripts from a sibling `-assets` host (us.i.posthog.com → us-assets.i.posthog.com). */
export function posthogAssetsOrigin(host: string): string {
  const url = new URL(host);
  url.hostname = url.hostname.replace(/^([a-z]+)\.i\.posthog\.com$/, '$1-assets.i.posthog.com');
  return url.origin;
}

/** What Google's tag manager needs with a strict policy (its CSP guide), for the container and GA4 tags it loads. */
const GTM = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  frame: ['https://www.googletagmanager.com'],
};

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

export function contentSecurityPolicy({scriptHashes, apiOrigins, analytics}: PolicyInputs): string {
  const script = ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)];
  const connect = ["'self'", ...apiOrigins];
  const img = ["'self'", 'data:'];
  const frame: string[] = [];
  if (analytics.posthog) {
    const api = new URL(analytics.posthog.host).origin;
    const assets = posthogAssetsOrigin(analytics.posthog.host);
    script.push(assets);
    connect.push(api, assets);
  }
  if (analytics.gtmContainerId) {
    script.push(...GTM.script);
    connect.push(...GTM.connect);
    img.push(...GTM.img);
    frame.push(...GTM.frame);
  }
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // 'wasm-unsafe-eval' lets search (Pagefind) compile its WebAssembly, a file of this site; it allows no
    // JavaScript eval and no inline script.
    ['script-src', [...unique(script), "'wasm-unsafe-eval'"]],
    // React and the API theme set style attributes; styles cannot run code, so inline styles stay allowed.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', unique(img)],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', unique(connect)],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['frame-src', frame.length > 0 ? unique(frame) : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

export function securityHeaders(inputs: PolicyInputs): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(inputs),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()',
    // For browsers that predate frame-ancestors.
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
