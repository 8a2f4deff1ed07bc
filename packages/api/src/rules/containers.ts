/** Container capacities and the container-fill rules of spec sections 5 and 9 (volumes in m³). */
export const CONTAINER_CAPACITIES = { '20': 25, '40': 52, '40H': 60 } as const;
export type ContainerType = keyof typeof CONTAINER_CAPACITIES;
export const CONTAINER_TYPES = Object.keys(CONTAINER_CAPACITIES) as ContainerType[];

/** Display labels of the container types (20', 40', 40'H). */
export const CONTAINER_LABELS = { '20': "20'", '40': "40'", '40H': "40'H" } as const satisfies Record<
  ContainerType,
  string
>;

/** The volume message caps at 65 m³: a cart's total volume cannot exceed it. */
export const MAX_CART_VOLUME = 65;
/** The hint that a container 'can be 26 m³'. */
export const CONTAINER_HINT_VOLUME = 26;

/** Volumes are sums of decimals; round to 2 places so 0.1 + 0.2 reads as 0.3. */
function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

export function isContainerType(value: unknown): value is ContainerType {
  return typeof value === 'string' && Object.hasOwn(CONTAINER_CAPACITIES, value);
}

/** How a container type reads (40H → 40'H); a value that is no known type as it came. */
export function containerLabel(value: string): string {
  return isContainerType(value) ? CONTAINER_LABELS[value] : value;
}

/** How full one container of this type is, in percent (over 100 when the volume does not fit). */
export function containerFillPercent(volume: number, type: ContainerType): number {
  return round2((Math.max(0, volume) / CONTAINER_CAPACITIES[type]) * 100);
}

/**
 * How many more m³ are needed until the last container of this type is full:
 * 0 m³ needs a whole container, an exact fill needs nothing, 30 m³ in 20' containers needs 20 more.
 */
export function volumeStillNeeded(volume: number, type: ContainerType): number {
  const capacity = CONTAINER_CAPACITIES[type];
  if (volume <= 0) return capacity;
  const remainder = round2(volume % capacity);
  return remainder === 0 ? 0 : round2(capacity - remainder);
}

/** The number of containers of this type the volume fills (at least one). */
export function containersFor(volume: number, type: ContainerType): number {
  return Math.max(1, Math.ceil(round2(volume) / CONTAINER_CAPACITIES[type]));
}

/** The smallest container type that takes the whole volume, or undefined above 60 m³. */
export function smallestContainerFor(volume: number): ContainerType | undefined {
  return CONTAINER_TYPES.find((type) => round2(volume) <= CONTAINER_CAPACITIES[type]);
}

/** True when the cart's total volume is over the 65 m³ cap. */
export function exceedsVolumeCap(volume: number): boolean {
  return round2(volume) > MAX_CART_VOLUME;
}

/** Total volume of cart or order lines: unit volume × quantity, missing volumes count as 0. */
export function totalVolume(lines: readonly { volume?: number | null; quantity?: number | null }[]): number {
  return round2(lines.reduce((sum, line) => sum + (line.volume ?? 0) * (line.quantity ?? 0), 0));
}
