import Link from '@docusaurus/Link';
import React, {type ReactNode} from 'react';
import Icon, {type IconName} from '@site/src/components/Icon';
import styles from './styles.module.css';

export type ContactChannel = {
  readonly id: string;
  readonly icon: IconName;
  readonly label: string;
  /** What the visitor copies or clicks: an address, a number. */
  readonly value: string;
  /** `mailto:` or `tel:` link; without one the value is plain text (a postal address). */
  readonly href?: string;
  readonly note: string;
};

type Props = {
  readonly channels: readonly ContactChannel[];
};

/** The ways to reach the company, as a definition list so that each value keeps its label. */
export default function ContactChannels({channels}: Props): ReactNode {
  return (
    <dl className={styles.list}>
      {channels.map((channel) => (
        <div key={channel.id} className={styles.item}>
          <dt className={styles.label}>
            <Icon name={channel.icon} className={styles.icon} />
            {channel.label}
          </dt>
          <dd className={styles.value}>
            {/* target="_self": Link would open mailto: and tel: in a new, empty tab. */}
            {channel.href ? (
              <Link href={channel.href} target="_self">
                {channel.value}
              </Link>
            ) : (
              channel.value
            )}
          </dd>
          <dd className={styles.note}>{channel.note}</dd>
        </div>
      ))}
    </dl>
  );
}
