// Change: renders nothing, so that its code leaves every doc and blog page's script. The theme's
// component shows the banner of a draft or unlisted page, which this site never has:
// src/plugins/lean-bundle fails the build if one appears.
import type {ReactNode} from 'react';

export default function ContentVisibility(): ReactNode {
  return null;
}
