import { pages } from '../../content/pages';
import { StandardPage } from './StandardPage';

export function PodcastPage() {
  return <StandardPage copy={pages['podcast']} />;
}
