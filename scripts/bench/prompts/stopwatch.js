// Runs inside the benchmark page. `window.bench.arm(value, summary, first)` before a key; after it,
// `window.bench.result` resolves with the milliseconds from the key's event to the moment the
// search box holds `value`, the status line reads `summary` and the first card is titled `first`
// (layout included), or NaN if that never happens within five seconds.
/* global document, window, MutationObserver */
(() => {
  let armed = null;
  const input = () => document.querySelector('input[type="search"]');
  const summary = () =>
    [...document.querySelectorAll('[role="status"]')]
      .map((el) => el.textContent ?? '')
      .find((t) => /prompt/.test(t));
  const firstHeading = () => document.querySelector('main h2')?.textContent ?? '';
  const check = () => {
    if (!armed || armed.t0 === null) return;
    if (input()?.value !== armed.value || summary() !== armed.summary || firstHeading() !== armed.first)
      return;
    void document.body.offsetHeight; // style and layout are part of the update
    const done = armed;
    armed = null;
    done.resolve(performance.now() - done.t0);
  };
  new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true });
  const poll = new MessageChannel();
  poll.port1.onmessage = () => {
    check();
    if (armed) poll.port2.postMessage(null);
  };
  document.addEventListener(
    'keydown',
    (event) => {
      if (!armed || armed.t0 !== null) return;
      armed.t0 = event.timeStamp;
      poll.port2.postMessage(null);
    },
    { capture: true },
  );
  const bench = {
    result: Promise.resolve(0),
    arm(value, expectedSummary, first) {
      bench.result = new Promise((resolve) => {
        const mine = { value, summary: expectedSummary, first, t0: null, resolve };
        armed = mine;
        setTimeout(() => {
          if (armed === mine) {
            armed = null;
            resolve(Number.NaN);
          }
        }, 5000);
      });
    },
  };
  window.bench = bench;
})();
