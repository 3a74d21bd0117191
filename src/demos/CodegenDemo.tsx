/** The code generator on the code-generation tutorial, starting from the tutorial's `legal_case` table. */
import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import CodegenPlayground from './CodegenPlayground';
import {TUTORIAL_SAMPLES} from './CodegenPlayground/samples';

export default function CodegenDemo(): ReactNode {
  const {currentLocale} = useDocusaurusContext().i18n;
  return <CodegenPlayground sample={TUTORIAL_SAMPLES[currentLocale === 'en' ? 'en' : 'zh-Hans']} />;
}
