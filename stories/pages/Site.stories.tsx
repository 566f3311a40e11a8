import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RouteObject } from 'react-router-dom';
import { loadSiteRoutes, SitePage } from '../sitePage';

const pathOf = (parameters: { path?: unknown }) => String(parameters.path ?? '/');

/** Whole pages inside the site shell, as a visitor sees them. */
const meta = {
  title: 'Pages/Site',
  parameters: { site: { ownRouter: true } },
  loaders: [
    async ({ globals, parameters }) => ({
      routes: await loadSiteRoutes(globals.host === 'community' ? 'community' : 'main', pathOf(parameters)),
    }),
  ],
  render: (_args, { parameters, loaded }) => (
    <SitePage routes={loaded.routes as RouteObject[]} path={pathOf(parameters)} />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = { parameters: { path: '/' } };
export const CommunityOnCommunityHost: Story = { globals: { host: 'community' }, parameters: { path: '/' } };
export const Courses: Story = { parameters: { path: '/courses' } };
export const Podcast: Story = { parameters: { path: '/podcast' } };
export const Tools: Story = { parameters: { path: '/tools' } };
export const EventPage: Story = { parameters: { path: '/women-love-ai/events/waves-ai' } };
export const NotFound: Story = { parameters: { path: '/no-such-page' } };
export const NotFoundOnCommunityHost: Story = {
  globals: { host: 'community' },
  parameters: { path: '/courses' },
};
