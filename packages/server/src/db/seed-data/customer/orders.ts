/** Demo order history: every order status, paid and unpaid, container and pallet orders with ETA and port. */
import { CART_KIND, CONTAINER_CAPACITIES, ORDER_STATUS, PAYMENT_STATUSES, TRADE_MODES, type ContainerType } from '@kontor/api/rules';

export interface ProductPick {
  id: number;
  art_no: string;
  name: string;
  colour: string;
  image: string | null;
  volume: number;
  unit_price: number;
  discount_price: number | null;
  max_order_qty: number | null;
}

interface PlanStep {
  status: number;
  paid: boolean;
  daysAgo: number;
  cabinet: ContainerType | null;
  containers: number;
}

const [UNPAID, PAID] = PAYMENT_STATUSES.map((entry) => entry.value);

/** One order per status, a second confirmed order that is paid, so both payment states show everywhere. */
const PLAN: PlanStep[] = [
  { status: ORDER_STATUS.placed, paid: false, daysAgo: 2, cabinet: '40H', containers: 1 },
  { status: ORDER_STATUS.confirmed, paid: false, daysAgo: 9, cabinet: '40', containers: 1 },
  { status: ORDER_STATUS.confirmed, paid: true, daysAgo: 12, cabinet: '20', containers: 1 },
  // Two containers whose goods stay within the 65 m³ an order may hold.
  { status: ORDER_STATUS.reviewed, paid: true, daysAgo: 20, cabinet: '20', containers: 2 },
  { status: ORDER_STATUS.shipped, paid: true, daysAgo: 45, cabinet: '40H', containers: 1 },
  { status: ORDER_STATUS.completed, paid: true, daysAgo: 120, cabinet: '20', containers: 1 },
  { status: ORDER_STATUS.cancelled, paid: false, daysAgo: 30, cabinet: '40', containers: 1 },
];
/** DDP customers also order pallets (FOB customers have no pallet cart). */
const PALLET_STEP: PlanStep = { status: ORDER_STATUS.placed, paid: false, daysAgo: 1, cabinet: null, containers: 1 };

const DAY_MS = 86_400_000;
const STEPS_IN_ORDER: number[] = [ORDER_STATUS.placed, ORDER_STATUS.confirmed, ORDER_STATUS.reviewed, ORDER_STATUS.shipped, ORDER_STATUS.completed];
const LEAD_DAYS = { container: 49, pallet: 5 };
const FORWARDERS = ['Kuehne + Nagel', 'DB Schenker', 'DSV'];

export interface OrderSeed {
  orderNo: string;
  orderType: number;
  cabinetType: string | null;
  status: number;
  paymentStatus: number;
  paymentTerms: string;
  portId: number;
  destinationPort: string;
  forwardingCompany: string | null;
  deliveryDate: string | null;
  receiptNo: string | null;
  eta: string;
  containerCount: number;
  createTime: string;
  items: { product: ProductPick; quantity: number }[];
  history: { status: number; time: string }[];
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The shop takes ETAs on working days only: a lead time ending on a weekend ends on the Monday after. */
function workingDay(date: Date): Date {
  const weekday = date.getUTCDay();
  return weekday === 6 ? new Date(date.getTime() + 2 * DAY_MS) : weekday === 0 ? new Date(date.getTime() + DAY_MS) : date;
}

/** Orders of one customer; `firstNo` numbers them after the orders of the customers seeded before. */
export function orderSeeds(
  products: ProductPick[],
  ports: { id: number; name: string }[],
  modeOfTrade: number,
  firstNo: number,
  now = new Date(),
): OrderSeed[] {
  const steps = modeOfTrade === TRADE_MODES.DDP ? [...PLAN, PALLET_STEP] : PLAN;
  return steps.map((step, index) => {
    const created = new Date(now.getTime() - step.daysAgo * DAY_MS);
    const pallet = step.cabinet === null;
    const eta = workingDay(new Date(created.getTime() + (pallet ? LEAD_DAYS.pallet : LEAD_DAYS.container) * DAY_MS));
    const shipped = step.status === ORDER_STATUS.shipped || step.status === ORDER_STATUS.completed;
    const lines = products.slice((index * 3) % (products.length - 3), ((index * 3) % (products.length - 3)) + 3);
    // Fill the chosen containers to about 90 %, a third of it per line; a pallet order takes a few cartons.
    const lineVolume = pallet ? 1.2 : (CONTAINER_CAPACITIES[step.cabinet!] * step.containers * 0.9) / lines.length;
    const port = ports[index % ports.length]!;
    const history = STEPS_IN_ORDER.filter((status) => (step.status === ORDER_STATUS.cancelled ? status === ORDER_STATUS.placed : status <= step.status))
      .concat(step.status === ORDER_STATUS.cancelled ? [ORDER_STATUS.cancelled] : []);
    return {
      orderNo: `KO${now.getFullYear()}${String(firstNo + index).padStart(5, '0')}`,
      orderType: pallet ? CART_KIND.pallet : CART_KIND.container,
      cabinetType: step.cabinet,
      status: step.status,
      paymentStatus: step.paid ? PAID! : UNPAID!,
      paymentTerms: modeOfTrade === TRADE_MODES.DDP ? 'T/T 30% deposit, 70% before delivery' : 'T/T 30% deposit, 70% against B/L copy',
      portId: port.id,
      destinationPort: port.name,
      forwardingCompany: shipped ? FORWARDERS[index % FORWARDERS.length]! : null,
      deliveryDate: shipped ? day(new Date(eta.getTime() + 4 * DAY_MS)) : null,
      receiptNo: shipped ? `BL${now.getFullYear()}${String(7000 + firstNo + index)}` : null,
      eta: day(eta),
      containerCount: step.containers,
      createTime: created.toISOString(),
      items: lines.map((product) => {
        const wanted = Math.max(1, Math.floor(lineVolume / Math.max(product.volume, 0.01)));
        return { product, quantity: product.max_order_qty ? Math.min(wanted, product.max_order_qty) : wanted };
      }),
      history: history.map((status, position) => ({
        status,
        time: new Date(created.getTime() + position * 3 * DAY_MS).toISOString(),
      })),
    };
  });
}
