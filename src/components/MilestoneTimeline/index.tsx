// The milestone timeline, loaded in its own chunk through @theme/Loading (see src/components/Lazy).
import {lazyPiece} from '@site/src/components/Lazy';

export default lazyPiece(
  'milestone timeline',
  () => import(/* webpackChunkName: "milestone-timeline" */ './MilestoneTimeline'),
);
