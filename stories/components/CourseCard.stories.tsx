import preview from '../../.storybook/preview';
import { externalLinkProps } from '../../src/ui/externalLink';
import Box from '@mui/material/Box';
import { expect } from 'storybook/test';
import { focusedOn, hovered } from '../../.storybook/states';
import { coursesText } from '../../content/courses';
import { CourseCard } from '../../src/components/CourseCard';
import { courseCardProps } from '../../src/pages/CoursesPage';
import { featuredCourse } from './contentFixtures';

const meta = preview.meta({
  title: 'Content cards/CourseCard',
  id: 'components-coursecard',
  component: CourseCard,
  decorators: [
    (Story) => (
      <Box sx={{ p: { xs: 2, md: 4 } }}>
        <Story />
      </Box>
    ),
  ],
  args: courseCardProps(featuredCourse()),
  parameters: { host: 'main-only' },
});

/** The featured free course, as the courses page shows it. */
export const Featured = meta.story({
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: args.title })).toBeVisible();
    await expect(canvas.getByText('5,000+')).toBeVisible();
    await expect(canvas.getByText(args.level)).toBeVisible();
    const enrol = canvas.getByRole('link', { name: new RegExp(`^${args.enrolLabel}`) });
    await expect(enrol).toHaveAttribute('href', args.enrolUrl);
    for (const [name, value] of Object.entries(externalLinkProps))
      await expect(enrol).toHaveAttribute(name, value);
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThanOrEqual(args.modules.length);
  },
});

/** A course whose enrolment page is not set yet: no dead button. */
export const WithoutEnrolLink = meta.story({
  args: { enrolUrl: '' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
  },
});

/** A later, harder course: the blue badge, no featured label. */
export const Intermediate = meta.story({
  args: { level: 'Intermediate', featuredLabel: undefined, students: 1234 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1,200+')).toBeVisible();
  },
});

/** The pointer over the enrol button: check it darkens to pink 800 with a stronger glow. */
export const Hover = meta.story({ tags: ['desktop-only'], ...hovered('a') });

/** The enrol button reached with the keyboard: check the pink focus ring around it. */
export const FocusVisible = meta.story({
  tags: ['desktop-only'],
  ...focusedOn('link', new RegExp(`^${coursesText.enrolLabel}`)),
});
