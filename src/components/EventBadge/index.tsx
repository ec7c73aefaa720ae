// The head of a webhook event's reference page, where an operation page shows its method and server URL: an event
// is not called, Berthline posts it to the reader's endpoint. Under it, the event's history: the release that added it
// (src/theme/ReferenceNotes).
import type {ReactNode} from 'react';
import {webhookDelivery} from '@site/src/lib/api-facts/webhook-delivery';
import ReferenceNotes, {PAGE_HEAD} from '@site/src/theme/ReferenceNotes';
import styles from './styles.module.css';

export default function EventBadge({type}: {type: string}): ReactNode {
  return (
    <>
      <p className={styles.head}>
        <span className={styles.badge}>Event</span>
        {/* A space, so that copied text and search excerpts read "Event Berthline sends", not "EventBerthline". */}{' '}
        <span>
          Berthline sends <code>POST</code> to your endpoint with <code>{type}</code>; answer <code>2xx</code> within{' '}
          {webhookDelivery.timeout_seconds} seconds.
        </span>
      </p>
      <ReferenceNotes anchor={PAGE_HEAD} />
    </>
  );
}
