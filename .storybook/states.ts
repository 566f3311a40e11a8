import { expect, userEvent, within } from 'storybook/test';
import { onlyAt } from './modes';

/**
 * Interaction states a story shows still, for sign-off: the pseudo-states addon restyles the chosen
 * elements as if the pointer were over them (or pressing them, or the keyboard had focused them).
 * Hover and pressing need a pointer, so these stories are shown and screenshot at desktop width: each
 * also writes `tags: ['desktop-only']` itself, since Storybook's index reads a story's tags only as
 * written in its object, and the screenshots read the index (a unit test holds tags and modes together).
 *
 * `target` is true for the whole story, or CSS selectors of the elements to show in the state.
 * MUI's buttons, chips and menu items mark keyboard focus with the class `Mui-focusVisible`, which
 * script sets, not with `:focus-visible`: their focus stories tab to the control in a play function.
 */
type Target = true | string | string[];

const atDesktop = (pseudo: Record<string, Target>) => ({
  globals: { pseudo },
  parameters: { chromatic: { modes: onlyAt('desktop') } },
});

/** The pointer rests over the target. */
export const hovered = (target: Target = true) => atDesktop({ hover: target });

/** The target is being pressed. */
export const pressed = (target: Target = true) => atDesktop({ hover: target, active: target });

/** The keyboard has focused the target (CSS `:focus-visible`). */
export const keyboardFocused = (target: Target = true) => atDesktop({ focusVisible: target });

/** At desktop width only, for a story whose state needs a pointer or a keyboard (a play that tabs). */
export const desktopState = { parameters: { chromatic: { modes: onlyAt('desktop') } } };

/** The controls a focus story reaches. */
type Role = 'button' | 'link' | 'textbox' | 'searchbox' | 'checkbox';
type Name = string | RegExp;

/**
 * At desktop width, the first control Tab reaches, as a keyboard user sees it; the play checks it is
 * the control named `name` (so it also holds the tab order).
 */
export const tabbedTo = (role: Role, name: Name) => ({
  ...desktopState,
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole(role, { name })).toHaveFocus();
  },
});

/** At desktop width, the control named `name` given keyboard focus, wherever it sits in the tab order. */
export const focusedOn = (role: Role, name: Name) => ({
  ...desktopState,
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const control = within(canvasElement).getByRole(role, { name });
    control.focus();
    await expect(control).toHaveFocus();
  },
});
