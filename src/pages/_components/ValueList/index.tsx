import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import type {Value} from '@site/src/data/company';
import styles from './styles.module.css';

type Props = {
  readonly values: readonly Value[];
};

/** The company's values, numbered, because they are a short list read in order. */
export default function ValueList({values}: Props): ReactNode {
  return (
    <ol className={styles.list}>
      {values.map((value) => (
        <li key={value.id} className={styles.item}>
          <Heading as="h3" className={styles.title}>
            {value.title}
          </Heading>
          <p className={styles.description}>{value.description}</p>
        </li>
      ))}
    </ol>
  );
}
