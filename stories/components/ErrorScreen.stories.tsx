import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance';
import { desktopState, hovered } from '../../.storybook/states';
import { ErrorScreen } from '../../src/components/ErrorScreen';

const meta = {
  title: 'Feedback/ErrorScreen',
  id: 'components-errorscreen',
  component: ErrorScreen,
  args: { homeHref: '/', onRetry: fn() },
  parameters: {
    host: 'same',
    guidance: {
      use: [
        'When a page of the site fails to load or draw: the site shows it for you, between the header and footer, until the visitor goes to another page.',
        'For a failure that stops the whole page, not a single action on it.',
      ],
      avoid: [
        { when: 'The address does not exist.', instead: 'NotFound, the 404 page.' },
        {
          when: 'One action failed and the page still works (a form could not be sent).',
          instead: "A Notice (error) and the form's own message.",
        },
      ],
      content: [
        "The heading is the specification's, kept exactly: 'Unexpected Application Error!'.",
        "Above it, a short eyebrow says whose fault it is: 'Something broke on our side'. Below it, one calm sentence that apologises and says what to do: 'Sorry, this page could not be shown. Trying again usually helps; if it does not, the home page will.'",
        "Two ways on, in this order: 'Try again' (filled) and 'Return to Home' (outlined).",
        'Never show visitors technical detail: the grey detail box is for the site in development only.',
      ],
      states: [
        {
          name: 'Default',
          looks:
            "Centred on white, no wider than 600 px: the eyebrow in pink 700 capitals, the heading in neutral 900, the sentence in neutral 600, then a filled pink 600 'Try again' button and an outlined 'Return to Home' button (pink 600 text, 2 px border of pink 600 at 50%).",
        },
        { name: 'Without retry', looks: "Only 'Return to Home'." },
        {
          name: 'With detail (development only)',
          looks:
            'A neutral 100 box with 24 px corners under the buttons, holding the error in small monospace text that wraps anywhere.',
        },
        {
          name: 'Hover',
          looks:
            "'Try again' turns pink 800 with a stronger glow; 'Return to Home' gets a faint pink fill (pink 600 at 4%) and a solid pink 600 border.",
        },
        {
          name: 'Keyboard focus',
          looks:
            "Each button gets the focus ring: a 2 px white gap, then a 3 px solid pink 600 ring around the pill. On 'Try again' it takes the place of the soft glow.",
        },
        { name: 'On phones', looks: 'The buttons wrap onto two lines when they do not fit side by side.' },
      ],
      accessibility: {
        keyboard:
          "Tab reaches 'Try again' (Enter or Space reloads the page), then 'Return to Home' (Enter follows the link).",
        screenReader:
          "The heading 'Unexpected Application Error!' is the page's level 1 heading, with the eyebrow and sentence as paragraphs. 'Try again' is a button, 'Return to Home' a link. The tab's title reads 'Something went wrong', and search engines are told not to index the page.",
        contrast:
          "Eyebrow pink 700 on white 7.59:1; heading neutral 900 18.04:1; sentence neutral 600 7.58:1. 'Try again' white on pink 600 5.60:1 (10.33:1 on pink 800 when hovered). 'Return to Home' pink 600 on white 5.60:1; its half-strength border is 2.42:1, but the label carries the meaning. The focus ring, pink 600, is 5.60:1 against white. Detail text neutral 900 on neutral 100 16.01:1.",
      },
      status: {
        level: 'Stable',
        note: 'Shown by the site whenever a page fails, on both hosts. The heading is fixed by the specification.',
      },
      engineering: [
        "RouterErrorPage wraps it: it logs the error to the console, sets the page title 'Something went wrong' with noindex, passes a page reload as onRetry, and passes detail only in development (import.meta.env.DEV).",
        'ErrorBoundary shows it in place of what failed to draw: an island on the site (a form, the library, the badge), or a page in stories; an island whose code does not arrive shows it too.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The error page as visitors see it: heading, apology, 'Try again' and 'Return to Home'. */
export const Default: Story = {};
/** Without a way to retry: 'Return to Home' stands alone. */
export const WithoutRetry: Story = { args: { onRetry: undefined } };
/** With the technical detail the site shows only in development: judge the grey box under the buttons. */
export const WithDetail: Story = {
  args: { detail: "TypeError: Cannot read properties of undefined (reading 'title')" },
};

/** The pointer over both buttons: 'Try again' darkens, 'Return to Home' gets a faint fill and a solid border. */
export const Hover: Story = { tags: ['desktop-only'], ...hovered(['button', 'a']) };

/** 'Try again' reached with the keyboard: judge the pink focus ring around it. */
export const FocusVisible: Story = {
  tags: ['desktop-only'],
  ...desktopState,
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toHaveFocus();
  },
};
