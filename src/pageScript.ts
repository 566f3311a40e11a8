/**
 * The one script every page loads (a few kilobytes): what HTML alone cannot do on a page that is
 * otherwise complete as it arrives: the header's menus, jump links, the 404 page's address, portraits
 * that fail, and links between the hosts on a developer's machine. A page with a form, the prompt
 * library or the badge also loads the app for those (src/islands/start.ts), which this script asks for
 * once the page has been painted.
 */
import { startJumpLinks } from './page-script/jumpLinks';
import { startLocalOrigins } from './page-script/localOrigins';
import { startMenus } from './page-script/menus';
import { startNotFound } from './page-script/notFound';
import { startPortraits } from './page-script/portraits';
import { startIslands } from './page-script/startIslands';

startLocalOrigins();
startMenus();
startJumpLinks();
startNotFound();
startPortraits();
startIslands();
