/**
 * The code generator on the home page, starting from the home page's short `legal_case` table and
 * showing the generated page running (its Run tab first); the hero's "see it run" link (#see-it-run) goes there.
 */
import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import CodegenPlayground from './CodegenPlayground';
import {HOME_SAMPLES} from './CodegenPlayground/samples';
import {HOME_RUN_HASH} from './homeRun';

export default function CodegenHomeDemo(): ReactNode {
  const {currentLocale} = useDocusaurusContext().i18n;
  return <CodegenPlayground sample={HOME_SAMPLES[currentLocale === 'en' ? 'en' : 'zh-Hans']} compact runOnHash={HOME_RUN_HASH} runFirst />;
}
