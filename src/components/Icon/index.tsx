import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {IconName} from '@site/src/data/icons';
import styles from './styles.module.css';

export type {IconName};

/**
 * Line icons drawn inline (the site loads no external images). They are decoration next to
 * text that already says the same thing, so they are hidden from assistive technology.
 */
const paths = {
  table: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M3 9h18M3 14h18M9 9v11" />
    </>
  ),
  layers: (
    <>
      <path d="M12 3 2.5 8 12 13l9.5-5L12 3Z" />
      <path d="m2.5 12.5 9.5 5 9.5-5" />
      <path d="m2.5 16.5 9.5 5 9.5-5" />
    </>
  ),
  components: (
    <>
      <rect x="3" y="3" width="7.5" height="7.5" rx="1.5" />
      <rect x="13.5" y="3" width="7.5" height="7.5" rx="1.5" />
      <rect x="3" y="13.5" width="7.5" height="7.5" rx="1.5" />
      <path d="M17.25 13.5v7.5M13.5 17.25H21" />
    </>
  ),
  shield: (
    <>
      <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.2 7.5 9.5 4.3-1.3 7.5-4.9 7.5-9.5V6L12 3Z" />
      <path d="m8.75 12 2.25 2.25 4.25-4.5" />
    </>
  ),
  code: <path d="m8 7-5 5 5 5M16 7l5 5-5 5M13.5 4l-3 16" />,
  scale: (
    <>
      <path d="M12 3v18M7 21h10M4 7h16" />
      <path d="m6 7-3 7a3.2 3.2 0 0 0 6 0L6 7ZM18 7l-3 7a3.2 3.2 0 0 0 6 0l-3-7Z" />
    </>
  ),
  document: (
    <>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Z" />
      <path d="M14 3v5h5M9 13h6M9 17h6" />
    </>
  ),
  people: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c.6-3.4 3.2-5.5 6.5-5.5s5.9 2.1 6.5 5.5" />
      <path d="M16 4.8a3.5 3.5 0 0 1 0 6.4M18 14.8c1.9.8 3.1 2.6 3.5 5.2" />
    </>
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
    </>
  ),
  phone: (
    <path d="M6.6 3.5h-2a1.5 1.5 0 0 0-1.5 1.7A16.5 16.5 0 0 0 18.8 20.9a1.5 1.5 0 0 0 1.7-1.5v-2.1a1.5 1.5 0 0 0-1.1-1.4l-3.1-.9a1.5 1.5 0 0 0-1.5.4l-1.2 1.2a12.5 12.5 0 0 1-5-5l1.2-1.2a1.5 1.5 0 0 0 .4-1.5l-.9-3.1a1.5 1.5 0 0 0-1.4-1.1Z" />
  ),
  location: (
    <>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </>
  ),
  check: <path d="m4.5 12.5 5 5 10-11" />,
} as const satisfies Record<IconName, ReactNode>;

type Props = {
  readonly name: IconName;
  readonly className?: string;
};

export default function Icon({name, className}: Props): ReactNode {
  return (
    <svg
      className={clsx(styles.icon, className)}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false">
      {paths[name]}
    </svg>
  );
}
