import { onlyAt } from '../../.storybook/modes';
import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { CourseFacts } from '../../src/components/CourseFacts';
import { courseCardProps } from '../../src/pages/CoursesPage';
import { featuredCourse } from './contentFixtures';

const { duration, students, studentsLabel, rating, price } = courseCardProps(featuredCourse());

const meta = preview.meta({
  title: 'Content cards/CourseCard/CourseFacts',
  id: 'components-coursefacts',
  component: CourseFacts,
  args: { duration, students, rating, price, ...(studentsLabel ? { studentsLabel } : {}) },
  parameters: { layout: 'padded', host: 'main-only' },
});

/** The featured course’s facts: on a wide screen they share one line; on a phone they wrap as the line fills. */
export const Featured = meta.story({
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('list', { name: 'Course facts' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByText(`${args.rating.toFixed(1)}`)).toBeVisible();
  },
});

/** A count is rounded down to two figures with a plus, never more than was counted: 12,345 reads ‘12,000+’. */
export const LargeCount = meta.story({
  tags: ['mobile-only'],
  parameters: { chromatic: { modes: onlyAt('mobile') } },
  args: { students: 12_345, rating: 4.75 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('12,000+')).toBeVisible();
    await expect(canvas.getByText('4.8')).toBeVisible();
  },
});
