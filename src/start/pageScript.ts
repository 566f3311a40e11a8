/**
 * The one script every page loads (a few kilobytes): what HTML alone cannot do on a page that is
 * otherwise whole as it arrives. A page with islands also gets entry-client, asked for once painted.
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
