import { act, render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALL } from '../../src/prompts/filterPrompts';
import { ADDRESS_DELAY_MS, useLibraryState } from '../../src/prompts/useLibraryState';

const tags = [ALL, 'LinkedIn', 'Sales'] as const;
type LibraryState = ReturnType<typeof useLibraryState>;

/** The hook on a real (in-memory) router; the test reads the address and history from the router itself. */
function setup(initial = '/find-prompt') {
  const seen: { state: LibraryState | null } = { state: null };
  function Probe() {
    seen.state = useLibraryState(tags);
    return null;
  }
  const router = createMemoryRouter(
    [
      { path: '/find-prompt', element: <Probe /> },
      { path: '/', element: null },
    ],
    {
      initialEntries: ['/', initial],
      initialIndex: 1,
    },
  );
  render(<RouterProvider router={router} />);
  const state = () => {
    if (!seen.state) throw new Error('the hook has not rendered');
    return seen.state;
  };
  return {
    state,
    address: () => `${router.state.location.pathname}${router.state.location.search}`,
    back: () => act(() => router.navigate(-1)),
    router,
  };
}

async function type(state: () => LibraryState, text: string) {
  for (let i = 1; i <= text.length; i += 1) {
    await act(async () => state().setSearch(text.slice(0, i)));
  }
}

const pause = () => act(async () => vi.advanceTimersByTime(ADDRESS_DELAY_MS));

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

describe('useLibraryState', () => {
  it('reads the view from the address', () => {
    const { state } = setup('/find-prompt?q=plan&tag=sales&more=1');
    expect(state()).toMatchObject({ search: 'plan', tag: 'Sales', expanded: true, category: ALL });
  });

  it('answers a keystroke at once and writes the address only when the typing pauses', async () => {
    const { state, address } = setup();
    await type(state, 'post');
    expect(state().search).toBe('post');
    expect(address()).toBe('/find-prompt');
    await act(async () => vi.advanceTimersByTime(ADDRESS_DELAY_MS - 1));
    expect(address()).toBe('/find-prompt');
    await act(async () => vi.advanceTimersByTime(1));
    expect(address()).toBe('/find-prompt?q=post');
  });

  it('makes one history entry per burst of typing, so one step back undoes it', async () => {
    const { state, address, back } = setup();
    await type(state, 'po');
    await pause();
    await type(state, 'post');
    await pause();
    expect(address()).toBe('/find-prompt?q=post');
    await back();
    expect(address()).toBe('/find-prompt');
    expect(state().search).toBe('');
  });

  it('writes a pending search at once, in the same entry, when a tag is chosen', async () => {
    const { state, address, back } = setup();
    await type(state, 'post');
    await act(async () => state().setTag('LinkedIn'));
    expect(address()).toBe('/find-prompt?q=post&tag=linkedin');
    await pause();
    expect(address()).toBe('/find-prompt?q=post&tag=linkedin');
    await back();
    expect(address()).toBe('/find-prompt');
  });

  it('leaves the address alone when the typing ends where it started', async () => {
    const { state, address, router } = setup('/find-prompt?tag=sales');
    const actionBefore = router.state.historyAction;
    await type(state, 'x');
    await act(async () => state().setSearch(''));
    await pause();
    expect(address()).toBe('/find-prompt?tag=sales');
    expect(router.state.historyAction).toBe(actionBefore);
  });

  it('drops a pending write when the visitor goes back before it lands', async () => {
    const { state, address, back } = setup('/find-prompt?tag=sales');
    await act(async () => state().setTag('LinkedIn'));
    await type(state, 'post');
    await back();
    expect(address()).toBe('/find-prompt?tag=sales');
    expect(state()).toMatchObject({ search: '', tag: 'Sales' });
    await pause();
    expect(address()).toBe('/find-prompt?tag=sales');
  });

  it('shows what Back lands on even when the page had not yet drawn the views it wrote', async () => {
    // On a busy machine the router can apply several writes and a Back before React draws any
    // of them; the view must still follow the entry Back lands on.
    const { state, address, router } = setup();
    await act(async () => {
      state().setTag('LinkedIn');
      state().setSearch('post');
      vi.advanceTimersByTime(ADDRESS_DELAY_MS);
      void router.navigate(-1);
    });
    expect(address()).toBe('/find-prompt?tag=linkedin');
    expect(state()).toMatchObject({ search: '', tag: 'LinkedIn' });
  });

  it('Clear filters resets search, tag and category in one entry and keeps Show More', async () => {
    const { state, address } = setup('/find-prompt?q=plan&tag=sales&more=1');
    await act(async () => state().clearFilters());
    expect(state()).toMatchObject({ search: '', tag: ALL, category: ALL, expanded: true });
    expect(address()).toBe('/find-prompt?more=1');
  });
});
