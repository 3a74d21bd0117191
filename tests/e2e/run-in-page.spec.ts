import {expect, test, type Page} from '../support/test';
import {clickRunTab, firstRowInWindow, RUN_TEXT, useScreen, waitForHydration, watchErrors} from '../support/runner';
import {layoutShifts, watchLayoutShifts} from '../support/layout-shifts';
import {localePath, locales, type LocaleCase} from '../support/site';

// Issue 41, items 2 and 3: the generated screen used where the visitor uses it, in the sandboxed frame
// of the page that embeds it, with a mouse at 1280 and a finger at 390. The whole round (search by
// the button, paging, sorting, a form sent empty, create, edit, delete, export, dark mode) runs once
// per page in each width, the two locales taking turns; the other locale of each page gets a shorter
// pass (Run reached, a search by the button, a form's field errors), so that every page, locale and
// width of the issue is driven at least once. The hero's button must show the running grid in the
// window at once, with no scroller inside the page (item 3), in all four of its cases.

const TUTORIAL = '/docs/tutorial/back-end/code-generation';
const HOME_FRAME = '[data-live-demo="CodegenHome"] iframe';
const TUTORIAL_FRAME = '[data-live-demo="Codegen"] iframe';
const byName = (name: LocaleCase['name']) => locales.find((l) => l.name === name)!;

const PHONE = {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true} as const;
const DESKTOP = {viewport: {width: 1280, height: 800}} as const;

/** The hero's button, clicked or tapped: the running grid's first rows are in the window, the frame scrolls nothing of its own. */
async function heroToGrid(page: Page, locale: LocaleCase, touch: boolean) {
  const text = RUN_TEXT[locale.name];
  await watchLayoutShifts(page);
  await page.goto(localePath(locale, '/'));
  await waitForHydration(page);
  const hero = page.getByRole('link', {name: text.hero});
  if (touch) await hero.tap();
  else await hero.click();
  const frame = page.frameLocator(HOME_FRAME);
  // At least the first rows, in the window, with nothing more done than the click or tap.
  await firstRowInWindow(page, frame, 3);
  // The frame is as tall as the program: no scroller in the page's scroller.
  const overflow = await frame.locator('html').evaluate((html) => html.scrollHeight - html.clientHeight);
  expect(overflow, 'the program scrolls inside its frame').toBeLessThanOrEqual(1);
  expect(await layoutShifts(page), 'layout shifts while Run starts').toEqual([]);
  return frame;
}

test.describe('at 1280 with a mouse', () => {
  test.use(DESKTOP);

  test('zh-Hans: the hero runs the screen in one step, and every part of it works in the frame', async ({page}) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    const frame = await heroToGrid(page, byName('zh-Hans'), false);
    await useScreen(page, frame, 'zh-Hans', {touch: false, round: 'full'});
    expect(errors).toEqual([]);
  });

  test('en: the hero runs the screen in one step; search and the form work in the frame', async ({page}) => {
    const errors = watchErrors(page);
    const frame = await heroToGrid(page, byName('en'), false);
    await useScreen(page, frame, 'en', {touch: false, round: 'smoke'});
    expect(errors).toEqual([]);
  });

  test("en: the tutorial's Run tab, every part of the screen in the frame", async ({page}) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    await page.goto(localePath(byName('en'), TUTORIAL));
    await waitForHydration(page);
    await clickRunTab(page, 'en');
    const frame = page.frameLocator(TUTORIAL_FRAME);
    await expect(frame.locator('table[role="grid"] tbody tr[aria-rowindex]').first()).toBeVisible({timeout: 30_000});
    await useScreen(page, frame, 'en', {touch: false, round: 'full'});
    expect(errors).toEqual([]);
  });
});

