// posthog-docusaurus ships no types: it is a Docusaurus plugin module.
declare module 'posthog-docusaurus' {
  import type {PluginModule} from '@docusaurus/types';

  const posthogDocusaurus: PluginModule;
  export = posthogDocusaurus;
}
