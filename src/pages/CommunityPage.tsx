import { pages } from '../../content/pages';
import { StandardPage } from './StandardPage';

export function CommunityPage() {
  return <StandardPage copy={pages['community']} />;
}
