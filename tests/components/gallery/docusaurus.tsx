// What Docusaurus gives a component at run time, for the gallery: the bundler (serve.mjs) maps
// `@docusaurus/useDocusaurusContext`, `@docusaurus/Translate`, `@docusaurus/Link` and `@theme/Heading`
// here. The words are the source locale's (the Chinese each <Translate> holds); the locale the demos
// read is the one a story is mounted in.
import type {ComponentProps, ReactNode} from 'react';

let currentLocale: 'zh-Hans' | 'en' = 'zh-Hans';

/** The locale the next story renders in (useDocusaurusContext().i18n.currentLocale). */
export function setLocale(locale: 'zh-Hans' | 'en'): void {
  currentLocale = locale;
}

export function useDocusaurusContext() {
  return {
    siteConfig: {title: 'LexBoot', url: 'https://lexboot.example', baseUrl: '/', customFields: {}},
    i18n: {currentLocale, defaultLocale: 'zh-Hans', locales: ['zh-Hans', 'en']},
  };
}

type Values = Readonly<Record<string, ReactNode>>;

function fill(message: string, values?: Values): ReactNode[] {
  return message.split(/({\w+})/).map((part) => {
    const key = /^{(\w+)}$/.exec(part)?.[1];
    return key !== undefined && values && key in values ? values[key] : part;
  });
}

export function translate(
  {message}: {message: string; id?: string; description?: string},
  values?: Readonly<Record<string, string | number>>,
): string {
  return message.replace(/{(\w+)}/g, (match, key: string) => (values && key in values ? String(values[key]) : match));
}

export function Translate({children, values}: {children: string; id?: string; description?: string; values?: Values}): ReactNode {
  return <>{fill(children, values)}</>;
}

export function Link({to, href, children, ...props}: ComponentProps<'a'> & {to?: string}): ReactNode {
  return (
    <a href={to ?? href} {...props}>
      {children}
    </a>
  );
}

export function Heading({as: As, ...props}: ComponentProps<'h2'> & {as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'}): ReactNode {
  return <As {...props} />;
}
