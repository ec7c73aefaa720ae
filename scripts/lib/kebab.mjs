// The slug of an operationId or tag, as docusaurus-plugin-openapi-docs names reference pages (shipmentList →
// shipment-list). One definition for every script and plugin that needs a reference page's address.
/** @param {string} text */
export const kebab = (text) =>
  text
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
