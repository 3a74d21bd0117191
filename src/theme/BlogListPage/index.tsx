// Adds the page heading (the blog's title and description) that the stock blog index lacks:
// without it the page has no h1, which screen-reader users and search engines rely on. Under it,
// links to the archive, the authors and the tags: the sitemaps list those pages, and without these
// links a reader (or a crawler) could reach them only by typing their address.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {PageMetadata, HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import type {Props} from '@theme/BlogListPage';
import BlogPostItems from '@theme/BlogPostItems';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

/** The blog's other pages, named as their own titles name them (the theme's translations). */
function BlogPagesNav({blogPath}: {blogPath: string}): ReactNode {
  const pages = [
    {to: `${blogPath}/archive`, label: translate({id: 'theme.blog.archive.title', message: 'Archive'})},
    {to: `${blogPath}/authors`, label: translate({id: 'theme.blog.authorsList.pageTitle', message: 'Authors'})},
    {to: `${blogPath}/tags`, label: translate({id: 'theme.tags.tagsPageTitle', message: 'Tags'})},
  ];
  return (
    <nav className={styles.pages} aria-label={translate({id: 'blog.pages.label', message: '博客的其他页面'})}>
      <ul>
        {pages.map((page) => (
          <li key={page.to}>
            <Link to={page.to}>{page.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function BlogListPage(props: Props): ReactNode {
  const {metadata, items, sidebar} = props;
  const blogPath = useBaseUrl('/blog');
  const {blogTitle, blogDescription} = metadata;
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <PageMetadata title={blogTitle} description={blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
      <BlogListPageStructuredData {...props} />
      <BlogLayout sidebar={sidebar}>
        <header className={styles.header}>
          <Heading as="h1">{blogTitle}</Heading>
          <p className={styles.description}>{blogDescription}</p>
          <BlogPagesNav blogPath={blogPath} />
        </header>
        <BlogPostItems items={items} />
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
