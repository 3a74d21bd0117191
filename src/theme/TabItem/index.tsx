// Ejected to tie each panel to its tab: the panel gets the `id` its tab's `aria-controls` names and
// `aria-labelledby` naming the tab (ids given by src/theme/Tabs), which the theme's panel lacks.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useTabs} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/TabItem';
import styles from './styles.module.css';

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export default function TabItem({children, className, value}: Props): ReactNode {
  const {selectedValue, lazy, tabValues} = useTabs();
  const isSelected = value === selectedValue;
  if (!isSelected && lazy) {
    return null;
  }
  const attributes = tabValues.find((tab) => tab.value === value)?.attributes;
  const tabId = text(attributes?.id);
  return (
    <div
      role="tabpanel"
      id={text(attributes?.['aria-controls'])}
      aria-labelledby={tabId}
      className={clsx(styles.tabItem, className)}
      hidden={!isSelected}>
      {children}
    </div>
  );
}
