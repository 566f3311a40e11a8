import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { courses, coursesText as text } from '../../content/courses';
import { pages } from '../../content/pages';
import type { Course } from '../../content/types';
import { site } from '../../content/site';
import { CourseCard, type CourseCardProps } from '../components/CourseCard';
import { externalLinkProps } from '../ui/externalLink';
import { portraitUrl } from '../art/portraits';
import { scene } from '../art/scenes';
import { StandardPage } from '../layout/StandardPage';

/** What a course's card is given: the course, its instructor's portrait and the page's words. */
export const courseCardProps = ({
  id,
  featured,
  enrollUrl,
  instructor,
  ...course
}: Course): CourseCardProps => ({
  ...course,
  studentsLabel: text.studentsLabel,
  outcomesHeading: text.outcomesHeading,
  modulesHeading: text.modulesHeading,
  enrolUrl: enrollUrl,
  enrolLabel: text.enrolLabel,
  art: scene('courses'),
  featuredLabel: featured ? text.featuredLabel : undefined,
  instructor: { ...instructor, portrait: portraitUrl(instructor.portrait) },
});

/** The featured free course, with everything that helps decide, and what comes next. */
export function CoursesPage() {
  const featured = courses.filter((course) => course.featured);
  return (
    <StandardPage copy={pages.courses}>
      <Box sx={{ display: 'grid', gap: { xs: 4, md: 6 } }}>
        {featured.map((course) => (
          <CourseCard key={course.id} {...courseCardProps(course)} />
        ))}
        <Box
          component="section"
          aria-labelledby="courses-next"
          sx={{
            p: { xs: 3, md: 4 },
            borderRadius: 4,
            bgcolor: 'surface.subtle',
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            gap: 2,
            alignItems: { md: 'center' },
            justifyContent: 'space-between',
          }}
        >
          <Box>
            <Typography id="courses-next" variant="h5" component="h2" sx={{ mb: 0.5 }}>
              {text.comingNext.heading}
            </Typography>
            <Typography variant="body1" sx={{ color: 'text.secondary' }}>
              {text.comingNext.text}
            </Typography>
          </Box>
          {site.links.newsletter.url && (
            <Button
              variant="outlined"
              href={site.links.newsletter.url}
              {...externalLinkProps}
              endIcon={<OpenInNewRounded aria-hidden="true" />}
              aria-label={`${site.links.newsletter.label} (opens in a new tab)`}
              sx={{ flexShrink: 0 }}
            >
              {site.links.newsletter.label}
            </Button>
          )}
        </Box>
      </Box>
    </StandardPage>
  );
}
