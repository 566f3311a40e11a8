import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Scene } from '../art/scenes';

export interface IllustrationProps {
  /** The picture, one of theme/art/scenes painted (src/art/scenes.ts): the page's or the card's subject. */
  picture: Scene;
  /**
   * `hero` (the default) draws the picture into the page, with nothing to fetch, in the `art` area
   * of its parent's grid: 160 px wide on phones (208 px from 600 px), above the words, and the whole
   * column up to 560 px from 900 px, beside them; `card` is a small 96 × 72 copy on a card, loaded
   * from its own file as it nears the screen.
   */
  size?: 'hero' | 'card';
  /**
   * Draws the card copy into the page as well, rather than loading its file: for a card near the top
   * of a page that already draws the same picture (the courses page's course), where the copy, compressed
   * with the page, costs a few bytes and nothing is fetched while the first screen loads. A hero is
   * always drawn in.
   */
  inline?: boolean;
  /**
   * Leave it out when the words beside the picture already say what it shows (a page's heading, a
   * card's title): screen readers then skip it. Give a sentence when the picture carries meaning of
   * its own; `true` uses the picture's own description.
   */
  alt?: string | true;
  /** Where it sits: margins, a width, when it shows. */
  sx?: SxProps<Theme>;
}

/** The card copy's size in CSS px: a fifth of a 480 × 360 scene each way. */
export const CARD_ART = { width: 96, height: 72 } as const;

/**
 * One of the site's pictures (theme/art/scenes): flat, friendly scenes painted from the colour
 * tokens, one for the subject of each page, beside its heading, and in small on the cards of
 * events, episodes and courses.
 */
export function Illustration({ picture, size = 'hero', inline = false, alt, sx }: IllustrationProps) {
  const label = alt === true ? picture.title : alt;
  const [width, height] = picture.viewBox;
  const named = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  // The picture is painted from the tokens when the page is built (theme/art.ts), not typed in.
  const drawn = { __html: picture.markup };
  const rest = Array.isArray(sx) ? sx : [sx];
  if (size === 'card' && !inline) {
    return (
      <Box
        component="img"
        src={picture.url}
        alt={label ?? ''}
        width={CARD_ART.width}
        height={CARD_ART.height}
        loading="lazy"
        decoding="async"
        sx={[{ display: 'block', flexShrink: 0 }, ...rest]}
      />
    );
  }
  const box =
    size === 'card'
      ? { flexShrink: 0, ...CARD_ART }
      : {
          gridArea: 'art',
          alignSelf: 'center',
          justifySelf: { xs: 'start', md: 'end' },
          width: { xs: 160, sm: 208, md: '100%' },
          maxWidth: 560,
          mb: { xs: 2, md: 0 },
          aspectRatio: `${width} / ${height}`,
        };
  return (
    <Box
      component="span"
      {...named}
      sx={[
        { display: 'block', ...box, '& > svg': { display: 'block', width: '100%', height: '100%' } },
        ...rest,
      ]}
      // Which picture this is, for whoever reads the page: the visual review names its changes by it.
      data-art={picture.file}
      dangerouslySetInnerHTML={drawn}
    />
  );
}
