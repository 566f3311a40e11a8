import { pages } from '../../content/pages';
import { StandardPage } from './StandardPage';

export function ToolsPage() {
  return <StandardPage copy={pages['tools']} />;
}
