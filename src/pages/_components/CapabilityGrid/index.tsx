import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {Capability} from '@site/src/data/capabilities';
import styles from './styles.module.css';

type Props = {
  readonly capabilities: readonly Capability[];
  /** Component names are code identifiers and are shown as code. */
  readonly titleAsCode?: boolean;
};

/** Capabilities of the framework; each title links to the doc page that explains it. */
export default function CapabilityGrid({capabilities, titleAsCode = false}: Props): ReactNode {
  return (
    <ul className={styles.grid}>
      {capabilities.map((capability) => (
        <li key={capability.id} className={styles.item}>
          <Heading as="h3" className={styles.title}>
            <Link to={capability.doc} className={clsx(titleAsCode && styles.code)}>
              {capability.title}
            </Link>
          </Heading>
          <p className={styles.description}>{capability.description}</p>
        </li>
      ))}
    </ul>
  );
}
