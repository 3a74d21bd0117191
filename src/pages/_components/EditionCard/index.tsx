import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Icon from '@site/src/components/Icon';
import {formatCny, type Edition, type EditionPrice} from '@site/src/data/editions';
import styles from './styles.module.css';

function Price({price}: {readonly price: EditionPrice}): ReactNode {
  switch (price.kind) {
    case 'free':
      return (
        <p className={styles.price}>
          <span className={styles.amount}>
            <Translate id="editions.price.free" description="Price of the Community edition">
              免费
            </Translate>
          </span>
        </p>
      );
    case 'perTeamYear':
      return (
        <p className={styles.price}>
          <span className={styles.amount}>{formatCny(price.amountCny)}</span>{' '}
          <span className={styles.unit}>
            <Translate id="editions.price.perTeamYear" description="Unit after the Professional price">
              / 团队 / 年
            </Translate>
          </span>
          <span className={styles.note}>
            <Translate
              id="editions.price.maxDevelopers"
              description="Team size covered by one Professional licence; {count} is a number"
              values={{count: price.maxDevelopers}}>
              {'每个团队最多 {count} 名开发者'}
            </Translate>
          </span>
        </p>
      );
    case 'contactSales':
      return (
        <p className={styles.price}>
          <span className={styles.amount}>
            <Translate id="editions.price.contactSales" description="Price of the Enterprise edition">
              按需报价
            </Translate>
          </span>
          <span className={styles.note}>
            <Translate id="editions.price.contactSales.note" description="Under the Enterprise price: what the quote depends on">
              根据团队数量和服务范围确定
            </Translate>
          </span>
        </p>
      );
  }
}

type CallToActionProps = {
  readonly href: string;
  readonly className: string;
  readonly children: ReactNode;
};

/** Site paths get the locale prefix and prefetching; mailto: gets target="_self", or Link would open it in a new tab. */
function CallToAction({href, className, children}: CallToActionProps): ReactNode {
  return href.startsWith('/') ? (
    <Link to={href} className={className}>
      {children}
    </Link>
  ) : (
    <Link href={href} className={className} target="_self">
      {children}
    </Link>
  );
}

type Props = {
  readonly edition: Edition;
};

/** One edition on the pricing page: name, who it is for, price, what it includes, and the next step. */
export default function EditionCard({edition}: Props): ReactNode {
  const headingId = `edition-${edition.id}`;
  return (
    <article className={clsx(styles.card, edition.recommended && styles.recommended)} aria-labelledby={headingId}>
      {edition.recommended ? (
        <p className={styles.badge}>
          <Translate id="editions.recommended" description="Badge on the recommended edition card">
            团队首选
          </Translate>
        </p>
      ) : null}
      <Heading as="h3" id={headingId} className={styles.name}>
        {edition.name}
      </Heading>
      <p className={styles.audience}>{edition.audience}</p>
      <Price price={edition.price} />
      <ul className={styles.includes}>
        {edition.includes.map((item) => (
          <li key={item}>
            <Icon name="check" className={styles.check} />
            <span>{item}</span>
          </li>
        ))}
      </ul>
      <CallToAction
        href={edition.cta.href}
        className={clsx('button button--block', edition.recommended ? 'button--primary' : 'button--outline button--primary')}>
        {edition.cta.label}
      </CallToAction>
    </article>
  );
}
