// Change: the not-found page in the site's own words (the stock Chinese text says 您, the site 你),
// with a search box (a plain form to the search page, which works before any script) and the pages
// a visitor most likely wanted.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import styles from './styles.module.css';

/** The pages a visitor who followed a dead link most likely wanted. */
function usefulLinks() {
  return [
    {
      to: '/docs/intro',
      label: translate({id: 'notFound.links.intro', message: '文档：LexBoot 介绍', description: 'Link to the docs intro on the 404 page'}),
    },
    {
      to: '/docs/quick-start-guide',
      label: translate({id: 'notFound.links.quickStart', message: '快速开始', description: 'Link to the quick start on the 404 page'}),
    },
    {
      to: '/product',
      label: translate({id: 'notFound.links.product', message: '产品', description: 'Link to the product page on the 404 page'}),
    },
    {
      to: '/pricing',
      label: translate({id: 'notFound.links.pricing', message: '价格', description: 'Link to the pricing page on the 404 page'}),
    },
    {
      to: '/blog',
      label: translate({id: 'notFound.links.blog', message: '博客', description: 'Link to the blog on the 404 page'}),
    },
    {
      to: '/get-in-touch',
      label: translate({id: 'notFound.links.contact', message: '联系我们', description: 'Link to the contact page on the 404 page'}),
    },
  ];
}

export default function NotFoundContent({className}: Props): ReactNode {
  const searchPage = useBaseUrl('/search');
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            <Translate id="theme.NotFound.title" description="The title of the 404 page">
              Page not found
            </Translate>
          </Heading>
          <p>
            <Translate id="notFound.text" description="The paragraph under the 404 page's title">
              这个地址没有页面：链接可能已经过期，也可能地址输错了。你可以搜索文档，或者从下面的页面继续。
            </Translate>
          </p>
          <form className={styles.search} action={searchPage} method="get" role="search">
            <label htmlFor="not-found-search" className={styles.label}>
              <Translate id="notFound.search.label" description="Label of the search box on the 404 page">
                搜索文档和博客
              </Translate>
            </label>
            <div className={styles.row}>
              <input id="not-found-search" className={styles.input} type="search" name="q" required />
              <button type="submit" className="button button--primary">
                <Translate id="notFound.search.submit" description="The search button on the 404 page">
                  搜索
                </Translate>
              </button>
            </div>
          </form>
          <Heading as="h2" className={styles.linksTitle}>
            <Translate id="notFound.links.title" description="Heading of the list of links on the 404 page">
              常用页面
            </Translate>
          </Heading>
          <ul className={styles.links}>
            {usefulLinks().map(({to, label}) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
