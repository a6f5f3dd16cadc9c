// The counts one test tier adds to `npm test`'s closing line. A tier that did not run, wrote no
// report, or failed with no failed test in its report (a suite that did not load, an error outside
// any test) still counts at least one failure, so that the line never reads as all passed. Skipped
// tests (`.skip`, `.todo`, a test skipped where it cannot run) are counted too, so that a run that
// skipped half its tests does not read like one that ran them all.

/**
 * @typedef {{ passed: number, failed: number, skipped?: number }} Counts
 * @param {{ status: number | undefined, report: Counts | undefined }} tier
 *   status: the tier's exit status, undefined when it did not run; report: its report's counts,
 *   undefined when it wrote none
 * @returns {{ passed: number, failed: number, skipped: number, problem?: string }}
 */
export function countTier({ status, report }) {
  if (status === undefined) {
    return { passed: 0, failed: 1, skipped: 0, problem: 'did not run' };
  }
  if (report === undefined) {
    return { passed: 0, failed: 1, skipped: 0, problem: `wrote no report (exit ${status})` };
  }
  const skipped = report.skipped ?? 0;
  if (status !== 0 && report.failed === 0) {
    return {
      passed: report.passed,
      failed: 1,
      skipped,
      problem: `failed (exit ${status}) with no failed test in its report`,
    };
  }
  return { passed: report.passed, failed: report.failed, skipped };
}

/**
 * `npm test`'s closing line over its tiers: `tests: N passed, M failed, K skipped`. CI reads the
 * `N passed, M failed` part, so it keeps its words and order and the skipped count comes after it.
 * @param {readonly { passed: number, failed: number, skipped: number }[]} tiers
 * @returns {string}
 */
export function closingLine(tiers) {
  const sum = (/** @type {'passed' | 'failed' | 'skipped'} */ key) =>
    tiers.reduce((total, tier) => total + tier[key], 0);
  return `tests: ${sum('passed')} passed, ${sum('failed')} failed, ${sum('skipped')} skipped`;
}

/**
 * The counts of Vitest's JSON report. A skipped test is reported as pending, a `.todo` apart.
 * @param {{ numPassedTests: number, numFailedTests: number, numPendingTests: number, numTodoTests: number }} report
 * @returns {Counts}
 */
export function vitestCounts(report) {
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

/**
 * The counts of Playwright's JSON report; a test that passed only on a retry counts as failed.
 * @param {{ stats: { expected: number, unexpected: number, flaky: number, skipped: number } }} report
 * @returns {Counts}
 */
export function playwrightCounts(report) {
  const { stats } = report;
  return { passed: stats.expected, failed: stats.unexpected + stats.flaky, skipped: stats.skipped };
}
