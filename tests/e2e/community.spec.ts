import type { Download, Page } from '@playwright/test';
import { communityPageEvents, people, slackInvite, nominationChat } from '../../content/community';
import { eventRecords } from '../../content/events';
import { eventSlugs } from '../../content/eventSlugs';
import { foundingMembers } from '../../content/founding20';
import { expect, recordClipboardWrites, test, visit } from '../support/fixtures';
import { hostKinds, hostOrigins } from '../support/hosts';
import { readIcs } from '../support/readIcs';
import { eventCardText, eventFacts } from '../../src/events/eventText';
import { eventWindow } from '../../src/events/schedule';

/** Where the community's pages live on each host (spec: route tables). */
const base = { main: `${hostOrigins.main}/women-love-ai`, community: hostOrigins.community } as const;
const pathOf = { main: '/women-love-ai', community: '' } as const;

async function downloaded(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Clicks the link of this name and waits for the download it starts. */
async function downloadFrom(page: Page, name: string): Promise<Download> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name }).click(),
  ]);
  return download;
}

/** Every link of this name goes to href in a new tab (the Slack invitation appears twice, say). */
const expectNewTab = async (page: Page, name: string | RegExp, href: string) => {
  const links = await page.getByRole('link', { name }).all();
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) {
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
};

for (const kind of hostKinds) {
  test.describe(`community page (${kind} host)`, () => {
    test('manifesto, reasons, Slack, organisers and four upcoming events with host-correct links', async ({
      page,
    }) => {
      await visit(page, `${base[kind]}/community`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Why we’re here' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Reasons to join' }).getByRole('listitem')).toHaveCount(6);
      await expectNewTab(page, slackInvite.label, slackInvite.url);
      for (const person of Object.values(people)) {
        await expect(page.getByRole('heading', { name: person.name })).toBeVisible();
      }
      const cards = page.getByRole('list', { name: 'Upcoming events' }).getByRole('article');
      await expect(cards).toHaveCount(4);
      // All four are ahead at the frozen clock, soonest first.
      const soonestFirst = [...communityPageEvents].sort(
        (a, b) => eventWindow(eventRecords[a].schedule).start - eventWindow(eventRecords[b].schedule).start,
      );
      for (const [index, slug] of soonestFirst.entries()) {
        const card = eventCardText(eventRecords[slug]);
        const article = cards.nth(index);
        await expect(article.getByRole('heading')).toHaveText(card.title);
        await expect(article).toContainText(card.date);
        await expect(article).toContainText(card.time);
        await expect(article).toContainText(card.location);
        await expect(article).toContainText(card.spots);
        await expect(article.getByRole('link', { name: 'Learn More' })).toHaveAttribute(
          'href',
          `${pathOf[kind]}/events/${slug}`,
        );
      }
    });

    test(`the Back to link is ${kind === 'main' ? 'shown' : 'hidden'}`, async ({ page }) => {
      await visit(page, `${base[kind]}/community`);
      const back = page.getByRole('link', { name: 'Back to Home' });
      if (kind === 'main') await expect(back).toHaveAttribute('href', '/');
      else await expect(back).toHaveCount(0);
    });

    test('the events list shows every event, the featured one first, each linking to its page', async ({
      page,
    }) => {
      await visit(page, `${base[kind]}/events`);
      const cards = page.getByRole('list', { name: 'Events' }).getByRole('article');
      await expect(cards).toHaveCount(eventSlugs.length);
      await expect(cards.first()).toContainText('Featured');
      const featured = Object.values(eventRecords).find((event) => event.featured);
      await expect(cards.first().getByRole('heading')).toHaveText(
        featured ? eventCardText(featured).title : '',
      );
      await cards.nth(2).getByRole('link', { name: 'Learn More' }).click();
      await expect(page).toHaveURL(new RegExp(`${pathOf[kind]}/events/[a-z-]+$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The page's form is hydrated with its own code, and works.
      const form = page.locator('form[data-form]');
      await expect(form.getByRole('button', { name: /^(Submit|Register)/ })).toBeEnabled();
    });
  });
}

for (const kind of hostKinds) {
  test.describe(`event pages (${kind} host)`, () => {
    for (const slug of eventSlugs) {
      test(`${slug}: breadcrumb and back link for this host, facts, agenda and form`, async ({ page }) => {
        const event = eventRecords[slug];
        const facts = eventFacts(event);
        await visit(page, `${base[kind]}/events/${slug}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.title);
        const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
        await expect(crumbs.getByRole('link', { name: 'Community' })).toHaveAttribute(
          'href',
          `${pathOf[kind]}/community`,
        );
        await expect(crumbs.getByRole('link', { name: 'Events' })).toHaveAttribute(
          'href',
          `${pathOf[kind]}/events`,
        );
        await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveCount(kind === 'main' ? 1 : 0);
        await expect(page.locator('header dl')).toContainText(facts.when);
        await expect(page.locator('header dl')).toContainText(facts.places);
        const agenda = page.getByRole('list', { name: 'Agenda' }).getByRole('listitem');
        await expect(agenda).toHaveCount(event.agenda.length);
        await expect(page.locator(`#registration-form`)).toBeAttached();
      });
    }
  });
}

