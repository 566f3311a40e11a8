import FormatQuoteRounded from '@mui/icons-material/FormatQuoteRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { ProfileLink } from '../ui/links';
import { PersonAvatar } from './PersonAvatar';

export interface MemberCardProps {
  /** Her full name, the card's heading; her initials come from it when there is no picture. */
  name: string;
  /** Her job title, shown with the company under her name: 'Head of Data Science, Northlight Health'. */
  role: string;
  /** Where she works, after the role. */
  company: string;
  /** Her own words, in italics under a pale pink quote mark, e.g. 'I came for the prompts and stayed for the women.…'. */
  quote: string;
  /** Her professional profile, shown as a 'LinkedIn' link that opens in a new tab; no link without one. */
  profileUrl?: string;
  /** Her picture; the initials show without one, and while it loads or if it fails. */
  image?: string;
}

/**
 * One of the Founding 20 on a card: her picture, name, role and company, her words, and a link to
 * her profile. The Founding 20 page shows all twenty in a grid.
 */
export function MemberCard({ name, role, company, quote, profileUrl, image }: MemberCardProps) {
  return (
    <Card
      component="article"
      variant="outlined"
      sx={{
        height: '100%',
        p: 3,
        display: 'grid',
        gap: 1.5,
        justifyItems: 'center',
        textAlign: 'center',
        alignContent: 'start',
      }}
    >
      <PersonAvatar name={name} src={image} size={96} />
      <Box>
        <Typography variant="h6" component="h3">
          {name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {role}, {company}
        </Typography>
      </Box>
      <Box component="blockquote" sx={{ m: 0, position: 'relative', px: 1 }}>
        <FormatQuoteRounded
          aria-hidden="true"
          sx={{ color: 'brand.tintStrong', fontSize: 32, display: 'block', mx: 'auto' }}
        />
        <Typography variant="body2" component="p" sx={{ fontStyle: 'italic' }}>
          {quote}
        </Typography>
      </Box>
      {profileUrl && <ProfileLink href={profileUrl} name={name} label="LinkedIn" sx={{ mt: 'auto' }} />}
    </Card>
  );
}
