// Types only: notistack itself loads with the first toast, this file must not import it at run time.
import type {} from 'notistack';

declare module 'notistack' {
  interface VariantOverrides {
    loading: true;
  }
}
