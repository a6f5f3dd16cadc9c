import { describe, expect, it } from 'vitest';
import { closingLine, countTier, playwrightCounts, vitestCounts } from './tier-counts.mjs';

describe('countTier', () => {
  it('takes the counts of a tier that ran and wrote its report', () => {
    expect(countTier({ status: 0, report: { passed: 120, failed: 0, skipped: 3 } })).toEqual({
      passed: 120,
      failed: 0,
      skipped: 3,
    });
    expect(countTier({ status: 1, report: { passed: 118, failed: 2, skipped: 0 } })).toEqual({
      passed: 118,
      failed: 2,
      skipped: 0,
    });
  });

  it('counts a tier that did not run as one failure', () => {
    expect(countTier({ status: undefined, report: undefined })).toEqual({
      passed: 0,
      failed: 1,
      skipped: 0,
      problem: 'did not run',
    });
  });

  it('counts a tier that wrote no report as one failure, even when it exited 0', () => {
    expect(countTier({ status: 0, report: undefined })).toEqual({
      passed: 0,
      failed: 1,
      skipped: 0,
      problem: 'wrote no report (exit 0)',
    });
    expect(countTier({ status: 2, report: undefined }).failed).toBe(1);
  });

  it('counts a failed tier whose report has no failed test as one failure, keeping its skipped', () => {
    expect(countTier({ status: 1, report: { passed: 40, failed: 0, skipped: 2 } })).toEqual({
      passed: 40,
      failed: 1,
      skipped: 2,
      problem: 'failed (exit 1) with no failed test in its report',
    });
  });
});

describe('the counts of the reports', () => {
  it('Vitest: a skipped test is pending, a todo counted apart; both are skipped', () => {
    expect(
      vitestCounts({ numPassedTests: 50, numFailedTests: 1, numPendingTests: 4, numTodoTests: 2 }),
    ).toEqual({ passed: 50, failed: 1, skipped: 6 });
  });

  it('Playwright: a flaky test failed, a skipped one is counted', () => {
    expect(
      playwrightCounts({ stats: { expected: 30, unexpected: 1, flaky: 2, skipped: 5 } }),
    ).toEqual({ passed: 30, failed: 3, skipped: 5 });
  });
});

describe('closingLine', () => {
  const tiers = [
    countTier({ status: 1, report: { passed: 118, failed: 2, skipped: 3 } }),
    countTier({ status: 0, report: { passed: 40, failed: 0, skipped: 1 } }),
  ];

  it('sums every tier: passed, failed, then skipped', () => {
    expect(closingLine(tiers)).toBe('tests: 158 passed, 2 failed, 4 skipped');
  });

  it('keeps the "N passed, M failed" CI reads, with the skipped count after it', () => {
    const line = closingLine(tiers);
    expect(line).toMatch(/^tests: \d+ passed, \d+ failed, \d+ skipped$/);
    expect(/(\d+) passed, (\d+) failed/.exec(line)?.slice(1)).toEqual(['158', '2']);
  });

  it('says 0 skipped when nothing was skipped, and counts a tier that did not run', () => {
    expect(
      closingLine([
        countTier({ status: 0, report: { passed: 5, failed: 0 } }),
        countTier({ status: undefined, report: undefined }),
      ]),
    ).toBe('tests: 5 passed, 1 failed, 0 skipped');
  });
});
