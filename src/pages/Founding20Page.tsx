import { pages } from '../../content/pages';
import { StandardPage } from './StandardPage';

export function Founding20Page() {
  return <StandardPage copy={pages['founding-20']} />;
}
