// The counts one test tier adds to `npm test`'s closing line. A tier that did not run, wrote no
// report, or failed with no failed test in its report (a suite that did not load, an error outside
// any test) still counts at least one failure, so that the line never reads as all passed.

/**
 * @typedef {{ passed: number, failed: number }} Counts
 * @param {{ status: number | undefined, report: Counts | undefined }} tier
 *   status: the tier's exit status, undefined when it did not run; report: its report's counts,
 *   undefined when it wrote none
 * @returns {Counts & { problem?: string }}
 */
export function countTier({ status, report }) {
  if (status === undefined) {
    return { passed: 0, failed: 1, problem: 'did not run' };
  }
  if (report === undefined) {
    return { passed: 0, failed: 1, problem: `wrote no report (exit ${status})` };
  }
  if (status !== 0 && report.failed === 0) {
    return {
      passed: report.passed,
      failed: 1,
      problem: `failed (exit ${status}) with no failed test in its report`,
    };
  }
  return { passed: report.passed, failed: report.failed };
}
