import { createContext, useContext, type ReactNode } from 'react';
import {
  insertEventRegistration,
  insertLeadershipLabsApplication,
  insertPartnershipEnquiry,
  insertRetreatApplication,
  type EventRegistration,
  type LeadershipLabsApplication,
  type PartnershipEnquiry,
  type RetreatApplication,
  type SubmitResult,
} from '../backend/submissions';
import { prepareBackend } from '../backend/loadClient';

/** The forms' only way out: one insert per table. The site uses the backend's; stories may pass their own. */
export interface Submitters {
  eventRegistration(row: EventRegistration): Promise<SubmitResult>;
  retreatApplication(row: RetreatApplication): Promise<SubmitResult>;
  leadershipLabsApplication(row: LeadershipLabsApplication): Promise<SubmitResult>;
  partnershipEnquiry(row: PartnershipEnquiry): Promise<SubmitResult>;
  /** Called when a visitor starts on a form: the backend's code can be fetched while they fill it in. */
  prepare?(): void;
}

const backendSubmitters: Submitters = {
  eventRegistration: (row) => insertEventRegistration(row),
  retreatApplication: (row) => insertRetreatApplication(row),
  leadershipLabsApplication: (row) => insertLeadershipLabsApplication(row),
  partnershipEnquiry: (row) => insertPartnershipEnquiry(row),
  prepare: prepareBackend,
};

const SubmittersContext = createContext<Submitters>(backendSubmitters);

export function SubmittersProvider({ value, children }: { value: Submitters; children: ReactNode }) {
  return <SubmittersContext.Provider value={value}>{children}</SubmittersContext.Provider>;
}

export const useSubmitters = () => useContext(SubmittersContext);
