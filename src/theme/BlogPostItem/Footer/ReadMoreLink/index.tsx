// Ejected so that the link under each excerpt on the blog's lists says which post it opens: the
// original shows "Read more" / "阅读更多" four times on a page, its context in an aria-label only,
// which sighted readers and voice-control users (who say what they see) do not get. The visible
// text now names the post, and is the link's accessible name.
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';

export default function BlogPostItemFooterReadMoreLink({blogPostTitle, ...linkProps}: Props): ReactNode {
  return (
    <Link {...linkProps}>
      <b>
        <Translate
          id="blog.post.readFullPost"
          description="Link from a post's excerpt on the blog's lists to the full post; {title} is the post's title"
          values={{title: blogPostTitle}}>
          {'阅读全文：{title}'}
        </Translate>
      </b>
    </Link>
  );
}
