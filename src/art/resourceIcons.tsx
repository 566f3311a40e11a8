import AutoStoriesRounded from '@mui/icons-material/AutoStoriesRounded';
import BuildRounded from '@mui/icons-material/BuildRounded';
import ChatRounded from '@mui/icons-material/ChatRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import ViewQuiltRounded from '@mui/icons-material/ViewQuiltRounded';
import WorkRounded from '@mui/icons-material/WorkRounded';
import type { ReactNode } from 'react';
import type { Resource, ResourceIconName } from '../../content/types';
import { resourceUrl } from '../backend/storage';

const icons: Record<ResourceIconName, ReactNode> = {
  guide: <AutoStoriesRounded />,
  template: <ViewQuiltRounded />,
  tools: <BuildRounded />,
  analysis: <InsightsRounded />,
  linkedin: <WorkRounded />,
  prompts: <ChatRounded />,
};

/** A resource from content as the card shows it: its icon and the PDF's public URL. */
export function toResourceCard(resource: Resource) {
  return {
    title: resource.title,
    description: resource.description,
    type: resource.type,
    icon: icons[resource.icon],
    href: resourceUrl(resource.pdfPath),
  };
}
