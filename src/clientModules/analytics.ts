// The one owner of analytics page views: exactly one PostHog `$pageview` per route change, the first load included.
// posthog-js is told not to capture page views itself (config/analytics.ts), and the plugin's own client module is
// left out, so nothing else counts them. Without POSTHOG_API_KEY at build time, window.posthog never exists.
import type {ClientModule} from '@docusaurus/types';

interface PostHogLike {
  capture: (event: string, properties?: Record<string, unknown>) => void;
}

declare global {
  interface Window {
    posthog?: PostHogLike;
  }
}

const analytics: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (previousLocation && previousLocation.pathname === location.pathname) return;
    window.posthog?.capture('$pageview', {$current_url: window.location.href, title: document.title});
  },
};

export default analytics;
