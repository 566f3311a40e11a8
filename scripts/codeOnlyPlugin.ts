// The site's own modules reach the bundler as code only, without their comments. The shared chunks
// are cut by the size of the modules they hold (vite.config.ts), and a module's size counted its
// comments: writing a prop's description in a component once moved MUI's text fields and the
// breadcrumbs into the first load of every event page. What a page loads follows its code now.
import { minify } from 'rolldown/experimental';
import type { Plugin } from 'vite';

const OWN_MODULE = /[\\/](src|content|theme)[\\/][^?]*\.(ts|tsx)$/;

export function codeOnly(): Plugin {
  return {
    name: 'code-only',
    apply: 'build',
    enforce: 'post',
    async transform(code, id) {
      if (!OWN_MODULE.test(id) || id.includes('node_modules')) return null;
      // No compressing and no renaming: the same code, printed again without its comments.
      const result = await minify(id, code, {
        compress: false,
        mangle: false,
        codegen: { removeWhitespace: false },
        sourcemap: true,
      });
      if (result.errors.length) return null;
      return { code: result.code, map: result.map ?? null };
    },
  };
}
