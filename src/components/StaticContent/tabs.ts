/**
 * Tabs in the server's markup of a page's content (see ./index.tsx) work as the theme's Tabs do
 * (src/theme/Tabs, @docusaurus/theme-classic): a click or Enter selects a tab and shows its panel,
 * the arrow keys move between tabs, and only the selected tab is in the Tab order. The tab keeps its
 * place on screen while the panel below changes height.
 */
const ACTIVE = 'tabs__item--active';

function tabsOf(list: HTMLElement): HTMLElement[] {
  return Array.from(list.querySelectorAll<HTMLElement>(':scope > [role="tab"]'));
}

function select(list: HTMLElement, chosen: HTMLElement): void {
  const top = chosen.getBoundingClientRect().top;
  for (const tab of tabsOf(list)) {
    const selected = tab === chosen;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
    tab.classList.toggle(ACTIVE, selected);
    const panelId = tab.getAttribute('aria-controls');
    const panel = panelId ? document.getElementById(panelId) : null;
    if (panel) panel.hidden = !selected;
  }
  const moved = chosen.getBoundingClientRect().top - top;
  if (moved !== 0) window.scrollBy(0, moved);
}

/** Wires every tab list under `root`; returns what undoes it. */
export function wireTabs(root: HTMLElement): () => void {
  const tabOf = (event: Event) => {
    const tab = event.target instanceof Element ? event.target.closest<HTMLElement>('[role="tab"]') : null;
    const list = tab?.parentElement;
    // A live demo's tabs are the demo's own (src/components/LiveDemo).
    if (event.defaultPrevented || !tab || list?.getAttribute('role') !== 'tablist' || tab.closest('[data-live-demo]')) return undefined;
    return root.contains(list) ? {tab, list} : undefined;
  };
  const onClick = (event: MouseEvent) => {
    const found = tabOf(event);
    if (found) select(found.list, found.tab);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const found = tabOf(event);
    if (!found) return;
    const tabs = tabsOf(found.list);
    const index = tabs.indexOf(found.tab);
    if (event.key === 'Enter') select(found.list, found.tab);
    else if (event.key === 'ArrowRight') (tabs[index + 1] ?? tabs[0])?.focus();
    else if (event.key === 'ArrowLeft') (tabs[index - 1] ?? tabs[tabs.length - 1])?.focus();
  };
  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKeyDown);
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKeyDown);
  };
}
