// The structured data's URLs are spelled as the site spells its URLs: the fix Docusaurus 4 makes in
// plugin-content-blog's and -docs' structuredDataUtils.js, ported to our ejects of them.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {absoluteUrl} from '../../src/utils/absolute-url';

const site = {url: 'https://lexboot.example', baseUrl: '/'};

test('trailingSlash false: a permalink ending in a slash loses it, the home page keeps its own', () => {
  assert.equal(absoluteUrl('/blog/', {...site, trailingSlash: false}), 'https://lexboot.example/blog');
  assert.equal(absoluteUrl('/docs/intro', {...site, trailingSlash: false}), 'https://lexboot.example/docs/intro');
  assert.equal(absoluteUrl('/', {...site, trailingSlash: false}), 'https://lexboot.example/');
});

test('trailingSlash true adds the slash; undefined leaves the permalink as it is', () => {
  assert.equal(absoluteUrl('/blog', {...site, trailingSlash: true}), 'https://lexboot.example/blog/');
  assert.equal(absoluteUrl('/blog/', {...site, trailingSlash: undefined}), 'https://lexboot.example/blog/');
});

test('a locale base URL is the folder the site serves with its slash', () => {
  assert.equal(absoluteUrl('/en/', {...site, baseUrl: '/en/', trailingSlash: false}), 'https://lexboot.example/en/');
});
