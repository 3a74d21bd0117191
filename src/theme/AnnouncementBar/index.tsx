// Wraps the bar so that a bar whose id changed shows on the very first load after the change:
// the pre-hydration script reads only the dismiss key, so without this the CSS keeps hiding a
// new bar that the React state already shows, until the next reload.
import React, {useLayoutEffect, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import {createStorageSlot, useThemeConfig} from '@docusaurus/theme-common';

type Props = WrapperProps<typeof AnnouncementBarType>;

// Same key and attribute as theme-common's announcement bar context and its inline script.
const idStorage = createStorageSlot('docusaurus.announcement.id');
const initiallyDismissedAttribute = 'data-announcement-bar-initially-dismissed';

export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const id = useThemeConfig().announcementBar?.id;
  // A layout effect of this child runs before the provider's effect stores the new id,
  // and before the first paint, so the bar appears without a flash of the hidden state.
  useLayoutEffect(() => {
    if (id !== undefined && idStorage.get() !== id) {
      document.documentElement.setAttribute(initiallyDismissedAttribute, 'false');
    }
  }, [id]);
  return <AnnouncementBar {...props} />;
}
