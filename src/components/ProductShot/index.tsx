/**
 * The product shown at once: a still of the admin screen LexBoot generates for the home page's
 * `legal_case` table, captured from the real runner by scripts/showcase.mjs (static/img/showcase/),
 * in the page's language and colour mode, with a link to where it runs live (the home page's Run).
 *
 * One image per colour mode through the theme's ThemedImage: the server's HTML has both, the mode's
 * own shown by the theme's style sheet, and after hydration only that one. Both are lazy, so that the
 * hidden one, which has no box, is never fetched (a visitor who switches the mode gets the other one
 * then); the width and height keep the figure's place before the image arrives.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import ThemedImage from '@theme/ThemedImage';
import {HOME_RUN_HASH} from '@site/src/demos/homeRun';
import styles from './styles.module.css';

/** The images' size in px: scripts/showcase.mjs (VIEWPORT × SCALE) writes them at this size. */
export const SHOT_WIDTH = 960;
export const SHOT_HEIGHT = 900;

type Props = {
  /** On the home page the Run it leads to is on the same page; elsewhere it is the home page's. */
  readonly runOnThisPage?: boolean;
  readonly className?: string;
};

export default function ProductShot({runOnThisPage = false, className}: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const locale = i18n.currentLocale === 'en' ? 'en' : 'zh';
  const light = useBaseUrl(`/img/showcase/case-list-${locale}-light.webp`);
  const dark = useBaseUrl(`/img/showcase/case-list-${locale}-dark.webp`);
  const runLabel = translate({
    id: 'productShot.run',
    message: '在浏览器里运行它',
    description: 'Link under the product shot to the home page playground, where the shown screen runs live',
  });
  return (
    <figure className={clsx(styles.figure, className)}>
      <div className={styles.frame}>
        <ThemedImage
          className={styles.image}
          sources={{light, dark}}
          alt={translate({
            id: 'productShot.alt',
            message:
              '生成的「案件」管理界面：标题下是新建、更多和刷新按钮，然后是按案号、案件名称和状态查询的表单，以及一页案件列表，列有案号、案件名称、状态和立案日期。',
            description: 'The alt text of the product shot: what the captured generated screen shows',
          })}
          width={SHOT_WIDTH}
          height={SHOT_HEIGHT}
          loading="lazy"
          decoding="async"
        />
      </div>
      <figcaption className={styles.caption}>
        {translate({
          id: 'productShot.caption',
          message: '由一张 legal_case 表生成的管理界面，截自生成的程序实际运行的画面。',
          description: 'Caption of the product shot on the home and product pages',
        })}{' '}
        {runOnThisPage ? (
          // A plain anchor, as the hero's Run button: going to the hash opens the playground's Run tab.
          // eslint-disable-next-line @docusaurus/no-html-links -- Link's client-side navigation fires no hashchange
          <a href={`#${HOME_RUN_HASH}`}>{runLabel}</a>
        ) : (
          <Link to={`/#${HOME_RUN_HASH}`}>{runLabel}</Link>
        )}
      </figcaption>
    </figure>
  );
}
