// Wraps the doc's content to put "Copy page as Markdown" and the link to the page's Markdown copy
// above its title: the spot where readers look for page actions, and on doc pages only.
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import DocMarkdownActions from '@site/src/components/DocMarkdownActions';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <DocMarkdownActions permalink={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