test.describe('the boat party page', () => {
  const url = `${base.community}/events/waves-ai`;

  test('has the spec’s agenda and timeline', async ({ page }) => {
    await visit(page, url);
    const agenda = page.getByRole('list', { name: 'Agenda' }).getByRole('listitem');
    const expected = [
      ['Visibility Lab', '30 min'],
      ['Speed Mentoring', '30 min'],
      ['AI Jam', '30 min'],
      ['Sisterhood Networking', '30 min'],
      ['Celebration', '60 min'],
    ];
    for (const [index, [title, length]] of expected.entries()) {
      await expect(agenda.nth(index).getByRole('heading')).toHaveText(title ?? '');
      await expect(agenda.nth(index)).toContainText(length ?? '');
    }
    const times = page.getByRole('list', { name: 'Timeline' }).getByRole('listitem');
    await expect(times).toHaveCount(6);
    for (const [index, time] of [
      '6:00 PM',
      '6:30 PM',
      '7:00 PM',
      '7:30 PM',
      '8:00 PM',
      '9:00 PM',
    ].entries()) {
      await expect(times.nth(index)).toContainText(time);
    }
  });

  test('Register Your Interest scrolls to the form and moves focus there', async ({ page }) => {
    await visit(page, url);
    const form = page.locator('#registration-form');
    await expect(form).not.toBeInViewport();
    await page.getByRole('link', { name: 'Register Your Interest' }).click();
    await expect(form).toBeInViewport();
    await expect(form).toBeFocused();
  });

  test('Add to calendar downloads waves-ai.ics with London times', async ({ page }) => {
    await visit(page, url);
    const download = await downloadFrom(page, 'Add to calendar (.ics)');
    expect(download.suggestedFilename()).toBe('waves-ai.ics');
    const ics = (await downloaded(download)).toString('utf8');
    const read = readIcs(ics);
    expect(read.start).toMatchObject({ tzid: 'Europe/London', value: '20250829T180000' });
    expect(read.end.value).toBe('20250829T210000');
    expect(read.summary).toBe(eventRecords['waves-ai'].title);
  });

  test('offers a Google Calendar link and carries schema.org Event data', async ({ page }) => {
    await visit(page, url);
    const google = new URL(
      (await page.getByRole('link', { name: /Google Calendar/ }).getAttribute('href')) ?? '',
    );
    expect(google.searchParams.get('dates')).toBe('20250829T180000/20250829T210000');
    const json = await page.locator('script[type="application/ld+json"]').textContent();
    const data = JSON.parse(json ?? '{}') as Record<string, unknown>;
    expect(data).toMatchObject({
      '@type': 'Event',
      name: eventRecords['waves-ai'].title,
      startDate: '2025-08-29T18:00:00+01:00',
      endDate: '2025-08-29T21:00:00+01:00',
      maximumAttendeeCapacity: 40,
    });
  });

  test('the Leadership Labs calendar file repeats on the third Thursday', async ({ page }) => {
    await visit(page, `${base.main}/events/leadership-labs`);
    const download = await downloadFrom(page, 'Add to calendar (.ics)');
    const ics = (await downloaded(download)).toString('utf8');
    expect(readIcs(ics).rule).toBe('FREQ=MONTHLY;BYDAY=3TH');
  });
});

