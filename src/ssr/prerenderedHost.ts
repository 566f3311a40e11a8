import type { HostKind } from '../routing/host';

/** The attribute on the root element that names the host a prerendered page was written for. */
export const PRERENDERED_HOST_ATTRIBUTE = 'data-prerendered-host';

/** The host a prerendered root was written for, or undefined when the root is empty (the page is drawn in the browser). */
export function readPrerenderedHost(root: HTMLElement): { kind: HostKind } | undefined {
  const kind = root.getAttribute(PRERENDERED_HOST_ATTRIBUTE);
  if (!root.hasChildNodes() || (kind !== 'main' && kind !== 'community')) return undefined;
  return { kind };
}

/** The attribute on the root element that holds when the page was prerendered (milliseconds since 1970). */
export const RENDERED_AT_ATTRIBUTE = 'data-rendered-at';

/** When a prerendered root was rendered, for hydrating what depends on the time; 0 when it does not say. */
export function readRenderedAt(root: HTMLElement): number {
  const value = Number(root.getAttribute(RENDERED_AT_ATTRIBUTE));
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
}
