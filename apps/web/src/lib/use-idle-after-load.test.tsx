import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('useIdleAfterLoad', () => {
  // The hook remembers, per page visit, that the idle moment came: each test gets a fresh module.
  async function freshHook() {
    vi.resetModules();
    return (await import('./use-idle-after-load')).useIdleAfterLoad;
  }

  it('wakes every waiting component in the same idle moment and render', async () => {
    // A browser's idle callbacks, run here one at a time: each is a task of its own.
    const idleCallbacks: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
      idleCallbacks.push(callback);
      return idleCallbacks.length;
    });
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const useIdleAfterLoad = await freshHook();
    const renders: string[] = [];
    function Waiter({ name }: { name: string }) {
      const idle = useIdleAfterLoad();
      renders.push(`${name}:${String(idle)}`);
      return <p>{`${name} ${idle ? 'idle' : 'waiting'}`}</p>;
    }
    render(
      <>
        <Waiter name="card" />
        <Waiter name="footer" />
      </>,
    );
    renders.length = 0;

    expect(idleCallbacks).toHaveLength(1);
    await act(async () => {
      idleCallbacks[0]?.({ didTimeout: false, timeRemaining: () => 50 });
      await Promise.resolve();
    });

    expect(screen.getByText('card idle')).toBeTruthy();
    expect(screen.getByText('footer idle')).toBeTruthy();
    expect(renders).toEqual(['card:true', 'footer:true']);
  });

  it('starts idle in components mounted after the idle moment', async () => {
    vi.useFakeTimers();
    const useIdleAfterLoad = await freshHook();
    function Waiter({ name }: { name: string }) {
      return <p>{`${name} ${useIdleAfterLoad() ? 'idle' : 'waiting'}`}</p>;
    }
    const { rerender } = render(<Waiter name="header" />);
    await act(async () => {
      await vi.runAllTimersAsync();
    });

    rerender(
      <>
        <Waiter name="header" />
        <Waiter name="later page" />
      </>,
    );

    expect(screen.getByText('later page idle')).toBeTruthy();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops waiting once no component waits', async () => {
    vi.useFakeTimers();
    const useIdleAfterLoad = await freshHook();
    function Waiter() {
      return <p>{useIdleAfterLoad() ? 'idle' : 'waiting'}</p>;
    }
    const { unmount } = render(<Waiter />);
    expect(vi.getTimerCount()).toBe(1);

    unmount();

    expect(vi.getTimerCount()).toBe(0);
  });
});
