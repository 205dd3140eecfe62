/**
 * A merchant's React checkout written against react-paystack 6's `usePaystackPayment`, as its README
 * shows it. Bundled by `build.ts` with `@paystack/inline-js` aliased to our package, so the hook's
 * `new PaystackPop()` is ours. The order comes from the page (`window.order`); callbacks are listed as
 * they fire, like the other merchant pages of the payment tests.
 */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { usePaystackPayment } from 'react-paystack';

export interface Order {
  publicKey: string;
  email: string;
  amount: number;
  reference: string;
}

function Checkout({ order }: { order: Order }) {
  const [callbacks, setCallbacks] = useState<string[]>([]);
  const record = (text: string) => setCallbacks((previous) => [...previous, text]);
  const initializePayment = usePaystackPayment(order);
  const pay = () =>
    initializePayment({
      onSuccess: (response?: { reference?: string }) => record(`onSuccess ${response?.reference}`),
      onClose: () => record('onClose'),
    });
  return (
    <main>
      <h1>Checkout</h1>
      <button type="button" onClick={pay}>
        Pay NGN {order.amount / 100}
      </button>
      <h2>Callbacks</h2>
      <ol aria-label="Callbacks">
        {callbacks.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ol>
    </main>
  );
}

const { order } = window as unknown as { order: Order };
createRoot(document.getElementById('root')!).render(<Checkout order={order} />);
