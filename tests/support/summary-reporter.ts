import type {FullResult, Reporter, TestCase, TestResult} from '@playwright/test/reporter';

/**
 * Prints one closing line, `e2e: N passed, N failed, N skipped`, that CI reads to know how many
 * browser tests ran (Playwright's own summary has another shape).
 */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;
  private flaky: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    // Count a test once, by its final outcome (retries report onTestEnd each time).
    if (result.retry < test.retries && result.status !== 'passed' && result.status !== 'skipped') {
      return;
    }
    if (result.status === 'passed') {
      this.passed += 1;
      if (result.retry > 0) this.flaky.push(test.titlePath().filter(Boolean).join(' › '));
    } else if (result.status === 'skipped') {
      this.skipped += 1;
    } else {
      this.failed += 1;
    }
  }

  onEnd(result: FullResult): void {
    if (this.flaky.length > 0) {
      console.log(`\nPassed only on a second try (flaky; mend them):\n  ${this.flaky.join('\n  ')}`);
    }
    console.log(`\ne2e: ${this.passed} passed, ${this.failed} failed, ${this.skipped} skipped (${result.status})`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
