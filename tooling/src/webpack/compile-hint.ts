import type { Compiler, WebpackPluginInstance } from 'webpack';

/**
 * V8's file-level compile hint (Chromium 136 and later; other engines read a comment). A file that
 * starts with it is compiled whole while it downloads, on a background thread, instead of each
 * function on the main thread at its first call (docs/DECISIONS.md, "Bundles compiled while they
 * download").
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const NAME = 'CompileHintPlugin';

/**
 * Starts every emitted JavaScript file with `COMPILE_HINT`: after the minifier (which would drop the
 * comment), before the source maps are written (so they count the added line) and before the content
 * hashes and the precompressed copies are made from the final text.
 */
export class CompileHintPlugin implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!name.endsWith('.js')) continue;
            compilation.updateAsset(name, (source) => new sources.ConcatSource(COMPILE_HINT, source));
          }
        },
      );
    });
  }
}
