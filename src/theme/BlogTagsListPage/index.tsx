// Gives the blog's tag list a meta description, which the original page has none of (search
// results and link previews would otherwise show arbitrary text from the page).
import React, {type ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type BlogTagsListPageType from '@theme/BlogTagsListPage';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof BlogTagsListPageType>;

export default function BlogTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <BlogTagsListPage {...props} />
      <PageMetadata
        description={translate({
          id: 'blog.tags.meta.description',
          message: '按标签浏览 LexBoot 博客：公告、开源与 React、文档站和社区，每个标签下列出全部相关文章。',
          description: 'The meta description of the blog tag list (/blog/tags)',
        })}
      />
    </>
  );
}
