import type { ResourceDocument } from '../types';
import { aiAtWork2025Analysis } from './aiAtWork2025Analysis';
import { aiToolkitShortlist } from './aiToolkitShortlist';
import { beginnersGuideToPrompting } from './beginnersGuideToPrompting';
import { linkedinGrowthGuide } from './linkedinGrowthGuide';
import { promptTemplatePack } from './promptTemplatePack';
import { weeklyAiWorkflowPlanner } from './weeklyAiWorkflowPlanner';

/** The sources of the six resource PDFs, in the same order as `resources` in content/resources.ts. */
export const resourceDocuments: readonly ResourceDocument[] = [
  beginnersGuideToPrompting,
  weeklyAiWorkflowPlanner,
  aiToolkitShortlist,
  aiAtWork2025Analysis,
  linkedinGrowthGuide,
  promptTemplatePack,
];
