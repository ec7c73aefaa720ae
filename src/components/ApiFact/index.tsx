/**
 * One figure of the API in running text, rendered from its owner in the OpenAPI document (src/lib/api.ts
 * `figures`): a limit (`file-size` → 10 MB), a time window or an id prefix (`id-prefix:Shipment` → `shp_`).
 * Pages write `<ApiFact name="file-size" />` instead of the number; the content scanner rejects typed copies.
 */
import type {ReactNode} from 'react';
import {figure} from '@site/src/lib/api-facts/figures';

export interface ApiFactProps {
  /** The figure's name, such as `file-size`, `file-rows`, `json-items`, `cursor-expiry`, `id-prefix:Shipment`. */
  name: string;
}

export default function ApiFact({name}: ApiFactProps): ReactNode {
  const {text, code} = figure(name);
  return code ? <code>{text}</code> : text;
}
