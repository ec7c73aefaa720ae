// What a page may import, and what its Markdown version uses in its place: theme components become markers
// (./mdx-nodes.ts), our components their Markdown version (./components.ts), data modules themselves.
import * as carriersModule from '../../src/data/carriers';
import * as dataSourcesModule from '../../src/data/data-sources';
import * as featuresModule from '../../src/data/features';
import * as importExamplesModule from '../../src/data/import-examples';
import * as lessorsModule from '../../src/data/lessors';
import * as milestonesModule from '../../src/data/milestones';
import * as plansModule from '../../src/data/plans';
import * as productRulesModule from '../../src/data/product-rules';
import * as rolesModule from '../../src/data/roles';
import * as sampleImportModule from '../../src/data/sample-import';
import * as worldModule from '../../src/data/world';
import facts from '../../src/generated/api-facts.json';
import * as apiModule from '../../src/lib/api';
import * as errorCodesModule from '../../src/lib/api-facts/error-codes';
import * as metaModule from '../../src/lib/api-facts/meta';
import * as operationsModule from '../../src/lib/api-facts/operations';
import * as serversModule from '../../src/lib/api-facts/servers';
import {componentRenderers, renderedComponents} from './components';
import {DETAILS, HEAD, LINK, RenderedComponent, TABS, TAB_ITEM} from './mdx-nodes';

/** The modules a page may import data from (README: "A page can also read a data module directly"). */
const siteModules: Readonly<Record<string, Record<string, unknown>>> = {
  '@site/src/data/carriers': carriersModule,
  '@site/src/data/data-sources': dataSourcesModule,
  '@site/src/data/features': featuresModule,
  '@site/src/data/import-examples': importExamplesModule,
  '@site/src/data/lessors': lessorsModule,
  '@site/src/data/milestones': milestonesModule,
  '@site/src/data/plans': plansModule,
  '@site/src/data/product-rules': productRulesModule,
  '@site/src/data/roles': rolesModule,
  '@site/src/data/sample-import': sampleImportModule,
  '@site/src/data/world': worldModule,
  '@site/src/generated/api-facts.json': {default: facts},
  '@site/src/lib/api': apiModule,
  // The facts module's parts that pages import (src/lib/api-facts/).
  '@site/src/lib/api-facts/error-codes': errorCodesModule,
  '@site/src/lib/api-facts/meta': metaModule,
  '@site/src/lib/api-facts/operations': operationsModule,
  '@site/src/lib/api-facts/servers': serversModule,
};

const themeModules: Readonly<Record<string, symbol>> = {
  '@theme/Tabs': TABS,
  '@theme/TabItem': TAB_ITEM,
  '@docusaurus/Link': LINK,
  '@theme/Details': DETAILS,
  '@docusaurus/Head': HEAD,
};
/** Components every page has without an import (src/theme/MDXComponents and the classic theme). */
export const globalComponents: Readonly<Record<string, symbol>> = {Details: DETAILS, Head: HEAD};

/** Resolves what a page imports to what its Markdown version uses. */
export function importResolver(locate: (line: number | undefined) => string) {
  return async (specifier: string, line: number | undefined): Promise<Record<string, unknown>> => {
    const theme = themeModules[specifier];
    if (theme) return {default: theme};
    const component = /^@site\/src\/components\/([^/]+)$/.exec(specifier)?.[1];
    if (component) {
      const render = componentRenderers[component];
      if (!render) {
        throw new Error(
          `${locate(line)}: the page uses <${component}> (${specifier}), which has no Markdown version. Add a ` +
            `renderer for it to plugins/llms/components.ts, next to those of ${renderedComponents()}.`,
        );
      }
      return {default: new RenderedComponent(component, render)};
    }
    const module = siteModules[specifier];
    if (module) return module;
    throw new Error(
      `${locate(line)}: the Markdown generator does not know the import ${specifier}. Data modules go into ` +
        'siteModules in plugins/llms/page-imports.ts; components into plugins/llms/components.ts.',
    );
  };
}
