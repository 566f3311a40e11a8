import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import CampaignRounded from '@mui/icons-material/CampaignRounded';
import EventRounded from '@mui/icons-material/EventRounded';
import ForumRounded from '@mui/icons-material/ForumRounded';
import HandshakeRounded from '@mui/icons-material/HandshakeRounded';
import SchoolRounded from '@mui/icons-material/SchoolRounded';
import type { ReactNode } from 'react';
import type { JoinReason } from '../../content/types';

/** The picture for each reason to join. */
export const joinReasonIcons: Record<JoinReason['icon'], ReactNode> = {
  events: <EventRounded />,
  mentoring: <HandshakeRounded />,
  learning: <SchoolRounded />,
  visibility: <CampaignRounded />,
  network: <ForumRounded />,
  confidence: <AutoAwesomeRounded />,
};
