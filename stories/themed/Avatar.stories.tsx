import preview from '../../.storybook/preview';
import Avatar from '@mui/material/Avatar';
import { portraitUrl } from '../../src/art/portraits';
import { PersonAvatar } from '../../src/components/PersonAvatar';
import { choice, described, stacked, Row, Sample, words } from './layout';

const portraits = { None: undefined, 'Portrait 1': portraitUrl(1), 'Portrait 4': portraitUrl(4) };

const meta = preview.meta({
  title: 'Content cards/Themed MUI/Avatar',
  id: 'themed-avatar',
  component: Avatar,
  args: { children: 'IH', variant: 'circular', alt: '' },
  argTypes: {
    children: words(
      'What shows without a picture: the person\'s initials, first and last name, e.g. "IH" for Imogen Hartwell.',
    ),
    variant: choice(
      ['circular', 'rounded', 'square'],
      'circular',
      'Its shape: a circle (every avatar on the site), a square with 12 px rounded corners, or a plain square.',
    ),
    src: {
      control: 'inline-radio',
      options: Object.keys(portraits),
      mapping: portraits,
      description:
        'The picture: one of the original portraits the site ships. Without one, or if it fails to load, the initials show instead.',
    },
    alt: words(
      'Words for the picture. Leave it empty when the name is printed beside the avatar, as everywhere on the site.',
    ),
  },
  decorators: [stacked],
  parameters: {
    layout: 'padded',
    host: 'same',
    docs: {
      description: {
        component:
          "MUI's avatar as the site's theme draws it: a circle with semibold initials in deep pink (pink 800) on pale pink (pink 100). The site shows people through PersonAvatar, which softens that to link pink on pink 50, sets the initials in the heading face, and adds a white rim and a soft pink glow.",
      },
    },
  },
});

/** Avatars as the site shows people, through PersonAvatar: initials and portraits at the sizes in use. */
export const OnTheSite = meta.story({
  argTypes: described(meta.input.argTypes),
  render: () => (
    <>
      <Row label="Initials" note="Where the site has no portrait.">
        <Sample label="56 px, the founder's note">
          <PersonAvatar name="Imogen Hartwell" size={56} />
        </Sample>
        <Sample label="96 px, member cards">
          <PersonAvatar name="Harriet Lomax" size={96} />
        </Sample>
        <Sample label="112 px, bios">
          <PersonAvatar name="Imogen Hartwell" size={112} />
        </Sample>
      </Row>
      <Row label="Portraits">
        <Sample label="64 px, the course instructor">
          <PersonAvatar name="Imogen Hartwell" src={portraitUrl(1)} size={64} />
        </Sample>
        <Sample label="96 px, member cards">
          <PersonAvatar name="Harriet Lomax" src={portraitUrl(4)} size={96} />
        </Sample>
      </Row>
    </>
  ),
});

/** One avatar driven by the controls: try a shape, initials and a portrait. */
export const Playground = meta.story({});

/** The theme's own avatar, without the site's PersonAvatar styling: deep pink initials on pink 100. */
export const ThemeDefault = meta.story({
  argTypes: described(meta.input.argTypes),
  render: () => (
    <Row label="Fallbacks, in order">
      <Sample label="Initials">
        <Avatar>IH</Avatar>
      </Sample>
      <Sample label="Portrait">
        <Avatar src={portraitUrl(1)} alt="" />
      </Sample>
      <Sample label="Neither: a person outline">
        <Avatar />
      </Sample>
    </Row>
  ),
});

/** The three shapes side by side: the site uses circles only. */
export const Shapes = meta.story({
  argTypes: described(meta.input.argTypes),
  render: () => (
    <Row label="Shapes">
      <Sample label="Circular">
        <Avatar sx={{ width: 56, height: 56 }}>IH</Avatar>
      </Sample>
      <Sample label="Rounded, 12 px">
        <Avatar variant="rounded" sx={{ width: 56, height: 56 }}>
          IH
        </Avatar>
      </Sample>
      <Sample label="Square">
        <Avatar variant="square" sx={{ width: 56, height: 56 }}>
          IH
        </Avatar>
      </Sample>
    </Row>
  ),
});
