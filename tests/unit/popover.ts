/**
 * jsdom has no HTML popovers. This gives its elements the part of the API the site's menus use, as
 * browsers behave (the browser suites and the stories check the real thing): show, hide and toggle
 * with a toggle event, `:popover-open`, a `popovertarget` button toggling its popover, and Escape
 * closing the open one with focus back on its trigger.
 */
const open = new WeakSet<Element>();
const invokers = new WeakMap<Element, HTMLElement>();

function setOpen(element: HTMLElement, next: boolean) {
  if (open.has(element) === next) return;
  if (next) open.add(element);
  else open.delete(element);
  element.dispatchEvent(Object.assign(new Event('toggle'), { newState: next ? 'open' : 'closed' }));
}

export function installPopovers(): void {
  // Node-only test files have no DOM; a DOM with popovers needs none of this.
  if (typeof HTMLElement === 'undefined' || 'showPopover' in HTMLElement.prototype) return;
  Object.assign(HTMLElement.prototype, {
    showPopover(this: HTMLElement) {
      setOpen(this, true);
    },
    hidePopover(this: HTMLElement) {
      setOpen(this, false);
    },
    togglePopover(this: HTMLElement, force?: boolean) {
      setOpen(this, force ?? !open.has(this));
    },
  });
  const matches = Element.prototype.matches;
  Element.prototype.matches = function (this: Element, selector: string) {
    return selector === ':popover-open' ? open.has(this) : matches.call(this, selector);
  } as typeof matches;
  document.addEventListener('click', (event) => {
    const invoker = (event.target as Element | null)?.closest?.<HTMLElement>('[popovertarget]');
    const target = invoker && document.getElementById(invoker.getAttribute('popovertarget') ?? '');
    if (!invoker || !target) return;
    invokers.set(target, invoker);
    setOpen(target, !open.has(target));
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const element of document.querySelectorAll<HTMLElement>('[popover]')) {
      if (!open.has(element)) continue;
      const hadFocus = element.contains(document.activeElement);
      setOpen(element, false);
      if (hadFocus) invokers.get(element)?.focus();
    }
  });
}
