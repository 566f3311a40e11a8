import preview from '../../.storybook/preview';
import { fn } from 'storybook/test';
import { hovered, tabbedTo } from '../../.storybook/states';
import { ErrorScreen } from '../../src/components/ErrorScreen';

const meta = preview.meta({
  title: 'Feedback/ErrorScreen',
  id: 'components-errorscreen',
  component: ErrorScreen,
  args: { homeHref: '/', onRetry: fn() },
  parameters: { host: 'same' },
});

/** The error page as visitors see it: heading, apology, 'Try again' and 'Return to Home'. */
export const Default = meta.story();
/** Without a way to retry: 'Return to Home' stands alone. */
export const WithoutRetry = meta.story({ args: { onRetry: undefined } });
/** With the technical detail the site shows only in development: judge the grey box under the buttons. */
export const WithDetail = meta.story({
  args: { detail: "TypeError: Cannot read properties of undefined (reading 'title')" },
});

/** The pointer over both buttons: 'Try again' darkens, 'Return to Home' gets a faint fill and a solid border. */
export const Hover = meta.story({ tags: ['desktop-only'], ...hovered(['button', 'a']) });

/** 'Try again' reached with the keyboard: judge the pink focus ring around it. */
export const FocusVisible = meta.story({
  tags: ['desktop-only'],
  ...tabbedTo('button', 'Try again'),
});
