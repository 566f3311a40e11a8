import { INITIALS_ATTRIBUTE } from './markup';
/** Puts the initials in place of a picture that failed, as the avatar itself does in an app. */
function standIn(picture: HTMLImageElement): void {
  const initials = document.createElement('span');
  initials.setAttribute('aria-hidden', 'true');
  initials.textContent = picture.getAttribute(INITIALS_ATTRIBUTE);
  picture.replaceWith(initials);
}

function onError(event: Event): void {
  const target = event.target;
  if (target instanceof HTMLImageElement && target.hasAttribute(INITIALS_ATTRIBUTE)) standIn(target);
}

/**
 * A portrait whose picture fails to load (a file missing, the connection dropped) shows the
 * person's initials, so a card never shows a broken image: for pictures that failed before this
 * script ran, and for any that fail later.
 */
export function startPortraits(): void {
  for (const picture of document.querySelectorAll<HTMLImageElement>(`img[${INITIALS_ATTRIBUTE}]`)) {
    if (picture.complete && picture.naturalWidth === 0) standIn(picture);
  }
  // A picture's error does not bubble: it is heard on its way down.
  document.addEventListener('error', onError, true);
}
