/**
 * `@clean/shared/ui`: the UI kit every remote builds its pages from, with its CSS Modules. It is a
 * subpath, not part of the root barrel, so a first visit downloads it only with a page that uses it.
 * (The root barrel's own UI pieces, `notify`, `lazyPage` and the tokens, are in this folder too but
 * exported from `@clean/shared`: the shell needs them before any page.)
 */
export { buttonClassName, type ButtonStyleProps, type ButtonVariant } from './button/button';
export { ButtonLink } from './button/button-link';
export { Eyebrow } from './eyebrow/eyebrow';
export { Field, FieldError, controlClassName, type FieldControlProps } from './field/field';
export { Dialog, type DialogProps } from './dialog/dialog';
export { ConfirmDialog } from './dialog/confirm-dialog';
export { Illustration, type IllustrationImage } from './illustration/illustration';
export { Notice } from './notice/notice';
export { PageHeader } from './page-header/page-header';
export { PriceLines } from './price-lines/price-lines';
export { Bone, Skeleton } from './skeleton/skeleton';
export { StatusPanel } from './status-panel/status-panel';
export { VisuallyHidden } from './visually-hidden/visually-hidden';
export { lazyResolver, type LazyResolver } from './lazy-resolver';
export { useNearScreen } from './use-near-screen';
