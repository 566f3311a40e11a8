/**
 * Each component's status as Storybook shows it: computed from its evidence when Storybook starts or
 * builds (scripts/status/, written beside the sign-off by main.ts), never typed by hand. A
 * component's Docs page shows its level, the evidence and what the next level needs; the Status
 * page lists every component, filterable by level and by what is missing.
 */
import { useEffect, useMemo, useState } from 'react';
import { styled } from 'storybook/theming';
import { briefly, CRITERIA, LEVELS, type Condition, type Level } from '../scripts/status/criteria';
import type { ComponentStatus } from '../scripts/status/status';

/** Where main.ts writes the statuses, served beside Storybook's own files. */
export const STATUS_URL = './visual-signoff/component-status.json';

/** Every component's status, once loaded (undefined while it loads, [] where it is missing). */
export function useComponentStatuses(): ComponentStatus[] | undefined {
  const [statuses, setStatuses] = useState<ComponentStatus[]>();
  useEffect(() => {
    let live = true;
    fetch(STATUS_URL)
      .then((response) => (response.ok ? (response.json() as Promise<ComponentStatus[]>) : []))
      .then((loaded) => live && setStatuses(loaded))
      .catch(() => live && setStatuses([]));
    return () => {
      live = false;
    };
  }, []);
  return statuses;
}

const Level = styled.span(({ theme }) => ({
  display: 'inline-block',
  padding: '2px 10px',
  borderRadius: 999,
  border: `1px solid ${theme.appBorderColor}`,
  fontSize: theme.typography.size.s2,
  fontWeight: theme.typography.weight.bold,
}));

const asks = (condition: Condition) => CRITERIA.find((c) => c.condition === condition)?.asks ?? condition;

/** `./stories/components/BackLink.stories.tsx` and `stories/components/BackLink.stories.tsx` alike. */
const sameFile = (a: string, b: string) => a.replace(/^\.\//, '') === b.replace(/^\.\//, '');

/** A component's status on its Docs page: level, evidence, what the next level needs, and its images. */
export function ComputedStatus({ storyFile, note }: { storyFile: unknown; note: string }) {
  const statuses = useComponentStatuses();
  const status =
    typeof storyFile === 'string' ? statuses?.find((s) => sameFile(s.storyFile, storyFile)) : undefined;
  if (!statuses) return <p>{note}</p>;
  if (!status)
    return (
      <p>
        {note} <em>Its level is computed for the components of the Components section only.</em>
      </p>
    );
  return (
    <div data-status={status.level}>
      <p>
        <Level>{status.level}</Level> {note}
      </p>
      <ul aria-label="Evidence">
        {status.conditions.map((c) => (
          <li key={c.condition} title={asks(c.condition)} data-met={c.met}>
            <strong>{c.met ? 'Met' : 'Not met'}:</strong> {c.shows}
          </li>
        ))}
      </ul>
      {status.next?.missing.length ? (
        <>
          <p>
            <strong>Missing for {status.next.level}:</strong>
          </p>
          <ul aria-label={`Missing for ${status.next.level}`}>
            {status.next.missing.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
      <details>
        <summary>Images and their approval</summary>
        <ul>
          {status.images.map((image) => (
            <li key={image.image}>
              {image.story} at {image.width} px:{' '}
              {image.approved
                ? `approved by ${image.approved.by}, ${image.approved.at.slice(0, 10)}`
                : (image.problem ?? 'not approved')}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}

const Table = styled.table({
  borderCollapse: 'collapse',
  width: '100%',
  '& th, & td': { textAlign: 'left', verticalAlign: 'top', padding: '6px 8px' },
});

/** Every component's status in one table, filterable by level and by what is missing. */
export function StatusTable() {
  const statuses = useComponentStatuses();
  const [level, setLevel] = useState<Level | 'all'>('all');
  const [missing, setMissing] = useState<Condition | 'any'>('any');
  const rows = useMemo(
    () =>
      (statuses ?? []).filter(
        (s) =>
          (level === 'all' || s.level === level) &&
          (missing === 'any' || s.conditions.some((c) => c.condition === missing && !c.met)),
      ),
    [statuses, level, missing],
  );
  if (!statuses) return <p>Loading the statuses…</p>;
  const count = (l: Level) => statuses.filter((s) => s.level === l).length;
  return (
    <>
      <p>
        <label>
          Level{' '}
          <select value={level} onChange={(event) => setLevel(event.target.value as Level | 'all')}>
            <option value="all">All ({statuses.length})</option>
            {LEVELS.map((l) => (
              <option key={l} value={l}>
                {l} ({count(l)})
              </option>
            ))}
          </select>
        </label>{' '}
        <label>
          Missing{' '}
          <select value={missing} onChange={(event) => setMissing(event.target.value as Condition | 'any')}>
            <option value="any">Anything or nothing</option>
            {CRITERIA.map((c) => (
              <option key={c.condition} value={c.condition} title={c.asks}>
                {c.condition}
              </option>
            ))}
          </select>
        </label>
      </p>
      <Table aria-label="Component statuses">
        <thead>
          <tr>
            <th scope="col">Component</th>
            <th scope="col">Level</th>
            <th scope="col">What the next level needs</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((s) => (
            <tr key={s.name} data-component={s.name} data-level={s.level}>
              <th scope="row">
                <a href={`?path=/docs/${s.docsId}--docs`} target="_top">
                  {s.name}
                </a>
              </th>
              <td>{s.level}</td>
              <td>
                {s.next?.missing.length
                  ? `${s.next.level}: ${briefly(s.next.missing)}`
                  : 'Nothing: every condition holds'}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
