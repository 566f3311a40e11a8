import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { pages } from '../../content/pages';
import { partnerTools, partnersText as text } from '../../content/partners';
import { CardGrid } from '../components/CardGrid';
import { PageSection } from '../components/PageSection';
import { ToolTile } from '../components/ToolTile';
import { Island } from '../islands/Island';
import { StandardPage } from '../layout/StandardPage';
import { measure } from '../../theme/measure';

/** The nine tools we recommend, and the form for companies who want to work with us. */
export function ToolsPage() {
  return (
    <>
      <StandardPage copy={pages.tools} />
      <PageSection heading={text.toolsHeading} intro={text.toolsIntro}>
        <CardGrid label={text.toolsHeading}>
          {partnerTools.map((tool) => (
            <li key={tool.name}>
              <ToolTile {...tool} visitLabel={text.visitLabel} />
            </li>
          ))}
        </CardGrid>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 3, maxWidth: measure(72) }}>
          {text.disclosure}
        </Typography>
      </PageSection>
      <Container maxWidth="md" sx={{ pb: { xs: 6, md: 10 } }}>
        <Island name="tools-form" props={{}} />
      </Container>
    </>
  );
}
