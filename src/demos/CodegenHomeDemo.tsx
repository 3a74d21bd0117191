/**
 * The code generator on the home page, starting from the home page's short `legal_case` table; the
 * home page's "see it run" link (#see-it-run) opens its Run tab.
 */
import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import CodegenPlayground from '@site/src/components/CodegenPlayground';
import {HOME_SAMPLES} from '@site/src/components/CodegenPlayground/samples';
import {HOME_RUN_HASH} from './homeRun';

export default function CodegenHomeDemo(): ReactNode {
  const {currentLocale} = useDocusaurusContext().i18n;
  return <CodegenPlayground sample={HOME_SAMPLES[currentLocale === 'en' ? 'en' : 'zh-Hans']} compact runOnHash={HOME_RUN_HASH} />;
}
