import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { site } from '../../content/site';
import { Header } from '../../src/components/Header';
import { MobileNav } from '../../src/components/MobileNav';
import { NavDropdown } from '../../src/components/NavDropdown';
import { buildNavigation } from '../../src/pages/siteNavigation';
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

describe('NavDropdown keyboard', () => {
  it('opens with ArrowDown onto the first item and closes with Escape back on the trigger', async () => {
    const user = userEvent.setup();
    renderWithSite(<NavDropdown menu={nav.menu} />);
    const trigger = screen.getByRole('button', { name: 'Women Love AI' });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await vi.waitFor(() => expect(screen.getByRole('link', { name: 'Community' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('toggles with Enter and names its panel', async () => {
    const user = userEvent.setup();
    renderWithSite(<NavDropdown menu={nav.menu} />);
    const trigger = screen.getByRole('button', { name: 'Women Love AI' });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(panel).toBeVisible();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when focus leaves it', async () => {
    const user = userEvent.setup();
    renderWithSite(
      <>
        <NavDropdown menu={nav.menu} />
        <button type="button">Elsewhere</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Women Love AI' }));
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Women Love AI' })).toHaveAttribute('aria-expanded', 'false');
  });
});

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

describe('MobileNav', () => {
  it('opens a stacked list of the same links and closes on selection', async () => {
    const user = userEvent.setup();
    renderWithSite(<MobileNav menu={nav.menu} links={nav.links} cta={nav.cta} />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect(close).toHaveAttribute('aria-expanded', 'true');
    const list = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(list.getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Community',
      'Courses',
      'Playbook',
      'Podcast',
      'Find A Prompt',
    ]);
    await user.click(list.getByRole('link', { name: 'Podcast' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with Escape', async () => {
    const user = userEvent.setup();
    renderWithSite(<MobileNav menu={nav.menu} links={nav.links} cta={nav.cta} />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
