/**
 * The one script every page loads (a few kilobytes): what HTML alone cannot do on a page that is
 * otherwise complete as it arrives: the header's menus, jump links, the 404 page's address, portraits
 * that fail, and links between the hosts on a developer's machine. A page with a form, the prompt
 * library or the badge also loads the app for those (src/start/entry-client.tsx), which this script asks for
 * once the page has been painted.
 */
import { startJumpLinks } from './jumpLinks';
import { startLocalOrigins } from './localOrigins';
import { startMenus } from './menus';
import { startNotFound } from './notFound';
import { startPortraits } from './portraits';
import { loadIslandsAfterPaint } from './loadIslands';

startLocalOrigins();
startMenus();
startJumpLinks();
startNotFound();
startPortraits();
loadIslandsAfterPaint();
