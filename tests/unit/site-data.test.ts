// Issue 5: the typed page data (editions and prices, comparison, stories, company, brand facts) and
// the contact form's rules, checked against the product brief and against each other.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {editions, comparisonRows, formatCny, professionalPrice} from '@site/src/data/editions';
import {stories} from '@site/src/data/stories';
import {timeline, companyValues} from '@site/src/data/company';
import {features} from '@site/src/data/features';
import {brand, mailtoHref, telHref} from '@site/src/data/brand';
import {framework} from '@site/src/data/framework';
import * as contact from '@site/src/pages/_components/ContactForm/contact';

/** A site path the build has: a doc or a page of src/pages. */
function siteHas(path: string): boolean {
  if (path.startsWith('/docs/')) return ['.md', '.mdx'].some((ext) => existsSync(`docs/${path.slice(6)}${ext}`));
  return ['.tsx', '.md'].some((ext) => existsSync(`src/pages${path}${ext}`));
}

test('three editions as the brief sets them: Community free, Professional per team and year, Enterprise via sales', () => {
  assert.deepEqual(
    editions.map((e) => e.id),
    ['community', 'professional', 'enterprise'],
  );
  assert.deepEqual(
    editions.map((e) => e.price.kind),
    ['free', 'perTeamYear', 'contactSales'],
  );
  assert.deepEqual(
    editions.filter((e) => e.recommended).map((e) => e.id),
    ['professional'],
  );
  const professional = editions[1]?.price;
  assert.ok(professional?.kind === 'perTeamYear');
  assert.ok(professional.amountCny > 0 && Number.isInteger(professional.amountCny));
  assert.ok(professional.maxDevelopers > 0);
  assert.equal(formatCny(39800), '¥39,800');
  assert.equal(formatCny(1234567), '¥1,234,567');
  for (const edition of editions) {
    assert.ok(edition.includes.length >= 3, `${edition.id} lists what it includes`);
    const {href} = edition.cta;
    assert.ok(
      siteHas(href) || href.startsWith(`mailto:${brand.contact.salesEmail}`),
      `${edition.id}'s button goes to a page of the site or to sales: ${href}`,
    );
  }
});

test('the comparison table has a value for every edition in every row, and the team size of the price', () => {
  const ids = comparisonRows.map((row) => row.id);
  assert.equal(new Set(ids).size, ids.length, 'row ids are unique');
  for (const row of comparisonRows) {
    assert.deepEqual(Object.keys(row.values).sort(), ['community', 'enterprise', 'professional'], row.id);
  }
  const developers = comparisonRows.find((row) => row.id === 'developers')?.values.professional;
  assert.ok(typeof developers === 'string', 'the comparison has a developers row, its Professional cell a text');
  assert.match(developers, new RegExp(`\\b${professionalPrice.maxDevelopers}\\b`));
  // Paid editions include everything the edition below them includes.
  for (const row of comparisonRows) {
    if (row.values.community === true) assert.notEqual(row.values.professional, false, row.id);
    if (row.values.professional === true) assert.notEqual(row.values.enterprise, false, row.id);
  }
});

test('three or more success stories from the legal domain, each with a problem, what was built and a measured outcome', () => {
  assert.ok(stories.length >= 3);
  const sectors = stories.map((s) => s.sector);
  for (const required of ['律师事务所', '公证处', '法律援助']) {
    assert.ok(
      sectors.some((sector) => sector.includes(required)),
      `a story from a ${required}`,
    );
  }
  for (const story of stories) {
    for (const key of ['customer', 'title'] as const) assert.ok(story[key].trim().length > 0, `${story.id}.${key}`);
    // A problem and what was built are a few sentences each, not a label.
    for (const key of ['problem', 'built'] as const) assert.ok(story[key].length >= 30, `${story.id}.${key}`);
    assert.match(story.outcome.value, /\d/, `${story.id}'s outcome is a figure`);
    assert.ok(
      editions.some((e) => e.id === story.edition),
      `${story.id} names an edition`,
    );
    for (const code of story.programs) assert.match(code, /^[A-Z][A-Z0-9_]*$/, `${story.id}: program code ${code}`);
  }
});

