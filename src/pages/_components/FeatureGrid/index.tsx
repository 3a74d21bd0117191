import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Icon from '@site/src/components/Icon';
import type {Feature} from '@site/src/data/features';
import styles from './styles.module.css';

type Props = {
  readonly features: readonly Feature[];
};

/** The home page's feature cards, each ending in a link to the doc that explains it. */
export default function FeatureGrid({features}: Props): ReactNode {
  return (
    <ul className={styles.grid}>
      {features.map((feature) => (
        <li key={feature.id} className={styles.card}>
          <span className={styles.icon}>
            <Icon name={feature.icon} />
          </span>
          <Heading as="h3" className={styles.title}>
            {feature.title}
          </Heading>
          <p className={styles.description}>{feature.description}</p>
          <Link to={feature.link.to} className={styles.link}>
            {feature.link.label}
            <span aria-hidden="true"> →</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
