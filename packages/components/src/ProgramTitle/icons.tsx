/**
 * The action icons, by the names the menu uses (`plus`, `download`…), drawn inline so that a
 * title bar requests nothing. They sit beside text that says the same thing, or inside a button
 * that has its own name, so they are hidden from assistive technology.
 */
import type {ReactNode} from 'react';

const PATHS: Readonly<Record<string, ReactNode>> = {
  plus: <path d="M12 5v14M5 12h14" />,
  download: <path d="M12 4v11m-4.5-4.5L12 15l4.5-4.5M5 19h14" />,
  upload: <path d="M12 15V4M7.5 8.5 12 4l4.5 4.5M5 19h14" />,
  edit: <path d="M4 20h4L19 9l-4-4L4 16v4ZM13.5 6.5l4 4" />,
  delete: <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />,
  archive: <path d="M3 5h18v4H3zM5 9v10h14V9M10 13h4" />,
  print: <path d="M7 9V4h10v5M7 17H4v-8h16v8h-3M7 14h10v6H7z" />,
  transfer: <path d="M4 8h14m-4-4 4 4-4 4M20 16H6m4-4-4 4 4 4" />,
  search: <path d="M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13ZM15.5 15.5 20 20" />,
  check: <path d="m4.5 12.5 5 5 10-11" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  refresh: <path d="M19.5 12A7.5 7.5 0 1 1 17 6.4M19.5 4v4.5H15" />,
  back: <path d="M19 12H5m6-6-6 6 6 6" />,
  chevronDown: <path d="m6 9 6 6 6-6" />,
};

/** The icon of that name; nothing for a name the set does not have. */
export function ActionIcon({name, className}: {name: string | undefined; className?: string}): ReactNode {
  if (!hasIcon(name)) return null;
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false">
      {PATHS[name]}
    </svg>
  );
}

export function hasIcon(name: string | undefined): name is string {
  return name !== undefined && Object.hasOwn(PATHS, name);
}

/** Turns while an action or a reload runs. */
export function Spinner({className}: {className?: string}): ReactNode {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false">
      <path d="M12 3a9 9 0 1 1-9 9" />
    </svg>
  );
}
