const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** The popup instance id: 5 random alphanumeric characters (docs/PRODUCT.md#payment-popup). */
export function randomId(length = 5): string {
  let id = '';
  for (let index = 0; index < length; index += 1) id += ALPHABET[Math.floor(Math.random() * ALPHABET.length)];
  return id;
}
