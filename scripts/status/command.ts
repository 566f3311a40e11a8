// npm run status [-- --json]
// Every component's status, computed from its evidence (docs/design-system.md, "Status").
import { LEVELS } from './criteria.ts';
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
      console.log(
        `  ${status.name}${missing.length ? `: for ${status.next?.level}, ${missing.slice(0, 3).join('; ')}${missing.length > 3 ? `; and ${missing.length - 3} more` : ''}` : ''}`,
      );
    }
  }
}
