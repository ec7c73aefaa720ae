// Whether the reader opened "Try it" on this reference page, shared by the button beside the method and path
// (src/theme/ApiExplorer/MethodEndpoint), a disclosure that opens and closes it, and the right panel that shows the
// explorer in place of the examples (src/components/ReferencePanel).
import {createContext, useContext} from 'react';

export interface TryIt {
  open: boolean;
  /** Opens the explorer and moves focus into it. */
  start: () => void;
  /** Closes it: the request and response examples come back, and focus goes to the "Try it" button. */
  close: () => void;
}

export const TryItContext = createContext<TryIt | undefined>(undefined);

/** The page's "Try it" state; undefined outside an operation page (an event page has no explorer). */
export const useTryIt = (): TryIt | undefined => useContext(TryItContext);

/** The id of the explorer's heading, which focus moves to when it opens. */
export const TRY_IT_HEADING_ID = 'try-it';

/** The id of the "Try it" button, which focus goes back to when the explorer closes. */
export const TRY_IT_BUTTON_ID = 'try-it-button';

/** The id of the right panel, which the button controls: the examples, or the explorer in their place. */
export const REFERENCE_PANEL_ID = 'reference-panel';
