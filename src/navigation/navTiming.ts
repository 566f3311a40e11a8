/** Pointer timing of the header dropdown, in milliseconds. */
export const navTiming = {
  /** Hover this long before the menu opens. */
  openDelay: 200,
  /** Within this long after the menu closed, hovering reopens it at once. */
  skipDelay: 300,
  /** After the pointer leaves, the menu stays this long before closing. */
  closeDelay: 150,
} as const;
