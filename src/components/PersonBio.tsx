import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ProfileLink } from '../ui/links';
import { PersonAvatar } from './PersonAvatar';

export interface PersonBioProps {
  /** Their full name, shown as the bio's heading, e.g. 'Imogen Hartwell'. */
  name: string;
  /** Their role in the community, in small pink capitals under the name, e.g. 'Founder & organiser'. */
  role: string;
  /** Two or three sentences about them, in the third person, in grey under the role. */
  bio: string;
  /** The address of their portrait; without one (or if it fails to load) their initials show. */
  portrait?: string;
  /** Their professional profile; no link is shown without one. */
  profileUrl?: string;
  /** The visible words of the profile link, usually the service's name (defaults to 'LinkedIn'). */
  profileLabel?: string;
  /** The level of the name's heading, to fit the page's outline: 'h3' under a section's h2 (the default), or 'h2'. Looks the same either way. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * Who runs the community or an event: portrait, name, role, a short bio and a link to their
 * profile. It appears on the community page, on event pages under 'Your hosts', and as the
 * Playbook's author.
 */
export function PersonBio({
  name,
  role,
  bio,
  portrait,
  profileUrl,
  profileLabel = 'LinkedIn',
  headingLevel = 'h3',
}: PersonBioProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
        gap: { xs: 2, sm: 3 },
        alignItems: 'start',
      }}
    >
      <PersonAvatar name={name} src={portrait} size={112} />
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="h5" component={headingLevel}>
          {name}
        </Typography>
        <Typography variant="eyebrow" component="p" sx={{ color: 'text.link' }}>
          {role}
        </Typography>
        <Typography variant="body1" sx={{ color: 'text.secondary' }}>
          {bio}
        </Typography>
        {profileUrl && (
          <ProfileLink href={profileUrl} name={name} label={profileLabel} sx={{ width: 'fit-content' }} />
        )}
      </Box>
    </Box>
  );
}
