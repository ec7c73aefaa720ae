// Wrapper: the method and path at the top of an operation page, followed by the "Try it" button, so that the
// explorer is reachable right after the title in reading and focus order (it was the 51st Tab stop, at the end of
// the right column). The button is in the static HTML; it opens the explorer in the right column once hydrated.
// Under them, the operation's history: the release that added it, its deprecation (src/theme/ReferenceNotes).
import {type ReactNode} from 'react';
import MethodEndpoint from '@theme-original/ApiExplorer/MethodEndpoint';
import type MethodEndpointType from '@theme/ApiExplorer/MethodEndpoint';
import type {WrapperProps} from '@docusaurus/types';
import {TRY_IT_HEADING_ID, useTryIt} from '@site/src/theme/ApiItem/try-it';
import ReferenceNotes, {PAGE_HEAD} from '@site/src/theme/ReferenceNotes';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MethodEndpointType>;

export default function MethodEndpointWrapper(props: Props): ReactNode {
  const tryIt = useTryIt();
  return (
    <>
      <MethodEndpoint {...props} />
      {props.context !== 'callback' && <ReferenceNotes anchor={PAGE_HEAD} />}
      {tryIt && props.context !== 'callback' && (
        <div className={`${styles.tryIt} openapi-try-it`}>
          <button
            type="button"
            className="button button--primary"
            aria-controls={tryIt.open ? TRY_IT_HEADING_ID : undefined}
            onClick={tryIt.start}>
            Try it
          </button>
          <span>Send this request from your browser to the sandbox or a mock server, and see the answer.</span>
        </div>
      )}
    </>
  );
}
