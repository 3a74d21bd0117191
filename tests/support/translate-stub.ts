// `@docusaurus/Translate` for the unit tests (tests/tsconfig.json maps it here): translate() returns the
// default message, the Chinese text of the site's source locale, with its {placeholders} filled in.
import type {ReactNode} from 'react';

type Message = {readonly message: string; readonly id?: string; readonly description?: string};

export function translate({message}: Message, values?: Readonly<Record<string, string | number>>): string {
  return message.replace(/{(\w+)}/g, (match, key: string) => (values && key in values ? String(values[key]) : match));
}

export default function Translate(): ReactNode {
  throw new Error('<Translate> renders in components; a unit test calls translate()');
}
