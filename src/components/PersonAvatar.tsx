import Avatar from '@mui/material/Avatar';
import { initials } from '../ui/initials';

export interface PersonAvatarProps {
  name: string;
  /** The portrait's address; without one, or when it fails to load, the initials show. */
  src?: string;
  size?: number;
}

/**
 * A person's picture, round. Until the picture has loaded, and if it never does, the initials
 * stand in on the brand's tint, so a card never shows a broken image.
 */
export function PersonAvatar({ name, src, size = 96 }: PersonAvatarProps) {
  return (
    <Avatar
      src={src}
      // The name is printed beside every avatar: the picture itself is decoration.
      alt=""
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
