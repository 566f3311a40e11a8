import { INITIALS_ATTRIBUTE } from './markup';

/** A portrait whose picture fails to load (before this script or later) shows the person's initials instead. */
export function startPortraits(): void {
  const standIn = (picture: EventTarget | null) => {
    if (!(picture instanceof HTMLImageElement) || !picture.hasAttribute(INITIALS_ATTRIBUTE)) return;
    const initials = Object.assign(document.createElement('span'), {
      textContent: picture.getAttribute(INITIALS_ATTRIBUTE),
    });
    initials.setAttribute('aria-hidden', 'true');
    picture.replaceWith(initials);
  };
  for (const picture of document.querySelectorAll<HTMLImageElement>(`img[${INITIALS_ATTRIBUTE}]`)) {
    if (picture.complete && picture.naturalWidth === 0) standIn(picture);
  }
  // A picture's error does not bubble: it is heard on its way down.
  document.addEventListener('error', (event) => standIn(event.target), true);
}
