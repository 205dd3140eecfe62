import { buttonClassName, Field } from '@clean/shared/ui';
import { useEffect, useRef } from 'react';
import { useContactForm } from '../hooks/use-contact-form';
import { receiptTexts } from '../lib/texts';
import styles from './receipt.module.css';

interface ContactFormProps {
  onContact: (contact: string) => void;
  /** Puts the cursor in the field at once (after a contact that matched no booking). */
  focusOnMount?: boolean;
}

/** 'Email or phone number you booked with' and 'Show my booking'. */
export function ContactForm({ onContact, focusOnMount = false }: ContactFormProps) {
  const { register, errors, onSubmit } = useContactForm(onContact);
  const t = receiptTexts.contactForm;
  const registration = register('contact');
  const input = useRef<HTMLInputElement | null>(null);

  useEffect(() => {
    if (focusOnMount) input.current?.focus();
  }, [focusOnMount]);

  return (
    <form className={styles.contactForm} onSubmit={onSubmit} noValidate aria-label={t.name}>
      <Field label={t.label} hint={t.hint} error={errors.contact?.message}>
        {(control) => (
          <input
            type="text"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="off"
            spellCheck={false}
            {...control}
            {...registration}
            ref={(element) => {
              registration.ref(element);
              input.current = element;
            }}
          />
        )}
      </Field>
      <button type="submit" className={buttonClassName()}>
        {t.submit}
      </button>
    </form>
  );
}
