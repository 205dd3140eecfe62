import styles from './button.module.css';

/**
 * The product's buttons are normal or light (docs/PRODUCT.md#constants); outline is the quiet
 * secondary action and danger the one that destroys (delete, cancel an appointment).
 */
export type ButtonVariant = 'normal' | 'light' | 'outline' | 'danger';

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: 'medium' | 'large';
  block?: boolean;
}

export function buttonClassName({ variant = 'normal', size = 'medium', block = false }: ButtonStyleProps = {}): string {
  return [styles.button, styles[variant], size === 'large' && styles.large, block && styles.block]
    .filter(Boolean)
    .join(' ');
}
