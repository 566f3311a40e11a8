import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COPY_FROM_ATTRIBUTE,
  COPY_TEXT_ATTRIBUTE,
  HELD_SUBMIT_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  HYDRATED_ATTRIBUTE,
} from '../../src/ui/markup';
import { HELD_INPUT_SCRIPT } from '../../src/start/headScript';

// The head script registers its listeners on the document once; each test gets a fresh page body.
const added: [string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined][] =
  [];
const write = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  const original = document.addEventListener.bind(document);
  vi.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
    added.push([type, listener, options]);
    original(type, listener, options);
  });
  write.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: write }, configurable: true });
  document.body.innerHTML = `<div id="root"><button type="button" id="outside">Outside any island</button>
  <div ${ISLAND_ATTRIBUTE}="prompt-library" id="island">
    <pre id="prompt-text">Write five subject lines about [topic].</pre>
    <button type="button" ${COPY_FROM_ATTRIBUTE}="prompt-text">Copy prompt</button>
    <button type="button" ${COPY_TEXT_ATTRIBUTE}="&lt;a&gt;badge&lt;/a&gt;">Copy Embed Code</button>
    <button type="button" id="other">Something the app does</button>
    <form method="post" data-form="enquiry"><input name="fullName"><button type="submit">Send</button></form>
    <form role="search" method="get"><input name="q"></form>
  </div></div>`;
  new Function(HELD_INPUT_SCRIPT)();
  vi.mocked(document.addEventListener).mockRestore();
});

afterEach(() => {
  for (const [type, listener, options] of added.splice(0))
    document.removeEventListener(type, listener, options);
  document.documentElement.removeAttribute(HELD_SUBMIT_ATTRIBUTE);
});

const queue = () => window.__heldInput;
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement;

describe('the head script, inside an island not yet hydrated', () => {
  it('copies a prompt inside the tap, once, and keeps the result for the card', async () => {
    const reachedApp = vi.fn();
    document.getElementById('island')?.addEventListener('click', reachedApp);
    button('Copy prompt').click();
    expect(write).toHaveBeenCalledTimes(1);
    expect(write).toHaveBeenCalledWith('Write five subject lines about [topic].');
    // The island (whose root is its element) never hears the tap, so it cannot copy a second time.
    expect(reachedApp).not.toHaveBeenCalled();
    expect(queue()?.copies).toHaveLength(1);
    await expect(queue()?.copies[0]?.done).resolves.toBe(true);
  });

  it('copies the text a button carries, and reports a refusal', async () => {
    write.mockRejectedValueOnce(new Error('denied'));
    button('Copy Embed Code').click();
    expect(write).toHaveBeenCalledWith('<a>badge</a>');
    await expect(queue()?.copies[0]?.done).resolves.toBe(false);
  });

  it('remembers any other button for the app to press', () => {
    button('Something the app does').click();
    button('Something the app does').click();
    expect(queue()?.clicks.map((b) => b.id)).toEqual(['other']);
    expect(write).not.toHaveBeenCalled();
  });

  it('notes what is typed, as the visitor leaves it', () => {
    const field = document.querySelector<HTMLInputElement>('input[name="fullName"]');
    if (!field) throw new Error('no field');
    for (const value of ['Z', 'Zoë']) {
      field.value = value;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    expect(queue()?.fields.map((f) => [f.element, f.value])).toEqual([[field, 'Zoë']]);
  });

  it('holds a form that posts answers, and says so on <html>; a search form goes its way', () => {
    const [enquiry, search] = [...document.querySelectorAll('form')];
    const sentByBrowser = vi.fn((event: Event) => event.preventDefault());
    window.addEventListener('submit', sentByBrowser);
    enquiry?.requestSubmit();
    expect(queue()?.submits).toEqual([enquiry]);
    expect(document.documentElement.hasAttribute(HELD_SUBMIT_ATTRIBUTE)).toBe(true);
    expect(sentByBrowser).not.toHaveBeenCalled();
    search?.requestSubmit();
    expect(queue()?.submits).toEqual([enquiry]);
    expect(sentByBrowser).toHaveBeenCalledTimes(1);
    window.removeEventListener('submit', sentByBrowser);
  });
});

describe('the head script, once the island is hydrated or outside islands', () => {
  it('steps aside once the island says it is ready', () => {
    document.getElementById('island')?.setAttribute(HYDRATED_ATTRIBUTE, '');
    button('Copy prompt').click();
    button('Something the app does').click();
    document.querySelector('form')?.requestSubmit();
    const field = document.querySelector('input') as HTMLInputElement;
    field.value = 'Ada';
    field.dispatchEvent(new Event('change', { bubbles: true }));
    expect(write).not.toHaveBeenCalled();
    expect(queue()?.clicks).toEqual([]);
    expect(queue()?.submits).toEqual([]);
    expect(queue()?.fields).toEqual([]);
  });

  it('leaves what is outside every island to the browser and the page script', () => {
    button('Outside any island').click();
    expect(queue()?.clicks).toEqual([]);
    expect(write).not.toHaveBeenCalled();
  });

  it('answers inside the island until it is ready, and no longer after', () => {
    const form = document.querySelector('form[method="post"]') as HTMLFormElement;
    const field = form.querySelector('input') as HTMLInputElement;
    field.value = 'Ada';
    field.dispatchEvent(new Event('change', { bubbles: true }));
    form.requestSubmit();
    expect(queue()?.fields).toEqual([{ element: field, value: 'Ada', checked: false }]);
    expect(queue()?.submits).toEqual([form]);

    document.getElementById('island')?.setAttribute(HYDRATED_ATTRIBUTE, '');
    field.value = 'Ada Lovelace';
    field.dispatchEvent(new Event('change', { bubbles: true }));
    expect(queue()?.fields[0]?.value).toBe('Ada');
  });
});