test.describe('at 390 with a finger', () => {
  test.use(PHONE);

  test('en: the hero runs the screen in one tap, and every part of it works in the frame', async ({page}) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    const frame = await heroToGrid(page, byName('en'), true);
    await useScreen(page, frame, 'en', {touch: true, round: 'full'});
    expect(errors).toEqual([]);
  });

  test('zh-Hans: the hero runs the screen in one tap; search and the form work in the frame', async ({page}) => {
    const errors = watchErrors(page);
    const frame = await heroToGrid(page, byName('zh-Hans'), true);
    await useScreen(page, frame, 'zh-Hans', {touch: true, round: 'smoke'});
    expect(errors).toEqual([]);
  });

  test("zh-Hans: the tutorial's Run tab, every part of the screen in the frame", async ({page}) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    const text = RUN_TEXT['zh-Hans'];
    await page.goto(localePath(byName('zh-Hans'), TUTORIAL));
    await waitForHydration(page);
    await page.getByRole('tab', {name: text.run}).tap();
    const frame = page.frameLocator(TUTORIAL_FRAME);
    await expect(frame.locator('table[role="grid"] tbody tr[aria-rowindex]').first()).toBeVisible({timeout: 30_000});
    await useScreen(page, frame, 'zh-Hans', {touch: true, round: 'full'});
    expect(errors).toEqual([]);
  });
});

test('zh-Hans: the page says only what it knows of the frame: a code in its own words, numbers in range, nothing else', async ({page}) => {
  const text = RUN_TEXT['zh-Hans'];
  await page.goto(localePath(byName('zh-Hans'), TUTORIAL));
  await waitForHydration(page);
  await page.getByRole('tab', {name: text.run}).click();
  const status = page.locator('[data-live-demo="Codegen"] [role="tabpanel"] [role="status"]').first();
  await expect(status).toHaveText(text.ran, {timeout: 30_000});
  const iframe = page.locator(TUTORIAL_FRAME);
  const runner = page.frames().find((f) => f.url().endsWith('/run/'))!;
  // The frame's code, as if a program had taken it over, says what it likes: free text, odd shapes, huge numbers.
  const say = (message: unknown) => runner.evaluate((m) => window.parent.postMessage(m, '*'), message);
  const before = await iframe.evaluate((e) => e.clientHeight);
  await say({type: 'lexboot:height', height: 1e9});
  await say({type: 'lexboot:height', height: Number.NaN});
  await say({type: 'lexboot:height', height: '99999'});
  await say({type: 'lexboot:ran', id: 1, rows: 'all of them'});
  await say({type: 'lexboot:failed', id: 1, message: '<b>Your session expired</b>: sign in at https://evil.example/'});
  await say({type: 'lexboot:failed', id: 1, code: 'phishing'});
  await say({type: 'lexboot:failed', id: 1, code: 'runtime', message: 'extra text'});
  // A frame taller than any program is refused (the page bounds it), and no message above changed the status.
  expect(await iframe.evaluate((e) => e.clientHeight), 'the program area of the frame').toBeLessThanOrEqual(Math.max(before, 20_000));
  await expect(status).toHaveText(text.ran);
  await expect(page.getByText('evil.example')).toHaveCount(0);
  // A failure the protocol knows is said by the page, in its words.
  await say({type: 'lexboot:failed', id: 1, code: 'runtime'});
  await expect(status).toHaveText(text.failedRuntime);
});

