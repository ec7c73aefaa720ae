// The reference pages, written by docusaurus-plugin-openapi-docs's own `gen-api-docs` command, run without the
// Docusaurus CLI: `docusaurus gen-api-docs` loads the whole site (every plugin and theme instantiated) before the
// command runs, 3 of the 5 s a regeneration under `npm start` spent here (issue 45). This host gives the command what
// it reads, and nothing else: the site's configuration as Docusaurus loads it (`loadFreshModule`, so the page
// generators share the plugin's modules), the plugin's options validated by the plugin's own `validateOptions`, and
// a commander program, the one the Docusaurus CLI hands to `extendCli`.
// The plugin writes under the working directory (the configured `outputDir` and the shared responses are relative
// paths), so `scripts/gen-api.mjs` runs this in an empty staging folder with the site's directory as argument:
//
//   node scripts/gen-api-docs.mjs <site directory>
import {createRequire} from 'node:module';
import path from 'node:path';
import {Command} from 'commander';

const require = createRequire(import.meta.url);
const PLUGIN = 'docusaurus-plugin-openapi-docs';

async function main() {
  const siteDir = path.resolve(process.argv[2] ?? '');
  const {loadFreshModule} = require('@docusaurus/utils');
  const {normalizePluginOptions} = require('@docusaurus/utils-validation');
  const {default: pluginOpenApiDocs} = require(PLUGIN);
  const siteConfig = await loadFreshModule(path.join(siteDir, 'docusaurus.config.ts'));
  const entries = siteConfig.plugins.filter((plugin) => Array.isArray(plugin) && plugin[0] === PLUGIN);
  if (entries.length !== 1) throw new Error(`docusaurus.config.ts lists ${entries.length} ${PLUGIN} instances, not 1`);
  const options = pluginOpenApiDocs.validateOptions({options: entries[0][1], validate: normalizePluginOptions});
  const program = new Command().exitOverride();
  pluginOpenApiDocs({siteDir, siteConfig}, options).extendCli(program);
  // One run per API of the configuration, each awaited (`gen-api-docs all` does not wait for its runs).
  for (const id of Object.keys(options.config)) await program.parseAsync(['gen-api-docs', id], {from: 'user'});
}

main().catch((error) => {
  console.error(`gen-api-docs: ${error.stack ?? error.message}`);
  process.exit(1);
});
