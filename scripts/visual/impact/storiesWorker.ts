// The stories' index (storyIndex.ts), read on a thread of its own and handed back as entries.
import { parentPort, workerData } from 'node:worker_threads';
import { storiesOf } from './storyIndex.ts';

const { root, files } = workerData as { root: string; files: string[] };
parentPort?.postMessage([...storiesOf(root, files)]);
