import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { externalLinkProps } from '../ui/externalLink';
import { PersonAvatar } from './PersonAvatar';
import { visuallyHidden } from '../ui/visuallyHidden';

export interface PersonBioProps {
  name: string;
  role: string;
  bio: string;
  portrait?: string;
  /** Their professional profile; no link is shown without one. */
  profileUrl?: string;
  profileLabel?: string;
  headingLevel?: 'h2' | 'h3';
}

/** Who runs the community or an event: portrait, name, role, a short bio and a profile link. */
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
          <Link
            href={profileUrl}
            {...externalLinkProps}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.5,
              fontWeight: 600,
              width: 'fit-content',
            }}
          >
            {profileLabel}
            <Box component="span" sx={visuallyHidden}>
              {` profile of ${name} (opens in a new tab)`}
            </Box>
            <OpenInNewRounded fontSize="small" aria-hidden="true" />
          </Link>
        )}
      </Box>
    </Box>
  );
}
