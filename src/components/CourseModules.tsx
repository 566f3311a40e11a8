import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface CourseModulesProps {
  /**
   * The modules in order, each with its length in minutes. They are numbered, and their total is
   * added up: '6 modules · 175 minutes of video'.
   */
  modules: readonly { title: string; minutes: number }[];
  /** The panel's heading: 'Modules' unless set. */
  heading?: string;
}

/** A course's modules on a light panel: how many and how long in all, then each in order with its minutes. Part of CourseCard. */
export function CourseModules({ modules, heading = 'Modules' }: CourseModulesProps) {
  const totalMinutes = modules.reduce((sum, module) => sum + module.minutes, 0);
  return (
    <Box sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 3, bgcolor: 'surface.subtle' }}>
      <Typography variant="h6" component="h3" sx={{ mb: 0.5 }}>
        {heading}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {modules.length} modules · {totalMinutes} minutes of video
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
        {modules.map((module) => (
          <li key={module.title}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
              <Typography variant="body2" component="span">
                {module.title}
              </Typography>
              <Typography variant="body2" component="span" sx={{ color: 'text.secondary', flexShrink: 0 }}>
                {module.minutes} min
              </Typography>
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}
