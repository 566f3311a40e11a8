import AutoStoriesRounded from '@mui/icons-material/AutoStoriesRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import MarkEmailReadRounded from '@mui/icons-material/MarkEmailReadRounded';
import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';
import VolunteerActivismRounded from '@mui/icons-material/VolunteerActivismRounded';
import type { ReactNode } from 'react';
import type { Feature } from '../../content/types';

/** The pictures behind the icon names content gives features. */
export const featureIcons: Record<Feature['icon'], ReactNode> = {
  prompts: <ContentCopyRounded />,
  guides: <AutoStoriesRounded />,
  trends: <TrendingUpRounded />,
  free: <VolunteerActivismRounded />,
  inbox: <MarkEmailReadRounded />,
};
