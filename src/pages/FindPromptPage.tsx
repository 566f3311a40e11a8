import { pages } from '../../content/pages';
import { StandardPage } from './StandardPage';

export function FindPromptPage() {
  return <StandardPage copy={pages['find-prompt']} />;
}
