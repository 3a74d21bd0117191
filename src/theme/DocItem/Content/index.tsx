// Ejected so that the doc's content renders in StaticContent (src/components/StaticContent): on the
// page's first load its box keeps the server's HTML instead of hydrating the content's script (see
// src/plugins/static-content). Also puts "Copy page as Markdown" and the link to the page's Markdown
// copy above the title: the spot where readers look for page actions, and on doc pages only.
// Otherwise as the theme's: the synthetic title when the Markdown has no h1 of its own.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import type {Props} from '@theme/DocItem/Content';
import DocMarkdownActions from '@site/src/components/DocMarkdownActions';
import StaticContent from '@site/src/components/StaticContent';
import MDXContent from '@site/src/plugins/static-content/provider';

export default function DocItemContent({children}: Props): ReactNode {
  const {metadata, frontMatter, contentTitle} = useDoc();
  const syntheticTitle = !frontMatter.hide_title && contentTitle === undefined ? metadata.title : null;
  return (
    <>
      <DocMarkdownActions permalink={metadata.permalink} />
      <StaticContent className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')} content={children}>
        {syntheticTitle && (
          <header>
            <Heading as="h1">{syntheticTitle}</Heading>
          </header>
        )}
        <MDXContent>{children}</MDXContent>
      </StaticContent>
    </>
  );
}
