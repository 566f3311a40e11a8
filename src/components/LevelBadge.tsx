import Chip from '@mui/material/Chip';
import type { Palette } from '@mui/material/styles';

export type LevelTone = keyof Palette['level'];

const tones: Record<string, LevelTone> = {
  beginner: 'beginner',
  intermediate: 'intermediate',
  advanced: 'advanced',
};

/** Which badge colour a course level gets: green Beginner, blue Intermediate, red Advanced, grey otherwise. */
export function levelTone(level: string): LevelTone {
  return tones[level.trim().toLowerCase()] ?? 'other';
}

export interface LevelBadgeProps {
  /** Beginner, Intermediate, Advanced, or any other level (shown in grey). */
  level: string;
}

/** A course's level, in the colour the theme gives that level. */
export function LevelBadge({ level }: LevelBadgeProps) {
  const tone = levelTone(level);
  return (
    <Chip
      label={level}
      size="small"
      data-tone={tone}
      sx={{ bgcolor: `level.${tone}`, color: 'common.white', fontWeight: 600, letterSpacing: 0.2 }}
    />
  );
}
