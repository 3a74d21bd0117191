import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import TableScroll from '@site/src/components/TableScroll';
import type {ComparisonRow, ComparisonValue, Edition} from '@site/src/data/editions';
import styles from './styles.module.css';

type Props = {
  readonly editions: readonly Edition[];
  readonly rows: readonly ComparisonRow[];
  /** Says what the table compares; read by screen readers and shown above the table. */
  readonly caption: ReactNode;
};

function Cell({value}: {readonly value: ComparisonValue}): ReactNode {
  if (typeof value === 'string') return value;
  // A sign for the eye, a word for screen readers.
  return value ? (
    <span className={styles.yes} aria-label={translate({id: 'comparison.included', message: '包含'})} role="img">
      ✓
    </span>
  ) : (
    <span className={styles.no} aria-label={translate({id: 'comparison.notIncluded', message: '不包含'})} role="img">
      —
    </span>
  );
}

/** Editions side by side, feature by feature; on narrow screens it scrolls sideways under the pinned feature column. */
export default function ComparisonTable({editions, rows, caption}: Props): ReactNode {
  return (
    <>
      <p className={styles.lead} aria-hidden="true">
        {caption}
      </p>
      <TableScroll boxClassName={styles.wrap} className={styles.table} label={translate({id: 'comparison.region', message: '版本对比表'})}>
        {/* The visible lead above cannot scroll with the table; screen readers get it here. */}
        <caption className={styles.visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{translate({id: 'comparison.feature', message: '功能与服务'})}</th>
            {editions.map((edition) => (
              <th key={edition.id} scope="col">
                {edition.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">{row.feature}</th>
              {editions.map((edition) => (
                <td key={edition.id}>
                  <Cell value={row.values[edition.id]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </TableScroll>
    </>
  );
}
