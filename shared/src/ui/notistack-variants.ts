import 'notistack';

declare module 'notistack' {
  interface VariantOverrides {
    loading: true;
  }
}
