import { navTiming } from '../navigation/navTiming';
import { isPopoverOpen, placeUnder } from '../ui/popover';
import { MENU_ATTRIBUTE } from '../ui/markup';

/**
 * The header's menus (`data-menu` around a button and its popover) open and close by HTML alone. This
 * adds `aria-expanded`; a dropdown opening as the pointer rests on it and closing as it leaves
 * (src/navigation/navTiming.ts); ArrowDown, arrows, Home and End; Escape, also from assistive
 * software, with focus back on the button; closing when focus leaves or a link is chosen. Listeners
 * are on the document, so menus drawn later (a story) behave the same.
 */
const closedAt = new WeakMap<Element, number>();
const timers = new WeakMap<Element, ReturnType<typeof setTimeout>>();

function menuOf(target: EventTarget | null) {
  const menu = target instanceof Element ? target.closest<HTMLElement>(`[${MENU_ATTRIBUTE}]`) : null;
  if (!menu) return null;
  const trigger = menu.querySelector<HTMLElement>('[popovertarget]');
  const panel = document.getElementById(trigger?.getAttribute('popovertarget') ?? '');
  return { menu, trigger, panel, dropdown: menu.getAttribute(MENU_ATTRIBUTE) === 'dropdown' };
}

/** Drops the menu's pending open or close; sets a new one if told. */
function later({ menu, panel }: { menu: Element; panel: HTMLElement | null }, ms?: number, open = false) {
  clearTimeout(timers.get(menu));
  if (ms === undefined) return;
  const timer = setTimeout(() => panel?.togglePopover(open), ms);
  timers.set(menu, timer);
}

function onToggle(event: Event): void {
  const panel = event.target;
  if (!(panel instanceof HTMLElement) || !panel.id) return;
  const opened = (event as ToggleEvent).newState === 'open';
  for (const trigger of document.querySelectorAll<HTMLElement>(`[popovertarget="${CSS.escape(panel.id)}"]`)) {
    trigger.setAttribute('aria-expanded', String(opened));
    const parts = menuOf(trigger);
    if (!parts?.dropdown) continue;
    if (opened) placeUnder(panel, trigger);
    else closedAt.set(parts.menu, Date.now());
  }
}

/** The pointer came onto a dropdown or left it (a move within it is neither). */
function onPointer(event: PointerEvent): void {
  const parts = menuOf(event.target);
  if (!parts?.dropdown || parts.menu.contains(event.relatedTarget as Node | null)) return;
  const { menu, panel } = parts;
  later(parts);
  if (event.type === 'pointerout') {
    if (isPopoverOpen(panel)) later(parts, navTiming.closeDelay);
  } else if (!isPopoverOpen(panel)) {
    const skip = Date.now() - (closedAt.get(menu) ?? Number.NEGATIVE_INFINITY) < navTiming.skipDelay;
    if (skip) panel?.togglePopover(true);
    else later(parts, navTiming.openDelay, true);
  }
}

function onKeyDown(event: KeyboardEvent): void {
  const parts = menuOf(event.target);
  if (!parts) return;
  const { trigger, panel } = parts;
  if (event.key === 'Escape' && isPopoverOpen(panel)) {
    event.stopPropagation();
    panel?.togglePopover(false);
    trigger?.focus();
  } else if (!parts.dropdown || !panel) {
    return;
  } else if (event.target === trigger && event.key === 'ArrowDown') {
    event.preventDefault();
    later(parts);
    panel?.togglePopover(true);
    requestAnimationFrame(() => panel.querySelector('a')?.focus());
  } else if (event.target !== trigger && panel.contains(event.target as Node)) {
    const links = Array.from(panel.querySelectorAll('a'));
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: -1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    links.at(to % Math.max(links.length, 1))?.focus();
  }
}

function onFocusOut(event: FocusEvent): void {
  const parts = menuOf(event.target);
  if (parts && !parts.menu.contains(event.relatedTarget as Node)) parts.panel?.togglePopover(false);
}

function onClick(event: MouseEvent): void {
  const parts = menuOf(event.target);
  if (parts && (event.target as Element).closest('[popovertarget]')) later(parts);
  // A link chosen in the menu: the menu closes (the page may stay, for a link within it).
  else if (parts && (event.target as Element).closest('a')) parts.panel?.togglePopover(false);
}

/** Makes every menu of the document behave; returns a function that stops it (for stories). */
export function startMenus(): () => void {
  for (const trigger of document.querySelectorAll(`[${MENU_ATTRIBUTE}] [popovertarget]`)) {
    const panel = document.getElementById(trigger.getAttribute('popovertarget') ?? '');
    trigger.setAttribute('aria-expanded', String(isPopoverOpen(panel)));
  }
  const stop = new AbortController();
  const { signal } = stop;
  // A popover's toggle does not bubble: it is heard on its way down.
  document.addEventListener('toggle', onToggle, { capture: true, signal });
  document.addEventListener('pointerover', onPointer, { signal });
  document.addEventListener('pointerout', onPointer, { signal });
  document.addEventListener('keydown', onKeyDown, { signal });
  document.addEventListener('focusout', onFocusOut, { signal });
  document.addEventListener('click', onClick, { signal });
  return () => stop.abort();
}
