import {expect, test, type Page} from '../support/test';
import {brand} from '../../src/data/brand';
import {locales, localePath, marketingRoutes, type LocaleCase} from '../support/site';

/** What each page must show a visitor, per locale (issue 5). */
const copy = {
  'zh-Hans': {
    homeH1: '从一张数据表，到一个能用的管理后台',
    quickStart: '快速开始',
    contact: '联系我们',
    generated: '3. 生成的代码（节选）',
    architecture: 'LexBoot 的架构',
    editions: ['社区版', '专业版', '企业版'],
    compare: '版本对比',
    faq: '常见问题',
    timeline: '发展历程',
    release: '2025 年 3 月 18 日',
    storiesH1: '客户案例',
    address: brand.contact.address['zh-Hans'],
    releaseNotes: '版本说明',
    sectors: ['律师事务所', '公证处', '法律援助中心'],
    result: '结果',
  },
  en: {
    homeH1: 'From a database table to a working admin system',
    quickStart: 'Quick start',
    contact: 'Contact us',
    generated: '3. The generated code (excerpt)',
    architecture: "LexBoot's architecture",
    editions: ['Community', 'Professional', 'Enterprise'],
    compare: 'Compare the editions',
    faq: 'Frequently asked questions',
    timeline: 'Our story so far',
    release: '18 March 2025',
    storiesH1: 'Success stories',
    address: brand.contact.address.en,
    releaseNotes: 'Release notes',
    sectors: ['Law firm', 'Notary office', 'Legal-aid centre'],
    result: 'The result',
  },
} as const;

const main = (page: Page) => page.locator('main');

/** The visible prose of <main>, without code, which is the same in both languages. */
async function prose(page: Page): Promise<string> {
  return main(page).evaluate((element) => {
    const copyOf = element.cloneNode(true) as HTMLElement;
    copyOf.querySelectorAll('pre, code, svg, kbd').forEach((node) => node.remove());
    return copyOf.innerText;
  });
}

function docLinksOf(locale: LocaleCase) {
  return new RegExp(`^${locale.prefix}/docs/`);
}

