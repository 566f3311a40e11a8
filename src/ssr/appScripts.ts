/** The id of the data block in a prerendered page that tells `src/boot.ts` which scripts to load. */
export const APP_SCRIPTS_ID = 'app-scripts';

/** What a prerendered page's app is made of: its entry module and every file its first render needs. */
export interface AppScripts {
  entry: string;
  preload: string[];
}
