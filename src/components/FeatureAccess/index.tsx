import type {ReactNode} from 'react';
import Op from '@site/src/components/Op';
import {featureBySlug, planSummary} from '@site/src/data/features';
import styles from './styles.module.css';

/** Props of the "Who can use it" box. */
export interface FeatureAccessProps {
  /** Feature slug from src/data/features.ts, the same as the page's file name. */
  slug: string;
}

/** A compact "Who can use it" box for a feature page: roles, plans, plan note and API operations. */
export default function FeatureAccess({slug}: FeatureAccessProps): ReactNode {
  const feature = featureBySlug(slug);
  const planText = planSummary(feature);
  const titleId = `feature-access-${feature.slug}`;
  return (
    <aside className={styles.box} aria-labelledby={titleId}>
      {/* The markup reads as the page's Markdown twin (plugins/llms) should: the title in bold, each term with its
          definition on one line (the note a sentence of its own, the operations run on with commas). */}
      <p className={styles.title} id={titleId}>
        <strong>Who can use it</strong>
      </p>
      <dl className={styles.list}>
        <div className={styles.item}>
          <dt>Roles</dt>
          <dd>{feature.roles}</dd>
        </div>
        <div className={styles.item}>
          <dt>Plans</dt>
          <dd>
            {planText}
            {feature.planNote ? <div className={styles.note}>{feature.planNote}</div> : null}
          </dd>
        </div>
        <div className={styles.item}>
          <dt>API</dt>
          <dd>
            {feature.api.length === 0 ? (
              'Web app only: no API operation'
            ) : (
              <ul className={styles.operations}>
                {feature.api.map((operationId) => (
                  <li key={operationId}>
                    <Op id={operationId} />
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
    </aside>
  );
}
