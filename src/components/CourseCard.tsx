import CheckRounded from '@mui/icons-material/CheckRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { NewTabButton } from '../ui/links';
import type { Scene } from '../art/scenes';
import { CourseFacts } from './CourseFacts';
import { CourseModules } from './CourseModules';
import { Illustration } from './Illustration';
import { LevelBadge } from './LevelBadge';
import { PersonAvatar } from './PersonAvatar';

export interface CourseCardProps {
  /** The course's name, the card's main heading, e.g. 'AI at Work for Beginners'. */
  title: string;
  /** Two sentences under the title, in the larger lead size: what the course is like and who it suits. */
  description: string;
  /**
   * Beginner, Intermediate, Advanced or another level, shown as a coloured badge: green Beginner,
   * blue Intermediate, red Advanced, grey for anything else.
   */
  level: string;
  /** How long it takes, beside a clock, e.g. 'Self-paced · about 3 hours'. */
  duration: string;
  /** How many students the instructor has taught; shown rounded down with a plus, e.g. '5,000+'. */
  students: number;
  /** The words after the student count: 'students taught' unless set. */
  studentsLabel?: string;
  /** What it costs, beside a price tag, e.g. 'Free'. */
  price: string;
  /** Out of 5, shown with one decimal beside a star: 4.8 reads '4.8 out of 5'. */
  rating: number;
  /** What a student can do afterwards, one line each, each with a teal tick. */
  outcomes: readonly string[];
  /** The heading over the outcomes: 'What you will learn' unless set. */
  outcomesHeading?: string;
  /**
   * The modules in order, each with its length in minutes. The card numbers them and adds up the
   * total: '6 modules · 175 minutes of video'.
   */
  modules: readonly { title: string; minutes: number }[];
  /** The heading of the modules panel: 'Modules' unless set. */
  modulesHeading?: string;
  /** The external enrolment page, opened in a new tab; without one the button is left out. */
  enrolUrl?: string;
  /** The words on the enrol button: 'Enrol for free' unless set. */
  enrolLabel?: string;
  /** A label on a featured course, e.g. 'Featured course'; no label unless set. */
  featuredLabel?: string;
  /**
   * The instructor, at the foot of the right-hand column: name, role (in pink), a short bio and a
   * portrait; their initials show without a portrait.
   */
  instructor: { name: string; role: string; bio: string; portrait?: string };
  /** A small copy of the course's picture (theme/art/scenes) beside its labels: 'courses'. */
  art?: Scene;
}

/**
 * A course on one large card: its level, what it is, the facts that help you decide (CourseFacts),
 * what you will learn, its modules (CourseModules), the instructor and a button to enrol. It leads
 * the Courses page.
 */
export function CourseCard({
  title,
  description,
  level,
  duration,
  students,
  studentsLabel = 'students taught',
  price,
  rating,
  outcomes,
  outcomesHeading = 'What you will learn',
  modules,
  modulesHeading = 'Modules',
  enrolUrl,
  enrolLabel = 'Enrol for free',
  featuredLabel,
  instructor,
  art,
}: CourseCardProps) {
  return (
    <Card
      variant="outlined"
      sx={{
        p: { xs: 3, md: 5 },
        display: 'grid',
        gap: { xs: 3, md: 4 },
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        borderColor: 'brand.border',
        boxShadow: (t) => t.tokens.glow.soft,
      }}
    >
      <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          {/* The card stands alone near the top of its page, under the page's own picture: drawn in. */}
          {art && <Illustration picture={art} size="card" inline sx={{ mr: 1 }} />}
          {featuredLabel && <Chip label={featuredLabel} size="small" color="primary" variant="outlined" />}
          <LevelBadge level={level} />
        </Box>
        <Typography variant="h3" component="h2">
          {title}
        </Typography>
        <Typography variant="lead" component="p">
          {description}
        </Typography>
        <CourseFacts
          duration={duration}
          students={students}
          studentsLabel={studentsLabel}
          rating={rating}
          price={price}
        />
        <Box>
          <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
            {outcomesHeading}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {outcomes.map((outcome) => (
              <Box component="li" key={outcome} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <CheckRounded aria-hidden="true" fontSize="small" sx={{ color: 'accent.main', mt: 0.25 }} />
                <Typography variant="body1" component="span">
                  {outcome}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
        {enrolUrl && (
          <Box>
            <NewTabButton
              href={enrolUrl}
              name={`${enrolLabel}: ${title}`}
              variant="contained"
              size="large"
              endIcon={<OpenInNewRounded aria-hidden="true" />}
            >
              {enrolLabel}
            </NewTabButton>
          </Box>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
        <CourseModules modules={modules} heading={modulesHeading} />
        <Divider />
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <PersonAvatar name={instructor.name} src={instructor.portrait} size={64} />
          <Box sx={{ display: 'grid', gap: 0.5 }}>
            <Typography variant="subtitle1" component="h3">
              {instructor.name}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.link', fontWeight: 600 }}>
              {instructor.role}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {instructor.bio}
            </Typography>
          </Box>
        </Box>
      </Box>
    </Card>
  );
}
