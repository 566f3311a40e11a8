import { mapEvents } from './events.ts';

/** Each event's schedule, for the end-to-end tests, which read it by this name; it lives in the event's record. */
export const eventSchedules = /* @__PURE__ */ mapEvents((event) => event.schedule);
