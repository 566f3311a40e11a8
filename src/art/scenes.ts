import type { SceneArt } from '../../content/types';
import { paintInlineArt, type InlineArt } from '../../theme/art';

/**
 * The scenes of theme/art/scenes, painted with today's tokens when the page is rendered: each
 * page draws its own into its HTML (no request, nothing to wait for), and cards show a small copy
 * from the picture's hashed file (scripts/build/tokenArtPlugin.ts), fetched as it nears the screen.
 */
const templates = import.meta.glob<string>('../../theme/art/scenes/*.svg', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const files = import.meta.glob<string>('../../theme/art/scenes/*.svg', { import: 'default', eager: true });

const nameOf = (path: string) => path.replace(/^.*\/|\.svg$/g, '');

export interface Scene extends InlineArt {
  /** The painted picture's own address, for an `<img>`. */
  url: string;
  /** Its template's file in theme/art/scenes: `home.svg`. */
  file: string;
}

const scenes = new Map<string, Scene>(
  Object.entries(templates).map(([path, template]) => [
    nameOf(path),
    {
      ...paintInlineArt(template, `theme/art/scenes/${nameOf(path)}.svg`),
      url: files[path] ?? '',
      file: `${nameOf(path)}.svg`,
    },
  ]),
);

/** Every scene's name, as theme/art/scenes names its files. */
export const sceneNames = [...scenes.keys()];

/** A scene by the name content gives it; throws when theme/art/scenes has no such picture. */
export function scene(art: SceneArt): Scene {
  const found = scenes.get(art);
  if (!found) throw new Error(`No picture theme/art/scenes/${art}.svg`);
  return found;
}
