import { pages } from '../../content/pages';
import { StandardPage } from './StandardPage';

export function AboutPage() {
  return <StandardPage copy={pages['about']} />;
}
