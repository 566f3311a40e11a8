import { socialLinks } from '../../content/about';
import { courses } from '../../content/courses';
import { homeFeatures } from '../../content/home';
import { partnerTools } from '../../content/partners';
import { playbook } from '../../content/playbook';
import { podcastEpisodes } from '../../content/podcast';
import { resources } from '../../content/resources';
import { site } from '../../content/site';
import { roles } from '../../theme';
import { expect, test, visit } from '../support/fixtures';
import { hostKinds, hostOrigins } from '../support/hosts';

const main = hostOrigins.main;

test.describe('home', () => {
  test('welcome, newsletter in a new tab, three features and the way to the prompt library', async ({
    page,
  }) => {
    await visit(page, `${main}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const subscribe = page.getByRole('link', { name: /Subscribe to the newsletter/ });
    await expect(subscribe).toHaveAttribute('href', site.links.newsletter.url);
    await expect(subscribe).toHaveAttribute('target', '_blank');
    for (const feature of homeFeatures)
      await expect(page.getByRole('heading', { level: 3, name: feature.title })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Find A Prompt' }).first().click();
    await expect(page).toHaveURL(`${main}/find-prompt`);
    await expect(page.getByRole('heading', { level: 1, name: 'Curated AI Prompts' })).toBeVisible();
  });
});

test.describe('about', () => {
  test('the founder’s note, two benefits, and only the social links that have an address', async ({
    page,
  }) => {
    await visit(page, `${main}/about`);
    await expect(page.getByRole('main').getByRole('blockquote')).toBeVisible();
    await expect(page.getByRole('list', { name: 'What you get' }).getByRole('listitem')).toHaveCount(2);
    const social = page.getByRole('list', { name: 'Follow along' });
    for (const link of socialLinks) {
      const shown = social.getByRole('link', { name: `${link.label} (opens in a new tab)` });
      if (link.url) await expect(shown).toHaveAttribute('href', link.url);
      else await expect(shown).toHaveCount(0);
    }
  });
});

test.describe('courses', () => {
  test('the featured free course: Beginner badge in the theme’s green, 5,000+ students, enrol in a new tab', async ({
    page,
  }) => {
    const course = courses.find((c) => c.featured);
    if (!course) throw new Error('no featured course');
    await visit(page, `${main}/courses`);
    await expect(page.getByRole('heading', { level: 2, name: course.title })).toBeVisible();
    await expect(page.getByText('5,000+')).toBeVisible();
    const badge = page.locator('[data-tone]').filter({ hasText: 'Beginner' });
    await expect(badge).toHaveAttribute('data-tone', 'beginner');
    const expected = await page.evaluate((colour) => {
      const probe = document.createElement('span');
      probe.style.color = colour;
      document.body.append(probe);
      const rgb = getComputedStyle(probe).color;
      probe.remove();
      return rgb;
    }, roles.level.beginner);
    await expect(badge).toHaveCSS('background-color', expected);
    const enrol = page.getByRole('link', { name: /^Enrol for free/ });
    await expect(enrol).toHaveAttribute('href', course.enrollUrl);
    await expect(enrol).toHaveAttribute('target', '_blank');
  });
});

test.describe('tools', () => {
  test('nine partner tiles to the tools’ own sites, and the enquiry form', async ({ page }) => {
    await visit(page, `${main}/tools`);
    const tiles = page.getByRole('list', { name: 'Our toolkit' }).getByRole('listitem');
    await expect(tiles).toHaveCount(9);
    for (const tool of partnerTools) {
      await expect(
        page.getByRole('link', { name: `Visit ${tool.name} (opens in a new tab)` }),
      ).toHaveAttribute('href', tool.url);
    }
    await expect(page.getByRole('heading', { level: 2, name: 'Partner with us' })).toBeVisible();
  });
});

test.describe('resources', () => {
  test('the grid of six, each opening its PDF, and Read More to /about', async ({ page }) => {
    await visit(page, `${main}/resources`);
    const grid = page.getByRole('main').getByRole('link', { name: /\(PDF, opens in a new tab\)/ });
    await expect(grid).toHaveCount(resources.length);
    await page.getByRole('link', { name: 'Read More' }).click();
    await expect(page).toHaveURL(`${main}/about`);
  });

  for (const kind of hostKinds) {
    test(`every resource URL on the ${kind} host answers 200 with a PDF`, async ({ page }) => {
      await visit(page, `${hostOrigins[kind]}/`);
      const hrefs = await page
        .getByRole('contentinfo')
        .getByRole('link', { name: /\(PDF, opens in a new tab\)/ })
        .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
      expect(hrefs).toHaveLength(resources.length);
      // Fetched by the browser, which resolves the community host's *.localhost name as visitors' browsers do.
      for (const href of hrefs) {
        const answer = await page.evaluate(async (url) => {
          const response = await fetch(url);
          const head = new Uint8Array(await response.arrayBuffer()).subarray(0, 5);
          return {
            status: response.status,
            type: response.headers.get('content-type'),
            head: String.fromCharCode(...head),
          };
        }, href);
        expect(answer, href).toEqual({ status: 200, type: 'application/pdf', head: '%PDF-' });
      }
    });
  }
});

test.describe('podcast', () => {
  test('the show, two episodes of 16 and 21 minutes, and a disabled Coming Soon for the unreleased one', async ({
    page,
  }) => {
    await visit(page, `${main}/podcast`);
    await expect(page.getByRole('heading', { level: 2, name: 'The AI Edit Podcast' })).toBeVisible();
    const episodes = page.getByRole('list', { name: 'Episodes' }).getByRole('listitem');
    await expect(episodes).toHaveCount(2);
    await expect(page.getByText('16 min')).toBeVisible();
    await expect(page.getByText('21 min')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Coming Soon' })).toBeDisabled();
    const released = podcastEpisodes.filter((e) => e.link);
    await expect(page.getByRole('link', { name: /^Listen now/ })).toHaveCount(released.length);
  });
});

test.describe('playbook', () => {
  test('every section is reachable from the contents, and lands under the sticky header', async ({
    page,
  }) => {
    await visit(page, `${main}/playbook`);
    const contents = page.getByRole('navigation', { name: 'Contents' });
    const links = contents.getByRole('link');
    const ids = ['glossary', ...playbook.sections.map((s) => s.id), 'author'];
    await expect(links).toHaveCount(ids.length);
    for (const [index, id] of ids.entries()) {
      await visit(page, `${main}/playbook`);
      await links.nth(index).click();
      await expect(page).toHaveURL(`${main}/playbook#${id}`);
      const section = page.locator(`section#${id}`);
      const heading = section.getByRole('heading', { level: 2 });
      await expect(heading).toBeInViewport();
      // Not hidden under the sticky header.
      const headerBottom = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().bottom);
      const headingTop = await heading.evaluate((el) => el.getBoundingClientRect().top);
      expect(headingTop).toBeGreaterThanOrEqual(headerBottom);
    }
  });

  test('eight glossary terms, each with its own illustration', async ({ page }) => {
    await visit(page, `${main}/playbook`);
    const glossary = page.locator('section#glossary');
    for (const term of playbook.glossary.terms) {
      const image = glossary.getByRole('img', { name: term.artAlt });
      await expect(image).toBeVisible();
      expect(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    }
  });
});
