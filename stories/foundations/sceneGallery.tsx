/**
 * The Illustration page's gallery: every picture of theme/art/scenes, as the site paints it, with
 * where the site shows it, read from the content and the pages that choose it.
 */
import { courses } from '../../content/courses';
import { eventRecords } from '../../content/events';
import { pages } from '../../content/pages';
import { podcastEpisodes } from '../../content/podcast';
import type { SceneArt } from '../../content/types';
import { scene, sceneNames as names, type Scene } from '../../src/art/scenes';

const sceneNames = names as SceneArt[];
import { Illustration } from '../../src/components/Illustration';
import { courseCardProps } from '../../src/pages/CoursesPage';
import { episodeCardProps } from '../../src/pages/PodcastPage';

/** Where each picture shows: the pages it opens, and the cards that carry a small copy. */
export function sceneUses(): Map<string, string[]> {
  const uses = new Map<string, string[]>(sceneNames.map((name) => [name, []]));
  const add = (art: SceneArt | Scene | undefined, where: string) => {
    const name = typeof art === 'object' ? sceneNames.find((each) => scene(each) === art) : art;
    if (name) uses.get(name)?.push(where);
  };
  for (const copy of Object.values(pages)) if ('art' in copy) add(copy.art, `${copy.heading} (page)`);
  for (const event of Object.values(eventRecords)) {
    add(event.art, `${event.title} (page)`);
    add(event.art, 'its card on Events and the community page');
  }
  for (const episode of podcastEpisodes) add(episodeCardProps(episode).art, `Episode ${episode.id} card`);
  for (const course of courses) add(courseCardProps(course).art, `${course.title} (card)`);
  return uses;
}

/** Every scene: the picture, its file, what it shows and where it is used. */
export function SceneGallery() {
  const uses = sceneUses();
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 24 }}>
      {sceneNames.map((name) => (
        <figure key={name} style={{ margin: 0 }}>
          <Illustration picture={scene(name)} />
          <figcaption style={{ fontSize: 14, lineHeight: 1.5, marginTop: 8 }}>
            <code>theme/art/scenes/{name}.svg</code>
            <br />
            {scene(name).title}
            <br />
            <strong>Used on:</strong> {(uses.get(name) ?? []).join('; ') || 'nothing yet'}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}