test('en: nothing leaves the frame: WebRTC, requests, workers, nested frames and navigation are closed before the program runs', async ({
  page,
}) => {
  const text = RUN_TEXT.en;
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(localePath(byName('en'), TUTORIAL));
  await waitForHydration(page);
  await page.getByRole('tab', {name: text.run}).click();
  await expect(page.frameLocator(TUTORIAL_FRAME).locator('table[role="grid"] tbody tr[aria-rowindex]').first()).toBeVisible({
    timeout: 20_000,
  });
  const runner = page.frames().find((f) => f.url().endsWith('/run/'))!;
  const seen = requests.length;
  // What a program could try, each in the frame's own window, as the program's code would. (Going to
  // another address is the page's policy's to refuse: its frame-src, from default-src 'self'.)
  const attempts = await runner.evaluate(async () => {
    const tried: Record<string, string> = {};
    const attempt = async (name: string, action: () => unknown) => {
      try {
        const result = await action();
        tried[name] = `allowed: ${String(result)}`;
      } catch (error) {
        tried[name] = 'refused';
        void error;
      }
    };
    const w = window as unknown as Record<string, unknown>;
    await attempt('RTCPeerConnection', () => {
      const Peer = (w.RTCPeerConnection ?? w.webkitRTCPeerConnection) as new (c: unknown) => {createDataChannel(n: string): unknown};
      return new Peer({iceServers: [{urls: 'stun:stun.example.invalid:3478'}]}).createDataChannel('out');
    });
    await attempt('RTCPeerConnection put back', () => {
      Object.defineProperty(window, 'RTCPeerConnection', {value: function RTCPeerConnection() {}});
      return typeof w.RTCPeerConnection;
    });
    await attempt('delete RTCPeerConnection', () => {
      if (!delete w.RTCPeerConnection) throw new Error('kept');
      return typeof w.RTCPeerConnection;
    });
    await attempt('fetch', () => (w.fetch as (u: string) => Promise<unknown>)('https://example.invalid/'));
    await attempt('XMLHttpRequest', () => new (w.XMLHttpRequest as new () => unknown)());
    await attempt('WebSocket', () => new (w.WebSocket as new (u: string) => unknown)('wss://example.invalid/'));
    await attempt('EventSource', () => new (w.EventSource as new (u: string) => unknown)('https://example.invalid/'));
    await attempt('sendBeacon', () => {
      if (!navigator.sendBeacon('https://example.invalid/', 'x')) throw new Error('not sent');
      return true;
    });
    await attempt('Worker', () => new (w.Worker as new (u: string) => unknown)('data:text/javascript,1'));
    await attempt('SharedWorker', () => new (w.SharedWorker as new (u: string) => unknown)('data:text/javascript,1'));
    await attempt('window.open', () => {
      if (!window.open('https://example.invalid/')) throw new Error('no window');
      return true;
    });
    await attempt('iframe by createElement', () => document.body.appendChild(document.createElement('iframe')).contentWindow);
    await attempt('iframe by innerHTML', () => {
      const box = document.createElement('div');
      box.innerHTML = '<iframe></iframe>';
      document.body.append(box);
      const child = box.querySelector('iframe')?.contentWindow as unknown as Record<string, unknown> | null | undefined;
      return child ? typeof child.RTCPeerConnection : 'no window';
    });
    await attempt('link preconnect', () => {
      document.head.insertAdjacentHTML('beforeend', '<link rel="preconnect" href="https://example.invalid">');
      return 'inserted';
    });
    return tried;
  });
  expect(attempts).toEqual(
    Object.fromEntries(
      [
        'RTCPeerConnection',
        'RTCPeerConnection put back',
        'delete RTCPeerConnection',
        'fetch',
        'XMLHttpRequest',
        'WebSocket',
        'EventSource',
        'sendBeacon',
        'Worker',
        'SharedWorker',
        'window.open',
        'iframe by createElement',
        'iframe by innerHTML',
        'link preconnect',
      ].map((name) => [name, 'refused']),
    ),
  );
  expect(requests.slice(seen).filter((url) => !url.startsWith(new URL(page.url()).origin))).toEqual([]);
  // Forms, for the program's own; and nothing else of what the sandbox keeps from it.
  await expect(page.locator(TUTORIAL_FRAME)).toHaveAttribute('sandbox', 'allow-scripts allow-forms');
  // The program still runs: the grid is there.
  await expect(page.frameLocator(TUTORIAL_FRAME).locator('table[role="grid"] tbody tr[aria-rowindex]').first()).toBeVisible();
});
