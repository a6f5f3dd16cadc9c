import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdleAfterLoad } from './idle-after-load';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('whenIdleAfterLoad', () => {
  it('waits for the load event while the page is still loading, then for an idle moment', () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const callback = vi.fn();

    whenIdleAfterLoad(callback);
    vi.runAllTimers();
    expect(callback).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledOnce();
  });

  it('runs once idle when the page has already loaded', () => {
    vi.useFakeTimers();
    const callback = vi.fn();

    whenIdleAfterLoad(callback);
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledOnce();
  });

  it('never runs once cancelled', () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const callback = vi.fn();

    const cancel = whenIdleAfterLoad(callback);
    cancel();
    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(callback).not.toHaveBeenCalled();
  });
});
