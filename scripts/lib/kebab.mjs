// The slug of an operationId or tag, as docusaurus-plugin-openapi-docs names reference pages (shipmentList →
// shipment-list): the plugin's own lodash kebabCase (scripts/lib/api-facts.mjs), so a slug here is always its slug.
export {pluginKebabCase as kebab} from './api-facts.mjs';
