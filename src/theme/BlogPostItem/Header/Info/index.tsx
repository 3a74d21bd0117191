// Ejected to format the date and the reading time without the Intl API (src/utils/intl-free.ts):
// the theme's Intl formatters were the largest single piece of a blog post's start-up script work
// on a phone. What is shown is unchanged.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItem/Header/Info';
import {formatLongDate, selectPluralForm} from '@site/src/utils/intl-free';
import styles from './styles.module.css';

export default function BlogPostItemHeaderInfo({className}: Props): ReactNode {
  const {metadata} = useBlogPost();
  const {i18n} = useDocusaurusContext();
  const {date, readingTime} = metadata;
  const minutes = readingTime === undefined ? undefined : Math.ceil(readingTime);
  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)}>
      <time dateTime={date}>{formatLongDate(date, i18n.currentLocale)}</time>
      {minutes !== undefined && (
        <>
          {' · '}
          {selectPluralForm(
            translate(
              {
                id: 'theme.blog.post.readingTime.plurals',
                description:
                  'Pluralized label for "{readingTime} min read". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
                message: 'One min read|{readingTime} min read',
              },
              {readingTime: minutes},
            ),
            minutes,
            i18n.currentLocale,
          )}
        </>
      )}
    </div>
  );
}
