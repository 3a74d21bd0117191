// Wrapped so that closing the announcement bar does not drop keyboard focus on <body>: the bar,
// and the focused button with it, leaves the page. Focus moves on to what Tab would reach next
// (the navbar's first control), before the bar goes.
import React, {type MouseEvent, type ReactNode} from 'react';
import CloseButton from '@theme-original/AnnouncementBar/CloseButton';
import type CloseButtonType from '@theme/AnnouncementBar/CloseButton';
import type {WrapperProps} from '@docusaurus/types';
import {nextTabbableAfter} from '@site/src/utils/focus';

type Props = WrapperProps<typeof CloseButtonType>;

export default function CloseButtonWrapper({onClick, ...props}: Props): ReactNode {
  return (
    <CloseButton
      {...props}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        const bar = event.currentTarget.parentElement ?? event.currentTarget;
        const next = nextTabbableAfter(bar);
        onClick?.(event);
        next?.focus();
      }}
    />
  );
}
