import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { afterAll, beforeAll, inject } from 'vitest';
import { createDatabase } from './postgres';
import { eventRecords } from '../../content/events';
import type { TablesInsert } from '../../src/backend/database.types';
import { formExamples, sentRow } from '../../src/forms/examples';
import { createSiteClient, type SiteClient } from '../../src/backend/client';
import { LOCAL_ANON_KEY } from '../../supabase/local/anonKey';
import { readServiceRoleKey } from '../../supabase/local/serviceRoleKey';
import {
  createLocalBackend,
  type LocalBackend,
  type LocalBackendOptions,
} from '../../supabase/local/handler';

export interface RunningBackend {
  url: string;
  dataDir: string;
  /** The PostgreSQL database it uses; '' for PGlite in its data folder. */
  databaseUrl: string;
  backend: LocalBackend;
  /** The service-role key this backend made for its data folder (never one written in the repository). */
  serviceKey: string;
  client: SiteClient;
  /** Raw HTTP to the backend, with the anon key unless headers say otherwise. */
  http(path: string, init?: RequestInit): Promise<Response>;
  count(table: string): Promise<number>;
  stop(): Promise<void>;
}

export const newDataDir = () => mkdtempSync(join(tmpdir(), 'ai-edit-backend-'));

/**
 * The database for a new backend: in the PostgreSQL run (postgresSetup.ts), a new database on the run's
 * server; otherwise '' (PGlite in the data folder, whatever DATABASE_URL the shell has).
 */
export async function testDatabaseUrl(): Promise<string> {
  const server = inject('postgresUrl');
  return server ? createDatabase(server) : '';
}

/** A real embedded backend on a real port, with its own data folder. */
export async function startBackend(
  options: LocalBackendOptions & { dataDir?: string } = {},
): Promise<RunningBackend> {
  const dataDir = options.dataDir ?? newDataDir();
  // Tests send hundreds of writes from one address; those about the write limit set their own.
  const databaseUrl = options.databaseUrl ?? (await testDatabaseUrl());
  const backend = createLocalBackend({ writesPerMinute: 0, ...options, databaseUrl, dataDir });
  await backend.ready();
  const server: Server = createServer((req, res) => backend.middleware(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    dataDir,
    databaseUrl,
    backend,
    serviceKey: options.serviceRoleKey ?? readServiceRoleKey(dataDir),
    client: createSiteClient({
      url,
      anonKey: LOCAL_ANON_KEY,
      transport: WebSocket as unknown as typeof globalThis.WebSocket,
    }),
    http: (path, init = {}) =>
      fetch(`${url}${path}`, {
        ...init,
        headers: {
          apikey: LOCAL_ANON_KEY,
          'content-type': 'application/json',
          ...(init.headers as Record<string, string>),
        },
      }),
    count: async (table) =>
      Number(
        (await backend.query<{ n: number }>(`select count(*)::int as n from public.${table}`))[0]?.n ?? -1,
      ),
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await backend.close();
    },
  };
}

export const removeDataDir = (dir: string) => rmSync(dir, { recursive: true, force: true });

/**
 * Valid rows for each table, as the forms send them: each table's form filled with its example answers
 * (content/forms.ts), for the event its page is on. A new column reaches them through the form's entry.
 */
export const validRows = {
  event_registrations: sentRow(
    formExamples.eventRegistration,
    formExamples.eventRegistration.filled,
    eventRecords['waves-ai'].eventName,
  ) as TablesInsert<'event_registrations'>,
  retreat_applications: sentRow(
    formExamples.retreatApplication,
    formExamples.retreatApplication.filled,
    eventRecords['autumn-retreat'].eventName,
  ) as TablesInsert<'retreat_applications'>,
  leadership_labs_applications: sentRow(
    formExamples.leadershipLabs,
    formExamples.leadershipLabs.filled,
    '',
  ) as TablesInsert<'leadership_labs_applications'>,
  partnership_enquiries: sentRow(
    formExamples.partnershipEnquiry,
    formExamples.partnershipEnquiry.filled,
    '',
  ) as TablesInsert<'partnership_enquiries'>,
};

export type TableWithRows = keyof typeof validRows;
export const tables = Object.keys(validRows) as TableWithRows[];

/** Starts one backend for a test file and stops it (and removes its data) after the file's tests. */
export function backendForThisFile(): () => RunningBackend {
  let api: RunningBackend | undefined;
  beforeAll(async () => {
    api = await startBackend();
  });
  afterAll(async () => {
    if (!api) return;
    await api.stop();
    removeDataDir(api.dataDir);
  });
  return () => {
    if (!api) throw new Error('The backend is not running yet');
    return api;
  };
}
