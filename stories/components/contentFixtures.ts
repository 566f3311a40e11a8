import { courses } from '../../content/courses';
import { partnerTools } from '../../content/partners';
import { playbook } from '../../content/playbook';
import { podcastEpisodes } from '../../content/podcast';
import type {
  Course,
  PartnerTool,
  PlaybookSection,
  PlaybookSectionId,
  PodcastEpisode,
} from '../../content/types';

function found<T>(item: T | undefined, what: string): T {
  if (item === undefined) throw new Error(`No ${what} in content/`);
  return item;
}

/** The featured course from content/courses.ts. */
export const featuredCourse = (): Course =>
  found(
    courses.find((c) => c.featured),
    'featured course',
  );

/** A partner tool from content/partners.ts, by name. */
export const tool = (name: string): PartnerTool =>
  found(
    partnerTools.find((t) => t.name === name),
    `tool ${name}`,
  );

/** A podcast episode from content/podcast.ts, by number. */
export const episode = (id: number): PodcastEpisode =>
  found(
    podcastEpisodes.find((e) => e.id === id),
    `episode ${id}`,
  );

/** A playbook section from content/playbook.ts, by its anchor. */
export const playbookSection = (id: PlaybookSectionId): PlaybookSection =>
  found(
    playbook.sections.find((s) => s.id === id),
    `playbook section ${id}`,
  );

/** The playbook's glossary terms. */
export const glossaryTerms = playbook.glossary.terms;
