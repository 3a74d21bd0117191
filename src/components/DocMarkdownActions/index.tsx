import Link from '@docusaurus/Link';
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

type Status = 'idle' | 'busy' | 'copied' | 'fetchFailed' | 'clipboardFailed';

class FetchFailed extends Error {}

async function fetchMarkdown(url: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new FetchFailed(String(error));
  }
  if (!response.ok) throw new FetchFailed(`${url} answered ${response.status}`);
  return response.text();
}

/** Fetches the Markdown and puts it on the clipboard; rejects with FetchFailed when the fetch fails. */
async function copyMarkdown(url: string): Promise<void> {
  const text = fetchMarkdown(url);
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard.write) {
    // Safari lets a page write to the clipboard only during the click: it is handed the text still
    // being fetched, as a promise, rather than the text once the fetch has ended.
    const blob = text.then((markdown) => new Blob([markdown], {type: 'text/plain'}));
    blob.catch(() => undefined); // Reported through `text` below.
    try {
      await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
    } catch (error) {
      await text;
      throw error;
    }
  } else {
    await navigator.clipboard.writeText(await text);
  }
}

/**
 * "Copy page as Markdown" and a link to the page's Markdown copy, which src/plugins/markdown-copies
 * writes beside every doc at build time (`/docs/intro` → `/docs/intro.md`). The link stays as the
 * way to the text when copying fails.
 */
export default function DocMarkdownActions({permalink}: {permalink: string}): ReactNode {
  const url = `${permalink}.md`;
  const [status, setStatus] = useState<Status>('idle');
  const clearTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(clearTimer.current), []);

  const viewLabel = translate({
    id: 'docs.markdown.view',
    message: '查看 Markdown 原文',
    description: 'Link from a doc page to its Markdown copy (the .md file)',
  });

  async function copy() {
    if (status === 'busy') return;
    window.clearTimeout(clearTimer.current);
    setStatus('busy');
    if (!window.isSecureContext || !navigator.clipboard) {
      setStatus('clipboardFailed');
      return;
    }
    try {
      await copyMarkdown(url);
      setStatus('copied');
      clearTimer.current = window.setTimeout(() => setStatus('idle'), 5000);
    } catch (error) {
      setStatus(error instanceof FetchFailed ? 'fetchFailed' : 'clipboardFailed');
    }
  }

  const messages: Record<Status, string> = {
    idle: '',
    busy: '',
    copied: translate({
      id: 'docs.markdown.copied',
      message: '已复制到剪贴板',
      description: 'Announced once the Markdown of a doc page is on the clipboard',
    }),
    fetchFailed: translate(
      {
        id: 'docs.markdown.fetchFailed',
        message: '复制失败：未能加载本页的 Markdown。请打开「{link}」手动复制。',
        description: 'Shown when the Markdown copy of a doc page could not be fetched; {link} is the link text',
      },
      {link: viewLabel},
    ),
    clipboardFailed: translate(
      {
        id: 'docs.markdown.clipboardFailed',
        message: '复制失败：浏览器不允许写入剪贴板。请打开「{link}」手动复制。',
        description: 'Shown when the browser refused the clipboard write; {link} is the link text',
      },
      {link: viewLabel},
    ),
  };
  const failed = status === 'fetchFailed' || status === 'clipboardFailed';

  return (
    <div className={styles.bar}>
      <div className={styles.actions}>
        <button type="button" className={styles.copy} onClick={() => void copy()} aria-busy={status === 'busy'}>
          <Translate id="docs.markdown.copy" description="Button on a doc page that copies the page as Markdown">
            复制为 Markdown
          </Translate>
        </button>
        {/* pathname://: a file beside the page, not a route of the site. */}
        <Link className={styles.view} to={`pathname://${url}`} type="text/markdown">
          {viewLabel}
        </Link>
      </div>
      <p role="status" aria-live="polite" className={failed ? `${styles.status} ${styles.error}` : styles.status}>
        {messages[status]}
      </p>
    </div>
  );
}
