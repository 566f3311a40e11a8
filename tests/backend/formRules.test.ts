import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asSent, cases, RUNS, SEED } from './formRows';
import { backendForThisFile } from './harness';

// The forms' rules (Yup) and the database's (CHECK constraints, the trimming trigger) give one verdict on
// every row: generated rows, valid and invalid and biased to the edges of each rule, are judged by the
// form's schema and sent through the embedded backend's real HTTP insert path. A row the form accepts is
// stored exactly as the form would send it (trimmed, cast); a row it refuses is refused and writes nothing.
// A failing case is shrunk by fast-check and printed.

const backend = backendForThisFile();

describe.each(cases)('$table', ({ table, schema, values, row, completesAddress }) => {
  it(`the form's verdict is the database's on ${RUNS} generated rows, and what is stored is what the form sends`, async () => {
    const api = backend();
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(values, async (raw) => {
        const formAccepts = await schema.isValid(raw);
        // The one place the two differ by design: the form completes a scheme-less web address.
        const databaseShouldAccept = formAccepts && !completesAddress(raw);
        await api.backend.query(`delete from public.${table}`);
        const response = await api.http(`/rest/v1/${table}`, {
          method: 'POST',
          body: JSON.stringify(asSent(row(raw))),
        });
        const answer = response.status === 201 ? null : await response.text();
        expect(response.status, answer ?? '').toBeLessThan(500);
        const stored = await api.backend.query<Record<string, unknown>>(`select * from public.${table}`);
        if (!databaseShouldAccept) {
          expect({ status: response.status, stored: stored.length }, answer ?? 'stored').toEqual({
            status: expect.not.stringMatching(/^201$/) as unknown as number,
            stored: 0,
          });
          expect(response.status).not.toBe(201);
          return;
        }
        expect(response.status, answer ?? '').toBe(201);
        accepted++;
        const sent = asSent(row(schema.cast(raw) as Record<string, unknown>));
        const [kept] = stored;
        const keptColumns = Object.fromEntries(Object.keys(sent).map((column) => [column, kept?.[column]]));
        expect(keptColumns).toEqual(sent);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: false },
    );
    console.log(`${table}: ${RUNS} rows, ${accepted} accepted by both, ${RUNS - accepted} refused by both`);
    expect(accepted).toBeGreaterThan(RUNS * 0.1);
    expect(accepted).toBeLessThan(RUNS * 0.9);
  });
});
