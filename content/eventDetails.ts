import { eventRecords } from './events.ts';

/** The event records by the name the end-to-end tests read them by. */
export const eventDetails = eventRecords;
