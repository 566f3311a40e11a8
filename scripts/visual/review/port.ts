/**
 * The port of the review server (`npm run visual:review -- --serve`). Storybook's Sign-off panel
 * gives verdicts there when it is running; this file imports nothing, so the panel can read it.
 */
export const REVIEW_PORT = 6008;
