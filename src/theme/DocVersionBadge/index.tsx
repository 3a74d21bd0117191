// Change: renders nothing, so that its code leaves every doc page's script. The theme's
// component shows the badge of a docs version, shown when a site has several, which this site never has:
// src/plugins/lean-bundle bundles the theme's own one instead when the content needs it.
import type {ReactNode} from 'react';

export default function DocVersionBadge(): ReactNode {
  return null;
}
