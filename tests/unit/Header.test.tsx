import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { site } from '../../content/site';
import { Header } from '../../src/components/Header';
import { NavDropdown } from '../../src/components/NavDropdown';
import { buildNavigation } from '../../src/navigation/siteNavigation';
import { startMenus } from '../../src/start/menus';
import { renderWithSite } from './renderWithSite';

const nav = buildNavigation({ kind: 'main', origins: site.origins }, '/women-love-ai/events').header;

describe('NavDropdown timing (the page script)', () => {
  let stopMenus = () => {};
  beforeEach(() => {
    vi.useFakeTimers();
    stopMenus = startMenus();
  });
  afterEach(() => {
    stopMenus();
    vi.useRealTimers();
  });

  const setup = () => {
    renderWithSite(<NavDropdown menu={nav.menu} />);
    const trigger = screen.getByRole('button', { name: 'Women Love AI' });
    const isOpen = () => trigger.getAttribute('aria-expanded') === 'true';
    const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
    /** Whether the menu is open once `ms` more have passed. */
    const openAfter = (ms: number) => {
      wait(ms);
      return isOpen();
    };
    // The pointer comes onto the menu from the page, and leaves it for the page.
    const enter = () => fireEvent.pointerOver(trigger, { relatedTarget: document.body });
    const leave = () => fireEvent.pointerOut(trigger, { relatedTarget: document.body });
    /** The pointer rests on the menu for `ms`, then leaves. */
    const hover = (ms: number) => {
      enter();
      wait(ms);
      leave();
    };
    return { isOpen, wait, openAfter, enter, leave, hover };
  };

  it('opens 200 ms after the pointer arrives, not before', () => {
    const { openAfter, enter } = setup();
    enter();
    expect(openAfter(199)).toBe(false);
    expect(openAfter(1)).toBe(true);
  });

  it('does not open when the pointer passes through quickly', () => {
    const { openAfter, hover } = setup();
    hover(150);
    expect(openAfter(500)).toBe(false);
  });

  it('closes 150 ms after the pointer leaves, and stays open if it comes back in time', () => {
    const { openAfter, enter, leave, hover } = setup();
    hover(200);
    expect(openAfter(149)).toBe(true);
    enter();
    expect(openAfter(500)).toBe(true);
    leave();
    expect(openAfter(150)).toBe(false);
  });

  it('reopens at once within 300 ms of closing, and with the delay after that', () => {
    const { isOpen, wait, openAfter, enter, leave, hover } = setup();
    hover(200);
    expect(openAfter(150)).toBe(false);
    wait(299);
    enter();
    expect(isOpen()).toBe(true);

    leave();
    wait(150);
    wait(300);
    enter();
    expect(isOpen()).toBe(false);
    expect(openAfter(200)).toBe(true);
  });
});

// The menus' keyboard and focus behaviour is the browser's popover with the page script's additions:
// the stories and tests/e2e/navigation.spec.ts check it in real Chromium (stories/components/NavDropdown.stories.tsx, MobileNav.stories.tsx).

describe('Header', () => {
  it('marks the current page and the community section', () => {
    renderWithSite(<Header siteName={site.name} {...nav} />, { path: '/women-love-ai/events' });
    const [desktop] = screen.getAllByRole('navigation', { name: 'Main' });
    const trigger = within(desktop as HTMLElement).getByRole('button', { name: 'Women Love AI' });
    expect(trigger).toHaveAttribute('data-active', 'true');
    expect(screen.getByRole('link', { name: `${site.name} home` })).toHaveAttribute('href', '/');
  });
});
