import { pages } from '../../content/pages';
import { StandardPage } from './StandardPage';

export function PlaybookPage() {
  return <StandardPage copy={pages['playbook']} />;
}
