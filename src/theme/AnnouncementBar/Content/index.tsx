// Renders the announcement from the translation files instead of the config's HTML string,
// which would be the same in both locales.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {Props} from '@theme/AnnouncementBar/Content';
import styles from './styles.module.css';

export default function AnnouncementBarContent(props: Props): ReactNode {
  return (
    <div {...props} className={clsx(styles.content, props.className)}>
      <Translate
        id="announcementBar.community"
        description="The announcement bar at the top of every page"
        values={{
          link: (
            <Link to="/blog/welcome">
              <Translate id="announcementBar.community.link" description="The link text of the announcement bar">
                了解详情
              </Translate>
            </Link>
          ),
        }}>
        {'LexBoot 社区版已开源，可免费用于商业项目。{link}'}
      </Translate>
    </div>
  );
}
