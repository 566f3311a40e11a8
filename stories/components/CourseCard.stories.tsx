import type { Meta, StoryObj } from '@storybook/react-vite';
import { externalLinkProps } from '../../src/ui/externalLink';
import Box from '@mui/material/Box';
import { expect, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance';
import { desktopState, hovered } from '../../.storybook/states';
import { coursesText } from '../../content/courses';
import { CourseCard, type CourseCardProps } from '../../src/components/CourseCard';
import portrait from '../../theme/art/portrait-5.svg';
import { featuredCourse } from './contentFixtures';

function courseArgs(): CourseCardProps {
  const course = featuredCourse();
  return {
    title: course.title,
    description: course.description,
    level: course.level,
    duration: course.duration,
    students: course.students,
    studentsLabel: coursesText.studentsLabel,
    price: course.price,
    rating: course.rating,
    outcomes: course.outcomes,
    outcomesHeading: coursesText.outcomesHeading,
    modules: course.modules,
    modulesHeading: coursesText.modulesHeading,
    enrolUrl: course.enrollUrl,
    enrolLabel: coursesText.enrolLabel,
    featuredLabel: coursesText.featuredLabel,
    instructor: { ...course.instructor, portrait },
  };
}

const meta = {
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
  args: courseArgs(),
  parameters: {
    host: {
      only: 'main',
      note: 'Shown only on the Courses page (/courses), which the main host serves.',
    },
    guidance: {
      use: [
        'On the Courses page, for a course a visitor can enrol on: everything that helps them decide, in one place.',
        'For the featured course, with a featured label, at the top of the page.',
      ],
      avoid: [
        {
          when: 'You are offering a free download, not a course.',
          instead: 'ResourceCard.',
        },
        {
          when: 'You are recommending another company’s tool.',
          instead: 'ToolTile.',
        },
        {
          when: 'A course is not open yet.',
          instead: 'A short section of text, like the Courses page’s ‘More courses on the way’.',
        },
      ],
      content: [
        'Title: the course’s name. Description: two sentences on what it is like and who it suits, friendly and concrete.',
        'Facts in a fixed form: duration as ‘Self-paced · about 3 hours’, price as a word (‘Free’), rating out of 5 with one decimal.',
        'Students: give the real count. The card rounds it down with a plus (‘5,000+’, ‘1,200+’), so it never claims more than was counted; the spec’s instructor claim is 5,000+.',
        'Outcomes: four to six, one line each, each a thing the student can do, starting with a verb (‘Write clear prompts that get a useful answer first time.’).',
        'Modules: in order, each with whole minutes. The instructor is a sample person until the organiser replaces them: name, role and a two- or three-sentence bio.',
      ],
      states: [
        {
          name: 'Default',
          looks:
            'A large white card with a 1 px pink 200 border, a soft pink glow and 20 px corners. Two columns from 900 px (three parts to two), one on phones. Left: the labels, the title in Fredoka, the lead description, four facts with pink 600 icons, the outcomes with teal 700 ticks, and a large solid pink 600 ‘Enrol for free’ pill with a new-tab icon. Right: the modules on a neutral 50 panel, a divider, then the instructor with a 64 px portrait, the role in pink 700 and the bio in neutral 600.',
        },
        {
          name: 'Level',
          looks:
            'A small pill in white text: green for Beginner, blue for Intermediate, red for Advanced, grey for any other word. The featured label is an outlined pink 600 pill beside it.',
        },
        {
          name: 'Hover',
          looks: 'The enrol button darkens to pink 800 and its pink glow grows stronger.',
        },
        {
          name: 'Focus',
          looks:
            'The enrol button’s soft glow gives way to the focus ring: a 2 px white gap, then a 3 px solid pink 600 ring around the pill.',
        },
        {
          name: 'No enrol link',
          looks: 'The enrol button is left out; nothing else moves.',
        },
      ],
      accessibility: {
        keyboard:
          'Only the enrol button takes focus: Tab reaches it, and Enter opens the enrolment page in a new tab.',
        screenReader:
          'The title is a level 2 heading. The facts are a list named ‘Course facts’; the outcomes and the modules each follow a level 3 heading, the modules as a numbered list; the instructor’s name is a level 3 heading. The button is read as ‘Enrol for free: <title> (opens in a new tab)’. Icons and the portrait are hidden: the name is printed.',
        contrast:
          'Title, description, facts and outcomes neutral 900 on white 18.04:1. Role pink 700 7.59:1, bio neutral 600 7.58:1 on white. On the modules panel: neutral 900 17.10:1 and minutes neutral 600 7.18:1 on neutral 50. Enrol white on pink 600 5.60:1 (10.33:1 on pink 800 when hovered). Level badges, white on: green 5.38:1, blue 6.09:1, red 6.54:1, grey 7.58:1. Featured label pink 600 on white 5.60:1. The enrol button’s focus ring, pink 600, is 5.60:1 against the white card.',
      },
      status: {
        level: 'Stable',
        note: 'Used on the Courses page for the one featured free course (Beginner, self-paced).',
      },
      engineering: [
        'studentsCount() rounds down to two significant figures at most (5,000+, 1,200+, 340+), formatted for en-GB.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof CourseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The featured free course, as the courses page shows it. */
export const Featured: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('heading', { level: 2, name: args.title })).toBeVisible();
    await expect(card.getByText('5,000+')).toBeVisible();
    await expect(card.getByText(args.level)).toBeVisible();
    const enrol = card.getByRole('link', { name: new RegExp(`^${args.enrolLabel}`) });
    await expect(enrol).toHaveAttribute('href', args.enrolUrl);
    for (const [name, value] of Object.entries(externalLinkProps))
      await expect(enrol).toHaveAttribute(name, value);
    await expect(card.getAllByRole('listitem').length).toBeGreaterThanOrEqual(args.modules.length);
  },
};

/** A course whose enrolment page is not set yet: no dead button. */
export const WithoutEnrolLink: Story = {
  args: { enrolUrl: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

/** A later, harder course: the blue badge, no featured label. */
export const Intermediate: Story = {
  args: { level: 'Intermediate', featuredLabel: undefined, students: 1234 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1,200+')).toBeVisible();
  },
};

/** The pointer over the enrol button: check it darkens to pink 800 with a stronger glow. */
export const Hover: Story = { tags: ['desktop-only'], ...hovered('a') };

/** The enrol button reached with the keyboard: check the pink focus ring around it. */
export const FocusVisible: Story = {
  tags: ['desktop-only'],
  ...desktopState,
  play: async ({ canvasElement, args }) => {
    const enrol = within(canvasElement).getByRole('link', { name: new RegExp(`^${args.enrolLabel}`) });
    enrol.focus();
    await expect(enrol).toHaveFocus();
  },
};
