import { REQUESTED_PATH_ATTRIBUTE } from './markup';

/** Logs the path of a page that does not exist (so broken links can be found) and shows it in the sentence. */
export function startNotFound(): void {
  const sentence = document.querySelector(`[${REQUESTED_PATH_ATTRIBUTE}]`);
  if (!sentence) return;
  console.error('404 Error: User attempted to access non-existent route:', window.location.pathname);
  const named = sentence.querySelector('template')?.content.cloneNode(true);
  if (!(named instanceof DocumentFragment)) return;
  named.querySelector('strong')?.replaceChildren(window.location.pathname);
  sentence.replaceChildren(named);
}
