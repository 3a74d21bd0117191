import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type Props = {
  /** Short line above the title naming the page's topic, e.g. the company name. */
  readonly eyebrow?: ReactNode;
  readonly title: ReactNode;
  readonly lead: ReactNode;
  /** Calls to action or facts shown under the lead. */
  readonly children?: ReactNode;
  /** A picture of the product: beside the text on wide screens, under it on narrow ones. */
  readonly figure?: ReactNode;
};

/** The opening of every marketing page: the page's only h1 and a lead paragraph. */
export default function PageHeader({eyebrow, title, lead, children, figure}: Props): ReactNode {
  const text = (
    <>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <Heading as="h1" className={styles.title}>
        {title}
      </Heading>
      <p className={styles.lead}>{lead}</p>
      {children ? <div className={styles.extra}>{children}</div> : null}
    </>
  );
  return (
    <header className={styles.header}>
      <div className="container">
        {figure ? (
          <div className={styles.withFigure}>
            <div>{text}</div>
            <div className={styles.figure}>{figure}</div>
          </div>
        ) : (
          text
        )}
      </div>
    </header>
  );
}
