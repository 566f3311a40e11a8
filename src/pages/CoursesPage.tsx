import { pages } from '../../content/pages';
import { StandardPage } from './StandardPage';

export function CoursesPage() {
  return <StandardPage copy={pages['courses']} />;
}
