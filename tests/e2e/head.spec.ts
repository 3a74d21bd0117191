import type {Page} from '@playwright/test';
import {expect, test} from '../support/test';
import {locales, localePath, waitForInteractive} from '../support/site';
import {canonicalJson} from '../../src/plugins/lean-bundle/head/state';

// The document's head in the browser: the bundle's own <Helmet> (src/plugins/lean-bundle/head)
// leaves the server's head as it is while a page starts, and after a move within the site the head
// is the one the new page's own HTML has (title, html attributes, meta, links, structured data),
// with nothing left over from the page before.

const POST = '/blog/long-blog-post';
const DOC = '/docs/intro';

/**
 * The head as crawlers and the browser read it, in a form to compare: the title, <html>'s language,
 * direction and class names, and every tag a <Head> manages (`data-rh`), attributes sorted and
 * structured data with its keys sorted (the build's minifier reorders them).
 */
async function headOf(page: Page, html?: string): Promise<string[]> {
  const {title, root, tags} = await page.evaluate((source) => {
    const doc = source === undefined ? document : new DOMParser().parseFromString(source, 'text/html');
    const element = doc.documentElement;
    return {
      title: doc.title,
      root: `lang=${element.lang} dir=${element.dir} class=${Array.from(element.classList).sort().join(' ')}`,
      tags: Array.from(doc.head.querySelectorAll('[data-rh]:not(title)'), (tag: Element) => ({
        name: tag.localName,
        attributes: tag
          .getAttributeNames()
          .filter((name: string) => name !== 'data-rh')
          .sort()
          .map((name: string) => `${name}=${tag.getAttribute(name)}`)
          .join(' '),
        json: /json/.test(tag.getAttribute('type') ?? ''),
        text: tag.textContent,
      })),
    };
  }, html);
  const described = tags.map(({name, attributes, json, text}) => `<${name} ${attributes}>${json ? canonicalJson(text) : text}`);
  return [`title: ${title}`, `html: ${root}`, ...described.sort()];
}

async function serverHead(page: Page, path: string): Promise<string[]> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  return headOf(page, await response.text());
}

for (const locale of locales) {
  test(`the head stays as the server wrote it while a page starts, and follows moves within the site (${locale.name})`, async ({page}) => {
    // Every change to the head, and to the attributes of <html> that the pages' <Head>s set, after the
    // document is parsed (not data-has-hydrated below, nor the colour mode's and announcement bar's).
    await page.addInitScript(() => {
      const changes: string[] = [];
      (window as unknown as {headChanges: string[]}).headChanges = changes;
      document.addEventListener('DOMContentLoaded', () => {
        new MutationObserver((records) => {
          for (const record of records) {
            if (record.type === 'attributes') changes.push(`<${(record.target as Element).localName}> ${record.attributeName}`);
            for (const node of [...Array.from(record.addedNodes), ...Array.from(record.removedNodes)]) {
              // The bundler's script tags and the idle prefetches are not the head's content.
              if (node instanceof Element && !node.hasAttribute('data-rh') && node.localName !== 'title') continue;
              changes.push(
                `${record.addedNodes.length ? '+' : '-'} ${node instanceof Element ? node.outerHTML.slice(0, 120) : node.textContent}`,
              );
            }
          }
        }).observe(document.head, {childList: true, subtree: true, characterData: true, attributes: true});
        new MutationObserver((records) => {
          for (const record of records) changes.push(`<html> ${record.attributeName}`);
        }).observe(document.documentElement, {attributes: true, attributeFilter: ['lang', 'dir', 'class']});
      });
    });
    await page.goto(localePath(locale, POST));
    await waitForInteractive(page);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as {headChanges: string[]}).headChanges)).toEqual([]);
    expect(await headOf(page)).toEqual(await serverHead(page, localePath(locale, POST)));

    // A move within the site (no page load): the head becomes the docs page's own.
    await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
    await page.locator(`footer a[href="${localePath(locale, DOC)}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${localePath(locale, DOC)}$`));
    const docHead = await serverHead(page, localePath(locale, DOC));
    await expect.poll(() => headOf(page)).toEqual(docHead);
    expect(docHead.some((line) => line.includes('article:tag'))).toBe(false);

    // And back: the post's head again, its article tags and structured data included.
    await page.goBack();
    await expect.poll(() => headOf(page)).toEqual(await serverHead(page, localePath(locale, POST)));
    expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
  });
}
