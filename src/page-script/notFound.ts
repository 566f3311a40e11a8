/**
 * On the 404 page, the element that names the address asked for (NotFound): one prerendered page
 * answers every unknown path, so the path is filled in here, from the address.
 */
export const REQUESTED_PATH_ATTRIBUTE = 'data-requested-path';

/** Logs the path of a page that does not exist (so broken links can be found) and shows it in the sentence. */
export function startNotFound(): void {
  const sentence = document.querySelector(`[${REQUESTED_PATH_ATTRIBUTE}]`);
  if (!sentence) return;
  const { pathname } = window.location;
  console.error('404 Error: User attempted to access non-existent route:', pathname);
  const template = sentence.querySelector('template');
  const named = template?.content.cloneNode(true);
  if (!(named instanceof DocumentFragment)) return;
  const strong = named.querySelector('strong');
  if (strong) strong.textContent = pathname;
  sentence.replaceChildren(named);
}
