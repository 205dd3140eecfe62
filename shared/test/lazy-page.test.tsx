import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { isPreloadable, lazyPage } from '../src/ui/lazy-page';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      clicked {count}
    </button>
  );
}

const inSuspense = (Page: () => ReturnType<typeof Counter>) => (
  <Suspense fallback={<p>Loading…</p>}>
    <Page />
  </Suspense>
);

describe('lazyPage', () => {
  it('loads on first render, showing the loading state meanwhile, like React.lazy', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Counter }));
    const Page = lazyPage(load);
    render(inSuspense(Page));
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'clicked 0' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, with no loading state, once preloaded', async () => {
    const Page = lazyPage(() => Promise.resolve({ default: Counter }));
    await Page.preload();
    render(inSuspense(Page));
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(screen.getByRole('button', { name: 'clicked 0' })).toBeTruthy();
  });

  it('loads its code once, however often it is preloaded and rendered', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Counter }));
    const Page = lazyPage(load);
    await Promise.all([Page.preload(), Page.preload()]);
    render(inSuspense(Page));
    render(inSuspense(Page));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the page state when it re-renders after loading', async () => {
    const Page = lazyPage(() => Promise.resolve({ default: Counter }));
    const { rerender } = render(inSuspense(Page));
    const button = await screen.findByRole('button', { name: 'clicked 0' });
    act(() => button.click());
    rerender(inSuspense(Page));
    expect(screen.getByRole('button', { name: 'clicked 1' })).toBeTruthy();
  });

  it('asks once more at once when a load fails, and a later call loads again', async () => {
    const load = jest
      .fn<Promise<{ default: typeof Counter }>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockRejectedValueOnce(new Error('chunk failed again'))
      .mockResolvedValue({ default: Counter });
    const Page = lazyPage(load);
    await expect(Page.preload()).rejects.toThrow('chunk failed again');
    expect(load).toHaveBeenCalledTimes(2);
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('gets past one lost request by itself', async () => {
    const load = jest
      .fn<Promise<{ default: typeof Counter }>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ default: Counter });
    const Page = lazyPage(load);
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is told apart from plain components', () => {
    expect(isPreloadable(lazyPage(() => Promise.resolve({ default: Counter })))).toBe(true);
    expect(isPreloadable(Counter)).toBe(false);
  });
});
