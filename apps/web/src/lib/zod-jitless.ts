/**
 * zod compiles a fast parser with `new Function` when the page allows it, and finds out by trying
 * once. The shop's content policy allows no eval (script-src 'self'), so the try fails, quietly for
 * the forms but not for the browser: it reports a policy violation on every page that validates
 * (Lighthouse's Best Practices counts it). Told it runs without the compiler, zod never tries.
 *
 * zod keeps its settings on this global so that every copy of it shares them; setting it here,
 * from the entry, needs no zod in the first download, and works whichever module runs first.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, {
  jitless: true,
});

export {};
