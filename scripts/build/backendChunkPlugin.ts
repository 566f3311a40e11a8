// The address of the backend client's code (src/backend/client.ts, with supabase-js), for the one
// module that loads it (src/backend/loadClient.ts): `import url from 'virtual:backend-client-url'`.
// A build makes the client a chunk of its own and gives its hashed address; the development server
// serves the source file. The loader needs an address rather than a plain `import('./client')`
// because a module that failed to load stays failed at its address for the life of the page: a
// second attempt asks again at the same address with a query of its own.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const ID = 'virtual:backend-client-url';
const RESOLVED_ID = `\0${ID}`;
const CLIENT = fileURLToPath(new URL('../../src/backend/client.ts', import.meta.url));

export function backendChunk(): Plugin {
  let serving = false;
  return {
    name: 'backend-chunk',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId(id) {
      return id === ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (serving) return `export default ${JSON.stringify('/src/backend/client.ts')};`;
      const chunk = this.emitFile({
        type: 'chunk',
        id: CLIENT,
        name: 'backend',
        preserveSignature: 'strict',
      });
      return `export default import.meta.ROLLUP_FILE_URL_${chunk};`;
    },
  };
}
