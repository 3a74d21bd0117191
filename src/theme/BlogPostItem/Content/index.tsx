// Ejected so that the post's content renders in StaticContent (src/components/StaticContent): on the
// page's first load its box keeps the server's HTML instead of hydrating the content's script (see
// src/plugins/static-content). Otherwise as the theme's, including the id the feeds look for.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {blogPostContainerID} from '@docusaurus/utils-common';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItem/Content';
import StaticContent from '@site/src/components/StaticContent';
import MDXContent from '@site/src/plugins/static-content/provider';

export default function BlogPostItemContent({children, className}: Props): ReactNode {
  const {isBlogPostPage} = useBlogPost();
  return (
    <StaticContent
      // This id is how the feeds find the post's content.
      id={isBlogPostPage ? blogPostContainerID : undefined}
      className={clsx('markdown', className)}
      content={children}>
      <MDXContent>{children}</MDXContent>
    </StaticContent>
  );
}
