// An SVG imported with `?inline` is its markup in tests, as webpack's `asset/source` gives it.
module.exports = {
  process(sourceText) {
    return { code: `module.exports = ${JSON.stringify(sourceText)};` };
  },
};
