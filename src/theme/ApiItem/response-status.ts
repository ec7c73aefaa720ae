// The response status the reader selected in an operation page's "Responses" tabs (src/theme/ApiTabs), shared with
// the right panel (src/components/ReferencePanel), which shows that status's example beside the page.
import {createContext, useContext, useEffect} from 'react';

export interface ResponseStatus {
  status: string | undefined;
  select: (status: string) => void;
}

export const ResponseStatusContext = createContext<ResponseStatus | undefined>(undefined);

/** The selected status; undefined outside an operation page. */
export const useResponseStatus = (): ResponseStatus | undefined => useContext(ResponseStatusContext);

/** Tells the page which status the response tabs show (an effect: the first render is the same on both sides). */
export function useReportStatus(status: string | null | undefined): void {
  const context = useResponseStatus();
  const select = context?.select;
  useEffect(() => {
    if (status && select) select(status);
  }, [status, select]);
}

/**
 * True in the page's left column, whose schema tabs then show the schema alone: the examples are in the right panel.
 * The panel itself, and the explorer in it, set it back to false.
 */
export const ExamplesInPanelContext = createContext(false);
