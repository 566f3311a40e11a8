import GroupsRounded from '@mui/icons-material/GroupsRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import SellRounded from '@mui/icons-material/SellRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface CourseFactsProps {
  /** How long it takes, beside a clock, e.g. 'Self-paced · about 3 hours'. */
  duration: string;
  /** How many students the instructor has taught; shown rounded down with a plus, e.g. '5,000+'. */
  students: number;
  /** The words after the student count: 'students taught' unless set. */
  studentsLabel?: string;
  /** Out of 5, shown with one decimal beside a star: 4.8 reads '4.8 out of 5'. */
  rating: number;
  /** What it costs, beside a price tag, e.g. 'Free'. */
  price: string;
}

/** '5,000+' for 5000, '5,200+' for 5234: never more than was counted. */
export function studentsCount(students: number): string {
  // Two significant figures at most: 5,000+, 1,200+, 340+.
  const step = students >= 10_000 ? 1000 : students >= 1000 ? 100 : students >= 100 ? 10 : 1;
  return `${(Math.floor(students / step) * step).toLocaleString('en-GB')}+`;
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component="span" aria-hidden="true" sx={{ display: 'flex', color: 'primary.main' }}>
        {icon}
      </Box>
      <Typography variant="body2" component="span">
        {children}
      </Typography>
    </Box>
  );
}

/**
 * The four facts that help a visitor choose a course, each beside a pink icon, wrapping as the line
 * fills: how long, how many students, its rating and its price. Part of CourseCard.
 */
export function CourseFacts({
  duration,
  students,
  studentsLabel = 'students taught',
  rating,
  price,
}: CourseFactsProps) {
  return (
    <Box
      component="ul"
      aria-label="Course facts"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}
    >
      <Fact icon={<ScheduleRounded fontSize="small" />}>{duration}</Fact>
      <Fact icon={<GroupsRounded fontSize="small" />}>
        <strong>{studentsCount(students)}</strong> {studentsLabel}
      </Fact>
      <Fact icon={<StarRounded fontSize="small" />}>
        <strong>{rating.toFixed(1)}</strong> out of 5
      </Fact>
      <Fact icon={<SellRounded fontSize="small" />}>{price}</Fact>
    </Box>
  );
}
