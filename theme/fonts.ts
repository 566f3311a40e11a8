/**
 * Self-hosted faces: Fredoka for display, Inter (one variable file for every weight) for reading,
 * IBM Plex Mono for prompts (the same letters on every machine, so screenshots agree). Each is cut
 * into the letters the site uses and the rest of Latin (see fonts.css, made by `npm run fonts`).
 * Importing this module once, at the app's and Storybook's entry, registers them.
 */
import './fonts.css';
