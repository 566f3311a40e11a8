/**
 * Self-hosted faces (Latin subset only): Fredoka for display, Inter for reading, IBM Plex Mono
 * for prompts (the same letters on every machine, so screenshots agree).
 * Importing this module once, at the app's and Storybook's entry, registers them.
 */
import '@fontsource/fredoka/latin-500.css';
import '@fontsource/fredoka/latin-600.css';
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/ibm-plex-mono/latin-400.css';
import '@fontsource/ibm-plex-mono/latin-600.css';
