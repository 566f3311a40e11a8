/**
 * Self-hosted faces (Latin subset only): Fredoka for display, Inter for reading.
 * Importing this module once, at the app's and Storybook's entry, registers them.
 */
import '@fontsource/fredoka/latin-500.css';
import '@fontsource/fredoka/latin-600.css';
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
