// The carrier table, loaded in its own chunk through @theme/Loading (see src/components/Lazy).
import {lazyPiece} from '@site/src/components/Lazy';

export default lazyPiece('carrier table', () => import(/* webpackChunkName: "carrier-table" */ './CarrierTable'));
