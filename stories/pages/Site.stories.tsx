import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HostKind } from '../../src/routing/host';
import { leftToPageWalk } from '../../.storybook/modes';
import { loadSitePage, SitePage } from '../sitePage';

const pathOf = (parameters: { path?: unknown }) => String(parameters.path ?? '/');
const hostOf = (globals: { host?: unknown }): HostKind =>
  globals.host === 'community' ? 'community' : 'main';

/**
 * Whole pages inside the site shell, as a visitor sees them. A story tagged `route` is a page exactly
 * as one of the site's addresses shows it (same host, same moment): the page walk
 * (tests/e2e/pageWalk.spec.ts) screenshots it there, so the story screenshots leave it out.
 */
const meta = {
  title: 'Pages/Site',
  parameters: { site: { ownRouter: true } },
  loaders: [({ globals, parameters }) => loadSitePage(hostOf(globals), pathOf(parameters))],
  render: (_args, { globals, parameters }) => <SitePage kind={hostOf(globals)} path={pathOf(parameters)} />,
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const Home: Story = { tags: ['route'], parameters: { path: '/', chromatic: leftToPageWalk } };
export const CommunityOnCommunityHost: Story = {
  tags: ['route'],
  globals: { host: 'community' },
  parameters: { path: '/', chromatic: leftToPageWalk },
};
export const Courses: Story = {
  tags: ['route'],
  parameters: { path: '/courses', chromatic: leftToPageWalk },
};
export const Podcast: Story = {
  tags: ['route'],
  parameters: { path: '/podcast', chromatic: leftToPageWalk },
};
export const Tools: Story = { tags: ['route'], parameters: { path: '/tools', chromatic: leftToPageWalk } };
export const EventPage: Story = {
  tags: ['route'],
  parameters: { path: '/women-love-ai/events/waves-ai', chromatic: leftToPageWalk },
};
/** The same page once the evening has taken place: it says so, offers no calendar, and its form is for the next one. */
export const EventPageAfterTheEvent: Story = {
  tags: ['route'],
  parameters: {
    path: '/women-love-ai/events/waves-ai',
    site: { now: '2026-11-25T09:00:00Z' },
    chromatic: leftToPageWalk,
  },
};
/** The monthly Labs, with its next session counted from the day it is viewed. */
export const LeadershipLabs: Story = {
  tags: ['route'],
  parameters: {
    path: '/women-love-ai/events/leadership-labs',
    site: { now: '2026-11-25T09:00:00Z' },
    chromatic: leftToPageWalk,
  },
};
export const EventsBeforeTheEvents: Story = {
  tags: ['route'],
  parameters: {
    path: '/women-love-ai/events',
    site: { now: '2025-06-02T09:00:00Z' },
    chromatic: leftToPageWalk,
  },
};
export const EventsAfterTheEvents: Story = {
  tags: ['route'],
  parameters: {
    path: '/women-love-ai/events',
    site: { now: '2026-11-25T09:00:00Z' },
    chromatic: leftToPageWalk,
  },
};
export const NotFound: Story = { parameters: { path: '/no-such-page' } };
export const NotFoundOnCommunityHost: Story = {
  globals: { host: 'community' },
  parameters: { path: '/courses' },
};
