/**
 * The one script every page loads (a few kilobytes): what HTML alone cannot do on a page that is
 * otherwise complete as it arrives. A page with a form, the prompt library or the badge also
 * loads the app for those (src/islands/hydrateIslands.tsx).
 */
import { startJumpLinks } from './page-script/jumpLinks';
import { startLocalOrigins } from './page-script/localOrigins';
import { startMenus } from './page-script/menus';
import { startNotFound } from './page-script/notFound';

startLocalOrigins();
startMenus();
startJumpLinks();
startNotFound();
