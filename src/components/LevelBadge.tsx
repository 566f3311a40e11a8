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
  /** The course's level, shown as written: 'Beginner' (green), 'Intermediate' (blue), 'Advanced' (red), or any other level, e.g. 'All levels' (grey). */
  level: string;
}

/**
 * A small coloured pill naming a course's level, on the course card of the Courses page: green
 * Beginner, blue Intermediate, red Advanced, grey for anything else.
 */
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
