import type {Page} from '@playwright/test';

/**
 * What the browser tests of the code generator's runner (/run/, src/runner) watch in a page: shared by
 * tests/e2e/codegen-run.spec.ts (the tutorial's Run tab, the corpus) and tests/e2e/home-run.spec.ts.
 */

/** Every uncaught exception and console error in the page or the runner's frame, for the test to expect none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** Every request for the runner's files (under /run/), from now on: none may be made before Run is wanted. */
export function runnerRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/run/')) seen.push(request.url());
  });
  return seen;
}
