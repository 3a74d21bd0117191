import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import type {Milestone} from '@site/src/data/company';
import styles from './styles.module.css';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** `2025-03-18` → `2025 年 3 月 18 日` / `18 March 2025`; written out so that server and browser agree. */
export function formatMilestoneDate(date: string, locale: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (locale === 'en') {
    if (month === undefined) return String(year);
    const name = MONTHS[month - 1];
    return day === undefined ? `${name} ${year}` : `${day} ${name} ${year}`;
  }
  if (month === undefined) return `${year} 年`;
  return day === undefined ? `${year} 年 ${month} 月` : `${year} 年 ${month} 月 ${day} 日`;
}

type Props = {readonly milestones: readonly Milestone[]};

/** The company's history as an ordered list, oldest first. */
export default function Timeline({milestones}: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  return (
    <ol className={styles.timeline}>
      {milestones.map((milestone) => (
        <li key={milestone.id} className={styles.item}>
          <time className={styles.date} dateTime={milestone.date}>
            {formatMilestoneDate(milestone.date, i18n.currentLocale)}
          </time>
          <Heading as="h3" className={styles.title}>
            {milestone.title}
          </Heading>
          <p className={styles.description}>{milestone.description}</p>
        </li>
      ))}
    </ol>
  );
}
