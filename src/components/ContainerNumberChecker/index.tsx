// The container number checker, loaded in its own chunk through @theme/Loading (see src/components/Lazy).
import {lazyPiece} from '@site/src/components/Lazy';

export default lazyPiece(
  'container number checker',
  () => import(/* webpackChunkName: "container-number-checker" */ './Checker'),
);
