// Replaces the HTML copyright string with the copyright line and the ICP filing link that
// mainland-China sites must show, both taken from the brand module.
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {brand} from '@site/src/data/brand';
import styles from './styles.module.css';

export default function FooterCopyright(): ReactNode {
  return (
    <div className={`footer__copyright ${styles.copyright}`}>
      <span>
        Copyright © {brand.copyrightYear} {brand.companyLegalName}
      </span>
      <Link
        href={brand.icp.lookupUrl}
        className={styles.icp}
        title={translate({
          id: 'footer.icp.title',
          message: '在工业和信息化部政务服务平台查询备案信息',
          description: 'Tooltip of the ICP filing number link in the footer',
        })}>
        {/* The filing number is Chinese in both locales: said as Chinese by screen readers. */}
        <span lang="zh-Hans">{brand.icp.number}</span>
      </Link>
    </div>
  );
}