test('the company timeline runs in date order and has the 3.0 release on the date framework.ts gives', () => {
  const dates = timeline.map((m) => m.date);
  assert.deepEqual([...dates].sort(), dates);
  for (const date of dates) assert.match(date, /^\d{4}(-\d{2}(-\d{2})?)?$/);
  assert.ok(timeline.some((m) => m.date === framework.releasedOn && m.title.includes('3.0')));
  assert.ok(companyValues.length >= 3);
});

test('home features link to docs that exist', () => {
  assert.equal(features.length, 4);
  for (const feature of features) assert.ok(siteHas(feature.link.to), feature.link.to);
});

test('brand facts: the ICP line of the brief, working addresses and links', () => {
  assert.equal(brand.icp.number, '沪ICP备2025000000号-1');
  assert.equal(brand.icp.lookupUrl, 'https://beian.miit.gov.cn/');
  assert.equal(brand.copyrightYear, 2025);
  for (const email of [brand.contact.email, brand.contact.salesEmail]) assert.match(email, /^[^\s@]+@[^\s@]+\.[a-z]+$/);
  assert.equal(telHref(brand.contact.phone), 'tel:+862162880000');
  assert.equal(mailtoHref('a@b.cn', 'LexBoot 商务咨询'), 'mailto:a@b.cn?subject=LexBoot%20%E5%95%86%E5%8A%A1%E5%92%A8%E8%AF%A2');
  assert.match(brand.social.github, /^https:\/\/github\.com\/lexboot$/);
  assert.match(brand.social.zhihu, /^https:\/\/www\.zhihu\.com\/.+lexboot$/);
});

test('contact form: what a valid message is', () => {
  const valid: contact.ContactDraft = {
    name: '王律师',
    email: 'wang@example.com',
    company: '',
    topic: 'technical',
    message: '想了解代码生成器的用法。',
  };
  assert.deepEqual(contact.validateContact(valid), {});
  assert.deepEqual(contact.validateContact(contact.emptyDraft), {
    name: 'required',
    email: 'required',
    topic: 'required',
    message: 'required',
  });
  assert.equal(contact.validateContact({...valid, email: 'wang@lawfirm'}).email, 'invalid');
  assert.equal(contact.validateContact({...valid, email: 'wang @example.com'}).email, 'invalid');
  assert.equal(contact.validateContact({...valid, message: '太短了'}).message, 'tooShort');
  assert.equal(contact.validateContact({...valid, message: '字'.repeat(2001)}).message, 'tooLong');
  assert.equal(contact.validateContact({...valid, message: '字'.repeat(2000)}).message, undefined, 'a Chinese character counts once');
  assert.equal(contact.validateContact({...valid, name: '   '}).name, 'required');
  assert.equal(contact.validateContact({...valid, company: 'x'.repeat(101)}).company, 'tooLong');
});

test('contact form: drafts are read defensively, and a message becomes a mailto: URL mail clients read', () => {
  assert.deepEqual(contact.parseDraft(null), contact.emptyDraft);
  assert.deepEqual(contact.parseDraft('not json'), contact.emptyDraft);
  assert.deepEqual(contact.parseDraft('{"name":"王","topic":"bribe","message":3}'), {...contact.emptyDraft, name: '王'});
  // Typed text wins over the stored draft; a blank typed field keeps what was stored.
  assert.deepEqual(
    contact.mergeDraft(
      {...contact.emptyDraft, name: '王律师', topic: 'technical', message: '存着的内容'},
      {...contact.emptyDraft, name: '李律师', email: 'li@example.com', message: '  '},
    ),
    {name: '李律师', email: 'li@example.com', company: '', topic: 'technical', message: '存着的内容'},
  );
  assert.equal(contact.recipientFor('purchase', {sales: 's@x.cn', general: 'g@x.cn'}), 's@x.cn');
  assert.equal(contact.recipientFor('technical', {sales: 's@x.cn', general: 'g@x.cn'}), 'g@x.cn');
  const url = contact.mailtoUrl({to: 'sales@lexboot.cn', subject: 'LexBoot 咨询 & 报价', body: '第一行\n第二行 a+b'});
  assert.equal(
    url,
    'mailto:sales@lexboot.cn?subject=LexBoot%20%E5%92%A8%E8%AF%A2%20%26%20%E6%8A%A5%E4%BB%B7' +
      '&body=%E7%AC%AC%E4%B8%80%E8%A1%8C%0D%0A%E7%AC%AC%E4%BA%8C%E8%A1%8C%20a%2Bb',
  );
});
