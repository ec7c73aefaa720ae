// Whether the reader opened "Try it" on this reference page, shared by the button beside the method and path
// (src/theme/ApiExplorer/MethodEndpoint) and the right panel that shows the explorer (./ApiOperation.tsx).
import {createContext, useContext} from 'react';

export interface TryIt {
  open: boolean;
  /** Opens the explorer and moves focus into it. */
  start: () => void;
}

export const TryItContext = createContext<TryIt | undefined>(undefined);

/** The page's "Try it" state; undefined outside an operation page (an event page has no explorer). */
export const useTryIt = (): TryIt | undefined => useContext(TryItContext);

/** The id of the explorer's heading, which the button controls and focus moves to. */
export const TRY_IT_HEADING_ID = 'try-it';
