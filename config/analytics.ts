// Analytics switches: PostHog and Google Tag Manager are on only when their environment variables are set.
// Without them the built site sends nothing to any third party.
import type {PluginConfig, PluginModule} from '@docusaurus/types';
import posthogDocusaurus from 'posthog-docusaurus';

export interface AnalyticsSettings {
  posthog?: {apiKey: string; host: string};
  gtmContainerId?: string;
}

export function readAnalyticsSettings(env: NodeJS.ProcessEnv = process.env): AnalyticsSettings {
  const apiKey = env.POSTHOG_API_KEY?.trim();
  const host = env.POSTHOG_HOST?.trim() || 'https://us.i.posthog.com';
  const gtmContainerId = env.GTM_CONTAINER_ID?.trim();
  if (gtmContainerId && !/^GTM-[A-Z0-9]+$/.test(gtmContainerId)) {
    throw new Error(`GTM_CONTAINER_ID must look like GTM-XXXXXXX; got "${gtmContainerId}".`);
  }
  if (apiKey && !/^https?:\/\/[^/]+/.test(host)) {
    throw new Error(`POSTHOG_HOST must be an http(s) URL such as https://eu.i.posthog.com; got "${host}".`);
  }
  return {
    posthog: apiKey ? {apiKey, host: host.replace(/\/+$/, '')} : undefined,
    gtmContainerId: gtmContainerId || undefined,
  };
}

/**
 * posthog-docusaurus injects the PostHog snippet and also registers a client module that captures a page view on
 * route updates, while posthog-js captures the first view by itself: two paths, the first view counted twice. Here
 * the plugin only injects the snippet (with capture_pageview off), and src/clientModules/analytics.ts owns page views.
 */
const posthogSnippetOnly: PluginModule = async (context, options) => {
  const plugin = await posthogDocusaurus(context, options);
  return plugin && {...plugin, getClientModules: () => []};
};

export function analyticsPlugins(settings: AnalyticsSettings): PluginConfig[] {
  const plugins: PluginConfig[] = [];
  if (settings.posthog) {
    plugins.push([
      posthogSnippetOnly,
      {
        apiKey: settings.posthog.apiKey,
        appUrl: settings.posthog.host,
        enableInDevelopment: false,
        capture_pageview: false,
        capture_pageleave: false,
        respect_dnt: true,
        autocapture: false,
        disable_session_recording: true,
        persistence: 'localStorage',
      },
    ]);
  }
  if (settings.gtmContainerId) {
    plugins.push(['@docusaurus/plugin-google-tag-manager', {containerId: settings.gtmContainerId}]);
  }
  return plugins;
}
