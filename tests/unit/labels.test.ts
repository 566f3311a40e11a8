import { describe, expect, it } from 'vitest';
import { resources } from '../../content/resources';
import { resourceActionLabel } from '../../src/ui/resourceActionLabel';
import { resourceUrl } from '../../src/backend/storage';

describe('resourceActionLabel', () => {
  /** Each type of resource the site has, and the words on its button. */
  const labels = {
    Guide: 'Get Guide',
    Template: 'Get Template',
    Tools: 'See Tools',
    Analysis: 'See Analysis',
  };

  it.each(Object.entries(labels))('%s → %s', (type, label) => {
    expect(resourceActionLabel(type)).toBe(label);
  });

  it.each(['Checklist', '', 'guide'])('%s → View Resource', (type) => {
    expect(resourceActionLabel(type)).toBe('View Resource');
  });
});

describe('resources', () => {
  it('are six, with distinct PDFs and every type represented', () => {
    expect(resources).toHaveLength(6);
    expect(new Set(resources.map((r) => r.pdfPath)).size).toBe(6);
    expect(new Set(resources.map((r) => r.type))).toEqual(
      new Set(['Guide', 'Template', 'Tools', 'Analysis']),
    );
    for (const r of resources) expect(r.pdfPath).toMatch(/^[a-z0-9-]+\.pdf$/);
  });

  it('open the public URL of the bucket "resources"', () => {
    expect(resourceUrl('prompt-template-pack.pdf')).toMatch(
      /\/storage\/v1\/object\/public\/resources\/prompt-template-pack\.pdf$/,
    );
    expect(resourceUrl('a b.pdf')).toMatch(/resources\/a%20b\.pdf$/);
  });
});
