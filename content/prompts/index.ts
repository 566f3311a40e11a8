import type { Prompt } from '../types';
import { marketingPrompts } from './marketing';
import { personalDevelopmentPrompts } from './personalDevelopment';
import { productivityPrompts } from './productivity';
import { salesPrompts } from './sales';
import { strategyPrompts } from './strategy';
import { uxResearchPrompts } from './uxResearch';

/** The library's 106 prompts in id order (each category's file holds its own). */
export const prompts: readonly Prompt[] = [
  ...marketingPrompts,
  ...strategyPrompts,
  ...personalDevelopmentPrompts,
  ...productivityPrompts,
  ...uxResearchPrompts,
  ...salesPrompts,
].sort((a, b) => a.id - b.id);
