// `npm run test:docs`: every check on the docs' Markdown, in one Node process (each file started on
// its own would load tsx and TypeScript again, which took longer than the checks). `npm run test:unit`
// runs the same files, one process each, with the rest of the unit tests. A docs check added to
// tests/unit/ belongs in this list too.
import './unit/docs-parity.test';
import './unit/front-matter.test';
import './unit/doc-mdx.test';
import './unit/doc-code-blocks.test';
import './unit/doc-java-snippets.test';
import './unit/doc-anchors.test';
import './unit/doc-facts.test';
import './unit/doc-facts-back-end.test';
import './unit/doc-config-properties.test';
import './unit/tutorial-path.test';
import './unit/terms.test';
import './unit/core-api-reference.test';
import './unit/doc-examples.test';
import './unit/markdown-copies.test';
