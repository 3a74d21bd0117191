import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {LexBootProvider} from '@lexboot/core';
import {DICTS, type DemoLocale} from './data/legal';

/** The page's language as the components know it. */
export function useDemoLocale(): DemoLocale {
  return useDocusaurusContext().i18n.currentLocale === 'en' ? 'en' : 'zh-CN';
}

/** What an application shell gives the components (language, dictionaries), for a demo on this site. */
export default function DemoRoot({children}: {children: ReactNode}): ReactNode {
  const locale = useDemoLocale();
  return (
    <LexBootProvider locale={locale} dicts={DICTS[locale]}>
      {children}
    </LexBootProvider>
  );
}
