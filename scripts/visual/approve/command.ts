// npm run visual:approve -- <image, glob or decision …> --as <name> [--note <text>] [--all]
// npm run visual:reject  -- <image, glob or decision …> --as <name> --note <text>
// Signs off what the last visual run found (docs/visual-review.md).
import { parseArgs } from 'node:util';
import { describeVerdicts, giveVerdict } from './verdicts.ts';

const [verb, ...rest] = process.argv.slice(2);

try {
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      as: { type: 'string' },
      note: { type: 'string', default: '' },
      group: { type: 'string', multiple: true, default: [] },
      all: { type: 'boolean', default: false },
    },
  });
  if (verb !== 'approve' && verb !== 'reject') throw new Error('Say approve or reject.');
  const targets = [...positionals, ...(values.group ?? [])];
  if (!targets.length && !values.all) throw new Error('Name the images, globs or decisions (or --all).');
  const result = giveVerdict(
    targets,
    {
      verdict: verb === 'approve' ? 'approved' : 'rejected',
      reviewer: values.as ?? '',
      note: values.note ?? '',
    },
    { all: values.all },
  );
  for (const v of result.verdicts) console.log(`${v.verdict}\t${v.image}`);
  for (const image of result.waiting) console.log(`waiting\t${image}`);
  console.log(`${describeVerdicts(result)}; recorded in tests/visual/signoff.tsv.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
