import preview from '../../.storybook/preview';
import Typography from '@mui/material/Typography';
import { expect } from 'storybook/test';
import { JsonLd } from '../../src/components/JsonLd';

const event = {
  '@context': 'https://schema.org',
  '@type': 'Event',
  name: 'Waves & AI: Summer Boat Party',
  startDate: '2025-08-29T18:00:00+01:00',
  description: 'A text that tries to end the script early: </script><script>alert(1)</script>',
};

// Structured data for search engines: nothing to see on the page, so the story shows what it carries.
const meta = preview.meta({
  title: 'Internal/JsonLd',
  id: 'components-jsonld',
  component: JsonLd,
  args: { data: event },
  render: (args) => (
    <>
      <Typography variant="body2" sx={{ p: 3, color: 'text.secondary' }}>
        This page carries schema.org data for search engines in a script the visitor never sees.
      </Typography>
      <JsonLd {...args} />
    </>
  ),
  parameters: { host: 'same' },
});

/** An event's data, with a description that tries to end the script early: the play checks it stays inside. */
export const Event = meta.story({
  play: async ({ canvasElement }) => {
    const scripts = canvasElement.querySelectorAll('script[type="application/ld+json"]');
    await expect(scripts).toHaveLength(1);
    const text = scripts[0]?.textContent ?? '';
    // A '<' inside the data can never close the script element.
    await expect(text).not.toContain('</script>');
    await expect(JSON.parse(text)).toEqual(event);
  },
});
