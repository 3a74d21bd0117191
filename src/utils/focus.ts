// Keyboard focus helpers for the theme wrappers that move focus (the mobile menu, the announcement
// bar's close button): which elements Tab can reach, and where focus goes when one disappears.

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Whether Tab can reach `element`: rendered, visible, and not inside an inert subtree. */
function isTabbable(element: HTMLElement): boolean {
  if (element.tabIndex < 0 || element.closest('[inert]') !== null) return false;
  return element.getClientRects().length > 0 && getComputedStyle(element).visibility === 'visible';
}

/** The elements under `root` that Tab reaches, in document order. */
export function tabbableElements(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(isTabbable);
}

/** The first element after `element` (and outside it) in document order that Tab reaches. */
export function nextTabbableAfter(element: Element): HTMLElement | undefined {
  return tabbableElements(document).find(
    (candidate) => !element.contains(candidate) && (element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
  );
}

/**
 * Makes everything on the page inert except `keep` and its ancestors (and `except`, such as a
 * backdrop that must still take clicks), as a modal dialog asks. Returns the undo.
 */
export function inertOutside(keep: Element, except: (element: Element) => boolean = () => false): () => void {
  const made: Element[] = [];
  for (let node: Element | null = keep; node && node !== document.body; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement?.children ?? [])) {
      if (sibling === node || sibling.hasAttribute('inert') || except(sibling)) continue;
      if (sibling.tagName === 'SCRIPT' || sibling.tagName === 'STYLE') continue;
      sibling.setAttribute('inert', '');
      made.push(sibling);
    }
  }
  return () => {
    for (const element of made) element.removeAttribute('inert');
  };
}
