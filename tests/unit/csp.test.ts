// scripts/csp.mjs: which inline scripts the production CSP must allow, and how the build check reads
// and rewrites deploy/nginx/security-headers.conf.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {test} from 'node:test';
import {HEADERS_FILE, blockedScripts, inlineScripts, policyHashes, sha256, withHashes} from '../../scripts/csp.mjs';

test('hashes an inline script the way browsers do (the example of the CSP Level 3 specification)', () => {
  assert.equal(sha256("alert('Hello, world.');"), 'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=');
});

test('finds the scripts a browser would run inline, and no others', () => {
  const html = [
    '<script>one()</script>',
    '<script src=/assets/js/main.js></script>',
    '<script type="application/ld+json">{"@type":"Article"}</script>',
    '<script type=module>two()</script>',
    '<script data-rh=true>three()</script>',
  ].join('');
  assert.deepEqual(inlineScripts(html), ['one()', 'two()', 'three()']);
});

test('reads the hashes of the committed policy and rewrites exactly its script-src', () => {
  const conf = readFileSync(HEADERS_FILE, 'utf8');
  const allowed = policyHashes(conf);
  assert.ok(allowed.size > 0, 'the policy allows the inline scripts of Docusaurus by hash');
  const rewritten = withHashes(conf, ['sha256-AAAA']);
  assert.deepEqual([...policyHashes(rewritten)], ['sha256-AAAA']);
  // Only the source list changes: the comments and every other header stay as they were.
  assert.equal(rewritten.replace(/script-src [^;"]*/g, ''), conf.replace(/script-src [^;"]*/g, ''));
});

test('names the pages whose inline script the policy would block', () => {
  const hashes = new Map([
    ['sha256-allowed', ['index.html']],
    ['sha256-new', ['en/index.html', 'en/docs/intro.html', 'en/blog.html', 'en/pricing.html']],
  ]);
  const blocked = blockedScripts(hashes, new Set(['sha256-allowed']));
  assert.equal(blocked.length, 1);
  assert.match(blocked[0] ?? '', /^en\/index\.html, en\/docs\/intro\.html and 2 more: inline script 'sha256-new'/);
  assert.match(blocked[0] ?? '', /security-headers\.conf$/);
});
