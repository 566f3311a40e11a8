import { describe, expect, it } from 'vitest';
import { socialLinks } from '../../content/about';
import { courses } from '../../content/courses';
import { homeFeatures } from '../../content/home';
import { partnerTools } from '../../content/partners';
import { playbook } from '../../content/playbook';
import { podcastEpisodes } from '../../content/podcast';
import { studentsCount } from '../../src/components/CourseFacts';
import { levelTone } from '../../src/components/LevelBadge';

describe('course level badges', () => {
  it.each([
    ['Beginner', 'beginner'],
    ['Intermediate', 'intermediate'],
    ['Advanced', 'advanced'],
    ['advanced ', 'advanced'],
    ['All levels', 'other'],
    ['', 'other'],
  ])('%j gets the %s colour', (level, tone) => {
    expect(levelTone(level)).toBe(tone);
  });
});

describe('students taught', () => {
  it.each([
    [5000, '5,000+'],
    [5234, '5,200+'],
    [12_345, '12,000+'],
    [345, '340+'],
    [42, '42+'],
  ])('%i reads %s, never more than was counted', (count, shown) => {
    expect(studentsCount(count)).toBe(shown);
  });
});

describe('content of the main pages', () => {
  it('the home page has the three features, by their names', () => {
    expect(homeFeatures.map((f) => f.title)).toEqual([
      'Ready-to-Use Prompts',
      'Guides & Resources',
      'AI Trends & Tools',
    ]);
  });

  it('the featured course is free, for beginners, with an instructor of 5,000+ students', () => {
    const featured = courses.filter((c) => c.featured);
    expect(featured).toHaveLength(1);
    expect(featured[0]).toMatchObject({ level: 'Beginner', price: 'Free' });
    expect(featured[0]?.students).toBeGreaterThanOrEqual(5000);
  });

  it('nine partner tools, each a different site over https', () => {
    expect(partnerTools).toHaveLength(9);
    expect(new Set(partnerTools.map((t) => new URL(t.url).hostname)).size).toBe(9);
    for (const t of partnerTools) expect(new URL(t.url).protocol).toBe('https:');
  });

  it('two podcast episodes of 16 and 21 minutes; one not out yet', () => {
    expect(podcastEpisodes.map((e) => e.minutes)).toEqual([16, 21]);
    expect(podcastEpisodes.filter((e) => e.link === '')).toHaveLength(1);
  });

  it('the playbook has eight glossary terms, each with its own picture, and every section the spec names', () => {
    expect(playbook.glossary.terms).toHaveLength(8);
    expect(new Set(playbook.glossary.terms.map((t) => t.art)).size).toBe(8);
    expect(playbook.sections.map((s) => s.id)).toEqual([
      'what-is-ai',
      'how-ai-learns',
      'ai-mistakes',
      'robot-lies',
      'ai-bias',
      'ethical-ai',
      'ai-usage',
    ]);
    const section = (id: string) => playbook.sections.find((s) => s.id === id);
    expect(section('how-ai-learns')?.points.map((p) => p.title)).toEqual([
      'Supervised learning',
      'Unsupervised learning',
      'Reinforcement learning',
    ]);
    expect(section('ethical-ai')?.pointsStyle).toBe('checklist');
    expect(section('ethical-ai')?.points).toHaveLength(4);
    expect(section('ai-usage')?.points).toHaveLength(6);
  });

  it('social links are https addresses or empty (hidden)', () => {
    for (const link of socialLinks) if (link.url) expect(new URL(link.url).protocol).toBe('https:');
    expect(socialLinks.some((l) => l.url === '')).toBe(true);
  });
});
