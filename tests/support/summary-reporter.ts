import type {FullResult, Reporter, TestCase, TestResult} from '@playwright/test/reporter';

/**
 * Prints one closing line, `e2e: N passed, N failed, N skipped`, that CI reads to know how many
 * browser tests ran (Playwright's own summary has another shape).
 */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;

  onTestEnd(test: TestCase, result: TestResult): void {
    // Count a test once, by its final outcome (retries report onTestEnd each time).
    if (result.retry < test.retries && result.status !== 'passed' && result.status !== 'skipped') {
      return;
    }
    if (result.status === 'passed') {
      this.passed += 1;
    } else if (result.status === 'skipped') {
      this.skipped += 1;
    } else {
      this.failed += 1;
    }
  }

  onEnd(result: FullResult): void {
    console.log(`\ne2e: ${this.passed} passed, ${this.failed} failed, ${this.skipped} skipped (${result.status})`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
