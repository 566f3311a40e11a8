import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres';

// The backend's tests again, on a team's PostgreSQL instead of PGlite: one throwaway PostgreSQL 15
// server for the run; each backend the tests start gets a database of its own on it (harness.ts).

declare module 'vitest' {
  export interface ProvidedContext {
    /** A superuser's address on the run's PostgreSQL server; absent when the tests use PGlite. */
    postgresUrl?: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const server = await startPostgres();
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}
