import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type Props = {
  readonly title: ReactNode;
  /** One or two sentences under the heading saying what the section shows. */
  readonly lead?: ReactNode;
  /** Alternate sections on the surface colour so that long pages read as blocks. */
  readonly tone?: 'plain' | 'surface';
  /** The heading's anchor, for a section other pages link to. */
  readonly id?: string;
  readonly children: ReactNode;
};

/** A page section with its h2: the building block of the marketing pages. */
export default function Section({title, lead, tone = 'plain', id, children}: Props): ReactNode {
  return (
    <section className={clsx(styles.section, tone === 'surface' && styles.surface)}>
      <div className="container">
        <Heading as="h2" id={id} className={styles.title}>
          {title}
        </Heading>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
