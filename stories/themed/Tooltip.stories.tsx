import preview from '../../.storybook/preview';
import LinkRounded from '@mui/icons-material/LinkRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip, { type TooltipProps } from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { expect, waitFor } from 'storybook/test';
import { described, stacked, Sample, toggle, words } from './layout';

/**
 * Shown open for the picture: kept inside the story (no portal, so it cannot be cut off or float over
 * other stories), and without the opening animation, so a screenshot never catches it half grown.
 */
const shownOpen = {
  open: true,
  describeChild: true,
  slotProps: { popper: { disablePortal: true }, transition: { timeout: 0 } },
} satisfies Partial<TooltipProps>;

/** The prompt card's copy-link button, the site's icon button with a hint. */
const copyLink = (
  <IconButton size="small" aria-label="Copy link" sx={{ color: 'text.link' }}>
    <LinkRounded />
  </IconButton>
);

/** Room around a sample for its open tooltip: `align` puts the button where the tooltip has space. */
function Stage({ align = 'center', children }: { align?: 'start' | 'center' | 'end'; children: ReactNode }) {
  return (
    <Box
      sx={{
        width: '100%',
        minHeight: 120,
        display: 'flex',
        alignItems: 'center',
        justifyContent: { start: 'flex-start', center: 'center', end: 'flex-end' }[align],
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        px: 2,
      }}
    >
      {children}
    </Box>
  );
}

const meta = preview.meta({
  title: 'Feedback/Themed MUI/Tooltip',
  id: 'themed-tooltip',
  component: Tooltip,
  // Popper places a tooltip by its width, which the web font changes once it has loaded, and writes
  // its side a frame after it appears: the story is shown once the fonts are in, every tooltip has
  // been placed again (Popper follows the window's resize) and each has its side.
  play: async ({ canvasElement }) => {
    await canvasElement.ownerDocument.fonts.ready;
    window.dispatchEvent(new Event('resize'));
    const poppers = () => [...canvasElement.ownerDocument.querySelectorAll('.MuiTooltip-popper')];
    // The gap on the control's side: margin-top for a tooltip below it, and so on.
    const gapSide = {
      bottom: 'marginTop',
      top: 'marginBottom',
      left: 'marginRight',
      right: 'marginLeft',
    } as const;
    await waitFor(() => {
      expect(poppers().length).toBeGreaterThan(0);
      for (const popper of poppers()) {
        const side = (popper.getAttribute('data-popper-placement') ?? '').split(
          '-',
        )[0] as keyof typeof gapSide;
        expect(Object.keys(gapSide)).toContain(side);
        const tooltip = popper.querySelector('.MuiTooltip-tooltip');
        expect(tooltip).not.toBeNull();
        if (tooltip) expect(parseFloat(getComputedStyle(tooltip)[gapSide[side]])).toBeGreaterThan(0);
      }
    });
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  },
  args: {
    title: 'Copy a link to this prompt',
    placement: 'bottom' as const,
    arrow: false,
    open: true,
    children: copyLink,
  },
  argTypes: {
    title: words('The hint: a few words saying what the control does, e.g. "Copy a link to this prompt".'),
    placement: {
      control: 'select',
      options: ['top', 'right', 'bottom', 'left', 'top-start', 'bottom-start'],
      description:
        'Which side of the control it appears on. It moves to the other side when there is no room.',
      table: { defaultValue: { summary: 'bottom' } },
    },
    arrow: toggle(
      'Adds a small pointer towards the control. Its colour is not themed: see the WithArrow story.',
    ),
    open: {
      control: 'boolean',
      description:
        'Keeps it shown. On a page it opens by itself while the pointer rests on the control or the keyboard focuses it, and closes with Escape.',
    },
    children: {
      control: false,
      description: 'The control it explains: a button, icon button or link that can take keyboard focus.',
    },
  },
  decorators: [stacked],
  parameters: {
    layout: 'padded',
    host: 'same',
    docs: {
      description: {
        component:
          'MUI\'s tooltip as the site\'s theme draws it: white 13 px words on the dark inverse surface (neutral 900), in a box with 6 px corners and the medium pink-tinted shadow. No page uses it yet: the prompt card\'s icon buttons carry the browser\'s own hint (the title attribute), "Copy a link to this prompt" and "Open in an assistant", which is what these samples show.',
      },
    },
  },
});

/** The copy-link button's hint shown open below it: check the dark box, the white words and the shadow. */
export const Open = meta.story({
  argTypes: described(meta.input.argTypes),
  render: () => (
    <Stage>
      <Tooltip title="Copy a link to this prompt" {...shownOpen}>
        {copyLink}
      </Tooltip>
    </Stage>
  ),
});

/** One tooltip driven by the controls: try other words, a side and the arrow. */
export const Playground = meta.story({
  render: (args) => (
    <Box sx={{ minHeight: 200, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Tooltip {...args} describeChild slotProps={shownOpen.slotProps} />
    </Box>
  ),
});

/** The four sides, each with room for the hint: check the spacing from the control is even. */
export const Placements = meta.story({
  argTypes: described(meta.input.argTypes),
  render: () => (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
      }}
    >
      <Sample label="Top">
        <Stage>
          <Tooltip title="Copy a link to this prompt" placement="top" {...shownOpen}>
            {copyLink}
          </Tooltip>
        </Stage>
      </Sample>
      <Sample label="Bottom">
        <Stage>
          <Tooltip title="Copy a link to this prompt" placement="bottom" {...shownOpen}>
            {copyLink}
          </Tooltip>
        </Stage>
      </Sample>
      <Sample label="Right">
        <Stage align="start">
          <Tooltip title="Copy a link to this prompt" placement="right" {...shownOpen}>
            {copyLink}
          </Tooltip>
        </Stage>
      </Sample>
      <Sample label="Left">
        <Stage align="end">
          <Tooltip title="Copy a link to this prompt" placement="left" {...shownOpen}>
            {copyLink}
          </Tooltip>
        </Stage>
      </Sample>
    </Box>
  ),
});

/** With the arrow: check it against the box, since the theme leaves the arrow in MUI's lighter grey. */
export const WithArrow = meta.story({
  argTypes: described(meta.input.argTypes),
  render: () => (
    <Stage>
      <Tooltip title="Open in an assistant" arrow {...shownOpen}>
        <Button size="small" startIcon={<OpenInNewRounded />}>
          Open in
        </Button>
      </Tooltip>
    </Stage>
  ),
});
