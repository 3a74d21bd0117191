// Gives the blog's author list a meta description, which the original page has none of (search
// results and link previews would otherwise show arbitrary text from the page).
import React, {type ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type BlogAuthorsListPageType from '@theme/Blog/Pages/BlogAuthorsListPage';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof BlogAuthorsListPageType>;

export default function BlogAuthorsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <BlogAuthorsListPage {...props} />
      <PageMetadata
        description={translate({
          id: 'blog.authors.meta.description',
          message: '为 LexBoot 博客撰稿的律启科技工程师：每位作者的职务和发表的文章数。',
          description: 'The meta description of the blog author list (/blog/authors)',
        })}
      />
    </>
  );
}
