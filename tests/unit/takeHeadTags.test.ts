import { describe, expect, it } from 'vitest';
import { takeHeadTags } from '../../src/start/entry-server';

describe('takeHeadTags', () => {
  it('takes the leading title, meta and link elements off the app HTML', () => {
    const html =
      '<link rel="preload" as="image" href="/a.svg"/><title>About · The AI Edit</title><meta name="description" content="Why"/><link rel="canonical" href="https://x.example/about"/><div><h1>About</h1><meta itemprop="x" content="y"/></div>';
    expect(takeHeadTags(html)).toEqual({
      head: '<link rel="preload" as="image" href="/a.svg"/><title>About · The AI Edit</title><meta name="description" content="Why"/><link rel="canonical" href="https://x.example/about"/>',
      body: '<div><h1>About</h1><meta itemprop="x" content="y"/></div>',
    });
  });

  it('leaves HTML without head elements as it is', () => {
    expect(takeHeadTags('<div>Hi</div>')).toEqual({ head: '', body: '<div>Hi</div>' });
  });
});
