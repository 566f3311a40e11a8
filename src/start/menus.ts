import { navTiming } from '../navigation/navTiming';
import { MENU_ATTRIBUTE } from './markup';
import { isPopoverOpen, placeUnder } from '../ui/popover';

/**
 * The header's two menus, on every page, with no app: each is an HTML popover its button opens and
 * closes by itself (also with JavaScript off), and this adds what HTML cannot:
 * - the button states `aria-expanded` as the popover opens and closes;
 * - the dropdown opens when the pointer rests on its button (200 ms; at once within 300 ms of
 *   closing) and closes 150 ms after the pointer leaves (src/navigation/navTiming.ts);
 * - ArrowDown on the button opens it onto its first link, arrows, Home and End move between links;
 * - Escape closes it with focus back on its button, also for a key sent by assistive software;
 * - it closes when focus leaves it, or when one of its links is chosen.
 * The menus are marked `data-menu` around their button and panel (NavDropdown, MobileNav). Every
 * listener is on the document, so menus drawn later (a story) behave the same.
 */

interface MenuParts {
  menu: HTMLElement;
  trigger: HTMLElement | null;
  panel: HTMLElement | null;
}

function partsOf(menu: HTMLElement): MenuParts {
  const trigger = menu.querySelector<HTMLElement>('[popovertarget]');
  const id = trigger?.getAttribute('popovertarget');
  return { menu, trigger, panel: id ? document.getElementById(id) : null };
}

function menuAround(node: EventTarget | null): HTMLElement | null {
  return node instanceof Element ? node.closest<HTMLElement>(`[${MENU_ATTRIBUTE}]`) : null;
}

function close({ panel }: MenuParts): void {
  if (panel && isPopoverOpen(panel)) panel.hidePopover();
}

function open({ panel }: MenuParts): void {
  if (panel && !isPopoverOpen(panel)) panel.showPopover();
}

function links(panel: HTMLElement | null): HTMLAnchorElement[] {
  return Array.from(panel?.querySelectorAll('a') ?? []);
}

function focusLink(panel: HTMLElement | null, index: number): void {
  const all = links(panel);
  if (all.length > 0) all[(index + all.length) % all.length]?.focus();
}

/** When each dropdown last closed, and its pending open or close. */
const closedAt = new WeakMap<HTMLElement, number>();
const timers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();

function clearTimer(menu: HTMLElement): void {
  clearTimeout(timers.get(menu));
  timers.delete(menu);
}

function later(menu: HTMLElement, ms: number, then: () => void): void {
  clearTimer(menu);
  timers.set(
    menu,
    setTimeout(() => {
      timers.delete(menu);
      then();
    }, ms),
  );
}

/** Every button states whether its popover is open, now and as it changes. */
function stateExpanded(trigger: Element): void {
  const id = trigger.getAttribute('popovertarget');
  const panel = id ? document.getElementById(id) : null;
  trigger.setAttribute('aria-expanded', String(isPopoverOpen(panel)));
}

function onToggle(event: Event): void {
  const panel = event.target;
  if (!(panel instanceof HTMLElement) || !panel.id) return;
  const opened = (event as ToggleEvent).newState === 'open';
  for (const trigger of document.querySelectorAll(`[popovertarget="${CSS.escape(panel.id)}"]`)) {
    trigger.setAttribute('aria-expanded', String(opened));
    const menu = menuAround(trigger);
    if (!menu || menu.getAttribute(MENU_ATTRIBUTE) !== 'dropdown') continue;
    if (opened) placeUnder(panel, trigger as HTMLElement);
    else closedAt.set(menu, Date.now());
  }
}

/** The dropdown the pointer came onto or left (not a move within it), if the event is one. */
function dropdownCrossed(event: PointerEvent): MenuParts | null {
  const menu = menuAround(event.target);
  if (!menu || menu.getAttribute(MENU_ATTRIBUTE) !== 'dropdown') return null;
  if (menu.contains(event.relatedTarget as Node | null)) return null;
  clearTimer(menu);
  return partsOf(menu);
}

function onPointerOver(event: PointerEvent): void {
  const parts = dropdownCrossed(event);
  if (!parts || isPopoverOpen(parts.panel)) return;
  const withinSkip =
    Date.now() - (closedAt.get(parts.menu) ?? Number.NEGATIVE_INFINITY) < navTiming.skipDelay;
  if (withinSkip) open(parts);
  else later(parts.menu, navTiming.openDelay, () => open(parts));
}

function onPointerOut(event: PointerEvent): void {
  const parts = dropdownCrossed(event);
  if (parts && isPopoverOpen(parts.panel)) later(parts.menu, navTiming.closeDelay, () => close(parts));
}

function onKeyDown(event: KeyboardEvent): void {
  const menu = menuAround(event.target);
  if (!menu) return;
  const parts = partsOf(menu);
  const { trigger, panel } = parts;
  if (event.key === 'Escape') {
    if (!isPopoverOpen(panel)) return;
    event.stopPropagation();
    close(parts);
    trigger?.focus();
    return;
  }
  if (menu.getAttribute(MENU_ATTRIBUTE) !== 'dropdown') return;
  if (event.target === trigger) {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    clearTimer(menu);
    open(parts);
    requestAnimationFrame(() => focusLink(panel, 0));
    return;
  }
  if (!panel?.contains(event.target as Node)) return;
  const current = links(panel).indexOf(document.activeElement as HTMLAnchorElement);
  const to = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: -1 }[event.key];
  if (to === undefined) return;
  event.preventDefault();
  focusLink(panel, to);
}

function onFocusOut(event: FocusEvent): void {
  const menu = menuAround(event.target);
  if (!menu || menu.contains(event.relatedTarget as Node)) return;
  close(partsOf(menu));
}

function onClick(event: MouseEvent): void {
  const menu = menuAround(event.target);
  if (!menu) return;
  const parts = partsOf(menu);
  const target = event.target as Element;
  if (target.closest('[popovertarget]')) clearTimer(menu);
  // A link chosen in the menu: the menu closes (the page may stay, for a link within it).
  else if (target.closest('a')) close(parts);
}

/** Makes every menu of the document behave; returns a function that stops it (for stories). */
export function startMenus(): () => void {
  for (const trigger of document.querySelectorAll(`[${MENU_ATTRIBUTE}] [popovertarget]`)) {
    stateExpanded(trigger);
  }
  const listeners = [
    ['toggle', onToggle, true],
    ['pointerover', onPointerOver, false],
    ['pointerout', onPointerOut, false],
    ['keydown', onKeyDown, false],
    ['focusout', onFocusOut, false],
    ['click', onClick, false],
  ] as const;
  for (const [type, listener, capture] of listeners) {
    document.addEventListener(type, listener as EventListener, capture);
  }
  return () => {
    for (const [type, listener, capture] of listeners) {
      document.removeEventListener(type, listener as EventListener, capture);
    }
  };
}
