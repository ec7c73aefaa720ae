// The demurrage and detention calculator, loaded in its own chunk through @theme/Loading (see src/components/Lazy).
import {lazyPiece} from '@site/src/components/Lazy';

export default lazyPiece(
  'demurrage and detention calculator',
  () => import(/* webpackChunkName: "demurrage-calculator" */ './Calculator'),
);
