/** The script a page with islands loads (scripts/site/writeSites.ts): it hydrates them. */
import { hydrateIslands } from './hydrateIslands';

const root = document.getElementById('root');
if (root) hydrateIslands(root);
