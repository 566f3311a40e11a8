/**
 * The speculation rules every page carries: a link to another page of the same site is prerendered
 * as the visitor shows the intent to follow it (the pointer resting on it, or pressed), so the next
 * page is often whole before the click ends. Downloads, new tabs and files (a `.` in the path: the
 * calendar files, the PDFs, the badge) are left alone. Browsers without speculation rules ignore it.
 * Its text is fixed, so the Content-Security-Policy allows it by its hash, as it does the head script.
 */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { selector_matches: '[download], [target], [href*="."], [href^="#"]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
});

export const SPECULATION_RULES_TAG = `<script type="speculationrules">${SPECULATION_RULES}</script>`;
