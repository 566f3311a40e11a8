import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { founding20Text, nominationChat } from '../../content/community';
import { foundingMembers } from '../../content/founding20';
import { pages } from '../../content/pages';
import { Island } from '../islands/Island';
import { CardGrid } from '../components/CardGrid';
import { externalLinkProps } from '../ui/externalLink';
import { MemberCard } from '../components/MemberCard';
import { PageSection } from '../components/PageSection';
import { useHost } from '../routing/HostContext';
import { communityPaths } from '../routing/paths';
import { portraitUrl } from '../art/portraits';
import { StandardPage } from '../layout/StandardPage';

/** The Founding 20: the first twenty members, and the badge they can show off. */
export function Founding20Page() {
  const host = useHost();
  return (
    <>
      <StandardPage
        copy={pages['founding-20']}
        actions={
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {nominationChat.url && (
              <Button
                variant="contained"
                size="large"
                href={nominationChat.url}
                {...externalLinkProps}
                endIcon={<OpenInNewRounded aria-hidden="true" />}
              >
                {nominationChat.label}
              </Button>
            )}
            <Button variant="outlined" size="large" href={communityPaths.community(host)}>
              {founding20Text.joinLabel}
            </Button>
          </Stack>
        }
      />
      <PageSection heading={founding20Text.membersHeading} intro={founding20Text.membersIntro}>
        <CardGrid columns={4} label="Founding members">
          {foundingMembers.map((member) => (
            <li key={member.id}>
              <MemberCard {...member} profileUrl={member.linkedinUrl} image={portraitUrl(member.image)} />
            </li>
          ))}
        </CardGrid>
      </PageSection>
      <PageSection
        heading={founding20Text.badgeHeading}
        intro={founding20Text.badgeIntro}
        tone="tint"
        width="md"
      >
        <Island name="founding-badge" props={{}} />
      </PageSection>
    </>
  );
}
