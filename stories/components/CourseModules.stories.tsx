import { onlyAt } from '../../.storybook/modes';
import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { CourseModules } from '../../src/components/CourseModules';
import { courseCardProps } from '../../src/pages/CoursesPage';
import { featuredCourse } from './contentFixtures';

const { modules, modulesHeading } = courseCardProps(featuredCourse());

const meta = preview.meta({
  title: 'Content cards/CourseCard/CourseModules',
  id: 'components-coursemodules',
  component: CourseModules,
  args: { modules, ...(modulesHeading ? { heading: modulesHeading } : {}) },
  // The width of the card's right-hand column on a wide screen.
  parameters: { layout: 'padded', maxWidth: 420, host: 'main-only' },
});

/** The featured course's modules: how many and how long in all, then each in order with its minutes. */
export const Featured = meta.story({
  tags: ['mobile-only'],
  parameters: { chromatic: { modes: onlyAt('mobile') } },
  play: async ({ canvas, args }) => {
    const total = args.modules.reduce((sum, module) => sum + module.minutes, 0);
    await expect(
      canvas.getByText(`${args.modules.length} modules · ${total} minutes of video`),
    ).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(args.modules.length);
  },
});
