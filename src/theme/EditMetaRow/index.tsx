// Change: renders nothing, so that its code leaves every doc page's and blog post's script. The
// theme's component shows the "Edit this page" link and the last update, which this site does not
// configure (no editUrl, no showLastUpdateTime): src/plugins/lean-bundle bundles the
// theme's own one instead when a page gets either.
import type {ReactNode} from 'react';

export default function EditMetaRow(): ReactNode {
  return null;
}
