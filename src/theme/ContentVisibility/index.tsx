// Change: renders nothing, so that its code leaves every doc and blog page's script. The theme's
// component shows the banner of a draft or unlisted page, which the published site does not have:
// src/plugins/lean-bundle bundles the theme's own one instead when the content needs it.
import type {ReactNode} from 'react';

export default function ContentVisibility(): ReactNode {
  return null;
}
