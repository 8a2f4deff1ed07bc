/** The tab's sessionStorage for jotai's JSON storage; on the server none, so a draw starts from an atom's initial value. */
type StringStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const nothingStored: StringStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

export const tabStorage = (): StringStorage => (typeof sessionStorage === 'undefined' ? nothingStored : sessionStorage);
