/** A shop team's first app on the published packages: the provider in German, a Button and the load gauge. */
import '@kontor/ui/styles.css';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { loadPlan } from '@kontor/api/rules';
import { KontorProvider } from '@kontor/ui';
import { Button } from '@kontor/ui/Button';
import { ContainerLoadGauge } from '@kontor/ui/storefront/ContainerLoadGauge';

const tables = { volume: 0.5, weight: 30, packingUnit: 2, qty20: 40, qty40: 90, qty40h: 100 };

function App() {
  const [quantity, setQuantity] = useState(10);
  return (
    <KontorProvider language="de" theme="hey">
      <main>
        <h1>Consumer app</h1>
        <Button onPress={() => setQuantity((count) => count + 10)}>+10</Button>
        <output data-testid="quantity">{quantity}</output>
        <ContainerLoadGauge plan={loadPlan([{ ...tables, quantity }])} />
      </main>
    </KontorProvider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
