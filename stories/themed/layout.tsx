/**
 * Layout shared by the stories of the MUI parts the theme restyles: a column of labelled rows
 * that wrap on a narrow screen, captioned samples, and a row of one control in each of its states.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { pressed } from '../../.storybook/states';

// One column no wider than the screen, so a sample's maxWidth: 100% holds on a phone.
const column = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 4,
  alignContent: 'start',
} as const;

/**
 * The rows of a themed part's story, one under another. A meta sets it beside `layout: 'padded'`,
 * which keeps the story 24 px from the canvas edge.
 */
export const stacked: Decorator = (Story) => (
  <Box sx={column}>
    <Story />
  </Box>
);

/** The same column with its 24 px inset, for a story that sets some of its parts edge to edge (AppBar). */
export function Frame({ children }: { children: ReactNode }) {
  return <Box sx={{ p: 3, ...column }}>{children}</Box>;
}

/** A labelled row of samples, with an optional note under its label; it wraps on a narrow screen. */
export function Row({ label, note, children }: { label: string; note?: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="p">
        {label}
      </Typography>
      {note && (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
          {note}
        </Typography>
      )}
      <Box sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
        {children}
      </Box>
    </Box>
  );
}

/** One sample with its caption above it. */
export function Sample({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start', minWidth: 0, maxWidth: '100%' }}>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      {children}
    </Box>
  );
}

/** The interaction states a state row shows, in reading order. */
export type ShownState = 'default' | 'hover' | 'pressed' | 'focus' | 'disabled';

export const shownStates: readonly ShownState[] = ['default', 'hover', 'pressed', 'focus', 'disabled'];

const stateLabels: Record<ShownState, string> = {
  default: 'Default',
  hover: 'Hover',
  pressed: 'Pressed',
  focus: 'Keyboard focus',
  disabled: 'Disabled',
};

/**
 * The classes that put a sample in its state. The pseudo-states addon gives `sample-hover` and
 * `sample-pressed` the pointer's states (see `pointerStates`); MUI's buttons, chips and menu items draw
 * keyboard focus from the class `Mui-focusVisible`, which MUI sets on keyboard focus and which a still
 * picture can set by hand.
 */
export const stateClass: Record<ShownState, string | undefined> = {
  default: undefined,
  hover: 'sample-hover',
  pressed: 'sample-pressed',
  focus: 'Mui-focusVisible',
  disabled: undefined,
};

/** What a sample in `state` is given: its class, and `disabled` for the disabled one. */
export const stateProps = (state: ShownState) => ({
  className: stateClass[state],
  disabled: state === 'disabled',
});

/**
 * A row with one sample in each state, side by side, each captioned. `render` draws the control
 * with the props `stateProps` gives it.
 */
export function StateRow({
  label,
  note,
  states = shownStates,
  render,
}: {
  label: string;
  note?: string;
  states?: readonly ShownState[];
  render: (props: ReturnType<typeof stateProps>, state: ShownState) => ReactNode;
}) {
  return (
    <Row label={label} note={note}>
      {states.map((state) => (
        <Sample key={state} label={stateLabels[state]}>
          {render(stateProps(state), state)}
        </Sample>
      ))}
    </Row>
  );
}

const heldDown = pressed('.sample-pressed');

/**
 * The story settings that show the pointer's states on the samples of a state row: hover on
 * `.sample-hover`, and hover with the button held down on `.sample-pressed`. Built on `pressed` from
 * .storybook/states, so the story is shown and screenshot at desktop width only.
 */
export const pointerStates = {
  ...heldDown,
  globals: { pseudo: { hover: ['.sample-hover', '.sample-pressed'], active: ['.sample-pressed'] } },
};

/**
 * Story `argTypes` that keep every documented prop's description but take away its control: for a
 * story that draws fixed samples, so the props table still explains each prop and changing one
 * cannot seem to do nothing. The Playground story has the controls.
 */
export function described<T extends object>(argTypes: T | undefined) {
  return Object.fromEntries(
    Object.keys(argTypes ?? {}).map((name) => [name, { control: false as const }]),
  ) as {
    [K in keyof T]: { control: false };
  };
}

/**
 * The props table's entry for a prop chosen from a few values: the values as radio buttons in the
 * Playground's controls, and MUI's default beside its description.
 */
export const choice = <T extends string>(options: readonly T[], byDefault: T, description: string) => ({
  control: 'inline-radio' as const,
  options,
  description,
  table: { defaultValue: { summary: byDefault } },
});

/** The props table's entry for a prop that is off unless set: a switch in the Playground's controls. */
export const toggle = (description: string) => ({
  control: 'boolean' as const,
  description,
  table: { defaultValue: { summary: 'false' } },
});

/** The props table's entry for a prop that is words: a text box in the Playground's controls. */
export const words = (description: string) => ({ control: 'text' as const, description });
