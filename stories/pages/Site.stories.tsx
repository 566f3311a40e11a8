import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HostKind } from '../../src/routing/host';
import { loadSitePage, SitePage } from '../sitePage';

const pathOf = (parameters: { path?: unknown }) => String(parameters.path ?? '/');
const hostOf = (globals: { host?: unknown }): HostKind =>
  globals.host === 'community' ? 'community' : 'main';

/** Whole pages inside the site shell, as a visitor sees them. */
const meta = {
  title: 'Pages/Site',
  parameters: { site: { ownRouter: true } },
  loaders: [({ globals, parameters }) => loadSitePage(hostOf(globals), pathOf(parameters))],
  render: (_args, { globals, parameters }) => <SitePage kind={hostOf(globals)} path={pathOf(parameters)} />,
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
