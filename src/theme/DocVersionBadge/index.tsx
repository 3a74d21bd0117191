// Change: renders nothing, so that its code leaves every doc page's script. The theme's
// component shows the badge of a docs version, shown when a site has several, which this site never has:
// src/plugins/lean-bundle fails the build if one appears.
import type {ReactNode} from 'react';

export default function DocVersionBadge(): ReactNode {
  return null;
}
