import Avatar from '@mui/material/Avatar';
import type { ComponentProps } from 'react';
import { INITIALS_ATTRIBUTE } from '../ui/heldInput';
import { initials } from '../ui/initials';

export interface PersonAvatarProps {
  /** The person's full name: the avatar shows its first and last initials, 'Imogen Hartwell' → 'IH'. */
  name: string;
  /** The portrait's address; without one, or when it fails to load, the initials show. */
  src?: string;
  /** Width and height in pixels, e.g. 56 in the founder's note, 96 on member cards, 112 in bios (96 unless set). */
  size?: number;
}

/**
 * A person's portrait in a circle with a white rim and a soft pink glow. With no picture, or one
 * that fails to load, their initials stand in on pale pink, so a card never shows a broken image.
 */
export function PersonAvatar({ name, src, size = 96 }: PersonAvatarProps) {
  return (
    <Avatar
      src={src}
      // The name is printed beside every avatar: the picture itself is decoration.
      alt=""
      // On the site the page script puts these in place of a picture that fails (no app runs there).
      slotProps={{ img: { [INITIALS_ATTRIBUTE]: initials(name) } as ComponentProps<'img'> }}
      sx={{
        width: size,
        height: size,
        bgcolor: 'brand.tint',
        color: 'text.link',
        fontFamily: (t) => t.typography.h1.fontFamily,
        fontWeight: 600,
        fontSize: size * 0.36,
        border: 3,
        borderColor: 'background.paper',
        boxShadow: (t) => t.tokens.glow.soft,
      }}
    >
      <span aria-hidden="true">{initials(name)}</span>
    </Avatar>
  );
}
