import { describe, expect, it } from 'vitest';
import { countTier } from './tier-counts.mjs';

describe('countTier', () => {
  it('takes the counts of a tier that ran and wrote its report', () => {
    expect(countTier({ status: 0, report: { passed: 120, failed: 0 } })).toEqual({
      passed: 120,
      failed: 0,
    });
    expect(countTier({ status: 1, report: { passed: 118, failed: 2 } })).toEqual({
      passed: 118,
      failed: 2,
    });
  });

  it('counts a tier that did not run as one failure', () => {
    expect(countTier({ status: undefined, report: undefined })).toEqual({
      passed: 0,
      failed: 1,
      problem: 'did not run',
    });
  });

  it('counts a tier that wrote no report as one failure, even when it exited 0', () => {
    expect(countTier({ status: 0, report: undefined })).toEqual({
      passed: 0,
      failed: 1,
      problem: 'wrote no report (exit 0)',
    });
    expect(countTier({ status: 2, report: undefined }).failed).toBe(1);
  });

  it('counts a failed tier whose report has no failed test as one failure', () => {
    expect(countTier({ status: 1, report: { passed: 40, failed: 0 } })).toEqual({
      passed: 40,
      failed: 1,
      problem: 'failed (exit 1) with no failed test in its report',
    });
  });
});
