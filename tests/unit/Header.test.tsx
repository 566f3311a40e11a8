import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { site } from '../../content/site';
import { Header } from '../../src/components/Header';
import { NavDropdown } from '../../src/components/NavDropdown';
import { buildNavigation } from '../../src/navigation/siteNavigation';
import { renderWithSite } from './renderWithSite';

const nav = buildNavigation({ kind: 'main', origins: site.origins }, '/women-love-ai/events');

describe('NavDropdown timing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = () => {
    renderWithSite(<NavDropdown menu={nav.menu} />);
    const trigger = screen.getByRole('button', { name: 'Women Love AI' });
    const wrapper = trigger.parentElement as HTMLElement;
    const isOpen = () => trigger.getAttribute('aria-expanded') === 'true';
    const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
    return { trigger, wrapper, isOpen, wait };
  };

  it('opens 200 ms after the pointer arrives, not before', () => {
    const { wrapper, isOpen, wait } = setup();
    fireEvent.pointerEnter(wrapper);
    wait(199);
    expect(isOpen()).toBe(false);
    wait(1);
    expect(isOpen()).toBe(true);
  });

  it('does not open when the pointer passes through quickly', () => {
    const { wrapper, isOpen, wait } = setup();
    fireEvent.pointerEnter(wrapper);
    wait(150);
    fireEvent.pointerLeave(wrapper);
    wait(500);
    expect(isOpen()).toBe(false);
  });

  it('closes 150 ms after the pointer leaves, and stays open if it comes back in time', () => {
    const { wrapper, isOpen, wait } = setup();
    fireEvent.pointerEnter(wrapper);
    wait(200);
    fireEvent.pointerLeave(wrapper);
    wait(149);
    expect(isOpen()).toBe(true);
    fireEvent.pointerEnter(wrapper);
    wait(500);
    expect(isOpen()).toBe(true);
    fireEvent.pointerLeave(wrapper);
    wait(150);
    expect(isOpen()).toBe(false);
  });

  it('reopens at once within 300 ms of closing, and with the delay after that', () => {
    const { wrapper, isOpen, wait } = setup();
    fireEvent.pointerEnter(wrapper);
    wait(200);
    fireEvent.pointerLeave(wrapper);
    wait(150);
    expect(isOpen()).toBe(false);
    wait(299);
    fireEvent.pointerEnter(wrapper);
    expect(isOpen()).toBe(true);

    fireEvent.pointerLeave(wrapper);
    wait(150);
    wait(300);
    fireEvent.pointerEnter(wrapper);
    expect(isOpen()).toBe(false);
    wait(200);
    expect(isOpen()).toBe(true);
  });
});

// The menus' keyboard and focus behaviour is the browser's popover with the app's additions: the
// stories check it in real Chromium (stories/components/NavDropdown.stories.tsx, MobileNav.stories.tsx).

describe('Header', () => {
  it('marks the current page and the community section', () => {
    renderWithSite(
      <Header siteName={site.name} logoHref="/" menu={nav.menu} links={nav.links} cta={nav.cta} />,
      { path: '/women-love-ai/events' },
    );
    const [desktop] = screen.getAllByRole('navigation', { name: 'Main' });
    const trigger = within(desktop as HTMLElement).getByRole('button', { name: 'Women Love AI' });
    expect(trigger).toHaveAttribute('data-active', 'true');
    expect(screen.getByRole('link', { name: `${site.name} home` })).toHaveAttribute('href', '/');
  });
});
