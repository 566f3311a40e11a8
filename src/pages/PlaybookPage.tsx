import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { people } from '../../content/community';
import { pages } from '../../content/pages';
import { playbook, playbookText as text } from '../../content/playbook';
import { GlossaryCard } from '../components/GlossaryCard';
import { PageSection } from '../components/PageSection';
import { PersonBio } from '../components/PersonBio';
import { KeyPoints } from '../components/KeyPoints';
import { TableOfContents } from '../components/TableOfContents';
import { TryThis } from '../components/TryThis';
import { gridListSx } from '../ui/gridList';
import { glossaryArt } from '../art/glossaryArt';
import { portraitUrl } from '../art/portraits';
import { StandardPage } from '../layout/StandardPage';
import { measure } from '../../theme/measure';

/** The anchors of the sections that are not in content's list. */
export const GLOSSARY_ANCHOR = 'glossary';
export const AUTHOR_ANCHOR = 'author';

/** The AI Playbook: contents, glossary, the sections in reading order, and who wrote it. */
export function PlaybookPage() {
  const author = people[playbook.author.personId];
  const contents = [
    { id: GLOSSARY_ANCHOR, label: playbook.glossary.heading },
    ...playbook.sections.map((section) => ({ id: section.id, label: section.heading })),
    { id: AUTHOR_ANCHOR, label: playbook.author.heading },
  ];
  return (
    <>
      <StandardPage copy={pages.playbook} />
      <Container maxWidth="md" sx={{ pt: { xs: 5, md: 8 } }}>
        <TableOfContents heading={text.contentsHeading} items={contents} />
      </Container>
      <PageSection id={GLOSSARY_ANCHOR} heading={playbook.glossary.heading} intro={playbook.glossary.intro}>
        <Box component="ul" sx={gridListSx({ xs: 1, md: 2 })}>
          {playbook.glossary.terms.map((term) => (
            <Box component="li" key={term.term} sx={{ display: 'flex', '& > *': { flexGrow: 1 } }}>
              <GlossaryCard
                term={term.term}
                meaning={term.meaning}
                art={glossaryArt[term.art]}
                artAlt={term.artAlt}
              />
            </Box>
          ))}
        </Box>
      </PageSection>
      {playbook.sections.map((section, index) => (
        <PageSection
          key={section.id}
          id={section.id}
          heading={section.heading}
          tone={index % 2 === 0 ? 'tint' : 'plain'}
        >
          <Stack spacing={{ xs: 3, md: 4 }}>
            <Stack spacing={2} sx={{ maxWidth: measure(72) }}>
              {section.paragraphs.map((paragraph) => (
                <Typography key={paragraph} variant="body1" sx={{ fontSize: { md: '1.125rem' } }}>
                  {paragraph}
                </Typography>
              ))}
            </Stack>
            <KeyPoints
              points={section.points}
              variant={section.pointsStyle}
              exampleLabel={text.exampleLabel}
            />
            {section.tryThis && <TryThis label={text.tryThisLabel} text={section.tryThis} />}
          </Stack>
        </PageSection>
      ))}
      <PageSection id={AUTHOR_ANCHOR} heading={playbook.author.heading} width="md">
        <Stack spacing={3}>
          {author && (
            <PersonBio
              name={author.name}
              role={author.role}
              bio={author.bio}
              portrait={portraitUrl(author.portrait)}
              profileUrl={author.profile.url}
              profileLabel={author.profile.label}
            />
          )}
          <Typography
            variant="body1"
            component="blockquote"
            sx={{ m: 0, pl: 2, borderLeft: 3, borderColor: 'brand.border', fontStyle: 'italic' }}
          >
            {playbook.author.note}
          </Typography>
        </Stack>
      </PageSection>
    </>
  );
}
