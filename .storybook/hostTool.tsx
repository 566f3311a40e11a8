/**
 * The Host switch in Storybook's toolbar. It sets the `host` global (the site as its main host or
 * its community host serves it), and says so when the selected story does not depend on it: most
 * components look the same on both hosts, and a switch that silently did nothing would mislead.
 * Each story file says which it is with its `host` parameter (guidance.ts).
 */
// The manager's bundler compiles JSX to React.createElement, so React must be in scope here.
import React from 'react';
import { Button } from 'storybook/internal/components';
import { addons, types, useGlobals, useParameter, useStorybookState } from 'storybook/manager-api';
import { styled } from 'storybook/theming';
import { onlyHost, type HostRelevance } from './guidance';
import { hostKinds, hostTitles } from './modes';

const Group = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 4,
  fontSize: theme.typography.size.s2,
  color: theme.textMutedColor,
  whiteSpace: 'nowrap',
}));

/** What the switch says of the selected story, or nothing when it switches the story. */
function hostNotice(relevance: HostRelevance | undefined): string | undefined {
  const only = onlyHost(relevance);
  if (relevance === 'same') return 'Same on both hosts';
  if (only) return `Only on the ${hostTitles[only].toLowerCase()}`;
  return undefined;
}

function HostTool() {
  const [globals, updateGlobals] = useGlobals();
  const { viewMode } = useStorybookState();
  const relevance = useParameter<HostRelevance | undefined>('host', undefined);
  const notice = viewMode === 'story' ? hostNotice(relevance) : undefined;
  const current = globals.host === 'community' ? 'community' : 'main';
  if (notice) {
    const why =
      relevance === 'same'
        ? 'This story looks the same on the main and the community host, so the Host switch changes nothing here.'
        : `${notice}: its Docs page says where the site shows it, so the Host switch changes nothing here.`;
    return (
      <Group>
        <span>Host:</span>
        <Button variant="ghost" size="small" disabled ariaLabel={false} tooltip={why}>
          {notice}
        </Button>
      </Group>
    );
  }
  return (
    <Group role="group" aria-label="Host">
      <span>Host:</span>
      {hostKinds.map((kind) => (
        <Button
          key={kind}
          variant={kind === current ? 'solid' : 'ghost'}
          size="small"
          ariaLabel={false}
          aria-pressed={kind === current}
          tooltip={`Show the site as the ${hostTitles[kind].toLowerCase()} serves it`}
          onClick={() => updateGlobals({ host: kind })}
        >
          {hostTitles[kind]}
        </Button>
      ))}
    </Group>
  );
}

addons.register('site-host', () => {
  addons.add('site-host/tool', {
    type: types.TOOL,
    title: 'Host',
    match: ({ viewMode }) => viewMode === 'story' || viewMode === 'docs',
    render: () => (
      <React.Fragment>
        <HostTool />
      </React.Fragment>
    ),
  });
});
