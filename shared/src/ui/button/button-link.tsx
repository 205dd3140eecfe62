import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { buttonClassName, type ButtonStyleProps } from './button';

type ButtonLinkProps = Omit<LinkProps, 'className' | 'children'> & ButtonStyleProps & { children: ReactNode };

/** A router link that looks like a button (calls to action: Book Now, Learn More...). */
export function ButtonLink({ variant, size, block, children, ...props }: ButtonLinkProps) {
  return (
    <Link className={buttonClassName({ variant, size, block })} {...props}>
      {children}
    </Link>
  );
}
