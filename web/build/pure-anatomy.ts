// A plugin (web/vite.config.ts): the component anatomies of Chakra, Ark and Zag are built at module load
// (`const dialogAnatomy = createAnatomy('dialog').parts(...)`, `var parts = anatomy.build()`), calls the
// bundler must keep as it cannot know they have no effect. Chakra's anatomy module builds all ~70 of them, and
// the first screen's alert recipe imports it: each such declaration is marked pure here, so only the anatomies
// some page uses stay in the bundle.
import type { Plugin } from 'vite';

/** Chakra's `anatomy.js` and the `*.anatomy.(m)js` files of Ark and Zag. */
const ANATOMY_FILE = /[\\/](?:anatomy\.js|[\w-]+\.anatomy\.m?js)$/;

/** A top-level declaration building an anatomy: createAnatomy(...)..., or x.extendWith / build / rename(...). */
const DECLARATION = /^(const|var) ([\w$]+) = ((?:createAnatomy|[\w$]+\.(?:extendWith|build|rename))\([^;]*\));$/gm;

/** `code` with each anatomy declaration's value made a pure call (an arrow function called at once). */
export function markAnatomiesPure(code: string): string {
  return code.replace(DECLARATION, (_match, kind: string, name: string, value: string) => {
    return `${kind} ${name} = /* @__PURE__ */ (() => ${value})();`;
  });
}

export function pureAnatomy(): Plugin {
  return {
    name: 'portal:pure-anatomy',
    apply: 'build',
    transform(code, id) {
      if (!ANATOMY_FILE.test(id)) return null;
      const marked = markAnatomiesPure(code);
      return marked === code ? null : { code: marked, map: null };
    },
  };
}
