import { REQUESTED_PATH_ATTRIBUTE } from './markup';
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
