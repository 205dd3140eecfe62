// Module types for the files webpack's loaders turn into modules.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
/** An illustration's SVG markup, drawn inline by `Illustration` (`@clean/shared/ui`). */
declare module '*.svg?inline' {
  const markup: string;
  export default markup;
}
