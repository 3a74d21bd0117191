import {useContext, type ReactNode} from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {NeedsMainLandmark} from '@site/src/components/MainLandmark';

type Props = WrapperProps<typeof LayoutType>;

/** The theme's layout; the content of a page that has no <main> of its own goes into one. */
export default function LayoutWrapper({children, ...props}: Props): ReactNode {
  const needsMain = useContext(NeedsMainLandmark);
  return <Layout {...props}>{needsMain ? <main>{children}</main> : children}</Layout>;
}
