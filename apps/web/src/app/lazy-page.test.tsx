import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { isAnyPageLoading, lazyPage } from './lazy-page';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyPage', () => {
  it('draws a page whose code was preloaded in the first render, with no fallback', async () => {
    const Page = lazyPage(() => Promise.resolve(Greeting));
    await Page.preload();
    expect(isAnyPageLoading()).toBe(false);

    render(
      <Suspense fallback={<p>loading</p>}>
        <Page name="Lan" />
      </Suspense>,
    );

    // Synchronously: no act() flush, no waiting for a promise.
    expect(screen.getByText('Hello Lan')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('loads a page that was not preloaded when it first renders, once', async () => {
    let loads = 0;
    const Page = lazyPage(() => {
      loads++;
      return Promise.resolve(Greeting);
    });

    render(
      <Suspense fallback={<p>loading</p>}>
        <Page name="Minh" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();

    expect(await screen.findByText('Hello Minh')).toBeTruthy();
    await act(() => Page.preload());
    expect(loads).toBe(1);
  });

  it('tries again after a failed load', async () => {
    let attempts = 0;
    const Page = lazyPage(() => {
      attempts++;
      return attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Greeting);
    });

    await expect(Page.preload()).rejects.toThrow('offline');
    expect(isAnyPageLoading()).toBe(false);
    await Page.preload();
    expect(attempts).toBe(2);
  });
});