for (const locale of locales) {
  const t = copy[locale.name];
  test.describe(`marketing pages (${locale.name})`, () => {
    test('home: one-sentence hero, both calls to action, generated code, differences, measured results', async ({page}) => {
      await page.goto(localePath(locale, '/'));
      await expect(page.locator('h1')).toHaveText(t.homeH1);
      await expect(main(page).getByRole('link', {name: t.quickStart, exact: true})).toHaveAttribute(
        'href',
        localePath(locale, '/docs/quick-start-guide'),
      );
      await expect(main(page).getByRole('link', {name: t.contact, exact: true}).first()).toHaveAttribute(
        'href',
        localePath(locale, '/get-in-touch'),
      );
      await expect(main(page).getByText(t.generated)).toBeVisible();
      // The example's controller; the code generator further down shows one of its own (codegen-playground.spec).
      await expect(main(page).locator('pre:not([data-live-demo] *)').filter({hasText: '@RestController'})).toHaveCount(1);
      await expect(main(page).locator('[data-live-demo="CodegenHome"] pre').filter({hasText: '@RestController'})).toHaveCount(1);
      await expect(main(page).locator('h3')).toHaveCount(4);
      // Trust signals: the stories' measured outcomes, and the way to stories and editions.
      for (const sector of t.sectors) {
        // A card with the sector and a measured figure.
        await expect(main(page).getByRole('listitem').filter({hasText: sector}).filter({hasText: /\d/})).toHaveCount(1);
      }
      await expect(main(page).locator(`a[href="${localePath(locale, '/success-stories')}"]`)).toHaveCount(1);
      await expect(main(page).locator(`a[href="${localePath(locale, '/pricing')}"]`)).toHaveCount(1);
    });

    test('product: the architecture figure and links into the docs', async ({page}) => {
      await page.goto(localePath(locale, '/product'));
      const figure = main(page).getByRole('img', {name: t.architecture});
      await expect(figure).toBeVisible();
      const box = await figure.boundingBox();
      expect(box!.width / box!.height).toBeCloseTo(960 / 450, 1);
      const hrefs = await main(page)
        .locator('a[href]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      expect(hrefs.filter((href) => docLinksOf(locale).test(href)).length).toBeGreaterThanOrEqual(10);
    });

    test('pricing: three editions, the comparison table, the FAQ and the way to sales', async ({page}) => {
      await page.goto(localePath(locale, '/pricing'));
      for (const name of t.editions)
        await expect(
          main(page)
            .getByRole('heading', {name: new RegExp(`^${name}`)})
            .first(),
        ).toBeVisible();
      await expect(main(page).getByText('¥39,800').first()).toBeVisible();
      await expect(main(page).getByRole('heading', {name: t.compare})).toBeVisible();
      const table = main(page).getByRole('table');
      await expect(table.locator('thead th')).toHaveText([/.+/, ...t.editions]);
      expect(await table.locator('tbody tr').count()).toBeGreaterThanOrEqual(8);
      await expect(table.getByRole('img').first()).toHaveAccessibleName(/包含|Included|不包含|Not included/);
      await expect(main(page).getByRole('heading', {name: t.faq})).toBeVisible();
      expect(await main(page).locator(`a[href^="mailto:${brand.contact.salesEmail}"]`).count()).toBeGreaterThan(0);
    });

    test('company: background, values, the dated timeline and the office', async ({page}) => {
      await page.goto(localePath(locale, '/company'));
      await expect(main(page).getByRole('heading', {name: t.timeline})).toBeVisible();
      const milestones = main(page).locator('ol time');
      expect(await milestones.count()).toBeGreaterThanOrEqual(5);
      await expect(main(page).locator('time[datetime="2025-03-18"]')).toHaveText(t.release);
      await expect(main(page).locator('address')).toContainText(t.address);
    });

    test('success stories: three legal customers, each with a measured outcome', async ({page}) => {
      await page.goto(localePath(locale, '/success-stories'));
      await expect(page.locator('h1')).toHaveText(t.storiesH1);
      // Each story is a section: problem, what was built, and the result, which is a figure.
      const stories = main(page)
        .locator('section')
        .filter({has: page.getByRole('heading', {name: t.result, exact: true})});
      expect(await stories.count()).toBeGreaterThanOrEqual(3);
      for (const story of await stories.all()) {
        await expect(story.getByRole('heading', {level: 3})).toHaveCount(3);
        await expect(story).toContainText(/\d/);
      }
    });

    test('get in touch: e-mail, phone, address and the form', async ({page}) => {
      await page.goto(localePath(locale, '/get-in-touch'));
      await expect(main(page).locator(`a[href="mailto:${brand.contact.email}"]`).first()).toBeVisible();
      await expect(main(page).locator('a[href^="tel:"]')).toHaveText(brand.contact.phone);
      await expect(main(page)).toContainText(t.address);
      await expect(main(page).locator('form')).toBeVisible();
    });

    test('the Markdown page is release notes in the page language', async ({page}) => {
      await page.goto(localePath(locale, '/markdown-page'));
      await expect(page.locator('h1')).toContainText(t.releaseNotes);
    });

    test('at 390 px wide no marketing page scrolls sideways', async ({page}) => {
      await page.setViewportSize({width: 390, height: 844});
      for (const route of marketingRoutes) {
        await page.goto(localePath(locale, route));
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, route).toBeLessThanOrEqual(0);
      }
    });

    test('no text of the other language on the marketing pages', async ({page}) => {
      for (const route of marketingRoutes) {
        await page.goto(localePath(locale, route));
        const text = await prose(page);
        if (locale.name === 'en') {
          // Chinese characters and full-width punctuation; names are written in English on /en.
          expect(text.match(/[\u3400-\u9fff\u3000-\u303f\uff01-\uff5e]+/g), route).toBeNull();
        } else {
          // Four or more English words in a row is a sentence left untranslated.
          expect(text.match(/\b[A-Za-z][a-z']+(?:[ ,]+[A-Za-z][a-z']+){3,}/g), route).toBeNull();
        }
      }
    });
  });
}
