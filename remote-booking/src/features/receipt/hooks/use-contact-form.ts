import { zodResolver } from '@hookform/resolvers/zod';
import { receiptQuery, type ReceiptQuery } from '@clean/shared/schemas';
import { useForm } from 'react-hook-form';

/**
 * 'Email or phone number you booked with': validated with the shared `receiptQuery` schema, then
 * handed to `onContact` (the page puts it in the address, so a reload keeps the receipt).
 */
export function useContactForm(onContact: (contact: string) => void) {
  const form = useForm<ReceiptQuery>({ resolver: zodResolver(receiptQuery), defaultValues: { contact: '' } });
  const onSubmit = form.handleSubmit(({ contact }) => onContact(contact));
  return { register: form.register, errors: form.formState.errors, onSubmit };
}
