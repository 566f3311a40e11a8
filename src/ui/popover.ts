/** Whether an HTML popover is showing (false where the browser has no popovers). */
export function isPopoverOpen(element: Element | null): boolean {
  try {
    return element?.matches(':popover-open') ?? false;
  } catch {
    return false;
  }
}

/** Whether the browser places a popover by CSS anchor positioning. */
export const anchorsInCss = () => typeof CSS !== 'undefined' && CSS.supports?.('anchor-name', '--a') === true;

/**
 * Styles that put a popover under the element whose `anchor-name` is `anchor`: the popover leaves the
 * page's flow for the top layer, and CSS anchor positioning ties it back to its trigger.
 */
export const underAnchorSx = (anchor: string) =>
  ({
    position: 'fixed',
    positionAnchor: anchor,
    inset: 'auto',
    top: 'anchor(bottom)',
    left: 'anchor(left)',
    m: 0,
  }) as const;

/** Where the browser has no anchor positioning it shows a popover mid-window: this places it under its trigger. */
export function placeUnder(panel: HTMLElement, trigger: HTMLElement): void {
  if (anchorsInCss()) return;
  const box = trigger.getBoundingClientRect();
  Object.assign(panel.style, { top: `${box.bottom + 8}px`, left: `${box.left}px` });
}
