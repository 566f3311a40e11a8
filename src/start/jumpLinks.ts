import { JUMP_ATTRIBUTE } from './markup';

/**
 * A jump link brings its section into view smoothly (at once for a visitor who asks for less motion)
 * and moves focus there, so keyboard and screen-reader users land in the same place. Without
 * JavaScript it is an ordinary link to the section.
 */
export function startJumpLinks(): void {
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const link = (event.target as Element | null)?.closest?.(`a[${JUMP_ATTRIBUTE}]`);
    const id = link?.getAttribute('href')?.slice(1);
    const section = id ? document.getElementById(id) : null;
    if (!section) return;
    event.preventDefault();
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    section.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
    if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
    section.focus({ preventScroll: true });
  });
}