for (const kind of hostKinds) {
  test.describe(`Founding 20 (${kind} host)`, () => {
    test('twenty members, nomination chat and a host-correct Join The Community', async ({ page }) => {
      await visit(page, `${base[kind]}/founding-20`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Founding 20');
      await expect(page.getByRole('list', { name: 'Founding members' }).getByRole('article')).toHaveCount(20);
      await expectNewTab(page, nominationChat.label, nominationChat.url);
      await expect(page.getByRole('link', { name: 'Join The Community' })).toHaveAttribute(
        'href',
        `${pathOf[kind]}/community`,
      );
    });
  });
}

test.describe('Founding 20 members and badge', () => {
  const url = `${base.community}/founding-20`;

  test('each member shows her name, role, company, quote and profile; those without a picture show initials', async ({
    page,
  }) => {
    await visit(page, url);
    const cards = page.getByRole('list', { name: 'Founding members' }).getByRole('article');
    for (const [index, member] of foundingMembers.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading')).toHaveText(member.name);
      await expect(card).toContainText(member.role);
      await expect(card).toContainText(member.company);
      await expect(card).toContainText(member.quote);
      await expect(card.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('href', member.linkedinUrl);
      await expect(card.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('target', '_blank');
      const picture = card.locator('img');
      if (member.image) await expect(picture).toHaveJSProperty('complete', true);
      else await expect(picture).toHaveCount(0);
    }
  });

  test('a picture that fails to load gives way to the initials', async ({ page }) => {
    await page.route('**/portrait-1*.svg', (route) => route.abort());
    await visit(page, url);
    const first = foundingMembers[0];
    if (!first) throw new Error('no members');
    const card = page.getByRole('list', { name: 'Founding members' }).getByRole('article').first();
    const initials = first.name
      .split(' ')
      .filter(Boolean)
      .map((word, i, all) => (i === 0 || i === all.length - 1 ? word[0] : ''))
      .join('');
    await expect(card.getByText(initials, { exact: true })).toBeVisible();
    await expect(card.locator('img')).toHaveCount(0);
  });

  test('Download PNG and Download SVG give the badge under its names', async ({ page }) => {
    await visit(page, url);
    const png = await downloadFrom(page, 'Download PNG');
    expect(png.suggestedFilename()).toBe('founding-member-badge.png');
    const pngBytes = await downloaded(png);
    expect(pngBytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const svg = await downloadFrom(page, 'Download SVG');
    expect(svg.suggestedFilename()).toBe('founding-member-badge.svg');
    const markup = (await downloaded(svg)).toString('utf8');
    expect(markup).toMatch(/^<\?xml[^>]*\?>\s*<svg[^>]+xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    for (const text of ['The First 20', 'Est. 2025', 'Founding Member'])
      expect(markup).toContain(`>${text}<`);
  });

  test('Copy Embed Code copies a 300 × 300 image snippet and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-write'], { origin: hostOrigins.community });
    const copied = await recordClipboardWrites(page);
    await visit(page, url);
    await page.getByRole('button', { name: 'Copy Embed Code' }).click();
    await expect(page.getByText('Embed code copied to clipboard!')).toBeVisible();
    const code = (await copied()) ?? '';
    expect(code).toMatch(/^<img src="https:\/\/[^"]+\/founding-member-badge\.png"/);
    expect(code).toContain('width="300"');
    expect(code).toContain('height="300"');
    expect(code).toContain('border-radius:50%');
    expect(code).toMatch(/alt="[^"]*Founding Member badge[^"]*"/);
  });
});
