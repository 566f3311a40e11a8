// npm run status [-- --json]
// Every component's status, computed from its evidence (docs/design-system.md, "Status").
import { briefly, LEVELS } from './criteria.ts';
import { componentStatuses } from './status.ts';

const statuses = componentStatuses();
if (process.argv.includes('--json')) {
  process.stdout.write(`${JSON.stringify(statuses, null, 2)}\n`);
} else {
  for (const level of LEVELS) {
    const at = statuses.filter((s) => s.level === level);
    if (!at.length) continue;
    console.log(`\n${level} (${at.length})`);
    for (const status of at) {
      const missing = status.next?.missing ?? [];
      const needs = missing.length ? `: for ${status.next?.level}, ${briefly(missing)}` : '';
      console.log(`  ${status.name}${needs}`);
    }
  }
}
